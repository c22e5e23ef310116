import { PeopleSearch } from '../../features/people/components/people-search';
import { PeopleTable } from '../../features/people/components/people-table';
import { useOwnProfile } from '../../stores/own-profile';

/** Teachers find a pupil by name and link pupils to the journal; an admin sees the same list with roles. */
export function Component() {
  const admin = useOwnProfile()?.role === 'admin';
  return (
    <div className="page">
      <p className="page__lead">
        Отметь «В журнале» учеников своей группы: только они могут сдавать проекты на проверку.
      </p>
      <h2>Найти ученика</h2>
      <PeopleSearch />
      <h2>Все ученики</h2>
      <PeopleTable canSetRoles={admin} role="pupil" />
    </div>
  );
}
