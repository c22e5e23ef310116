import { useCallback, useEffect, useState } from 'react';
import type { RecentDecision } from '../../../../domain/review';
import { queryKeys, useQuery, useQueryClient } from '../../../lib/query';
import { getRecentDecisions } from '../api/recent-decisions';

/** How often the list drops decisions whose ten minutes have passed. */
const TICK_MS = 15_000;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The teacher's decisions still undoable, newest first: read from the server, so a reload keeps
 * them; a decision just made joins at once, and one whose window closed leaves.
 */
export function useRecentDecisions() {
  const client = useQueryClient();
  const recent = useQuery({ queryKey: queryKeys.review.recent, queryFn: ({ signal }) => getRecentDecisions(signal) });
  const [now, setNow] = useState(nowSeconds);
  useEffect(() => {
    const timer = setInterval(() => setNow(nowSeconds()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const decisions = (recent.data ?? []).filter((decision) => decision.undoUntil > now);
  const add = useCallback(
    (decision: RecentDecision) =>
      client.setQueryData<RecentDecision[]>(queryKeys.review.recent, (current = []) => [decision, ...current.filter((d) => d.submissionId !== decision.submissionId)]),
    [client],
  );
  const drop = useCallback(
    (submissionId: number) => client.setQueryData<RecentDecision[]>(queryKeys.review.recent, (current = []) => current.filter((d) => d.submissionId !== submissionId)),
    [client],
  );
  return { decisions, add, drop };
}
