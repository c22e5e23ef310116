import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresSchema, type TestDatabase } from '../helpers/test-database';
import { call, startServerProcess, type ServerProcess } from '../helpers/server-process';

// The production shape: two server processes, one PostgreSQL, one Redis. Always PostgreSQL,
// whatever the vitest project, so only the default server project runs this file.

const ready = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);
const SIGNUP = '/api/v1/users/profile/signup';
const LOGIN = '/api/v1/users/profile/login';

it.runIf(!ready && process.env.CI)('has PostgreSQL and Redis in CI', () => {
  expect.fail('В CI нужны TEST_DATABASE_URL и REDIS_URL: проверка нескольких процессов не должна пропускаться');
});

describe.runIf(ready)('two server processes on one PostgreSQL and one Redis', () => {
  const prefix = `school-test-${randomBytes(6).toString('hex')}:`;
  let dataDir: string;
  let database: TestDatabase;
  let servers: ServerProcess[] = [];
  const at = (i: number) => servers[i % 2]!.url;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'school-two-'));
    database = await createPostgresSchema();
    const env = {
      ...database.env,
      REDIS_URL: process.env.REDIS_URL,
      REDIS_PREFIX: prefix,
      JWT_SECRET: `two-processes-${randomBytes(16).toString('hex')}`,
      DATA_DIR: dataDir,
      DIST_DIR: join(dataDir, 'no-dist'),
    };
    // Both start at once on the empty schema: migrations must not trip over each other.
    servers = await database.migrating(() => Promise.all([startServerProcess(env), startServerProcess(env)]));
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
    const redis = new Redis(process.env.REDIS_URL!);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('make one account when the same e-mail signs up 20 times at once across both', async () => {
    const pupil = { firstName: 'Двойник', email: 'twin@example.com', password: 'twin-password-1' };
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => call(at(i), 'POST', SIGNUP, pupil)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body).toEqual({ message: 'Аккаунт с таким email зарегистрирован', code: 'EMAIL_TAKEN' });
    }
    // Both processes see the one account.
    expect((await call(at(0), 'POST', LOGIN, pupil)).status).toBe(200);
    expect((await call(at(1), 'POST', LOGIN, pupil)).status).toBe(200);
  });

  it('count wrong logins of one e-mail together: the 11th is refused, whichever process gets it', async () => {
    const victim = { firstName: 'Жертва', email: 'victim@example.com', password: 'victim-password-1' };
    expect((await call(at(0), 'POST', SIGNUP, victim)).status).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await call(at(i), 'POST', LOGIN, { email: victim.email, password: `guess-${i}-password` })).status);
    }
    // Each process saw at most 6 of them: only a shared count reaches the limit of 10.
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    const right = await call(at(1), 'POST', LOGIN, victim);
    expect(right.status).toBe(429);
    expect(right.body.message).toBe('Слишком много попыток. Подождите минуту и попробуйте снова');
  });

  it('accept a token issued by the other process', async () => {
    const pupil = { firstName: 'Путник', email: 'walker@example.com', password: 'walker-password-1' };
    expect((await call(at(1), 'POST', SIGNUP, pupil)).status).toBe(201);
    const { token } = (await call(at(0), 'POST', LOGIN, pupil)).body;
    expect(token).toBeTruthy();
    const profile = await call(at(1), 'GET', '/api/v1/users/profile', undefined, token);
    expect(profile.status).toBe(200);
    expect(profile.body.data?.email).toBe(pupil.email);
  });
});
