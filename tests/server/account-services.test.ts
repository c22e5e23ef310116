import { unzipSync } from 'fflate';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, PROFILE_MESSAGES } from '../../domain/account';
import { SUBMISSION_MSG } from '../../domain/submission';
import { usersRepository } from '../../server/db/repositories/users';
import type { UserRow } from '../../server/db/schema';
import { closeAccount } from '../../server/services/account-deletion';
import { AVATAR_FOLDER, avatarStore } from '../../server/services/avatars';
import { createBackgroundJobs, type Later } from '../../server/services/background-jobs';
import { archiveSlots, myDataArchive } from '../../server/services/my-data';
import { resetPassword, sendResetLink } from '../../server/services/password-reset';
import { createPasswordHasher, hashPassword } from '../../server/services/passwords';
import { createPhotoPipeline, type PhotoPipeline } from '../../server/services/photo-pipeline';
import { createPhotoStore, SUBMISSIONS_FOLDER, type PhotoStore } from '../../server/services/photo-store';
import { editProfile } from '../../server/services/profile-edit';
import { busyAsOutcome, GateBusyError } from '../../server/services/work-gate';
import { savedLetters } from '../helpers/mail';
import { multipart, person } from '../helpers/people';
import { createTokenService } from '../../server/services/tokens';
import { noisyJpeg } from '../helpers/photos';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { testEngine } from '../helpers/test-database';

// The account services on their own, on the engine of the vitest project with real files in the
// test's uploads folder: the profile edit and its avatar files, the family's zip, deleting an
// account and its files, the reset letters after the answer, and a full gate as an outcome.

let t: TestApp;
/** The pipeline and the store over the app's uploads folder, as the app makes them. */
let photos: { pipeline: PhotoPipeline; store: PhotoStore };
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://school.example' });
  photos = { pipeline: createPhotoPipeline(), store: createPhotoStore(t.config.uploadsDir) };
});
afterAll(() => t.close());

/** A log that keeps what it was told. */
function recordingLog() {
  const lines: { level: 'warn' | 'error'; message: string; err: unknown }[] = [];
  return {
    lines,
    warn: (details: object, message: string) => lines.push({ level: 'warn', message, err: (details as { err?: unknown }).err }),
    error: (details: object, message: string) => lines.push({ level: 'error', message, err: (details as { err?: unknown }).err }),
  };
}

const avatars = () => avatarStore(t.config.uploadsDir);
const avatarFiles = () => {
  try {
    return readdirSync(join(t.config.uploadsDir, AVATAR_FOLDER)).sort();
  } catch {
    return [];
  }
};
const rowOf = async (id: number): Promise<UserRow> => (await usersRepository(t.db).findById(id))!;
const picture = (background: string) => sharp({ create: { width: 500, height: 400, channels: 3, background } }).jpeg().toBuffer();

/** A project photo sent for review through the API, as the submission panel sends it. */
async function submitPhoto(userId: number, projectId: number) {
  const token = createTokenService(t.config.jwtSecret, t.config.tokenTtlSeconds).issue({ id: userId, token_version: 0 });
  const form = await multipart({ project_id: String(projectId), project_photo: { bytes: await noisyJpeg(400, 300), filename: 'лампа.jpg' } });
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/v1/projects/${projectId}/submission`,
    headers: { ...form.headers, authorization: token, 'idempotency-key': randomUUID() },
    payload: form.payload,
  });
  expect(sent.statusCode, sent.body).toBe(201);
}

/** A pupil with a real password hash (the deletion checks it), linked to the journal. */
async function pupilWithPassword(password: string): Promise<UserRow> {
  const created = await usersRepository(t.db).create({
    email: `pupil-${randomUUID()}@example.com`,
    passwordHash: await hashPassword(password),
    firstName: 'Оля',
    role: 'pupil',
    journalLinked: true,
    now: 1,
  });
  if (!created.ok) throw new Error('user not created');
  return rowOf(created.id);
}

describe(`profile edit on ${testEngine()}`, () => {
  it('saves the fields trimmed and the avatar, and removes the avatar it replaced from disk', async () => {
    const pupil = await person(t, 'pupil');
    const files = { pipeline: photos.pipeline, avatars: avatars() };
    const log = recordingLog();
    const fields = new Map([
      ['firstName', ' Оля '],
      ['city', 'Тверь'],
      ['role', 'admin'],
    ]);
    expect(await editProfile(t.db, files, log, await rowOf(pupil.id), { fields, photo: await picture('#3366ff') })).toEqual({ ok: true });
    const first = (await rowOf(pupil.id)).photo;
    expect(await rowOf(pupil.id)).toMatchObject({ first_name: 'Оля', city: 'Тверь', role: 'pupil' });
    expect(avatarFiles()).toContain(first);
    const stored = await sharp(await avatars().read(first)).metadata();
    expect(Math.max(stored.width!, stored.height!)).toBeLessThanOrEqual(320);

    expect(await editProfile(t.db, files, log, await rowOf(pupil.id), { fields: new Map(), photo: await picture('#ff6633') })).toEqual({ ok: true });
    const second = (await rowOf(pupil.id)).photo;
    expect(second).not.toBe(first);
    expect(avatarFiles()).toContain(second);
    expect(avatarFiles()).not.toContain(first);
    expect(log.lines).toEqual([]);
  });

  it('writes no file when a field is wrong or the photo is no picture, and saves nothing', async () => {
    const pupil = await person(t, 'pupil', { firstName: 'Петя' });
    const files = { pipeline: photos.pipeline, avatars: avatars() };
    const before = avatarFiles();
    const wrongField = await editProfile(t.db, files, recordingLog(), await rowOf(pupil.id), { fields: new Map([['firstName', '']]), photo: await picture('#00aa00') });
    expect(wrongField).toEqual({ ok: false, error: 'VALIDATION_ERROR', message: PROFILE_MESSAGES.firstNameRequired });
    const notPicture = await editProfile(t.db, files, recordingLog(), await rowOf(pupil.id), { fields: new Map([['city', 'Омск']]), photo: Buffer.from('<svg/>') });
    expect(notPicture).toEqual({ ok: false, error: 'VALIDATION_ERROR', message: SUBMISSION_MSG.badImage });
    expect(avatarFiles()).toEqual(before);
    expect(await rowOf(pupil.id)).toMatchObject({ first_name: 'Петя', city: '', photo: '' });
  });

  it('answers AUTH_REQUIRED for an account deleted meanwhile, and removes the avatar nobody points to', async () => {
    const pupil = await person(t, 'pupil');
    const row = await rowOf(pupil.id);
    await t.db.updateTable('users').set({ deleted_at: 1 }).where('id', '=', pupil.id).execute();
    const before = avatarFiles();
    const result = await editProfile(t.db, { pipeline: photos.pipeline, avatars: avatars() }, recordingLog(), row, {
      fields: new Map([['city', 'Омск']]),
      photo: await picture('#aa00aa'),
    });
    expect(result).toEqual({ ok: false, error: 'AUTH_REQUIRED' });
    expect(avatarFiles()).toEqual(before);
  });
});

/** The family's archive of a user, read whole from its stream. */
async function archiveOf(user: UserRow): Promise<Uint8Array> {
  const archive = await myDataArchive(t.db, { photos: photos.store, avatars: avatars() }, archiveSlots(), user);
  if (!archive.ok) throw new Error(archive.error);
  const chunks: Buffer[] = [];
  for await (const chunk of archive.stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return new Uint8Array(Buffer.concat(chunks));
}

describe("the family's zip", () => {
  it('holds the JSON, each stored project photo under its project and work, and the avatar', async () => {
    const pupil = await person(t, 'pupil', { firstName: 'Лиза' });
    await submitPhoto(pupil.id, 5);
    await editProfile(t.db, { pipeline: photos.pipeline, avatars: avatars() }, recordingLog(), await rowOf(pupil.id), {
      fields: new Map(),
      photo: await picture('#ffaa00'),
    });
    const submission = await t.db.selectFrom('submissions').select(['id', 'photo']).where('user_id', '=', pupil.id).executeTakeFirstOrThrow();

    const zip = unzipSync(await archiveOf(await rowOf(pupil.id)));
    const photoName = `фото/проект-5-работа-${submission.id}.jpg`;
    expect(Object.keys(zip).sort()).toEqual(['мои-данные.json', 'фото/аватар.jpg', photoName]);
    expect(Buffer.from(zip[photoName]!).equals((await photos.store.read(submission.photo))!)).toBe(true);
    expect(JSON.parse(new TextDecoder().decode(zip['мои-данные.json'])).profile.firstName).toBe('Лиза');

    // A photo file gone from disk is left out, not an error.
    await photos.store.remove(submission.photo);
    const without = unzipSync(await archiveOf(await rowOf(pupil.id)));
    expect(Object.keys(without).sort()).toEqual(['мои-данные.json', 'фото/аватар.jpg']);
  });
});

describe('deleting an account', () => {
  it('refuses a wrong password and keeps everything; with the right one the rows and the files go', async () => {
    const pupil = await pupilWithPassword('my-own-pass-7');
    await submitPhoto(pupil.id, 3);
    const stored = await t.db.selectFrom('submissions').select(['photo', 'thumb']).where('user_id', '=', pupil.id).executeTakeFirstOrThrow();
    await editProfile(t.db, { pipeline: photos.pipeline, avatars: avatars() }, recordingLog(), pupil, { fields: new Map(), photo: await picture('#123456') });
    const avatar = (await rowOf(pupil.id)).photo;
    const paths = [join(t.config.uploadsDir, SUBMISSIONS_FOLDER, stored.photo), join(t.config.uploadsDir, SUBMISSIONS_FOLDER, stored.thumb), join(t.config.uploadsDir, AVATAR_FOLDER, avatar)];
    expect(paths.map((path) => existsSync(path))).toEqual([true, true, true]);
    const files = { photos: photos.store, avatars: avatars() };
    const log = recordingLog();

    const wrong = await closeAccount(t.db, t.passwords, files, log, { user: await rowOf(pupil.id), password: 'not-mine', client: '10.7.0.1' }, 100);
    expect(wrong).toEqual({ ok: false, error: 'WRONG_PASSWORD' });
    expect(paths.map((path) => existsSync(path))).toEqual([true, true, true]);
    expect((await rowOf(pupil.id)).deleted_at).toBeNull();

    expect(await closeAccount(t.db, t.passwords, files, log, { user: await rowOf(pupil.id), password: 'my-own-pass-7', client: '10.7.0.1' }, 100)).toEqual({ ok: true });
    expect(paths.map((path) => existsSync(path))).toEqual([false, false, false]);
    expect(await rowOf(pupil.id)).toMatchObject({ deleted_at: 100, first_name: ACCOUNT_MESSAGES.deletedName, photo: '' });
    expect(await t.db.selectFrom('submissions').select('id').where('user_id', '=', pupil.id).execute()).toEqual([]);
    expect(log.lines).toEqual([]);
  });

  it('is gone even when a file cannot be removed, and says so in the log', async () => {
    const pupil = await pupilWithPassword('my-own-pass-8');
    const log = recordingLog();
    const stuck = { photos: photos.store, avatars: { ...avatars(), remove: () => Promise.reject(new Error('read-only disk')) } };
    await t.db.updateTable('users').set({ photo: `${'a'.repeat(32)}.jpg` }).where('id', '=', pupil.id).execute();
    expect(await closeAccount(t.db, t.passwords, stuck, log, { user: await rowOf(pupil.id), password: 'my-own-pass-8', client: '10.7.0.2' }, 100)).toEqual({ ok: true });
    expect((await rowOf(pupil.id)).deleted_at).toBe(100);
    expect(log.lines).toMatchObject([{ level: 'warn', message: 'Файлы удалённого аккаунта удалены не все' }]);
  });

  it('answers SERVER_BUSY with Retry-After seconds when the hash gate is full, and deletes nothing', async () => {
    const pupil = await pupilWithPassword('my-own-pass-9');
    const full = createPasswordHasher({ running: 0, waitingPerClient: 0, waiting: 0 });
    const files = { photos: photos.store, avatars: avatars() };
    expect(await closeAccount(t.db, full, files, recordingLog(), { user: pupil, password: 'my-own-pass-9', client: '10.7.0.3' }, 100)).toEqual({
      ok: false,
      error: 'SERVER_BUSY',
      retryAfter: 2,
    });
    expect((await rowOf(pupil.id)).deleted_at).toBeNull();
  });
});

describe('work after the answer', () => {
  it('runs a job in a later turn, logs a failure with its message, and settles when all have ended', async () => {
    const jobs = createBackgroundJobs();
    const log = recordingLog();
    const done: string[] = [];
    jobs.later(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      done.push('letter');
    }, log, 'Письмо не отправлено');
    jobs.later(() => Promise.reject(new Error('SMTP down')), log, 'Письмо о смене пароля не отправлено');
    expect(done).toEqual([]);
    expect(jobs.running).toBe(2);
    await jobs.settled();
    expect(done).toEqual(['letter']);
    expect(jobs.running).toBe(0);
    expect(log.lines).toMatchObject([{ level: 'error', message: 'Письмо о смене пароля не отправлено', err: new Error('SMTP down') }]);
  });

  it('lets a reset letter asked for just before a shutdown reach the mail folder', async () => {
    const other = await createTestApp({ PUBLIC_URL: 'https://school.example' });
    let closed = false;
    try {
      const created = await usersRepository(other.db).create({ email: 'late@example.com', passwordHash: 'x', firstName: 'Маша', role: 'pupil', journalLinked: false, now: 1 });
      expect(created.ok).toBe(true);
      const asked = await other.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'late@example.com' } });
      expect(asked.statusCode).toBe(200);
      await other.app.close();
      closed = true;
      expect(savedLetters(other.config.dataDir).map((letter) => letter.to)).toEqual(['late@example.com']);
    } finally {
      if (!closed) await other.app.close();
      await other.close().catch(() => {});
    }
  });

  it('sends the «password changed» letter after a reset through `later`, and none for a refused one', async () => {
    const scheduled: string[] = [];
    const works: Promise<unknown>[] = [];
    const sent: string[] = [];
    const later: Later = (work, failure) => {
      scheduled.push(failure);
      works.push(work());
    };
    const mailer = { send: async (letter: { to: string }) => void sent.push(letter.to) };
    const refused = await resetPassword(t.db, t.passwords, mailer, later, { token: 'x'.repeat(43), password: 'a-new-pass-11', client: '10.7.1.1' }, 100);
    expect(refused).toMatchObject({ ok: false, error: 'RESET_LINK_INVALID' });
    expect(scheduled).toEqual([]);
    const busy = await resetPassword(t.db, createPasswordHasher({ running: 0, waitingPerClient: 0, waiting: 0 }), mailer, later, { token: 'x'.repeat(43), password: 'a-new-pass-11', client: '10.7.1.1' }, 100);
    expect(busy).toEqual({ ok: false, error: 'SERVER_BUSY', retryAfter: 2 });
    expect(sent).toEqual([]);

    const pupil = await person(t, 'pupil');
    const email = (await rowOf(pupil.id)).email;
    const letters: string[] = [];
    expect(await sendResetLink(t.db, { send: async (letter) => void letters.push(letter.text) }, 'https://school.example', email, 100)).toBe('sent');
    const token = new URL(/https:\/\/\S+/.exec(letters[0]!)![0]).searchParams.get('token')!;
    const changed = await resetPassword(t.db, t.passwords, mailer, later, { token, password: 'a-new-pass-11', client: '10.7.1.1' }, 100);
    expect(changed).toMatchObject({ ok: true, user: { id: pupil.id } });
    expect(scheduled).toEqual(['Письмо о смене пароля не отправлено']);
    // The letter waits in the outbox from the reset's transaction and goes in the scheduled work.
    await Promise.all(works);
    expect(sent).toEqual([email]);
  });
});

describe('busyAsOutcome', () => {
  it('gives the work’s value, turns a full gate into SERVER_BUSY, and throws any other error', async () => {
    expect(await busyAsOutcome(async () => 42, 3)).toEqual({ ok: true, value: 42 });
    expect(
      await busyAsOutcome(() => {
        throw new GateBusyError();
      }, 3),
    ).toEqual({ ok: false, error: 'SERVER_BUSY', retryAfter: 3 });
    await expect(busyAsOutcome(() => Promise.reject(new Error('disk')), 3)).rejects.toThrow('disk');
  });
});
