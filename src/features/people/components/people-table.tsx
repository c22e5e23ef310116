import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Loader } from '../../../components/loader/loader';
import { ERROR_BANNER_MS, ROLES, SUCCESS_BANNER_MS, levelName, type Role } from '../../../../domain/constants';
import { publicProfilePath, pupilPath } from '../../../../domain/paths';
import { countOf, DIAMONDS, RATING_POINTS } from '../../../../domain/plural';
import { fullName, type UserListItem, type UserListReply } from '../../../../domain/review';
import { toApiError } from '../../../lib/api-client';
import { changedBy, queryKeys, useInvalidate, useMutation, useQuery } from '../../../lib/query';
import { avatarUrl, showDefaultAvatar } from '../../../lib/avatar-url';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useOwnProfile } from '../../../stores/own-profile';
import { listUsers } from '../api/list-users';
import { setJournal } from '../api/set-journal';
import { setRole } from '../api/set-role';
import { ROLE_NAMES } from './role-names';
import { foundLine } from './found-count';
import { RoleConfirm } from './role-confirm';
import './people.css';

interface PeopleTableProps {
  /** Admins set roles; teachers only link pupils to the journal. */
  canSetRoles: boolean;
  /** Only people of this role (the teacher's list of pupils). */
  role?: Role;
}

/** A role picked in a person's list, waiting for «Да, поменять». */
interface AskedRole {
  user: UserListItem;
  role: Role;
}

/**
 * The school's people, by pages, with the one search box of «Ученики» (and of the admin's list):
 * a blank query asks for the whole list, a query goes trimmed and encoded as `?q=`. A pupil's name
 * opens the pupil's page, anyone else's the public profile. Link a pupil to the journal, and
 * (admin) set roles after a confirmation.
 */
export function PeopleTable({ canSetRoles, role }: PeopleTableProps) {
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [asked, setAsked] = useState<AskedRole>();
  const [success, showSuccess] = useTimedMessage(SUCCESS_BANNER_MS);
  const [failure, showFailure] = useTimedMessage(ERROR_BANNER_MS);
  const ownId = useOwnProfile()?.id;
  const list = useQuery({
    queryKey: queryKeys.people.page(page, search, role),
    queryFn: ({ signal }) => listUsers(page, search, role, signal),
  });
  const current: { reply: UserListReply } | { error: string } | undefined = list.data
    ? { reply: list.data }
    : list.isError
      ? { error: list.error.message }
      : undefined;

  const invalidate = useInvalidate();
  const changing = useMutation({
    mutationFn: ({ action }: { user: UserListItem; action: () => Promise<{ message: string }> }) => action(),
    onSuccess: (answer) => {
      showFailure('');
      showSuccess(answer.message);
      return invalidate(changedBy.person);
    },
    onError: (error) => {
      showSuccess('');
      showFailure(toApiError(error).message);
    },
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
          onChange={(event) => {
            setQuery(event.target.value);
            // Emptied (the field's «×» too): the whole list again, without a «Найти».
            if (!event.target.value.trim() && search) {
              setPage(1);
              setSearch('');
            }
          }}
          placeholder="Имя, фамилия или email"
          aria-label="Поиск по имени, фамилии или email"
          maxLength={100}
          autoComplete="off"
        />
        <button type="submit" className="button button--secondary button--small">
          Найти
        </button>
      </form>
      {success && (
        <p className="people__message" role="status">
          {success}
        </p>
      )}
      {failure && (
        <p className="people__message people__message--error" role="alert">
          {failure}
        </p>
      )}
      {search && current && 'reply' in current && current.reply.data.length > 0 && (
        <p role="status" className="people-search__count">
          {foundLine(`Нашли по запросу «${search}»`, current.reply, !current.reply.countCapped)}
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
              <img className="avatar" src={avatarUrl(user.photo)} alt="" width="44" height="44" onError={showDefaultAvatar} />
              <div className="person__who">
                <Link className="person__name" to={user.role === 'pupil' ? pupilPath(user.id) : publicProfilePath(user.id)}>
                  {fullName(user)}
                </Link>
                <span className="person__email">{user.email}</span>
                <span className="person__figures">
                  {user.role === 'pupil'
                    ? `Уровень ${user.level} — ${levelName(user.level)} · ${countOf(user.diamonds, DIAMONDS)} · ${countOf(user.rating, RATING_POINTS)}`
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
                      onChange={(event) => {
                        // Read now: React puts the controlled box back before the request is made.
                        const linked = event.target.checked;
                        change(user, () => setJournal(user.id, linked));
                      }}
                    />
                    В журнале
                  </label>
                )}
                {canSetRoles && user.id === ownId ? (
                  // The server refuses it too: the school keeps the admin who could undo a change.
                  <span className="person__self" title="Свою роль поменять нельзя: попросите другого администратора">
                    Это вы
                  </span>
                ) : canSetRoles && (
                  <select
                    aria-label={`Роль: ${fullName(user)}`}
                    value={asked?.user.id === user.id ? asked.role : user.role}
                    disabled={busyId === user.id}
                    onChange={(event) => {
                      const next = event.target.value as Role;
                      setAsked(next === user.role ? undefined : { user, role: next });
                    }}
                  >
                    {ROLES.map((role) => (
                      <option key={role} value={role}>
                        {ROLE_NAMES[role]}
                      </option>
                    ))}
                  </select>
                )}
              </div>
              {asked?.user.id === user.id && (
                <RoleConfirm
                  name={user.firstName}
                  from={user.role}
                  to={asked.role}
                  onConfirm={() => {
                    setAsked(undefined);
                    change(user, () => setRole(user.id, asked.role));
                  }}
                  onCancel={() => setAsked(undefined)}
                />
              )}
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
