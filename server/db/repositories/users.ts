import { sql } from 'kysely';
import type { Role } from '../../../src/domain/constants';
import type { CompiledQuery } from 'kysely';
import { engineOf, type DB, type Engine } from '../database';
import type { UserRow } from '../schema';
import { userCacheOf } from '../user-cache';

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
     * A page of users for the staff's list, newest first, filtered by a name or e-mail fragment
     * (case-insensitive on both engines: compared lower-cased).
     */
    async page({ query, role, offset, limit }: { query: string; role?: Role; offset: number; limit: number }): Promise<{ rows: UserRow[]; count: number }> {
      const pattern = `%${escapeLike(query.toLowerCase())}%`;
      const base = db
        .selectFrom('users')
        .where('deleted_at', 'is', null)
        .$if(query !== '', (qb) =>
          qb.where((eb) => eb.or([contains('first_name', pattern), contains('email', pattern)])),
        )
        .$if(role !== undefined, (qb) => qb.where('role', '=', role!));
      const [rows, total] = await Promise.all([
        base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, count: Number(total.n) };
    },

    /** People whose name contains the fragment, for anyone signed in: names only, no e-mails searched. */
    search(query: string, limit: number): Promise<UserRow[]> {
      const pattern = `%${escapeLike(query.toLowerCase())}%`;
      return db
        .selectFrom('users')
        .selectAll()
        .where(contains('first_name', pattern))
        .where('deleted_at', 'is', null)
        .orderBy('first_name')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /**
     * A new hash of the same password (an old scheme upgraded at login): written only if the
     * stored hash is still `previous`, so a password reset racing it is never undone.
     */
    async replacePasswordHash(id: number, previous: string, next: string): Promise<boolean> {
      const result = await db.updateTable('users').set({ password_hash: next }).where('id', '=', id).where('password_hash', '=', previous).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
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

    /** How many users have each role. */
    async countByRole(): Promise<Record<Role, number>> {
      const rows = await db
        .selectFrom('users')
        .select(['role', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('role')
        .execute();
      const counts: Record<Role, number> = { pupil: 0, teacher: 0, admin: 0 };
      for (const row of rows) counts[row.role] = Number(row.n);
      return counts;
    },

    async countSince(since: number): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    count(): Promise<number> {
      return db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n));
    },
  };
}

/** A LIKE pattern matches the fragment literally: %, _ and the backslash lose their meaning. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** `lower(column) like pattern escape '\'`: SQLite has no default escape character, so name one. */
function contains(column: 'first_name' | 'email', pattern: string) {
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

export type UsersRepository = ReturnType<typeof usersRepository>;
