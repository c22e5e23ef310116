import type { SignupFamilyFields } from '../../../domain/family';
import { api, call } from '../../../lib/api-client';

/** The registration payload takes firstName from the username. Resolves when the account exists. */
export async function signup(username: string, email: string, password: string, family: SignupFamilyFields = {}): Promise<void> {
  await call(() => api.post('users/profile/signup', { json: { firstName: username.trim(), email: email.trim(), password, ...family } }));
}
