import { useCallback } from 'react';
import type { QueueItem } from '../../../../domain/review';
import { queryKeys, useQuery, useQueryClient } from '../../../lib/query';
import { getQueue } from '../api/get-queue';

type QueueState = { kind: 'loading' } | { kind: 'ready'; items: QueueItem[] } | { kind: 'error'; message: string };
type Queue = Awaited<ReturnType<typeof getQueue>>;

/** How often the menus' badge asks while the page is visible (one request however many badges). */
const BADGE_REFRESH_MS = 60_000;

/** The pending work, oldest first; decided items leave it at once (and the badges with them). */
export function useQueue() {
  const client = useQueryClient();
  const queue = useQuery({ queryKey: queryKeys.review.queue, queryFn: ({ signal }) => getQueue(signal) });
  const state: QueueState = queue.data
    ? { kind: 'ready', items: queue.data.data }
    : queue.isError
      ? { kind: 'error', message: queue.error.message }
      : { kind: 'loading' };
  const { refetch } = queue;
  const reload = useCallback(() => void refetch(), [refetch]);
  const remove = useCallback(
    (id: number) =>
      client.setQueryData<Queue>(queryKeys.review.queue, (current) => {
        if (!current) return current;
        const data = current.data.filter((item) => item.id !== id);
        return { data, count: current.count - (current.data.length - data.length) };
      }),
    [client],
  );
  return { state, reload, remove };
}

/** How much work waits for review, for the badges beside «Проверка работ»: the queue's own count. */
export function usePendingCount(): number | undefined {
  return useQuery({
    queryKey: queryKeys.review.queue,
    queryFn: ({ signal }) => getQueue(signal),
    select: (queue) => queue.count,
    // Only while the page is visible (TanStack Query's default); back in view, it asks again.
    refetchInterval: BADGE_REFRESH_MS,
  }).data;
}
