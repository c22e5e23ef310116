import { api, call } from '../../../lib/api-client';

/** SPEC §3: the registration payload takes firstName from the username. Answers the server message. */
export async function signup(username: string, email: string, password: string): Promise<string> {
  const body = await call(() =>
    api
      .post('users/profile/signup', { json: { firstName: username.trim(), email: email.trim(), password } })
      .json<{ message: string }>(),
  );
  return body.message;
}
