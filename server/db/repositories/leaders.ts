import { monthOf } from '../../../src/domain/progress';
import type { DB } from '../database';
import type { LeaderMonthsTable } from '../schema';

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

export function leadersRepository(db: DB) {
  // Served by users_board (role, deleted_at, rating desc, id).
  const pupils = () => db.selectFrom('users').where('role', '=', 'pupil').where('deleted_at', 'is', null);

  /** A month's standings of pupils with rating > 0 there, best first, walked down monthly_rating_board. */
  const monthBoard = (month: string) =>
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
      .orderBy('monthly_rating.rating', 'desc')
      .orderBy('monthly_rating.last_earned_at', 'asc')
      .orderBy('monthly_rating.user_id', 'asc');

  type MonthRow = { id: number; first_name: string; photo: string; level: number; hidden_from_leaderboards: number; earned: number; last: number };
  const monthStanding = (row: MonthRow): MonthStanding => ({ ...standing(row, Number(row.earned)), lastEarnedAt: Number(row.last) });

  return {
    /**
     * All-time rating, best first; ties in the order pupils joined. The page's ids are found in the
     * index alone (a deep page skips index entries, not rows), then read.
     */
    async page(offset: number, limit: number): Promise<Standing[]> {
      const ids = pupils().select('id').orderBy('rating', 'desc').orderBy('id', 'asc').offset(offset).limit(limit);
      const rows = await db
        .selectFrom('users')
        .select(['id', 'first_name', 'photo', 'level', 'hidden_from_leaderboards', 'rating'])
        .where('id', 'in', ids)
        .orderBy('rating', 'desc')
        .orderBy('id', 'asc')
        .execute();
      return rows.map((row) => standing(row, Number(row.rating)));
    },

    /** Pupils whose accounts are not deleted: a counter kept by triggers (user_counts). */
    async count(): Promise<number> {
      const row = await db.selectFrom('user_counts').select('live').where('role', '=', 'pupil').executeTakeFirst();
      return Number(row?.live ?? 0);
    },

    /** The place a pupil with this rating and id has in `page`'s order: the index entries above them, counted. */
    async placeOf(id: number, rating: number): Promise<number> {
      const above = (narrow: (qb: ReturnType<typeof pupils>) => ReturnType<typeof pupils>) =>
        narrow(pupils()).select((eb) => eb.fn.countAll<number>().as('n'));
      const [higher, tied] = await Promise.all([
        above((qb) => qb.where('rating', '>', rating)).executeTakeFirstOrThrow(),
        above((qb) => qb.where('rating', '=', rating).where('id', '<', id)).executeTakeFirstOrThrow(),
      ]);
      return Number(higher.n) + Number(tied.n) + 1;
    },

    /**
     * Every pupil who earned rating in the month starting at `since`, best first: more rating
     * earned, then who got there first, then who joined first (the month's settling reads it once).
     */
    async month(since: number, _until?: number): Promise<MonthStanding[]> {
      return (await monthBoard(monthOf(since)).execute()).map(monthStanding);
    },

    /** The month's first `limit` pupils, through the index. */
    async monthTop(month: string, limit: number): Promise<MonthStanding[]> {
      return (await monthBoard(month).limit(limit).execute()).map(monthStanding);
    },

    /** A pupil's own month: their standing, or undefined when they earned nothing there (or are not a pupil). */
    async monthOf(userId: number, month: string): Promise<MonthStanding | undefined> {
      const row = await monthBoard(month).where('users.id', '=', userId).executeTakeFirst();
      return row && monthStanding(row);
    },

    /**
     * A standing's place in its month: the board's entries above it, counted in the index, less
     * the staff and deleted accounts among them (a handful, found from the users' side).
     */
    async monthPlaceOf(month: string, key: MonthKey): Promise<number> {
      // Not on the board though in the index: staff, and deleted accounts; few, so found from the users' side.
      const notOnBoard = db
        .selectFrom('users')
        .select('id')
        .where((eb) => eb.or([eb('role', 'in', ['teacher', 'admin']), eb.and([eb('role', '=', 'pupil'), eb('deleted_at', 'is not', null)])]));
      // Three ranges of monthly_rating_board: more rating; as much, earlier; as much, as early, joined first.
      const ahead = (part: 0 | 1 | 2, offBoard: boolean) => {
        let qb = db
          .selectFrom('monthly_rating')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('month', '=', month)
          .$if(offBoard, (q) => q.where('user_id', 'in', notOnBoard));
        if (part === 0) return qb.where('rating', '>', key.rating);
        qb = qb.where('rating', '=', key.rating);
        if (part === 1) return qb.where('last_earned_at', '<', key.lastEarnedAt);
        return qb.where('last_earned_at', '=', key.lastEarnedAt).where('user_id', '<', key.id);
      };
      const row = await db
        .selectNoFrom([
          ahead(0, false).as('all0'),
          ahead(1, false).as('all1'),
          ahead(2, false).as('all2'),
          ahead(0, true).as('off0'),
          ahead(1, true).as('off1'),
          ahead(2, true).as('off2'),
        ])
        .executeTakeFirstOrThrow();
      const n = (value: unknown) => Number(value ?? 0);
      return n(row.all0) + n(row.all1) + n(row.all2) - n(row.off0) - n(row.off1) - n(row.off2) + 1;
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
