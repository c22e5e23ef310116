import type { DeleteAccountBody } from '../../../../domain/account';
import type { MessageBody } from '../../../../domain/api';
import { api, call } from '../../../lib/api-client';

/** PUT /api/v1/users/profile, multipart; a photo goes along only when one was chosen. */
export const saveProfile = (form: FormData) => call(() => api.put('users/profile', { body: form, timeout: 45_000 }).json<MessageBody>());

export const logoutEverywhere = () => call(() => api.post('users/logout-all').json<MessageBody>());

export function deleteAccount(password: string): Promise<MessageBody> {
  const json: DeleteAccountBody = { password };
  return call(() => api.delete('users/profile', { json }).json<MessageBody>());
}

/** The family's copy: `my-data` (JSON) or `my-data/archive` (zip with the photos). */
export const downloadMyData = (kind: 'json' | 'zip') =>
  call(() => api.get(kind === 'json' ? 'users/my-data' : 'users/my-data/archive', { timeout: 60_000 }).blob());
