import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countUsers, createTestApp, isErrorBody, login, newPupil, signup, type TestApp } from '../helpers/test-app';
import { testEngine } from '../helpers/test-database';

// Bytes that must never reach the database: PostgreSQL answered a NUL with a 500, SQLite stored it;
// names took ESC, BEL, U+202E and zero-width-only values (invisible pupils). Every text field
// refuses them with a Russian 400 on both engines, by the rules of domain/ shared with the form.

const SIGNUP = '/api/v1/users/profile/signup';
const REFUSED = 'невидимые или служебные символы';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const names: [string, string, string][] = [
  ['NUL', 'Ма\u0000ша', REFUSED],
  ['ESC', '\u001b[2JМаша', REFUSED],
  ['BEL', 'Маша\u0007', REFUSED],
  ['a right-to-left override', '\u202eашаМ', REFUSED],
  ['zero-width spaces only', '\u200b\u200b\u200b\u200b\u200b', REFUSED],
  ['a zero-width space before digits', '\u200b1234', REFUSED],
  ['a lone surrogate', 'Маша\ud800', REFUSED],
  ['Hangul fillers only', '\u3164\u3164\u3164\u3164', REFUSED],
  ['no letter at all', '_-_-_', 'Логин должен содержать хотя бы одну букву'],
  ['full-width digits first', '１２３４Маша', 'Логин минимум 4 символа, не начинается с цифры'],
];

describe(`text fields on ${testEngine()}`, () => {
  it.each(names)('sign-up refuses a name with %s with 400, writing nothing', async (_name, firstName, message) => {
    const before = await countUsers(t.db);
    const response = await signup(t.app, newPupil({ firstName }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(isErrorBody(response.json())).toBe(true);
    expect(await countUsers(t.db)).toBe(before);
  });

  it.each([
    ['e-mail', { email: 'masha\u0000@example.com' }],
    ['e-mail', { email: 'masha@exa\u200bmple.com' }],
    ['password', { password: 'password\u0000password' }],
    ['password', { password: 'pass\u202eword-1' }],
  ])('sign-up refuses a bad character in the %s with 400', async (_field, override) => {
    const before = await countUsers(t.db);
    const response = await signup(t.app, newPupil(override));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(REFUSED);
    expect(await countUsers(t.db)).toBe(before);
  });

  it('login refuses a NUL in the e-mail or the password with 400, not 500', async () => {
    for (const [email, password] of [
      ['masha\u0000@example.com', 'password-1234'],
      ['masha@example.com', 'password\u0000-1234'],
    ] as const) {
      const response = await login(t.app, email, password);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(REFUSED);
    }
  });

  it('refuses invalid UTF-8 (it would be stored as «��»)', async () => {
    const before = await countUsers(t.db);
    const pupil = newPupil();
    const json = JSON.stringify({ ...pupil, firstName: 'MASHA' });
    const bytes = Buffer.from(json, 'utf8');
    const at = bytes.indexOf('MASHA');
    bytes[at + 1] = 0xff;
    bytes[at + 2] = 0xfe;
    const response = await t.app.inject({ method: 'POST', url: SIGNUP, headers: { 'content-type': 'application/json' }, payload: bytes });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(REFUSED);
    expect(await countUsers(t.db)).toBe(before);
  });

  it('still takes names in any alphabet, with emoji', async () => {
    for (const firstName of ['Алёна', 'Zoë Smith', '_Вася_', 'Маша 👩‍🔧']) {
      const response = await signup(t.app, newPupil({ firstName }));
      expect(response.statusCode, firstName).toBe(201);
    }
  });
});
