import type { Role } from '../../../domain/constants';
import { SEARCH_COUNT_CAP } from '../../../domain/review';
import { sql, type CompiledQuery } from 'kysely';
import { engineOf, type DB, type Engine } from '../database';
import type { UserRow } from '../schema';
import { foldText } from '../search-fold';
import { CONSENT_ALLOWS_SHARING } from './families';
import { userCacheOf, type UserCache } from '../user-cache';

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

/** What the staff's list shows of a person: the only columns its pages read. */
const LISTED = ['id', 'first_name', 'last_name', 'photo', 'level', 'role', 'email', 'journal_linked', 'diamonds', 'rating', 'created_at'] as const;
export type ListedUser = Pick<UserRow, (typeof LISTED)[number]>;
/** What anyone's search shows of a person: name, avatar, level, role. */
const FOUND = ['id', 'first_name', 'photo', 'level', 'role'] as const;
export type FoundUser = Pick<UserRow, (typeof FOUND)[number]>;
const ofUsers = <C extends string>(columns: readonly C[]) => columns.map((column) => `users.${column}` as const);

/** Rows of a page and how many there are in all; `countCapped`: more than `count` (the cap) match. */
export interface Counted<Row> {
  rows: Row[];
  count: number;
  countCapped: boolean;
}

function capped<Row>(rows: Row[], total: number, cap: number): Counted<Row> {
  return { rows, count: Math.min(total, cap), countCapped: total > cap };
}

// Names in the Russian alphabet's order (ё beside е, «Маша 2» before «Маша 10»), the same on both
// engines whatever their collation.
const collator = new Intl.Collator('ru', { numeric: true });
const byName = (a: FoundUser, b: FoundUser) => collator.compare(a.first_name, b.first_name) || a.id - b.id;

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
     * A page of users for the staff's list, newest first, filtered by a fragment of the first name
     * and surname or of the e-mail (folded alike on both engines: server/db/search-fold.ts;
     * docs/decisions/0189-staff-find-pupils-by-surname.md) and by role. Without a fragment the
     * page's ids come from the index alone and the count from user_counts. With one, only the
     * first `cap` + 1 matches in the index's order are read: those are counted and paged, so a
     * fragment that half the school matches costs no more than a rare one
     * (docs/decisions/0181-searches-count-up-to-a-thousand.md).
     */
    async page({
      query,
      role,
      offset,
      limit,
      cap = SEARCH_COUNT_CAP,
      seekFrom = SEEK_FROM,
    }: {
      query: string;
      role?: Role;
      offset: number;
      limit: number;
      cap?: number;
      /** From this offset on, a page seeks its day instead of walking the skipped (tests set 0). */
      seekFrom?: number;
    }): Promise<Counted<ListedUser>> {
      if (query === '') {
        const { before, skip } = offset >= seekFrom ? await seekDay(db, role, offset) : { before: undefined, skip: offset };
        const ids = db
          .selectFrom('users')
          .select('id')
          .where('deleted_at', 'is', null)
          .$if(role !== undefined, (qb) => qb.where('role', '=', role!))
          .$if(before !== undefined, (qb) => qb.where('created_at', '<', before!))
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .offset(skip)
          .limit(limit);
        const [rows, counts] = await Promise.all([
          db.selectFrom(ids.as('page')).innerJoin('users', 'users.id', 'page.id').select(ofUsers(LISTED)).orderBy('users.created_at', 'desc').orderBy('users.id', 'desc').execute(),
          db.selectFrom('user_counts').select('live').$if(role !== undefined, (qb) => qb.where('role', '=', role!)).execute(),
        ]);
        return { rows, count: counts.reduce((sum, row) => sum + Number(row.live), 0), countCapped: false };
      }
      const prefix = prefixOf(query);
      if (prefix === '') return { rows: [], count: 0, countCapped: false };
      // The first cap + 1 by name and surname and by e-mail, newest first. 'full' holds every
      // start 'name' holds, and the surname's (decision 0189).
      const read = (kind: WordKind) => distinctMatches((n) => wordMatches(db, prefix, kind, role, n).select(['users.id', 'users.created_at']).execute(), cap + 1);
      const [byName, byEmail] = await Promise.all([read('full'), read('email')]);
      const found = firstOfEach([...byName, ...byEmail]).sort((a, b) => b.created_at - a.created_at || b.id - a.id);
      const pageIds = found.slice(0, cap).slice(offset, offset + limit).map((row) => row.id);
      const rows = pageIds.length === 0 ? [] : await db.selectFrom('users').select(LISTED).where('id', 'in', pageIds).execute();
      const order = new Map(pageIds.map((id, i) => [id, i]));
      return capped(rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!), found.length, cap);
    },

    /**
     * People whose name contains the fragment, for anyone signed in: first names only, no
     * surnames (staff-only: decision 0131) and no e-mails searched. The first `limit` matches in
     * the index's order, shown by name, and whether there are more: the search reads one match
     * past its page and counts no further (docs/decisions/0181).
     * `leaveOutWaiting` (a pupil's search): pupils whose parent's consent is waiting are not found,
     * as they are not on the boards (docs/decisions/0188-one-search-box-for-teachers-and-a-search-for-pupils.md).
     */
    async search(query: string, limit: number, { leaveOutWaiting = false }: { leaveOutWaiting?: boolean } = {}): Promise<Counted<FoundUser>> {
      const prefix = prefixOf(query);
      if (prefix === '') return { rows: [], count: 0, countCapped: false };
      const found = await distinctMatches(
        (n) => wordMatches(db, prefix, 'name', undefined, n, leaveOutWaiting).select(ofUsers(FOUND)).execute(),
        limit + 1,
      );
      const rows = found.slice(0, limit).sort(byName);
      return { rows, count: rows.length, countCapped: found.length > limit };
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

/** Above every character: a word starting with the prefix sorts before prefix + this. */
const AFTER_ALL = '\u{10FFFF}';

type WordKind = 'name' | 'full' | 'email';

/**
 * The first `limit` live users with a word of this kind that starts with `prefix`, in the words'
 * key order: one range of user_words's primary key, read until the limit. A name's words are kept
 * from each word to the name's end, so «мария сокол» is the start of «мария соколова»
 * (docs/decisions/0183-people-found-by-the-start-of-a-word.md). A user with two such words comes
 * twice: callers read through distinctMatches. `sharingOnly`: only users whose consent allows
 * sharing, checked on each matched user's row (by its key) as the range is walked, so the read
 * still stops at the limit; it walks further only past the waiting pupils it leaves out.
 */
export function wordMatches(db: DB, prefix: string, kind: WordKind, role: Role | undefined, limit: number, sharingOnly = false) {
  // From the words to the users, forced by CROSS JOIN on SQLite: the range is walked in order and the read stops at the limit.
  return db
    .selectFrom('user_words as w')
    .crossJoin('users')
    .whereRef('users.id', '=', 'w.user_id')
    .where('w.kind', '=', kind)
    .where('w.word', '>=', prefix)
    .where('w.word', '<', prefix + AFTER_ALL)
    .where(offIndexes(db, 'users.deleted_at'), 'is', null)
    .$if(role !== undefined, (qb) => qb.where(offIndexes(db, 'users.role'), '=', role!))
    .$if(sharingOnly, (qb) => qb.where(CONSENT_ALLOWS_SHARING))
    .orderBy('w.word')
    .orderBy('w.user_id')
    .limit(limit);
}

/**
 * A users column in a word search's terms. Each matched user is reached by its id alone: with
 * statistics from when the school was small, SQLite scanned users_list for every word (55 ms at
 * 100,000 pupils), and `+` keeps a term off its indexes. PostgreSQL, whose statistics autovacuum
 * keeps, needs the plain column to estimate the term (with `+` it hashed every user: 47 ms).
 */
function offIndexes(db: DB, column: 'users.deleted_at' | 'users.role') {
  return engineOf(db) === 'sqlite' ? sql<unknown>`+${sql.ref(column)}` : sql.ref(column);
}

/** The query folded, its words joined by one space as the stored names' are; '' for a blank one. */
const prefixOf = (query: string) => foldText(query).split(/\s+/).filter(Boolean).join(' ');

/**
 * The first `wanted` users of a word range, each once: `read(n)` gives the range's first n rows.
 * A user whose name has two words with the prefix takes two rows, so a short count reads again, twice as far.
 */
async function distinctMatches<T extends { id: number }>(read: (n: number) => Promise<T[]>, wanted: number): Promise<T[]> {
  for (let n = wanted; ; n *= 2) {
    const rows = await read(n);
    const found = firstOfEach(rows);
    if (found.length >= wanted || rows.length < n) return found.slice(0, wanted);
  }
}

/** Each user once, in the order first met. */
function firstOfEach<T extends { id: number }>(rows: T[]): T[] {
  const seen = new Set<number>();
  return rows.filter((row) => !seen.has(row.id) && seen.add(row.id));
}

/** Pages shallower than this walk the index: a seek costs a read of the day counts. */
const SEEK_FROM = 1000;
const DAY = 86_400;

/**
 * Where the staff's list's `offset`-th account (newest first) is: before the end of its sign-up
 * day, `skip` accounts into that day. From `user_list_days`, counts of live accounts per role and
 * UTC day kept by triggers (migration 0013), so a deep page walks one day's accounts, not all the
 * newer ones. Past the end: a bound no account is before.
 */
async function seekDay(db: DB, role: Role | undefined, offset: number): Promise<{ before: number; skip: number }> {
  const cache = userCacheOf(db);
  const found = cache ? dayOfOffset(await keptRunningDays(db, cache, role), offset) : await dayOfOffsetInDatabase(db, role, offset);
  if (!found) return { before: Number.MIN_SAFE_INTEGER, skip: 0 };
  return { before: (found.day + 1) * DAY, skip: offset - (found.upto - found.n) };
}

interface RunningDay {
  day: number;
  n: number;
  /** Live accounts of this day and every newer one. */
  upto: number;
}

/** The newest day whose running total passes the offset. */
function dayOfOffset(days: RunningDay[], offset: number): RunningDay | undefined {
  let low = 0;
  let high = days.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (days[middle]!.upto > offset) high = middle;
    else low = middle + 1;
  }
  return days[low];
}

/** The same in one query (PostgreSQL, several processes: nothing kept between requests). */
async function dayOfOffsetInDatabase(db: DB, role: Role | undefined, offset: number): Promise<RunningDay | undefined> {
  const ofRole = role === undefined ? sql`` : sql`where role = ${role}`;
  const { rows } = await sql<RunningDay>`select day, n, upto from (
      select day, n, sum(n) over (order by day desc) as upto from (select day, sum(n) as n from user_list_days ${ofRole} group by day) as days
    ) as running where upto > ${offset} order by day desc limit 1`.execute(db);
  const row = rows[0];
  return row && { day: Number(row.day), n: Number(row.n), upto: Number(row.upto) };
}

/**
 * The embedded database's sign-up days, newest first, with running totals, kept while no write ran
 * (the user cache's generation: server/db/user-cache.ts), so deep pages of a big school do not
 * re-add a year of days each time.
 */
async function keptRunningDays(db: DB, cache: UserCache, role: Role | undefined): Promise<RunningDay[]> {
  const key = role ?? 'all';
  const kept = keptDays.get(cache)?.get(key);
  if (kept?.generation === cache.generation) return kept.days;
  const generation = cache.generation;
  const rows = await db
    .selectFrom('user_list_days')
    .select(['day', (eb) => eb.fn.sum<number>('n').as('n')])
    .$if(role !== undefined, (qb) => qb.where('role', '=', role!))
    .groupBy('day')
    .orderBy('day', 'desc')
    .execute();
  let upto = 0;
  const days = rows.map((row) => ({ day: Number(row.day), n: Number(row.n), upto: (upto += Number(row.n)) }));
  if (generation === cache.generation) {
    if (!keptDays.has(cache)) keptDays.set(cache, new Map());
    keptDays.get(cache)!.set(key, { generation, days });
  }
  return days;
}

const keptDays = new WeakMap<UserCache, Map<string, { generation: number; days: RunningDay[] }>>();

export type UsersRepository = ReturnType<typeof usersRepository>;
