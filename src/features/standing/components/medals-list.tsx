import type { ReactNode } from 'react';
import { MEDAL_TITLES, monthTitle, PROGRESS_MESSAGES, type Achievement } from '../../../../domain/standing';
import { Loader } from '../../../components/loader/loader';
import { queryKeys, useQuery } from '../../../lib/query';
import { getRating } from '../api/standing-api';
import './standing.css';

/**
 * 'Медали и награды': the signed-in pupil's medals from the battle history, newest first, and
 * (`children`) the other awards the page composes beside them; `othersEarned` counts those, so
 * «Пока нет наград» is said only when there is none of either.
 */
export function MedalsList({ children, othersEarned = 0 }: { children?: ReactNode; othersEarned?: number }) {
  const { data: rating, isError } = useQuery({ queryKey: queryKeys.rating.own, queryFn: ({ signal }) => getRating(signal) });
  return (
    <section className="card medals" aria-labelledby="medals-title">
      <h2 id="medals-title" className="medals__title">
        Медали и награды
      </h2>
      {rating ? (
        <Medals achievements={rating.achievements} othersEarned={othersEarned} />
      ) : isError ? (
        <p className="medals__empty">Не удалось загрузить награды. Попробуй позже.</p>
      ) : (
        <Loader text="Загружаем награды..." />
      )}
      {children}
    </section>
  );
}

export function Medals({ achievements, othersEarned = 0 }: { achievements: readonly Achievement[]; othersEarned?: number }) {
  if (achievements.length === 0 && othersEarned > 0) {
    return <p className="medals__empty">Медалей битвы рейтингов пока нет: трое лучших по рейтингу за месяц получают медали — собирай проекты!</p>;
  }
  if (achievements.length === 0) {
    return (
      <p className="medals__empty">
        <strong>{PROGRESS_MESSAGES.noMedals}</strong> Трое лучших по рейтингу за месяц получают медали битвы рейтингов — собирай проекты, и
        одна из них будет твоей!
      </p>
    );
  }
  return (
    <ul className="medals__list">
      {achievements.map((medal) => (
        <li key={medal.date} className={`medal medal--${medal.place}`}>
          <span className="medal__badge" aria-hidden="true">
            {medal.place}
          </span>
          <span className="medal__text">
            <span className="medal__title">{MEDAL_TITLES[medal.place]}</span>
            <span className="medal__date">{monthTitle(medal.date)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
