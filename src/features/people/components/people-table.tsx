import { useState } from 'react';
import { Loader } from '../../../components/loader/loader';
import { ROLES, levelName, type Role } from '../../../domain/constants';
import type { UserListItem, UserListReply } from '../../../domain/review';
import { toApiError } from '../../../lib/api-client';
import { changedBy, queryKeys, useInvalidate, useMutation, useQuery } from '../../../lib/query';
import { avatarUrl } from '../../../lib/avatar-url';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { listUsers } from '../api/list-users';
import { setJournal } from '../api/set-journal';
import { setRole } from '../api/set-role';
import './people.css';

export const ROLE_NAMES: Record<Role, string> = { pupil: 'Ученик', teacher: 'Учитель', admin: 'Администратор' };

interface PeopleTableProps {
  /** Admins set roles; teachers only link pupils to the journal. */
  canSetRoles: boolean;
  /** Only people of this role (the teacher's list of pupils). */
  role?: Role;
}

/** The school's people, with search and pages: link a pupil to the journal, and (admin) set roles. */
export function PeopleTable({ canSetRoles, role }: PeopleTableProps) {
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [message, showMessage] = useTimedMessage(4000);
  const list = useQuery({
    queryKey: queryKeys.people.page(page, search, role),
    queryFn: ({ signal }) => listUsers(page, search, role, signal),
  });
  const current: { reply: UserListReply } | { error: string } | undefined = list.data
    ? { reply: list.data }
    : list.isError
      ? { error: toApiError(list.error).message }
      : undefined;

  const invalidate = useInvalidate();
  const changing = useMutation({
    mutationFn: ({ action }: { user: UserListItem; action: () => Promise<{ message: string }> }) => action(),
    onSuccess: (answer) => {
      showMessage(answer.message);
      return invalidate(changedBy.person);
    },
    onError: (error) => showMessage(toApiError(error).message),
  });
  const busyId = changing.isPending ? changing.variables.user.id : undefined;
  const change = (user: UserListItem, action: () => Promise<{ message: string }>) => changing.mutate({ user, action });

  const pages = current && 'reply' in current ? Math.max(1, Math.ceil(current.reply.count / current.reply.pageSize)) : 1;

  return (
    <section className="people" aria-label="Пользователи">
      <form
        className="people__search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setPage(1);
          setSearch(query.trim());
        }}
      >
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Имя или email"
          aria-label="Поиск по имени или email"
          maxLength={100}
        />
        <button type="submit" className="button button--secondary button--small">
          Найти
        </button>
      </form>
      {message && (
        <p className="people__message" role="status">
          {message}
        </p>
      )}
      {!current ? (
        <Loader size="small" />
      ) : 'error' in current ? (
        <p role="alert">{current.error}</p>
      ) : current.reply.data.length === 0 ? (
        <p>Никого не нашли.</p>
      ) : (
        <ul className="people__list">
          {current.reply.data.map((user) => (
            <li key={user.id} className="person" data-user-id={user.id}>
              <img className="avatar" src={avatarUrl(user.photo)} alt="" width="44" height="44" />
              <div className="person__who">
                <strong>{user.firstName}</strong>
                <span className="person__email">{user.email}</span>
                <span className="person__figures">
                  {user.role === 'pupil'
                    ? `Уровень ${user.level} — ${levelName(user.level)} · ${user.diamonds} алмазов · ${user.rating} рейтинга`
                    : ROLE_NAMES[user.role]}
                </span>
              </div>
              <div className="person__controls">
                {user.role === 'pupil' && (
                  <label className="person__toggle">
                    <input
                      type="checkbox"
                      checked={user.journalLinked}
                      disabled={busyId === user.id}
                      onChange={(event) => change(user, () => setJournal(user.id, event.target.checked))}
                    />
                    В журнале
                  </label>
                )}
                {canSetRoles && (
                  <select
                    aria-label={`Роль: ${user.firstName}`}
                    value={user.role}
                    disabled={busyId === user.id}
                    onChange={(event) => change(user, () => setRole(user.id, event.target.value as Role))}
                  >
                    {ROLES.map((role) => (
                      <option key={role} value={role}>
                        {ROLE_NAMES[role]}
                      </option>
                    ))}
                  </select>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="people__pages" aria-label="Страницы">
          <button type="button" className="button button--secondary button--small" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            ← Назад
          </button>
          <span>
            {page} / {pages}
          </span>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={page >= pages}
            onClick={() => setPage((p) => p + 1)}
          >
            Вперёд →
          </button>
        </nav>
      )}
    </section>
  );
}
