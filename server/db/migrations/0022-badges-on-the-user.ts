import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.
//
// The badges a user earned, also as one column of their row (ids joined by commas, oldest first),
// kept in the transaction that inserts a badge: a public profile — read for every comment's author
// — comes from the row the request's user lookup reads anyway, in one query
// (docs/decisions/0213-badges-ride-on-the-user-row.md).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('badges', 'text', (col) => col.notNull().defaultTo('')).execute();
  const rows = await sql<{ user_id: number; badge: string }>`select user_id, badge from badges order by user_id, earned_at, badge`.execute(db);
  const byUser = new Map<number, string[]>();
  for (const row of rows.rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row.badge]);
  for (const [userId, badges] of byUser) {
    await sql`update users set badges = ${badges.join(',')} where id = ${userId}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('badges').execute();
}
