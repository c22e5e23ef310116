import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { USER_LIMITS } from '../../server/routes/users';
import { person } from '../helpers/people';
import { caller, countUsers, createTestApp, newPupil, signup, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SIGNUP = '/api/v1/users/profile/signup';

describe('POST /api/v1/users/profile/signup', () => {
  it('creates a pupil and answers «Пользователь создан»', async () => {
    const pupil = newPupil({ email: '  New.Pupil@Example.COM ' });
    const response = await signup(t.app, pupil);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Пользователь создан' });

    const row = await t.db.selectFrom('users').selectAll().where('email', '=', 'new.pupil@example.com').executeTakeFirstOrThrow();
    expect(row.first_name).toBe(pupil.firstName);
    expect(row.role).toBe('pupil');
    // argon2id at the tests' cheap cost (tests/server/login-passwords.test.ts proves production's).
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$/);
    expect(row.password_hash).not.toContain(pupil.password);
  });

  it('refuses a second account with the same e-mail, whatever its case, with 409', async () => {
    const pupil = newPupil();
    expect((await signup(t.app, pupil)).statusCode).toBe(201);
    const before = await countUsers(t.db);
    const again = await signup(t.app, { ...pupil, email: pupil.email.toUpperCase(), firstName: 'Другой' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Аккаунт с таким email зарегистрирован', code: 'EMAIL_TAKEN' });
    expect(await countUsers(t.db)).toBe(before);
  });

  it('makes one account when the same e-mail signs up many times at once', async () => {
    const pupil = newPupil();
    const answers = await Promise.all(Array.from({ length: 8 }, () => signup(t.app, pupil)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(7);
    const rows = await t.db.selectFrom('users').select('id').where('email', '=', pupil.email).execute();
    expect(rows).toHaveLength(1);
  });

  const bad: [string, unknown, number, string][] = [
    ['missing firstName', { email: 'a@b.ru', password: '12345678' }, 400, 'Логин обязателен'],
    ['missing email', { firstName: 'Вася', password: '12345678' }, 400, 'Email обязателен'],
    ['missing password', { firstName: 'Вася', email: 'a@b.ru' }, 400, 'Пароль обязателен'],
    ['empty username', { firstName: '  ', email: 'a@b.ru', password: '12345678' }, 400, 'Логин обязателен'],
    ['short username', { firstName: 'Вас', email: 'a@b.ru', password: '12345678' }, 400, 'Логин минимум 4 символа, не начинается с цифры'],
    ['username starting with a digit', { firstName: '1Вася', email: 'a@b.ru', password: '12345678' }, 400, 'Логин минимум 4 символа, не начинается с цифры'],
    ['bad e-mail', { firstName: 'Вася', email: 'a@b', password: '12345678' }, 400, 'Некорректный email'],
    ['short password', { firstName: 'Вася', email: 'a@b.ru', password: '1234567' }, 400, 'Пароль минимум 8 символов'],
    ['too long password', { firstName: 'Вася', email: 'a@b.ru', password: 'x'.repeat(129) }, 400, 'Пароль слишком длинный (не больше 128 символов)'],
    ['number as e-mail', { firstName: 'Вася', email: 12345, password: '12345678' }, 400, 'Ошибка в данных запроса'],
    ['object as password', { firstName: 'Вася', email: 'a@b.ru', password: { $gt: '' } }, 400, 'Ошибка в данных запроса'],
    ['array body', [1, 2, 3], 400, 'Ошибка в данных запроса'],
    ['null body', null, 400, 'Ошибка в данных запроса'],
  ];

  it.each(bad)('answers %s with %3$i and a Russian message, and writes nothing', async (_name, body, status, message) => {
    const before = await countUsers(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: SIGNUP,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect(await countUsers(t.db)).toBe(before);
  });

  it('answers malformed JSON with 400 and a Russian message', async () => {
    const before = await countUsers(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: SIGNUP,
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName": "Вася", "email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Некорректный JSON в запросе', code: 'INVALID_JSON' });
    expect(await countUsers(t.db)).toBe(before);
  });

  it('answers an oversized body with 413 and writes nothing', async () => {
    const before = await countUsers(t.db);
    const response = await signup(t.app, { firstName: 'Вася', email: 'big@example.com', password: 'x'.repeat(200_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Слишком большой запрос', code: 'PAYLOAD_TOO_LARGE' });
    expect(await countUsers(t.db)).toBe(before);
  });

  it('answers a form-encoded body with 415 and a Russian message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: SIGNUP,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'firstName=Vasya&email=a@b.ru&password=12345678',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Неподдерживаемый формат запроса');
  });

  it('ignores a role, diamonds or level sent with the sign-up', async () => {
    const pupil = newPupil();
    const response = await signup(t.app, { ...pupil, role: 'admin', diamonds: 1_000_000, level: 5 });
    expect(response.statusCode).toBe(201);
    const row = await t.db.selectFrom('users').selectAll().where('email', '=', pupil.email).executeTakeFirstOrThrow();
    expect([row.role, row.diamonds, row.level]).toEqual(['pupil', 0, 0]);
  });
});

describe('sign-up rate limit', () => {
  it('answers 429 with a Russian message naming its 10 minutes after 30 sign-ups from one address', async () => {
    const local = await createTestApp();
    try {
      const pupil = newPupil();
      const answers = [];
      // A taken e-mail costs no hash and still counts as a sign-up, which keeps the test fast.
      for (let i = 0; i < 31; i += 1) answers.push(await signup(local.app, pupil));
      expect(answers.map((a) => a.statusCode)).toEqual([201, ...Array<number>(29).fill(409), 429]);
      expect(answers[30]?.json()).toEqual({
        message: 'Слишком много регистраций с этого адреса. Подождите 10 минут и попробуйте снова',
        code: 'RATE_LIMITED',
      });
      expect(Number(answers[30]?.headers['retry-after'])).toBeGreaterThan(9 * 60);
      // Another address is not affected.
      expect((await signup(local.app, newPupil(), '10.5.0.2')).statusCode).toBe(201);
    } finally {
      await local.close();
    }
  });

  it('does not count bodies refused for their shape: junk makes no limiter keys', async () => {
    const local = await createTestApp();
    try {
      for (let i = 0; i < 40; i += 1) {
        const answer = await signup(local.app, { firstName: 'Вася', email: 'not-an-email', password: '12345678' });
        expect(answer.statusCode).toBe(400);
      }
      expect((await signup(local.app, newPupil())).statusCode).toBe(201);
    } finally {
      await local.close();
    }
  });
});

describe('a class code vouches for its pupils’ sign-ups', () => {
  it('lets a whole class behind one school address sign up through its QR link; strangers keep their cap', async () => {
    const local = await createTestApp();
    try {
      const teacher = await person(local, 'teacher');
      const created = await caller(() => local.app)(teacher, 'POST', '/api/v1/classes', { name: '7 «Б»' });
      expect(created.statusCode, created.body).toBe(201);
      const code = (created.json() as { data: { code: string } }).data.code;
      const school = '10.9.0.1';
      // 40 pupils of one lesson, the code as the QR link gives it or typed in lower case.
      const answers = [];
      for (let i = 0; i < 40; i += 1) answers.push((await signup(local.app, { ...newPupil(), classCode: i % 2 ? code : code.toLowerCase() }, school)).statusCode);
      expect(answers).toEqual(Array<number>(40).fill(201));
      // Strangers from the same address: still 30 in 10 minutes, a wrong or closed code vouching for nobody.
      const pupil = newPupil();
      const strangers = [];
      for (let i = 0; i < 31; i += 1) strangers.push(await signup(local.app, i % 2 ? { ...pupil, classCode: 'ZZZZZZ' } : pupil, school));
      expect(strangers.map((a) => a.statusCode)).toEqual([201, ...Array<number>(29).fill(409), 429]);
      // The class's pupils are not held up by the strangers.
      expect((await signup(local.app, { ...newPupil(), classCode: code }, school)).statusCode).toBe(201);
    } finally {
      await local.close();
    }
  });

  it('caps sign-ups with one class’s code too (a leaked code), in Russian', async () => {
    const local = await createTestApp();
    try {
      const teacher = await person(local, 'teacher');
      const code = ((await caller(() => local.app)(teacher, 'POST', '/api/v1/classes', { name: 'Кружок' })).json() as { data: { code: string } }).data.code;
      const pupil = { ...newPupil(), classCode: code };
      const { max } = USER_LIMITS.signupPerClass;
      // A taken e-mail costs no hash and still counts.
      const answers = [];
      for (let i = 0; i <= max; i += 1) answers.push(await signup(local.app, pupil));
      expect(answers.slice(0, max).filter((a) => a.statusCode === 429)).toEqual([]);
      expect(answers[max]?.statusCode).toBe(429);
      expect(answers[max]?.json()).toEqual({ message: MSG.tooManySignups, code: 'RATE_LIMITED' });
      const refused = await signup(local.app, { ...newPupil(), classCode: 'x'.repeat(41) });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/[а-яё]/i);
    } finally {
      await local.close();
    }
  });
});
