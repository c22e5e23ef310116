import type { Role } from '../domain/constants';
import { api, call } from '../lib/api-client';

export interface OwnProfile {
  id: number;
  firstName: string;
  lastName: string;
  photo: string;
  level: number;
  city: string;
  country: string;
  lang: string;
  status: string;
  basicCourse: string;
  email: string;
  diamonds: number;
  rating: number;
  role: Role;
}

export async function getOwnProfile(): Promise<OwnProfile> {
  const body = await call(() => api.get('users/profile').json<{ data: OwnProfile }>());
  return body.data;
}
