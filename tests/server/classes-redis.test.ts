import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOIN_ATTEMPTS_MAX, type ClassInfo } from '../../domain/classes';
import { person } from '../helpers/people';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Join attempts count in Redis when the school has one, so a pupil's 20 tries hold across every
// server process (the limit store falls back to memory only while Redis is down).

const url = process.env.REDIS_URL;

describe.runIf(url)('the join limit with Redis', () => {
  const prefix = `classes-test-${randomBytes(6).toString('hex')}:`;
  let t: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL: url, REDIS_PREFIX: prefix });
    redis = new Redis(url!);
  });
  afterAll(async () => {
    await t.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('counts a pupil\'s attempts under the school\'s prefix and refuses the 21st', async () => {
    const teacher = await person(t, 'teacher');
    const pupil = await person(t, 'pupil', { linked: false });
    const room = ((await t.app.inject({ method: 'POST', url: '/api/v1/classes', headers: { authorization: teacher.token }, payload: { name: 'Кружок' } })).json() as { data: ClassInfo }).data;
    const join = (code: string) => t.app.inject({ method: 'POST', url: '/api/v1/classes/join', headers: { authorization: pupil.token }, payload: { code } });
    for (let i = 0; i < JOIN_ATTEMPTS_MAX; i += 1) expect((await join('ZZZZZZ')).statusCode).toBe(404);
    const keys = await redis.keys(`${prefix}rate-limit:*class-join*`);
    expect(keys).toHaveLength(1);
    expect(Number(await redis.get(keys[0]!))).toBe(JOIN_ATTEMPTS_MAX);
    expect((await join(room.code!)).statusCode).toBe(429);
  });
});
