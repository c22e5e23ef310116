// Opening the lab on a slow phone: /main/lab?preset=guide-10 (the multivibrator, two transistors,
// the densest ready circuit) in Chromium with its CPU slowed 4× (DevTools' Emulation.setCPUThrottlingRate),
// from the navigation's start until the circuit is drawn and solved (the sheet's parts are on screen,
// the engine has answered: `data-solved` on the sheet). Beside its floor measured the same way in
// the same run: a guide page (/main/project_electonic/10) until its first step is on screen. Each
// open is a fresh context (an empty HTTP cache, the service worker blocked), the two interleaved;
// medians printed, with the lab's own JavaScript (gzip) from the build's manifest.
//
//   node scripts/bench/lab-open.mjs [--runs 7] [--preset guide-10]
//
// Goal: the lab drawn and solved ≤ 1.5 s after the navigation starts, engine included.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { buildOurApp, CHROMIUM, CHROMIUM_FLAGS, freePort, median, pupilToken, root, startSchool, tempDir, waitForHealth } from './lib.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' }, preset: { type: 'string', default: 'guide-10' } } });
const RUNS = Number(values.runs);
const GOAL_MS = 1500;
const CPU_SLOWDOWN = 4;
const LAB = `/main/lab?preset=${encodeURIComponent(values.preset)}`;
const FLOOR = '/main/project_electonic/10';

/** The lab route's chunk and what it imports statically, gzip -9 (Vite's manifest). */
function labScriptBytes(outDir) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit('src/app/routes/lab.tsx');
  const entryFiles = new Set();
  const visitEntry = (key) => {
    const entry = manifest[key];
    if (!entry || entryFiles.has(entry.file)) return;
    entryFiles.add(entry.file);
    for (const imported of entry.imports ?? []) visitEntry(imported);
  };
  visitEntry('index.html');
  const own = [...files].filter((file) => !entryFiles.has(file) && !/\/(shell|http|sign-in)-/.test(file));
  return own.reduce((sum, file) => sum + gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length, 0);
}

/** Milliseconds from the navigation's start until `ready()` holds in the page. */
async function openOnce(browser, base, token, path, ready) {
  const context = await browser.newContext({ baseURL: base, serviceWorkers: 'block', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: 'ru-RU' });
  try {
    const page = await context.newPage();
    await page.goto('/manifest.webmanifest');
    await page.evaluate((value) => localStorage.setItem('Authorization', value), token);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(path, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(ready, undefined, { polling: 'raf', timeout: 30_000 });
    return await handle.jsonValue();
  } finally {
    await context.close();
  }
}

const work = tempDir('lab-open');
let school;
let browser;
try {
  const outDir = await buildOurApp(join(work, 'dist'), { manifest: true });
  const port = await freePort();
  school = await startSchool({ DATA_DIR: join(work, 'data'), DIST_DIR: outDir, PORT: String(port), LOG_LEVEL: 'warn' });
  await waitForHealth(port, school, performance.now());
  const base = `http://127.0.0.1:${port}`;
  const token = await pupilToken(base);
  const { chromium } = await import(join(root, 'node_modules', 'playwright-core', 'index.mjs'));
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });

  // Run in the page (functions: the page's CSP forbids evaluating strings); performance.now()
  // there counts from the navigation's start.
  const labReady = () => (globalThis.document.querySelector('.lab-sheet__svg[data-solved="true"] [data-part]') ? performance.now() : false);
  const floorReady = () => (/Шаг 1/.test(globalThis.document.querySelector('main')?.textContent ?? '') ? performance.now() : false);
  // One open of each first, not counted: the server's first answers and Chromium's warm-up.
  await openOnce(browser, base, token, LAB, labReady);
  await openOnce(browser, base, token, FLOOR, floorReady);
  const lab = [];
  const floor = [];
  for (let run = 0; run < RUNS; run += 1) {
    lab.push(await openOnce(browser, base, token, LAB, labReady));
    floor.push(await openOnce(browser, base, token, FLOOR, floorReady));
  }
  const ms = (value) => `${Math.round(value)} мс`;
  const labMs = median(lab);
  const floorMs = median(floor);
  console.log(`Лаборатория ${LAB}: схема нарисована и рассчитана (CPU ×${CPU_SLOWDOWN}, пустой кэш, медиана из ${RUNS})`);
  console.log(`  лаборатория: ${ms(labMs)}   (все: ${lab.map((v) => Math.round(v)).join(', ')})`);
  console.log(`  пол — страница проекта ${FLOOR}, первый шаг на экране: ${ms(floorMs)}   (все: ${floor.map((v) => Math.round(v)).join(', ')})`);
  console.log(`  разница: ${ms(labMs - floorMs)}; свой JS лаборатории (редактор и движок): ${(labScriptBytes(outDir) / 1024).toFixed(1)} KB gzip`);
  console.log(`  цель ≤ ${ms(GOAL_MS)}: ${labMs <= GOAL_MS ? 'ok' : 'НЕ ДОСТИГНУТА'}`);
  process.exitCode = labMs <= GOAL_MS ? 0 : 1;
} finally {
  await browser?.close();
  await school?.stop();
  rmSync(work, { recursive: true, force: true });
}
