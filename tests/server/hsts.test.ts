import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HSTS } from '../../server/plugins/security';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Strict-Transport-Security (docs/decisions/0099-hsts-only-when-the-school-is-served-over-https.md):
// sent when the school is served over https, never to a plain-http school laptop.

const hstsOf = async (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  (await t.app.inject({ method: 'GET', url, headers })).headers['strict-transport-security'];

describe('HSTS', () => {
  let plain: TestApp;
  let https: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    [plain, https, proxied] = await Promise.all([
      createTestApp({ PUBLIC_URL: 'http://192.168.1.10:3000' }),
      createTestApp({ PUBLIC_URL: 'https://school.example.ru' }),
      createTestApp({ PUBLIC_URL: 'http://localhost:3000', TRUST_PROXY: '1' }),
    ]);
  });
  afterAll(() => Promise.all([plain.close(), https.close(), proxied.close()]));

  it('is never sent by a plain-http school, whatever a client claims', async () => {
    expect(await hstsOf(plain, '/api/health')).toBeUndefined();
    expect(await hstsOf(plain, '/')).toBeUndefined();
    // Without TRUST_PROXY anyone can send X-Forwarded-Proto: it changes nothing.
    expect(await hstsOf(plain, '/api/health', { 'x-forwarded-proto': 'https' })).toBeUndefined();
  });

  it('is sent on pages and API answers when PUBLIC_URL is https://', async () => {
    expect(HSTS).toBe('max-age=15552000');
    expect(await hstsOf(https, '/api/health')).toBe(HSTS);
    expect(await hstsOf(https, '/')).toBe(HSTS);
  });

  it('behind a trusted proxy follows X-Forwarded-Proto', async () => {
    expect(await hstsOf(proxied, '/api/health', { 'x-forwarded-proto': 'https' })).toBe(HSTS);
    expect(await hstsOf(proxied, '/api/health', { 'x-forwarded-proto': 'http' })).toBeUndefined();
    expect(await hstsOf(proxied, '/api/health')).toBeUndefined();
  });
});
