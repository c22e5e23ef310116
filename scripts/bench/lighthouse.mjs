// Lighthouse (mobile, its default simulated slow 4G and 4× slower CPU) on a fresh build served
// by our production server: /login, and a guide page with the session of a pupil linked to the
// journal (signed up, linked by the demo teacher); beside its
// floor, the bare React 19 + react-router-dom 7 one-form app, precompressed and served by a bare
// Fastify. Each page runs in a fresh Chromium (Debian's, through chrome-launcher) --runs times,
// the pages interleaved; the run with the median performance score is printed.
//
//   node scripts/bench/lighthouse.mjs [--runs 3] [--guide 1] [--save DIR]
//
// --save writes each run's full Lighthouse report (JSON) into DIR, to see what a score is made of.
//
// Goal: performance ≥ 95, accessibility 100, best practices 100 on both of our pages.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  CHROMIUM,
  CHROMIUM_FLAGS,
  root,
  startFirstScreens,
  stopAll,
  tempDir,
} from './lib.mjs';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, guide: { type: 'string', default: '1' }, save: { type: 'string' } },
});
const RUNS = Number(values.runs);
const GOALS = { performance: 95, accessibility: 100, 'best-practices': 100 };
const CATEGORIES = Object.keys(GOALS);
const STORAGE_KEY = 'Authorization';

/** Puts the session token into the origin's localStorage before Lighthouse opens the page. */
async function signIn(port, origin, token) {
  const { chromium } = await import(join(root, 'node_modules', 'playwright-core', 'index.mjs'));
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    // A small file of the origin, not the app: no script runs, no service worker is registered.
    await page.goto(`${origin}/manifest.webmanifest`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEY, token]);
    await page.close();
  } finally {
    // Connected over CDP: this disconnects and leaves Chromium running for Lighthouse.
    await browser.close();
  }
}

async function audit(target, retried = false) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    if (target.token) await signIn(chrome.port, new URL(target.url).origin, target.token);
    const result = await lighthouse(target.url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      // Each run has a fresh profile already; a reset would also remove the session token.
      disableStorageReset: true,
    });
    const { categories, audits } = result.lhr;
    // Lighthouse sometimes misses the start of a trace on this machine: that run is taken again.
    if (result.lhr.runtimeError?.code === 'NO_NAVSTART' && !retried) return audit(target, true);
    if (result.lhr.runtimeError) throw new Error(`${target.name}: ${result.lhr.runtimeError.message}`);
    if (values.save) {
      mkdirSync(values.save, { recursive: true });
      const name = new URL(target.url).pathname.replace(/\W+/g, '-');
      writeFileSync(join(values.save, `${name}-${Date.now()}.json`), JSON.stringify(result.lhr));
    }
    const problems = Object.values(audits)
      .filter((a) => a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'metricSavings' || a.scoreDisplayMode === 'numeric')
      .filter((a) => a.score !== null && a.score < 1 && !['first-contentful-paint', 'largest-contentful-paint', 'speed-index', 'interactive', 'total-blocking-time', 'max-potential-fid', 'cumulative-layout-shift'].includes(a.id))
      .map((a) => a.id);
    return {
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)])),
      lcp: audits['largest-contentful-paint'].numericValue,
      fcp: audits['first-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      problems,
      renderBlocking: (audits['render-blocking-resources']?.details?.items ?? []).map((item) => item.url),
    };
  } finally {
    await chrome.kill();
  }
}

const work = tempDir('lighthouse');
const started = [];
try {
  const { login, guide, floor } = await startFirstScreens(work, values.guide, started);
  const targets = [{ ...login, goal: true }, { ...guide, goal: true }, floor];
  const results = new Map(targets.map((target) => [target, []]));
  for (let run = 0; run < RUNS; run += 1) {
    for (const target of targets) results.get(target).push(await audit(target));
  }

  console.log(`Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, мобильный профиль, Chromium ${CHROMIUM}; запуск с медианной производительностью из ${RUNS}`);
  let met = true;
  for (const target of targets) {
    const runs = results.get(target).sort((a, b) => a.scores.performance - b.scores.performance);
    const median = runs[Math.floor(runs.length / 2)];
    const s = median.scores;
    const ok = target.goal ? CATEGORIES.every((id) => s[id] >= GOALS[id]) : undefined;
    if (ok === false) met = false;
    console.log(
      `  ${target.name}\n    производительность ${s.performance} (все: ${runs.map((r) => r.scores.performance).join(', ')}), доступность ${s.accessibility}, best practices ${s['best-practices']}` +
        `; LCP ${(median.lcp / 1000).toFixed(1)} с, FCP ${(median.fcp / 1000).toFixed(1)} с, TBT ${Math.round(median.tbt)} мс, CLS ${median.cls.toFixed(3)}` +
        (ok === undefined ? '' : ok ? '  — цель: ok' : '  — цель НЕ ДОСТИГНУТА'),
    );
    if (median.problems.length) console.log(`    замечания: ${median.problems.join(', ')}`);
    if (median.renderBlocking.length) console.log(`    блокируют отрисовку: ${median.renderBlocking.join(', ')}`);
  }
  console.log(`Цели (≥ ${GOALS.performance} / ${GOALS.accessibility} / ${GOALS['best-practices']} на обеих страницах): ${met ? 'ok' : 'НЕ ДОСТИГНУТЫ'}`);
  process.exitCode = met ? 0 : 1;
} finally {
  await stopAll(started);
  rmSync(work, { recursive: true, force: true });
}
