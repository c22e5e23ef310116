import type { DB } from '../database';

// Passed programming tasks, one row per pupil and task (server/services/mcu-tasks.ts).

export interface McuTaskPass {
  taskId: number;
  /** Diamonds the first pass paid. */
  reward: number;
  passedAt: number;
}

export function mcuTasksRepository(db: DB) {
  return {
    /** Keeps the first pass; answers false when the pupil had passed the task before (a later pass changes nothing). */
    async recordPass(userId: number, taskId: number, reward: number, now: number): Promise<boolean> {
      const row = await db
        .insertInto('mcu_task_passes')
        .values({ user_id: userId, task_id: taskId, reward, passed_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'task_id']).doNothing())
        .returning('task_id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async setReward(userId: number, taskId: number, reward: number): Promise<void> {
      await db.updateTable('mcu_task_passes').set({ reward }).where('user_id', '=', userId).where('task_id', '=', taskId).execute();
    },

    async passes(userId: number): Promise<McuTaskPass[]> {
      const rows = await db
        .selectFrom('mcu_task_passes')
        .select(['task_id', 'reward', 'passed_at'])
        .where('user_id', '=', userId)
        .orderBy('task_id')
        .execute();
      return rows.map((row) => ({ taskId: row.task_id, reward: Number(row.reward), passedAt: Number(row.passed_at) }));
    },
  };
}
