import { loginProblem, normalizeEmail, type LoginInput } from '../../src/domain/validation';
import type { DB } from '../db/database';
import { usersRepository } from '../db/repositories/users';
import type { UserRow } from '../db/schema';
import type { HashingContext } from './registration';
import { fail, type Failure } from './outcome';
import { BUSY_RETRY_AFTER } from './passwords';
import { busyAsOutcome } from './work-gate';

export type LoginResult = { ok: true; user: UserRow } | Failure<'VALIDATION_ERROR' | 'BAD_CREDENTIALS' | 'SERVER_BUSY'>;

/**
 * Checks an e-mail and password. An unknown e-mail costs a full hash too, so the answer's time
 * does not tell which e-mails have accounts.
 */
export async function logIn(db: DB, input: LoginInput, { passwords, client }: HashingContext): Promise<LoginResult> {
  const problem = loginProblem(input);
  if (problem) return fail('VALIDATION_ERROR', { message: problem });
  const user = await usersRepository(db).findByEmail(normalizeEmail(input.email));
  const checked = await busyAsOutcome(
    () => (user ? passwords.verify(input.password, user.password_hash, client) : passwords.verifyDummy(input.password, client)),
    BUSY_RETRY_AFTER,
  );
  if (!checked.ok) return checked;
  return user && checked.value ? { ok: true, user } : fail('BAD_CREDENTIALS');
}
