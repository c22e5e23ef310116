// Requests per second of GET /api/v1/users/profile (a real pupil's token: token check, one user
// read, the answer's schema, security headers, no-store) on our production server, beside its
// floor: a bare Fastify route answering the same JSON. autocannon, 50 connections, the two
// interleaved round by round so both see the same machine; CPU time per request from /proc.
//
//   node scripts/bench/api.mjs [--rounds 5] [--seconds 5] [--connections 50]
//
// Goal: at least 0.5 × the bare route's requests per second.
import autocannon from 'autocannon';
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { cpuMicros, freePort, median, pupilToken, startBare, startSchool, tempDir, waitForHealth } from './lib.mjs';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
  },
});
const ROUNDS = Number(values.rounds);
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const GOAL = 0.5;
const PATH = '/api/v1/users/profile';

function load(url, headers, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** One measured run: requests per second, CPU µs per request of the server process, p99 latency. */
async function run(target, duration = SECONDS) {
  const before = cpuMicros(target.pid);
  const result = await load(target.url, target.headers, duration);
  const cpu = cpuMicros(target.pid) - before;
  const ok = result['2xx'];
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${target.name}: ${result.non2xx} ответов не 2xx, ${result.errors} ошибок`);
  return { rps: ok / duration, cpuPerRequest: cpu / ok, p99: result.latency.p99 };
}

const dataDir = tempDir('api');
const schoolPort = await freePort();
const barePort = await freePort();
// LOG_LEVEL as in production (info): our request log is quiet for fast, successful requests.
const school = await startSchool({ DATA_DIR: dataDir, DIST_DIR: `${dataDir}/no-dist`, PORT: String(schoolPort), LOG_LEVEL: 'info' });
let bare;
try {
  await waitForHealth(schoolPort, school, performance.now());
  const base = `http://127.0.0.1:${schoolPort}`;
  const token = await pupilToken(base);
  const answer = await fetch(base + PATH, { headers: { authorization: token } });
  const body = await answer.text();
  if (answer.status !== 200) throw new Error(`профиль: ${answer.status} ${body}`);

  bare = startBare({ PORT: String(barePort), BODY: body });
  await waitForHealth(barePort, bare, performance.now());

  const targets = [
    { name: 'наш', url: base + PATH, headers: { authorization: token }, pid: school.child.pid },
    { name: 'пол', url: `http://127.0.0.1:${barePort}${PATH}`, headers: {}, pid: bare.child.pid },
  ];
  // Warm-up: JIT, connection pools, SQLite's page cache.
  for (const target of targets) await run(target, 2);

  const results = { наш: [], пол: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const target of round % 2 ? [...targets].reverse() : targets) results[target.name].push(await run(target));
  }

  const summary = (name) => ({
    rps: median(results[name].map((r) => r.rps)),
    cpu: median(results[name].map((r) => r.cpuPerRequest)),
    p99: median(results[name].map((r) => r.p99)),
  });
  const ours = summary('наш');
  const floor = summary('пол');
  const ratio = ours.rps / floor.rps;
  const row = (label, s) => `${label.padEnd(34)} ${String(Math.round(s.rps)).padStart(7)} запр/с   ${s.cpu.toFixed(0).padStart(4)} мкс CPU/запрос   p99 ${s.p99} мс`;
  console.log(`GET ${PATH}, ${CONNECTIONS} соединений, ${ROUNDS} раундов по ${SECONDS} с через один (медианы)`);
  console.log(row('наш сервер (dist-server, токен)', ours));
  console.log(row('пол (голый Fastify, тот же JSON)', floor));
  console.log(`отношение: ${ratio.toFixed(2)} (цель ≥ ${GOAL}): ${ratio >= GOAL ? 'ok' : 'НЕ ДОСТИГНУТА'}`);
  process.exitCode = ratio >= GOAL ? 0 : 1;
} finally {
  await bare?.stop();
  await school.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
