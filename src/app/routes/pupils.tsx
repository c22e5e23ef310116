import { PeopleTable } from '../../features/people/components/people-table';
import { useSession } from '../../stores/session';

/** Teachers link pupils to the journal; an admin sees the same list with roles. */
export function Component() {
  const admin = useSession((s) => s.profile?.role === 'admin');
  return (
    <div className="page">
      <p className="page__lead">
        Отметь «В журнале» учеников своей группы: только они могут сдавать проекты на проверку.
      </p>
      <PeopleTable canSetRoles={admin} role="pupil" />
    </div>
  );
}
