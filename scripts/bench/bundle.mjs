// JavaScript that /login downloads, beside its floor: a bare React 19 + react-router-dom 7 app with
// one login form, built in a temporary folder by our own Vite from our own node_modules.
//
//   node scripts/bench/bundle.mjs
//
// Counted for both: the files index.html loads (its module script and modulepreload links), the
// login route's lazy chunk with everything it imports statically, and whatever else Chromium
// fetches while /login opens (a dynamic import at start-up), service worker blocked; each file
// gzip -9, summed. Goal: at most 1.25 × the floor. Also printed: the lessons', the lab's and the
// programming pages' modules among them (scripts/first-screen.mjs; tests/e2e/precache.test.ts
// fails on either on the e2e build, against a fixed byte budget).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { firstScripts, gzipBytes, LOGIN_ROUTES, LOGIN_SCRIPTS_BUDGET, pageOnlyCodeIn } from '../first-screen.mjs';
import { buildFloorApp, buildOurApp, CHROMIUM, CHROMIUM_FLAGS, root, tempDir } from './lib.mjs';

const GOAL = 1.25;
const work = tempDir('bundle');

async function buildFloor() {
  return { outDir: await buildFloorApp(join(work, 'floor')), routeSources: [] };
}

async function buildOurs() {
  return { outDir: await buildOurApp(join(work, 'ours'), { manifest: true }), routeSources: LOGIN_ROUTES };
}

/** Files named by index.html plus the static-import closure of the route modules (Vite's manifest). */
function staticFiles({ outDir, routeSources }) {
  return firstScripts(outDir, routeSources);
}

/** A plain static server with the SPA fallback: what a browser needs to open /login. */
function serve(outDir) {
  const types = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml', '.json': 'application/json', '.webmanifest': 'application/manifest+json', '.png': 'image/png' };
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(outDir, path);
    if (!existsSync(file) || extname(file) === '') file = join(outDir, 'index.html');
    if (path.startsWith('/api/')) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{}');
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** JS files Chromium fetches while /login opens and settles, service worker blocked. */
async function browserFiles(outDir) {
  if (!existsSync(CHROMIUM)) return undefined;
  const { chromium } = await import(join(root, 'node_modules', 'playwright-core', 'index.mjs'));
  const server = await serve(outDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const files = new Set();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.js')) files.add(url.pathname.slice(1));
    });
    await page.goto(`http://127.0.0.1:${server.address().port}/login`, { waitUntil: 'networkidle' });
    await page.waitForSelector('form');
    await page.waitForLoadState('networkidle');
    return files;
  } finally {
    await browser.close();
    server.close();
  }
}

async function measure(built) {
  const files = staticFiles(built);
  const staticSet = new Set(files);
  const fetched = await browserFiles(built.outDir);
  for (const file of fetched ?? []) files.add(file);
  const sizes = [...files].map((file) => ({ file, gzip: gzipBytes(built.outDir, file) }));
  const staticTotal = sizes.filter(({ file }) => staticSet.has(file)).reduce((sum, { gzip }) => sum + gzip, 0);
  return { sizes: sizes.sort((a, b) => b.gzip - a.gzip), total: sizes.reduce((sum, { gzip }) => sum + gzip, 0), staticTotal, checkedInBrowser: Boolean(fetched) };
}

/** The service worker's first install: every precached file, as brotli where the build wrote one. */
function precacheBytes(outDir) {
  const worker = readFileSync(join(outDir, 'sw.js'), 'utf8');
  const urls = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]);
  let raw = 0;
  let wire = 0;
  for (const url of urls) {
    const file = join(outDir, url);
    const size = readFileSync(file).length;
    raw += size;
    wire += existsSync(`${file}.br`) ? readFileSync(`${file}.br`).length : size;
  }
  return { files: urls.length, raw, wire };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const files = (n) => `${n} ${n % 10 === 1 && n % 100 !== 11 ? 'файл' : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 10 || n % 100 >= 20) ? 'файла' : 'файлов'}`;

try {
  const floor = await measure(await buildFloor());
  const built = await buildOurs();
  const ours = await measure(built);
  const install = precacheBytes(built.outDir);
  const ratio = ours.total / floor.total;
  console.log('JS, который скачивает /login (gzip -9 каждого файла, сумма)');
  console.log(`  наша сборка: ${kb(ours.total)}, ${files(ours.sizes.length)}:`);
  for (const { file, gzip } of ours.sizes) console.log(`      ${kb(gzip).padStart(9)}  ${file}`);
  console.log(`  пол (React 19 + react-router-dom 7, одна форма): ${kb(floor.total)}, ${files(floor.sizes.length)}`);
  console.log(`  отношение: ${ratio.toFixed(2)} (цель ≤ ${GOAL}): ${ratio <= GOAL ? 'ok' : 'НЕ ДОСТИГНУТА'}`);
  console.log(`  бюджет теста сборки (tests/e2e/precache.test.ts): ${kb(LOGIN_SCRIPTS_BUDGET)}; без скриптов, загруженных после отрисовки: ${kb(ours.staticTotal)}`);
  // The lessons, the lab, the block editor and the AVR simulator load only on their own pages.
  const heavy = pageOnlyCodeIn(built.outDir, ours.sizes.map(({ file }) => file));
  console.log(`  код уроков, лаборатории и программирования на /login: ${heavy.length === 0 ? 'нет (ok)' : `есть: ${heavy.join(', ')}`}`);
  const mb = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;
  console.log(`Первая офлайн-установка (${files(install.files)}): ${mb(install.wire)} по сети, ${mb(install.raw)} без сжатия`);
  if (!ours.checkedInBrowser) console.log('  (Chromium не найден: счёт только по index.html и манифесту сборки)');
  process.exitCode = ratio <= GOAL && heavy.length === 0 ? 0 : 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
