import type { DB } from '../db/database';
import { pushSubscriptionsRepository } from '../db/repositories/push-subscriptions';
import { usersRepository } from '../db/repositories/users';
import { inWriteTransaction } from '../db/transaction';
import type { UserRow } from '../db/schema';

/**
 * Every token issued before now stops working: the user's token version moves on. Every device's
 * Web Push subscription goes too (docs/decisions/0301-log-out-everywhere-turns-push-off.md): the
 * other devices can no longer turn theirs off with a token, and their notices are for a session
 * that is over.
 */
export async function logOutEverywhere(db: DB, userId: number): Promise<UserRow> {
  return inWriteTransaction(db, async (trx) => {
    const user = await usersRepository(trx).endEveryToken(userId);
    await pushSubscriptionsRepository(trx).removeAllOf(userId);
    return user;
  });
}
