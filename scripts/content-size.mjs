// Prints how much a pupil's phone keeps for offline reading: everything under public/content
// (guides, scheme sheets, comic, video, cheat-sheet). Fails above the budget
// (docs/decisions/0015-everything-a-pupil-reads-is-precached.md): 5 MB in all, no single
// file over 2 MiB. `--json` prints the figures for tests.
import { readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const contentDir = join(root, 'public', 'content');
const TOTAL_BUDGET = 5_000_000;
const FILE_BUDGET = 2 * 1024 * 1024;

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const sizes = files(contentDir).map((file) => ({ file: relative(root, file), bytes: statSync(file).size }));
const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
const largest = sizes.reduce((max, item) => (item.bytes > max.bytes ? item : max), { file: '', bytes: 0 });
const byFolder = {};
for (const { file, bytes } of sizes) {
  const folder = file.split('/').slice(0, 3).join('/');
  byFolder[folder] = (byFolder[folder] ?? 0) + bytes;
}
const ok = total <= TOTAL_BUDGET && largest.bytes <= FILE_BUDGET;

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ total, files: sizes.length, largest, ok }));
} else {
  const mb = (bytes) => `${(bytes / 1_000_000).toFixed(2)} MB`;
  for (const [folder, bytes] of Object.entries(byFolder)) console.log(`${folder.padEnd(32)} ${mb(bytes)}`);
  console.log(`Офлайн-контент: ${mb(total)} в ${sizes.length} файлах (бюджет 5 MB); самый большой файл: ${largest.file}, ${(largest.bytes / 1024).toFixed(0)} KiB (бюджет 2 MiB)`);
}
process.exit(ok ? 0 : 1);
