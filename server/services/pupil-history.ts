import { UNDO_WINDOW_SECONDS, type HistoryItem, type PupilHistoryReply } from '../../domain/classes';
import { isStaff } from '../../domain/constants';
import { MEDAL_TITLES } from '../../domain/standing';
import type { DB } from '../db/database';
import { classesRepository } from '../db/repositories/classes';
import { pupilHistoryRepository, type HistoryRow } from '../db/repositories/pupil-history';
import { usersRepository } from '../db/repositories/users';
import type { UserRow } from '../db/schema';
import { projectTitle } from './approval';
import { fail, type Failure } from './outcome';
import { achievementsOf } from './standing';
import { conversationsOf, mayJoinThread } from './thread';

// Every submission of a pupil with its photo, the teacher's words and the decision, newest first:
// to staff on the pupil's page (with the ledger, medals, class and last seen), to the pupil as
// «Мои работы».

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Whether `viewer` may undo this decision now (server/services/review-undo.ts decides the same). */
export function undoUntil(row: Pick<HistoryRow, 'status' | 'reviewed_at' | 'reviewer_id'>, viewer: Pick<UserRow, 'id' | 'role'>, resent: boolean, now: number): number | null {
  if (row.status === 'pending' || row.reviewed_at === null) return null;
  if (viewer.role !== 'admin' && row.reviewer_id !== viewer.id) return null;
  if (row.status === 'returned' && resent) return null;
  const until = row.reviewed_at + UNDO_WINDOW_SECONDS;
  return until > now ? until : null;
}

async function historyItems(db: DB, rows: HistoryRow[], viewer: Pick<UserRow, 'id' | 'role'> | null, now: number): Promise<HistoryItem[]> {
  const conversations = await conversationsOf(db, rows);
  // Rows are newest first: a project seen before this row was sent again after it.
  const seen = new Set<number>();
  return rows.map((row) => {
    const resent = seen.has(row.project_id);
    seen.add(row.project_id);
    const conversation = conversations.get(row.id);
    return {
      id: row.id,
      projectId: row.project_id,
      projectTitle: projectTitle(row.project_id),
      status: row.status,
      submittedAt: row.created_at,
      reviewedAt: row.reviewed_at,
      comment: row.review_comment || null,
      reviewer:
        row.reviewer_id === null ? null : { id: row.reviewer_id, firstName: row.reviewer_first_name ?? '', lastName: row.reviewer_last_name || null },
      width: row.width,
      height: row.height,
      undoUntil: viewer ? undoUntil(row, viewer, resent, now) : null,
      photos: conversation?.photos ?? [{ index: 0, width: row.width, height: row.height }],
      marks: conversation?.marks ?? [],
      messages: conversation?.messages ?? [],
    };
  });
}

/** The pupil's own history («Мои работы»). */
export async function mySubmissions(db: DB, user: UserRow, now = nowSeconds()): Promise<HistoryItem[]> {
  return historyItems(db, await pupilHistoryRepository(db).submissionsOf(user.id), null, now);
}

/**
 * One submission as a history shows it (GET /review/submissions/{id}: the teacher's side-by-side of
 * a resubmission): to staff and its pupil; to anyone else it is not there.
 */
export async function oneSubmission(db: DB, viewer: UserRow, submissionId: number, now = nowSeconds()): Promise<{ ok: true; data: HistoryItem } | Failure<'NOT_FOUND'>> {
  const history = pupilHistoryRepository(db);
  const row = await history.submissionById(submissionId);
  if (!row || !mayJoinThread(viewer, row)) return fail('NOT_FOUND');
  const resent = await history.hasNewer(row);
  const [item] = await historyItems(db, [row], isStaff(viewer.role) ? viewer : null, now);
  if (!item) return fail('NOT_FOUND');
  return { ok: true, data: { ...item, undoUntil: isStaff(viewer.role) ? undoUntil(row, viewer, resent, now) : null } };
}

/** A pupil's page for staff. */
export async function pupilHistory(db: DB, viewer: UserRow, userId: number, now = nowSeconds()): Promise<{ ok: true; data: PupilHistoryReply } | Failure<'USER_NOT_FOUND'>> {
  const pupil = await usersRepository(db).findById(userId);
  if (!pupil || pupil.deleted_at !== null) return fail('USER_NOT_FOUND');
  const history = pupilHistoryRepository(db);
  const [rows, ledger, medals, classRow] = await Promise.all([
    history.submissionsOf(userId),
    history.ledgerOf(userId),
    achievementsOf(db, userId, now),
    pupil.class_id === null ? undefined : classesRepository(db).findById(pupil.class_id),
  ]);
  return {
    ok: true,
    data: {
      pupil: {
        id: pupil.id,
        firstName: pupil.first_name,
        lastName: pupil.last_name || null,
        email: pupil.email,
        level: pupil.level,
        diamonds: pupil.diamonds,
        rating: pupil.rating,
        medals: medals.map((medal) => `${MEDAL_TITLES[medal.place]} · ${medal.date}`),
        classId: classRow?.id ?? null,
        className: classRow?.name ?? null,
        lastSeen: pupil.last_seen_at === null ? null : Number(pupil.last_seen_at),
        ledger: ledger.map((row) => ({ kind: row.kind, delta: row.delta, reason: row.reason, createdAt: row.created_at })),
      },
      submissions: await historyItems(db, rows, viewer, now),
    },
  };
}
