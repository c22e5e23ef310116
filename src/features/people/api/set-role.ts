import type { Role } from '../../../../domain/constants';
import type { RoleBody } from '../../../../domain/review';
import { api, call } from '../../../lib/api-client';

export function setRole(userId: number, role: Role): Promise<{ message: string }> {
  const json: RoleBody = { role };
  return call(() => api.put(`admin/users/${userId}/role`, { json }).json<{ message: string }>());
}
