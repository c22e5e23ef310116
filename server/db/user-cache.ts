import type { Kysely } from 'kysely';
import type { UserRow } from './schema';

/**
 * The users of the embedded SQLite database as this process last read them, so an authenticated
 * request costs no database read (under load the read was half of a request's CPU).
 *
 * Exact for this process: every write statement on the connection (insert, update, delete, begin,
 * commit, rollback) empties the cache through `invalidate`, and a row whose read began before a
 * write is not kept (`generation`). The embedded database has no other writer while the server
 * runs (`npm run users` only adds users, who are not cached before they exist); a hand edit from
 * another process is seen after `TTL_MS` at the latest. PostgreSQL, with several processes, has no
 * cache: its rows are always read.
 */
export class UserCache {
  static readonly TTL_MS = 5_000;
  static readonly MAX_USERS = 5_000;

  #generation = 0;
  readonly #rows = new Map<number, { row: UserRow; at: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Take before a read; hand to `set` with the row read. */
  get generation(): number {
    return this.#generation;
  }

  get(id: number): UserRow | undefined {
    const entry = this.#rows.get(id);
    if (!entry) return undefined;
    if (this.now() - entry.at > UserCache.TTL_MS) {
      this.#rows.delete(id);
      return undefined;
    }
    return entry.row;
  }

  set(id: number, row: UserRow, readAtGeneration: number) {
    // A write ran while the row was being read: the row may be older than the write.
    if (readAtGeneration !== this.#generation) return;
    if (this.#rows.size >= UserCache.MAX_USERS) this.#rows.clear();
    this.#rows.set(id, { row: Object.freeze(row), at: this.now() });
  }

  invalidate() {
    this.#generation += 1;
    this.#rows.clear();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Kysely of the app's schema
const caches = new WeakMap<Kysely<any>, UserCache>();

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function attachUserCache(db: Kysely<any>, cache: UserCache) {
  caches.set(db, cache);
}

/** The cache of `db` itself; none for PostgreSQL and none inside a transaction (its own reads). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function userCacheOf(db: Kysely<any>): UserCache | undefined {
  return caches.get(db);
}
