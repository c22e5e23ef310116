import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
const dist = mkdtempSync(join(tmpdir(), 'school-dist-'));
beforeAll(async () => {
  // A tiny stand-in for the built PWA in its own folder: the SPA plugin only needs files.
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="ru"><div id="root"></div></html>');
  writeFileSync(join(dist, 'assets', 'app-123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'sw.js'), 'self.x=1');
  t = await createTestApp({ DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the PWA', () => {
  it.each(['/', '/login', '/main', '/main/project_electonic/7', '/profile/3', '/no/such/page'])(
    'answers %s with index.html, revalidated',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves hashed assets for a year and the worker revalidated', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file or API path with a JSON 404, never index.html', async () => {
    for (const url of ['/assets/missing.js', '/api/v1/nothing', '/api']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Не найдено', code: 'NOT_FOUND' });
    }
  });

  it('sends security headers with a CSP that allows no inline script', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('reports health', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', uploads: 'ok', mail: { waiting: 0, failing: 0 } });
  });

  it('publishes the OpenAPI contract with the users calls', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys((response.json() as { paths: object }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/users/profile/signup',
        '/api/v1/users/profile/login',
        '/api/v1/users/profile',
        '/api/v1/users/profile/role',
        '/api/v1/users/profile/{id}',
      ]),
    );
  });
});
