import type { DB } from '../database';

// What pupils did with the learning calls. Purchases are the ledger's rows.

export interface Attempt {
  userId: number;
  taskId: number;
  correct: number;
  total: number;
  accuracy: number;
  device: string;
  now: number;
}

export function learningRepository(db: DB) {
  return {
    /** The ids bought under a ref prefix ('lecture:', 'task:'): spends that were not undone. */
    async boughtIds(userId: number, prefix: 'lecture:' | 'task:'): Promise<Set<number>> {
      const rows = await db
        .selectFrom('ledger')
        .select('ref')
        .where('user_id', '=', userId)
        .where('kind', '=', 'diamonds')
        .where('ref', 'like', `${prefix}%`)
        .execute();
      return new Set(rows.map((row) => Number(row.ref!.slice(prefix.length))));
    },

    async addAttempt(attempt: Attempt): Promise<void> {
      await db
        .insertInto('trainer_attempts')
        .values({
          user_id: attempt.userId,
          task_id: attempt.taskId,
          correct: attempt.correct,
          total: attempt.total,
          accuracy: attempt.accuracy,
          device: attempt.device,
          created_at: attempt.now,
        })
        .execute();
    },

    /** Each trainer task's best attempt of a pupil: the highest accuracy, then the most characters right. */
    async bestAttempts(userId: number): Promise<Map<number, { accuracy: number; correct: number; total: number }>> {
      const rows = await db
        .selectFrom('trainer_attempts')
        .select(['task_id', 'accuracy', 'correct', 'total'])
        .where('user_id', '=', userId)
        .orderBy('accuracy', 'desc')
        .orderBy('correct', 'desc')
        .execute();
      const best = new Map<number, { accuracy: number; correct: number; total: number }>();
      for (const row of rows) {
        if (!best.has(row.task_id)) best.set(row.task_id, { accuracy: row.accuracy, correct: row.correct, total: row.total });
      }
      return best;
    },

    async addSolution(userId: number, taskId: number, solution: string, paid: boolean, now: number): Promise<void> {
      await db.insertInto('task_solutions').values({ user_id: userId, task_id: taskId, solution, paid: paid ? 1 : 0, created_at: now }).execute();
    },

    async doneTaskIds(userId: number): Promise<Set<number>> {
      const rows = await db.selectFrom('task_solutions').select('task_id').distinct().where('user_id', '=', userId).execute();
      return new Set(rows.map((row) => row.task_id));
    },
  };
}
