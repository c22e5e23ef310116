import type { DB } from '../db/database';
import { usersRepository } from '../db/repositories/users';
import type { UserRow } from '../db/schema';

/** Every token issued before now stops working: the user's token version moves on. */
export async function logOutEverywhere(db: DB, userId: number): Promise<UserRow> {
  return usersRepository(db).endEveryToken(userId);
}
