import type { OwnProfile } from '../../domain/api';
import { api, call } from '../lib/api-client';

export async function getOwnProfile(): Promise<OwnProfile> {
  const body = await call(() => api.get('users/profile').json<{ data: OwnProfile }>());
  return body.data;
}
