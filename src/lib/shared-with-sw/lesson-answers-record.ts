import type { CheckAnswer, CheckResult } from '../../../domain/lessons';

/**
 * A lesson's answers checked with no network, kept on this device until the server has checked
 * them (src/lib/lesson-answers.ts), then kept with the result until the lesson page has shown it.
 * One record per pupil and lesson: answers checked again offline replace the waiting ones.
 */
export interface LessonAnswersRecord {
  ownerId: number;
  lessonId: number;
  courseId: number;
  answers: CheckAnswer[];
  /** When the pupil pressed «Проверить» (ms). */
  createdAt: number;
  /** `waiting` for the network; `checked` with the server's result; `refused` for good with its message. */
  state: 'waiting' | 'checked' | 'refused';
  result?: CheckResult;
  error?: { message: string; code?: string };
}
