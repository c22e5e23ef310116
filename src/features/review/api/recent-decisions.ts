import type { RecentDecision } from '../../../../domain/review';
import { api, call } from '../../../lib/api-client';

/** The teacher's own decisions still inside the undo window, newest first. */
export function getRecentDecisions(signal?: AbortSignal): Promise<RecentDecision[]> {
  return call(async () => (await api.get('review/decisions/recent', { signal }).json<{ data: RecentDecision[] }>()).data);
}
