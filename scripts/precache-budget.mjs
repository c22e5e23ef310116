// What the service worker saves on a pupil's phone at the first visit, read from a build's sw.js:
// the precache as stored and as downloaded (the .br beside a text file is what goes over the
// wire), and its largest file. Fails above the budgets, or when an entry has no file.
//
//   npm run build && node scripts/precache-budget.mjs [dist] [--json]
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BUDGETS = {
  /** Everything kept on the phone. */
  stored: 4_750_000,
  /** The first offline install over mobile data. */
  downloaded: 1_500_000,
  /** One failed entry fails the whole install: workbox's own limit in vite.config.ts. */
  largest: 2 * 1024 * 1024,
};

/**
 * The precache list the build injected into sw.js: paths relative to the site's root.
 * @param {string} distDir
 * @returns {string[]}
 */
export function precacheEntries(distDir) {
  const worker = readFileSync(join(distDir, 'sw.js'), 'utf8');
  return [...worker.matchAll(/\{"revision":(?:null|"[^"]*"),"url":"([^"]+)"\}/g)].map((match) => match[1] ?? '');
}

export function precacheReport(distDir) {
  const files = precacheEntries(distDir).map((url) => {
    const path = join(distDir, url);
    if (!existsSync(path)) return { url, missing: true, stored: 0, downloaded: 0 };
    const stored = statSync(path).size;
    const downloaded = existsSync(`${path}.br`) ? statSync(`${path}.br`).size : stored;
    return { url, missing: false, stored, downloaded };
  });
  const sum = (key) => files.reduce((total, file) => total + file[key], 0);
  const largest = files.reduce((max, file) => (file.stored > max.stored ? file : max), { url: '', stored: 0 });
  const report = {
    entries: files.length,
    stored: sum('stored'),
    downloaded: sum('downloaded'),
    largest: { url: largest.url, bytes: largest.stored },
    missing: files.filter((file) => file.missing).map((file) => file.url),
  };
  const ok =
    report.entries > 0 &&
    report.missing.length === 0 &&
    report.stored <= BUDGETS.stored &&
    report.downloaded <= BUDGETS.downloaded &&
    report.largest.bytes <= BUDGETS.largest;
  return { ...report, ok };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const distDir = resolve(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? join(root, 'dist'));
  if (!existsSync(join(distDir, 'sw.js'))) {
    console.error(`Нет сборки в ${distDir}: сначала npm run build`);
    process.exit(1);
  }
  const report = precacheReport(distDir);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(report));
  } else {
    const mb = (bytes) => `${(bytes / 1_000_000).toFixed(2)} MB`;
    console.log(`Офлайн-кэш сервис-воркера, файлов: ${report.entries}`);
    console.log(`  хранится на телефоне:   ${mb(report.stored)} (бюджет ${mb(BUDGETS.stored)})`);
    console.log(`  скачивается (brotli):   ${mb(report.downloaded)} (бюджет ${mb(BUDGETS.downloaded)})`);
    console.log(`  самый большой файл:     ${report.largest.url}, ${(report.largest.bytes / 1024).toFixed(0)} KiB (бюджет ${(BUDGETS.largest / 1024).toFixed(0)} KiB)`);
    for (const url of report.missing) console.log(`  НЕТ ФАЙЛА: ${url}`);
    console.log(report.ok ? 'Бюджеты: ok' : 'Бюджеты: НЕ СОБЛЮДЕНЫ');
  }
  process.exit(report.ok ? 0 : 1);
}
