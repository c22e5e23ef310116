import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { ledgerRepository } from '../../server/db/repositories/ledger';
import { fail } from '../../server/services/outcome';
import { createPhotoPipeline, PHOTO_BUSY_RETRY_AFTER, type PhotoPipeline } from '../../server/services/photo-pipeline';
import { TASKS } from '../../server/services/learning-catalog';
import { createPhotoStore, SUBMISSIONS_FOLDER } from '../../server/services/photo-store';
import { CLUB_MSG } from '../../domain/club';
import { MSG } from '../../domain/messages';
import { MAX_PHOTO_BYTES, SUBMISSION_MSG } from '../../domain/submission';
import { multipart, person, type FormValue, type Person } from '../helpers/people';
import { noisyJpeg } from '../helpers/photos';
import { testEngine } from '../helpers/test-database';
import { caller, createTestApp, type TestApp, expectError } from '../helpers/test-app';

// A task's solution with one optional photo (docs/decisions/0214-a-photo-with-a-tasks-solution.md):
// through the project photos' pipeline and store, GPS gone, refusals leave no file, the photo
// reaches staff and its pupil only, and deleting the account takes it away.

let t: TestApp;
let teacher: Person;
let photo: Buffer;
const task = TASKS[0]!;
const call = caller(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  teacher = await person(t, 'teacher', { firstName: 'Ирина' });
  photo = await noisyJpeg(640, 480);
});
afterAll(() => t.close());

/** Every file in the photos' folder (temporary ones included). */
const stored = async () => (await readdir(join(t.config.uploadsDir, SUBMISSIONS_FOLDER)).catch(() => [] as string[])).sort();

async function pupilWithTask(): Promise<Person> {
  const pupil = await person(t, 'pupil');
  await ledgerRepository(t.db).credit({ userId: pupil.id, kind: 'diamonds', delta: 500, reason: 'test', ref: null, now: 1 });
  expect((await call(pupil, 'PUT', `/api/v1/users/learning/byLecture/1/${task.lectureId}`)).statusCode).toBeLessThan(500);
  expect((await call(pupil, 'PUT', `/api/v1/users/learning/payTask/${task.lectureId}/${task.id}`)).statusCode).toBe(200);
  return pupil;
}

async function handIn(pupil: Person, fields: Record<string, FormValue>, on: FastifyInstance = t.app, path = 'doneTaskWeb') {
  const form = await multipart({ idTaskWrap: String(task.id), submitSolution: 'Схема на листке: резистор 220 Ом.', ...fields });
  return on.inject({ method: 'POST', url: `/api/v1/users/learning/${path}`, headers: { ...form.headers, authorization: pupil.token }, payload: form.payload });
}

async function waiting(pupil: Person) {
  const queue = (await call(teacher, 'GET', '/api/v1/review/tasks')).json();
  return queue.data.find((item: { pupil: { id: number } }) => item.pupil.id === pupil.id);
}

const photoOf = (who: Person, id: number, query = '') => t.app.inject({ method: 'GET', url: `/api/v1/review/tasks/${id}/photo${query}`, headers: { authorization: who.token } });

describe(`a task's solution with a photo on ${testEngine()}`, () => {
  it('waits without a photo as before: photo null, nothing stored, the photo route 404', async () => {
    const before = await stored();
    const pupil = await pupilWithTask();
    expect((await handIn(pupil, {})).statusCode).toBe(200);
    const item = await waiting(pupil);
    expect(item.photo).toBeNull();
    expect(await stored()).toEqual(before);
    expectError(await photoOf(teacher, item.id), 404, 'NOT_FOUND');
    expectError(await photoOf(pupil, item.id), 404, 'NOT_FOUND');
  });

  it('keeps the photo re-encoded without EXIF or GPS, shows its size in the queue, and serves it to staff and its pupil only', async () => {
    const gps = await sharp(photo)
      .withExif({
        IFD0: { Make: 'PupilPhoneMaker' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 45/1 2113/100', GPSLongitudeRef: 'E', GPSLongitude: '37/1 37/1 1911/100' },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(gps).metadata()).exif?.includes('PupilPhoneMaker')).toBe(true);
    const before = await stored();
    const pupil = await pupilWithTask();
    const answer = await handIn(pupil, { solutionPhoto: { bytes: gps, filename: 'схема.jpg' } });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().result).toMatchObject({ saved: true, rewarded: 0, review: { state: 'pending' } });
    const files = (await stored()).filter((name) => !before.includes(name));
    expect(files).toHaveLength(2);
    expect(files.every((name) => /^[0-9a-f]{32}\.jpg$/.test(name))).toBe(true);

    const item = await waiting(pupil);
    expect(item.photo).toEqual({ width: 640, height: 480 });
    for (const who of [teacher, pupil]) {
      const served = await photoOf(who, item.id);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['cache-control']).toBe('private, no-store');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
      expect(meta.exif).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('PupilPhoneMaker'))).toBe(false);
    }
    const thumb = await photoOf(teacher, item.id, '?size=thumb');
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(320);

    // Another pupil, a parent, a stranger: «not found», the same as a solution that is not there.
    for (const stranger of [await person(t, 'pupil'), await person(t, 'parent')]) {
      const refused = await photoOf(stranger, item.id);
      expectError(refused, 404, 'NOT_FOUND');
      expect(refused.json()).toEqual((await photoOf(stranger, 2147483647)).json());
    }
    expectError(await photoOf(teacher, 2147483647), 404, 'NOT_FOUND');
    expectError(await photoOf(teacher, item.id, '?size=huge'), 400, 'VALIDATION_ERROR');
    expectError(await t.app.inject({ method: 'GET', url: `/api/v1/review/tasks/${item.id}/photo` }), 401, 'AUTH_REQUIRED');

    // Accepted, it is still the pupil's to see.
    expect((await call(teacher, 'POST', `/api/v1/review/tasks/${item.id}/approve`)).statusCode).toBe(200);
    expect((await photoOf(pupil, item.id)).statusCode).toBe(200);
  });

  it('refuses a bad type, a file too large, a second file and a file in another field in Russian, storing nothing', async () => {
    const pupil = await pupilWithTask();
    const before = await stored();
    const bad = await handIn(pupil, { solutionPhoto: { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), filename: 'a.svg', type: 'image/svg+xml' } });
    expectError(bad, 400, 'VALIDATION_ERROR');
    expect(bad.json().message).toBe(SUBMISSION_MSG.badImage);
    const large = await handIn(pupil, { solutionPhoto: { bytes: Buffer.concat([photo, Buffer.alloc(MAX_PHOTO_BYTES)]), filename: 'big.jpg' } });
    expectError(large, 413, 'PAYLOAD_TOO_LARGE');
    expect(large.json().message).toBe(SUBMISSION_MSG.fileTooLarge);
    expectError(await handIn(pupil, { img: { bytes: photo, filename: 'a.jpg' } }), 400, 'VALIDATION_ERROR');
    const two = new FormData();
    two.append('idTaskWrap', String(task.id));
    two.append('submitSolution', 'Два фото');
    for (const name of ['a.jpg', 'b.jpg']) two.append('solutionPhoto', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), name);
    const request = new Request('http://school.test/', { method: 'POST', body: two });
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/learning/doneTaskWeb',
      headers: { 'content-type': request.headers.get('content-type')!, authorization: pupil.token },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expectError(twice, 400, 'VALIDATION_ERROR');
    expect(await stored()).toEqual(before);
    expect(await waiting(pupil)).toBeUndefined();
    // An empty file part (a browser form with nothing chosen) is no photo.
    expect((await handIn(pupil, { solutionPhoto: { bytes: Buffer.alloc(0), filename: '' } })).statusCode).toBe(200);
    expect((await waiting(pupil)).photo).toBeNull();
    expect(await stored()).toEqual(before);
  });

  it('leaves no file behind when the solution already waits (409) or the task is not bought', async () => {
    const pupil = await pupilWithTask();
    expect((await handIn(pupil, {})).statusCode).toBe(200);
    const before = await stored();
    const again = await handIn(pupil, { solutionPhoto: { bytes: photo, filename: 'a.jpg' } });
    expectError(again, 409, 'SOLUTION_WAITING');
    const stranger = await person(t, 'pupil');
    expectError(await handIn(stranger, { solutionPhoto: { bytes: photo, filename: 'a.jpg' } }), 403, 'LOCKED');
    expect(await stored()).toEqual(before);
  });

  it('answers a full photo queue with 503 and Retry-After, gives the try back and stores nothing', async () => {
    const real = createPhotoPipeline();
    const busy: PhotoPipeline = {
      gate: real.gate,
      busy: () => undefined,
      process: async () => fail('SERVER_BUSY', { message: MSG.serverBusy, retryAfter: PHOTO_BUSY_RETRY_AFTER }),
    };
    const app = await buildApp({ config: t.config, db: t.db, passwords: t.passwords, photoPipeline: busy, photoStore: createPhotoStore(t.config.uploadsDir) });
    await app.ready();
    try {
      const pupil = await pupilWithTask();
      const before = await stored();
      // More than the 30 tries of 10 minutes: a busy answer is not a spent one.
      for (let i = 0; i < 32; i += 1) {
        const answer = await handIn(pupil, { solutionPhoto: { bytes: photo, filename: 'a.jpg' } }, app);
        expectError(answer, 503, 'SERVER_BUSY');
        expect(answer.headers['retry-after']).toBe(String(PHOTO_BUSY_RETRY_AFTER));
      }
      expect(await stored()).toEqual(before);
      expect(await waiting(pupil)).toBeUndefined();
      expect((await handIn(pupil, {}, app)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('keeps a practice answer’s photo too, readable by its pupil', async () => {
    const pupil = await pupilWithTask();
    const answer = await handIn(pupil, { solutionPhoto: { bytes: photo, filename: 'a.jpg' } }, t.app, 'doneTaskWebNotPay');
    expect(answer.statusCode, answer.body).toBe(200);
    const row = await t.db.selectFrom('task_solutions').select(['id', 'photo', 'photo_bytes']).where('user_id', '=', pupil.id).executeTakeFirstOrThrow();
    expect(row.photo).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(row.photo_bytes).toBeGreaterThan(0);
    expect((await photoOf(pupil, row.id)).statusCode).toBe(200);
  });

  it('takes the photo files away with the account', async () => {
    const pupil = await pupilWithTask();
    await t.db.updateTable('users').set({ password_hash: await t.passwords.hash('пароль-ученика', 'test') }).where('id', '=', pupil.id).execute();
    const before = await stored();
    expect((await handIn(pupil, { solutionPhoto: { bytes: photo, filename: 'a.jpg' } })).statusCode).toBe(200);
    const id = (await waiting(pupil)).id as number;
    expect((await stored()).length).toBe(before.length + 2);
    const deleted = await call(pupil, 'DELETE', '/api/v1/users/profile', { password: 'пароль-ученика' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await stored()).toEqual(before);
    expect(await t.db.selectFrom('task_solutions').select('id').where('user_id', '=', pupil.id).execute()).toEqual([]);
    expectError(await photoOf(teacher, id), 404, 'NOT_FOUND');
  });

  it('tells a pupil whose solution was accepted that it was, with a photo or without', async () => {
    const pupil = await pupilWithTask();
    expect((await handIn(pupil, {})).statusCode).toBe(200);
    expect((await call(teacher, 'POST', `/api/v1/review/tasks/${(await waiting(pupil)).id}/approve`)).statusCode).toBe(200);
    const before = await stored();
    const again = await handIn(pupil, { solutionPhoto: { bytes: photo, filename: 'a.jpg' } });
    expectError(again, 409, 'SOLUTION_WAITING');
    expect(again.json().message).toBe(CLUB_MSG.solutionAccepted);
    expect(await stored()).toEqual(before);
  });
});
