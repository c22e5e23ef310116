import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { primaryId } from './ids';

// Frozen: never edit a migration that has shipped; add a new one instead.
// Lesson checks and badges (docs/decisions/0205-lessons-courses-and-their-check.md,
// docs/decisions/0206-badges-earned-once-by-rules.md). The reward of a lesson's first pass is a
// ledger row (ref `lesson:<id>`); these tables hold what the teacher's report reads.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Every check of a lesson's answers: how many were right, and whether that passed it.
  await db.schema
    .createTable('lesson_attempts')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('lesson_id', 'integer', (col) => col.notNull())
    .addColumn('correct', 'integer', (col) => col.notNull())
    .addColumn('total', 'integer', (col) => col.notNull())
    .addColumn('passed', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('lesson_attempts_user').on('lesson_attempts').columns(['user_id', 'lesson_id']).execute();

  // Each question of an attempt, right or wrong (a question left unanswered is wrong): the class's
  // hardest questions are counted from here.
  await db.schema
    .createTable('lesson_answers')
    .addColumn('attempt_id', 'integer', (col) => col.notNull().references('lesson_attempts.id').onDelete('cascade'))
    .addColumn('question_id', 'text', (col) => col.notNull())
    .addColumn('ok', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('lesson_answers_pk', ['attempt_id', 'question_id'])
    .execute();

  // A pupil's badges: each earned once, kept when what earned it is undone.
  await db.schema
    .createTable('badges')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('badge', 'text', (col) => col.notNull())
    .addColumn('earned_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('badges_pk', ['user_id', 'badge'])
    .addCheckConstraint('badges_badge_length', sql`length(badge) between 1 and 40`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('badges').execute();
  await db.schema.dropTable('lesson_answers').execute();
  await db.schema.dropTable('lesson_attempts').execute();
}
