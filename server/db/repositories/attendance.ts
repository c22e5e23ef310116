import type { DB } from '../database';

// Pupils at the club's meetings: one row per pupil per day (docs/decisions/0212-attendance-pays-by-level.md).

export interface AttendanceMark {
  userId: number;
  day: string;
  classId: number;
  markedBy: number;
  diamonds: number;
  now: number;
}

export function attendanceRepository(db: DB) {
  return {
    /** True when this pupil was not yet marked on that day (the unique pupil-and-day key decides). */
    async mark(mark: AttendanceMark): Promise<boolean> {
      const row = await db
        .insertInto('attendance')
        .values({ user_id: mark.userId, day: mark.day, class_id: mark.classId, marked_by: mark.markedBy, diamonds: mark.diamonds, created_at: mark.now })
        .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
        .returning('user_id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Who of these pupils was marked on the day, with what they earned. */
    async ofDay(userIds: readonly number[], day: string): Promise<Map<number, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await db.selectFrom('attendance').select(['user_id', 'diamonds']).where('day', '=', day).where('user_id', 'in', userIds).execute();
      return new Map(rows.map((row) => [row.user_id, row.diamonds]));
    },

    async count(userId: number): Promise<number> {
      const row = await db.selectFrom('attendance').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
