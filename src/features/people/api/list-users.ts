import type { UserListReply } from '../../../domain/review';
import { api, call } from '../../../lib/api-client';

/** GET /api/v1/users/profiles/{page}?q= — staff only. */
export function listUsers(page: number, query: string, signal?: AbortSignal): Promise<UserListReply> {
  const searchParams = query.trim() ? { q: query.trim() } : undefined;
  return call(() => api.get(`users/profiles/${page}`, { searchParams, signal }).json<UserListReply>());
}
