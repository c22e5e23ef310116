import { projects } from '../../src/content/projects';
import { REVIEW_COMMENT_MAX } from '../../domain/review';
import type { DecisionBody } from '../../domain/review-conversation';
import { checkText } from '../../domain/text';
import type { DB } from '../db/database';
import { ledgerRepository } from '../db/repositories/ledger';
import { submissionsRepository } from '../db/repositories/submissions';
import { threadsRepository } from '../db/repositories/threads';
import { usersRepository } from '../db/repositories/users';
import type { SubmissionRow } from '../db/schema';
import { inWriteTransaction } from '../db/transaction';
import { recordAudit } from './audit-trail';
import { awardBadges } from './badges';
import { fail, type Failure } from './outcome';
import { checkedMarks } from './marks';

// The teacher's decision on a pending submission (docs/decisions/0044-a-submission-is-decided-by-two-unique-indexes.md). Answers are domain
// outcomes (services/outcome.ts); the review routes turn them into HTTP with `httpFailure`.

/**
 * Missing (or its pupil's account deleted), approved or returned already (a second click, or
 * another teacher first), or the reviewer's own (docs/decisions/0102-nobody-credits-or-reviews-their-own-work.md).
 */
export type ReviewFailure = Failure<'NOT_FOUND' | 'VALIDATION_ERROR' | 'ALREADY_REVIEWED' | 'FORBIDDEN'>;

export const REVIEW_MESSAGES = { ownWork: 'Свою работу проверяет другой преподаватель' } as const;

export type ApproveResult = { ok: true; submission: SubmissionRow; diamonds: number; rating: number } | ReviewFailure;
export type ReturnResult = { ok: true; submission: SubmissionRow } | ReviewFailure;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The reward of a project (src/content/projects.ts): as many diamonds as rating points. */
export function projectReward(projectId: number): number {
  const project = projects.find((p) => p.id === projectId);
  if (!project) throw new Error(`Нет проекта №${projectId}`);
  return project.reward;
}

/** A project's title for the teacher's queue and the pupil's notices. */
export const projectTitle = (projectId: number) => projects.find((p) => p.id === projectId)?.title ?? `Проект №${projectId}`;

export const submissionRef = (submissionId: number) => `submission:${submissionId}`;

/**
 * The ledger ref of an approval: the first is 'submission:12'; after an undo the next approval
 * is 'submission:12:2', so it is credited again, once (server/services/review-undo.ts).
 */
export const approvalRef = (submissionId: number, undoneApprovals: number) =>
  undoneApprovals === 0 ? submissionRef(submissionId) : `${submissionRef(submissionId)}:${undoneApprovals + 1}`;

/**
 * Why a conditional update touched nothing: the submission is missing or its pupil's account is
 * deleted, it is the reviewer's own, or it is no longer pending.
 */
async function whyNot(db: DB, submissionId: number, reviewerId: number): Promise<ReviewFailure> {
  const row = await submissionsRepository(db).findById(submissionId);
  if (!row) return fail('NOT_FOUND');
  if (row.user_id === reviewerId) return fail('FORBIDDEN', { message: REVIEW_MESSAGES.ownWork });
  const pupil = await usersRepository(db).findById(row.user_id);
  if (!pupil || pupil.deleted_at !== null) return fail('NOT_FOUND');
  return fail('ALREADY_REVIEWED');
}

/**
 * pending → approved and the project's reward credited to the pupil as diamonds and rating, all
 * in one write transaction: the conditional update lets exactly one of any number of parallel
 * approvals through, and the ledger's unique (user, kind, 'submission:<id>') would refuse a second
 * credit even if it did not. The reward is credited once or not at all.
 */
export function approve(db: DB, submissionId: number, reviewerId: number, now = nowSeconds(), decision: DecisionBody = {}): Promise<ApproveResult> {
  const comment = decision.comment?.trim() ?? '';
  // An approval's words are optional; when given, the same rules as a return's.
  const problem = comment === '' ? undefined : returnCommentProblem(comment);
  if (problem) return Promise.resolve(fail('VALIDATION_ERROR', { message: problem }));
  return inWriteTransaction(db, async (trx): Promise<ApproveResult> => {
    const marks = await marksFor(trx, submissionId, decision.marks);
    if (!marks.ok) return marks;
    const submission = await submissionsRepository(trx).review(submissionId, { status: 'approved', reviewerId, comment, marks: marks.json, now });
    if (!submission) return whyNot(trx, submissionId, reviewerId);
    if (comment) await threadsRepository(trx).add({ submissionId, authorId: reviewerId, text: comment, fromDecision: true, now });

    const reward = projectReward(submission.project_id);
    const ledger = ledgerRepository(trx);
    const base = { userId: submission.user_id, delta: reward, reason: 'approval', ref: approvalRef(submission.id, submission.undone_approvals), now };
    const diamonds = await ledger.credit({ ...base, kind: 'diamonds' });
    const rating = await ledger.credit({ ...base, kind: 'rating' });
    await recordAudit(trx, { actorId: reviewerId, action: 'approve', subjectId: submission.user_id, details: { submissionId, projectId: submission.project_id }, now });
    // The first, fifth and fifteenth project approved earn badges, in this transaction.
    await awardBadges(trx, submission.user_id, now);
    // 'already-credited' cannot happen while the status guard holds (a submission leaves pending
    // once); if it ever does, the earlier credit stands and nothing is credited twice.
    return {
      ok: true,
      submission,
      diamonds: diamonds.ok ? reward : 0,
      rating: rating.ok ? reward : 0,
    };
  });
}

/** The rules of a return comment: what the teacher's form checks, checked again here. */
export function returnCommentProblem(comment: string): string | undefined {
  return checkText(comment, {
    label: 'Комментарий',
    required: 'Напишите, что нужно исправить',
    max: REVIEW_COMMENT_MAX,
    multiline: true,
  });
}

/** Marks checked against the photos of a submission; a missing submission is whyNot's to tell. */
async function marksFor(db: DB, submissionId: number, marks: unknown): Promise<{ ok: true; json: string } | Failure<'VALIDATION_ERROR'>> {
  if (marks === undefined) return { ok: true, json: '[]' };
  const row = await submissionsRepository(db).findById(submissionId);
  return row ? checkedMarks(db, row, marks) : { ok: true, json: '[]' };
}

/**
 * pending → returned with the teacher's comment and marks; the comment starts the submission's
 * thread. The pupil may then send the project again.
 */
export async function returnForRework(
  db: DB,
  submissionId: number,
  reviewerId: number,
  comment: string,
  now = nowSeconds(),
  marks?: unknown,
): Promise<ReturnResult> {
  const problem = returnCommentProblem(comment);
  if (problem) return fail('VALIDATION_ERROR', { message: problem });
  return inWriteTransaction(db, async (trx): Promise<ReturnResult> => {
    const checked = await marksFor(trx, submissionId, marks);
    if (!checked.ok) return checked;
    const submission = await submissionsRepository(trx).review(submissionId, {
      status: 'returned',
      reviewerId,
      comment: comment.trim(),
      marks: checked.json,
      now,
    });
    if (!submission) return whyNot(trx, submissionId, reviewerId);
    await threadsRepository(trx).add({ submissionId, authorId: reviewerId, text: comment.trim(), fromDecision: true, now });
    await recordAudit(trx, { actorId: reviewerId, action: 'return', subjectId: submission.user_id, details: { submissionId, projectId: submission.project_id }, now });
    return { ok: true, submission };
  });
}
