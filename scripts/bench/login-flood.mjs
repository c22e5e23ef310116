// Login flood: the real server (node --import tsx server/main.ts, embedded SQLite in a temporary
// folder) gets 200 parallel logins with 200 unknown e-mails from one address (127.0.0.1), while a
// pupil logs in from another address (127.0.0.2: the whole 127/8 is loopback on Linux) and the
// login page is fetched. Prints the pupil's login time, the page's answer time and the server's
// peak memory, each beside the floor: the same server and the same requests without the flood.
//
//   node scripts/bench/login-flood.mjs [--flood 200]
//
// Goals: pupil in within 3 s, page within 1.5 s, server under 400 MB.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { memoryMb, sendFrom } from './lib.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values } = parseArgs({ options: { flood: { type: 'string', default: '200' } } });
const FLOOD = Number(values.flood);
const ATTACKER = '127.0.0.1';
const PUPIL_ADDRESS = '127.0.0.2';
const PUPIL = { firstName: 'Маша', email: 'bench-pupil@example.com', password: 'bench-password-1' };
const GOALS = { loginMs: 3000, pageMs: 1500, rssMb: 400 };

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startServer(dataDir, distDir, port) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DIST_DIR: distDir, PORT: String(port), HOST: '127.0.0.1', DEMO_ACCOUNTS: 'off', LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '', TRUST_PROXY: '', PASSWORD_HASH_COST: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk));
  await new Promise((resolve, reject) => {
    const check = () => output.includes('Школа робототехники работает') && resolve();
    child.stdout.on('data', check);
    child.once('exit', (code) => reject(new Error(`сервер завершился (${code}):\n${output}`)));
  });
  return child;
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} с`;
const millis = (ms) => `${Math.round(ms)} мс`;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'school-bench-'));
  let distDir = join(root, 'dist');
  const builtApp = existsSync(join(distDir, 'index.html'));
  if (!builtApp) {
    distDir = join(dataDir, 'dist');
    mkdirSync(distDir);
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><html lang="ru"><div id="root"></div></html>');
  }
  const port = await freePort();
  const server = await startServer(dataDir, distDir, port);
  try {
    const created = await sendFrom(port, '127.0.0.3', 'POST', '/api/v1/users/profile/signup', PUPIL);
    if (created.status !== 201) throw new Error(`регистрация: ${created.status} ${created.body}`);
    const pupilLogin = () => sendFrom(port, PUPIL_ADDRESS, 'POST', '/api/v1/users/profile/login', { email: PUPIL.email, password: PUPIL.password });
    const page = () => sendFrom(port, PUPIL_ADDRESS, 'GET', '/login');

    // The floor: the same server, the same requests, no flood.
    const floorLogins = [];
    const floorPages = [];
    for (let i = 0; i < 3; i += 1) {
      floorLogins.push((await pupilLogin()).ms);
      floorPages.push((await page()).ms);
    }
    const idle = memoryMb(server.pid);

    // The flood: every login on its own connection, all at once.
    let rssMax = idle.rss;
    const sampler = setInterval(() => (rssMax = Math.max(rssMax, memoryMb(server.pid).rss)), 20);
    const floodStarted = performance.now();
    const flood = Array.from({ length: FLOOD }, (_, i) =>
      sendFrom(port, ATTACKER, 'POST', '/api/v1/users/profile/login', { email: `nobody-${i}@example.com`, password: 'wrong-password-1' }),
    );
    // The pupil and the page while the flood is being worked off: soon after it starts, and later.
    const during = [];
    for (const delay of [250, 1000]) {
      await sleep(delay - (performance.now() - floodStarted));
      during.push(Promise.all([pupilLogin(), page()]));
    }
    const answers = await Promise.all(flood);
    const floodMs = performance.now() - floodStarted;
    const measured = await Promise.all(during);
    clearInterval(sampler);
    const peak = memoryMb(server.pid).peak;

    const logins = measured.map(([login]) => login);
    const pages = measured.map(([, answer]) => answer);
    if (logins.some((login) => login.status !== 200)) throw new Error(`ученик не вошёл: ${logins.map((l) => `${l.status} ${l.body}`).join('; ')}`);
    const counts = {};
    for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
    const worstLogin = Math.max(...logins.map((l) => l.ms));
    const worstPage = Math.max(...pages.map((p) => p.ms));
    const floorLogin = median(floorLogins);
    const floorPage = median(floorPages);
    const ok = (value, goal) => (value <= goal ? 'ok' : 'ПРЕВЫШЕНО');

    console.log(`Наводнение входов: ${FLOOD} параллельных входов с неизвестными e-mail с ${ATTACKER}; ученик и страница входа с ${PUPIL_ADDRESS}`);
    console.log(`Страница: ${builtApp ? 'собранное приложение (dist/)' : 'заглушка index.html (dist/ не собран)'}; Node ${process.version}`);
    console.log(`Ответы наводнению: ${Object.entries(counts).map(([status, n]) => `${status}×${n}`).join(', ')}; всё отвечено за ${seconds(floodMs)}`);
    console.log('');
    console.log('                          без наводнения   во время наводнения   отношение   цель');
    console.log(`Вход ученика (худший)     ${millis(floorLogin).padEnd(16)} ${millis(worstLogin).padEnd(21)} ${(worstLogin / floorLogin).toFixed(1).padEnd(11)} ≤ ${millis(GOALS.loginMs)}: ${ok(worstLogin, GOALS.loginMs)}`);
    console.log(`Страница /login (худший)  ${millis(floorPage).padEnd(16)} ${millis(worstPage).padEnd(21)} ${(worstPage / floorPage).toFixed(1).padEnd(11)} ≤ ${millis(GOALS.pageMs)}: ${ok(worstPage, GOALS.pageMs)}`);
    console.log(`Память сервера (пик RSS)  ${`${idle.peak.toFixed(0)} МБ`.padEnd(16)} ${`${peak.toFixed(0)} МБ`.padEnd(21)} ${(peak / idle.peak).toFixed(1).padEnd(11)} < ${GOALS.rssMb} МБ: ${ok(peak, GOALS.rssMb)}`);
    console.log(`(во время наводнения, через 0.25 и 1 с после его начала: вход ученика ${logins.map((l) => millis(l.ms)).join(' и ')}, страница ${pages.map((p) => millis(p.ms)).join(' и ')}; RSS по замерам до ${rssMax.toFixed(0)} МБ)`);
    if (worstLogin > GOALS.loginMs || worstPage > GOALS.pageMs || peak >= GOALS.rssMb) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
