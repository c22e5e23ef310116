import type { DB } from '../database';

// Who holds the soldering permit (docs/decisions/0211-the-soldering-permit.md).

export function solderingPermitsRepository(db: DB) {
  return {
    async find(userId: number): Promise<{ grantedBy: number | null; grantedAt: number } | undefined> {
      const row = await db.selectFrom('soldering_permits').select(['granted_by', 'granted_at']).where('user_id', '=', userId).executeTakeFirst();
      return row && { grantedBy: row.granted_by, grantedAt: row.granted_at };
    },

    /** True when the permit is new (a second grant keeps the first one's who and when). */
    async grant(userId: number, grantedBy: number, now: number): Promise<boolean> {
      const row = await db
        .insertInto('soldering_permits')
        .values({ user_id: userId, granted_by: grantedBy, granted_at: now })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .returning('user_id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** True when there was a permit to withdraw. */
    async revoke(userId: number): Promise<boolean> {
      const result = await db.deleteFrom('soldering_permits').where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Which of these pupils hold it. */
    async holders(userIds: readonly number[]): Promise<Set<number>> {
      if (userIds.length === 0) return new Set();
      const rows = await db.selectFrom('soldering_permits').select('user_id').where('user_id', 'in', userIds).execute();
      return new Set(rows.map((row) => row.user_id));
    },
  };
}
