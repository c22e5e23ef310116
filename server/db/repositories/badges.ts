import { sql } from 'kysely';
import type { DB } from '../database';

// Badges earned (the `badges` table): one row per (user, badge), inserted once; the user's row
// carries their ids too, in the same transaction (migration 0022), for the public profile.

export function badgesRepository(db: DB) {
  return {
    async of(userId: number): Promise<{ badge: string; earned_at: number }[]> {
      const rows = await db.selectFrom('badges').select(['badge', 'earned_at']).where('user_id', '=', userId).orderBy('earned_at').orderBy('badge').execute();
      return rows.map((row) => ({ badge: row.badge, earned_at: Number(row.earned_at) }));
    },

    /** Inserts the badges not earned yet; returns those this call inserted (a racing call's are not). */
    async add(userId: number, badges: readonly string[], now: number): Promise<string[]> {
      if (badges.length === 0) return [];
      const rows = await db
        .insertInto('badges')
        .values(badges.map((badge) => ({ user_id: userId, badge, earned_at: now })))
        .onConflict((oc) => oc.doNothing())
        .returning('badge')
        .execute();
      const added = rows.map((row) => row.badge);
      for (const badge of added) {
        await db
          .updateTable('users')
          .set({ badges: sql<string>`case when badges = '' then ${badge} else badges || ',' || ${badge} end` })
          .where('id', '=', userId)
          .execute();
      }
      return added;
    },
  };
}
