import type { Expression, ExpressionBuilder, SelectQueryBuilder, SqlBool } from 'kysely';
import { MONTH_LEADERS, monthOf } from '../../../domain/standing';
import type { ConsentState } from '../../../domain/family';
import type { DB } from '../database';
import { WAITING_FOR_CONSENT } from './families';
import { compiledOnce } from '../compiled-once';
import type { Database, LeaderMonthsTable } from '../schema';

// Leaderboards and the monthly rating battle. Only pupils compete; a pupil hidden from
// leaderboards keeps their place and is shown anonymously (server/services/leaderboard.ts).

export interface Standing {
  id: number;
  firstName: string;
  photo: string;
  level: number;
  hidden: boolean;
  rating: number;
}

/** A pupil's rating earned in a month, with when they last earned (the tie-break: first there wins). */
export interface MonthStanding extends Standing {
  lastEarnedAt: number;
}

type UserBits = { id: number; first_name: string; photo: string; level: number; hidden_from_leaderboards: number };
const standing = (row: UserBits, rating: number): Standing => ({
  id: row.id,
  firstName: row.first_name,
  photo: row.photo,
  level: Number(row.level),
  hidden: row.hidden_from_leaderboards === 1,
  rating,
});

export type LeaderMonthRow = LeaderMonthsTable;

/** Where a month's standing sits: more rating first, then who got there first, then who joined first. */
interface MonthKey {
  rating: number;
  lastEarnedAt: number;
  id: number;
}

const DAY = 86_400;

/** Ids per block of rating_tie_counts (migration 0033: `id / 1024`). */
const TIE_BLOCK = 1024;

/**
 * Where the `skip`-th entry of counted buckets in order falls: the bucket's key and how many of
 * it come before that entry; undefined past the last.
 */
function skipTo(buckets: { key: number; n: number }[], skip: number): { key: number; skip: number } | undefined {
  let before = 0;
  for (const bucket of buckets) {
    if (before + bucket.n > skip) return { key: bucket.key, skip: skip - before };
    before += bucket.n;
  }
  return undefined;
}

/** Consent states whose pupils appear on the boards (domain/family.ts consentAllowsSharing). */
const BOARD_CONSENT: ConsentState[] = ['not_needed', 'given'];

/** A month's standings of pupils with rating > 0 there, best first, walked down monthly_rating_board. */
const monthBoard = (db: DB, month: string) =>
db
    .selectFrom('monthly_rating')
    .innerJoin('users', 'users.id', 'monthly_rating.user_id')
    .select([
      'users.id as id',
      'users.first_name as first_name',
      'users.photo as photo',
      'users.level as level',
      'users.hidden_from_leaderboards as hidden_from_leaderboards',
      'monthly_rating.rating as earned',
      'monthly_rating.last_earned_at as last',
    ])
    .where('monthly_rating.month', '=', month)
    .where('monthly_rating.rating', '>', 0)
    .where('users.role', '=', 'pupil')
    .where('users.deleted_at', 'is', null)
    .where('users.consent_state', 'in', BOARD_CONSENT)
    .orderBy('monthly_rating.rating', 'desc')
    .orderBy('monthly_rating.last_earned_at', 'asc')
    .orderBy('monthly_rating.user_id', 'asc');

/** The month's first `limit` standings, and one user's standing: the same query each time, compiled once. */
const monthTopQuery = compiledOnce(['string', 'number'] as const, (db, month, limit) => monthBoard(db, month).limit(limit));
const monthOfQuery = compiledOnce(['string', 'number'] as const, (db, month, userId) => monthBoard(db, month).where('users.id', '=', userId));

/**
 * The counts a month's place adds up (`monthPlaceOf`), for a standing of `rating` last earned at
 * `lastEarnedAt` (on UTC day `day`, which starts at `dayStart`) by user `id`. Compiled once.
 */
const monthPlaceQuery = compiledOnce(
  ['string', 'number', 'number', 'number', 'number', 'number'] as const,
  (db, month, rating, day, dayStart, lastEarnedAt, id) => {
    const tiedBefore = (qb: SelectQueryBuilder<Database, 'monthly_rating', object>) =>
      qb
        .where('monthly_rating.month', '=', month)
        .where('monthly_rating.rating', '=', rating)
        .where('monthly_rating.last_earned_at', '>=', dayStart)
        .where((eb) =>
          eb.or([
            eb('monthly_rating.last_earned_at', '<', lastEarnedAt),
            eb.and([eb('monthly_rating.last_earned_at', '=', lastEarnedAt), eb('monthly_rating.user_id', '<', id)]),
          ]),
        );
    const ahead = (eb: ExpressionBuilder<Database, 'monthly_rating'>) =>
      eb.or([
        eb('monthly_rating.rating', '>', rating),
        eb.and([
          eb('monthly_rating.rating', '=', rating),
          eb.or([
            eb('monthly_rating.last_earned_at', '<', lastEarnedAt),
            eb.and([eb('monthly_rating.last_earned_at', '=', lastEarnedAt), eb('monthly_rating.user_id', '<', id)]),
          ]),
        ]),
      ]);
    const offBoard = (who: (eb: ExpressionBuilder<Database, 'users'>) => Expression<SqlBool>) =>
      db
        .selectFrom('users')
        .crossJoin('monthly_rating')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where((eb) => who(eb as unknown as ExpressionBuilder<Database, 'users'>))
        .whereRef('monthly_rating.user_id', '=', 'users.id')
        .where('monthly_rating.month', '=', month)
        .where((eb) => ahead(eb as unknown as ExpressionBuilder<Database, 'monthly_rating'>));
    return db.selectNoFrom([
      db
        .selectFrom('month_rating_counts')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('n'))
        .where('month', '=', month)
        .where('rating', '>', rating)
        .as('higher'),
      db
        .selectFrom('month_tie_counts')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('n'))
        .where('month', '=', month)
        .where('rating', '=', rating)
        .where('day', '<', day)
        .as('tiedEarlier'),
      tiedBefore(db.selectFrom('monthly_rating'))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .as('tied'),
      // From the users' side to their month (CROSS JOIN keeps SQLite's order): the deleted
      // (users_deleted), then the live staff (users_board); two sets, each through its index.
      offBoard((eb) => eb('users.deleted_at', 'is not', null)).as('deleted'),
      offBoard((eb) => eb.and([eb('users.deleted_at', 'is', null), eb('users.role', 'in', ['teacher', 'admin', 'parent'])])).as('staff'),
      // Pupils waiting for consent (users_waiting): off the board too.
      offBoard((eb) => eb.and([WAITING_FOR_CONSENT, eb('users.deleted_at', 'is', null), eb('users.role', '=', 'pupil')])).as('waiting'),
    ]);
  },
);

export function leadersRepository(db: DB) {
  // Served by users_board (role, rating desc, id) where deleted_at is null. A pupil waiting for a
  // parent's consent is off the boards (docs/decisions/0169-families-consent.md): rating_counts counts only those who may share.
  const pupils = () => db.selectFrom('users').where('role', '=', 'pupil').where('deleted_at', 'is', null).where('consent_state', 'in', BOARD_CONSENT);

  type MonthRow = { id: number; first_name: string; photo: string; level: number; hidden_from_leaderboards: number; earned: number; last: number };
  const monthStanding = (row: MonthRow): MonthStanding => ({ ...standing(row, Number(row.earned)), lastEarnedAt: Number(row.last) });

  return {
    /**
     * All-time rating, best first; ties in the order pupils joined. A deep page starts at the
     * rating its first pupil has (found in rating_counts), then at the block of ids its first pupil
     * is in (found in rating_tie_counts), and skips only that block's ties before it; the page's
     * ids come from the index alone, then the rows are read
     * (docs/decisions/0293-all-time-ties-counted-by-id-block.md).
     */
    async page(offset: number, limit: number): Promise<Standing[]> {
      let ids: number[];
      if (offset === 0) {
        ids = (await pupils().select('id').orderBy('rating', 'desc').orderBy('id', 'asc').limit(limit).execute()).map((row) => row.id);
      } else {
        const buckets = await db.selectFrom('rating_counts').select(['rating', 'n']).where('n', '>', 0).orderBy('rating', 'desc').execute();
        const at = skipTo(buckets.map((bucket) => ({ key: bucket.rating, n: Number(bucket.n) })), offset);
        if (!at) return [];
        const rating = at.key;
        const blocks = await db.selectFrom('rating_tie_counts').select(['block', 'n']).where('rating', '=', rating).where('n', '>', 0).orderBy('block', 'asc').execute();
        // Counters read a moment apart from each other may disagree under a write: then the rating's first block.
        const inBlock = skipTo(blocks.map((row) => ({ key: Number(row.block), n: Number(row.n) })), at.skip) ?? { key: 0, skip: at.skip };
        ids = (
          await pupils()
            .select('id')
            .where('rating', '=', rating)
            .where('id', '>=', inBlock.key * TIE_BLOCK)
            .orderBy('id', 'asc')
            .offset(inBlock.skip)
            .limit(limit)
            .execute()
        ).map((row) => row.id);
        if (ids.length < limit) {
          const lower = await pupils().select('id').where('rating', '<', rating).orderBy('rating', 'desc').orderBy('id', 'asc').limit(limit - ids.length).execute();
          ids.push(...lower.map((row) => row.id));
        }
      }
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('users')
        .select(['id', 'first_name', 'photo', 'level', 'hidden_from_leaderboards', 'rating'])
        .where('id', 'in', ids)
        .execute();
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [standing(row, Number(row.rating))] : [];
      });
    },

    /** Pupils on the board (live, consent not waiting): the sum of rating_counts, one row per distinct rating. */
    async count(): Promise<number> {
      const row = await db.selectFrom('rating_counts').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('n')).executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /**
     * The place a pupil with this rating and id has in `page`'s order: pupils of a higher rating
     * (counted by rating), the ties in earlier blocks of ids (counted by block), then the ties of
     * their own block who joined first, walked in the index.
     */
    async placeOf(id: number, rating: number): Promise<number> {
      const block = Math.floor(id / TIE_BLOCK);
      const row = await db
        .selectNoFrom([
          db.selectFrom('rating_counts').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('n')).where('rating', '>', rating).as('higher'),
          db
            .selectFrom('rating_tie_counts')
            .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('n'))
            .where('rating', '=', rating)
            .where('block', '<', block)
            .as('tiedEarlier'),
          pupils()
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('rating', '=', rating)
            .where('id', '>=', block * TIE_BLOCK)
            .where('id', '<', id)
            .as('tied'),
        ])
        .executeTakeFirstOrThrow();
      return Number(row.higher ?? 0) + Number(row.tiedEarlier ?? 0) + Number(row.tied ?? 0) + 1;
    },

    /**
     * The first pupils who earned rating in the month starting at `since`, best first: more rating
     * earned, then who got there first, then who joined first (the month's settling takes its podium).
     */
    async month(since: number, _until?: number, limit = MONTH_LEADERS): Promise<MonthStanding[]> {
      return (await monthTopQuery(db, monthOf(since), limit)).map(monthStanding);
    },

    /** The month's first `limit` pupils, through the index. */
    async monthTop(month: string, limit: number): Promise<MonthStanding[]> {
      return (await monthTopQuery(db, month, limit)).map(monthStanding);
    },

    /** A pupil's own month: their standing, or undefined when they earned nothing there (or are not a pupil). */
    async monthOf(userId: number, month: string): Promise<MonthStanding | undefined> {
      const [row] = await monthOfQuery(db, month, userId);
      return row && monthStanding(row);
    },

    /**
     * A standing's place in its month: users of a higher month's rating (counted by rating in
     * month_rating_counts) and the ties before it, less the staff and deleted accounts among them
     * (a handful, found from the users' side). The ties of earlier days are counted by day in
     * month_tie_counts; only its own day's are counted row by row
     * (docs/decisions/0289-a-months-ties-counted-by-day.md).
     */
    async monthPlaceOf(month: string, key: MonthKey): Promise<number> {
      const day = Math.floor(key.lastEarnedAt / DAY);
      const [row] = await monthPlaceQuery(db, month, key.rating, day, day * DAY, key.lastEarnedAt, key.id);
      return Number(row?.higher ?? 0) + Number(row?.tiedEarlier ?? 0) + Number(row?.tied ?? 0) - Number(row?.deleted ?? 0) - Number(row?.staff ?? 0) - Number(row?.waiting ?? 0) + 1;
    },

    /** When rating was first earned by anyone (the first month that can have a battle). */
    async firstRatingAt(): Promise<number | undefined> {
      const row = await db
        .selectFrom('ledger')
        .select((eb) => eb.fn.min<number>('created_at').as('first'))
        .where('kind', '=', 'rating')
        .executeTakeFirst();
      return row?.first == null ? undefined : Number(row.first);
    },

    async lastSettledMonth(): Promise<string | undefined> {
      const row = await db
        .selectFrom('leader_months')
        .select((eb) => eb.fn.max<string>('month').as('last'))
        .executeTakeFirst();
      return row?.last ?? undefined;
    },

    /** Writes a finished month's result; a month written before (by another process) stays as it was. */
    async settle(row: LeaderMonthRow): Promise<void> {
      await db.insertInto('leader_months').values(row).onConflict((oc) => oc.column('month').doNothing()).execute();
    },

    /** Finished months that had a winner, newest first. */
    history(): Promise<LeaderMonthRow[]> {
      return db.selectFrom('leader_months').selectAll().where('first_user_id', 'is not', null).orderBy('month', 'desc').execute();
    },

    /** The months a pupil took a place in, newest first. */
    medalsOf(userId: number): Promise<LeaderMonthRow[]> {
      return db
        .selectFrom('leader_months')
        .selectAll()
        .where((eb) => eb.or([eb('first_user_id', '=', userId), eb('second_user_id', '=', userId), eb('third_user_id', '=', userId)]))
        .orderBy('month', 'desc')
        .execute();
    },

    /** Who placed in the history, for their names and frames as they are now. */
    async people(ids: readonly number[]): Promise<Map<number, Standing>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('users')
        .select(['id', 'first_name', 'photo', 'level', 'hidden_from_leaderboards'])
        .where('id', 'in', [...new Set(ids)])
        .execute();
      return new Map(rows.map((row) => [row.id, standing(row, 0)]));
    },
  };
}
