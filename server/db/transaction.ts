import type { SelectQueryBuilder, Transaction } from 'kysely';
import { engineOf, type DB } from './database';
import type { Database } from './schema';

export type WriteTransaction = Transaction<Database>;

/**
 * The one way to run writes that must not interleave with another request's (diamond spends,
 * credits on approval). On SQLite the transaction begins IMMEDIATE (see sqlite.ts): it holds the
 * write lock from its first statement, so a read inside it cannot go stale. On PostgreSQL it is a
 * normal READ COMMITTED transaction: decide with a conditional UPDATE (`... WHERE diamonds >= p`,
 * then check the affected rows) or read the rows with `lockForUpdate` first.
 *
 * Called inside another write transaction, it joins it instead of starting a second one.
 */
export function inWriteTransaction<T>(db: DB, fn: (trx: WriteTransaction) => Promise<T>): Promise<T> {
  if (db.isTransaction) return fn(db as WriteTransaction);
  return db.transaction().execute(fn);
}

/**
 * `SELECT ... FOR UPDATE` on PostgreSQL; on SQLite the IMMEDIATE transaction already holds the
 * only write lock, and SQLite does not know the clause.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any select on any table
export function lockForUpdate<QB extends SelectQueryBuilder<any, any, any>>(trx: WriteTransaction, query: QB): QB {
  return engineOf(trx) === 'postgres' ? (query.forUpdate() as QB) : query;
}
