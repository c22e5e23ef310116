import type { DB } from '../db/database';
import { usersRepository } from '../db/repositories/users';
import type { UserRow } from '../db/schema';
import { fail, type Failure } from './outcome';

export type UserLookup = { ok: true; user: UserRow } | Failure<'USER_NOT_FOUND'>;

export async function findUser(db: DB, id: number): Promise<UserLookup> {
  const user = await usersRepository(db).findById(id);
  return user ? { ok: true, user } : fail('USER_NOT_FOUND');
}
