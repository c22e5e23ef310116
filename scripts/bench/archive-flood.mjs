// Archive flood: the compiled production server (embedded SQLite in a temporary folder) with
// pupils who each sent 15 real project photos through the upload route (noisy 2560×1920 JPEGs:
// the pipeline stores them at a few MB each) and an avatar, then 30 parallel
// GET /api/v1/users/my-data/archive spread over those pupils, each on its own connection, every
// answer read to its end. Prints how the 30 were answered (200 / 429 / 503), the server's idle RSS
// after the seeding, its peak RSS while one archive is sent alone (the floor) and during the flood,
// and /api/health's answer time during the flood.
//
//   node scripts/bench/archive-flood.mjs [--pupils 4] [--photos 15] [--requests 30]
//
// Goal (docs/decisions/0104-the-familys-archive-is-streamed-and-bounded.md): peak RSS under 400 MB;
// exits 1 when missed, or when an archive that answered 200 is not a whole zip with every photo.
import { unzipSync } from 'fflate';
import { rmSync } from 'node:fs';
import { request } from 'node:http';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { freePort, linkedPupilToken, rssMb, startSchool, tempDir, waitForHealth } from './lib.mjs';

const { values } = parseArgs({
  options: { pupils: { type: 'string', default: '4' }, photos: { type: 'string', default: '15' }, requests: { type: 'string', default: '30' } },
});
const PUPILS = Number(values.pupils);
const PHOTOS = Number(values.photos);
const REQUESTS = Number(values.requests);
const GOAL_RSS_MB = 400;

/** A photo whose pixels are noise: JPEG cannot make it small, so the stored copy stays large. */
async function noisyPhoto(seed) {
  const width = 2560;
  const height = 1920;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  for (let i = 0; i < pixels.length; i += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    pixels[i] = state >>> 24;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 70 }).toBuffer();
}

function multipart(fields) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value], { type: 'image/jpeg' }), `фото-${name}.jpg`);
  }
  return form;
}

/** Sends until the photo queue takes it (503 + Retry-After: wait and send again). */
async function upload(url, method, token, form, headers = {}) {
  for (;;) {
    const answer = await fetch(url, { method, headers: { authorization: token, ...headers }, body: form() });
    const text = await answer.text();
    if (answer.status === 503) {
      await new Promise((resolve) => setTimeout(resolve, Number(answer.headers.get('retry-after') ?? 1) * 1000));
      continue;
    }
    if (answer.status >= 300) throw new Error(`${method} ${url}: ${answer.status} ${text}`);
    return;
  }
}

/** One GET on its own connection, its body read to the end: status, bytes (and the bytes themselves when `keep`), milliseconds. */
function get(port, path, token, keep = false) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false, headers: token ? { authorization: token } : {} }, (res) => {
      const chunks = [];
      let bytes = 0;
      res.on('data', (chunk) => {
        bytes += chunk.length;
        if (keep) chunks.push(chunk);
      });
      res.on('end', () => resolve({ status: res.statusCode, bytes, body: keep ? Buffer.concat(chunks) : undefined, ms: performance.now() - started }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Runs `work` while sampling the server's RSS every 10 ms; resolves with its result and the peak. */
async function peakDuring(pid, work) {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 10);
  try {
    const result = await work();
    return { result, peak: Math.max(peak, rssMb(pid)) };
  } finally {
    clearInterval(timer);
  }
}

const dataDir = tempDir('archive-flood');
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startSchool({ DATA_DIR: dataDir, DIST_DIR: `${dataDir}/no-dist`, PORT: String(port), LOG_LEVEL: 'warn', DEMO_ACCOUNTS: 'on' });
let failed = false;
try {
  await waitForHealth(port, server, performance.now());
  const pid = server.child.pid;

  console.log(`Фото: ${PHOTOS} шумных JPEG 2560×1920…`);
  const photos = await Promise.all(Array.from({ length: PHOTOS }, (_, n) => noisyPhoto(n + 1)));
  const pupils = [];
  for (let p = 0; p < PUPILS; p += 1) {
    const token = await linkedPupilToken(base);
    for (let n = 0; n < PHOTOS; n += 1) {
      const projectId = n + 1;
      await upload(`${base}/api/v1/projects/${projectId}/submission`, 'POST', token, () => multipart({ project_id: String(projectId), project_photo: photos[n] }), {
        'idempotency-key': `archive-flood-${p}-${n}-${Date.now()}`,
      });
    }
    await upload(`${base}/api/v1/users/profile`, 'PUT', token, () => multipart({ photo: photos[0] }));
    pupils.push(token);
    console.log(`Ученик ${p + 1} из ${PUPILS}: ${PHOTOS} фото и аватар загружены`);
  }

  const idle = rssMb(pid);
  const single = await peakDuring(pid, () => get(port, '/api/v1/users/my-data/archive', pupils[0], true));
  const zip = unzipSync(new Uint8Array(single.result.body));
  const entries = Object.keys(zip);
  const whole = single.result.status === 200 && entries.length === PHOTOS + 2;
  if (!whole) failed = true;
  const archiveMb = single.result.bytes / 1024 / 1024;

  // Each pupil's archive alone, its size: a 200 in the flood must be as long.
  const sizes = [];
  for (const token of pupils) sizes.push((await get(port, '/api/v1/users/my-data/archive', token)).bytes);

  const flood = await peakDuring(pid, async () => {
    const archives = Array.from({ length: REQUESTS }, (_, n) => get(port, '/api/v1/users/my-data/archive', pupils[n % PUPILS]));
    // The school's heartbeat while the archives are sent.
    const health = get(port, '/api/health');
    return { answers: await Promise.all(archives), health: await health };
  });
  const counts = {};
  for (const answer of flood.result.answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  const fullSized = flood.result.answers.every((answer, n) => answer.status !== 200 || answer.bytes === sizes[n % PUPILS]);
  if (!fullSized) failed = true;

  console.log('');
  console.log(`Архив одного ученика: ${archiveMb.toFixed(1)} МБ, ${entries.length} файлов (JSON, ${PHOTOS} фото, аватар) — ${whole ? 'целый zip' : 'НЕ целый zip'}`);
  console.log(`Сервер в покое после загрузки:      ${idle.toFixed(0)} МБ RSS`);
  console.log(`Один архив (пол):                   пик ${single.peak.toFixed(0)} МБ RSS, ${single.result.ms.toFixed(0)} мс`);
  console.log(`${REQUESTS} архивов параллельно (${PUPILS} учеников): пик ${flood.peak.toFixed(0)} МБ RSS`);
  console.log(`  ответы: ${Object.entries(counts).map(([status, n]) => `${status} × ${n}`).join(', ')}; все 200 — полного размера: ${fullSized ? 'да' : 'НЕТ'}`);
  console.log(`  /api/health во время потока: ${flood.result.health.status}, ${flood.result.health.ms.toFixed(0)} мс`);
  const met = flood.peak < GOAL_RSS_MB;
  console.log(`Цель: пик RSS < ${GOAL_RSS_MB} МБ — ${met ? 'достигнута' : 'НЕ достигнута'}`);
  if (!met) failed = true;
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
