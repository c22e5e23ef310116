import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { HEALTH_MSG } from '../../server/services/health';
import { SUBMISSIONS_FOLDER } from '../../server/services/photo-store';
import { createTestApp, isErrorBody, TEST_SECRET, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

// Health that tells the truth and metrics behind a token (docs/decisions/0201-health-names-what-is-broken.md).

const TOKEN = 'metrics-token-0123456789abcdef';

/** Makes the photos' folder unwritable: chmod 0500, or (as root, whom modes do not stop) a file in its place. */
function breakFolder(dir: string): () => void {
  if (process.getuid?.() === 0) {
    rmSync(dir, { recursive: true, force: true });
    writeFileSync(dir, 'not a folder');
    return () => {
      rmSync(dir, { force: true });
      mkdirSync(dir, { mode: 0o700 });
    };
  }
  chmodSync(dir, 0o500);
  return () => chmodSync(dir, 0o700);
}

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 with the database, the uploads and the letters', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual({ status: 'ok', database: 'ok', uploads: 'ok', mail: { waiting: 0, failing: 0 } });
  });

  it('answers 503 naming the uploads when photos cannot be written, and 200 again once they can', async () => {
    const restore = breakFolder(join(t.config.uploadsDir, SUBMISSIONS_FOLDER));
    try {
      // Before: 200 whatever the folder (only the database was asked). A kept «ok» lasts a second.
      for (let i = 0; i < 400; i += 1) {
        if ((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode === 503) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: 'unavailable', database: 'ok', uploads: 'not_writable', mail: { waiting: 0, failing: 0 }, message: HEALTH_MSG.uploads });
    } finally {
      restore();
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('health with the database down', () => {
  it('answers 503 naming the database (before: 500 with no cause)', async () => {
    const t = await createTestApp();
    // The app's own connection to the database goes: what a stopped database server looks like to it.
    await t.db.destroy();
    try {
      const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: 'unavailable', database: 'unreachable', uploads: 'ok', mail: null, message: HEALTH_MSG.database });
      expect(answer.json().message).toMatch(/^База данных не отвечает/);
    } finally {
      await t.close().catch(() => {});
    }
  });
});

describe('the start', () => {
  it('stops with a Russian sentence when the uploads folder cannot be written', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'school-test-'));
    const database = await createTestDatabase();
    const uploads = join(dataDir, 'uploads');
    mkdirSync(uploads);
    const restore = breakFolder(join(uploads, SUBMISSIONS_FOLDER));
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: TEST_SECRET, DIST_DIR: join(dataDir, 'no-dist'), PASSWORD_HASH_COST: 'test', UPLOADS_DIR: uploads, ...database.env });
    const db = createDatabase(config);
    try {
      await database.migrating(() => migrateToLatest(db));
      const app = await buildApp({ config, db });
      await expect(app.ready()).rejects.toThrow(/^в папку для фото .+ нельзя записать \(UPLOADS_DIR\)/);
      await app.close().catch(() => {});
    } finally {
      restore();
      await db.destroy();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('metrics', () => {
  let off: TestApp;
  let on: TestApp;
  beforeAll(async () => {
    off = await createTestApp();
    on = await createTestApp({ METRICS: 'on', METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await off.close();
    await on.close();
  });

  it('are off by default: a JSON 404, never the app’s page', async () => {
    const answer = await off.app.inject({ method: 'GET', url: '/metrics' });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toContain('application/json');
    expect(isErrorBody(answer.json())).toBe(true);
    // Even with the right token: off is off.
    expect((await off.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
  });

  it('refuse METRICS=on without a token long enough, in Russian', () => {
    expect(() => loadConfig({ DATA_DIR: off.config.dataDir, METRICS: 'on' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ DATA_DIR: off.config.dataDir, METRICS: 'on', METRICS_TOKEN: 'short' })).toThrow(/не короче 16 символов/);
    expect(() => loadConfig({ DATA_DIR: off.config.dataDir, METRICS: 'maybe' })).toThrow(/METRICS должен быть on или off/);
  });

  it('on, ask for the Bearer token: 401 without it or with another', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-0123456789abcd' }, { authorization: TOKEN }, { authorization: `Basic ${TOKEN}` }]) {
      const answer = await on.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(isErrorBody(answer.json())).toBe(true);
      expect(answer.body).not.toContain('school_http_requests_total');
    }
  });

  it('on, with the token: requests by route and status, durations, the photo queue and the letters', async () => {
    for (let i = 0; i < 3; i += 1) expect((await on.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await on.app.inject({ method: 'GET', url: '/api/v1/users/profile/999999' })).statusCode).toBeGreaterThanOrEqual(400);
    expect((await on.app.inject({ method: 'GET', url: '/api/no-such-thing' })).statusCode).toBe(404);
    const answer = await on.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = answer.body;
    expect(text).toContain('# TYPE school_http_requests_total counter');
    expect(text).toContain('school_http_requests_total{method="GET",route="/api/health",status="200"} 3');
    expect(text).toContain('school_http_requests_total{method="GET",route="unmatched",status="404"} 1');
    // The route's template, never the id a request carried.
    expect(text).toContain('school_http_requests_total{method="GET",route="/api/v1/users/profile/:id",status="401"} 1');
    expect(text).not.toMatch(/route="[^"]*999999/);
    expect(text).toContain('# TYPE school_http_request_duration_seconds histogram');
    expect(text).toMatch(/^school_http_request_duration_seconds_bucket\{method="GET",route="\/api\/health",le="\+Inf"\} 3$/m);
    expect(text).toMatch(/^school_http_request_duration_seconds_count\{method="GET",route="\/api\/health"\} 3$/m);
    expect(text).toMatch(/^school_http_request_duration_seconds_sum\{method="GET",route="\/api\/health"\} \d/m);
    expect(text).toMatch(/^school_photo_queue_waiting 0$/m);
    expect(text).toMatch(/^school_mail_waiting 0$/m);
    expect(text).toMatch(/^school_mail_failing 0$/m);
    expect(text).toMatch(/^school_database_up 1$/m);
    // Buckets are cumulative: each line's count is at least the one before.
    const counts = [...text.matchAll(/^school_http_request_duration_seconds_bucket\{method="GET",route="\/api\/health",le="[^"]+"\} (\d+)$/gm)].map((m) => Number(m[1]));
    expect(counts.length).toBeGreaterThan(5);
    expect(counts.every((n, i) => i === 0 || n >= counts[i - 1]!)).toBe(true);
  });
});

describe('/metrics beside a built app', () => {
  it('is a JSON 404 when off, not the SPA fallback’s page', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'school-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Школа</title>');
    const t = await createTestApp({ DIST_DIR: dist });
    try {
      // The app's pages still get the page.
      expect((await t.app.inject({ method: 'GET', url: '/rating' })).headers['content-type']).toContain('text/html');
      const answer = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-type']).toContain('application/json');
      expect(answer.body).not.toContain('<!doctype html>');
    } finally {
      await t.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
