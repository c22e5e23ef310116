import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.
// A programming task («Микроконтроллеры») passed by a pupil: one row per pupil and task, the
// diamonds its first pass paid and the time of that pass (docs/decisions/0266-programming-tasks-checked-and-paid-by-the-server.md).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mcu_task_passes')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('task_id', 'integer', (col) => col.notNull())
    .addColumn('reward', 'integer', (col) => col.notNull())
    .addColumn('passed_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('mcu_task_passes_pk', ['user_id', 'task_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mcu_task_passes').execute();
}
