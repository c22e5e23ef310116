import { MCU_TASKS, mcuTaskById } from '../../src/content/mcu/tasks';
import { MCU_API_MSG, type McuCheckResult, type McuTaskSummary } from '../../domain/mcu/api';
import { checkProgram } from '../../domain/mcu/check';
import { LESSONS_MSG } from '../../domain/lessons';
import { mcuTaskReward } from '../content/mcu-task-rewards';
import type { DB } from '../db/database';
import { ledgerRepository } from '../db/repositories/ledger';
import { mcuTasksRepository } from '../db/repositories/mcu-tasks';
import type { UserRow } from '../db/schema';
import { ACCOUNT_DELETED, whileLive } from './account-lock';
import { openLessonIds } from './learning';
import { courseById, courseOpenAt, lectureById } from './learning-catalog';
import { fail, type Failure } from './outcome';

// The programming tasks of the course «Микроконтроллеры»
// (docs/decisions/0266-programming-tasks-checked-and-paid-by-the-server.md): the page checks a
// program at once with the same checker, but only the server's run counts. A pupil's first pass
// is kept and pays the task's reward once (ledger ref `mcu:<taskId>`); staff may check any task
// without buying its lesson, nothing kept or paid; a parent's account only looks.

/** The ledger ref of a task's first-pass reward. */
export const mcuTaskRef = (taskId: number) => `mcu:${taskId}`;

/** For a parent («вы»): the account only looks, as for works and comments. */
export const MCU_PARENT_READ_ONLY = 'Аккаунт родителя — только для просмотра: задания по программированию решает сам ребёнок';

export type McuCheckFailure = Failure<'NOT_FOUND' | 'FORBIDDEN' | 'LOCKED' | 'LECTURE_NOT_BOUGHT' | 'VALIDATION_ERROR' | 'AUTH_REQUIRED'>;

const isStaff = (user: Pick<UserRow, 'role'>) => user.role === 'teacher' || user.role === 'admin';

/** Every task, in the course's order, with whether this user has passed it. */
export async function mcuTasksFor(db: DB, user: Pick<UserRow, 'id'>): Promise<McuTaskSummary[]> {
  const passed = new Set((await mcuTasksRepository(db).passes(user.id)).map((pass) => pass.taskId));
  return MCU_TASKS.map((task) => ({ id: task.id, lessonId: task.lessonId, title: task.title, passed: passed.has(task.id) }));
}

/**
 * A program checked by the task's checker here on the server. A pupil needs the task's lesson as
 * open as for its answers (the course open, the lesson bought or free); a program the checker
 * cannot read or run (malformed, too big, endless) is a Russian 400. A pupil's pass is kept and
 * paid once, in one write transaction holding the pupil's row: two passing checks at once pay once.
 */
export async function checkMcuTask(
  db: DB,
  user: Pick<UserRow, 'id' | 'level' | 'role'>,
  taskId: number,
  body: { program?: unknown },
  now: number,
): Promise<{ ok: true; data: McuCheckResult } | McuCheckFailure> {
  const task = mcuTaskById(taskId);
  const lecture = task && lectureById(task.lessonId);
  if (!task || !lecture) return fail('NOT_FOUND', { message: MCU_API_MSG.taskNotFound });
  if (user.role === 'parent') return fail('FORBIDDEN', { message: MCU_PARENT_READ_ONLY });
  const staff = isStaff(user);
  if (!staff) {
    const course = courseById(lecture.courseId);
    if (course && !courseOpenAt(course, user.level)) return fail('LOCKED', { message: LESSONS_MSG.secretLocked });
    if (!(await openLessonIds(db, user.id)).has(lecture.id)) return fail('LECTURE_NOT_BOUGHT');
  }
  if (body.program === undefined || body.program === null) return fail('VALIDATION_ERROR', { message: MCU_API_MSG.programMissing });

  const checked = checkProgram(task, body.program);
  if (!checked.ok) return fail('VALIDATION_ERROR', { message: checked.message });
  const { passed, explanation } = checked.verdict;
  if (!passed || staff) return { ok: true, data: { passed, explanation, reward: 0 } };

  const reward = mcuTaskReward(task.id);
  const paid = await whileLive(db, user.id, async (trx) => {
    const passes = mcuTasksRepository(trx);
    if (!(await passes.recordPass(user.id, task.id, reward, now))) return 0;
    const credit = await ledgerRepository(trx).credit({ userId: user.id, kind: 'diamonds', delta: reward, reason: 'mcu', ref: mcuTaskRef(task.id), now });
    if (credit.ok) return reward;
    // The ledger had the ref already (a pass row lost, never in normal use): the pass pays nothing again.
    await passes.setReward(user.id, task.id, 0);
    return 0;
  });
  if (paid === ACCOUNT_DELETED) return fail('AUTH_REQUIRED');
  return { ok: true, data: { passed, explanation, reward: paid } };
}
