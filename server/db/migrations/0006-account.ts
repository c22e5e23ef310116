import type { Kysely } from 'kysely';
import { primaryId } from './ids';

// Frozen: never edit a migration that has shipped; add a new one instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Password reset links: the token's sha256 only, single use, expiring.
  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('password_resets_user').on('password_resets').column('user_id').execute();

  // A deleted account leaves a row behind so its comments still read («Удалённый ученик»).
  await db.schema.alterTable('users').addColumn('deleted_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('deleted_at').execute();
  await db.schema.dropTable('password_resets').execute();
}
