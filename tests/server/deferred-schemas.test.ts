import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newPupil, signedInPupil, type TestApp } from '../helpers/test-app';
import { testEngine } from '../helpers/test-database';

// Route schemas compile at a route's first call, or all at once after the server listens
// (server/deferred-schemas.ts): either way a request is checked and answered exactly as before.

const SIGNUP = '/api/v1/users/profile/signup';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`route schemas compiled when needed, on ${testEngine()}`, () => {
  it('refuses a bad body with its Russian 400 on the route’s first call, before anything was compiled', async () => {
    const response = await t.app.inject({ method: 'POST', url: SIGNUP, payload: { email: 5 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/[а-яё]/i);
  });

  it('compiles every remaining schema without an error, and routes answer the same afterwards', async () => {
    await expect(t.app.compileDeferredSchemas()).resolves.toBeUndefined();
    const { token } = await signedInPupil(t.app);
    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/users/profile', headers: { authorization: `Bearer ${token}` } });
    expect(profile.statusCode).toBe(200);
    // The serializer drops what the response schema does not name: no password hash leaves.
    expect(JSON.stringify(profile.json())).not.toMatch(/hash|argon/i);
    const bad = await t.app.inject({ method: 'POST', url: SIGNUP, payload: { ...newPupil(), email: 'не почта' } });
    expect(bad.statusCode).toBe(400);
  });
});
