import { zipSync } from 'fflate';
import type { DB } from '../db/database';
import type { UserRow } from '../db/schema';
import type { AvatarStore } from './avatars';
import type { PhotoStore } from './photo-store';

// «Скачать мои данные» (docs/decisions/0086-the-familys-copy-of-the-data.md): everything the school holds about a pupil, as JSON, and with
// their photos as a zip. Nothing of other people: comments on the pupil's page by others are theirs.

export async function myData(db: DB, user: UserRow) {
  const [ledger, submissions, comments, votes, reports, attempts, solutions, medals] = await Promise.all([
    db.selectFrom('ledger').select(['kind', 'delta', 'reason', 'ref', 'created_at']).where('user_id', '=', user.id).orderBy('id').execute(),
    db
      .selectFrom('submissions')
      .select(['id', 'project_id', 'status', 'original_name', 'photo', 'created_at', 'reviewed_at', 'review_comment'])
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute(),
    db.selectFrom('comments').select(['id', 'section', 'item_id', 'text', 'created_at', 'hidden_at']).where('user_id', '=', user.id).orderBy('id').execute(),
    db.selectFrom('judgement_votes').select(['section', 'item_id', 'change', 'created_at']).where('user_id', '=', user.id).execute(),
    db.selectFrom('comment_reports').select(['comment_id', 'created_at']).where('user_id', '=', user.id).execute(),
    db.selectFrom('trainer_attempts').select(['task_id', 'accuracy', 'correct', 'total', 'device', 'created_at']).where('user_id', '=', user.id).execute(),
    db.selectFrom('task_solutions').select(['task_id', 'solution', 'paid', 'created_at']).where('user_id', '=', user.id).execute(),
    db
      .selectFrom('leader_months')
      .select(['month', 'first_user_id', 'second_user_id', 'third_user_id'])
      .where((eb) => eb.or([eb('first_user_id', '=', user.id), eb('second_user_id', '=', user.id), eb('third_user_id', '=', user.id)]))
      .execute(),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      id: user.id,
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      city: user.city,
      country: user.country,
      status: user.status,
      lang: user.lang,
      basicCourse: user.basic_course,
      photo: user.photo,
      level: user.level,
      diamonds: user.diamonds,
      rating: user.rating,
      role: user.role,
      journalLinked: user.journal_linked === 1,
      hiddenFromLeaderboards: user.hidden_from_leaderboards === 1,
      createdAt: user.created_at,
    },
    ledger,
    submissions,
    comments,
    votes,
    reports,
    keyboardTrainer: attempts,
    taskSolutions: solutions,
    medals: medals.map((row) => ({ month: row.month, place: row.first_user_id === user.id ? 1 : row.second_user_id === user.id ? 2 : 3 })),
  };
}

export type MyData = Awaited<ReturnType<typeof myData>>;

/** The zip of «Скачать мои данные»: the JSON, each submission's stored photo, and the avatar. */
export async function myDataArchive(db: DB, files: { photos: PhotoStore; avatars: AvatarStore }, user: UserRow): Promise<Uint8Array> {
  const data = await myData(db, user);
  const photos = new Map<string, Buffer>();
  for (const submission of data.submissions) {
    const bytes = await files.photos.read(submission.photo);
    if (bytes) photos.set(`фото/проект-${submission.project_id}-работа-${submission.id}${submission.photo.slice(submission.photo.lastIndexOf('.'))}`, bytes);
  }
  const avatar = user.photo ? await files.avatars.read(user.photo) : undefined;
  if (avatar) photos.set('фото/аватар.jpg', avatar);
  return myDataZip(data, photos);
}

/** The JSON and the photos, stored under the given names. */
export function myDataZip(data: MyData, photos: Map<string, Buffer>): Uint8Array {
  const files: Record<string, Uint8Array> = { 'мои-данные.json': new TextEncoder().encode(JSON.stringify(data, null, 2)) };
  for (const [name, bytes] of photos) files[name] = new Uint8Array(bytes);
  // Photos are JPEG or GIF already: storing them is as small as deflating them.
  return zipSync(files, { level: 0 });
}
