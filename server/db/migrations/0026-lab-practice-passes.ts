import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.
// A lesson's practice in the lab passed by a pupil: one row per pupil and task, the time of the
// first pass (docs/decisions/0239-a-lessons-practice-checked-by-the-lab.md).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lab_practice_passes')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('lesson_id', 'integer', (col) => col.notNull())
    .addColumn('practice_id', 'text', (col) => col.notNull())
    .addColumn('passed_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('lab_practice_passes_pk', ['user_id', 'lesson_id', 'practice_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lab_practice_passes').execute();
}
