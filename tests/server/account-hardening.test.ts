import { unzipSync } from 'fflate';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../src/domain/account';
import { ARCHIVE_LIMITS } from '../../server/services/my-data';
import { createMailer, MAIL_FOLDER } from '../../server/services/mailer';
import { SUBMISSIONS_FOLDER } from '../../server/services/photo-store';
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
