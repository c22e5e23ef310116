import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Behind nginx every request comes from the proxy's address; TRUST_PROXY makes the rate limits
// count the client's address from X-Forwarded-For instead, and only then.

const tryLogin = (t: TestApp, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/users/profile/login',
    headers: { 'x-forwarded-for': forwardedFor },
    // A well-formed try (a malformed one is refused before it is counted).
    payload: { email: 'someone@example.com', password: 'wrong-password-1' },
  });

async function elevenTries(t: TestApp) {
  for (let i = 0; i < 10; i += 1) expect((await tryLogin(t, '10.0.0.1')).statusCode).toBe(401);
  return { sameClient: (await tryLogin(t, '10.0.0.1')).statusCode, otherClient: (await tryLogin(t, '10.0.0.2')).statusCode };
}

describe('TRUST_PROXY', () => {
  let trusting: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    [trusting, direct] = await Promise.all([createTestApp({ TRUST_PROXY: '1' }), createTestApp()]);
  });
  afterAll(() => Promise.all([trusting.close(), direct.close()]));

  it('on: counts tries per forwarded client address', async () => {
    expect(await elevenTries(trusting)).toEqual({ sameClient: 429, otherClient: 401 });
  });

  it('off: ignores X-Forwarded-For, which anyone can send', async () => {
    expect(await elevenTries(direct)).toEqual({ sameClient: 429, otherClient: 429 });
  });
});
