import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { primaryId } from './ids';

// Frozen: never edit a migration that has shipped; add a new one instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // A pupil's photo of a finished project and its review. The photo itself is
  // a file in UPLOADS_DIR/submissions; the row keeps its random name (docs/decisions/0016-photos-live-in-a-shared-folder-not-in-the-database.md).
  await db.schema
    .createTable('submissions')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('project_id', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('photo', 'text', (col) => col.notNull())
    .addColumn('thumb', 'text', (col) => col.notNull())
    // The client's file name, cleaned; only ever shown as text, never used as a path.
    .addColumn('original_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('mime', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('idempotency_key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    // A teacher who recorded work shown in person on the pupil's behalf (aproveTaskRt).
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', 'bigint')
    .addColumn('reviewer_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('review_comment', 'text', (col) => col.notNull().defaultTo(''))
    // When the pupil was shown the outcome (approved or returned), so the notice shows once.
    .addColumn('notified_at', 'bigint')
    .addCheckConstraint('submissions_project_range', sql`project_id between 1 and 15`)
    .addCheckConstraint('submissions_status_known', sql`status in ('pending', 'approved', 'returned')`)
    // A retried upload (same Idempotency-Key from the same pupil) is the same submission.
    .addUniqueConstraint('submissions_user_key_unique', ['user_id', 'idempotency_key'])
    .execute();

  // At most one live submission per pupil and project: two uploads racing get one row, on both
  // engines. A returned one no longer counts, so the pupil can send the project again.
  await db.schema
    .createIndex('submissions_one_active')
    .on('submissions')
    .columns(['user_id', 'project_id'])
    .unique()
    .where(sql.ref('status'), 'in', ['pending', 'approved'])
    .execute();

  // The teacher's queue: pending work, oldest first.
  await db.schema.createIndex('submissions_queue').on('submissions').columns(['status', 'created_at']).execute();

  // Append-only history of every diamond and rating change; users.diamonds and users.rating are
  // its cached sums, updated in the same transaction.
  await db.schema
    .createTable('ledger')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('delta', 'integer', (col) => col.notNull())
    // 'approval', 'level', 'demo', 'lecture', 'task' ...: free text, so a new reason needs no migration.
    .addColumn('reason', 'text', (col) => col.notNull())
    // What the change is for ('submission:12'); unique per user and kind, so it is credited once.
    .addColumn('ref', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addCheckConstraint('ledger_kind_known', sql`kind in ('diamonds', 'rating')`)
    .addCheckConstraint('ledger_delta_not_zero', sql`delta <> 0`)
    .execute();

  await db.schema
    .createIndex('ledger_ref_unique')
    .on('ledger')
    .columns(['user_id', 'kind', 'ref'])
    .unique()
    .where(sql.ref('ref'), 'is not', null)
    .execute();

  // A user's history, and the month's rating battle (rating earned in a calendar month).
  await db.schema.createIndex('ledger_user').on('ledger').columns(['user_id', 'kind', 'created_at']).execute();
  await db.schema.createIndex('ledger_month').on('ledger').columns(['kind', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ledger').execute();
  await db.schema.dropTable('submissions').execute();
}
