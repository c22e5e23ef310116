import { api, call } from '../../../lib/api-client';

export async function login(email: string, password: string): Promise<string> {
  const body = await call(() =>
    api.post('users/profile/login', { json: { email: email.trim(), password } }).json<{ token: string }>(),
  );
  return body.token;
}
