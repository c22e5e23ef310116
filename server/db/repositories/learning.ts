import { MAX_ROW_ID } from '../../../domain/ids';
import type { DB } from '../database';
import type { TaskSolutionStatus } from '../schema';

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

export interface SolutionState {
  status: TaskSolutionStatus;
  comment: string | null;
  reviewedAt: number | null;
}

/** A solution's photo as stored (server/services/photo-store.ts). */
export interface SolutionPhoto {
  photo: string;
  thumb: string;
  width: number;
  height: number;
  bytes: number;
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

    /** Whether a diamond credit with this ref was ever made to the user. */
    async credited(userId: number, ref: string): Promise<boolean> {
      const row = await db.selectFrom('ledger').select('id').where('user_id', '=', userId).where('kind', '=', 'diamonds').where('ref', '=', ref).executeTakeFirst();
      return row !== undefined;
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

    async addSolution(userId: number, taskId: number, solution: string, status: 'pending' | 'practice', now: number, photo?: SolutionPhoto): Promise<void> {
      await db
        .insertInto('task_solutions')
        .values({
          user_id: userId,
          task_id: taskId,
          solution,
          paid: status === 'pending' ? 1 : 0,
          status,
          created_at: now,
          ...(photo && { photo: photo.photo, photo_thumb: photo.thumb, photo_width: photo.width, photo_height: photo.height, photo_bytes: photo.bytes }),
        })
        .execute();
    },

    /** Who handed a solution in and its photo's stored names (null without one). */
    async solutionPhoto(id: number): Promise<{ userId: number; photo: string | null; thumb: string | null } | undefined> {
      if (id > MAX_ROW_ID) return undefined;
      const row = await db.selectFrom('task_solutions').select(['user_id', 'photo', 'photo_thumb']).where('id', '=', id).executeTakeFirst();
      return row && { userId: row.user_id, photo: row.photo, thumb: row.photo_thumb };
    },

    /** The state of the pupil's latest reviewed-or-waiting solution of each task (practice hand-ins left out). */
    async solutionStates(userId: number): Promise<Map<number, SolutionState>> {
      const rows = await db
        .selectFrom('task_solutions')
        .select(['task_id', 'status', 'comment', 'reviewed_at'])
        .where('user_id', '=', userId)
        .where('status', '!=', 'practice')
        .orderBy('id', 'asc')
        .execute();
      return new Map(rows.map((row) => [row.task_id, { status: row.status, comment: row.comment, reviewedAt: row.reviewed_at }]));
    },

    /** Solutions waiting for a teacher, oldest first, with their pupils. */
    async waitingSolutions(limit: number) {
      return db
        .selectFrom('task_solutions')
        .innerJoin('users', 'users.id', 'task_solutions.user_id')
        .select([
          'task_solutions.id',
          'task_solutions.task_id',
          'task_solutions.solution',
          'task_solutions.created_at',
          'task_solutions.photo_width',
          'task_solutions.photo_height',
          'users.id as user_id',
          'users.first_name',
          'users.last_name',
          'users.level',
        ])
        .where('task_solutions.status', '=', 'pending')
        .where('users.deleted_at', 'is', null)
        .orderBy('task_solutions.created_at', 'asc')
        .orderBy('task_solutions.id', 'asc')
        .limit(limit)
        .execute();
    },

    async waitingCount(): Promise<number> {
      const row = await db
        .selectFrom('task_solutions')
        .innerJoin('users', 'users.id', 'task_solutions.user_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('task_solutions.status', '=', 'pending')
        .where('users.deleted_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async findSolution(id: number): Promise<{ id: number; userId: number; taskId: number; status: string } | undefined> {
      if (id > MAX_ROW_ID) return undefined;
      const row = await db.selectFrom('task_solutions').select(['id', 'user_id', 'task_id', 'status']).where('id', '=', id).executeTakeFirst();
      return row && { id: row.id, userId: row.user_id, taskId: row.task_id, status: row.status };
    },

    /** Decides a waiting solution; false when it was decided already (a second click, another teacher). */
    async decideSolution(id: number, decision: { status: 'approved' | 'returned'; by: number; at: number; comment: string | null }): Promise<boolean> {
      const result = await db
        .updateTable('task_solutions')
        .set({ status: decision.status, reviewed_by: decision.by, reviewed_at: decision.at, comment: decision.comment })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** How many different tasks of a user a teacher accepted. */
    async acceptedTaskCount(userId: number): Promise<number> {
      const row = await db
        .selectFrom('task_solutions')
        .select((eb) => eb.fn.count<number>('task_id').distinct().as('n'))
        .where('user_id', '=', userId)
        .where('status', '=', 'approved')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async doneTaskIds(userId: number): Promise<Set<number>> {
      const rows = await db.selectFrom('task_solutions').select('task_id').distinct().where('user_id', '=', userId).execute();
      return new Set(rows.map((row) => row.task_id));
    },
  };
}
