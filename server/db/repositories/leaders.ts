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

export function leadersRepository(db: DB) {
  const pupils = () =>
    db.selectFrom('users').select(['id', 'first_name', 'photo', 'level', 'hidden_from_leaderboards', 'rating']).where('role', '=', 'pupil').where('deleted_at', 'is', null);

  return {
    /** All-time rating, best first; ties in the order pupils joined. */
    async page(offset: number, limit: number): Promise<Standing[]> {
      const rows = await pupils().orderBy('rating', 'desc').orderBy('id', 'asc').offset(offset).limit(limit).execute();
      return rows.map((row) => standing(row, Number(row.rating)));
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('role', '=', 'pupil')
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The place a pupil with this rating and id has in `page`'s order. */
    async placeOf(id: number, rating: number): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('role', '=', 'pupil')
        .where('deleted_at', 'is', null)
        .where((eb) => eb.or([eb('rating', '>', rating), eb.and([eb('rating', '=', rating), eb('id', '<', id)])]))
        .executeTakeFirstOrThrow();
      return Number(row.n) + 1;
    },

    /**
     * Every pupil who earned rating in [since, until), best first: more rating earned, then who got
     * there first, then who joined first. A school's month has hundreds of earners, not millions.
     */
    async month(since: number, until: number): Promise<MonthStanding[]> {
      const rows = await db
        .selectFrom('ledger')
        .innerJoin('users', 'users.id', 'ledger.user_id')
        .select((eb) => [
          'users.id as id',
          'users.first_name as first_name',
          'users.photo as photo',
          'users.level as level',
          'users.hidden_from_leaderboards as hidden_from_leaderboards',
          eb.fn.sum<number>('ledger.delta').as('earned'),
          eb.fn.max<number>('ledger.created_at').as('last'),
        ])
        .where('ledger.kind', '=', 'rating')
        .where('ledger.created_at', '>=', since)
        .where('ledger.created_at', '<', until)
        .where('users.role', '=', 'pupil')
        .groupBy(['users.id', 'users.first_name', 'users.photo', 'users.level', 'users.hidden_from_leaderboards'])
        .having((eb) => eb.fn.sum('ledger.delta'), '>', 0)
        .execute();
      return rows
        .map((row) => ({ ...standing(row, Number(row.earned)), lastEarnedAt: Number(row.last) }))
        .sort((a, b) => b.rating - a.rating || a.lastEarnedAt - b.lastEarnedAt || a.id - b.id);
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
