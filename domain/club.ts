// What happens in the club room and on the teacher's desk around the lessons: the soldering
// permit, attendance at the meetings, and tasks a teacher reads (docs/decisions/0210-…, 0211-…,
// 0212-…). Shared by the pages and the server.

import { ATTENDANCE_DIAMONDS_PER_LEVEL } from './learning';

export const CLUB_MSG = {
  permitGranted: 'Допуск к пайке выдан',
  permitWithdrawn: 'Допуск к пайке снят',
  permitNeedsLesson: 'Сначала ученик должен пройти урок «Паяльник без ожогов» — потом можно выдать допуск.',
  attendanceBadDate: 'Дата занятия — в виде ГГГГ-ММ-ДД, не позже сегодняшнего дня и не раньше чем 30 дней назад',
  attendanceNotInClass: 'В списке есть ученик не из этого класса',
  attendanceTooMany: 'Слишком длинный список учеников',
  solutionWaiting: 'Решение уже у учителя. Дождись проверки.',
  solutionAccepted: 'Эту задачу учитель уже принял.',
  solutionSent: 'Решение отправлено учителю',
  solutionNotFound: 'Такого решения нет',
  solutionAlreadyReviewed: 'Это решение уже проверили',
  returnNeedsComment: 'Напиши, что исправить',
} as const;

/** Diamonds per in-person meeting: ATTENDANCE_DIAMONDS_PER_LEVEL times the pupil's level, and level 0 earns as level 1. */
export const attendanceDiamonds = (level: number): number => ATTENDANCE_DIAMONDS_PER_LEVEL * Math.max(1, level);
/** How far back a teacher may mark a meeting they forgot to mark. */
export const ATTENDANCE_DAYS_BACK = 30;
export const ATTENDANCE_MAX_PUPILS = 200;

/** The lesson whose check is the first half of the permit (src/content/lessons/lesson-13.ts). */
export const SOLDERING_LESSON_ID = 13;

/** PUT /api/v1/review/pupils/{id}/soldering-permit (staff) `{granted}` → `{data: SolderingPermit}`. */
export interface SolderingPermit {
  granted: boolean;
  /** Unix seconds, when granted. */
  grantedAt: number | null;
  grantedBy: { id: number; name: string } | null;
  /** Whether the pupil passed the safety lesson (a permit needs it). */
  lessonPassed: boolean;
}

/** POST /api/v1/classes/{id}/attendance `{date, present}` → `{data: AttendanceResult}`. */
export interface AttendanceResult {
  date: string;
  /** Pupils credited by this call, with the diamonds each earned. */
  credited: { userId: number; diamonds: number }[];
  /** Pupils already marked that day: credited before, not again. */
  already: number[];
}

/** GET /api/v1/classes/{id}/attendance?date= → `{data: AttendanceDay}`. */
export interface AttendanceDay {
  date: string;
  present: { userId: number; diamonds: number }[];
}

export type TaskSolutionState = 'pending' | 'approved' | 'returned';

/** GET /api/v1/review/tasks (staff) → `{data: TaskQueueItem[], count}`, oldest first. */
export interface TaskQueueItem {
  id: number;
  pupil: { id: number; firstName: string; lastName: string | null; level: number };
  taskId: number;
  taskTitle: string;
  taskText: string;
  reward: number;
  solution: string;
  submittedAt: number;
  /** The solution's photo (GET /api/v1/review/tasks/{id}/photo), or null without one. */
  photo: { width: number; height: number } | null;
}

/** The form field of a solution's one optional photo (doneTaskWeb). */
export const SOLUTION_PHOTO_FIELD = 'solutionPhoto';

/** What the pupil sees of their last solution of a task. */
export interface TaskReview {
  state: TaskSolutionState;
  comment: string | null;
  reviewedAt: number | null;
}

/** The date the server calls today, 'YYYY-MM-DD' in UTC. */
export const isoDay = (unixSeconds: number): string => new Date(unixSeconds * 1000).toISOString().slice(0, 10);

/** A 'YYYY-MM-DD' date that exists, within the last ATTENDANCE_DAYS_BACK days and not after tomorrow (a school east of UTC is a day ahead). */
export function attendanceDateProblem(date: unknown, nowSeconds: number): string | undefined {
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return CLUB_MSG.attendanceBadDate;
  const time = Date.parse(`${date}T00:00:00Z`);
  if (!Number.isFinite(time) || isoDay(time / 1000) !== date) return CLUB_MSG.attendanceBadDate;
  const day = 86_400;
  const today = Math.floor(nowSeconds / day) * day;
  const at = time / 1000;
  if (at > today + day || at < today - ATTENDANCE_DAYS_BACK * day) return CLUB_MSG.attendanceBadDate;
  return undefined;
}
