import { useState } from 'react';
import type { HistoryItem } from '../../../../domain/classes';
import { changedBy, useInvalidate, useMutation } from '../../../lib/query';
import { undoDecision } from '../api/classes-api';

/**
 * «Отменить решение» beside a decision the reader may still take back (the server sends
 * `undoUntil` only then); the history is re-read afterwards, the work pending again.
 */
export function UndoDecision({ item }: { item: HistoryItem }) {
  const invalidate = useInvalidate();
  const [now] = useState(() => Math.floor(Date.now() / 1000));
  const undo = useMutation({ mutationFn: () => undoDecision(item.id), onSuccess: () => invalidate(changedBy.decision) });
  if (item.undoUntil === null || item.undoUntil <= now) return null;
  return (
    <p className="work-item__undo">
      <button type="button" className="button button--ghost button--small" disabled={undo.isPending} onClick={() => undo.mutate()}>
        Отменить решение
      </button>
      {undo.isError && <span role="alert">{undo.error.message}</span>}
    </p>
  );
}
