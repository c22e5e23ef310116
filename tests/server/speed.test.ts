import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_HEADERS, helmetHeaders } from '../../server/plugins/security';
import { createTestApp, signedInPupil, type TestApp } from '../helpers/test-app';
import { testEngine } from '../helpers/test-database';

// docs/decisions/0065-cheap-requests.md: what makes a request cheap and an answer small, checked on the real app.

let t: TestApp;
let pupil: Awaited<ReturnType<typeof signedInPupil>>;
const dist = mkdtempSync(join(tmpdir(), 'school-speed-dist-'));
const SCRIPT = `console.log(${JSON.stringify('школа '.repeat(400))});`;
const PAGE = `<!doctype html><html lang="ru"><div id="root"></div>${'<!-- -->'.repeat(200)}</html>`;

/** A built app as the build writes it: each text file with its .br and .gz. */
function writeBuilt(path: string, text: string, compressed = true) {
  writeFileSync(join(dist, path), text);
  if (!compressed) return;
  writeFileSync(join(dist, `${path}.br`), brotliCompressSync(text));
  writeFileSync(join(dist, `${path}.gz`), gzipSync(text));
}

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeBuilt('index.html', PAGE);
  writeBuilt('assets/app-123.js', SCRIPT);
  writeBuilt('sw.js', SCRIPT);
  writeBuilt('assets/plain-456.js', SCRIPT, false);
  writeFileSync(join(dist, 'assets', 'logo-789.png'), Buffer.alloc(2048, 1));
  t = await createTestApp({ DIST_DIR: dist });
  pupil = await signedInPupil(t.app);
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('the built app, precompressed', () => {
  it('sends the .br file to a browser that takes brotli, with the type and cache headers of the file', async () => {
    const response = await get('/assets/app-123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the .gz file to a browser that takes only gzip, and the file itself to one that takes neither', async () => {
    const gzipped = await get('/assets/app-123.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/assets/app-123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses the page and the worker too, and keeps them revalidated', async () => {
    for (const url of ['/login', '/main/project_electonic/3', '/']) {
      const page = await get(url, { 'accept-encoding': 'br' });
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(page.rawPayload).toString()).toBe(PAGE);
    }
    const worker = await get('/sw.js', { 'accept-encoding': 'br' });
    expect(worker.headers['content-encoding']).toBe('br');
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('never compresses a file on the fly: without a .br or .gz it goes as it is', async () => {
    const script = await get('/assets/plain-456.js', { 'accept-encoding': 'br, gzip' });
    expect(script.headers['content-encoding']).toBeUndefined();
    expect(script.body).toBe(SCRIPT);
    const image = await get('/assets/logo-789.png', { 'accept-encoding': 'br, gzip' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers.vary).toBeUndefined();
  });

  it('sends the page security headers with the app, computed once from helmet', async () => {
    const page = await get('/login');
    for (const [name, value] of Object.entries(helmetHeaders())) expect(page.headers[name]).toBe(value);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('API answers', () => {
  it('compresses a JSON answer of 1 KB or more, and keeps it unstored', async () => {
    const response = await get('/api/docs/json', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toHaveProperty('paths');
  });

  it('leaves a small answer as it is', async () => {
    const response = await get('/api/v1/users/profile', { authorization: pupil.token, 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toHaveProperty('data.email', pupil.email);
  });

  it('carries the short API header set on answers and errors alike', async () => {
    for (const response of [
      await get('/api/v1/users/profile', { authorization: pupil.token }),
      await get('/api/v1/users/profile'),
      await get('/api/v1/nothing'),
      await get('/API/v1/users/profile'),
    ]) {
      for (const [name, value] of Object.entries(API_HEADERS)) expect(response.headers[name]).toBe(value);
    }
  });
});

describe('database round trips', () => {
  afterEach(() => vi.restoreAllMocks());

  function countQueries() {
    const executor = t.db.getExecutor();
    return vi.spyOn(executor, 'executeQuery');
  }

  it('reads the user once for the own profile, and on SQLite not again until something is written', async () => {
    const queries = countQueries();
    await t.db.updateTable('users').set({ city: 'Тула' }).where('email', '=', pupil.email).execute();
    queries.mockClear();
    const response = await get('/api/v1/users/profile', { authorization: pupil.token });
    expect(response.json().data.city).toBe('Тула');
    expect(queries).toHaveBeenCalledTimes(1);
    queries.mockClear();
    await get('/api/v1/users/profile', { authorization: pupil.token });
    // PostgreSQL serves several processes: its users are read on every request.
    expect(queries).toHaveBeenCalledTimes(testEngine() === 'sqlite' ? 0 : 1);
  });

  it('reads the caller and the pupil asked about in one query', async () => {
    const other = await signedInPupil(t.app);
    const otherId = (await get('/api/v1/users/profile', { authorization: other.token })).json().data.id as number;
    const ownId = (await get('/api/v1/users/profile', { authorization: pupil.token })).json().data.id as number;
    const queries = countQueries();
    for (const [id, name] of [[otherId, other.firstName], [ownId, pupil.firstName]] as const) {
      queries.mockClear();
      const response = await get(`/api/v1/users/profile/${id}`, { authorization: pupil.token });
      expect(response.json()).toMatchObject({ data: { firstName: name, photo: '', level: 0 } });
      expect(queries).toHaveBeenCalledTimes(1);
    }
    queries.mockClear();
    const missing = await get('/api/v1/users/profile/999999', { authorization: pupil.token });
    expect(missing.statusCode).toBe(404);
    expect(queries).toHaveBeenCalledTimes(1);
  });

  it('asks the database about health at most once a second', async () => {
    await get('/api/health');
    const queries = countQueries();
    for (let i = 0; i < 5; i += 1) expect((await get('/api/health')).json()).toMatchObject({ status: 'ok', database: 'ok', uploads: 'ok' });
    // One check may fall due if this machine took a second since the first call; never one per call.
    expect(queries.mock.calls.length).toBeLessThanOrEqual(1);
  });
});
