import type { DB } from '../database';
import type { LedgerKind, SubmissionRowStatus } from '../schema';

// Reads for the class matrix and a pupil's history: every submission with its reviewer, the
// ledger's last movements. Nothing here writes.

export interface MatrixSubmissionRow {
  id: number;
  user_id: number;
  project_id: number;
  status: SubmissionRowStatus;
  created_at: number;
  reviewed_at: number | null;
}

/** A matrix row and what a history shows of it besides: the reviewer, the words, the photo's size, the marks. */
export interface HistoryRow extends MatrixSubmissionRow {
  review_comment: string;
  reviewer_id: number | null;
  reviewer_first_name: string | null;
  reviewer_last_name: string | null;
  width: number;
  height: number;
  /** The teacher's marks, JSON (server/services/thread.ts storedMarks). */
  marks: string;
}

const LEDGER_SHOWN = 100;

export function pupilHistoryRepository(db: DB) {
  const historyRows = () =>
    db
      .selectFrom('submissions')
      .leftJoin('users as reviewer', 'reviewer.id', 'submissions.reviewer_id')
      .select([
        'submissions.id as id',
        'submissions.user_id as user_id',
        'submissions.project_id as project_id',
        'submissions.status as status',
        'submissions.created_at as created_at',
        'submissions.reviewed_at as reviewed_at',
        'submissions.review_comment as review_comment',
        'submissions.reviewer_id as reviewer_id',
        'reviewer.first_name as reviewer_first_name',
        'reviewer.last_name as reviewer_last_name',
        'submissions.width as width',
        'submissions.height as height',
        'submissions.marks as marks',
      ]);
  const normal = (row: HistoryRow): HistoryRow => ({ ...row, created_at: Number(row.created_at), reviewed_at: row.reviewed_at === null ? null : Number(row.reviewed_at) });

  return {
    /** A pupil's submissions, newest first, with who reviewed them. */
    async submissionsOf(userId: number): Promise<HistoryRow[]> {
      const rows = await historyRows()
        .where('submissions.user_id', '=', userId)
        .orderBy('submissions.created_at', 'desc')
        .orderBy('submissions.id', 'desc')
        .execute();
      return rows.map(normal);
    },

    /** One submission as a history shows it. */
    async submissionById(id: number): Promise<HistoryRow | undefined> {
      if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
      const row = await historyRows().where('submissions.id', '=', id).executeTakeFirst();
      return row && normal(row);
    },

    /** Every submission of these pupils, oldest first (the newest of a project comes last). */
    async submissionsOfPupils(userIds: readonly number[]): Promise<MatrixSubmissionRow[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .selectFrom('submissions')
        .select(['id', 'user_id', 'project_id', 'status', 'created_at', 'reviewed_at'])
        .where('user_id', 'in', userIds)
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .execute();
      return rows.map((row) => ({ ...row, created_at: Number(row.created_at), reviewed_at: row.reviewed_at === null ? null : Number(row.reviewed_at) }));
    },

    /** The last movements of a pupil's diamonds and rating, newest first. */
    async ledgerOf(userId: number): Promise<{ kind: LedgerKind; delta: number; reason: string; created_at: number }[]> {
      const rows = await db
        .selectFrom('ledger')
        .select(['kind', 'delta', 'reason', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(LEDGER_SHOWN)
        .execute();
      return rows.map((row) => ({ ...row, delta: Number(row.delta), created_at: Number(row.created_at) }));
    },

    /** A submission newer than this one of the same pupil and project (a resend after a return). */
    async hasNewer(submission: { id: number; user_id: number; project_id: number }): Promise<boolean> {
      const row = await db
        .selectFrom('submissions')
        .select('id')
        .where('user_id', '=', submission.user_id)
        .where('project_id', '=', submission.project_id)
        .where('id', '>', submission.id)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
