import type { DB } from '../db/database';
import { userLocks } from '../db/repositories/users';
import { inWriteTransaction, type WriteTransaction } from '../db/transaction';

// Deletion wins over writes in flight (docs/decisions/0109-deleting-an-account-wins-over-its-writes-in-flight.md).
// A request reads its user when it starts; the account may be deleted while the request decodes a
// photo. Every write of a user's own rows (a submission, a comment, the profile) therefore runs in
// a write transaction that first takes the user's row lock and checks the account is still live;
// deleting the account takes the same lock (server/services/account-deletion.ts). Either the write
// commits first and the deletion removes it with the rest, or the write sees the account deleted
// and writes nothing — its caller removes any file it wrote for it.

/** The answer of `whileLive` for an account deleted before the write could start. */
export const ACCOUNT_DELETED = Symbol('account deleted');

/** True when the account is live, holding its row lock until the transaction ends. */
export async function lockLiveUser(trx: WriteTransaction, userId: number): Promise<boolean> {
  return userLocks(trx).isLive(userId);
}

/** Runs `write` in a write transaction holding the user's lock, or answers ACCOUNT_DELETED and writes nothing. */
export function whileLive<T>(db: DB, userId: number, write: (trx: WriteTransaction) => Promise<T>): Promise<T | typeof ACCOUNT_DELETED> {
  return inWriteTransaction(db, async (trx) => ((await lockLiveUser(trx, userId)) ? write(trx) : ACCOUNT_DELETED));
}
