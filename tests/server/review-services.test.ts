import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/constants';
import { usersRepository } from '../../server/db/repositories/users';
import type { SubmissionRow, UserRow } from '../../server/db/schema';
import { approve, projectReward, projectTitle } from '../../server/services/approval';
import { createPhotoPipeline } from '../../server/services/photo-pipeline';
import { createPhotoStore } from '../../server/services/photo-store';
import { markDecisionsSeen, projectStatus, projectStatuses, unseenDecisions } from '../../server/services/project-status';
import { reviewQueue } from '../../server/services/review-queue';
import { openSubmissionPhoto } from '../../server/services/submission-photos';
import { recordShownWork, type Photos } from '../../server/services/submissions';
import { person } from '../helpers/people';
import { noisyJpeg } from '../helpers/photos';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The services behind the review and projects routes on the engine of the vitest project, called
// directly: work a teacher records, the queue, who may open a photo, and a pupil's statuses and
// notices.

async function someone(t: TestApp, role: Role, options: { linked?: boolean; firstName?: string } = {}): Promise<UserRow> {
  const { id } = await person(t, role, options);
  return (await usersRepository(t.db).findById(id))!;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('review and project services', () => {
  let t: TestApp;
  let teacher: UserRow;
  let pupil: UserRow;
  let recorded: SubmissionRow;
  let photos: Photos;
  beforeAll(async () => {
    t = await createTestApp();
    photos = { pipeline: createPhotoPipeline(), store: createPhotoStore(t.config.uploadsDir) };
    teacher = await someone(t, 'teacher', { firstName: 'Ирина' });
    // Not in the journal: the teacher vouches for work shown in person.
    pupil = await someone(t, 'pupil', { linked: false, firstName: 'Коля' });
  });
  afterAll(() => t.close());

  it('records work shown in person: the pupil is looked up first, then the photo is required', async () => {
    const upload = { bytes: await noisyJpeg(64, 48), filename: 'робот.jpg' };
    expect(await recordShownWork(t.db, photos, { teacher, pupilId: 999_999, projectId: 3, upload: undefined })).toEqual({
      ok: false,
      error: 'USER_NOT_FOUND',
    });
    expect(await recordShownWork(t.db, photos, { teacher, pupilId: Number.NaN, projectId: 3, upload })).toEqual({ ok: false, error: 'USER_NOT_FOUND' });
    expect(await recordShownWork(t.db, photos, { teacher, pupilId: pupil.id, projectId: 3, upload: { bytes: Buffer.alloc(0), filename: 'x.jpg' } })).toEqual({
      ok: false,
      error: 'VALIDATION_ERROR',
      message: 'Выбери фотографию проекта',
    });
    const result = await recordShownWork(t.db, photos, { teacher, pupilId: pupil.id, projectId: 3, upload });
    if (!result.ok) throw new Error(`not recorded: ${result.error}`);
    expect(result.created).toBe(true);
    expect(result.submission).toMatchObject({ user_id: pupil.id, project_id: 3, status: 'pending', created_by: teacher.id });
    recorded = result.submission;
    expect(await recordShownWork(t.db, photos, { teacher, pupilId: pupil.id, projectId: 3, upload })).toEqual({
      ok: false,
      error: 'PROJECT_ALREADY_SUBMITTED',
    });
  });

  it('queues pending work with the pupil, the project and who recorded it', async () => {
    const queue = await reviewQueue(t.db);
    expect(queue.count).toBe(1);
    expect(queue.data).toEqual([
      {
        id: recorded.id,
        pupil: { id: pupil.id, firstName: 'Коля', lastName: null, photo: '', level: 0, role: 'pupil' },
        projectId: 3,
        projectTitle: projectTitle(3),
        reward: projectReward(3),
        submittedAt: recorded.created_at,
        filename: 'робот.jpg',
        width: recorded.width,
        height: recorded.height,
        recordedBy: 'Ирина',
        photos: [{ index: 0, width: recorded.width, height: recorded.height }],
        previousId: null,
        classId: null,
        className: null,
      },
    ]);
  });

  it('opens a photo for staff and its author only, with its own type', async () => {
    const store = photos.store;
    const full = await openSubmissionPhoto(t.db, store, pupil, recorded.id, 'full');
    if (!full.ok) throw new Error(full.error);
    expect(full.type).toBe(recorded.mime);
    expect((await readAll(full.stream)).length).toBe(full.size);
    const thumb = await openSubmissionPhoto(t.db, store, teacher, recorded.id, 'thumb');
    if (!thumb.ok) throw new Error(thumb.error);
    expect(thumb.type).toBe('image/jpeg');
    thumb.stream.destroy();

    // A stranger learns nothing, not even that the work exists (docs/decisions/0230-…).
    expect(await openSubmissionPhoto(t.db, store, await someone(t, 'pupil'), recorded.id, 'full')).toEqual({ ok: false, error: 'NOT_FOUND' });
    expect(await openSubmissionPhoto(t.db, store, teacher, 999_999, 'full')).toEqual({ ok: false, error: 'NOT_FOUND' });
    await store.remove(recorded.thumb);
    expect(await openSubmissionPhoto(t.db, store, teacher, recorded.id, 'thumb')).toEqual({ ok: false, error: 'NOT_FOUND', message: 'Фото не найдено' });
  });

  it('tells a pupil where each project stands; outside the journal only while nothing was sent', async () => {
    expect(await projectStatus(t.db, pupil, 3)).toMatchObject({ ok: true, latest: { id: recorded.id, status: 'pending' } });
    expect(await projectStatus(t.db, pupil, 4)).toEqual({ ok: false, error: 'ACCOUNT_NOT_LINKED' });
    const linked = await someone(t, 'pupil');
    expect(await projectStatus(t.db, linked, 4)).toEqual({ ok: true, latest: undefined });
    expect(await projectStatuses(t.db, pupil)).toEqual({ 3: 'pending' });
    expect(await projectStatuses(t.db, linked)).toEqual({});
  });

  it('tells a decision once: unseen until marked, and only the pupil’s own are marked', async () => {
    expect(await unseenDecisions(t.db, pupil)).toEqual([]);
    expect((await approve(t.db, recorded.id, teacher.id)).ok).toBe(true);
    expect((await unseenDecisions(t.db, pupil)).map((row) => [row.id, row.status])).toEqual([[recorded.id, 'approved']]);
    expect(await markDecisionsSeen(t.db, teacher, [recorded.id], 1)).toBe(0);
    expect(await markDecisionsSeen(t.db, pupil, [recorded.id, 999_999], 1)).toBe(1);
    expect(await unseenDecisions(t.db, pupil)).toEqual([]);
    expect(await projectStatuses(t.db, pupil)).toEqual({ 3: 'approved' });
    expect((await reviewQueue(t.db)).count).toBe(0);
  });
});
