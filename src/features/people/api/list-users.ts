import type { Role } from '../../../../domain/constants';
import type { UserListReply } from '../../../../domain/review';
import { api, call } from '../../../lib/api-client';

/** GET /api/v1/users/profiles/{page}?q=&role= — staff only. */
export function listUsers(page: number, query: string, role: Role | undefined, signal?: AbortSignal): Promise<UserListReply> {
  const searchParams = { ...(query.trim() ? { q: query.trim() } : {}), ...(role ? { role } : {}) };
  return call(() => api.get(`users/profiles/${page}`, { searchParams, signal }).json<UserListReply>());
}
