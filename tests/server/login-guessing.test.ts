import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetPassword } from '../../server/services/password-reset';
import { logIn } from '../../server/services/sessions';
import { createTestApp, isErrorBody, login, newPupil, signup, type TestApp } from '../helpers/test-app';
import { testEngine } from '../helpers/test-database';

// Guessing one child's password from many addresses: the limits per address and per (address,
// e-mail) let 80 wrong passwords from 8 addresses through in a minute, and then the right one got
// in. Each account now counts its own attempts from every address and makes the next wait.

const ADDRESSES = Array.from({ length: 8 }, (_, i) => `10.50.0.${i + 1}`);
const OWNER_ADDRESS = '10.60.0.1';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function guessFromEightAddresses(email: string) {
  // Ten at once from each of eight addresses: what the per-(address, e-mail) limit lets through.
  const answers = await Promise.all(
    ADDRESSES.flatMap((address) => Array.from({ length: 10 }, (_, i) => login(t.app, email, `guess-${address}-${i}`, address))),
  );
  return answers.map((answer) => answer.statusCode);
}

const delayRow = (userId: number) => t.db.selectFrom('login_delays').selectAll().where('user_id', '=', userId).executeTakeFirst();
const userIdOf = async (email: string) => (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

describe(`guessing one account's password from many addresses on ${testEngine()}`, () => {
  it('gets ten tries, then the account waits, and even the right password is told how long in Russian', async () => {
    const child = newPupil();
    const classmate = newPupil();
    await signup(t.app, child, OWNER_ADDRESS);
    await signup(t.app, classmate, OWNER_ADDRESS);

    const statuses = await guessFromEightAddresses(child.email);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(70);

    const right = await login(t.app, child.email, child.password, OWNER_ADDRESS);
    expect(right.statusCode).toBe(429);
    expect(isErrorBody(right.json())).toBe(true);
    expect(right.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Слишком много неверных паролей для этого аккаунта. Подождите 1 минуту и попробуйте снова или восстановите пароль',
    });
    const retryAfter = Number(right.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // Another pupil behind the same addresses is not slowed.
    expect((await login(t.app, classmate.email, classmate.password, ADDRESSES[0])).statusCode).toBe(200);
  });

  it('waits longer with each attempt after the tenth, never locks: the owner gets in once the wait is over, and that clears it', async () => {
    const child = newPupil();
    await signup(t.app, child, OWNER_ADDRESS);
    const id = await userIdOf(child.email);
    const context = { passwords: t.passwords, client: OWNER_ADDRESS };
    const start = 1_900_000_000;
    for (let i = 0; i < 10; i += 1) {
      expect(await logIn(t.db, { email: child.email, password: `guess-${i}-password` }, context, start)).toMatchObject({ error: 'BAD_CREDENTIALS' });
    }
    expect(await logIn(t.db, { email: child.email, password: child.password }, context, start + 59)).toEqual({
      ok: false,
      error: 'RATE_LIMITED',
      retryAfter: 1,
      message: 'Слишком много неверных паролей для этого аккаунта. Подождите 1 секунду и попробуйте снова или восстановите пароль',
    });
    // A refused attempt does not count: the wait is still the first one.
    expect((await delayRow(id))?.delayed_until).toBe(start + 60);

    // The wait is over: one wrong try, and the next wait is two minutes.
    expect(await logIn(t.db, { email: child.email, password: 'guess-10-password' }, context, start + 60)).toMatchObject({ error: 'BAD_CREDENTIALS' });
    expect(await logIn(t.db, { email: child.email, password: child.password }, context, start + 61)).toMatchObject({ error: 'RATE_LIMITED', retryAfter: 119 });
    expect((await logIn(t.db, { email: child.email, password: child.password }, context, start + 60 + 120)).ok).toBe(true);
    expect(await delayRow(id)).toBeUndefined();
  });

  it('ends the wait with a password reset', async () => {
    const child = newPupil();
    await signup(t.app, child, OWNER_ADDRESS);
    const id = await userIdOf(child.email);
    const statuses = await guessFromEightAddresses(child.email);
    expect(statuses.filter((status) => status === 429)).toHaveLength(70);

    const token = 'r'.repeat(43);
    const now = Math.floor(Date.now() / 1000);
    await t.db
      .insertInto('password_resets')
      .values({ user_id: id, token_hash: createHash('sha256').update(token).digest('hex'), created_at: now, expires_at: now + 3600, used_at: null })
      .execute();
    const reset = await resetPassword(t.db, t.passwords, { send: async () => {} }, () => {}, { token, password: 'a-brand-new-pass-1', client: OWNER_ADDRESS }, now);
    expect(reset.ok).toBe(true);
    expect(await delayRow(id)).toBeUndefined();
    expect((await login(t.app, child.email, 'a-brand-new-pass-1', OWNER_ADDRESS)).statusCode).toBe(200);
  });
});
