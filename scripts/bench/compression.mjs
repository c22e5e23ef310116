// How much browser-image-compression shrinks a 12-megapixel phone photo in Chromium, and how long
// it takes, with the options the app uses (PHOTO_COMPRESSION in domain/submission.ts).
// Run: node --import tsx scripts/bench/compression.mjs
/* global imageCompression, createImageBitmap -- they run in the page, not in Node */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { PHOTO_COMPRESSION } from '../../domain/submission.ts';
import { twelveMegapixelPhoto } from '../../tests/helpers/photos.ts';
import { CHROMIUM, CHROMIUM_FLAGS, root } from './lib.mjs';

const RUNS = 3;
const photo = await twelveMegapixelPhoto();
const library = readFileSync(join(root, 'node_modules/browser-image-compression/dist/browser-image-compression.js'));
const page = `<!doctype html><meta charset="utf-8"><script src="/lib.js"></script>`;
const files = { '/': ['text/html', page], '/lib.js': ['text/javascript', library], '/photo.jpg': ['image/jpeg', photo] };
const server = createServer((request, response) => {
  const [type, body] = files[request.url] ?? ['text/plain', 'нет'];
  response.writeHead(files[request.url] ? 200 : 404, { 'content-type': type }).end(body);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  const tab = await browser.newPage();
  await tab.goto(origin + '/');
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    runs.push(
      await tab.evaluate(async ({ options, libURL }) => {
        const blob = await (await fetch('/photo.jpg')).blob();
        const file = new File([blob], 'photo.jpg', { type: 'image/jpeg' });
        const started = performance.now();
        const out = await imageCompression(file, { ...options, useWebWorker: true, libURL });
        const ms = performance.now() - started;
        const bitmap = await createImageBitmap(out);
        return { before: file.size, after: out.size, ms, width: bitmap.width, height: bitmap.height };
      }, { options: PHOTO_COMPRESSION, libURL: origin + '/lib.js' }),
    );
  }
  runs.sort((a, b) => a.ms - b.ms);
  const median = runs[Math.floor(RUNS / 2)];
  const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  console.log(`Сжатие фото 12 Мп (4000×3000, JPEG) в Chromium, медиана ${RUNS} прогонов:`);
  console.log(`  до сжатия     ${mb(median.before)}`);
  console.log(`  после сжатия  ${mb(median.after)} (${median.width}×${median.height}), в ${(median.before / median.after).toFixed(1)} раза меньше`);
  console.log(`  время         ${Math.round(median.ms)} мс (прогоны: ${runs.map((r) => Math.round(r.ms)).join(', ')} мс)`);
} finally {
  await browser.close();
  server.close();
}
