import type { Role } from '../../../domain/constants';
import type { CompiledQuery } from 'kysely';
import { engineOf, type DB, type Engine } from '../database';
import type { UserRow } from '../schema';
import { lockForUpdate, type WriteTransaction } from '../transaction';
import { userCacheOf } from '../user-cache';

// One user's row: made, found by id or e-mail, and its fields changed. Finding people by a
// fragment of their name is server/db/repositories/people-search.ts.

export interface NewAccount {
  email: string;
  passwordHash: string;
  firstName: string;
  role: Role;
  journalLinked?: boolean;
  now: number;
}

export type CreateResult = { ok: true; id: number } | { ok: false; reason: 'email-taken' };

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

// Ids are 32-bit integers on PostgreSQL; a larger number can name no user (and would be an error).
const MAX_ID = 2_147_483_647;

/**
 * The user lookup of every authenticated request, built and compiled once per engine (Kysely
 * otherwise builds and compiles the same query on each call: about 4 µs of a 30 µs request).
 */
const compiledFindById = new Map<Engine, CompiledQuery<UserRow>>();

function findByIdQuery(db: DB, id: number): CompiledQuery<UserRow> {
  const engine = engineOf(db);
  let compiled = compiledFindById.get(engine);
  if (!compiled) {
    compiled = db.selectFrom('users').selectAll().where('id', '=', 0).compile();
    compiledFindById.set(engine, compiled);
  }
  return { ...compiled, parameters: [id] };
}

export function usersRepository(db: DB) {
  return {
    async create(account: NewAccount): Promise<CreateResult> {
      try {
        // The unique index decides, not a read-before-write: two sign-ups racing get one account.
        const row = await db
          .insertInto('users')
          .values({
            email: account.email,
            password_hash: account.passwordHash,
            first_name: account.firstName,
            role: account.role,
            journal_linked: account.journalLinked ? 1 : 0,
            created_at: account.now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { ok: true, id: row.id };
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false, reason: 'email-taken' };
        throw error;
      }
    },

    findByEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },

    async findById(id: number): Promise<UserRow | undefined> {
      if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return undefined;
      const cache = userCacheOf(db);
      const cached = cache?.get(id);
      if (cached) return cached;
      const generation = cache?.generation ?? 0;
      const { rows } = await db.executeQuery(findByIdQuery(db, id));
      if (cache && rows[0]) cache.set(id, rows[0], generation);
      return rows[0];
    },

    /** Several users in one query (a request's own user and the one it asks about); unknown ids are left out. */
    async findByIds(ids: readonly number[]): Promise<UserRow[]> {
      const valid = ids.filter((id) => Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID);
      if (valid.length === 0) return [];
      return db.selectFrom('users').selectAll().where('id', 'in', valid).execute();
    },

    /**
     * A new hash of the same password (an old scheme upgraded at login): written only if the
     * stored hash is still `previous`, so a password reset racing it is never undone.
     */
    async replacePasswordHash(id: number, previous: string, next: string): Promise<boolean> {
      const result = await db.updateTable('users').set({ password_hash: next }).where('id', '=', id).where('password_hash', '=', previous).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The checked fields of the own profile (column → trimmed text). */
    async setProfile(id: number, values: Record<string, string>): Promise<void> {
      await db.updateTable('users').set(values).where('id', '=', id).execute();
    },

    /** A new password's hash on a live account; the token version moves on, so every session ends. */
    resetPassword(id: number, passwordHash: string): Promise<UserRow | undefined> {
      return db
        .updateTable('users')
        .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1) }))
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
    },

    /** Every token issued before now stops working: the user's token version moves on. */
    endEveryToken(id: number): Promise<UserRow> {
      return db
        .updateTable('users')
        .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Links a user to the school's journal or unlinks; false when there is no such user. */
    async setJournalLinked(id: number, linked: boolean): Promise<boolean> {
      if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return false;
      const result = await db.updateTable('users').set({ journal_linked: linked ? 1 : 0 }).where('id', '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Leaves the user out of public leaderboards (shown anonymously) or shows them again. */
    async setHiddenFromLeaderboards(id: number, hidden: boolean): Promise<void> {
      await db.updateTable('users').set({ hidden_from_leaderboards: hidden ? 1 : 0 }).where('id', '=', id).execute();
    },

    /**
     * A new role. The token version is bumped with it, so a demoted teacher's open sessions end
     * instead of keeping what the old role allowed until they expire.
     */
    async setRole(id: number, role: Role): Promise<boolean> {
      if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return false;
      const result = await db
        .updateTable('users')
        .set((eb) => ({ role, token_version: eb('token_version', '+', 1) }))
        .where('id', '=', id)
        .where('role', '!=', role)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** How many users have each role (deleted accounts too): counters kept by triggers. */
    async countByRole(): Promise<Record<Role, number>> {
      const rows = await db.selectFrom('user_counts').select(['role', 'total']).execute();
      const counts: Record<Role, number> = { pupil: 0, teacher: 0, admin: 0, parent: 0 };
      for (const row of rows) counts[row.role] = Number(row.total);
      return counts;
    },

    /** Accounts made since a moment and not deleted: a range of users_list, as long as the period's sign-ups. */
    async countSince(since: number): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('deleted_at', 'is', null)
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    count(): Promise<number> {
      return db
        .selectFrom('user_counts')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('total'), eb.lit(0)).as('n'))
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n));
    },
  };
}

/**
 * A user's row read under its lock, held until the transaction ends: deleting the account takes
 * the same lock (docs/decisions/0109-deleting-an-account-wins-over-its-writes-in-flight.md).
 */
export function userLocks(trx: WriteTransaction) {
  return {
    /** True when the account is live (not deleted). */
    async isLive(userId: number): Promise<boolean> {
      const row = await lockForUpdate(trx, trx.selectFrom('users').select('id').where('id', '=', userId).where('deleted_at', 'is', null)).executeTakeFirst();
      return row !== undefined;
    },

    /** The avatar of a live account, or undefined when it was deleted. */
    livePhoto(userId: number): Promise<{ photo: string } | undefined> {
      return lockForUpdate(trx, trx.selectFrom('users').select('photo').where('id', '=', userId).where('deleted_at', 'is', null)).executeTakeFirst();
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
