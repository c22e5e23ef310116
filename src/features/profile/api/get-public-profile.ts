import type { PublicProfile } from '../../../../domain/api';
import { api, call } from '../../../lib/api-client';

export async function getPublicProfile(id: string, signal?: AbortSignal): Promise<PublicProfile> {
  const body = await call(() => api.get(`users/profile/${encodeURIComponent(id)}`, { signal }).json<{ data: PublicProfile }>());
  return body.data;
}
