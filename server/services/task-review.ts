import type { ReadStream } from 'node:fs';
import { CLUB_MSG, type TaskQueueItem } from '../../domain/club';
import { isStaff } from '../../domain/constants';
import { REVIEW_COMMENT_MAX } from '../../domain/review';
import { checkText } from '../../domain/text';
import type { DB } from '../db/database';
import { learningRepository } from '../db/repositories/learning';
import { ledgerRepository } from '../db/repositories/ledger';
import type { UserRow } from '../db/schema';
import { inWriteTransaction } from '../db/transaction';
import { recordAudit } from './audit-trail';
import { afterClubEvent } from './club-badges';
import { taskById } from './learning-catalog';
import { fail, type Failure } from './outcome';
import type { PhotoStore } from './photo-store';
import type { PhotoSize } from './submission-photos';

// Tasks read by a teacher (docs/decisions/0210-tasks-read-by-a-teacher.md): a solution handed in
// waits beside the projects; accepting it pays the task's reward once per task, returning it asks
// the pupil to try again with the teacher's words.

const QUEUE_LIMIT = 100;

export type SolutionPhotoFile = { ok: true; stream: ReadStream; size: number; type: 'image/jpeg' | 'image/gif' } | Failure<'NOT_FOUND'>;

/**
 * A solution's photo (or its 320 px thumbnail) for staff and the pupil who handed it in; anyone
 * else is told it is not found, as a missing one is (docs/decisions/0230-a-strangers-work-is-not-found.md).
 * The type is fixed by our own stored name, never sniffed.
 */
export async function openSolutionPhoto(db: DB, store: PhotoStore, viewer: UserRow, solutionId: number, size: PhotoSize): Promise<SolutionPhotoFile> {
  const row = await learningRepository(db).solutionPhoto(solutionId);
  if (!row || (row.userId !== viewer.id && !isStaff(viewer.role))) return fail('NOT_FOUND');
  const name = size === 'thumb' ? row.thumb : row.photo;
  const file = name ? await store.openStream(name) : undefined;
  if (!name || !file) return fail('NOT_FOUND', { message: 'Фото не найдено' });
  return { ok: true, ...file, type: name.endsWith('.gif') ? 'image/gif' : 'image/jpeg' };
}

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
        photo: row.photo_width !== null && row.photo_height !== null ? { width: row.photo_width, height: row.photo_height } : null,
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
