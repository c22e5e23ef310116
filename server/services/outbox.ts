import { randomBytes } from 'node:crypto';
import type { DB } from '../db/database';
import { outboxRepository } from '../db/repositories/outbox';
import type { Letter, Mailer } from './mailer';

// Letters wait in a table of their own until they are sent (docs/decisions/0200-letters-wait-in-an-outbox.md):
// written in the same transaction as what caused them, tried at once after the answer, then in the
// background with a growing wait for a day, then given up. A process takes a letter by a
// conditional UPDATE (its claim), so several processes never send one letter twice.

export type LetterKind = 'password_reset' | 'password_changed' | 'consent' | 'digest';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How letters are retried: 1, 2, 4… minutes between tries, at most an hour, for a day. */
export const MAIL_RETRY = { firstWait: MINUTE, longestWait: HOUR, giveUpAfter: DAY } as const;
/** How long a process holds a letter it sends; longer than the SMTP client's own time limits. */
export const CLAIM_SECONDS = 5 * MINUTE;
/** Done letters' rows are kept this long: the daily limits count them. */
export const KEEP_DONE_SECONDS = 7 * DAY;

/** The wait after the `attempts`-th failed try. */
export const retryWait = (attempts: number) => Math.min(MAIL_RETRY.longestWait, MAIL_RETRY.firstWait * 2 ** Math.max(0, attempts - 1));

/**
 * A letter into the outbox, inside the caller's transaction when given one. `giveUpAt`: when it is
 * no use any more (a reset link's hour); a day after `now` at most.
 */
export async function queueLetter(db: DB, kind: LetterKind, letter: Letter, options: { userId?: number | null; now: number; giveUpAt?: number }): Promise<number> {
  const { now } = options;
  const giveUpAt = Math.min(options.giveUpAt ?? now + MAIL_RETRY.giveUpAfter, now + MAIL_RETRY.giveUpAfter);
  return outboxRepository(db).add({ kind, userId: options.userId ?? null, letter: JSON.stringify(letter), now, giveUpAt });
}

/** What became of one letter's try: elsewhere when another process holds it or it is done already. */
export type Delivery = 'sent' | 'waiting' | 'failed' | 'elsewhere';

/** A failure's words for the operator, short: the SMTP client's code and message. */
function describe(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = [typeof code === 'string' ? code : '', typeof message === 'string' ? message : String(error)].filter(Boolean).join(': ');
  return text.slice(0, 300);
}

async function tryClaimed(db: DB, mailer: Mailer, claimed: { id: number; letter: string | null; attempts: number; give_up_at: number }, claim: string, now: number): Promise<Delivery> {
  const outbox = outboxRepository(db);
  const id = Number(claimed.id);
  if (claimed.letter === null || now >= Number(claimed.give_up_at)) {
    await outbox.markFailed(id, claim, now, null, 'Срок письма вышел, пока оно ждало');
    return 'failed';
  }
  try {
    await mailer.send(JSON.parse(claimed.letter) as Letter);
  } catch (error) {
    const next = now + retryWait(Number(claimed.attempts) + 1);
    const giveUp = next >= Number(claimed.give_up_at);
    await outbox.markFailed(id, claim, now, giveUp ? null : next, describe(error));
    return giveUp ? 'failed' : 'waiting';
  }
  await outbox.markSent(id, claim, now);
  return 'sent';
}

/** Tries one letter now, whatever its wait (just queued: the request's own letter). */
export async function deliverLetter(db: DB, mailer: Mailer, id: number, now: number): Promise<Delivery> {
  const claim = randomBytes(12).toString('base64url');
  const claimed = await outboxRepository(db).claim(id, claim, now, now + CLAIM_SECONDS, false);
  return claimed ? tryClaimed(db, mailer, claimed, claim, now) : 'elsewhere';
}

export interface DeliveryRun {
  sent: number;
  /** Tried and not sent: they wait for the next try. */
  waiting: number;
  /** Given up now (a day of tries, or a link that ran out). */
  failed: number;
}

const BATCH = 100;

/**
 * Every letter whose time has come (`all`: every waiting letter, as the operator's command sends
 * them), each claimed first so a letter another process is sending is skipped.
 */
export async function deliverWaiting(db: DB, mailer: Mailer, now: number, options: { all?: boolean } = {}): Promise<DeliveryRun> {
  const all = options.all ?? false;
  const outbox = outboxRepository(db);
  const run: DeliveryRun = { sent: 0, waiting: 0, failed: 0 };
  let after = 0;
  for (;;) {
    const ids = await outbox.due(now, all, after, BATCH);
    for (const id of ids) {
      const claim = randomBytes(12).toString('base64url');
      const claimed = await outbox.claim(id, claim, now, now + CLAIM_SECONDS, !all);
      if (!claimed) continue;
      const result = await tryClaimed(db, mailer, claimed, claim, now);
      if (result !== 'elsewhere') run[result] += 1;
    }
    if (ids.length < BATCH) return run;
    after = ids.at(-1)!;
  }
}

/** Rows of letters done for longer than the limits look back. */
export async function forgetDoneLetters(db: DB, now: number): Promise<void> {
  await outboxRepository(db).purgeDone(now - KEEP_DONE_SECONDS);
}

export interface MailState {
  /** Letters not sent yet. */
  waiting: number;
  /** Letters that keep failing: waiting after a failed try, or given up in the last day. */
  failing: number;
}

export async function mailState(db: DB, now: number): Promise<MailState> {
  return outboxRepository(db).state(now - DAY);
}

/** A newer letter of the kind replaces `userId`'s waiting ones (one a process holds now goes on). */
export const cancelWaitingLetters = (db: DB, userId: number, kind: LetterKind, now: number) => outboxRepository(db).cancelWaiting(userId, kind, now);

/** `userId`'s letters of `kind` are ended and no limit counts them any more (a withdrawal ends the consent letters). */
export const forgetLetters = (db: DB, userId: number, kind: LetterKind) => outboxRepository(db).forget(userId, kind);

/** Whether a letter of `kind` to `userId` waits in the outbox. */
export const letterWaits = (db: DB, userId: number, kind: LetterKind) => outboxRepository(db).hasWaiting(userId, kind);

/** How many letters of `kind` to `userId` really went out since `since` (the daily limits). */
export const sentSince = (db: DB, userId: number, kind: LetterKind, since: number) => outboxRepository(db).sentSince(userId, kind, since);
