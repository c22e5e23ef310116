import { createHash, randomBytes } from 'node:crypto';
import { isStaff } from '../../domain/constants';
import type { DB } from '../db/database';
import { submissionsRepository } from '../db/repositories/submissions';
import { usersRepository } from '../db/repositories/users';
import { ACCOUNT_DELETED, whileLive } from './account-lock';
import type { SubmissionRow, UserRow } from '../db/schema';
import { SUBMISSION_MSG } from '../../domain/submission';
import { isDiskFull } from '../disk-full';
import { fail, type Failure } from './outcome';
import type { PhotoPipeline, ProcessedPhoto } from './photo-pipeline';
import type { PhotoStore, StoredPhoto } from './photo-store';
import { consentRefusal } from './consent-gate';

// A pupil sends a photo of a finished project (docs/decisions/0044-a-submission-is-decided-by-two-unique-indexes.md). The order matters:
// a repeat of an idempotency key is answered from the first row before any work; the photo is
// judged and stored before its row is committed (a crash leaves at worst an orphan file, never a
// row without its photo); files of a row that was not made are removed again.

export interface Photos {
  pipeline: PhotoPipeline;
  store: PhotoStore;
}

export interface Upload {
  bytes: Buffer;
  filename: string;
}

export interface SubmitInput {
  pupil: UserRow;
  projectId: number;
  idempotencyKey: string;
  upload: Upload;
  /** The second and third photos (front, back, a close-up): all are stored or none. */
  extraUploads?: readonly Upload[];
  /** A teacher recording work shown in person: no journal check, the teacher is named on it. */
  recordedBy?: UserRow;
}

export type SubmitResult =
  /** `created` is false for a repeated key: `submission` is the first one, nothing new stored. */
  | { ok: true; created: boolean; submission: SubmissionRow }
  | Failure<'ACCOUNT_NOT_LINKED' | 'PROJECT_ALREADY_SUBMITTED' | 'VALIDATION_ERROR' | 'SERVER_BUSY' | 'STORAGE_FULL' | 'FORBIDDEN' | 'IDEMPOTENCY_KEY_REUSED'>;

/** Refusals of this file that have no table message of their own (docs/decisions/0102-nobody-credits-or-reviews-their-own-work.md). */
export const SUBMISSION_MESSAGES = {
  staffNoWork: 'Сдавать проекты могут только ученики',
  shownWorkPupilsOnly: 'Работу, показанную на занятии, можно записать только ученику',
} as const;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** sha256 (hex) of a photo as it was sent, before any processing. */
export const photoSha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * What a repeated key is compared by: one photo's sha256 (as before several photos), or the sha256
 * of every photo's in order, so a repeat with a photo more, less or changed is another request.
 */
export const photosSha256 = (uploads: readonly Upload[]) =>
  uploads.length === 1 && uploads[0] ? photoSha256(uploads[0].bytes) : createHash('sha256').update(uploads.map((u) => photoSha256(u.bytes)).join(',')).digest('hex');

/**
 * The first submission of a key answers a repeat only when the repeat is the same request: the
 * same project and the same photo (a row from before photo hashes: the same project)
 * (docs/decisions/0103-an-idempotency-key-belongs-to-one-project-and-photo.md).
 */
function repeatOf(first: SubmissionRow, projectId: number, sha256: string): SubmitResult {
  const same = first.project_id === projectId && (first.photo_sha256 === null || first.photo_sha256 === sha256);
  return same ? { ok: true, created: false, submission: first } : fail('IDEMPOTENCY_KEY_REUSED');
}

/** AUTH_REQUIRED: the account was deleted while its photo was decoded (USER_NOT_FOUND for work a teacher records). */
export async function submitProject(db: DB, photos: Photos, input: SubmitInput): Promise<SubmitResult | Failure<'AUTH_REQUIRED' | 'USER_NOT_FOUND' | 'CONSENT_REQUIRED'>> {
  const { pupil, projectId, idempotencyKey, upload, recordedBy } = input;
  const uploads = [upload, ...(input.extraUploads ?? [])];
  const submissions = submissionsRepository(db);

  // Work is a pupil's: staff (a teacher recording for himself included) never earn its reward.
  if (isStaff(pupil.role)) return fail('FORBIDDEN', { message: SUBMISSION_MESSAGES.staffNoWork });
  const refused = recordedBy ? undefined : consentRefusal(pupil);
  if (refused) return refused;
  const sha256 = photosSha256(uploads);
  const first = await submissions.findByKey(pupil.id, idempotencyKey);
  if (first) return repeatOf(first, projectId, sha256);
  if (!recordedBy && !pupil.journal_linked) return fail('ACCOUNT_NOT_LINKED');
  // A quick answer before the photo is decoded; the unique index decides in a race.
  const latest = await submissions.latestFor(pupil.id, projectId);
  if (latest && latest.status !== 'returned') return fail('PROJECT_ALREADY_SUBMITTED');

  const saved = await processAndStore(photos, uploads, String(pupil.id));
  if (!saved.ok) return saved;
  const { stored, photo } = saved.first;
  const extras = saved.photos.slice(1);
  const files = saved.photos.flatMap((one) => [one.stored.photo, one.stored.thumb]);
  // Deleting the account wins: the row is made only while the account is live (server/services/account-lock.ts).
  const result = await whileLive(db, pupil.id, (trx) =>
    submissionsRepository(trx).create({
      userId: pupil.id,
      projectId,
      photo: stored.photo,
      thumb: stored.thumb,
      originalName: upload.filename,
      mime: photo.mime,
      width: photo.width,
      height: photo.height,
      bytes: photo.bytes,
      idempotencyKey,
      photoSha256: sha256,
      createdBy: recordedBy?.id ?? null,
      extraPhotos: extras.map((extra) => ({ ...extra.stored, mime: extra.photo.mime, width: extra.photo.width, height: extra.photo.height, bytes: extra.photo.bytes })),
      now: nowSeconds(),
    }),
  ).catch(async (error: unknown) => {
    await photos.store.remove(...files);
    throw error;
  });
  if (result === ACCOUNT_DELETED || !result.ok || !result.created) await photos.store.remove(...files);
  if (result === ACCOUNT_DELETED) return fail(recordedBy ? 'USER_NOT_FOUND' : 'AUTH_REQUIRED');
  if (!result.ok) return fail('PROJECT_ALREADY_SUBMITTED');
  // A repeat that raced the first request: the same rule as a repeat that came after it.
  return result.created ? result : repeatOf(result.submission, projectId, sha256);
}

type StoredUpload = { stored: StoredPhoto; photo: ProcessedPhoto['photo'] };

/**
 * Every photo through the pipeline, one after another, each stored once it passes; the first
 * refusal removes the files already stored: all photos or none (docs/decisions/0160-several-photos-arrive-together.md).
 */
export async function processAndStore(photos: Photos, uploads: readonly Upload[], client: string): Promise<{ ok: true; first: StoredUpload; photos: StoredUpload[] } | Failure<'VALIDATION_ERROR' | 'SERVER_BUSY' | 'STORAGE_FULL'>> {
  const done: StoredUpload[] = [];
  const removeDone = () => photos.store.remove(...done.flatMap((one) => [one.stored.photo, one.stored.thumb]));
  try {
    for (const upload of uploads) {
      const processed = await photos.pipeline.process(upload.bytes, client);
      if (!processed.ok) {
        await removeDone();
        return fail(processed.error, { message: processed.message, retryAfter: processed.retryAfter });
      }
      done.push({ stored: await photos.store.save(processed.photo), photo: processed.photo.photo });
    }
  } catch (error) {
    await removeDone().catch(() => {});
    // The pupil is told what happened, in words; the request log's line (status 507) tells the admin.
    if (isDiskFull(error)) return fail('STORAGE_FULL', { message: SUBMISSION_MSG.storageFull });
    throw error;
  }
  const [first] = done;
  if (!first) return fail('VALIDATION_ERROR', { message: 'Выбери фотографию проекта' });
  return { ok: true, first, photos: done };
}

/** A key for work a teacher records: made here, the teacher's form has none. */
const serverIdempotencyKey = () => `teacher-${randomBytes(16).toString('hex')}`;

export type ShownWorkResult = SubmitResult | Failure<'USER_NOT_FOUND' | 'AUTH_REQUIRED' | 'CONSENT_REQUIRED'>;

/**
 * A teacher records work a pupil showed in person: a pending submission under the pupil's name,
 * marked with the teacher's, without a journal check
 * (docs/decisions/0047-linking-to-the-journal-and-work-shown-in-person.md). The pupil is looked up
 * before the photo is asked for: a live pupil, never staff nor the teacher himself
 * (docs/decisions/0102-nobody-credits-or-reviews-their-own-work.md).
 */
export async function recordShownWork(
  db: DB,
  photos: Photos,
  { teacher, pupilId, projectId, upload }: { teacher: UserRow; pupilId: number; projectId: number; upload?: Upload },
): Promise<ShownWorkResult> {
  const pupil = Number.isSafeInteger(pupilId) ? await usersRepository(db).findById(pupilId) : undefined;
  // A deleted account keeps its row for its comments; it takes no new work.
  if (!pupil || pupil.deleted_at !== null) return fail('USER_NOT_FOUND');
  // Pupils only: staff do not earn from their own records, and a parent's account only looks.
  if (pupil.id === teacher.id || pupil.role !== 'pupil') return fail('FORBIDDEN', { message: SUBMISSION_MESSAGES.shownWorkPupilsOnly });
  if (!upload || upload.bytes.length === 0) return fail('VALIDATION_ERROR', { message: 'Выбери фотографию проекта' });
  return submitProject(db, photos, { pupil, projectId, idempotencyKey: serverIdempotencyKey(), upload, recordedBy: teacher });
}
