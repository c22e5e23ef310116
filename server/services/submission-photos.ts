import type { ReadStream } from 'node:fs';
import { isStaff } from '../../domain/constants';
import type { DB } from '../db/database';
import { submissionsRepository } from '../db/repositories/submissions';
import type { SubmissionRow, UserRow } from '../db/schema';
import { isParentOf } from './consent-gate';
import { galleryShowsTo } from './gallery';
import { fail, type Failure } from './outcome';
import type { PhotoStore } from './photo-store';

// A submission's photos reach only staff and the pupil who sent it (docs/decisions/0050-photos-reach-the-screen-with-the-session.md),
// the pupil's parent, and a classmate while the work is in the class gallery (docs/decisions/0279-the-class-gallery.md).

export type PhotoSize = 'full' | 'thumb';

export type SubmissionPhoto = { ok: true; stream: ReadStream; size: number; type: string } | Failure<'NOT_FOUND'>;

/**
 * The one access check of a submission's photos: who may see them. Every photo route asks this,
 * so a new kind of viewer (a parent of the pupil) is added here and nowhere else.
 */
export async function maySeeSubmissionPhotos(db: DB, viewer: UserRow, submission: Pick<SubmissionRow, 'id' | 'user_id'>): Promise<boolean> {
  return isStaff(viewer.role) || submission.user_id === viewer.id || (await isParentOf(db, viewer, submission.user_id));
}

/** The stored photo `index` (0 to 2) or its 320 px thumbnail, open for reading, with its type: our own bytes, never sniffed. */
export async function openSubmissionPhoto(db: DB, store: PhotoStore, viewer: UserRow, submissionId: number, size: PhotoSize, index = 0): Promise<SubmissionPhoto> {
  const submissions = submissionsRepository(db);
  const row = await submissions.findById(submissionId);
  // Someone else's work is «not found», as a missing one is: the answer tells no stranger it exists
  // (as the work and its thread do; docs/decisions/0230-a-strangers-work-is-not-found.md).
  // A classmate sees the first photo only, while the work is in the class gallery.
  if (!row || !((await maySeeSubmissionPhotos(db, viewer, row)) || (index === 0 && (await galleryShowsTo(db, viewer, row.id))))) return fail('NOT_FOUND');
  const photo = (await submissions.photosOf([row])).get(row.id)?.find((one) => one.index === index);
  if (!photo) return fail('NOT_FOUND', { message: 'Фото не найдено' });
  const thumb = size === 'thumb';
  const file = await store.openStream(thumb ? photo.thumb : photo.photo);
  if (!file) return fail('NOT_FOUND', { message: 'Фото не найдено' });
  return { ok: true, ...file, type: thumb ? 'image/jpeg' : photo.mime };
}
