import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_LIMITS } from '../../server/routes/comments/index';
import { person } from '../helpers/people';
import { createTestApp, login, newPupil, signup, type TestApp } from '../helpers/test-app';

// A Redis of this test's own, so it can be stopped under a running server.
const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

describe.runIf(hasRedis || process.env.CI)('rate limits in Redis', () => {
  let redisServer: ChildProcess;
  let url: string;
  let t: TestApp;

  beforeAll(async () => {
    const port = await freePort();
    url = `redis://127.0.0.1:${port}`;
    redisServer = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const probe = new Redis(url, { retryStrategy: () => 50, maxRetriesPerRequest: null });
    probe.on('error', () => {}); // refused until redis-server is up
    await probe.ping();
    probe.disconnect();
    t = await createTestApp({ REDIS_URL: url, REDIS_PREFIX: 'outage-test:' });
  });
  afterAll(async () => {
    await t?.close();
    redisServer?.kill('SIGKILL');
  });

  it('keeps the counts in Redis under the configured prefix', async () => {
    const pupil = newPupil();
    await signup(t.app, pupil);
    expect((await login(t.app, pupil.email, 'wrong-password-1')).statusCode).toBe(401);
    const redis = new Redis(url);
    try {
      expect((await redis.keys('outage-test:rate-limit:*')).length).toBeGreaterThanOrEqual(2);
    } finally {
      redis.disconnect();
    }
  });

  it('lets pupils in at once while Redis is down', async () => {
    const pupil = newPupil();
    expect((await signup(t.app, pupil)).statusCode).toBe(201);
    redisServer.kill('SIGKILL');
    await once(redisServer, 'exit');
    const started = Date.now();
    expect((await login(t.app, pupil.email, pupil.password)).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('still limits while Redis is down, counting in the process', async () => {
    // Runs after the test above has stopped Redis.
    expect(redisServer.exitCode ?? redisServer.signalCode).not.toBeNull();
    const pupil = await person(t, 'pupil');
    const post = (text: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/comments/commentsLectors', headers: { authorization: pupil.token }, payload: { idRasdel: 30001, textComent: text } });
    for (let i = 1; i <= COMMENT_LIMITS.perUser.max; i += 1) expect((await post(`Вопрос ${i}`)).statusCode).toBe(201);
    const over = await post('Ещё вопрос');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});
