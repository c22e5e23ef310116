import { CLASS_MSG, UNDO_WINDOW_SECONDS, type UndoReply } from '../../domain/classes';
import type { DB } from '../db/database';
import { ledgerRepository } from '../db/repositories/ledger';
import { pupilHistoryRepository } from '../db/repositories/pupil-history';
import { lockSubmission, submissionsRepository } from '../db/repositories/submissions';
import { threadsRepository } from '../db/repositories/threads';
import type { UserRow } from '../db/schema';
import { inWriteTransaction } from '../db/transaction';
import { approvalRef, projectReward } from './approval';
import { recordAudit } from './audit-trail';
import { fail, type Failure } from './outcome';

// A teacher's second thought (docs/decisions/0132-undoing-a-decision.md): within
// UNDO_WINDOW_SECONDS the one who decided (or an admin) puts the work back to pending. An
// approval's reward is taken back by reversing ledger rows; what the pupil already spent stays
// spent and the balance stops at zero.

const nowSeconds = () => Math.floor(Date.now() / 1000);

export type UndoFailure = Failure<'NOT_FOUND' | 'FORBIDDEN' | 'UNDO_NOT_POSSIBLE'>;

export function undoDecision(db: DB, viewer: UserRow, submissionId: number, now = nowSeconds()): Promise<{ ok: true; data: UndoReply } | UndoFailure> {
  return inWriteTransaction(db, async (trx): Promise<{ ok: true; data: UndoReply } | UndoFailure> => {
    if (!Number.isSafeInteger(submissionId) || submissionId > 2_147_483_647) return fail('NOT_FOUND');
    const row = await lockSubmission(trx, submissionId);
    if (!row) return fail('NOT_FOUND');
    if (row.status === 'pending' || row.reviewed_at === null) return fail('UNDO_NOT_POSSIBLE', { message: CLASS_MSG.undoNothing });
    if (viewer.role !== 'admin' && row.reviewer_id !== viewer.id) return fail('FORBIDDEN', { message: CLASS_MSG.undoNotYours });
    if (now > Number(row.reviewed_at) + UNDO_WINDOW_SECONDS) return fail('UNDO_NOT_POSSIBLE', { message: CLASS_MSG.undoLate });
    // A returned work sent again: two pending ones of a project cannot be.
    if (row.status === 'returned' && (await pupilHistoryRepository(trx).hasNewer(row))) {
      return fail('UNDO_NOT_POSSIBLE', { message: CLASS_MSG.undoResent });
    }

    const approved = row.status === 'approved';
    const undone = await submissionsRepository(trx).undoDecision(row);
    if (!undone) return fail('UNDO_NOT_POSSIBLE', { message: CLASS_MSG.undoNothing });

    await threadsRepository(trx).removeDecisionMessages(row.id);

    const details: Record<string, number | string> = { submissionId: row.id, projectId: row.project_id, from: row.status };
    if (approved) {
      const ledger = ledgerRepository(trx);
      const reward = projectReward(row.project_id);
      const base = { userId: row.user_id, amount: reward, reason: 'undo', ref: `undo:${approvalRef(row.id, row.undone_approvals)}`, now };
      const diamonds = await ledger.reverse({ ...base, kind: 'diamonds' });
      const rating = await ledger.reverse({ ...base, kind: 'rating' });
      details.diamonds = diamonds.ok ? diamonds.taken : 0;
      details.rating = rating.ok ? rating.taken : 0;
    }
    await recordAudit(trx, { actorId: viewer.id, action: 'undo', subjectId: row.user_id, details, now });
    return { ok: true, data: { submissionId: row.id, status: 'pending', message: CLASS_MSG.undone } };
  });
}
