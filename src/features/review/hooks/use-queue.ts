import { useCallback, useEffect, useState } from 'react';
import type { QueueItem } from '../../../domain/review';
import { toApiError } from '../../../lib/api-client';
import { getQueue } from '../api/get-queue';
import { setPendingCount } from '../pending-count';

type QueueState = { kind: 'loading' } | { kind: 'ready'; items: QueueItem[] } | { kind: 'error'; message: string };

/** The pending work, oldest first; decided items leave it at once. */
export function useQueue() {
  const [state, setState] = useState<QueueState>({ kind: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    getQueue(controller.signal).then(
      ({ data, count }) => {
        setPendingCount(count);
        setState({ kind: 'ready', items: data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ kind: 'error', message: toApiError(error).message });
      },
    );
    return () => controller.abort();
  }, [round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  const remove = useCallback((id: number) => {
    setState((s) => {
      if (s.kind !== 'ready') return s;
      const items = s.items.filter((item) => item.id !== id);
      setPendingCount(items.length);
      return { kind: 'ready', items };
    });
  }, []);
  return { state, reload, remove };
}
