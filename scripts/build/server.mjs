// The production server: server/ (with the src/domain and src/content it imports) bundled by
// esbuild into plain JavaScript in dist-server/. `npm start` builds it when a source is newer;
// `npm run build:server` always does. tsx stays for dev and tests.
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const SERVER_DIR = join(root, 'dist-server');
export const SERVER_ENTRY = join(SERVER_DIR, 'main.js');
const SOURCES = ['server', 'src/domain', 'src/content', 'package-lock.json', 'tsconfig.base.json', 'scripts/build/server.mjs'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

export function serverNeedsBuild() {
  if (!existsSync(SERVER_ENTRY)) return true;
  const built = statSync(SERVER_ENTRY).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(root, source)) > built);
}

/**
 * Packages bundled in: pure ES modules of hundreds of small files, which Node would otherwise
 * resolve and compile one by one at every start (kysely alone took 90 ms). Every other package
 * is loaded from node_modules as it is (native ones, and those that load files of their own).
 */
const BUNDLED = ['kysely', '@sinclair/typebox'];

function externalPackages() {
  const { dependencies = {}, devDependencies = {} } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const names = [...Object.keys(dependencies), ...Object.keys(devDependencies)].filter((name) => !BUNDLED.includes(name));
  return names.flatMap((name) => [name, `${name}/*`]);
}

export async function buildServer(outdir = SERVER_DIR) {
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: root,
    entryPoints: { main: 'server/main.ts' },
    outdir,
    bundle: true,
    // What main.ts imports lazily (the photo pipeline with sharp) stays a file of its own, loaded
    // when first needed.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    external: externalPackages(),
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // For stack traces: node --enable-source-maps dist-server/main.js
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
  });
  // Chunks of earlier builds go (their names carry a hash). A running server loads a chunk when
  // first needed: restart it after building, as after `vite build`.
  const written = new Set(Object.keys(result.metafile.outputs).map((file) => resolve(root, file)));
  for (const file of listFiles(outdir)) if (!written.has(file)) rmSync(file);
}

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await buildServer();
  console.log(`Сервер собран в ${SERVER_ENTRY} за ${Math.round(performance.now() - started)} мс`);
}
