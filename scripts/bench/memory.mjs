// Resident memory at idle: the production entry (node dist-server/main.js) on an existing data
// folder, after it has served the login page, the health check and a pupil's profile, then left
// alone; beside its floor, a bare Fastify process that served its health check. Read 5 s after the
// last request and once settled (--idle, 20 s: V8's memory reducer gives the start-up's young
// generation back about 10 s into a quiet spell).
//
//   node scripts/bench/memory.mjs [--idle 20]
//
// Goal: at most 100 MB. (A login or sign-up hashes a password with argon2id, 19 MiB for about
// 40 ms: right after one, memory is higher until V8 and the allocator give it back.)
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { freePort, root, rssMb, startBare, startSchool, tempDir, waitForHealth } from './lib.mjs';

const { values } = parseArgs({ options: { idle: { type: 'string', default: '20' } } });
const IDLE_MS = Number(values.idle) * 1000;
const GOAL_MB = 100;

const dataDir = tempDir('memory');
const env = { DATA_DIR: dataDir, DIST_DIR: join(root, 'dist'), DEMO_ACCOUNTS: 'off', LOG_LEVEL: 'info' };

/** RSS 5 s after the last request, and after IDLE_MS. */
async function settle(pid) {
  await sleep(5000);
  const early = rssMb(pid);
  await sleep(Math.max(0, IDLE_MS - 5000));
  return { early, settled: rssMb(pid) };
}

async function get(url, headers = {}) {
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
}

try {
  // First start: migrations, and a pupil to read the profile of (its sign-up hashes a password).
  let port = await freePort();
  let school = await startSchool({ ...env, PORT: String(port) });
  await waitForHealth(port, school, performance.now());
  const { pupilToken } = await import('./lib.mjs');
  const token = await pupilToken(`http://127.0.0.1:${port}`);
  await school.stop();

  // The measured start: as a school's server spends most of its day, between requests.
  port = await freePort();
  school = await startSchool({ ...env, PORT: String(port) });
  let ours;
  try {
    await waitForHealth(port, school, performance.now());
    const base = `http://127.0.0.1:${port}`;
    await get(`${base}/login`, { 'accept-encoding': 'br' });
    await get(`${base}/api/v1/users/profile`, { authorization: token });
    ours = await settle(school.child.pid);
  } finally {
    await school.stop();
  }

  const barePort = await freePort();
  const bare = startBare({ PORT: String(barePort) });
  let floor;
  try {
    await waitForHealth(barePort, bare, performance.now());
    floor = await settle(bare.child.pid);
  } finally {
    await bare.stop();
  }

  const seconds = IDLE_MS / 1000;
  const mb = (value) => `${value.toFixed(0)} МБ`.padStart(7);
  console.log(`Память (RSS) в покое: через 5 с и через ${seconds} с после последнего запроса`);
  console.log(`  наш сервер (node dist-server/main.js): ${mb(ours.early)} ${mb(ours.settled)}`);
  console.log(`  пол (голый Fastify):                   ${mb(floor.early)} ${mb(floor.settled)}`);
  const met = ours.settled <= GOAL_MB;
  console.log(`  отношение: ${(ours.settled / floor.settled).toFixed(1)}; цель ≤ ${GOAL_MB} МБ в покое: ${met ? 'ok' : 'НЕ ДОСТИГНУТА'}`);
  process.exitCode = met ? 0 : 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
