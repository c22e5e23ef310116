import { PROFILE_FIELDS, profileProblems, type ProfileEdit, type ProfileField } from '../../domain/account';
import { SUBMISSION_MSG } from '../../domain/submission';
import type { DB } from '../db/database';
import type { UserRow } from '../db/schema';
import { userLocks, usersRepository } from '../db/repositories/users';
import { inWriteTransaction } from '../db/transaction';
import type { AvatarStore } from './avatars';
import { fail, type Failure } from './outcome';
import type { PhotoPipeline } from './photo-pipeline';

// The settings form: the profile's text fields and a new avatar (the photo pipeline's 320 px JPEG:
// decoded, turned upright, EXIF and GPS gone).

/** Where an avatar is made and kept. */
export interface AvatarFiles {
  pipeline: PhotoPipeline;
  avatars: AvatarStore;
}

/** Where an old avatar that could not be removed is told. */
export interface AvatarLog {
  warn(details: object, message: string): void;
}

/** The form as sent: its text fields (any; only the profile's are read) and the photo's bytes. */
export interface ProfileForm {
  fields: Map<string, string>;
  photo?: Buffer;
}

export type ProfileEditResult = { ok: true } | Failure<'VALIDATION_ERROR' | 'FILE_EXISTS' | 'SERVER_BUSY' | 'AUTH_REQUIRED'>;

/** The form's text fields that are the profile's; `role`, `diamonds`, `email` and the rest are ignored. */
export function profileEditOf(fields: Map<string, string>): Partial<ProfileEdit> {
  const edit: Partial<ProfileEdit> = {};
  for (const field of Object.keys(PROFILE_FIELDS) as ProfileField[]) {
    const value = fields.get(field);
    if (value !== undefined) edit[field] = value;
  }
  return edit;
}

/**
 * Checks the fields, makes the avatar, then saves both; nothing is saved when a field is wrong or
 * the photo is no picture. The avatar a save replaced is removed, and so is a new one nothing
 * points to (the save failed, or the account was deleted meanwhile: AUTH_REQUIRED, its token no
 * longer works).
 */
export async function editProfile(db: DB, files: AvatarFiles, log: AvatarLog, user: UserRow, form: ProfileForm): Promise<ProfileEditResult> {
  const edit = profileEditOf(form.fields);
  const problem = Object.values(profileProblems(edit))[0];
  if (problem) return fail('VALIDATION_ERROR', { message: problem });
  let avatar: string | undefined;
  if (form.photo && form.photo.length > 0) {
    const processed = await files.pipeline.process(form.photo, String(user.id));
    if (!processed.ok) return processed.error === 'SERVER_BUSY' ? processed : fail(processed.error, { message: SUBMISSION_MSG.badImage });
    const saved = await files.avatars.save(processed.photo.thumb.data);
    if (!saved.ok) return fail('FILE_EXISTS');
    avatar = saved.name;
  }
  const { saved, unused } = await saveProfile(db, user, edit, avatar).catch(async (error: unknown) => {
    if (avatar) await files.avatars.remove(avatar).catch(() => {});
    throw error;
  });
  if (unused) await files.avatars.remove(unused).catch((error: unknown) => log.warn({ err: error }, 'Старый аватар не удалён'));
  return saved ? { ok: true } : fail('AUTH_REQUIRED');
}

const COLUMNS: Record<keyof ProfileEdit, keyof UserRow> = {
  firstName: 'first_name',
  lastName: 'last_name',
  city: 'city',
  country: 'country',
  status: 'status',
  lang: 'lang',
  basicCourse: 'basic_course',
};

/**
 * Saves the given fields (already checked) and the new avatar's name, reading the avatar it replaces
 * in the same transaction (two saves at once each remove the file they replaced). Nothing is saved
 * to an account deleted meanwhile. Returns the avatar file that is no longer used: the old one, or
 * the new one when nothing was saved.
 */
export async function saveProfile(db: DB, user: UserRow, edit: Partial<ProfileEdit>, avatar?: string): Promise<{ saved: boolean; unused: string | undefined }> {
  const values: Record<string, string> = {};
  for (const [field, value] of Object.entries(edit) as [keyof ProfileEdit, string][]) values[COLUMNS[field]] = value.trim();
  if (avatar) values.photo = avatar;
  return inWriteTransaction(db, async (trx) => {
    const current = await userLocks(trx).livePhoto(user.id);
    if (!current) return { saved: false, unused: avatar };
    if (Object.keys(values).length > 0) await usersRepository(trx).setProfile(user.id, values);
    return { saved: true, unused: avatar && current.photo && current.photo !== avatar ? current.photo : undefined };
  });
}
