import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { primaryId } from './ids';

// Frozen: never edit a migration that has shipped; add a new one instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // A teacher's group of pupils. The join code is unique while the class is open and null once
  // it is closed, so a closed class's old code finds nothing (docs/decisions/0130-joining-a-class.md).
  await db.schema
    .createTable('classes')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('code', 'text', (col) => col.unique())
    .addColumn('closed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('teacher_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('classes_teacher').on('classes').column('teacher_id').execute();

  // One class at a time. Classes are closed, never deleted, so no foreign key: SQLite could not
  // drop a column that has one.
  await db.schema.alterTable('users').addColumn('class_id', 'integer').execute();
  await db.schema.alterTable('users').addColumn('last_seen_at', 'bigint').execute();
  await db.schema.createIndex('users_class').on('users').column('class_id').execute();

  // The ticks a pupil made in a project's guide, synced from the device: one row per pupil and
  // project, the newest device time (milliseconds) wins. `steps_done` is the number of ticked steps,
  // kept beside the list so the class matrix reads no JSON.
  await db.schema
    .createTable('build_progress')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('project_id', 'integer', (col) => col.notNull())
    .addColumn('parts', 'text', (col) => col.notNull())
    .addColumn('steps', 'text', (col) => col.notNull())
    .addColumn('steps_done', 'integer', (col) => col.notNull())
    .addColumn('step_count', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('build_progress_pk', ['user_id', 'project_id'])
    .addCheckConstraint('build_progress_project_range', sql`project_id between 1 and 15`)
    .execute();

  // Who did what to whom, for the admin: append-only.
  await db.schema
    .createTable('audit')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('actor_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('subject_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('details', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('audit_created').on('audit').columns(['created_at', 'id']).execute();

  // How many approvals of a submission were undone: each new approval credits under its own ledger
  // ref, so approve → undo → approve pays once more after paying back (docs/decisions/0132-undoing-a-decision.md).
  await db.schema
    .alterTable('submissions')
    .addColumn('undone_approvals', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('submissions').dropColumn('undone_approvals').execute();
  await db.schema.dropTable('audit').execute();
  await db.schema.dropTable('build_progress').execute();
  await db.schema.dropIndex('users_class').execute();
  await db.schema.alterTable('users').dropColumn('last_seen_at').execute();
  await db.schema.alterTable('users').dropColumn('class_id').execute();
  await db.schema.dropTable('classes').execute();
}
