import { useState } from 'react';
import { formatTime } from '../../../../domain/dates';
import { fullName, type RecentDecision } from '../../../../domain/review';

interface RecentDecisionsProps {
  /** Newest first; the newest is offered on its own line, the rest behind «Ещё решения». */
  decisions: readonly RecentDecision[];
  busy: boolean;
  onUndo(decision: RecentDecision): void;
}

const verb = (decision: RecentDecision) => (decision.status === 'approved' ? 'Принято' : 'Возвращено');

function Line({ decision, busy, onUndo }: { decision: RecentDecision; busy: boolean; onUndo(decision: RecentDecision): void }) {
  return (
    <>
      <span>
        {verb(decision)}: {fullName(decision.pupil)}, №{decision.projectId}.
      </span>{' '}
      <span className="review__undo-time">{formatTime(decision.decidedAt)}</span>{' '}
      <button type="button" className="button button--ghost button--small" onClick={() => onUndo(decision)} disabled={busy}>
        Отменить решение
      </button>
    </>
  );
}

/** «Отменить решение» under every decision of the last ten minutes (docs/product.md, Classes, Undo). */
export function RecentDecisions({ decisions, busy, onUndo }: RecentDecisionsProps) {
  const [open, setOpen] = useState(false);
  const [newest, ...older] = decisions;
  if (!newest) return null;
  return (
    <div className="review__recent">
      <p className="review__undo">
        <Line decision={newest} busy={busy} onUndo={onUndo} />
      </p>
      {older.length > 0 && (
        <>
          <button type="button" className="button button--ghost button--small review__recent-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? 'Скрыть решения' : `Ещё решения за 10 минут: ${older.length}`}
          </button>
          {open && (
            <ul className="review__recent-list" aria-label="Решения за 10 минут">
              {older.map((decision) => (
                <li key={decision.submissionId} className="review__undo">
                  <Line decision={decision} busy={busy} onUndo={onUndo} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
