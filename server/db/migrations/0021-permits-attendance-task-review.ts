import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.
//
// The soldering permit, attendance at the club's meetings and tasks read by a teacher
// (docs/decisions/0210-tasks-read-by-a-teacher.md, 0211-the-soldering-permit.md,
// 0212-attendance-pays-by-level.md).

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per pupil who holds the permit; withdrawing it deletes the row (the audit keeps who).
  await db.schema
    .createTable('soldering_permits')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('granted_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('granted_at', 'bigint', (col) => col.notNull())
    .execute();

  // One row per pupil per day: a second marking of the same day credits nobody twice.
  await db.schema
    .createTable('attendance')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('class_id', 'integer', (col) => col.references('classes.id').onDelete('set null'))
    .addColumn('marked_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('diamonds', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('attendance_pupil_day', ['user_id', 'day'])
    .execute();
  await db.schema.createIndex('attendance_class_day').on('attendance').columns(['class_id', 'day']).execute();

  // A task's solution waits for a teacher. Solutions handed in before were credited at once
  // (paid) or never (not paid): both are settled, so nothing old appears in the queue.
  await db.schema.alterTable('task_solutions').addColumn('status', 'text', (col) => col.notNull().defaultTo('pending')).execute();
  await db.schema.alterTable('task_solutions').addColumn('reviewed_by', 'integer').execute();
  await db.schema.alterTable('task_solutions').addColumn('reviewed_at', 'bigint').execute();
  await db.schema.alterTable('task_solutions').addColumn('comment', 'text').execute();
  await sql`update task_solutions set status = case when paid = 1 then 'approved' else 'practice' end`.execute(db);
  await db.schema.createIndex('task_solutions_waiting').on('task_solutions').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('task_solutions_waiting').execute();
  for (const column of ['comment', 'reviewed_at', 'reviewed_by', 'status']) {
    await db.schema.alterTable('task_solutions').dropColumn(column).execute();
  }
  await db.schema.dropTable('attendance').execute();
  await db.schema.dropTable('soldering_permits').execute();
}
