import type { UserRow } from '../db/schema';
import { fail, type Failure } from './outcome';

export type UserLookup = { ok: true; user: UserRow } | Failure<'USER_NOT_FOUND'>;

/** The outcome for a user already read along with the caller (`app.authenticateWith`, one query). */
export function lookedUpUser(user: UserRow | null): UserLookup {
  return user ? { ok: true, user } : fail('USER_NOT_FOUND');
}
