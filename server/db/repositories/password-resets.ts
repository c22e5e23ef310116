import type { DB } from '../database';

// Password-reset links, kept as the hash of their token (server/services/password-reset.ts).

export function passwordResetsRepository(db: DB) {
  return {
    async add(link: { userId: number; tokenHash: string; now: number; expiresAt: number }): Promise<void> {
      await db.insertInto('password_resets').values({ user_id: link.userId, token_hash: link.tokenHash, created_at: link.now, expires_at: link.expiresAt, used_at: null }).execute();
    },

    /** Uses the link once, if it is unused and not expired: its user's id, or undefined. */
    async spend(tokenHash: string, now: number): Promise<number | undefined> {
      const spent = await db
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
      return spent?.user_id;
    },

    /** Every other unused link of the account stops working. */
    async spendAllOf(userId: number, now: number): Promise<void> {
      await db.updateTable('password_resets').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
    },
  };
}
