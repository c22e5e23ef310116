import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, newPupil, signup, type TestApp } from '../helpers/test-app';
import { testEngine } from '../helpers/test-database';

// 11 wrong passwords lock an account for a minute. The limiter used to keep 5,000 keys and forget
// the oldest, and a request refused for its shape (a 1-character password, no hash) still made a
// key: 5,100 of those from made-up addresses flushed the victim's counter and guessing resumed.

const ATTACKER = '10.99.0.1';

/** Address number i of many: 10.100.0.0 and up. */
const address = (i: number) => `10.${100 + (i >> 16)}.${(i >> 8) & 255}.${i & 255}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`the login limit on ${testEngine()}`, () => {
  it('holds through 6,000 junk requests from many addresses', async () => {
    const victim = newPupil();
    expect((await signup(t.app, victim)).statusCode).toBe(201);
    const guesses = [];
    for (let i = 0; i < 11; i += 1) guesses.push((await login(t.app, victim.email, `guess-${i}-password`, ATTACKER)).statusCode);
    expect(guesses).toEqual([...Array<number>(10).fill(401), 429]);

    for (let batch = 0; batch < 60; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, j) => {
          const i = batch * 100 + j;
          return login(t.app, `filler-${i}@example.com`, 'x', address(i));
        }),
      );
      expect(answers.every((answer) => answer.statusCode === 400)).toBe(true);
    }

    // Still locked, even with the right password.
    const after = await login(t.app, victim.email, victim.password, ATTACKER);
    expect(after.statusCode).toBe(429);
    expect(after.json().code).toBe('RATE_LIMITED');
  });
});
