import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import {
  chunkModulesOf,
  firstScripts,
  GUIDE_ROUTES,
  gzipBytes,
  LOGIN_ROUTES,
  LOGIN_SCRIPTS_BUDGET,
  PAGE_ONLY_CODE,
  pageOnlyCodeIn,
} from '../../scripts/first-screen.mjs';
import { BUDGETS, precacheEntries, precacheReport } from '../../scripts/precache-budget.mjs';
import { pagePreloads } from '../../server/plugins/page-preloads';

// Budgets (docs/decisions/0092-precache-budgets.md): the precache of the build the e2e tests run is complete — every chunk the
// app may load lazily, every file under content/, and every content file the app's code names —
// and stays within its budgets. A file that is not precached is missing at the workbench.

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('the precache of the build', () => {
  const dist = inject('distDir');
  const precached = new Set(precacheEntries(dist));
  const built = filesUnder(dist)
    .map((file) => relative(dist, file).split('\\').join('/'))
    .filter((file) => !/\.(br|gz)$/.test(file));

  it('holds every script, style and content file of the build', () => {
    const needed = built.filter((file) => /^assets\/.+\.(js|css)$/.test(file) || file.startsWith('content/'));
    expect(needed.length).toBeGreaterThan(300);
    expect(needed.filter((file) => !precached.has(file))).toEqual([]);
    expect(precached.has('index.html')).toBe(true);
  });

  it('holds every content file the app’s code refers to', () => {
    const code = built.filter((file) => /^assets\/.+\.js$/.test(file)).map((file) => readFileSync(join(dist, file), 'utf8')).join('\n');
    const named = new Set([...code.matchAll(/\/(content\/[\w./-]+\.(?:svg|png|jpe?g|webp|mp4|webm|vtt))/g)].map((match) => match[1] ?? ''));
    expect(named.size).toBeGreaterThan(100);
    expect([...named].filter((file) => !precached.has(file))).toEqual([]);
  });

  it('keeps the API, the screenshots and the precompressed copies out', () => {
    expect([...precached].filter((url) => url.startsWith('api/') || url.startsWith('screenshots/') || /\.(br|gz)$/.test(url))).toEqual([]);
  });

  it('stays within its budgets', () => {
    const report = precacheReport(dist);
    expect(report.missing).toEqual([]);
    expect(report.stored).toBeLessThanOrEqual(BUDGETS.stored);
    expect(report.downloaded).toBeLessThanOrEqual(BUDGETS.downloaded);
    expect(report.largest.bytes).toBeLessThanOrEqual(BUDGETS.largest);
  });

  it('names a guide page’s own modules from the build’s manifest (they load beside the entry)', () => {
    const link = pagePreloads(dist)('/main/project_electonic/12') ?? '';
    for (const name of ['shell', 'http', 'guide', 'guide-12']) expect(link, name).toMatch(new RegExp(`</assets/${name}-[\\w-]+\\.js>; rel=modulepreload`));
    expect(link).not.toMatch(/assets\/index-/);
  });
});

// The first screens stay light as the lessons, the lab and the programming pages grow: /login's
// scripts within their budget, and none of those pages' code in /login's or a guide's first files
// (scripts/first-screen.mjs; the bench beside its floor is scripts/bench/bundle.mjs).
describe('the first screens’ scripts in the build', () => {
  const dist = inject('distDir');
  const login = firstScripts(dist, LOGIN_ROUTES);

  it('keep /login’s scripts within their budget', () => {
    const bytes = [...login].reduce((sum, file) => sum + gzipBytes(dist, file), 0);
    expect([...login].some((file) => /^assets\/index-/.test(file))).toBe(true);
    expect(login.size).toBeGreaterThanOrEqual(4);
    expect(bytes).toBeLessThanOrEqual(LOGIN_SCRIPTS_BUDGET);
  });

  it('hold no lesson, lab or programming code: that loads only on its own pages', () => {
    // The build holds each kind of that code somewhere, so the check below is able to fail.
    const everywhere = Object.values(chunkModulesOf(dist)).flat();
    for (const pattern of PAGE_ONLY_CODE) expect(everywhere.some((id) => pattern.test(id)), String(pattern)).toBe(true);
    expect(everywhere).toContain('src/main.tsx');

    expect(pageOnlyCodeIn(dist, login)).toEqual([]);
    const guide = firstScripts(dist, GUIDE_ROUTES);
    expect(guide.size).toBeGreaterThan(login.size);
    expect(pageOnlyCodeIn(dist, guide)).toEqual([]);
  });
});
