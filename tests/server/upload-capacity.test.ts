import { randomBytes, randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp, schoolApp, SERVER_OPTIONS, type AppOptions } from '../../server/app';
import { fail } from '../../server/services/outcome';
import { createPhotoPipeline, PHOTO_BUSY_RETRY_AFTER, type PhotoPipeline } from '../../server/services/photo-pipeline';
import { createPhotoStore, SUBMISSIONS_FOLDER, type PhotoStore } from '../../server/services/photo-store';
import { MSG } from '../../domain/messages';
import { SUBMISSION_MSG, submissionFailureMessage } from '../../domain/submission';
import { multipart, person, type Person } from '../helpers/people';
import { noisyJpeg } from '../helpers/photos';
import { testEngine } from '../helpers/test-database';
import { createTestApp, type TestApp } from '../helpers/test-app';

// When the server, not the pupil, is short: a busy photo queue (503) gives the upload back to the
// pupil's 30 per 10 minutes, and a full disk says so in words (507 STORAGE_FULL), not «Ошибка
// сервера», and gives it back too. Before: a phone retrying busy answers spent the 30 and the
// pupil got 429 for ten minutes; a full disk answered 500 SERVER_ERROR.

const LIMIT = 30;

let t: TestApp;
let photo: Buffer;
/** The pipeline answers SERVER_BUSY while this is true, as a full queue does. */
let busy = false;
/** The store's writes fail with ENOSPC while this is true. */
let diskFull = false;
let app: FastifyInstance;

function enospc(): NodeJS.ErrnoException {
  return Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' });
}

async function appWith(options: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  const real = createPhotoPipeline();
  const pipeline: PhotoPipeline = {
    gate: real.gate,
    busy: () => real.busy(),
    process: async (input, client) =>
      busy ? fail('SERVER_BUSY', { message: MSG.serverBusy, retryAfter: PHOTO_BUSY_RETRY_AFTER }) : real.process(input, client),
  };
  const realStore = createPhotoStore(t.config.uploadsDir);
  const store: PhotoStore = {
    ...realStore,
    save: async (processed) => {
      if (diskFull) throw enospc();
      return realStore.save(processed);
    },
  };
  const built = await buildApp({ config: t.config, db: t.db, passwords: t.passwords, photoPipeline: pipeline, photoStore: store, ...options });
  await built.ready();
  return built;
}

beforeAll(async () => {
  t = await createTestApp();
  photo = await noisyJpeg(320, 240);
  app = await appWith();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

async function submit(on: FastifyInstance, pupil: Person, projectId: number, { key = randomUUID(), bytes = photo } = {}) {
  const { payload, headers } = await multipart({ project_id: String(projectId), project_photo: { bytes, filename: 'torch.jpg' } });
  return on.inject({
    method: 'POST',
    url: `/api/v1/projects/${projectId}/submission`,
    headers: { ...headers, authorization: pupil.token, 'idempotency-key': key },
    payload,
  });
}

const stored = () => readdir(join(t.config.uploadsDir, SUBMISSIONS_FOLDER)).catch(() => [] as string[]);

describe(`the pupil's upload limit on ${testEngine()}`, () => {
  it('gives a busy answer back: 40 busy tries, then the photo is taken, not refused with 429', async () => {
    const pupil = await person(t, 'pupil');
    busy = true;
    const statuses: number[] = [];
    try {
      for (let i = 0; i < LIMIT + 10; i += 1) statuses.push((await submit(app, pupil, 11)).statusCode);
    } finally {
      busy = false;
    }
    // Before: 30 × 503, then 10 × 429, and the photo below 429 too.
    expect(statuses).toEqual(Array<number>(LIMIT + 10).fill(503));
    const taken = await submit(app, pupil, 11);
    expect(taken.statusCode, taken.body).toBe(201);
  });

  it('still counts what the server took or the pupil got wrong: the 31st in 10 minutes is 429', async () => {
    const pupil = await person(t, 'pupil');
    const statuses: number[] = [];
    // One taken photo, then refusals of the pupil's own doing (not a photo), then a busy one.
    statuses.push((await submit(app, pupil, 12)).statusCode);
    for (let i = 1; i < LIMIT; i += 1) statuses.push((await submit(app, pupil, 13, { bytes: Buffer.from('not a photo') })).statusCode);
    expect(statuses).toEqual([201, ...Array<number>(LIMIT - 1).fill(400)]);
    const over = await submit(app, pupil, 14);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});

describe(`a full disk on ${testEngine()}`, () => {
  it('tells the pupil the school has run out of space (507 STORAGE_FULL), stores nothing, and gives the upload back', async () => {
    const pupil = await person(t, 'pupil');
    const before = await stored();
    diskFull = true;
    const answers = [];
    try {
      for (let i = 0; i < LIMIT + 2; i += 1) answers.push(await submit(app, pupil, 5));
    } finally {
      diskFull = false;
    }
    const first = answers[0]!;
    expect(first.statusCode).toBe(507);
    expect(first.json()).toEqual({ code: 'STORAGE_FULL', message: SUBMISSION_MSG.storageFull });
    expect(first.json().message).not.toContain('Ошибка сервера');
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(LIMIT + 2).fill(507));
    expect((await stored()).sort()).toEqual(before.sort());
    // Space again: the same photo is taken.
    expect((await submit(app, pupil, 5)).statusCode).toBe(201);
    // What the phone's outbox shows for it, keeping the photo to send later.
    expect(submissionFailureMessage({ kind: 'http', status: 507, code: 'STORAGE_FULL', message: first.json().message })).toBe(SUBMISSION_MSG.storageFull);
  });

  it('answers any other write that finds the disk full (an avatar, the database) with 507 in Russian, not 500', async () => {
    // A route of its own stands for them: every error reaches the one error handler.
    const failing = Fastify({ ...SERVER_OPTIONS });
    await failing.register(async (school) => {
      await schoolApp(school, { config: t.config, db: t.db, passwords: t.passwords });
      school.get('/api/v1/test-disk-full', async () => {
        throw enospc();
      });
    });
    await failing.ready();
    try {
      const answer = await failing.inject({ method: 'GET', url: '/api/v1/test-disk-full' });
      expect(answer.statusCode).toBe(507);
      expect(answer.json()).toEqual({ code: 'STORAGE_FULL', message: MSG.storageFull });
    } finally {
      await failing.close();
    }
  });
});

describe.runIf(process.env.REDIS_URL)(`the upload limit in Redis on ${testEngine()}`, () => {
  it('gives a busy answer back in Redis too', async () => {
    const shared = await createTestApp({ REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: `school-test-${randomBytes(6).toString('hex')}:` });
    try {
      const pupil = await person(shared, 'pupil');
      const real = createPhotoPipeline();
      let sharedBusy = true;
      const withRedis = await buildApp({
        config: shared.config,
        db: shared.db,
        passwords: shared.passwords,
        photoPipeline: {
          gate: real.gate,
          busy: () => real.busy(),
          process: async (input, client) => (sharedBusy ? fail('SERVER_BUSY', { retryAfter: 1 }) : real.process(input, client)),
        },
      });
      await withRedis.ready();
      try {
        const statuses: number[] = [];
        for (let i = 0; i < LIMIT + 5; i += 1) statuses.push((await submit(withRedis, pupil, 6)).statusCode);
        expect(statuses).toEqual(Array<number>(LIMIT + 5).fill(503));
        sharedBusy = false;
        expect((await submit(withRedis, pupil, 6)).statusCode).toBe(201);
      } finally {
        await withRedis.close();
      }
    } finally {
      await shared.close();
    }
  });
});
