import { MAX_LEVEL } from '../../domain/constants';
import { MEDAL_TITLES, monthOf, monthStartOf, nextLevelPrice, nextMonth, notEnoughDiamonds, type Achievement, type Place } from '../../domain/standing';
import type { DB } from '../db/database';
import { leadersRepository, type LeaderMonthRow, type MonthStanding } from '../db/repositories/leaders';
import { ledgerRepository, type SpendResult } from '../db/repositories/ledger';
import { usersRepository } from '../db/repositories/users';
import type { UserRow } from '../db/schema';
import { inWriteTransaction } from '../db/transaction';
import { awardBadges } from './badges';
import { fail, type Failure } from './outcome';

// Levels bought with diamonds and the monthly rating battle (docs/decisions/0077-level-purchase-answers.md,
// docs/decisions/0078-the-battles-month-and-its-history.md).

export type BuyLevelResult =
  | { ok: true; level: number; diamonds: number }
  | Failure<'NOT_ENOUGH_DIAMONDS' | 'MAX_LEVEL_REACHED' | 'ALREADY_BOUGHT'>;

export const levelRef = (level: number) => `level:${level}`;

/**
 * The next level, strictly in order: one conditional update `diamonds >= price AND
 * level = current` in the ledger's spend, so of any number of parallel purchases with money for
 * one, one buys and the balance never goes below zero.
 */
/** Thrown out of a level purchase's transaction when the spend is refused: nothing of it stays. */
class Refused extends Error {
  constructor(readonly result: SpendResult) {
    super('refused');
  }
}

export async function buyLevel(db: DB, user: UserRow, now: number): Promise<BuyLevelResult> {
  const price = nextLevelPrice(user.level);
  if (price === undefined) return fail('MAX_LEVEL_REACHED');
  const next = user.level + 1;
  // The level's badge (level-3) is earned in the purchase's transaction; a refused spend rolls
  // the whole transaction back (its ledger row with it) through Refused.
  let spent: SpendResult;
  try {
    spent = await inWriteTransaction(db, async (trx) => {
      const result = await ledgerRepository(trx).spend({ userId: user.id, price, reason: 'level', ref: levelRef(next), now, fromLevel: user.level });
      if (!result.ok) throw new Refused(result);
      await awardBadges(trx, user.id, now);
      return result;
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    spent = error.result;
  }
  if (spent.ok) return { ok: true, level: spent.level, diamonds: spent.balance };
  // Refused: say why as it is now (a parallel purchase may have moved the level or the balance).
  const fresh = (await usersRepository(db).findById(user.id)) ?? user;
  if (fresh.level >= MAX_LEVEL) return fail('MAX_LEVEL_REACHED');
  if (fresh.level !== user.level || spent.reason === 'already-bought') {
    return fail('ALREADY_BOUGHT', { message: `Уровень ${next} уже куплен` });
  }
  return fail('NOT_ENOUGH_DIAMONDS', { message: notEnoughDiamonds(price, fresh.diamonds) });
}

/** The month a process has settled up to (exclusive), per database: the history is then read, not written. */
const settledBefore = new WeakMap<DB, string>();

/**
 * Writes the result of every finished month not written yet (docs/decisions/0078-the-battles-month-and-its-history.md): lazily, on the first
 * request that needs the history after a month ends, whoever makes it and whenever — the first of
 * the month may pass with nobody online. The result depends only on the finished month's ledger,
 * and the month is the table's key, so two processes settling at once write one row.
 */
export async function settleFinishedMonths(db: DB, now: number): Promise<void> {
  const current = monthOf(now);
  if (settledBefore.get(db) === current) return;
  const leaders = leadersRepository(db);
  const last = await leaders.lastSettledMonth();
  let month = last ? nextMonth(last) : await firstBattleMonth(db);
  for (; month !== undefined && month < current; month = nextMonth(month)) {
    const top = (await leaders.month(monthStartOf(month), monthStartOf(nextMonth(month)))).slice(0, 3);
    await leaders.settle(monthRow(month, top, now));
  }
  settledBefore.set(db, current);
}

async function firstBattleMonth(db: DB): Promise<string | undefined> {
  const first = await leadersRepository(db).firstRatingAt();
  return first === undefined ? undefined : monthOf(first);
}

function monthRow(month: string, top: MonthStanding[], now: number): LeaderMonthRow {
  const [first, second, third] = top;
  return {
    month,
    first_user_id: first?.id ?? null,
    first_rating: first?.rating ?? null,
    second_user_id: second?.id ?? null,
    second_rating: second?.rating ?? null,
    third_user_id: third?.id ?? null,
    third_rating: third?.rating ?? null,
    settled_at: now,
  };
}

/** A pupil's medals from the history, newest first. */
export async function achievementsOf(db: DB, userId: number, now: number): Promise<Achievement[]> {
  await settleFinishedMonths(db, now);
  const rows = await leadersRepository(db).medalsOf(userId);
  return rows.map((row) => {
    const place: Place = row.first_user_id === userId ? 1 : row.second_user_id === userId ? 2 : 3;
    return { date: row.month, place, title: MEDAL_TITLES[place] };
  });
}
