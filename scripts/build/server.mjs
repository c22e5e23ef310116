// The production server: server/ (with the domain/ and src/content it imports) bundled by
// esbuild into plain JavaScript in dist-server/, and the operator's commands beside it (dist-server/cli/:
// users, digest, mail, backup, restore).
// `npm start` and `npm run users` build it when a source is newer (`--if-needed`);
// `npm run build:server` always does. tsx stays for dev and tests.
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const SERVER_DIR = join(root, 'dist-server');
export const SERVER_ENTRY = join(SERVER_DIR, 'main.js');
export const USERS_CLI = join(SERVER_DIR, 'cli', 'users.js');
export const DIGEST_CLI = join(SERVER_DIR, 'cli', 'digest.js');
export const MAIL_CLI = join(SERVER_DIR, 'cli', 'mail.js');
export const BACKUP_CLI = join(SERVER_DIR, 'cli', 'backup.js');
export const RESTORE_CLI = join(SERVER_DIR, 'cli', 'restore.js');
const BUILT = [SERVER_ENTRY, USERS_CLI, DIGEST_CLI, MAIL_CLI, BACKUP_CLI, RESTORE_CLI];
const SOURCES = ['server', 'domain', 'src/content', 'package-lock.json', 'tsconfig.base.json', 'scripts/build/server.mjs'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

export function serverNeedsBuild() {
  if (!BUILT.every((file) => existsSync(file))) return true;
  const built = Math.min(...BUILT.map((file) => statSync(file).mtimeMs));
  return SOURCES.some((source) => newestMtime(join(root, source)) > built);
}

/**
 * Packages bundled in: pure ES modules of hundreds of small files, which Node would otherwise
 * resolve and compile one by one at every start (kysely alone took 90 ms). Every other package
 * is loaded from node_modules as it is (native ones, and those that load files of their own).
 */
const BUNDLED = ['kysely', '@sinclair/typebox', 'fastify', '@fastify/ajv-compiler', '@fastify/fast-json-stringify-compiler', '@fastify/compress', '@fastify/multipart', '@fastify/rate-limit', '@fastify/swagger', 'fast-jwt', 'fastify-plugin', 'helmet'];

function externalPackages() {
  const { dependencies = {}, devDependencies = {} } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const names = [...Object.keys(dependencies), ...Object.keys(devDependencies)].filter((name) => !BUNDLED.includes(name));
  return names.flatMap((name) => [name, `${name}/*`]);
}

const NO_ESBUILD = 'esbuild не установлен (установка без dev-зависимостей): выполните `npm ci && npm run build`.';

/** esbuild, or undefined in a production install (`npm ci --omit=dev`): it is a build tool. */
async function loadEsbuild() {
  try {
    return await import('esbuild');
  } catch (error) {
    if (error.code === 'ERR_MODULE_NOT_FOUND') return undefined;
    throw error;
  }
}

export async function buildServer(outdir = SERVER_DIR) {
  const esbuild = await loadEsbuild();
  if (!esbuild) throw new Error(NO_ESBUILD);
  const common = {
    absWorkingDir: root,
    outdir,
    bundle: true,
    external: externalPackages(),
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // For stack traces: node --enable-source-maps dist-server/main.js
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
    // The bundled CommonJS packages call require() for Node's own modules.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  };
  const results = await Promise.all([
    esbuild.build({
      ...common,
      entryPoints: { main: 'server/main.ts' },
      // What main.ts imports lazily (the photo pipeline with sharp) stays a file of its own,
      // loaded when first needed.
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
    }),
    // A build of its own, so the server's files stay what they are without the CLI.
    esbuild.build({
      ...common,
      entryPoints: {
        'cli/users': 'server/cli/users.ts',
        'cli/digest': 'server/cli/digest.ts',
        'cli/mail': 'server/cli/mail.ts',
        'cli/backup': 'server/cli/backup.ts',
        'cli/restore': 'server/cli/restore.ts',
      },
    }),
  ]);
  // Chunks of earlier builds go (their names carry a hash). A running server loads a chunk when
  // first needed: restart it after building, as after `vite build`.
  const written = new Set(results.flatMap((result) => Object.keys(result.metafile.outputs)).map((file) => resolve(root, file)));
  for (const file of listFiles(outdir)) if (!written.has(file)) rmSync(file);
}

/**
 * Builds the server when a source is newer than the build (`npm start`, `npm run users`). Without
 * esbuild (a production install) the existing build runs as it is, with a warning; without a build
 * there is nothing to run, and the error says how to get one.
 */
export async function buildServerIfNeeded() {
  if (!serverNeedsBuild()) return;
  if (!(await loadEsbuild())) {
    if (BUILT.every((file) => existsSync(file))) {
      console.warn(`Сборка сервера в ${SERVER_DIR} старше исходников, запускаем её как есть. ${NO_ESBUILD}`);
      return;
    }
    console.error(`Сервер не собран (${SERVER_DIR}). ${NO_ESBUILD}`);
    process.exit(1);
  }
  console.log('Собираем сервер (esbuild)...');
  await buildServer();
}

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--if-needed')) {
    await buildServerIfNeeded();
  } else if (!(await loadEsbuild())) {
    console.error(NO_ESBUILD);
    process.exit(1);
  } else {
    const started = performance.now();
    await buildServer();
    console.log(`Сервер собран в ${SERVER_DIR} за ${Math.round(performance.now() - started)} мс`);
  }
}
