import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagePreloads } from '../../server/plugins/page-preloads';
import { createTestApp, type TestApp } from '../helpers/test-app';

// docs/decisions/0095-a-guide-page-names-its-modules-in-its-first-answer.md: a guide page's first visit names the page's own modules in a `Link` header, so the
// browser fetches them beside the entry script instead of a round trip after it; the login page too (0290).

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_icon-1.js': { file: 'assets/icon-1.js', imports: ['index.html'] },
  'src/app/layout/layout.tsx': { file: 'assets/layout-1.js', imports: ['index.html', '_react-1.js', '_icon-1.js'], css: ['assets/layout-1.css'] },
  'src/app/routes/guide.tsx': { file: 'assets/guide-1.js', imports: ['index.html', '_icon-1.js'] },
  'src/content/guides/guide-03.ts': { file: 'assets/guide-03-1.js' },
  '_http-1.js': { file: 'assets/http-1.js', imports: ['index.html'] },
  '_sign-in-1.js': { file: 'assets/sign-in-1.js', imports: ['_react-1.js', 'index.html', '_http-1.js'], css: ['assets/sign-in-1.css'] },
  'src/app/routes/login.tsx': { file: 'assets/login-1.js', imports: ['_react-1.js', 'index.html', '_sign-in-1.js'] },
};

const dist = mkdtempSync(join(tmpdir(), 'school-preloads-dist-'));
let t: TestApp;

beforeAll(async () => {
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({ DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the modules of a page, named with its first answer', () => {
  it('names the layout, the guide page and this guide’s data, each once, and nothing the entry loads itself', async () => {
    const page = await t.app.inject('/main/project_electonic/3');
    expect(page.statusCode).toBe(200);
    expect(page.headers.link).toBe(
      [
        '</assets/layout-1.js>; rel=modulepreload',
        '</assets/layout-1.css>; rel=preload; as=style; crossorigin',
        '</assets/icon-1.js>; rel=modulepreload',
        '</assets/guide-1.js>; rel=modulepreload',
        '</assets/guide-03-1.js>; rel=modulepreload',
      ].join(', '),
    );
  });

  it('names the login page’s form, its HTTP client and its stylesheet (docs/decisions/0290)', async () => {
    for (const path of ['/login', '/login/']) {
      expect((await t.app.inject(path)).headers.link).toBe(
        [
          '</assets/login-1.js>; rel=modulepreload',
          '</assets/sign-in-1.js>; rel=modulepreload',
          '</assets/sign-in-1.css>; rel=preload; as=style; crossorigin',
          '</assets/http-1.js>; rel=modulepreload',
        ].join(', '),
      );
    }
  });

  it('names no guide data for an id that has no guide, and nothing on other pages', async () => {
    expect((await t.app.inject('/main/project_electonic/99')).headers.link).not.toContain('guide-0');
    expect((await t.app.inject('/main/projects')).headers.link).toBeUndefined();
    expect((await t.app.inject('/login/other')).headers.link).toBeUndefined();
    expect((await t.app.inject('/api/v1/users/profile')).headers.link).toBeUndefined();
  });

  it('keeps the manifest itself off the web', async () => {
    const manifest = await t.app.inject('/.vite/manifest.json');
    expect(manifest.statusCode).toBe(404);
    expect(manifest.json().code).toBe('NOT_FOUND');
  });

  it('names nothing for a build without a manifest', () => {
    const none = mkdtempSync(join(tmpdir(), 'school-preloads-none-'));
    try {
      expect(pagePreloads(none)('/main/project_electonic/3')).toBeUndefined();
    } finally {
      rmSync(none, { recursive: true, force: true });
    }
  });
});
