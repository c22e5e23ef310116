import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { USER_LIMITS } from '../../server/routes/users/index';
import { HASH_LIMITS, hashPassword } from '../../server/services/passwords';
import { createTestApp, isErrorBody, login, newPupil, signup, type TestApp } from '../helpers/test-app';
import { testEngine } from '../helpers/test-database';

// One address sending 200 logins at once with 200 unknown e-mails used to queue 200 full password
// hashes (88 s to drain, 628 MB): nobody else could log in. Now an address has a ceiling whatever
// the e-mails, hashes run two at a time with a queue a class fits in, and beyond it the answer is
// a quick "busy". The timing figures are measured by scripts/bench/login-flood.mjs, not here.

const FLOOD = '10.66.0.1';
const SCHOOL = '10.77.0.1';
const ELSEWHERE = '10.88.0.1';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`a login flood from one address on ${testEngine()}`, () => {
  it('gets a quick 429 beyond the address ceiling and 503 beyond the hash queue, while a pupil elsewhere logs in', async () => {
    const pupil = newPupil();
    expect((await signup(t.app, pupil, ELSEWHERE)).statusCode).toBe(201);
    t.passwords.gate.peakRunning = 0;

    const size = USER_LIMITS.loginPerAddress.max + 50;
    const flood = Array.from({ length: size }, (_, i) => login(t.app, `nobody-${i}@example.com`, 'wrong-password-1', FLOOD));
    const mine = login(t.app, pupil.email, pupil.password, ELSEWHERE);
    const answers = await Promise.all(flood);

    expect((await mine).statusCode).toBe(200);
    const byStatus = (status: number) => answers.filter((answer) => answer.statusCode === status);
    expect(byStatus(429)).toHaveLength(size - USER_LIMITS.loginPerAddress.max);
    expect(byStatus(401).length + byStatus(503).length).toBe(USER_LIMITS.loginPerAddress.max);
    // Far fewer hashed than asked: the queue is short and the rest were told to come back.
    expect(byStatus(503).length).toBeGreaterThan(0);
    expect(t.passwords.gate.peakRunning).toBeLessThanOrEqual(HASH_LIMITS.running);

    for (const answer of answers) expect(isErrorBody(answer.json()), answer.body).toBe(true);
    for (const answer of byStatus(429)) {
      expect(answer.json()).toEqual({ message: MSG.tooManyLoginsFromAddress, code: 'RATE_LIMITED' });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    for (const answer of byStatus(503)) {
      expect(answer.json()).toEqual({ message: MSG.serverBusy, code: 'SERVER_BUSY' });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }

    // The flooding address stays shut; the pupil's does not.
    expect((await login(t.app, 'someone@example.com', 'wrong-password-1', FLOOD)).statusCode).toBe(429);
    expect((await login(t.app, pupil.email, pupil.password, ELSEWHERE)).statusCode).toBe(200);
  });

  it('lets a classroom of 30 behind one school address log in, ten at a time', async () => {
    // One hash for all 30 (the salt is inside it): the setup costs no 30 hashes.
    const hash = await hashPassword('class-password-1', t.passwords.cost);
    const emails = Array.from({ length: 30 }, (_, i) => `class-${i}-${process.pid}@example.com`);
    await t.db
      .insertInto('users')
      .values(emails.map((email, i) => ({ email, password_hash: hash, first_name: `Ученик${i}`, created_at: 0 })))
      .execute();

    const statuses: number[] = [];
    for (let wave = 0; wave < 3; wave += 1) {
      const answers = await Promise.all(
        emails.slice(wave * 10, wave * 10 + 10).map((email) => login(t.app, email, 'class-password-1', SCHOOL)),
      );
      statuses.push(...answers.map((answer) => answer.statusCode));
    }
    expect(statuses).toEqual(emails.map(() => 200));
  });
});
