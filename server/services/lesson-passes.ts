import type { DB } from '../db/database';
import { learningRepository } from '../db/repositories/learning';

/** Whether the pupil ever passed the lesson's check: its first pass is credited once (ledger ref `lesson:<id>`). */
export async function hasPassedLesson(db: DB, userId: number, lessonId: number): Promise<boolean> {
  return learningRepository(db).credited(userId, `lesson:${lessonId}`);
}
