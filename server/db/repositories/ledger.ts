import type { DB } from '../database';
import type { LedgerKind } from '../schema';
import { inWriteTransaction, lockForUpdate } from '../transaction';
import { followLedgerRow } from './ledger-aggregates';

export interface Credit {
  userId: number;
  kind: LedgerKind;
  /** A positive whole number: spending has its own conditional update. */
  delta: number;
  /** 'approval', 'level', 'демо', 'lecture', 'task' ... */
  reason: string;
  /** What it is for ('submission:12'): the same ref is credited to a user's kind at most once. */
  ref: string | null;
  now: number;
}

export type CreditResult = { ok: true; balance: number } | { ok: false; reason: 'already-credited' };

export interface Spend {
  userId: number;
  /** A positive whole number of diamonds. */
  price: number;
  /** 'level', 'lecture', 'task' ... */
  reason: string;
  /** What it buys ('level:3', 'lecture:1:2'): the same ref is bought at most once. */
  ref: string;
  now: number;
  /** Only while the user is at this level; the level then goes up by one (a level purchase). */
  fromLevel?: number;
}

export interface Reversal {
  userId: number;
  kind: LedgerKind;
  /** A positive whole number: what the reversed credit gave. */
  amount: number;
  /** 'undo' */
  reason: string;
  /** What it reverses ('undo:submission:12'): reversed at most once. */
  ref: string;
  now: number;
}

/** `taken`: what the balance lost — less than `amount` when the pupil had spent some (never below zero). */
export type ReversalResult = { ok: true; taken: number; balance: number } | { ok: false; reason: 'already-reversed' };

export type SpendResult = { ok: true; balance: number; level: number } | { ok: false; reason: 'not-enough' | 'already-bought' };

const BALANCE_COLUMN = { diamonds: 'diamonds', rating: 'rating' } as const satisfies Record<LedgerKind, string>;

/**
 * Diamonds and rating move only through here: a ledger row, the cached balance on users and the
 * month's aggregates (followLedgerRow, ledger-aggregates.ts), in one write transaction (the
 * caller's, when it is inside one — `inWriteTransaction` joins it).
 */
/** Thrown inside a spend's transaction to undo its ledger row. */
class NotEnough extends Error {}

export function ledgerRepository(db: DB) {
  return {
    async credit(credit: Credit): Promise<CreditResult> {
      if (!Number.isSafeInteger(credit.delta) || credit.delta <= 0) {
        throw new Error(`Начисление должно быть целым числом больше нуля, а не ${credit.delta}`);
      }
      return inWriteTransaction(db, async (trx) => {
        // The unique (user, kind, ref) index decides whether this ref was credited before; `do
        // nothing` leaves a PostgreSQL transaction usable, where an error would abort it.
        const row = await trx
          .insertInto('ledger')
          .values({
            user_id: credit.userId,
            kind: credit.kind,
            delta: credit.delta,
            reason: credit.reason,
            ref: credit.ref,
            created_at: credit.now,
          })
          .onConflict((oc) => oc.doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!row) return { ok: false, reason: 'already-credited' };
        await followLedgerRow(trx, { userId: credit.userId, kind: credit.kind, delta: credit.delta, at: credit.now });
        const column = BALANCE_COLUMN[credit.kind];
        const user = await trx
          .updateTable('users')
          .set((eb) => ({ [column]: eb(column, '+', credit.delta) }))
          .where('id', '=', credit.userId)
          .returning(column)
          .executeTakeFirstOrThrow();
        return { ok: true, balance: Number(user[column]) };
      });
    },

    /**
     * Diamonds spent: the ledger row (its unique (user, kind, ref) refuses a second buy
     * of the same thing, also a racing one) and one conditional UPDATE `diamonds = diamonds - p
     * WHERE id = u AND diamonds >= p [AND level = n]` that must touch exactly one row, in one write
     * transaction; never read, compare in JS, then write. Not enough: the ledger row is undone.
     */
    async spend(spend: Spend): Promise<SpendResult> {
      if (!Number.isSafeInteger(spend.price) || spend.price <= 0) {
        throw new Error(`Цена должна быть целым числом больше нуля, а не ${spend.price}`);
      }
      try {
        return await inWriteTransaction(db, async (trx): Promise<SpendResult> => {
          const row = await trx
            .insertInto('ledger')
            .values({ user_id: spend.userId, kind: 'diamonds', delta: -spend.price, reason: spend.reason, ref: spend.ref, created_at: spend.now })
            .onConflict((oc) => oc.doNothing())
            .returning('id')
            .executeTakeFirst();
          if (!row) return { ok: false, reason: 'already-bought' };
          await followLedgerRow(trx, { userId: spend.userId, kind: 'diamonds', delta: -spend.price, at: spend.now });
          let update = trx
            .updateTable('users')
            .set((eb) => ({ diamonds: eb('diamonds', '-', spend.price) }))
            .where('id', '=', spend.userId)
            .where('diamonds', '>=', spend.price);
          if (spend.fromLevel !== undefined) {
            update = update.set((eb) => ({ level: eb('level', '+', 1) })).where('level', '=', spend.fromLevel);
          }
          const user = await update.returning(['diamonds', 'level']).executeTakeFirst();
          if (!user) throw new NotEnough();
          return { ok: true, balance: Number(user.diamonds), level: Number(user.level) };
        });
      } catch (error) {
        if (error instanceof NotEnough) return { ok: false, reason: 'not-enough' };
        throw error;
      }
    },

    /**
     * Takes back a credit (an approval undone) with a negative ledger row, never by deleting one.
     * The balance goes down by the amount or to zero, not below (docs/decisions/0132-undoing-a-decision.md):
     * the row holds what was really taken, so the ledger still sums to the balance. The user's row
     * is locked first (PostgreSQL), so a purchase racing it cannot spend what is being taken.
     */
    async reverse(reversal: Reversal): Promise<ReversalResult> {
      if (!Number.isSafeInteger(reversal.amount) || reversal.amount <= 0) {
        throw new Error(`Возврат должен быть целым числом больше нуля, а не ${reversal.amount}`);
      }
      return inWriteTransaction(db, async (trx): Promise<ReversalResult> => {
        const column = BALANCE_COLUMN[reversal.kind];
        const user = await lockForUpdate(trx, trx.selectFrom('users').select(column).where('id', '=', reversal.userId)).executeTakeFirstOrThrow();
        const taken = Math.min(reversal.amount, Math.max(0, Number(user[column])));
        const already = await trx
          .selectFrom('ledger')
          .select('id')
          .where('user_id', '=', reversal.userId)
          .where('kind', '=', reversal.kind)
          .where('ref', '=', reversal.ref)
          .executeTakeFirst();
        if (already) return { ok: false, reason: 'already-reversed' };
        // Nothing left to take: no row (a ledger row never moves by zero).
        if (taken === 0) return { ok: true, taken: 0, balance: Number(user[column]) };
        await trx
          .insertInto('ledger')
          .values({ user_id: reversal.userId, kind: reversal.kind, delta: -taken, reason: reversal.reason, ref: reversal.ref, created_at: reversal.now })
          .execute();
        await followLedgerRow(trx, { userId: reversal.userId, kind: reversal.kind, delta: -taken, at: reversal.now });
        const after = await trx
          .updateTable('users')
          .set((eb) => ({ [column]: eb(column, '-', taken) }))
          .where('id', '=', reversal.userId)
          .returning(column)
          .executeTakeFirstOrThrow();
        return { ok: true, taken, balance: Number(after[column]) };
      });
    },

    /** The sum of a user's ledger of one kind: what users.diamonds / users.rating must equal. */
    async sum(userId: number, kind: LedgerKind): Promise<number> {
      const row = await db
        .selectFrom('ledger')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('delta'), eb.lit(0)).as('total'))
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /** Whether a ref was credited to a user's kind. */
    async hasRef(userId: number, kind: LedgerKind, ref: string): Promise<boolean> {
      const row = await db
        .selectFrom('ledger')
        .select('id')
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('ref', '=', ref)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type LedgerRepository = ReturnType<typeof ledgerRepository>;
