// Start-up: from spawning the production entry (node dist-server/main.js, built first when its
// sources are newer) to the first 200 of /api/health, on an existing data folder (the second and
// later starts: migrated, demo accounts made), beside its floor: a bare Fastify process answering
// /api/health. The two alternate, median of the runs.
//
//   node scripts/bench/startup.mjs [--runs 7]
//
// Goal: at most 3.5 × the bare start.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, median, root, startBare, startSchool, tempDir, waitForHealth } from './lib.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' } } });
const RUNS = Number(values.runs);
const GOAL = 3.5;

const dataDir = tempDir('startup');
const distDir = join(root, 'dist');
const env = { DATA_DIR: dataDir, DIST_DIR: distDir, DEMO_ACCOUNTS: 'on', LOG_LEVEL: 'info' };

async function timeStart(start) {
  const port = await freePort();
  const since = performance.now();
  const process = await start(port);
  try {
    return await waitForHealth(port, process, since);
  } finally {
    await process.stop();
  }
}

const ours = (port) => startSchool({ ...env, PORT: String(port) });
const bare = (port) => startBare({ PORT: String(port) });

try {
  // The first start migrates and makes the demo accounts (and builds the server if needed).
  await timeStart(ours);
  await timeStart(bare);
  const times = { ours: [], bare: [] };
  for (let run = 0; run < RUNS; run += 1) {
    times.ours.push(await timeStart(ours));
    times.bare.push(await timeStart(bare));
  }
  const o = median(times.ours);
  const b = median(times.bare);
  const ratio = o / b;
  const ms = (value) => `${Math.round(value)} мс`;
  console.log(`Запуск до первого 200 от /api/health (повторный запуск, медиана ${RUNS} запусков через один)`);
  console.log(`  наш сервер (node dist-server/main.js${existsSync(join(distDir, 'index.html')) ? ', с dist' : ''}): ${ms(o)}  (${times.ours.map(Math.round).join(', ')})`);
  console.log(`  пол (голый Fastify):                ${ms(b)}  (${times.bare.map(Math.round).join(', ')})`);
  console.log(`  отношение: ${ratio.toFixed(1)} (цель ≤ ${GOAL}): ${ratio <= GOAL ? 'ok' : 'НЕ ДОСТИГНУТА'}`);
  process.exitCode = ratio <= GOAL ? 0 : 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
