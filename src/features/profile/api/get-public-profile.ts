import { api, call } from '../../../lib/api-client';

export interface PublicProfile {
  firstName: string;
  photo: string;
  level: number;
}

export async function getPublicProfile(id: string): Promise<PublicProfile> {
  const body = await call(() => api.get(`users/profile/${encodeURIComponent(id)}`).json<{ data: PublicProfile }>());
  return body.data;
}
