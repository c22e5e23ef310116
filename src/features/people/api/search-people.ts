import type { SearchReply } from '../../../../domain/review';
import { api, call } from '../../../lib/api-client';

/**
 * GET /api/v1/users/search/{query}: people by name. The query is trimmed and encoded as one path
 * segment («Маша/Петя?» stays one query); a blank one is an empty answer without a call.
 */
export function searchPeople(query: string, signal?: AbortSignal): Promise<SearchReply> {
  const trimmed = query.trim();
  if (!trimmed) return Promise.resolve({ data: [], count: 0, query: '' });
  return call(() => api.get(`users/search/${encodeURIComponent(trimmed)}`, { signal }).json<SearchReply>());
}
