import { loginProblem, normalizeEmail, type LoginInput } from '../../domain/validation';
import type { DB } from '../db/database';
import { loginDelaysRepository } from '../db/repositories/login-delays';
import { usersRepository } from '../db/repositories/users';
import type { UserRow } from '../db/schema';
import type { HashingContext } from './registration';
import { accountWaitMessage, isKnownDevice, LOGIN_DELAYS } from './login-delay';
import { fail, type Failure } from './outcome';
import { BUSY_RETRY_AFTER } from './passwords';
import { busyAsOutcome } from './work-gate';

/** The device key a login presented (`deviceKey` in server/services/login-delay.ts) and the secret it is checked with. */
export interface KnownDevice {
  secret: string;
  presented: string | undefined;
}

export type LoginResult = { ok: true; user: UserRow } | Failure<'VALIDATION_ERROR' | 'BAD_CREDENTIALS' | 'RATE_LIMITED' | 'SERVER_BUSY'>;

/**
 * Checks an e-mail and password. An unknown e-mail costs a full hash too, so the answer's time
 * does not tell which e-mails have accounts. A known account counts the attempt first and may have
 * to wait (server/services/login-delay.ts), unless the device logged in to it before; a password stored with an old scheme or cost is
 * hashed again after it matched, in the same turn of the hash gate.
 */
export async function logIn(
  db: DB,
  input: LoginInput,
  { passwords, client }: HashingContext,
  now = Math.floor(Date.now() / 1000),
  device?: KnownDevice,
): Promise<LoginResult> {
  const problem = loginProblem(input);
  if (problem) return fail('VALIDATION_ERROR', { message: problem });
  const user = await usersRepository(db).findByEmail(normalizeEmail(input.email));
  if (user && !(device && isKnownDevice(device.secret, user, device.presented))) {
    const claim = await loginDelaysRepository(db).claim(user.id, now, LOGIN_DELAYS);
    if (!claim.ok) {
      const retryAfter = Math.max(1, claim.delayedUntil - now);
      return fail('RATE_LIMITED', { message: accountWaitMessage(retryAfter), retryAfter });
    }
  }
  const checked = await busyAsOutcome(
    () => (user ? passwords.check(input.password, user.password_hash, client) : passwords.verifyDummy(input.password, client).then((matches) => ({ matches }))),
    BUSY_RETRY_AFTER,
  );
  if (!checked.ok) return checked;
  if (!user || !checked.value.matches) return fail('BAD_CREDENTIALS');
  await loginDelaysRepository(db).clear(user.id);
  if (checked.value.rehashed) await storeRehashed(db, user, checked.value.rehashed);
  return { ok: true, user };
}

/**
 * The password matched a hash of an old scheme (scrypt) or cost and was hashed again as argon2id
 * at today's cost: stored in the same request. Best effort: a failed write keeps the old hash,
 * which still works, and the next login tries again — the login itself never fails for it.
 */
async function storeRehashed(db: DB, user: UserRow, hash: string): Promise<void> {
  try {
    await usersRepository(db).replacePasswordHash(user.id, user.password_hash, hash);
  } catch {
    // Kept as it was; see above.
  }
}
