import type { DB } from '../database';

// Passed practices of the lessons in the lab, one row per pupil and task (server/services/lab-practice.ts).

export interface PracticePass {
  lessonId: number;
  practiceId: string;
  passedAt: number;
}

export function labPracticeRepository(db: DB) {
  return {
    /** Keeps the first pass; a later one changes nothing. */
    async recordPass(userId: number, lessonId: number, practiceId: string, now: number): Promise<void> {
      await db
        .insertInto('lab_practice_passes')
        .values({ user_id: userId, lesson_id: lessonId, practice_id: practiceId, passed_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'lesson_id', 'practice_id']).doNothing())
        .execute();
    },

    async passes(userId: number): Promise<PracticePass[]> {
      const rows = await db
        .selectFrom('lab_practice_passes')
        .select(['lesson_id', 'practice_id', 'passed_at'])
        .where('user_id', '=', userId)
        .orderBy('lesson_id')
        .orderBy('practice_id')
        .execute();
      return rows.map((row) => ({ lessonId: row.lesson_id, practiceId: row.practice_id, passedAt: Number(row.passed_at) }));
    },
  };
}
