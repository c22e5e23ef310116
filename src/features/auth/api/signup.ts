import type { SignupFamilyFields } from '../../../../domain/family';
import { api, call } from '../../../lib/api-client';

/**
 * The registration payload takes firstName from the username. `classCode`: the class whose QR link
 * brought the pupil here, which vouches for the sign-up (a class behind one school address is not
 * held up). Resolves when the account exists.
 */
export async function signup(username: string, email: string, password: string, family: SignupFamilyFields = {}, classCode?: string): Promise<void> {
  const json = { firstName: username.trim(), email: email.trim(), password, ...family, ...(classCode ? { classCode } : {}) };
  await call(() => api.post('users/profile/signup', { json }));
}
