import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/avatar/avatar';
import { Icon } from '../../../components/icon/icon';
import { Loader } from '../../../components/loader/loader';
import { isStaff, levelName } from '../../../../domain/constants';
import { publicProfilePath, pupilPath } from '../../../../domain/paths';
import type { PersonSummary } from '../../../../domain/review';
import { queryKeys, useQuery } from '../../../lib/query';
import { useOwnProfile } from '../../../stores/own-profile';
import { searchPeople } from '../api/search-people';
import { foundLine } from './found-count';
import { ROLE_NAMES } from './role-names';
import './people.css';

/** What the boards show of a pupil (the level's name); anyone else is named by role. */
function describe(person: PersonSummary): string {
  return person.role === 'pupil' ? levelName(person.level) : ROLE_NAMES[person.role];
}

/**
 * «Найти ученика» on «Рейтинг», for everyone signed in: the contract's search by name
 * (GET /api/v1/users/search/{query}). A found person opens on their public profile; for staff a
 * pupil opens on the pupil's page. The server leaves out, for pupils, pupils whose parent's consent
 * is waiting, as the boards do (docs/decisions/0188-one-search-box-for-teachers-and-a-search-for-pupils.md).
 */
export function PeopleSearch() {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const inputId = useId();
  const titleId = useId();
  const own = useOwnProfile();
  const staff = isStaff(own?.role);
  const found = useQuery({
    queryKey: queryKeys.people.search(query),
    queryFn: ({ signal }) => searchPeople(query, signal),
    enabled: query !== '',
  });
  const pathOf = (person: PersonSummary) => (staff && person.role === 'pupil' ? pupilPath(person.id) : publicProfilePath(person.id));

  return (
    <section className="card people-search" aria-labelledby={titleId}>
      <h2 id={titleId} className="people-search__title">
        <Icon name="search" size={24} /> Найти ученика
      </h2>
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
          placeholder="Имя ученика"
          maxLength={100}
          autoComplete="off"
        />
        <button type="submit" className="button button--secondary button--small">
          Найти
        </button>
      </form>
      {query === '' ? null : found.isError ? (
        <p role="alert" className="people__message people__message--error">
          {found.error.message}
        </p>
      ) : !found.data ? (
        <Loader size="small" />
      ) : found.data.data.length === 0 ? (
        <p role="status" className="people-search__count">
          По запросу «{query}» никого нет.
        </p>
      ) : (
        <>
          <p role="status" className="people-search__count">
            {foundLine(`Нашли по запросу «${query}»`, found.data, !found.data.countCapped)}
          </p>
          <ul className="people-search__list">
            {found.data.data.map((person) => (
              <li key={person.id} className="people-search__row" data-user-id={person.id}>
                <Avatar photo={person.photo || undefined} level={person.role === 'pupil' ? person.level : 0} size={40} />
                {!staff && person.id === own?.id ? (
                  // As on the boards: the pupil's own row says so and does not link.
                  <span className="people-search__name">{person.firstName} (ты)</span>
                ) : (
                  <Link className="people-search__name" to={pathOf(person)}>
                    {person.firstName}
                  </Link>
                )}
                <span className="people-search__level">{describe(person)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
