import type { MessageBody } from '../../../../domain/api';
import type {
  BuyLevelReply,
  HistoryEntry,
  LeaderboardReply,
  LeaderboardVisibilityBody,
  MonthStatsReply,
  RatingReply,
  Top3Reply,
} from '../../../../domain/standing';
import { api, call } from '../../../lib/api-client';

// The progress calls (docs/product.md §7; types in domain/standing.ts). The level is bought with POST: the
// contract's GET spends diamonds too, and nothing that spends may look like a cacheable read.

export const getRating = (signal?: AbortSignal) => call(() => api.get('users/rating', { signal }).json<RatingReply>());

export const buyLevel = () => call(() => api.post('users/buyLevel').json<BuyLevelReply>());

export const getLeaderboard = (page: number, signal?: AbortSignal) =>
  call(() => api.get(`users/rating/leaderboard/${page}`, { signal }).json<LeaderboardReply>());

export const getTop3 = (signal?: AbortSignal) => call(() => api.get('users/rating/top3', { signal }).json<Top3Reply>());

export const getMonthStats = (signal?: AbortSignal) => call(() => api.get('users/rating/month-stats', { signal }).json<MonthStatsReply>());

export const getHistory = (signal?: AbortSignal) =>
  call(() => api.get('users/rating/leaders/history', { signal }).json<{ data: HistoryEntry[] }>());

export function setHiddenFromLeaderboards(hidden: boolean): Promise<MessageBody> {
  const json: LeaderboardVisibilityBody = { hidden };
  return call(() => api.put('users/profile/leaderboard', { json }).json<MessageBody>());
}
