// npm start: build the PWA and the server (plain JavaScript in dist-server/) when their sources
// are newer than the builds, then run the server in this process (it migrates, seeds on first run
// and serves everything on one port).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer, SERVER_ENTRY, serverNeedsBuild } from './build/server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const distIndex = join(root, 'dist', 'index.html');
const sources = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'scripts/build/precompress.mjs', 'scripts/build/non-blocking-css.mjs', 'package-lock.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

function needsBuild() {
  if (!existsSync(distIndex)) return true;
  const built = statSync(distIndex).mtimeMs;
  return sources.some((source) => newestMtime(join(root, source)) > built);
}

if (needsBuild()) {
  console.log('Собираем приложение (vite build)...');
  const build = spawnSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (serverNeedsBuild()) {
  console.log('Собираем сервер (esbuild)...');
  await buildServer();
}

// The compiled entry, as production runs it (`node dist-server/main.js`): no TypeScript at start.
await import(pathToFileURL(SERVER_ENTRY).href);
