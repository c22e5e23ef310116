import type { DB } from '../database';

// Lesson checks (lesson_attempts, lesson_answers): what each pupil answered right, for the pupil's
// «passed» marks and the teacher's report. The reward is the ledger's (ref `lesson:<id>`).

export interface NewAttempt {
  userId: number;
  lessonId: number;
  correct: number;
  total: number;
  passed: boolean;
  /** Each question's id and whether it was answered right, in the lesson's order. */
  answers: readonly { questionId: string; ok: boolean }[];
  now: number;
}

export interface QuestionTally {
  lesson_id: number;
  question_id: string;
  attempts: number;
  wrong: number;
}

export function lessonsRepository(db: DB) {
  return {
    async addAttempt(attempt: NewAttempt): Promise<void> {
      const row = await db
        .insertInto('lesson_attempts')
        .values({
          user_id: attempt.userId,
          lesson_id: attempt.lessonId,
          correct: attempt.correct,
          total: attempt.total,
          passed: attempt.passed ? 1 : 0,
          created_at: attempt.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (attempt.answers.length === 0) return;
      await db
        .insertInto('lesson_answers')
        .values(attempt.answers.map((answer) => ({ attempt_id: row.id, question_id: answer.questionId, ok: answer.ok ? 1 : 0 })))
        .execute();
    },

    /** The lessons a user has passed at least once. */
    async passedIds(userId: number): Promise<Set<number>> {
      const rows = await db.selectFrom('lesson_attempts').select('lesson_id').distinct().where('user_id', '=', userId).where('passed', '=', 1).execute();
      return new Set(rows.map((row) => row.lesson_id));
    },

    /** Whether a user ever answered every question of a lesson right. */
    async hasPerfect(userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('lesson_attempts')
        .select('id')
        .where('user_id', '=', userId)
        .where('passed', '=', 1)
        .whereRef('correct', '=', 'total')
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** (user, lesson) pairs passed by any of these users. */
    async passedOf(userIds: readonly number[]): Promise<{ user_id: number; lesson_id: number }[]> {
      if (userIds.length === 0) return [];
      return db
        .selectFrom('lesson_attempts')
        .select(['user_id', 'lesson_id'])
        .distinct()
        .where('user_id', 'in', userIds)
        .where('passed', '=', 1)
        .execute();
    },

    /** Per question: how many answers these users gave and how many were wrong. */
    async tallyOf(userIds: readonly number[]): Promise<QuestionTally[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .selectFrom('lesson_answers')
        .innerJoin('lesson_attempts', 'lesson_attempts.id', 'lesson_answers.attempt_id')
        .select((eb) => [
          'lesson_attempts.lesson_id as lesson_id',
          'lesson_answers.question_id as question_id',
          eb.fn.countAll<number>().as('attempts'),
          eb.fn.sum<number>(eb.ref('lesson_answers.ok')).as('right'),
        ])
        .where('lesson_attempts.user_id', 'in', userIds)
        .groupBy(['lesson_attempts.lesson_id', 'lesson_answers.question_id'])
        .execute();
      return rows.map((row) => ({
        lesson_id: row.lesson_id,
        question_id: row.question_id,
        attempts: Number(row.attempts),
        wrong: Number(row.attempts) - Number(row.right ?? 0),
      }));
    },
  };
}
