// npm start: build the PWA and the server (plain JavaScript in dist-server/) when their sources
// are newer than the builds, then run the server in this process (it migrates, seeds on first run
// and serves everything on one port). Vite and esbuild are dev tools: a production install
// (`npm ci --omit=dev`) runs the builds it has and only needs them to exist.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServerIfNeeded, SERVER_ENTRY } from './build/server.mjs';

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

const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
if (needsBuild()) {
  const hint = 'Vite не установлен (установка без dev-зависимостей): выполните `npm ci && npm run build`.';
  if (existsSync(vite)) {
    console.log('Собираем приложение (vite build)...');
    const build = spawnSync(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  } else if (existsSync(distIndex)) {
    console.warn(`Сборка приложения в dist/ старше исходников, запускаем её как есть. ${hint}`);
  } else {
    console.error(`Приложение не собрано (${distIndex}). ${hint}`);
    process.exit(1);
  }
}

await buildServerIfNeeded();

// The compiled entry, as production runs it (`node dist-server/main.js`): no TypeScript at start.
await import(pathToFileURL(SERVER_ENTRY).href);
