import type { ReadStream } from 'node:fs';
import { isStaff } from '../../src/domain/constants';
import type { DB } from '../db/database';
import { submissionsRepository } from '../db/repositories/submissions';
import type { UserRow } from '../db/schema';
import { fail, type Failure } from './outcome';
import type { PhotoStore } from './photo-store';
import { isParentOf } from './consent-gate';

// A submission's photo reaches only staff and the pupil who sent it (docs/decisions/0050-photos-reach-the-screen-with-the-session.md).

export type PhotoSize = 'full' | 'thumb';

export type SubmissionPhoto = { ok: true; stream: ReadStream; size: number; type: string } | Failure<'FORBIDDEN' | 'NOT_FOUND'>;

/** The stored photo or its 320 px thumbnail, open for reading, with its type: our own bytes, never sniffed. */
export async function openSubmissionPhoto(db: DB, store: PhotoStore, viewer: UserRow, submissionId: number, size: PhotoSize): Promise<SubmissionPhoto> {
  const row = await submissionsRepository(db).findById(submissionId);
  if (!row) return fail('NOT_FOUND');
  if (!isStaff(viewer.role) && row.user_id !== viewer.id && !(await isParentOf(db, viewer, row.user_id))) return fail('FORBIDDEN');
  const thumb = size === 'thumb';
  const file = await store.openStream(thumb ? row.thumb : row.photo);
  if (!file) return fail('NOT_FOUND', { message: 'Фото не найдено' });
  return { ok: true, ...file, type: thumb ? 'image/jpeg' : row.mime };
}
