// The first screen's scripts in a build, and what they may hold. Shared by the bench beside its
// floor (scripts/bench/bundle.mjs) and the budget test on the e2e build (tests/e2e/precache.test.ts).
//
// A page's first scripts: what index.html loads (its module script and modulepreload links) and
// the static-import closure of the page's route modules in Vite's manifest, which is also what
// the page's `Link` header names (server/plugins/page-preloads.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHUNK_MODULES_FILE } from './build/chunk-modules.mjs';

/**
 * /login's first scripts, gzip -9 each, summed. The goal is at most 1.25 × the bare React 19 +
 * react-router-dom 7 one-form app (95.3 KB: 119 KB), which scripts/bench/bundle.mjs builds and
 * measures beside ours with the worker's registration (2.1 KB, loaded once the page is up); here
 * as bytes, without it: the test has no second build to measure the floor on.
 */
export const LOGIN_SCRIPTS_BUDGET = 117 * 1024;

/** The route modules of the first screens (src/app/router.tsx). */
export const LOGIN_ROUTES = ['src/app/routes/login.tsx'];
export const GUIDE_ROUTES = ['src/app/routes/guide.tsx', 'src/content/guides/guide-01.ts', 'src/app/layout/layout.tsx', 'src/stores/get-own-profile.ts'];

/**
 * Code that loads only on its own pages: the lessons (their texts and checks), the lab (its
 * editor, engine and circuits), the programming pages (Blockly, the AVR simulator, the
 * interpreter, the kits' firmware) and the syncs a signed-in session starts once the page is up.
 * Their addresses (domain/lab-paths.ts, MCU_PATH in domain/mcu/api.ts) are not their code.
 */
export const PAGE_ONLY_CODE = [
  /^src\/features\/(lab|mcu|courses)\//,
  /^src\/content\/(lessons|lab|mcu)\//,
  /^src\/lib\/(avr|blockly)\//,
  /^src\/lib\/(lesson-answers|lab-circuits|mcu-checks)\.ts$/,
  /^domain\/(circuit|lessons|lab-practice)\b/,
  /^domain\/mcu\/(?!api\.ts$)/,
  /^node_modules\/(blockly|avr8js)\//,
];

/**
 * Files (relative to `outDir`) a page loads first: index.html's scripts and the closure of `routeSources`.
 * @param {string} outDir
 * @param {string[]} routeSources
 * @returns {Set<string>}
 */
export function firstScripts(outDir, routeSources) {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const files = new Set();
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+)"/g)) files.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g)) files.add(match[1]);
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const seen = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || seen.has(key)) return;
    seen.add(key);
    files.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  // A module merged into a shared chunk (scripts/build/page-chunks.mjs) has no entry of its own:
  // that chunk comes in as an import of the others. The first route module always has one.
  if (routeSources.length > 0 && !manifest[routeSources[0]]) throw new Error(`нет ${routeSources[0]} в манифесте сборки`);
  for (const source of routeSources) visit(source);
  return files;
}

/** gzip -9 bytes of a built file. */
export const gzipBytes = (outDir, file) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;

/**
 * The source modules of each built script (scripts/build/chunk-modules.mjs).
 * @param {string} outDir
 * @returns {Record<string, string[]>}
 */
export function chunkModulesOf(outDir) {
  return JSON.parse(readFileSync(join(outDir, CHUNK_MODULES_FILE), 'utf8'));
}

/**
 * The page-only modules among `files`, as «file: module».
 * @param {string} outDir
 * @param {Iterable<string>} files
 */
export function pageOnlyCodeIn(outDir, files) {
  const modules = chunkModulesOf(outDir);
  return [...files].flatMap((file) => (modules[file] ?? []).filter((id) => PAGE_ONLY_CODE.some((pattern) => pattern.test(id))).map((id) => `${file}: ${id}`));
}
