import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Loader } from '../../../components/loader/loader';
import { levelName } from '../../../domain/constants';
import { publicProfilePath, pupilPath } from '../../../domain/paths';
import type { PersonSummary } from '../../../domain/review';
import { toApiError } from '../../../lib/api-client';
import { queryKeys, useQuery } from '../../../lib/query';
import { avatarUrl, showDefaultAvatar } from '../../../lib/avatar-url';
import { searchPeople } from '../api/search-people';
import { foundLine } from './found-count';
import { ROLE_NAMES } from './role-names';
import './people.css';

function describe(person: PersonSummary): string {
  return person.role === 'pupil' ? `Уровень ${person.level} — ${levelName(person.level)}` : ROLE_NAMES[person.role];
}

/** Staff find a pupil by name across the school: a pupil opens on the pupil's page, anyone else on the profile. */
export function PeopleSearch() {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const inputId = useId();
  const found = useQuery({
    queryKey: queryKeys.people.search(query),
    queryFn: ({ signal }) => searchPeople(query, signal),
    enabled: query !== '',
  });

  return (
    <section className="people people-search" aria-label="Поиск по имени">
      <form
        className="people__search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(text.trim());
        }}
      >
        <label className="visually-hidden" htmlFor={inputId}>
          Имя ученика
        </label>
        <input
          id={inputId}
          type="search"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (!event.target.value.trim()) setQuery('');
          }}
          placeholder="Найти ученика по имени"
          maxLength={100}
          autoComplete="off"
        />
        <button type="submit" className="button button--secondary button--small">
          Найти
        </button>
      </form>
      {query === '' ? null : found.isError ? (
        <p role="alert" className="people__message people__message--error">
          {toApiError(found.error).message}
        </p>
      ) : !found.data ? (
        <Loader size="small" />
      ) : found.data.data.length === 0 ? (
        <p role="status">По запросу «{query}» никого нет.</p>
      ) : (
        <>
          <p role="status" className="people-search__count">
            {foundLine(`Нашли по запросу «${query}»`, found.data, !found.data.countCapped)}
          </p>
          <ul className="people__list">
            {found.data.data.map((person) => (
              <li key={person.id} className="person" data-user-id={person.id}>
                <img className="avatar" src={avatarUrl(person.photo)} alt="" width="44" height="44" onError={showDefaultAvatar} />
                <div className="person__who">
                  <Link className="person__name" to={person.role === 'pupil' ? pupilPath(person.id) : publicProfilePath(person.id)}>
                    {person.firstName}
                  </Link>
                  <span className="person__figures">{describe(person)}</span>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
