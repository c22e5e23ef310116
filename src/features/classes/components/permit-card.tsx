import { useRef, useState } from 'react';
import { formatDateTime } from '../../../../domain/dates';
import { toApiError } from '../../../lib/api-client';
import { changedBy, queryKeys, useInvalidate, useQuery, useQueryClient } from '../../../lib/query';
import { getPermit, setPermit } from '../api/club-api';
import './permit-card.css';

// «Допуск к пайке» on a pupil's page for staff (docs/decisions/0211-the-soldering-permit.md): the
// safety lesson first, then the teacher sees the pupil hold the iron and grants it here.

const LESSON = '«Паяльник без ожогов»';

export function PermitCard({ userId }: { userId: number }) {
  const permit = useQuery({ queryKey: queryKeys.permit.of(userId), queryFn: ({ signal }) => getPermit(userId, signal) });
  const client = useQueryClient();
  const invalidate = useInvalidate();
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const [said, setSaid] = useState('');
  const [error, setError] = useState('');
  // Staff read any pupil; a teacher or admin has no permit to show (404): the card stays away.
  if (!permit.data) {
    if (permit.isError && permit.error.status !== 404) {
      return (
        <section className="card permit-card" aria-label="Допуск к пайке">
          <h2>Допуск к пайке</h2>
          <p role="alert">{permit.error.message}</p>
        </section>
      );
    }
    return null;
  }
  const { granted, grantedAt, grantedBy, lessonPassed } = permit.data;

  async function change(next: boolean) {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setError('');
    setSaid('');
    try {
      const data = await setPermit(userId, next);
      client.setQueryData(queryKeys.permit.of(userId), data);
      setSaid(next ? 'Допуск выдан. Ученик увидит это на своей странице, а над инструкциями с паяльником пропадёт подсказка.' : 'Допуск снят.');
      void invalidate(changedBy.permit);
    } catch (failure) {
      setError(toApiError(failure).message);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return (
    <section className={`card permit-card${granted ? ' permit-card--granted' : ''}`} aria-labelledby="permit-title">
      <h2 id="permit-title">Допуск к пайке</h2>
      <ul className="permit-card__facts">
        <li className={lessonPassed ? 'permit-card__yes' : 'permit-card__no'}>
          <span aria-hidden="true">{lessonPassed ? '✓' : '○'}</span> Урок {LESSON} {lessonPassed ? 'пройден' : 'ещё не пройден'}
        </li>
        <li className={granted ? 'permit-card__yes' : 'permit-card__no'}>
          <span aria-hidden="true">{granted ? '✓' : '○'}</span>{' '}
          {granted
            ? `Допуск выдан${grantedBy ? `: ${grantedBy.name}` : ''}${grantedAt ? `, ${formatDateTime(grantedAt)}` : ''}`
            : 'Допуска пока нет'}
        </li>
      </ul>
      {granted ? (
        <button type="button" className="button button--secondary button--small" disabled={busy} onClick={() => void change(false)}>
          Снять допуск
        </button>
      ) : (
        <>
          <p id="permit-how" className="permit-card__how">
            {lessonPassed
              ? 'Попросите ученика показать, как он держит паяльник и кладёт его на подставку. Если всё верно — выдайте допуск.'
              : `Выдать допуск можно после урока ${LESSON}: когда ученик его пройдёт, кнопка станет доступна.`}
          </p>
          <button
            type="button"
            className="button button--primary button--small"
            disabled={busy || !lessonPassed}
            aria-describedby="permit-how"
            onClick={() => void change(true)}
          >
            Выдать допуск
          </button>
        </>
      )}
      {said && <p role="status">{said}</p>}
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
