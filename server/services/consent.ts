import { createHash, randomBytes } from 'node:crypto';
import {
  birthYearOptions,
  CONSENT_LINK_DAYS,
  CONSENT_RESEND_PER_DAY,
  FAMILY_MSG,
  needsConsent,
  type ConsentState,
  type MyConsent,
  type SignupFamilyFields,
} from '../../domain/family';
import { normalizeEmail, validateEmail, validatePassword } from '../../domain/validation';
import type { DB } from '../db/database';
import { familiesRepository, type LiveConsentToken } from '../db/repositories/families';
import { loginDelaysRepository } from '../db/repositories/login-delays';
import { usersRepository } from '../db/repositories/users';
import type { UserRow } from '../db/schema';
import { inWriteTransaction, type WriteTransaction } from '../db/transaction';
import { recordAudit } from './audit-trail';
import type { Later } from './background-jobs';
import { consentLetter } from './consent-letter';
import { accountWaitMessage, LOGIN_DELAYS } from './login-delay';
import type { Mailer } from './mailer';
import { cancelWaitingLetters, deliverLetter, forgetLetters, letterWaits, queueLetter, sentSince } from './outbox';
import { fail, type Failure } from './outcome';
import { BUSY_RETRY_AFTER, type PasswordHasher } from './passwords';
import { createAccount } from './registration';
import { busyAsOutcome } from './work-gate';

// A parent's consent for a pupil under 14 (docs/decisions/0169-families-consent.md):
// asked at sign-up by a letter with a single-use link, or recorded by a teacher from paper;
// withdrawn from the parent's page.

const DAY = 24 * 60 * 60;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Where letters go from: the mailer, the address links start with, and the after-the-answer runner. */
export interface LetterContext {
  mailer: Mailer;
  publicUrl: string;
  later: Later;
}

/** The sign-up's family fields, checked (a Russian message for the first problem). */
export function signupFamilyProblem(body: SignupFamilyFields & { email: string }, now = new Date()): string | undefined {
  const { birthYear, parentEmail } = body;
  if (birthYear !== undefined && !birthYearOptions(now).includes(birthYear)) return FAMILY_MSG.birthYearWrong;
  const parent = parentEmail?.trim() ?? '';
  // A year that needs consent needs the address; no year at all (the contract's payload) is let in as pending.
  if (birthYear !== undefined && needsConsent(birthYear, now) && parent === '') return FAMILY_MSG.parentEmailRequired;
  if (parent !== '' && needsConsent(birthYear ?? null, now)) {
    const problem = validateEmail(parent);
    if (problem) return problem;
    if (normalizeEmail(parent) === normalizeEmail(body.email)) return FAMILY_MSG.parentEmailSame;
  }
  return undefined;
}

/**
 * After a pupil's account is made: the year and the parent's address are kept; a child who needs
 * consent waits for it, and with an address a letter goes to the parent after the answer.
 */
export async function startConsent(db: DB, letters: LetterContext, child: { id: number; firstName: string }, fields: SignupFamilyFields, now: number): Promise<ConsentState> {
  const pending = needsConsent(fields.birthYear ?? null, new Date(now * 1000));
  const parentEmail = pending ? fields.parentEmail?.trim() || null : null;
  const state: ConsentState = pending ? 'pending' : 'not_needed';
  const letterId = await inWriteTransaction(db, async (trx) => {
    await familiesRepository(trx).setSignupFields(child.id, { birthYear: fields.birthYear ?? null, parentEmail, state });
    return parentEmail ? queueConsentLetter(trx, letters.publicUrl, child, parentEmail, now) : undefined;
  });
  if (letterId !== undefined) letters.later(() => deliverLetter(db, letters.mailer, letterId, now), 'Письмо родителю о согласии не отправлено');
  return state;
}

/**
 * A new single-use link and its letter into the outbox, in the caller's transaction; the child's
 * earlier letters still waiting are replaced. The address is kept as typed; links are looked up by it normalized.
 */
async function queueConsentLetter(trx: WriteTransaction, publicUrl: string, child: { id: number; firstName: string }, parentEmail: string, now: number): Promise<number> {
  const token = randomBytes(32).toString('base64url');
  await familiesRepository(trx).addToken({
    childId: child.id,
    parentEmail: normalizeEmail(parentEmail),
    tokenHash: sha256(token),
    now,
    expiresAt: now + CONSENT_LINK_DAYS * DAY,
  });
  await cancelWaitingLetters(trx, child.id, 'consent', now);
  return queueLetter(trx, 'consent', consentLetter(parentEmail, child.firstName, publicUrl, token), { userId: child.id, now });
}

/** «ma***@mail.ru»: enough for the child to recognise the address, not enough to read it off a screen. */
export function maskedEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

export function myConsent(user: UserRow, letterWaiting = false): MyConsent {
  return {
    state: user.consent_state,
    way: user.consent_way,
    givenAt: user.consent_given_at === null ? null : Number(user.consent_given_at),
    parentEmail: maskedEmail(user.parent_email),
    letterWaiting,
  };
}

/** The pupil's own view: with whether the consent letter still waits in the outbox (then the notice says so, not «мы отправили»). */
export async function myConsentNow(db: DB, user: UserRow): Promise<MyConsent> {
  const waits = user.consent_state === 'pending' || user.consent_state === 'withdrawn';
  return myConsent(user, waits && (await letterWaits(db, user.id, 'consent')));
}

/** `sent`: the mail server took the letter; otherwise it waits in the outbox and goes by itself. */
export type ResendResult = { ok: true; sent: boolean } | Failure<'VALIDATION_ERROR' | 'RATE_LIMITED' | 'FORBIDDEN'>;

/**
 * «Отправить письмо ещё раз»: a new link to the address the child gave (or gives now, for a
 * sign-up that had none), at most CONSENT_RESEND_PER_DAY letters a day that really went out: a
 * letter the mail server did not take is not counted (docs/decisions/0200-letters-wait-in-an-outbox.md).
 */
export async function resendConsent(db: DB, letters: LetterContext, user: UserRow, newParentEmail: string | undefined, now: number): Promise<ResendResult> {
  if (user.role !== 'pupil' || user.consent_state === 'not_needed' || user.consent_state === 'given') {
    return fail('FORBIDDEN', { message: 'Согласие родителя уже не нужно' });
  }
  const typed = newParentEmail?.trim();
  if (typed) {
    const problem = validateEmail(typed) ?? (normalizeEmail(typed) === user.email ? FAMILY_MSG.parentEmailSame : undefined);
    if (problem) return fail('VALIDATION_ERROR', { message: problem });
    // After a withdrawal the letter goes only to the parent who withdrew (their address is the
    // child's since then); another adult's needs the school (docs/decisions/0227-a-withdrawal-is-the-parents.md).
    if (user.consent_state === 'withdrawn' && normalizeEmail(typed) !== normalizeEmail(user.parent_email ?? '')) {
      return fail('FORBIDDEN', { message: FAMILY_MSG.withdrawnOtherAddress });
    }
  }
  const parentEmail = typed || user.parent_email;
  if (!parentEmail) return fail('VALIDATION_ERROR', { message: FAMILY_MSG.parentEmailRequired });
  if ((await sentSince(db, user.id, 'consent', now - DAY)) >= CONSENT_RESEND_PER_DAY) {
    return fail('RATE_LIMITED', { message: FAMILY_MSG.resendTooOften, retryAfter: DAY });
  }
  const letterId = await inWriteTransaction(db, async (trx) => {
    if (typed && typed !== user.parent_email) await familiesRepository(trx).setParentEmail(user.id, typed);
    return queueConsentLetter(trx, letters.publicUrl, { id: user.id, firstName: user.first_name }, parentEmail, now);
  });
  // Tried before the answer: the child is told whether it went, and the next request counts it.
  return { ok: true, sent: (await deliverLetter(db, letters.mailer, letterId, now)) === 'sent' };
}

export type InviteResult = { ok: true; childFirstName: string; parentEmail: string; hasAccount: boolean } | Failure<'RESET_LINK_INVALID'>;

const linkInvalid = () => fail('RESET_LINK_INVALID', { message: FAMILY_MSG.linkInvalid });

/**
 * Whether this letter's address may answer: anyone the child named while consent waits; after a
 * withdrawal only a parent already linked to the child, i.e. the one who withdrew (the others'
 * letters were ended by the withdrawal).
 */
async function mayAnswer(db: DB, live: LiveConsentToken, account: UserRow | undefined): Promise<boolean> {
  if (live.childConsent !== 'withdrawn') return true;
  return account !== undefined && account.deleted_at === null && account.role === 'parent' && (await familiesRepository(db).isParentOf(account.id, live.childId));
}

/** What the letter's page shows before the parent agrees. */
export async function consentInvite(db: DB, token: string, now: number): Promise<InviteResult> {
  if (!TOKEN_SHAPE.test(token)) return linkInvalid();
  const live = await familiesRepository(db).liveToken(sha256(token), now);
  if (!live) return linkInvalid();
  const account = await usersRepository(db).findByEmail(live.parentEmail);
  if (!(await mayAnswer(db, live, account))) return linkInvalid();
  return { ok: true, childFirstName: live.childFirstName, parentEmail: live.parentEmail, hasAccount: account !== undefined && account.deleted_at === null };
}

export type AcceptResult =
  | { ok: true; parent: UserRow }
  | Failure<'VALIDATION_ERROR' | 'RESET_LINK_INVALID' | 'WRONG_PASSWORD' | 'EMAIL_TAKEN' | 'RATE_LIMITED' | 'SERVER_BUSY'>;

/** The parent's name until they change it: what the admin's list and the letters call them. */
export const PARENT_FIRST_NAME = 'Родитель';

/**
 * The parent agrees. No account with the letter's address: a parent account is made with this
 * password. A parent account: the password must be its own (wrong ones wait like logins). A
 * pupil's or a teacher's account of that address: refused (docs/decisions/0171-who-can-be-a-parent.md).
 * Then the link is spent (once, whatever the races), the child's consent is given and the two linked.
 */
export async function acceptConsent(
  db: DB,
  hashing: { passwords: PasswordHasher; client: string },
  input: { token: string; password: string },
  now: number,
): Promise<AcceptResult> {
  if (!TOKEN_SHAPE.test(input.token)) return linkInvalid();
  const problem = validatePassword(input.password);
  if (problem) return fail('VALIDATION_ERROR', { message: problem });
  const families = familiesRepository(db);
  const live = await families.liveToken(sha256(input.token), now);
  if (!live) return linkInvalid();

  const users = usersRepository(db);
  let parent = await users.findByEmail(live.parentEmail);
  if (!(await mayAnswer(db, live, parent))) return linkInvalid();
  if (parent && (parent.deleted_at !== null || parent.role !== 'parent')) {
    return fail('EMAIL_TAKEN', { message: 'С этим e-mail уже есть аккаунт ученика или учителя. Попросите ребёнка указать другой адрес родителя.' });
  }
  if (parent) {
    const claim = await loginDelaysRepository(db).claim(parent.id, now, LOGIN_DELAYS);
    if (!claim.ok) {
      const retryAfter = Math.max(1, claim.delayedUntil - now);
      return fail('RATE_LIMITED', { message: accountWaitMessage(retryAfter), retryAfter });
    }
    const known = parent;
    const checked = await busyAsOutcome(() => hashing.passwords.check(input.password, known.password_hash, hashing.client), BUSY_RETRY_AFTER);
    if (!checked.ok) return checked;
    if (!checked.value.matches) return fail('WRONG_PASSWORD');
    await loginDelaysRepository(db).clear(parent.id);
  } else {
    const made = await createAccount(db, { email: live.parentEmail, password: input.password, name: PARENT_FIRST_NAME, role: 'parent' }, hashing);
    if (!made.ok) return made.error === 'VALIDATION_ERROR' || made.error === 'SERVER_BUSY' ? made : linkInvalid();
    parent = await users.findById(made.id);
    if (!parent) return linkInvalid();
  }

  const parentId = parent.id;
  const spent = await inWriteTransaction(db, async (trx) => {
    const token = await familiesRepository(trx).spendToken(sha256(input.token), now);
    if (!token) return false;
    await familiesRepository(trx).setConsent(token.childId, { state: 'given', way: 'letter', at: now });
    await familiesRepository(trx).link(parentId, token.childId, now);
    await recordAudit(trx, { actorId: parentId, action: 'consent_given', subjectId: token.childId, now });
    return true;
  });
  if (!spent) return linkInvalid();
  return { ok: true, parent: (await users.findById(parentId)) ?? parent };
}

export type StaffConsentResult = { ok: true; consent: MyConsent } | Failure<'USER_NOT_FOUND'>;

async function livePupil(db: DB, userId: number): Promise<UserRow | undefined> {
  const pupil = await usersRepository(db).findById(userId);
  return pupil && pupil.deleted_at === null && pupil.role === 'pupil' ? pupil : undefined;
}

/** What staff see of a pupil's consent. */
export async function pupilConsent(db: DB, userId: number): Promise<StaffConsentResult> {
  const pupil = await livePupil(db, userId);
  return pupil ? { ok: true, consent: myConsent(pupil) } : fail('USER_NOT_FOUND');
}

/** A teacher records a paper consent signed in the club: given, way paper, now; in the audit trail. */
export async function recordPaperConsent(db: DB, staff: UserRow, userId: number, now: number): Promise<StaffConsentResult> {
  const pupil = await livePupil(db, userId);
  if (!pupil) return fail('USER_NOT_FOUND');
  await inWriteTransaction(db, async (trx) => {
    await familiesRepository(trx).setConsent(userId, { state: 'given', way: 'paper', at: now });
    await recordAudit(trx, { actorId: staff.id, action: 'consent_paper', subjectId: userId, now });
  });
  return pupilConsent(db, userId);
}

/** A parent withdraws: the child's sharing stops again (state withdrawn) until this parent or the school gives it back; in the audit trail. */
export async function withdrawConsent(db: DB, parent: UserRow, childId: number, now: number): Promise<{ ok: true } | Failure<'NOT_FOUND'>> {
  const child = await familiesRepository(db).childOf(parent.id, childId);
  if (!child) return fail('NOT_FOUND', { message: FAMILY_MSG.notYourChild });
  await inWriteTransaction(db, async (trx) => {
    const families = familiesRepository(trx);
    await families.setConsent(childId, { state: 'withdrawn', way: null, at: null });
    // Only this parent can give it back (or the school, on paper): the letters still out, to any
    // address, end now, and «send again» writes to this parent (docs/decisions/0227-a-withdrawal-is-the-parents.md).
    await families.dropUnusedTokens(childId);
    // Their letters too, sent or waiting: the day's count starts again for the letter to this parent
    // (docs/decisions/0200-letters-wait-in-an-outbox.md).
    await forgetLetters(trx, childId, 'consent');
    await families.setParentEmail(childId, parent.email);
    await recordAudit(trx, { actorId: parent.id, action: 'consent_withdrawn', subjectId: childId, now });
  });
  return { ok: true };
}
