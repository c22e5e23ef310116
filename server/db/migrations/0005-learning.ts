import type { Kysely } from 'kysely';
import { primaryId } from './ids';

// Frozen: never edit a migration that has shipped; add a new one instead.
// What pupils do with the learning calls. Lectures and tasks bought are ledger rows
// (refs `lecture:<id>`, `task:<id>`); the catalogue itself is server/services/learning-catalog.ts.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Keyboard-trainer attempts: how well the text was typed, on which device.
  await db.schema
    .createTable('trainer_attempts')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('task_id', 'integer', (col) => col.notNull())
    .addColumn('correct', 'integer', (col) => col.notNull())
    .addColumn('total', 'integer', (col) => col.notNull())
    .addColumn('accuracy', 'integer', (col) => col.notNull())
    .addColumn('device', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('trainer_attempts_user').on('trainer_attempts').columns(['user_id', 'task_id']).execute();

  // Web-task solutions as text; every hand-in is kept, the reward is paid once (ledger ref `task-done:<id>`).
  await db.schema
    .createTable('task_solutions')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('task_id', 'integer', (col) => col.notNull())
    .addColumn('solution', 'text', (col) => col.notNull())
    .addColumn('paid', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('task_solutions_user').on('task_solutions').columns(['user_id', 'task_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('task_solutions').execute();
  await db.schema.dropTable('trainer_attempts').execute();
}
