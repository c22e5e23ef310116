import { CLUB_MSG, type TaskQueueItem } from '../../src/domain/club';
import { REVIEW_COMMENT_MAX } from '../../src/domain/review';
import { checkText } from '../../src/domain/text';
import type { DB } from '../db/database';
import { learningRepository } from '../db/repositories/learning';
import { ledgerRepository } from '../db/repositories/ledger';
import type { UserRow } from '../db/schema';
import { inWriteTransaction } from '../db/transaction';
import { recordAudit } from './audit-trail';
import { afterClubEvent } from './club-badges';
import { taskById } from './learning-catalog';
import { fail, type Failure } from './outcome';

// Tasks read by a teacher (docs/decisions/0210-tasks-read-by-a-teacher.md): a solution handed in
// waits beside the projects; accepting it pays the task's reward once per task, returning it asks
// the pupil to try again with the teacher's words.

const QUEUE_LIMIT = 100;

type DecideFailure = Failure<'NOT_FOUND' | 'ALREADY_REVIEWED' | 'VALIDATION_ERROR'>;

export async function taskQueue(db: DB): Promise<{ data: TaskQueueItem[]; count: number }> {
  const learning = learningRepository(db);
  const [rows, count] = await Promise.all([learning.waitingSolutions(QUEUE_LIMIT), learning.waitingCount()]);
  const data = rows.flatMap((row): TaskQueueItem[] => {
    const task = taskById(row.task_id);
    if (!task) return [];
    return [
      {
        id: row.id,
        pupil: { id: row.user_id, firstName: row.first_name, lastName: row.last_name || null, level: row.level },
        taskId: task.id,
        taskTitle: task.title,
        taskText: task.text,
        reward: task.reward,
        solution: row.solution,
        submittedAt: row.created_at,
      },
    ];
  });
  return { data, count };
}

/** Accepts a waiting solution: `credited` is the task's reward, or 0 when this task was paid before. */
export async function approveTask(db: DB, staff: UserRow, solutionId: number, now: number): Promise<{ ok: true; credited: number } | DecideFailure> {
  const solution = await learningRepository(db).findSolution(solutionId);
  const task = solution && taskById(solution.taskId);
  if (!solution || !task) return fail('NOT_FOUND', { message: CLUB_MSG.solutionNotFound });
  return inWriteTransaction(db, async (trx): Promise<{ ok: true; credited: number } | DecideFailure> => {
    const decided = await learningRepository(trx).decideSolution(solutionId, { status: 'approved', by: staff.id, at: now, comment: null });
    if (!decided) return fail('ALREADY_REVIEWED', { message: CLUB_MSG.solutionAlreadyReviewed });
    const credit = await ledgerRepository(trx).credit({ userId: solution.userId, kind: 'diamonds', delta: task.reward, reason: 'task', ref: `task-done:${task.id}`, now });
    await recordAudit(trx, { actorId: staff.id, action: 'task_approve', subjectId: solution.userId, details: { taskId: task.id, solutionId }, now });
    await afterClubEvent(trx, solution.userId, now);
    return { ok: true, credited: credit.ok ? task.reward : 0 };
  });
}

export async function returnTask(db: DB, staff: UserRow, solutionId: number, comment: string, now: number): Promise<{ ok: true } | DecideFailure> {
  const problem = checkText(comment, { label: 'Комментарий', required: CLUB_MSG.returnNeedsComment, max: REVIEW_COMMENT_MAX, multiline: true });
  if (problem) return fail('VALIDATION_ERROR', { message: problem });
  const solution = await learningRepository(db).findSolution(solutionId);
  if (!solution || !taskById(solution.taskId)) return fail('NOT_FOUND', { message: CLUB_MSG.solutionNotFound });
  return inWriteTransaction(db, async (trx): Promise<{ ok: true } | DecideFailure> => {
    const decided = await learningRepository(trx).decideSolution(solutionId, { status: 'returned', by: staff.id, at: now, comment: comment.trim() });
    if (!decided) return fail('ALREADY_REVIEWED', { message: CLUB_MSG.solutionAlreadyReviewed });
    await recordAudit(trx, { actorId: staff.id, action: 'task_return', subjectId: solution.userId, details: { taskId: solution.taskId, solutionId }, now });
    return { ok: true };
  });
}
