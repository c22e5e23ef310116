import type { Kysely } from 'kysely';
import { primaryId } from './ids';

// Frozen: never edit a migration that has shipped; add a new one instead.
// Web Push (docs/decisions/0283-web-push-turned-on-by-the-person.md): a device's subscription
// belongs to the user who turned it on (an endpoint is one browser: the last user to turn it on
// there owns it), and a teacher's «N работ ждут» goes at most once an hour.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (col) => col.notNull().unique())
    .addColumn('p256dh', 'text', (col) => col.notNull())
    .addColumn('auth', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute();

  // When a teacher was last told how many works wait: claimed by a conditional write, so several
  // server processes send one notice an hour.
  await db.schema
    .createTable('push_waiting_notices')
    .addColumn('user_id', 'integer', (col) => col.notNull().primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('sent_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_waiting_notices').execute();
  await db.schema.dropTable('push_subscriptions').execute();
}
