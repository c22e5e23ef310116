import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, newPupil, signup, TEST_SECRET, type TestApp } from '../helpers/test-app';
import { createVerifier } from 'fast-jwt';

let t: TestApp;
const pupil = newPupil();
beforeAll(async () => {
  t = await createTestApp();
  await signup(t.app, pupil);
});
afterAll(() => t.close());

describe('POST /api/v1/users/profile/login', () => {
  it('answers a token of HS256 carrying {id, exp, iat, ver}', async () => {
    const response = await login(t.app, `  ${pupil.email.toUpperCase()} `, pupil.password);
    expect(response.statusCode).toBe(200);
    const { token } = response.json() as { token: string };
    expect(token.split('.')).toHaveLength(3);
    const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString());
    expect(header.alg).toBe('HS256');
    const claims = createVerifier({ key: TEST_SECRET, algorithms: ['HS256'] })(token);
    expect(Object.keys(claims).sort()).toEqual(['exp', 'iat', 'id', 'ver']);
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    expect(claims.exp).toBeLessThan(Date.now() / 1000 + 31 * 24 * 3600);
  });

  it('answers an unknown e-mail and a wrong password with the same 401', async () => {
    const wrong = await login(t.app, pupil.email, 'not-the-password');
    const unknown = await login(t.app, 'nobody@example.com', pupil.password);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Неверный email или пароль', code: 'BAD_CREDENTIALS' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  const bad: [string, unknown, string][] = [
    ['missing e-mail', { password: '12345678' }, 'Email обязателен'],
    ['missing password', { email: 'a@b.ru' }, 'Пароль обязателен'],
    ['empty e-mail', { email: '', password: '12345678' }, 'Email обязателен'],
    ['bad e-mail', { email: 'ab.ru', password: '12345678' }, 'Некорректный email'],
    ['short password', { email: 'a@b.ru', password: '123' }, 'Пароль минимум 8 символов'],
    ['number as password', { email: 'a@b.ru', password: 12345678 }, 'Ошибка в данных запроса'],
    ['string body', 'hello', 'Ошибка в данных запроса'],
  ];
  it.each(bad)('answers %s with 400 and a Russian message', async (_name, body, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/profile/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/profile/login',
      headers: { 'content-type': 'application/json' },
      payload: '{email',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Некорректный JSON в запросе');
  });

  it('stops guessing one account after 10 tries a minute, but lets another pupil in from the same address', async () => {
    const local = await createTestApp();
    try {
      const victim = newPupil();
      const classmate = newPupil();
      await signup(local.app, victim);
      await signup(local.app, classmate);
      const tries = [];
      for (let i = 0; i < 11; i += 1) tries.push(await login(local.app, victim.email, `guess-${i}-password`));
      expect(tries.slice(0, 10).every((r) => r.statusCode === 401)).toBe(true);
      expect(tries[10]?.statusCode).toBe(429);
      expect(tries[10]?.json().message).toBe('Слишком много попыток. Подождите минуту и попробуйте снова');
      // Even the right password waits now.
      expect((await login(local.app, victim.email, victim.password)).statusCode).toBe(429);
      expect((await login(local.app, classmate.email, classmate.password)).statusCode).toBe(200);
    } finally {
      await local.close();
    }
  });
});
