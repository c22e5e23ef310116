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
    // The wait began with the tenth guess, a second or two ago at most on a slow machine.
    const retryAfter = Number(right.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(right.json()).toEqual({
      code: 'RATE_LIMITED',
      message: `Слишком много неверных паролей для этого аккаунта. Подождите ${retryAfter === 60 ? '1 минуту' : `${retryAfter} секунд`} и попробуйте снова или восстановите пароль`,
    });

    // Another pupil behind the same addresses is not slowed.
    expect((await login(t.app, classmate.email, classmate.password, ADDRESSES[0])).statusCode).toBe(200);
  });

  it('lets the owner in from a device that logged in before, while a stranger keeps the account waiting', async () => {
    const child = newPupil();
    const other = newPupil();
    await signup(t.app, child, OWNER_ADDRESS);
    await signup(t.app, other, OWNER_ADDRESS);
    const first = await login(t.app, child.email, child.password, OWNER_ADDRESS);
    expect(first.statusCode).toBe(200);
    const { device } = first.json() as { device: string };
    expect(device).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const otherDevice = ((await login(t.app, other.email, other.password, OWNER_ADDRESS)).json() as { device: string }).device;
    expect(otherDevice).not.toBe(device);

    expect((await guessFromEightAddresses(child.email)).filter((status) => status === 429)).toHaveLength(70);

    const withDevice = (key: string | undefined, password = child.password) =>
      t.app.inject({ method: 'POST', url: '/api/v1/users/profile/login', payload: { email: child.email, password, ...(key ? { device: key } : {}) }, remoteAddress: OWNER_ADDRESS });
    // No key, another account's key, a made-up one: the account waits.
    expect((await withDevice(undefined)).statusCode).toBe(429);
    expect((await withDevice(otherDevice)).statusCode).toBe(429);
    expect((await withDevice('x'.repeat(43))).statusCode).toBe(429);
    // The key still needs the right password.
    expect((await withDevice(device, 'not-the-password')).statusCode).toBe(401);
    const owner = await withDevice(device);
    expect(owner.statusCode).toBe(200);
    expect((owner.json() as { device: string }).device).toBe(device);
    // That login cleared the count: the account answers again from anywhere.
    expect((await login(t.app, child.email, child.password, '10.70.0.1')).statusCode).toBe(200);
  });

  it('refuses a device key longer than a key with a Russian 400', async () => {
    const answer = await t.app.inject({ method: 'POST', url: '/api/v1/users/profile/login', payload: { email: 'a@b.ru', password: '12345678', device: 'k'.repeat(101) }, remoteAddress: OWNER_ADDRESS });
    expect(answer.statusCode).toBe(400);
    expect(isErrorBody(answer.json())).toBe(true);
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
