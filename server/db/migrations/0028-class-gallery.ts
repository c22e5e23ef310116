import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.
// The class gallery (docs/decisions/0279-the-class-gallery.md): a pupil's approved work shown to
// their class (one row per submission; `shown_at` null once taken back, the staff's hiding kept
// apart so taking back and showing again does not undo it), and «Я тоже собрал» (one per
// classmate and work).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gallery_items')
    .addColumn('submission_id', 'integer', (col) => col.primaryKey().references('submissions.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('shown_at', 'bigint')
    .addColumn('hidden_at', 'bigint')
    .addColumn('hidden_by', 'integer')
    .execute();
  // A class's gallery is read from its pupils (users_class) to their items.
  await db.schema.createIndex('gallery_items_user').on('gallery_items').columns(['user_id', 'shown_at']).execute();

  await db.schema
    .createTable('gallery_reactions')
    .addColumn('submission_id', 'integer', (col) => col.notNull().references('gallery_items.submission_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('gallery_reactions_pk', ['submission_id', 'user_id'])
    .execute();
  await db.schema.createIndex('gallery_reactions_user').on('gallery_reactions').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gallery_reactions').execute();
  await db.schema.dropTable('gallery_items').execute();
}
