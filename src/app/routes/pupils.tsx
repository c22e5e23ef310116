import { PeopleTable } from '../../features/people/components/people-table';
import { useOwnProfile } from '../../stores/own-profile';

/**
 * «Ученики»: one search box, the list's own (by name or e-mail, with figures and «В журнале»); a
 * pupil's name opens the pupil's page. Teachers link pupils to the journal; an admin sees the same
 * list with roles (docs/decisions/0188-one-search-box-for-teachers-and-a-search-for-pupils.md).
 */
export function Component() {
  const admin = useOwnProfile()?.role === 'admin';
  return (
    <div className="page">
      <p className="page__lead">
        Отметь «В журнале» учеников своей группы: только они могут сдавать проекты на проверку.
      </p>
      <h2>Найти ученика</h2>
      <PeopleTable canSetRoles={admin} role="pupil" />
    </div>
  );
}
