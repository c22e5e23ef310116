import { createHash, randomBytes } from 'node:crypto';
import { ACCOUNT_MESSAGES, RESET_TOKEN_TTL_SECONDS, type ProfileEdit } from '../../src/domain/account';
import { validatePassword } from '../../src/domain/validation';
import type { DB } from '../db/database';
import { usersRepository } from '../db/repositories/users';
import type { UserRow } from '../db/schema';
import { inWriteTransaction, lockForUpdate } from '../db/transaction';
import type { Mailer } from './mailer';
import { fail, type Failure } from './outcome';
import { BUSY_RETRY_AFTER, type PasswordHasher } from './passwords';
import { GateBusyError } from './work-gate';

// Account security (issue 14; DESIGN §5): password reset links that are random, stored hashed,
// single use and expiring; old sessions end with the token version; a deleted account's comments
// stay under «Удалённый ученик».

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const COLUMNS: Record<keyof ProfileEdit, keyof UserRow> = {
  firstName: 'first_name',
  lastName: 'last_name',
  city: 'city',
  country: 'country',
  status: 'status',
  lang: 'lang',
  basicCourse: 'basic_course',
};

/**
 * Saves the given fields (already checked) and the new avatar's name, reading the avatar it replaces
 * in the same transaction (two saves at once each remove the file they replaced). Nothing is saved
 * to an account deleted meanwhile. Returns the avatar file that is no longer used: the old one, or
 * the new one when nothing was saved.
 */
export async function saveProfile(db: DB, user: UserRow, edit: Partial<ProfileEdit>, avatar?: string): Promise<{ saved: boolean; unused: string | undefined }> {
  const values: Record<string, string> = {};
  for (const [field, value] of Object.entries(edit) as [keyof ProfileEdit, string][]) values[COLUMNS[field]] = value.trim();
  if (avatar) values.photo = avatar;
  return inWriteTransaction(db, async (trx) => {
    const current = await lockForUpdate(trx, trx.selectFrom('users').select('photo').where('id', '=', user.id).where('deleted_at', 'is', null)).executeTakeFirst();
    if (!current) return { saved: false, unused: avatar };
    if (Object.keys(values).length > 0) await trx.updateTable('users').set(values).where('id', '=', user.id).execute();
    return { saved: true, unused: avatar && current.photo && current.photo !== avatar ? current.photo : undefined };
  });
}

/**
 * The work behind a reset request, for any well-formed e-mail: the lookup, and for a known, living
 * account a new link (stored hashed) and its letter. The route runs it after the answer has gone,
 * so neither the answer nor its time depends on whether the e-mail exists.
 */
export async function sendResetLink(db: DB, mailer: Mailer, publicUrl: string, email: string, now: number): Promise<'sent' | 'unknown'> {
  const user = await usersRepository(db).findByEmail(email);
  if (!user || user.deleted_at !== null) return 'unknown';
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('password_resets')
    .values({ user_id: user.id, token_hash: sha256(token), created_at: now, expires_at: now + RESET_TOKEN_TTL_SECONDS, used_at: null })
    .execute();
  await mailer.send({ to: user.email, ...resetLetter(publicUrl, token) });
  return 'sent';
}

export function resetLetter(publicUrl: string, token: string) {
  const link = `${publicUrl}/password?token=${encodeURIComponent(token)}`;
  return {
    subject: 'Смена пароля в Школе робототехники',
    text: [
      'Здравствуй!',
      '',
      'Кто-то (надеемся, ты) попросил сменить пароль в Школе робототехники.',
      'Чтобы придумать новый пароль, открой ссылку:',
      '',
      link,
      '',
      'Ссылка работает один час и только один раз.',
      'Если ты не просил сменить пароль, просто не открывай её: старый пароль останется прежним.',
      '',
      'Школа робототехники',
    ].join('\n'),
  };
}

export const passwordChangedLetter = {
  subject: 'Пароль в Школе робототехники изменён',
  text: [
    'Здравствуй!',
    '',
    'Пароль от твоего аккаунта в Школе робототехники только что изменили, и на всех устройствах нужно войти заново.',
    'Если это был не ты, сразу расскажи взрослым и учителю.',
    '',
    'Школа робототехники',
  ].join('\n'),
};

export type ResetResult = { ok: true; user: UserRow } | Failure<'VALIDATION_ERROR' | 'RESET_LINK_INVALID' | 'SERVER_BUSY'>;

/**
 * A new password by a reset link: the link is spent by one conditional update (`used_at is null
 * and expires_at > now`), the password and the token version change in the same transaction, so
 * every session made with the old password ends.
 */
export async function resetPassword(db: DB, hasher: PasswordHasher, client: string, token: string, password: string, now: number): Promise<ResetResult> {
  const problem = validatePassword(password);
  if (problem) return fail('VALIDATION_ERROR', { message: problem });
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return fail('RESET_LINK_INVALID');
  let hash: string;
  try {
    hash = await hasher.hash(password, client);
  } catch (error) {
    if (error instanceof GateBusyError) return fail('SERVER_BUSY', { retryAfter: BUSY_RETRY_AFTER });
    throw error;
  }
  return inWriteTransaction(db, async (trx): Promise<ResetResult> => {
    const spent = await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('token_hash', '=', sha256(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    if (!spent) return fail('RESET_LINK_INVALID');
    const user = await trx
      .updateTable('users')
      .set((eb) => ({ password_hash: hash, token_version: eb('token_version', '+', 1) }))
      .where('id', '=', spent.user_id)
      .where('deleted_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (!user) return fail('RESET_LINK_INVALID');
    // The other links of this account stop working too.
    await trx.updateTable('password_resets').set({ used_at: now }).where('user_id', '=', user.id).where('used_at', 'is', null).execute();
    return { ok: true, user };
  });
}

/** Every token issued before now stops working (logout everywhere). */
export async function endAllSessions(db: DB, userId: number): Promise<UserRow> {
  return db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function checkPassword(hasher: PasswordHasher, user: UserRow, password: string, client: string): Promise<Failure<'WRONG_PASSWORD' | 'SERVER_BUSY'> | undefined> {
  try {
    return (await hasher.verify(password, user.password_hash, client)) ? undefined : fail('WRONG_PASSWORD');
  } catch (error) {
    if (error instanceof GateBusyError) return fail('SERVER_BUSY', { retryAfter: BUSY_RETRY_AFTER });
    throw error;
  }
}

/**
 * Removes the account in one transaction: its work, purchases, attempts, reports and reset links
 * go; the row stays scrubbed («Удалённый ученик», no e-mail, no password, no figures, role pupil,
 * default language, hidden from leaderboards) so the comments it wrote still read and the votes it
 * cast still count. The files to remove once the transaction has committed are the ones the
 * transaction itself deleted: the submissions' photos from the delete, the avatar from the row as
 * it is inside the transaction (not as the request read it before).
 */
export async function deleteAccount(db: DB, user: UserRow, now: number): Promise<{ photos: string[]; avatar: string | undefined }> {
  return inWriteTransaction(db, async (trx) => {
    const row = await lockForUpdate(trx, trx.selectFrom('users').select('photo').where('id', '=', user.id)).executeTakeFirst();
    const submissions = await trx.deleteFrom('submissions').where('user_id', '=', user.id).returning(['photo', 'thumb']).execute();
    for (const table of ['ledger', 'comment_reports', 'trainer_attempts', 'task_solutions', 'password_resets'] as const) {
      await trx.deleteFrom(table).where('user_id', '=', user.id).execute();
    }
    await trx
      .updateTable('users')
      .set((eb) => ({
        email: `deleted-${user.id}@deleted.invalid`,
        password_hash: '!',
        first_name: ACCOUNT_MESSAGES.deletedName,
        last_name: '',
        photo: '',
        city: '',
        country: '',
        status: '',
        lang: 'ru',
        basic_course: '',
        role: 'pupil',
        level: 0,
        diamonds: 0,
        rating: 0,
        journal_linked: 0,
        hidden_from_leaderboards: 1,
        deleted_at: now,
        token_version: eb('token_version', '+', 1),
      }))
      .where('id', '=', user.id)
      .execute();
    return { photos: submissions.flatMap((removed) => [removed.photo, removed.thumb]), avatar: row?.photo || undefined };
  });
}
