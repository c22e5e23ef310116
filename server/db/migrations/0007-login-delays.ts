import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Wrong passwords per account, from every address, and until when its next login must wait
  // (server/services/login-delay.ts).
  await db.schema
    .createTable('login_delays')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('last_failure_at', 'bigint', (col) => col.notNull())
    .addColumn('delayed_until', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_delays').execute();
}
