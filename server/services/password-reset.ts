import { createHash, randomBytes } from 'node:crypto';
import { RESET_TOKEN_TTL_SECONDS } from '../../domain/account';
import { normalizeEmail, validatePassword } from '../../domain/validation';
import type { DB } from '../db/database';
import { loginDelaysRepository } from '../db/repositories/login-delays';
import { pushSubscriptionsRepository } from '../db/repositories/push-subscriptions';
import { passwordResetsRepository } from '../db/repositories/password-resets';
import { usersRepository } from '../db/repositories/users';
import type { UserRow } from '../db/schema';
import { inWriteTransaction } from '../db/transaction';
import type { Later } from './background-jobs';
import type { Mailer } from './mailer';
import { deliverLetter, queueLetter, type Delivery } from './outbox';
import { fail, type Failure } from './outcome';
import { BUSY_RETRY_AFTER, type PasswordHasher } from './passwords';
import { busyAsOutcome } from './work-gate';

// Password reset by a letter: links that are random, stored hashed, single use and expiring; a new
// password ends every session made with the old one (the token version).

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A reset request for any well-formed e-mail. All its work runs after the answer (`later`): the
 * lookup, and for a known, living account a new link and its letter. So neither the answer nor its
 * time depends on whether the e-mail exists.
 */
export function requestResetLink(db: DB, mailer: Mailer, publicUrl: string, later: Later, email: string, now: number): void {
  later(() => sendResetLink(db, mailer, publicUrl, normalizeEmail(email), now), 'Письмо для смены пароля не отправлено');
}

/**
 * The work behind a reset request: 'unknown' for an e-mail without a living account. The link and
 * its letter are written in one transaction (the outbox, services/outbox.ts), then the letter is
 * tried at once; one that does not go waits for the outbox's next try, for the link's hour at most.
 */
export async function sendResetLink(db: DB, mailer: Mailer, publicUrl: string, email: string, now: number): Promise<Delivery | 'unknown'> {
  const user = await usersRepository(db).findByEmail(email);
  if (!user || user.deleted_at !== null) return 'unknown';
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + RESET_TOKEN_TTL_SECONDS;
  const letterId = await inWriteTransaction(db, async (trx) => {
    await passwordResetsRepository(trx).add({ userId: user.id, tokenHash: sha256(token), now, expiresAt });
    return queueLetter(trx, 'password_reset', { to: user.email, ...resetLetter(publicUrl, token, user.role) }, { userId: user.id, now, giveUpAt: expiresAt });
  });
  return deliverLetter(db, mailer, letterId, now);
}

/** A child is «ты»; a parent and the staff «вы» (docs/product.md, the school's words). */
const isChild = (role: UserRow['role']) => role === 'pupil';

export function resetLetter(publicUrl: string, token: string, role: UserRow['role']) {
  const link = `${publicUrl}/password?token=${encodeURIComponent(token)}`;
  const child = isChild(role);
  return {
    subject: 'Смена пароля в Школе робототехники',
    text: [
      child ? 'Здравствуй!' : 'Здравствуйте!',
      '',
      child ? 'Кто-то (надеемся, ты) попросил сменить пароль в Школе робототехники.' : 'Кто-то (надеемся, вы) попросил сменить пароль в Школе робототехники.',
      child ? 'Чтобы придумать новый пароль, открой ссылку:' : 'Чтобы придумать новый пароль, откройте ссылку:',
      '',
      link,
      '',
      'Ссылка работает один час и только один раз.',
      child
        ? 'Если ты не просил сменить пароль, просто не открывай её: старый пароль останется прежним.'
        : 'Если вы не просили сменить пароль, просто не открывайте её: старый пароль останется прежним.',
      '',
      'Школа робототехники',
    ].join('\n'),
  };
}

export function passwordChangedLetter(role: UserRow['role']) {
  const child = isChild(role);
  return {
    subject: 'Пароль в Школе робототехники изменён',
    text: [
      child ? 'Здравствуй!' : 'Здравствуйте!',
      '',
      child
        ? 'Пароль от твоего аккаунта в Школе робототехники только что изменили, и на всех устройствах нужно войти заново.'
        : 'Пароль от вашего аккаунта в Школе робототехники только что изменили, и на всех устройствах нужно войти заново.',
      child ? 'Если это был не ты, сразу расскажи взрослым и учителю.' : 'Если это были не вы, сразу смените пароль по ссылке «Забыли пароль?» на странице входа.',
      '',
      'Школа робототехники',
    ].join('\n'),
  };
}

export type ResetResult = { ok: true; user: UserRow } | Failure<'VALIDATION_ERROR' | 'RESET_LINK_INVALID' | 'SERVER_BUSY'>;

/** Where a new password comes from: the reset link's token, the password, and the client's address (the hash gate's queue). */
export interface NewPassword {
  token: string;
  password: string;
  client: string;
}

/**
 * A new password by a reset link: the link is spent by one conditional update (`used_at is null
 * and expires_at > now`), the password and the token version change in the same transaction, so
 * every session made with the old password ends. The «password changed» letter goes after the answer.
 */
export async function resetPassword(db: DB, hasher: PasswordHasher, mailer: Mailer, later: Later, input: NewPassword, now: number): Promise<ResetResult> {
  const result = await setNewPassword(db, hasher, input, now);
  if (result.ok) {
    const { letterId } = result;
    later(() => deliverLetter(db, mailer, letterId, now), 'Письмо о смене пароля не отправлено');
  }
  return result.ok ? { ok: true, user: result.user } : result;
}

async function setNewPassword(db: DB, hasher: PasswordHasher, { token, password, client }: NewPassword, now: number): Promise<(ResetResult & { ok: false }) | { ok: true; user: UserRow; letterId: number }> {
  const problem = validatePassword(password);
  if (problem) return fail('VALIDATION_ERROR', { message: problem });
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return fail('RESET_LINK_INVALID');
  const hashed = await busyAsOutcome(() => hasher.hash(password, client), BUSY_RETRY_AFTER);
  if (!hashed.ok) return hashed;
  return inWriteTransaction(db, async (trx) => {
    const resets = passwordResetsRepository(trx);
    const userId = await resets.spend(sha256(token), now);
    if (userId === undefined) return fail('RESET_LINK_INVALID');
    const user = await usersRepository(trx).resetPassword(userId, hashed.value);
    if (!user) return fail('RESET_LINK_INVALID');
    // The other links of this account stop working too.
    await resets.spendAllOf(user.id, now);
    // And its wait after wrong passwords ends: the owner proved the account is theirs.
    await loginDelaysRepository(trx).clear(user.id);
    // The ended sessions' devices get no more notices (docs/decisions/0301-log-out-everywhere-turns-push-off.md).
    await pushSubscriptionsRepository(trx).removeAllOf(user.id);
    const letterId = await queueLetter(trx, 'password_changed', { to: user.email, ...passwordChangedLetter(user.role) }, { userId: user.id, now });
    return { ok: true as const, user, letterId };
  });
}
