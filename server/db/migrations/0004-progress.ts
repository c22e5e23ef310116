import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // A pupil may hide from public leaderboards: they still earn and see their own place.
  await db.schema
    .alterTable('users')
    .addColumn('hidden_from_leaderboards', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  // The monthly rating battle's result (docs/decisions/0078-the-battles-month-and-its-history.md): one row per finished month, written once by
  // whichever request first sees the month over; the primary key makes a second writer a no-op.
  // A month nobody earned rating in has a row too (all places null), so it is settled once.
  await db.schema
    .createTable('leader_months')
    .addColumn('month', 'text', (col) => col.primaryKey())
    .addColumn('first_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('first_rating', 'integer')
    .addColumn('second_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('second_rating', 'integer')
    .addColumn('third_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('third_rating', 'integer')
    .addColumn('settled_at', 'bigint', (col) => col.notNull())
    .addCheckConstraint('leader_months_month_format', sql`length(month) = 7`)
    .execute();

  // The leaderboard's order: rating, then id.
  await db.schema.createIndex('users_rating').on('users').columns(['rating', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_rating').execute();
  await db.schema.dropTable('leader_months').execute();
  await db.schema.alterTable('users').dropColumn('hidden_from_leaderboards').execute();
}
