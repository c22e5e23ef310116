import { unzipSync } from 'fflate';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../domain/account';
import { buildApp } from '../../server/app';
import { urlForLog } from '../../server/logger';
import { ACCOUNT_LIMITS } from '../../server/routes/account/index';
import { ARCHIVE_LIMITS, archiveSlots, myDataArchive } from '../../server/services/my-data';
import { createPhotoPipeline, PHOTO_BUSY_RETRY_AFTER, type PhotoPipeline } from '../../server/services/photo-pipeline';
import { createMailer, MAIL_FOLDER } from '../../server/services/mailer';
import { createPhotoStore, SUBMISSIONS_FOLDER } from '../../server/services/photo-store';
import { inWriteTransaction } from '../../server/db/transaction';
import { deleteAccount } from '../../server/services/account-deletion';
import { ACCOUNT_DELETED, lockLiveUser, whileLive } from '../../server/services/account-lock';
import { AVATAR_FOLDER, avatarStore } from '../../server/services/avatars';
import { postComment } from '../../server/services/comments';
import { submitProject } from '../../server/services/submissions';
import { usersRepository } from '../../server/db/repositories/users';
import { submissionsRepository } from '../../server/db/repositories/submissions';
import { multipart, person, type Person } from '../helpers/people';
import { noisyJpeg } from '../helpers/photos';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { testEngine } from '../helpers/test-database';

// What an attacker found on the account's surfaces, each closed: the family's archive streamed and
// bounded, no live reset link in the log, deletion winning over writes in flight, and avatar uploads
// refused before their body is read when the photo queue is full.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://school.example' });
});
afterAll(() => t.close());

/** A promise and the function that settles it: a point where a test holds the server's work. */
function latch() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

async function submitPhoto(who: Person, projectId: number) {
  const form = await multipart({ project_id: String(projectId), project_photo: { bytes: await noisyJpeg(300, 200), filename: 'робот.jpg' } });
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/v1/projects/${projectId}/submission`,
    headers: { ...form.headers, authorization: who.token, 'idempotency-key': randomUUID() },
    payload: form.payload,
  });
  expect(sent.statusCode, sent.body).toBe(201);
}

/** The archive's answer as soon as its headers are out; its body is read only when the test reads it. */
const archiveHeld = (who: Person) =>
  t.app.inject({ method: 'GET', url: '/api/v1/users/my-data/archive', headers: { authorization: who.token }, payloadAsStream: true });
const archive = (who: Person) => t.app.inject({ method: 'GET', url: '/api/v1/users/my-data/archive', headers: { authorization: who.token } });

async function bodyOf(answer: Awaited<ReturnType<typeof archiveHeld>>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of answer.stream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const photosDir = () => join(t.config.uploadsDir, SUBMISSIONS_FOLDER);

/**
 * A submission whose stored photo is 2 MB: more than every buffer between the archive and a client
 * that does not read, so an archive whose body is not read stays in flight (and holds its slot).
 */
async function bigSubmission(who: Person, projectId: number): Promise<{ id: number; photo: string }> {
  const photo = `${randomBytes(16).toString('hex')}.jpg`;
  mkdirSync(photosDir(), { recursive: true });
  writeFileSync(join(photosDir(), photo), randomBytes(2 * 1024 * 1024));
  const created = await submissionsRepository(t.db).create({
    userId: who.id,
    projectId,
    photo,
    thumb: `${randomBytes(16).toString('hex')}.jpg`,
    originalName: 'большое.jpg',
    mime: 'image/jpeg',
    width: 3000,
    height: 2000,
    bytes: 2 * 1024 * 1024,
    idempotencyKey: randomUUID(),
    now: 1,
    // The photo's digest, where the repository keeps one (an idempotency key names one photo).
    ...{ photoSha256: randomBytes(32).toString('hex') },
  });
  if (!created.ok) throw new Error('submission not created');
  return { id: created.submission.id, photo };
}

describe(`the family's archive on ${testEngine()}`, () => {
  it('is a zip with every photo; a second one of the same pupil at the same time gets 429 with Retry-After in Russian', async () => {
    const pupil = await person(t, 'pupil');
    for (const project of [1, 2]) await submitPhoto(pupil, project);
    await bigSubmission(pupil, 3);
    const stored = await t.db.selectFrom('submissions').select(['id', 'project_id', 'photo']).where('user_id', '=', pupil.id).execute();

    const first = await archiveHeld(pupil);
    expect(first.statusCode).toBe(200);
    const second = await archive(pupil);
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe(String(ARCHIVE_LIMITS.retryAfterSeconds));
    expect(second.json()).toMatchObject({ code: 'RATE_LIMITED', message: ACCOUNT_MESSAGES.archiveInProgress });

    expect(first.headers['content-type']).toBe('application/zip');
    const zip = unzipSync(new Uint8Array(await bodyOf(first)));
    expect(Object.keys(zip).sort()).toEqual(['мои-данные.json', ...stored.map((row) => `фото/проект-${row.project_id}-работа-${row.id}.jpg`)].sort());
    for (const row of stored) {
      const bytes = readFileSync(join(photosDir(), row.photo));
      expect(Buffer.from(zip[`фото/проект-${row.project_id}-работа-${row.id}.jpg`]!).equals(bytes)).toBe(true);
    }
    // The first one sent, the pupil may ask again.
    expect((await archive(pupil)).statusCode).toBe(200);
  });

  it(`sends ${ARCHIVE_LIMITS.perProcess} at once; the next pupil gets 503 SERVER_BUSY with Retry-After at once`, async () => {
    const pupils = await Promise.all(Array.from({ length: ARCHIVE_LIMITS.perProcess + 1 }, () => person(t, 'pupil')));
    for (const pupil of pupils) await bigSubmission(pupil, 4);
    const running = [];
    for (const pupil of pupils.slice(0, -1)) running.push(await archiveHeld(pupil));
    const refused = await archive(pupils.at(-1)!);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(ARCHIVE_LIMITS.retryAfterSeconds));
    expect(refused.json()).toMatchObject({ code: 'SERVER_BUSY' });

    const bodies = await Promise.all(running.map(bodyOf));
    expect(bodies.map((body) => Object.keys(unzipSync(new Uint8Array(body))).length)).toEqual(running.map(() => 2));
    expect((await archive(pupils.at(-1)!)).statusCode).toBe(200);
  });

  it('frees the slot when the client goes away mid-archive (the reply destroys the stream)', async () => {
    const pupil = await person(t, 'pupil');
    await bigSubmission(pupil, 5);
    const slots = archiveSlots();
    const files = { photos: createPhotoStore(t.config.uploadsDir), avatars: avatarStore(t.config.uploadsDir) };
    const user = (await usersRepository(t.db).findById(pupil.id))!;
    const first = await myDataArchive(t.db, files, slots, user);
    if (!first.ok) throw new Error(first.error);
    expect(await myDataArchive(t.db, files, slots, user)).toMatchObject({ ok: false, error: 'RATE_LIMITED' });
    expect(slots.sending).toBe(1);
    first.stream.destroy();
    await once(first.stream, 'close');
    expect(slots.sending).toBe(0);
    const again = await myDataArchive(t.db, files, slots, user);
    expect(again.ok).toBe(true);
    if (again.ok) again.stream.destroy();
  });

  it('frees the slot when a photo cannot be read mid-archive, and the server goes on', async () => {
    const pupil = await person(t, 'pupil');
    const { photo } = await bigSubmission(pupil, 6);
    // A folder where the photo should be: it opens, and the first read fails.
    rmSync(join(photosDir(), photo));
    mkdirSync(join(photosDir(), photo));

    const broken = await archiveHeld(pupil);
    expect(broken.statusCode).toBe(200);
    // Headers went out before the photo failed: the client sees a cut answer, never a whole zip.
    await expect(bodyOf(broken)).rejects.toThrow();

    rmSync(join(photosDir(), photo), { recursive: true });
    const again = await archive(pupil);
    expect(again.statusCode).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(again.rawPayload)))).toEqual(['мои-данные.json']);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('reset links and the request log', () => {
  it('cuts a token out of an address before it is logged', async () => {
    expect(urlForLog('/password?token=Zq3v-Y8s_1&from=letter')).toBe('/password?token=…&from=letter');
    expect(urlForLog('/x?a=1&TOKEN=abc#top')).toBe('/x?a=1&TOKEN=…#top');
    expect(urlForLog('/api/health')).toBe('/api/health');

    // The real log at its most talkative: an unknown address with a token in it.
    const lines: string[] = [];
    const logged = await buildApp({ config: t.config, db: t.db, passwords: t.passwords }, { level: 'debug', stream: { write: (line: string) => lines.push(line) } });
    try {
      await logged.inject({ method: 'GET', url: '/api/no-such-thing?token=secret-reset-token-123' });
    } finally {
      await logged.close();
    }
    expect(lines.join('')).toContain('/api/no-such-thing?token=…');
    expect(lines.join('')).not.toContain('secret-reset-token-123');
  });
});

describe('letters without SMTP', () => {
  it('logs where the letter was written, never the address or the link', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'school-mail-'));
    const lines: string[] = [];
    const mailer = createMailer({ smtpUrl: undefined, from: 'school@example.com', dataDir, log: (line) => lines.push(line) });
    const token = 'Zq3vY8s1-secret-token-xK0pL2mN4bV6cX8zA1sD3fG5h';
    const to = 'masha.ivanova@example.com';
    await mailer.send({ to, subject: 'Смена пароля', text: `Ссылка для смены пароля: https://school.example/password?token=${token}\nОна действует час.` });

    const [file] = readdirSync(join(dataDir, MAIL_FOLDER));
    expect(lines).toEqual([`Письмо записано в ${join(dataDir, MAIL_FOLDER, file!)}`]);
    for (const line of lines) {
      expect(line).not.toContain(to);
      expect(line).not.toContain(token);
      expect(line).not.toContain('masha');
    }
    // The developer opens the letter itself.
    expect(readFileSync(join(dataDir, MAIL_FOLDER, file!), 'utf8')).toContain(to);
  });
});

/**
 * The school once more over the same database and folders, with a photo queue the tests fill (one
 * place, no waiting room) and a point where the next photo waits before it is decoded.
 */
let held: FastifyInstance;
let pipeline: PhotoPipeline;
let nextPhotoHeld: { reached: () => void; released: Promise<void> } | undefined;
beforeAll(async () => {
  const real = createPhotoPipeline({ gate: { running: 1, waitingPerClient: 0, waiting: 0 } });
  pipeline = {
    gate: real.gate,
    busy: () => real.busy(),
    async process(input, client) {
      const hold = nextPhotoHeld;
      nextPhotoHeld = undefined;
      if (hold) {
        hold.reached();
        await hold.released;
      }
      return real.process(input, client);
    },
  };
  held = await buildApp({ config: t.config, db: t.db, passwords: t.passwords, photoPipeline: pipeline });
  await held.ready();
});
afterAll(() => held.close());

/** Holds the next photo before it is decoded: `reached` resolves when it waits there, `release` lets it go on. */
function holdNextPhoto() {
  const reached = latch();
  const released = latch();
  nextPhotoHeld = { reached: reached.open, released: released.opened };
  return { reached: reached.opened, release: released.open };
}

/** A multipart body with one photo field of `size` bytes, made as it is pulled; `pulled` says how much was. */
function countedUpload(size: number) {
  const boundary = `----school${randomUUID()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="я.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 0xab);
  const counter = { pulled: 0 };
  async function* parts() {
    counter.pulled += head.length;
    yield head;
    for (let sent = 0; sent < size; sent += chunk.length) {
      counter.pulled += chunk.length;
      yield chunk;
    }
    counter.pulled += tail.length;
    yield tail;
  }
  return {
    counter,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(head.length + Math.ceil(size / chunk.length) * chunk.length + tail.length) },
    payload: Readable.from(parts(), { objectMode: false }),
  };
}

describe(`avatar uploads on ${testEngine()}`, () => {

  it('answers 503 with Retry-After before reading the body when the photo queue is full', async () => {
    const pupil = await person(t, 'pupil');
    const busy = latch();
    const running = pipeline.gate.run('another pupil', () => busy.opened);
    // 11 MB: read, it would be refused as too large (413); unread, it is refused as busy.
    const upload = countedUpload(11 * 1024 * 1024);
    const answer = await held
      .inject({ method: 'PUT', url: '/api/v1/users/profile', headers: { ...upload.headers, authorization: pupil.token }, payload: upload.payload })
      .finally(busy.open);
    await running;
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe(String(PHOTO_BUSY_RETRY_AFTER));
    expect(answer.json()).toMatchObject({ code: 'SERVER_BUSY' });
    expect(upload.counter.pulled).toBeLessThan(256 * 1024);

    // The queue free again, a real avatar is taken.
    const form = await multipart({ photo: { bytes: await noisyJpeg(400, 300), filename: 'я.jpg' } });
    const saved = await held.inject({ method: 'PUT', url: '/api/v1/users/profile', headers: { ...form.headers, authorization: pupil.token }, payload: form.payload });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('still takes a text-only form while the photo queue is full', async () => {
    const pupil = await person(t, 'pupil');
    const busy = latch();
    const running = pipeline.gate.run('another pupil', () => busy.opened);
    const form = await multipart({ city: 'Казань' });
    const answer = await held
      .inject({ method: 'PUT', url: '/api/v1/users/profile', headers: { ...form.headers, authorization: pupil.token }, payload: form.payload })
      .finally(busy.open);
    await running;
    expect(answer.statusCode, answer.body).toBe(200);
  });

  it(`limits a user to ${ACCOUNT_LIMITS.profileEditPerUser.max} profile saves in 10 minutes, like project photos`, async () => {
    const pupil = await person(t, 'pupil');
    const save = async () => {
      const form = await multipart({ city: 'Казань' });
      return t.app.inject({ method: 'PUT', url: '/api/v1/users/profile', headers: { ...form.headers, authorization: pupil.token }, payload: form.payload });
    };
    for (let n = 0; n < ACCOUNT_LIMITS.profileEditPerUser.max; n += 1) expect((await save()).statusCode).toBe(200);
    const refused = await save();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json().message).toMatch(/[а-я]/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

const filesIn = (folder: string) => {
  try {
    return readdirSync(join(t.config.uploadsDir, folder)).sort();
  } catch {
    return [];
  }
};

describe(`deleting an account while its writes are in flight, on ${testEngine()}`, () => {
  it('a submission whose photo was being decoded leaves no row and no file', async () => {
    const pupil = await person(t, 'pupil');
    const before = filesIn(SUBMISSIONS_FOLDER);
    const hold = holdNextPhoto();
    const form = await multipart({ project_id: '7', project_photo: { bytes: await noisyJpeg(300, 200), filename: 'робот.jpg' } });
    const sending = held.inject({
      method: 'POST',
      url: '/api/v1/projects/7/submission',
      headers: { ...form.headers, authorization: pupil.token, 'idempotency-key': randomUUID() },
      payload: form.payload,
    });
    await hold.reached;
    await deleteAccount(t.db, (await usersRepository(t.db).findById(pupil.id))!, 100);
    hold.release();

    const answer = await sending;
    expect(answer.statusCode, answer.body).toBe(401);
    expect(await t.db.selectFrom('submissions').select('id').where('user_id', '=', pupil.id).execute()).toEqual([]);
    expect(filesIn(SUBMISSIONS_FOLDER)).toEqual(before);
  });

  it('an avatar being made leaves no file, and the deleted account keeps no photo', async () => {
    const pupil = await person(t, 'pupil');
    const before = filesIn(AVATAR_FOLDER);
    const hold = holdNextPhoto();
    const form = await multipart({ photo: { bytes: await noisyJpeg(300, 200), filename: 'я.jpg' } });
    const saving = held.inject({ method: 'PUT', url: '/api/v1/users/profile', headers: { ...form.headers, authorization: pupil.token }, payload: form.payload });
    await hold.reached;
    await deleteAccount(t.db, (await usersRepository(t.db).findById(pupil.id))!, 100);
    hold.release();

    expect((await saving).statusCode).toBe(401);
    expect((await usersRepository(t.db).findById(pupil.id))!.photo).toBe('');
    expect(filesIn(AVATAR_FOLDER)).toEqual(before);
  });

  it('a write that starts while the deletion holds the lock waits for it, then writes nothing', async () => {
    const pupil = await person(t, 'pupil');
    const locked = latch();
    const commit = latch();
    // A deletion half-way: the user's row locked and marked deleted, not yet committed.
    const deleting = inWriteTransaction(t.db, async (trx) => {
      expect(await lockLiveUser(trx, pupil.id)).toBe(true);
      await trx.updateTable('users').set({ deleted_at: 100 }).where('id', '=', pupil.id).execute();
      locked.open();
      await commit.opened;
    });
    await locked.opened;
    let wrote = false;
    const writing = whileLive(t.db, pupil.id, async () => {
      wrote = true;
      return 'written';
    });
    commit.open();
    await deleting;
    expect(await writing).toBe(ACCOUNT_DELETED);
    expect(wrote).toBe(false);
  });

  it('a comment whose author was read before the deletion is not written', async () => {
    const pupil = await person(t, 'pupil');
    // The request read its user (live), then the account went.
    const author = (await usersRepository(t.db).findById(pupil.id))!;
    await deleteAccount(t.db, author, 100);
    expect(await postComment(t.db, author, { section: 'help', itemId: 3 }, 'Как подключить мотор?')).toEqual({ ok: false, error: 'AUTH_REQUIRED' });
    expect(await t.db.selectFrom('comments').select('id').where('user_id', '=', pupil.id).execute()).toEqual([]);
  });

  it('a submission whose pupil was read before the deletion is not written, and its files go', async () => {
    const pupil = await person(t, 'pupil');
    const stale = (await usersRepository(t.db).findById(pupil.id))!;
    await deleteAccount(t.db, stale, 100);
    const before = filesIn(SUBMISSIONS_FOLDER);
    const photos = { pipeline: createPhotoPipeline(), store: createPhotoStore(t.config.uploadsDir) };
    const result = await submitProject(t.db, photos, { pupil: stale, projectId: 8, idempotencyKey: randomUUID(), upload: { bytes: await noisyJpeg(300, 200), filename: 'x.jpg' } });
    expect(result).toEqual({ ok: false, error: 'AUTH_REQUIRED' });
    expect(await t.db.selectFrom('submissions').select('id').where('user_id', '=', pupil.id).execute()).toEqual([]);
    expect(filesIn(SUBMISSIONS_FOLDER)).toEqual(before);
  });
});
