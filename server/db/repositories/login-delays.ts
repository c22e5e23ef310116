import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../database';

/** How the waits grow: the first `free` attempts cost nothing, then attempt `free + i` imposes `waits[i]` seconds (the last repeats). */
export interface DelaySchedule {
  free: number;
  waits: readonly number[];
  /** An account whose last attempt is older than this many seconds starts counting again. */
  forgetAfter: number;
}

export type Claim = { ok: true; attempts: number } | { ok: false; delayedUntil: number };

/** `delayed_until` for the attempt numbered `count`, in one CASE both engines read. */
function delayedUntil(count: RawBuilder<number>, now: number, { free, waits }: DelaySchedule): RawBuilder<number> {
  const steps = waits.slice(0, -1).map((seconds, i) => sql`when ${count} = ${free + i} then ${now + seconds}`);
  return sql<number>`case when ${count} < ${free} then 0 ${sql.join(steps, sql` `)} else ${now + waits[waits.length - 1]!} end`;
}

/** Login attempts per account since its last successful login, and until when the next must wait. */
export function loginDelaysRepository(db: DB) {
  return {
    /**
     * Counts one attempt, in one statement, unless the account must still wait: then nothing is
     * counted and the answer says until when. Attempts racing each other are counted one by one,
     * so a burst from many addresses gets `free` tries, not one per request in flight.
     */
    async claim(userId: number, now: number, schedule: DelaySchedule): Promise<Claim> {
      const count = sql<number>`(case when login_delays.last_failure_at < ${now - schedule.forgetAfter} then 1 else login_delays.failures + 1 end)`;
      const first = schedule.free <= 1 ? now + schedule.waits[0]! : 0;
      const row = await db
        .insertInto('login_delays')
        .values({ user_id: userId, failures: 1, last_failure_at: now, delayed_until: first })
        .onConflict((oc) =>
          oc
            .column('user_id')
            .doUpdateSet({ failures: count, last_failure_at: now, delayed_until: delayedUntil(count, now, schedule) })
            .where('login_delays.delayed_until', '<=', now),
        )
        .returning('failures')
        .executeTakeFirst();
      if (row) return { ok: true, attempts: Number(row.failures) };
      const current = await db.selectFrom('login_delays').select('delayed_until').where('user_id', '=', userId).executeTakeFirst();
      return { ok: false, delayedUntil: Number(current?.delayed_until ?? now) };
    },

    /** The owner got in, or set a new password: the count starts again. */
    async clear(userId: number): Promise<void> {
      await db.deleteFrom('login_delays').where('user_id', '=', userId).execute();
    },
  };
}
