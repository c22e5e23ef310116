import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPhotoStore, SUBMISSIONS_FOLDER } from '../../server/services/photo-store';
import { multipart, person, type FormValue, type Person } from '../helpers/people';
import { noisyJpeg, pngBomb } from '../helpers/photos';
import { createTestApp, isErrorBody, type TestApp } from '../helpers/test-app';

// POST /api/v1/projects/{id}/submission and GET .../status, on the engine of
// the vitest project: every refusal is a Russian 4xx and stores nothing; a repeated key stores
// nothing new; the stored copy has no EXIF.

let t: TestApp;
let photo: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  photo = await noisyJpeg(800, 600);
});
afterAll(() => t.close());

async function submit(pupil: Person, projectId: number | string, fields: Record<string, FormValue>, key: string = randomUUID()) {
  const { payload, headers } = await multipart(fields);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/projects/${projectId}/submission`,
    headers: { ...headers, authorization: pupil.token, 'idempotency-key': key },
    payload,
  });
}

const photoForm = (projectId: number, bytes = photo, filename = 'torch.jpg'): Record<string, FormValue> => ({
  project_id: String(projectId),
  project_photo: { bytes, filename },
});

function status(pupil: Person, projectId: number | string) {
  return t.app.inject({ method: 'GET', url: `/api/v1/projects/${projectId}/status`, headers: { authorization: pupil.token } });
}

async function storedFiles(): Promise<string[]> {
  return readdir(join(t.config.uploadsDir, SUBMISSIONS_FOLDER)).catch(() => []);
}

async function countRows(userId: number): Promise<number> {
  const row = await t.db
    .selectFrom('submissions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('sending a project photo', () => {
  it('refuses staff: work is a pupil’s, stores nothing (docs/decisions/0102-nobody-credits-or-reviews-their-own-work.md)', async () => {
    for (const role of ['teacher', 'admin'] as const) {
      const staff = await person(t, role, { linked: true });
      const sent = await submit(staff, 5, photoForm(5));
      expect(sent.statusCode, sent.body).toBe(403);
      expect(sent.json()).toEqual({ code: 'FORBIDDEN', message: 'Сдавать проекты могут только ученики' });
      expect(await countRows(staff.id)).toBe(0);
    }
  });

  it('takes a photo, answers pending with the file name, and the status says so', async () => {
    const pupil = await person(t, 'pupil');
    expect((await status(pupil, 7)).json()).toMatchObject({ success: true, status: 'not_submitted' });

    const sent = await submit(pupil, 7, photoForm(7));
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ success: true, status: 'pending', message: 'Проект отправлен на проверку!', data: { filename: 'torch.jpg' } });
    expect(sent.headers['cache-control']).toContain('no-store');

    const now = await status(pupil, 7);
    expect(now.json()).toMatchObject({ success: true, status: 'pending', data: { filename: 'torch.jpg' } });
  });

  it('answers a repeated Idempotency-Key with the first answer and stores nothing new', async () => {
    const pupil = await person(t, 'pupil');
    const key = randomUUID();
    const before = (await storedFiles()).length;
    const first = await submit(pupil, 3, photoForm(3), key);
    // The same photo under another file name is the same request (a different photo is not: below).
    const again = await submit(pupil, 3, photoForm(3, photo, 'other.jpg'), key);
    const third = await submit(pupil, 3, photoForm(3), key);
    expect(first.statusCode).toBe(201);
    expect([again.statusCode, third.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(first.json());
    expect(await countRows(pupil.id)).toBe(1);
    // One photo and its thumbnail.
    expect((await storedFiles()).length).toBe(before + 2);
  });

  it('refuses a key reused with another project or another photo: 422 IDEMPOTENCY_KEY_REUSED, nothing stored', async () => {
    const pupil = await person(t, 'pupil');
    const key = randomUUID();
    const first = await submit(pupil, 5, photoForm(5), key);
    expect(first.statusCode).toBe(201);
    const before = (await storedFiles()).length;
    const reused = {
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'Эта отправка уже была сделана с другим проектом или другим фото. Отправьте фото ещё раз.',
    };
    const otherProject = await submit(pupil, 7, photoForm(7), key);
    expect(otherProject.statusCode, otherProject.body).toBe(422);
    expect(otherProject.json()).toEqual(reused);
    const otherPhoto = await submit(pupil, 5, photoForm(5, await noisyJpeg(640, 480)), key);
    expect(otherPhoto.statusCode, otherPhoto.body).toBe(422);
    expect(otherPhoto.json()).toEqual(reused);
    // Project 7 was never submitted, and the first answer still stands for the same request.
    expect((await status(pupil, 7)).json()).toMatchObject({ status: 'not_submitted' });
    const same = await submit(pupil, 5, photoForm(5), key);
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual(first.json());
    expect(await countRows(pupil.id)).toBe(1);
    expect((await storedFiles()).length).toBe(before);
  });

  it('refuses a reused key also when both requests race', async () => {
    const pupil = await person(t, 'pupil');
    const key = randomUUID();
    const answers = await Promise.all([submit(pupil, 11, photoForm(11), key), submit(pupil, 12, photoForm(12), key)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    expect(await countRows(pupil.id)).toBe(1);
  });

  it('compares a key of a row from before photo hashes by its project only', async () => {
    const pupil = await person(t, 'pupil');
    const key = randomUUID();
    const first = await submit(pupil, 9, photoForm(9), key);
    expect(first.statusCode).toBe(201);
    await t.db.updateTable('submissions').set({ photo_sha256: null }).where('user_id', '=', pupil.id).execute();
    const again = await submit(pupil, 9, photoForm(9, await noisyJpeg(640, 480)), key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await submit(pupil, 10, photoForm(10), key)).statusCode).toBe(422);
  });

  it('refuses a second photo of a project that is pending with 409 PROJECT_ALREADY_SUBMITTED', async () => {
    const pupil = await person(t, 'pupil');
    expect((await submit(pupil, 5, photoForm(5))).statusCode).toBe(201);
    const second = await submit(pupil, 5, photoForm(5));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      code: 'PROJECT_ALREADY_SUBMITTED',
      message: 'Этот проект уже сдан на проверку. Дождись, пока преподаватель его проверит.',
    });
    expect(await countRows(pupil.id)).toBe(1);
  });

  it('refuses a pupil who is not in the journal with 404 ACCOUNT_NOT_LINKED, for the status too', async () => {
    const pupil = await person(t, 'pupil', { linked: false });
    const sent = await submit(pupil, 2, photoForm(2));
    expect(sent.statusCode).toBe(404);
    expect(sent.json()).toEqual({ code: 'ACCOUNT_NOT_LINKED', message: 'Аккаунт не привязан к журналу. Скажи об этом преподавателю.' });
    expect((await status(pupil, 2)).json()).toMatchObject({ code: 'ACCOUNT_NOT_LINKED' });
    expect(await countRows(pupil.id)).toBe(0);
  });

  it('refuses more than 10 MB with 413 and the contract message', async () => {
    const pupil = await person(t, 'pupil');
    const big = Buffer.concat([photo, Buffer.alloc(10 * 1024 * 1024 + 1 - photo.length, 7)]);
    const sent = await submit(pupil, 4, photoForm(4, big, 'huge.jpg'));
    expect(sent.statusCode).toBe(413);
    expect(sent.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Файл слишком большой. Попробуй уменьшить размер изображения.' });
    expect(await countRows(pupil.id)).toBe(0);
  });

  it('judges the bytes, not the name: an HTML file called photo.jpg is refused', async () => {
    const pupil = await person(t, 'pupil');
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const sent = await submit(pupil, 4, photoForm(4, html, 'photo.jpg'));
    expect(sent.statusCode).toBe(400);
    expect(sent.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Это не похоже на фотографию. Выбери снимок в формате JPG, PNG или GIF.' });
  });

  it('keeps nothing of a polyglot but the picture', async () => {
    const pupil = await person(t, 'pupil');
    const payload = '<script>alert("POLYGLOT-91c2")</script>';
    const gif = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366ff' } }).gif().toBuffer();
    const sent = await submit(pupil, 6, photoForm(6, Buffer.concat([gif, Buffer.from(payload)]), 'x.gif'));
    expect(sent.statusCode).toBe(201);
    const row = await t.db.selectFrom('submissions').selectAll().where('user_id', '=', pupil.id).executeTakeFirstOrThrow();
    const stored = await createPhotoStore(t.config.uploadsDir).read(row.photo);
    expect(stored?.includes('POLYGLOT-91c2')).toBe(false);
  });

  it('refuses a 20000×20000 PNG bomb quickly', async () => {
    const pupil = await person(t, 'pupil');
    const started = performance.now();
    const sent = await submit(pupil, 8, photoForm(8, await pngBomb(20_000), 'bomb.png'));
    expect(sent.statusCode).toBe(400);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(await countRows(pupil.id)).toBe(0);
  });

  it('strips EXIF and GPS from the stored photo and its thumbnail', async () => {
    const pupil = await person(t, 'pupil');
    const withGps = await sharp(photo)
      .withExif({ IFD0: { Make: 'SchoolPhone', Model: 'X' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 45/1 0/1' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    expect((await submit(pupil, 9, photoForm(9, withGps, 'home.jpg'))).statusCode).toBe(201);
    const row = await t.db.selectFrom('submissions').selectAll().where('user_id', '=', pupil.id).executeTakeFirstOrThrow();
    for (const name of [row.photo, row.thumb]) {
      const bytes = (await createPhotoStore(t.config.uploadsDir).read(name))!;
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      expect(bytes.includes('SchoolPhone')).toBe(false);
    }
  });

  it.each<[string, () => Promise<{ project: string; fields: Record<string, FormValue>; key?: string; json?: boolean }>, number]>([
    ['a project that does not exist', async () => ({ project: '16', fields: photoForm(1) }), 400],
    ['a project id that is not a number', async () => ({ project: 'abc', fields: photoForm(1) }), 400],
    ['a form for another project', async () => ({ project: '1', fields: photoForm(2) }), 400],
    ['no photo at all', async () => ({ project: '1', fields: { project_id: '1' } }), 400],
    ['an empty photo', async () => ({ project: '1', fields: photoForm(1, Buffer.alloc(0)) }), 400],
    ['two photos', async () => ({ project: '1', fields: { ...photoForm(1), other: { bytes: photo, filename: 'b.jpg' } } }), 400],
    ['no Idempotency-Key', async () => ({ project: '1', fields: photoForm(1), key: '' }), 400],
    ['a JSON body', async () => ({ project: '1', fields: {}, json: true }), 415],
  ])('refuses %s with a Russian 4xx and stores nothing', async (_name, make, code) => {
    const pupil = await person(t, 'pupil');
    const { project, fields, key = randomUUID(), json } = await make();
    const response = json
      ? await t.app.inject({
          method: 'POST',
          url: `/api/v1/projects/${project}/submission`,
          headers: { authorization: pupil.token, 'idempotency-key': key },
          payload: { project_id: project },
        })
      : await submit(pupil, project, fields, key);
    expect(response.statusCode).toBe(code);
    expect(isErrorBody(response.json())).toBe(true);
    expect(response.json().message).toMatch(/[а-яё]/i);
    expect(await countRows(pupil.id)).toBe(0);
  });

  it('needs a login', async () => {
    const { payload, headers } = await multipart(photoForm(1));
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/projects/1/submission', headers, payload });
    expect(response.statusCode).toBe(401);
  });
});

describe('the pupil’s own view of their work', () => {
  it('lists each project’s status and shows each teacher’s decision once', async () => {
    const pupil = await person(t, 'pupil');
    const teacher = await person(t, 'teacher');
    await submit(pupil, 1, photoForm(1));
    await submit(pupil, 2, photoForm(2));
    const statuses = await t.app.inject({ method: 'GET', url: '/api/v1/projects/statuses', headers: { authorization: pupil.token } });
    expect(statuses.json()).toEqual({ data: { '1': 'pending', '2': 'pending' } });

    const rows = await t.db.selectFrom('submissions').select(['id', 'project_id']).where('user_id', '=', pupil.id).orderBy('project_id').execute();
    const decide = (id: number, action: string, payload?: object) =>
      t.app.inject({ method: 'POST', url: `/api/v1/review/submissions/${id}/${action}`, headers: { authorization: teacher.token }, payload });
    expect((await decide(rows[0]!.id, 'approve')).statusCode).toBe(200);
    expect((await decide(rows[1]!.id, 'return', { comment: 'Перепаяй минус светодиода' })).statusCode).toBe(200);

    const notices = await t.app.inject({ method: 'GET', url: '/api/v1/projects/notices', headers: { authorization: pupil.token } });
    expect(notices.json().data).toEqual([
      { submissionId: rows[0]!.id, projectId: 1, projectTitle: 'Фонарик-брелок', status: 'approved', reward: 3, comment: '' },
      { submissionId: rows[1]!.id, projectId: 2, projectTitle: 'Колесо фортуны', status: 'returned', reward: 5, comment: 'Перепаяй минус светодиода' },
    ]);
    const seen = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects/notices/seen',
      headers: { authorization: pupil.token },
      payload: { ids: notices.json().data.map((n: { submissionId: number }) => n.submissionId) },
    });
    expect(seen.json()).toMatchObject({ seen: 2 });
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/projects/notices', headers: { authorization: pupil.token } });
    expect(after.json().data).toEqual([]);
    expect((await status(pupil, 2)).json()).toMatchObject({ status: 'returned', data: { comment: 'Перепаяй минус светодиода' } });
  });

  it('does not let one pupil mark another’s notices as seen', async () => {
    const pupil = await person(t, 'pupil');
    const other = await person(t, 'pupil');
    const teacher = await person(t, 'teacher');
    await submit(pupil, 1, photoForm(1));
    const row = await t.db.selectFrom('submissions').select('id').where('user_id', '=', pupil.id).executeTakeFirstOrThrow();
    await t.app.inject({ method: 'POST', url: `/api/v1/review/submissions/${row.id}/approve`, headers: { authorization: teacher.token } });
    const seen = await t.app.inject({ method: 'POST', url: '/api/v1/projects/notices/seen', headers: { authorization: other.token }, payload: { ids: [row.id] } });
    expect(seen.json()).toMatchObject({ seen: 0 });
    const notices = await t.app.inject({ method: 'GET', url: '/api/v1/projects/notices', headers: { authorization: pupil.token } });
    expect(notices.json().data).toHaveLength(1);
  });
});
