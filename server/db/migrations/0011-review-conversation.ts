import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { primaryId } from './ids';

// Frozen: never edit a migration that has shipped; add a new one instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // The teacher's marks on a submission's photos: one JSON list, written with the decision and read
  // with the row, never queried inside (docs/decisions/0158-marks-are-json-on-the-submission.md).
  await db.schema
    .alterTable('submissions')
    .addColumn('marks', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();

  // A submission's second and third photos (the first stays in the submissions row, so older rows
  // need nothing). Made in the same transaction as their submission: all photos or no row.
  await db.schema
    .createTable('submission_photos')
    .addColumn('submission_id', 'integer', (col) => col.notNull().references('submissions.id').onDelete('cascade'))
    .addColumn('slot', 'integer', (col) => col.notNull())
    .addColumn('photo', 'text', (col) => col.notNull())
    .addColumn('thumb', 'text', (col) => col.notNull())
    .addColumn('mime', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('submission_photos_pk', ['submission_id', 'slot'])
    .addCheckConstraint('submission_photos_slot_range', sql`slot between 1 and 2`)
    .execute();

  // The private thread of a submission: its pupil and staff (docs/decisions/0159-a-thread-is-private.md).
  // `from_decision` marks the message a return (or an approval) wrote, which an undo takes back.
  await db.schema
    .createTable('thread_messages')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('submission_id', 'integer', (col) => col.notNull().references('submissions.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('from_decision', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('thread_messages_submission').on('thread_messages').columns(['submission_id', 'id']).execute();

  // How far each reader has read a thread: messages after `last_read_id` from the other side are unread.
  await db.schema
    .createTable('thread_reads')
    .addColumn('submission_id', 'integer', (col) => col.notNull().references('submissions.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('last_read_id', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('thread_reads_pk', ['submission_id', 'user_id'])
    .execute();
  await db.schema.createIndex('thread_reads_user').on('thread_reads').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('thread_reads').execute();
  await db.schema.dropTable('thread_messages').execute();
  await db.schema.dropTable('submission_photos').execute();
  await db.schema.alterTable('submissions').dropColumn('marks').execute();
}
