import SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_FILE } from '../../server/db/database';
import type { Database } from '../../server/db/schema';
import { inWriteTransaction, lockForUpdate } from '../../server/db/transaction';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { testEngine } from '../helpers/test-database';

// Scratch tables of this test only: a wallet without a "not negative" check, so an overspend
// shows as a negative balance instead of an error, and a ledger of the spends that went through.
interface Scratch extends Database {
  wallet: { id: number; balance: number };
  spends: { wallet_id: number; delta: number };
}

let t: TestApp;
let db: Kysely<Scratch>;
let userId: number;

beforeAll(async () => {
  t = await createTestApp();
  db = t.db as unknown as Kysely<Scratch>;
  await db.schema.createTable('wallet').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('balance', 'integer', (c) => c.notNull()).execute();
  await db.schema.createTable('spends').addColumn('wallet_id', 'integer', (c) => c.notNull()).addColumn('delta', 'integer', (c) => c.notNull()).execute();
  const user = await t.db
    .insertInto('users')
    .values({ email: 'wallet@example.com', password_hash: 'x', first_name: 'Кошелёк', created_at: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  userId = user.id;
});
afterAll(() => t.close());

async function freshWallet(id: number, balance: number) {
  await db.insertInto('wallet').values({ id, balance }).execute();
}

async function walletState(id: number) {
  const { balance } = await db.selectFrom('wallet').select('balance').where('id', '=', id).executeTakeFirstOrThrow();
  const spends = await db.selectFrom('spends').select('delta').where('wallet_id', '=', id).execute();
  return { balance, spends: spends.length };
}

const twenty = <T>(fn: () => Promise<T>) => Promise.all(Array.from({ length: 20 }, fn));

describe(`inWriteTransaction on ${testEngine()}`, () => {
  it('lets exactly 10 of 20 concurrent "spend 10 if enough" through a balance of 100 (conditional update)', async () => {
    await t.db.updateTable('users').set({ diamonds: 100 }).where('id', '=', userId).execute();
    const spend = () =>
      inWriteTransaction(t.db, async (trx) => {
        const result = await trx
          .updateTable('users')
          .set((eb) => ({ diamonds: eb('diamonds', '-', 10) }))
          .where('id', '=', userId)
          .where('diamonds', '>=', 10)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await nextTurn();
        await (trx as unknown as Kysely<Scratch>).insertInto('spends').values({ wallet_id: -userId, delta: -10 }).execute();
        return true;
      });
    const answers = await twenty(spend);
    expect(answers.filter(Boolean)).toHaveLength(10);
    const user = await t.db.selectFrom('users').select('diamonds').where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user.diamonds).toBe(0);
    expect(await db.selectFrom('spends').select('delta').where('wallet_id', '=', -userId).execute()).toHaveLength(10);
  });

  it('lets exactly 10 of 20 through when each reads the balance with lockForUpdate, then writes', async () => {
    await freshWallet(1, 100);
    const spend = () =>
      inWriteTransaction(t.db, async (trx) => {
        const scratch = trx as unknown as Kysely<Scratch>;
        const row = await lockForUpdate(trx, scratch.selectFrom('wallet').select('balance').where('id', '=', 1)).executeTakeFirstOrThrow();
        if (row.balance < 10) return false;
        await nextTurn(); // a gap where another request would slip in without the lock
        await scratch.updateTable('wallet').set({ balance: row.balance - 10 }).where('id', '=', 1).execute();
        await scratch.insertInto('spends').values({ wallet_id: 1, delta: -10 }).execute();
        return true;
      });
    const answers = await twenty(spend);
    expect(answers.filter(Boolean)).toHaveLength(10);
    expect(await walletState(1)).toEqual({ balance: 0, spends: 10 });
  });

  it('is what makes the difference: the same read-then-write without it overspends', async () => {
    await freshWallet(2, 100);
    const naive = async () => {
      const row = await db.selectFrom('wallet').select('balance').where('id', '=', 2).executeTakeFirstOrThrow();
      if (row.balance < 10) return false;
      await nextTurn();
      await db.updateTable('wallet').set({ balance: row.balance - 10 }).where('id', '=', 2).execute();
      await db.insertInto('spends').values({ wallet_id: 2, delta: -10 }).execute();
      return true;
    };
    const answers = await twenty(naive);
    expect(answers.filter(Boolean).length).toBeGreaterThan(10);
  });

  it('rolls back everything, a nested call included, when the work fails', async () => {
    await freshWallet(3, 100);
    const failing = inWriteTransaction(t.db, async (trx) => {
      const scratch = trx as unknown as Kysely<Scratch>;
      await scratch.updateTable('wallet').set({ balance: 90 }).where('id', '=', 3).execute();
      await inWriteTransaction(trx, async (inner) => {
        expect(inner).toBe(trx);
        await (inner as unknown as Kysely<Scratch>).insertInto('spends').values({ wallet_id: 3, delta: -10 }).execute();
      });
      throw new Error('после списания что-то сломалось');
    });
    await expect(failing).rejects.toThrow('что-то сломалось');
    expect(await walletState(3)).toEqual({ balance: 100, spends: 0 });
  });

  it.runIf(testEngine() === 'sqlite')('takes the SQLite write lock at its start, before any write', async () => {
    const other = new SQLite(join(t.config.dataDir, SQLITE_FILE));
    other.pragma('busy_timeout = 0');
    try {
      let blocked: unknown;
      await inWriteTransaction(t.db, async (trx) => {
        await (trx as unknown as Kysely<Scratch>).selectFrom('wallet').select('id').execute();
        try {
          other.exec('begin immediate');
          other.exec('rollback');
        } catch (error) {
          blocked = error;
        }
      });
      expect((blocked as { code?: string } | undefined)?.code).toBe('SQLITE_BUSY');
      // Afterwards the other connection writes at once.
      other.exec('begin immediate');
      other.exec('rollback');
    } finally {
      other.close();
    }
  });
});
