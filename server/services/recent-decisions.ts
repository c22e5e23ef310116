import { UNDO_WINDOW_SECONDS } from '../../domain/classes';
import { COMMENT_BANK_SIZE, type RecentDecision } from '../../domain/review';
import type { DB } from '../db/database';
import { submissionsRepository } from '../db/repositories/submissions';
import type { UserRow } from '../db/schema';
import { projectTitle } from './approval';

// What the teacher's queue keeps beside the work: their decisions still inside the undo window
// (server/services/review-undo.ts) and their comment bank
// (docs/decisions/0248-the-comment-bank-is-the-teachers-own-words.md).

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The viewer's own decisions of the last UNDO_WINDOW_SECONDS, newest first. */
export async function recentDecisions(db: DB, viewer: UserRow, now = nowSeconds()): Promise<RecentDecision[]> {
  const rows = await submissionsRepository(db).decidedBy(viewer.id, now - UNDO_WINDOW_SECONDS);
  return rows.flatMap((row): RecentDecision[] =>
    row.status === 'approved' || row.status === 'returned'
      ? [
          {
            submissionId: row.id,
            pupil: { id: row.user_id, firstName: row.pupil_first_name, lastName: row.pupil_last_name || null, photo: row.pupil_photo, level: row.pupil_level, role: row.pupil_role },
            projectId: row.project_id,
            projectTitle: projectTitle(row.project_id),
            status: row.status,
            decidedAt: row.reviewed_at,
            undoUntil: row.reviewed_at + UNDO_WINDOW_SECONDS,
          },
        ]
      : [],
  );
}

/** The viewer's most used words on their own decisions: one tap puts one into a comment. */
export function commentBank(db: DB, viewer: UserRow): Promise<string[]> {
  return submissionsRepository(db).frequentComments(viewer.id, COMMENT_BANK_SIZE);
}
