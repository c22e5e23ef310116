import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJwt, nowSeconds } from '../helpers/jwt';
import { createTestApp, signedInPupil, TEST_SECRET, type TestApp } from '../helpers/test-app';

let t: TestApp;
let pupil: Awaited<ReturnType<typeof signedInPupil>>;
let pupilId: number;

beforeAll(async () => {
  t = await createTestApp();
  pupil = await signedInPupil(t.app);
  pupilId = (await t.db.selectFrom('users').select('id').where('email', '=', pupil.email).executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

const get = (url: string, authorization?: string) =>
  t.app.inject({ method: 'GET', url, headers: authorization === undefined ? {} : { authorization } });

describe('GET /api/v1/users/profile', () => {
  it('answers the own profile with every field, diamonds, rating and role', async () => {
    const response = await get('/api/v1/users/profile', pupil.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        id: pupilId,
        firstName: pupil.firstName,
        lastName: '',
        photo: '',
        level: 0,
        city: '',
        country: '',
        lang: 'ru',
        status: '',
        basicCourse: '',
        email: pupil.email,
        diamonds: 0,
        rating: 0,
        role: 'pupil',
        hiddenFromLeaderboards: false,
      },
    });
    expect(response.body).not.toContain('password');
    expect(response.body).not.toContain('scrypt');
    expect(response.body).not.toContain('argon2');
  });

  it('accepts the token with the Bearer prefix too', async () => {
    expect((await get('/api/v1/users/profile', `Bearer ${pupil.token}`)).statusCode).toBe(200);
  });

  const payload = () => ({ id: pupilId, ver: 0, iat: nowSeconds(), exp: nowSeconds() + 3600 });
  const refused: [string, () => string | undefined, string, string][] = [
    ['no token', () => undefined, 'AUTH_REQUIRED', 'Требуется авторизация'],
    ['an empty header', () => '', 'AUTH_REQUIRED', 'Требуется авторизация'],
    ['garbage', () => 'not-a-token', 'TOKEN_INVALID', 'Токен поврежден или истек'],
    ['an expired token', () => makeJwt({ ...payload(), iat: nowSeconds() - 7200, exp: nowSeconds() - 3600 }, TEST_SECRET), 'TOKEN_EXPIRED', 'Сессия истекла, войдите снова'],
    ['a forged signature', () => makeJwt(payload(), 'some-other-secret-some-other-secret'), 'TOKEN_INVALID', 'Токен поврежден или истек'],
    ['alg: none', () => makeJwt(payload(), null, { alg: 'none', typ: 'JWT' }), 'TOKEN_INVALID', 'Токен поврежден или истек'],
    ['HS512 with the right secret', () => makeJwt(payload(), TEST_SECRET, { alg: 'HS512', typ: 'JWT' }), 'TOKEN_INVALID', 'Токен поврежден или истек'],
    ['an old token version', () => makeJwt({ ...payload(), ver: 7 }, TEST_SECRET), 'TOKEN_INVALID', 'Токен поврежден или истек'],
    ['a deleted user', () => makeJwt({ ...payload(), id: 999_999 }, TEST_SECRET), 'TOKEN_INVALID', 'Токен поврежден или истек'],
    ['an id that is not a number', () => makeJwt({ ...payload(), id: '1 or 1=1' }, TEST_SECRET), 'TOKEN_INVALID', 'Токен поврежден или истек'],
  ];
  it.each(refused)('refuses %s with 401 and a Russian message', async (_name, token, code, message) => {
    const response = await get('/api/v1/users/profile', token());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code, message });
  });

  it('accepts a well-made token of the current version', async () => {
    expect((await get('/api/v1/users/profile', makeJwt(payload(), TEST_SECRET))).statusCode).toBe(200);
  });
});

describe('GET /api/v1/users/profile/role', () => {
  it('answers the role', async () => {
    const response = await get('/api/v1/users/profile/role', pupil.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ role: 'pupil' });
  });

  it('answers the admin role after the operator makes one', async () => {
    await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', pupilId).execute();
    try {
      expect((await get('/api/v1/users/profile/role', pupil.token)).json()).toEqual({ role: 'admin' });
    } finally {
      await t.db.updateTable('users').set({ role: 'pupil' }).where('id', '=', pupilId).execute();
    }
  });

  it('needs a token', async () => {
    expect((await get('/api/v1/users/profile/role')).statusCode).toBe(401);
  });
});

describe('GET /api/v1/users/profile/{id}', () => {
  it('shows another pupil firstName, photo, level and role, nothing private', async () => {
    const other = await signedInPupil(t.app);
    const response = await get(`/api/v1/users/profile/${pupilId}`, other.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { firstName: pupil.firstName, photo: '', level: 0, role: 'pupil', badges: [] } });
    expect(response.body).not.toContain(pupil.email);
  });

  it('answers 404 with a Russian message for an unknown id', async () => {
    const response = await get('/api/v1/users/profile/424242', pupil.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Пользователь не найден', code: 'USER_NOT_FOUND' });
  });

  // An id no row can have is malformed, on both engines (docs/decisions/0229-…): 400 before any query.
  it('answers 400 for an id beyond 32 bits, on PostgreSQL too, and 404 for the largest id nobody has', async () => {
    const beyond = await get('/api/v1/users/profile/9999999999', pupil.token);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().code).toBe('VALIDATION_ERROR');
    const largest = await get('/api/v1/users/profile/2147483647', pupil.token);
    expect(largest.statusCode).toBe(404);
    expect(largest.json().code).toBe('USER_NOT_FOUND');
  });

  it.each(['abc', '0', '-1', '1.5', '1e3', '99999999999'])('answers 400 for the id %s', async (id) => {
    const response = await get(`/api/v1/users/profile/${id}`, pupil.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Ошибка в данных запроса');
  });

  it('needs a token', async () => {
    expect((await get(`/api/v1/users/profile/${pupilId}`)).statusCode).toBe(401);
  });
});
