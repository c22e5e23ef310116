import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ClassMatrix, MatrixPupil } from '../../../../domain/classes';
import { pupilPath } from '../../../../domain/paths';
import { changedBy, queryKeys, useInvalidate, useMutation, useQuery } from '../../../lib/query';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { listClasses, movePupil, removePupil } from '../api/classes-api';
import { lastSeenText } from '../model/last-seen';
import { fullName } from '../model/matrix';

/** Who is in the class: move a pupil to another class of the teacher's, or take them out. */
export function ClassRoster({ matrix }: { matrix: ClassMatrix }) {
  const classes = useQuery({ queryKey: queryKeys.classes.list, queryFn: ({ signal }) => listClasses(signal) });
  const others = (classes.data ?? []).filter((other) => other.id !== matrix.classId);
  const [confirming, setConfirming] = useState<number>();
  const [message, showMessage] = useTimedMessage(5000);
  const [now] = useState(() => Math.floor(Date.now() / 1000));
  const invalidate = useInvalidate();
  const changing = useMutation({
    mutationFn: ({ action }: { action: () => Promise<unknown>; done: string }) => action(),
    onSuccess: (_answer, { done }) => {
      showMessage(done);
      setConfirming(undefined);
      return invalidate(changedBy.classChange);
    },
    onError: (error) => showMessage(error.message),
  });
  const move = (pupil: MatrixPupil, to: number) => {
    const target = others.find((other) => other.id === to);
    if (!target) return;
    changing.mutate({ action: () => movePupil(matrix.classId, pupil.id, to), done: `${fullName(pupil)} теперь в классе «${target.name}».` });
  };
  const remove = (pupil: MatrixPupil) =>
    changing.mutate({ action: () => removePupil(matrix.classId, pupil.id), done: `${fullName(pupil)} больше не в этом классе.` });

  if (matrix.pupils.length === 0) return null;
  const sorted = [...matrix.pupils].sort((a, b) => fullName(a).localeCompare(fullName(b), 'ru'));
  return (
    <section className="roster" aria-labelledby="roster-title">
      <h3 id="roster-title">Состав класса</h3>
      {message && (
        <p className="roster__message" role="status">
          {message}
        </p>
      )}
      <ul className="roster__list">
        {sorted.map((pupil) => (
          <li key={pupil.id} className="roster__pupil">
            <div className="roster__who">
              <Link to={pupilPath(pupil.id)}>{fullName(pupil)}</Link>
              <span className="roster__seen">
                Уровень {pupil.level} · заходил(а): {lastSeenText(pupil.lastSeen, now)}
              </span>
            </div>
            <div className="roster__controls">
              {others.length > 0 && (
                <select
                  aria-label={`Перевести ${fullName(pupil)} в другой класс`}
                  value=""
                  disabled={changing.isPending}
                  onChange={(event) => move(pupil, Number(event.target.value))}
                >
                  <option value="">Перевести в…</option>
                  {others.map((other) => (
                    <option key={other.id} value={other.id}>
                      {other.name}
                    </option>
                  ))}
                </select>
              )}
              {confirming === pupil.id ? (
                <>
                  <button type="button" className="button button--small roster__remove" disabled={changing.isPending} onClick={() => remove(pupil)}>
                    Да, убрать
                  </button>
                  <button type="button" className="button button--ghost button--small" onClick={() => setConfirming(undefined)}>
                    Отмена
                  </button>
                </>
              ) : (
                <button type="button" className="button button--ghost button--small" onClick={() => setConfirming(pupil.id)}>
                  Убрать из класса
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
