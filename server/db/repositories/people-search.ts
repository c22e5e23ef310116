import type { Role } from '../../../domain/constants';
import { SEARCH_COUNT_CAP } from '../../../domain/review';
import { sql } from 'kysely';
import { engineOf, type DB } from '../database';
import type { UserRow } from '../schema';
import { foldText } from '../search-fold';
import { CONSENT_ALLOWS_SHARING } from './families';
import { userCacheOf, type UserCache } from '../user-cache';

// People found by the start of a word of their name (staff: also of the surname and the e-mail),
// and the staff's list of every account, page by page
// (docs/decisions/0183-people-found-by-the-start-of-a-word.md).

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

export function peopleSearchRepository(db: DB) {
  return {
    /**
     * A page of users for the staff's list, newest first, filtered by a fragment of the first name
     * and surname or of the e-mail (folded alike on both engines: server/db/search-fold.ts;
     * docs/decisions/0189-staff-find-pupils-by-surname.md) and by role. Without a fragment the
     * page's ids come from the index alone and the count from user_counts. With one, only the
     * first `cap` + 1 matches in the index's order are read: those are counted and paged, so a
     * fragment that half the school matches costs no more than a rare one
     * (docs/decisions/0181-searches-count-up-to-a-thousand.md; the cap is 100 since 0291).
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

