import type { Role } from '../../../domain/constants';
import { withoutForbiddenChars } from '../../../domain/text';
import type { DB } from '../database';
import type { SubmissionPhotosTable, SubmissionRow, SubmissionRowStatus } from '../schema';
import { lockForUpdate, type WriteTransaction } from '../transaction';

/** A submission's second or third photo as stored (the first is in the submissions row). */
export type ExtraPhoto = Omit<SubmissionPhotosTable, 'submission_id' | 'slot'>;
/** A stored photo of a submission with its index (0 is the row's own). */
export type IndexedPhoto = ExtraPhoto & { index: number };

/** The longest original file name we keep, in characters. */
export const ORIGINAL_NAME_MAX = 100;

/**
 * The client's file name as we keep it: the last path part only (browsers and old Windows send
 * `C:\fakepath\photo.jpg`), no invisible or control characters, spaces squeezed, at most
 * ORIGINAL_NAME_MAX characters (cut between code points, never inside an emoji's surrogate pair).
 * It is only ever shown as text; files are stored under random names (server/services/photo-store.ts).
 */
export function cleanOriginalName(name: string): string {
  const last = name.split(/[/\\]/).pop() ?? '';
  // Tabs and line breaks are spaces in a name; other invisible characters go.
  // A file name is shown as text: nothing invisible may turn it around or hide in it (the text fields' rule).
  const visible = withoutForbiddenChars(last.replace(/[\t\n\r\v\f]/g, ' ')).replace(/\s+/gu, ' ').trim();
  return Array.from(visible).slice(0, ORIGINAL_NAME_MAX).join('').trim();
}

export interface NewSubmission {
  userId: number;
  projectId: number;
  /** Stored names from the photo store. */
  photo: string;
  thumb: string;
  /** As the client sent it: cleaned here. */
  originalName: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  idempotencyKey: string;
  /** sha256 (hex) of the photo as sent (services/submissions.ts `photoSha256`). */
  photoSha256?: string;
  /** The teacher who recorded it on the pupil's behalf, if any. */
  createdBy?: number | null;
  /** The second and third photos, stored with the row in one statement group (call inside a transaction). */
  extraPhotos?: readonly ExtraPhoto[];
  now: number;
}

export type CreateSubmissionResult =
  /** `created` is false when the key was seen before: `submission` is the first one, unchanged. */
  | { ok: true; created: boolean; submission: SubmissionRow }
  /** The pupil already has a pending or approved submission of this project (under another key). */
  | { ok: false; reason: 'already-submitted' };

/** A pending submission with what the teacher's queue shows of its pupil. */
/** What the queue shows of a pending submission: its columns only (all of them cost 5 µs a row). */
const QUEUED = ['id', 'user_id', 'project_id', 'created_at', 'original_name', 'width', 'height', 'marks'] as const;

export interface QueueRow extends Pick<SubmissionRow, (typeof QUEUED)[number]> {
  pupil_first_name: string;
  pupil_last_name: string;
  pupil_photo: string;
  pupil_level: number;
  pupil_role: Role;
  /** First name of the teacher who recorded it on the pupil's behalf. */
  recorded_by_name: string | null;
  /** The pupil's class now, or null outside any. */
  class_id: number | null;
  class_name: string | null;
}

/** A decision a teacher made lately: what the queue lists under «Отменить решение». */
export interface DecisionRow {
  id: number;
  user_id: number;
  project_id: number;
  status: SubmissionRowStatus;
  reviewed_at: number;
  pupil_first_name: string;
  pupil_last_name: string;
  pupil_photo: string;
  pupil_level: number;
  pupil_role: Role;
}

export interface Review {
  status: Exclude<SubmissionRowStatus, 'pending'>;
  reviewerId: number;
  comment?: string;
  /** JSON of the checked marks. */
  marks?: string;
  now: number;
}

// Ids are 32-bit integers on PostgreSQL; a larger number can name no row (and would be an error).
const MAX_ID = 2_147_483_647;
const isId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID;

/** Built from the database or from a write transaction (`submissionsRepository(trx)`). */
export function submissionsRepository(db: DB) {
  const findByKey = (userId: number, idempotencyKey: string): Promise<SubmissionRow | undefined> =>
    db
      .selectFrom('submissions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();

  return {
    /**
     * One submission per (pupil, idempotency key) and at most one pending or approved one per
     * (pupil, project) — both decided by the unique indexes, never by a read first, so retries and
     * two uploads racing end the same on SQLite and PostgreSQL. `on conflict do nothing` (no
     * target) stands down on either index without an error, so this also works inside a
     * PostgreSQL transaction; the key lookup afterwards tells which index it was: a committed
     * conflicting row is visible to the next statement under READ COMMITTED.
     */
    async create(input: NewSubmission): Promise<CreateSubmissionResult> {
      const inserted = await db
        .insertInto('submissions')
        .values({
          user_id: input.userId,
          project_id: input.projectId,
          status: 'pending',
          photo: input.photo,
          thumb: input.thumb,
          original_name: cleanOriginalName(input.originalName),
          mime: input.mime,
          width: input.width,
          height: input.height,
          bytes: input.bytes,
          idempotency_key: input.idempotencyKey,
          photo_sha256: input.photoSha256 ?? null,
          created_at: input.now,
          created_by: input.createdBy ?? null,
        })
        .onConflict((oc) => oc.doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted) {
        const extras = input.extraPhotos ?? [];
        if (extras.length > 0) {
          await db
            .insertInto('submission_photos')
            .values(extras.map((extra, i) => ({ submission_id: inserted.id, slot: i + 1, ...extra })))
            .execute();
        }
        return { ok: true, created: true, submission: inserted };
      }
      const first = await findByKey(input.userId, input.idempotencyKey);
      if (first) return { ok: true, created: false, submission: first };
      return { ok: false, reason: 'already-submitted' };
    },

    findByKey,

    /** Every photo of these submissions, index 0 first: one query for a whole list. */
    async photosOf(rows: readonly Pick<SubmissionRow, 'id' | 'photo' | 'thumb' | 'mime' | 'width' | 'height' | 'bytes'>[]): Promise<Map<number, IndexedPhoto[]>> {
      const photos = new Map<number, IndexedPhoto[]>(
        rows.map((row) => [row.id, [{ index: 0, photo: row.photo, thumb: row.thumb, mime: row.mime, width: row.width, height: row.height, bytes: row.bytes }]]),
      );
      if (rows.length === 0) return photos;
      const extras = await db
        .selectFrom('submission_photos')
        .selectAll()
        .where('submission_id', 'in', rows.map((row) => row.id))
        .orderBy('submission_id')
        .orderBy('slot')
        .execute();
      for (const { submission_id, slot, ...extra } of extras) photos.get(submission_id)?.push({ index: slot, ...extra });
      return photos;
    },

    /** The extra photos' sizes of these submissions (what the lists show), by submission id. */
    async extraSizesOf(ids: readonly number[]): Promise<Map<number, { index: number; width: number; height: number }[]>> {
      const sizes = new Map<number, { index: number; width: number; height: number }[]>();
      if (ids.length === 0) return sizes;
      const rows = await db
        .selectFrom('submission_photos')
        .select(['submission_id', 'slot', 'width', 'height'])
        .where('submission_id', 'in', [...ids])
        .orderBy('submission_id')
        .orderBy('slot')
        .execute();
      for (const row of rows) sizes.set(row.submission_id, [...(sizes.get(row.submission_id) ?? []), { index: row.slot, width: row.width, height: row.height }]);
      return sizes;
    },

    /**
     * For each submission given, the same pupil's newest earlier submission of the same project
     * (a returned one: the work before this resend), or none.
     */
    async previousOf(rows: readonly Pick<SubmissionRow, 'id' | 'user_id' | 'project_id'>[]): Promise<Map<number, number>> {
      const previous = new Map<number, number>();
      if (rows.length === 0) return previous;
      const earlier = await db
        .selectFrom('submissions')
        .select(['id', 'user_id', 'project_id'])
        .where('user_id', 'in', [...new Set(rows.map((row) => row.user_id))])
        .where('status', '=', 'returned')
        .orderBy('id', 'asc')
        .execute();
      for (const row of rows) {
        const before = earlier.filter((e) => e.user_id === row.user_id && e.project_id === row.project_id && e.id < row.id).pop();
        if (before) previous.set(row.id, before.id);
      }
      return previous;
    },

    async findById(id: number): Promise<SubmissionRow | undefined> {
      if (!isId(id)) return undefined;
      return db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The pupil's newest submission of a project (any status), for the project page's status. */
    latestFor(userId: number, projectId: number): Promise<SubmissionRow | undefined> {
      return db
        .selectFrom('submissions')
        .selectAll()
        .where('user_id', '=', userId)
        .where('project_id', '=', projectId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** Pending work, oldest first, with the pupil's name, avatar, level and role. */
    queue({ limit = 100 }: { limit?: number } = {}): Promise<QueueRow[]> {
      return db
        .selectFrom('submissions')
        .innerJoin('users as pupil', 'pupil.id', 'submissions.user_id')
        .leftJoin('users as recorder', 'recorder.id', 'submissions.created_by')
        .leftJoin('classes', 'classes.id', 'pupil.class_id')
        .select(QUEUED.map((column) => `submissions.${column}` as const))
        .select([
          'pupil.first_name as pupil_first_name',
          'pupil.last_name as pupil_last_name',
          'pupil.photo as pupil_photo',
          'pupil.level as pupil_level',
          'pupil.role as pupil_role',
          'recorder.first_name as recorded_by_name',
          'classes.id as class_id',
          'classes.name as class_name',
        ])
        .where('submissions.status', '=', 'pending')
        .orderBy('submissions.created_at', 'asc')
        .orderBy('submissions.id', 'asc')
        .limit(limit)
        .execute();
    },

    /** The reviewer's decisions since a moment, newest first: the ones still theirs to undo. */
    async decidedBy(reviewerId: number, since: number): Promise<DecisionRow[]> {
      const rows = await db
        .selectFrom('submissions')
        .innerJoin('users as pupil', 'pupil.id', 'submissions.user_id')
        .select(['submissions.id', 'submissions.user_id', 'submissions.project_id', 'submissions.status', 'submissions.reviewed_at'])
        .select([
          'pupil.first_name as pupil_first_name',
          'pupil.last_name as pupil_last_name',
          'pupil.photo as pupil_photo',
          'pupil.level as pupil_level',
          'pupil.role as pupil_role',
        ])
        .where('submissions.reviewer_id', '=', reviewerId)
        .where('submissions.status', 'in', ['approved', 'returned'])
        .where('submissions.reviewed_at', '>=', since)
        .where('pupil.deleted_at', 'is', null)
        .orderBy('submissions.reviewed_at', 'desc')
        .orderBy('submissions.id', 'desc')
        .limit(100)
        .execute();
      return rows.map((row) => ({ ...row, reviewed_at: Number(row.reviewed_at) }));
    },

    /** The reviewer's own words on their decisions, the most used first (ties: the latest first). */
    async frequentComments(reviewerId: number, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('submissions')
        .select((eb) => ['review_comment', eb.fn.countAll<number | string>().as('uses'), eb.fn.max('reviewed_at').as('last')])
        .where('reviewer_id', '=', reviewerId)
        .where('review_comment', '!=', '')
        .groupBy('review_comment')
        .orderBy('uses', 'desc')
        .orderBy('last', 'desc')
        .orderBy('review_comment', 'asc')
        .limit(limit)
        .execute();
      return rows.map((row) => row.review_comment);
    },

    /** The newest submission of each project the pupil has sent, for the projects page. */
    async latestPerProject(userId: number): Promise<Map<number, SubmissionRowStatus>> {
      const rows = await db
        .selectFrom('submissions')
        .select(['project_id', 'status', 'created_at', 'id'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .execute();
      // Oldest first: each later row of a project replaces the earlier one.
      return new Map(rows.map((row) => [row.project_id, row.status]));
    },

    /** Decisions about the pupil's work that the pupil has not been shown yet, oldest first. */
    unseenOutcomes(userId: number): Promise<SubmissionRow[]> {
      return db
        .selectFrom('submissions')
        .selectAll()
        .where('user_id', '=', userId)
        .where('status', 'in', ['approved', 'returned'])
        .where('notified_at', 'is', null)
        .orderBy('reviewed_at', 'asc')
        .orderBy('id', 'asc')
        .limit(20)
        .execute();
    },

    /** Marks the pupil's own outcomes as shown; another pupil's ids change nothing. */
    async markNotified(userId: number, ids: readonly number[], now: number): Promise<number> {
      const valid = ids.filter(isId);
      if (valid.length === 0) return 0;
      const result = await db
        .updateTable('submissions')
        .set({ notified_at: now })
        .where('user_id', '=', userId)
        .where('id', 'in', valid)
        .where('notified_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Decisions of one kind made since a moment (the dashboard's month), of one pupil's work when given. */
    async reviewedSince(status: Exclude<SubmissionRowStatus, 'pending'>, since: number, userId?: number): Promise<number> {
      let query = db
        .selectFrom('submissions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', status)
        .where('reviewed_at', '>=', since);
      if (userId !== undefined) query = query.where('user_id', '=', userId);
      const row = await query.executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** How many distinct projects of a user are approved now (an undone approval is not). */
    async approvedProjectCount(userId: number): Promise<number> {
      const row = await db
        .selectFrom('submissions')
        .select((eb) => eb.fn.count<number>('project_id').distinct().as('n'))
        .where('user_id', '=', userId)
        .where('status', '=', 'approved')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * How much work waits: the badge in the teacher's menu. A counter kept by triggers
     * (docs/decisions/0155-maintained-aggregates-for-boards-and-counts.md), not a count of the rows.
     */
    async pendingCount(): Promise<number> {
      const row = await db.selectFrom('submission_counts').select('n').where('status', '=', 'pending').where('month', '=', '').executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /**
     * pending → approved or returned, as one conditional UPDATE: of two teachers (or two clicks)
     * exactly one gets the row back; everyone else gets undefined and must change nothing else.
     * Never the reviewer's own submission, never one whose pupil's account is deleted.
     */
    review(id: number, review: Review): Promise<SubmissionRow | undefined> {
      if (!isId(id)) return Promise.resolve(undefined);
      return db
        .updateTable('submissions')
        .set({
          status: review.status,
          reviewer_id: review.reviewerId,
          reviewed_at: review.now,
          review_comment: review.comment ?? '',
          marks: review.marks ?? '[]',
        })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('user_id', '!=', review.reviewerId)
        .where((eb) => eb.exists(eb.selectFrom('users').select('users.id').whereRef('users.id', '=', 'submissions.user_id').where('users.deleted_at', 'is', null)))
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * A decision taken back (docs/decisions/0132-undoing-a-decision.md): the work pending again,
     * its marks and message gone with the decision, as one conditional UPDATE on the row as it was
     * read. False when it changed meanwhile.
     */
    async undoDecision(row: Pick<SubmissionRow, 'id' | 'status' | 'reviewed_at'>): Promise<boolean> {
      const approved = row.status === 'approved';
      const updated = await db
        .updateTable('submissions')
        .set((eb) => ({
          status: 'pending',
          reviewer_id: null,
          reviewed_at: null,
          review_comment: '',
          // The undone decision's marks and its message go with it (docs/decisions/0161-an-undo-takes-back-marks-and-message.md).
          marks: '[]',
          notified_at: null,
          undone_approvals: approved ? eb('undone_approvals', '+', 1) : eb.ref('undone_approvals'),
        }))
        .where('id', '=', row.id)
        .where('status', '=', row.status)
        .where('reviewed_at', '=', row.reviewed_at)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    /** Every work of a pupil, oldest first: what the family's weekly letter reads. */
    historyOf(userId: number) {
      return db.selectFrom('submissions').select(['project_id', 'status', 'created_at', 'reviewed_at', 'review_comment']).where('user_id', '=', userId).orderBy('id').execute();
    },
  };
}

/** A submission read under its row lock, held until the transaction ends. */
export function lockSubmission(trx: WriteTransaction, id: number): Promise<SubmissionRow | undefined> {
  return lockForUpdate(trx, trx.selectFrom('submissions').selectAll().where('id', '=', id)).executeTakeFirst();
}

export type SubmissionsRepository = ReturnType<typeof submissionsRepository>;
