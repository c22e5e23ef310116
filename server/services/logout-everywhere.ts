import type { DB } from '../db/database';
import type { UserRow } from '../db/schema';

/** Every token issued before now stops working: the user's token version moves on. */
export async function logOutEverywhere(db: DB, userId: number): Promise<UserRow> {
  return db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
