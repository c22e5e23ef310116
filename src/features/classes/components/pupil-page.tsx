import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Loader } from '../../../components/loader/loader';
import { WorkHistory } from '../../../components/work-history/work-history';
import type { PupilOverview } from '../../../../domain/classes';
import { levelName } from '../../../../domain/constants';
import { classPath, PATHS } from '../../../../domain/paths';
import { countOf, DIAMONDS, RATING_POINTS } from '../../../../domain/plural';
import { queryKeys, useQuery } from '../../../lib/query';
import { getPupilHistory } from '../api/classes-api';
import { lastSeenText } from '../model/last-seen';
import { fullName } from '../model/matrix';
import { UndoDecision } from './undo-decision';
import { ConsentPaper } from './consent-paper';
import { PermitCard } from './permit-card';
import './pupil-page.css';

/** The ledger's reasons as a teacher reads them; an unknown one is shown as it is. */
const REASONS: Record<string, string> = {
  approval: 'Проект принят',
  undo: 'Решение отменено',
  level: 'Новый уровень',
  lecture: 'Открыта лекция',
  task: 'Задача',
  lesson: 'Урок пройден',
  mcu: 'Задание по программированию',
  attendance: 'Занятие в кружке',
  демо: 'Демо-начисление',
};

const DATE = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' });

/** A pupil for staff: who, how far, every submission with photo and comment, and the ledger. */
export function PupilPage({ userId }: { userId: number }) {
  const history = useQuery({ queryKey: queryKeys.pupilHistory.of(userId), queryFn: ({ signal }) => getPupilHistory(userId, signal) });
  const { hash } = useLocation();
  const loaded = history.data !== undefined;
  // A cell of the matrix opens one submission: bring it into view once the list is there.
  useEffect(() => {
    if (loaded && hash.startsWith('#work-')) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'center' });
  }, [loaded, hash]);

  if (history.isError) {
    return (
      <section className="card card--center" role="alert">
        <p>{history.error.message}</p>
        <Link className="button button--secondary" to={PATHS.classes}>
          К классам
        </Link>
      </section>
    );
  }
  if (!history.data) return <Loader text="Загружаем ученика..." />;
  const { pupil, submissions } = history.data;
  const waiting = submissions.filter((item) => item.status === 'pending').length;
  return (
    <div className="pupil-page">
      <Overview pupil={pupil} />
      <ConsentPaper userId={pupil.id} />
      <PermitCard userId={pupil.id} />
      <section aria-labelledby="pupil-works">
        <div className="pupil-page__works-head">
          <h2 id="pupil-works">Работы</h2>
          {waiting > 0 && (
            <Link className="button button--primary button--small" to={PATHS.review}>
              Проверить ({waiting})
            </Link>
          )}
        </div>
        <WorkHistory items={submissions} empty="Ещё не отправил(а) ни одной работы." actions={(item) => <UndoDecision item={item} />} />
      </section>
      <Ledger ledger={pupil.ledger} />
    </div>
  );
}

function Overview({ pupil }: { pupil: PupilOverview }) {
  const [now] = useState(() => Math.floor(Date.now() / 1000));
  return (
    <section className="card pupil-overview" aria-label="Об ученике">
      <h2 className="pupil-overview__name">{fullName(pupil)}</h2>
      <p className="pupil-overview__email">{pupil.email}</p>
      <dl className="pupil-overview__facts">
        <div>
          <dt>Уровень</dt>
          <dd>
            {pupil.level} — {levelName(pupil.level)}
          </dd>
        </div>
        <div>
          <dt>Алмазы</dt>
          <dd>{pupil.diamonds}</dd>
        </div>
        <div>
          <dt>Рейтинг</dt>
          <dd>{pupil.rating}</dd>
        </div>
        <div>
          <dt>Класс</dt>
          <dd>{pupil.classId !== null && pupil.className ? <Link to={classPath(pupil.classId)}>{pupil.className}</Link> : 'не в классе'}</dd>
        </div>
        <div>
          <dt>Заходил(а)</dt>
          <dd>{lastSeenText(pupil.lastSeen, now)}</dd>
        </div>
        <div>
          <dt>Медали</dt>
          <dd>{pupil.medals.length ? pupil.medals.join(', ') : 'пока нет'}</dd>
        </div>
      </dl>
    </section>
  );
}

function Ledger({ ledger }: { ledger: PupilOverview['ledger'] }) {
  return (
    <section aria-labelledby="pupil-ledger">
      <h2 id="pupil-ledger">Алмазы и рейтинг</h2>
      {ledger.length === 0 ? (
        <p className="pupil-page__empty">Пока ни одного начисления.</p>
      ) : (
        <ul className="ledger">
          {ledger.map((row, index) => {
            return (
              <li key={index} className={`ledger__row${row.delta < 0 ? ' ledger__row--minus' : ''}`}>
                <span className="ledger__delta">
                  {row.delta > 0 ? '+' : row.delta < 0 ? '−' : ''}
                  {countOf(Math.abs(row.delta), row.kind === 'diamonds' ? DIAMONDS : RATING_POINTS)}
                </span>
                <span className="ledger__reason">{REASONS[row.reason] ?? row.reason}</span>
                <time className="ledger__when" dateTime={new Date(row.createdAt * 1000).toISOString()}>
                  {DATE.format(new Date(row.createdAt * 1000))}
                </time>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
