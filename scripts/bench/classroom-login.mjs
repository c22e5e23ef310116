// Classroom login: a class of 30 behind one school address (127.0.0.1) logs in at the same moment,
// on the real compiled server (dist-server/main.js, built first when its sources are newer) with
// embedded SQLite in a temporary folder. Prints each login's time, the slowest, and the server's
// peak memory; then the same for the old password hashes (scrypt N=2^17, r=8, p=1 — what every
// account had before argon2id) on a second server of the same build in the same run: the
// accounts' stored hashes are replaced by scrypt ones while it is stopped, so each login checks
// scrypt and stores argon2id (the first login after the upgrade).
//
//   node scripts/bench/classroom-login.mjs [--pupils 30]
//
// Goals (argon2id): every pupil in, the slowest within 2 s, peak RSS at most 300 MB; exits 1 when one is missed.
import { randomBytes, scrypt } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, memoryMb, root, sendFrom, startSchool, tempDir, waitForHealth } from './lib.mjs';

const { values } = parseArgs({ options: { pupils: { type: 'string', default: '30' } } });
const PUPILS = Number(values.pupils);
const SCHOOL = '127.0.0.1';
const SIGNUP_ADDRESS = '127.0.0.3';
const PASSWORD = 'class-password-1';
const GOALS = { slowestMs: 2000, rssMb: 300 };

/** A JSON POST on its own connection from `from`. */
const post = (port, from, path, body) => sendFrom(port, from, 'POST', path, body);

async function start(dataDir, distDir) {
  const port = await freePort();
  const server = await startSchool({ DATA_DIR: dataDir, DIST_DIR: distDir, PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'production', PASSWORD_HASH_COST: '' });
  await waitForHealth(port, server, performance.now());
  return { server, port };
}

const emailOf = (run, i) => `${run}-pupil-${i}@example.com`;

async function signUpClass(port, run) {
  for (let i = 0; i < PUPILS; i += 1) {
    const answer = await post(port, SIGNUP_ADDRESS, '/api/v1/users/profile/signup', { firstName: `Ученик${i}`, email: emailOf(run, i), password: PASSWORD });
    if (answer.status !== 201) throw new Error(`регистрация: ${answer.status} ${answer.body}`);
  }
}

/** Everyone at once from the school's address; the server's peak memory after. */
async function logInClass(port, pid, run) {
  const answers = await Promise.all(Array.from({ length: PUPILS }, (_, i) => post(port, SCHOOL, '/api/v1/users/profile/login', { email: emailOf(run, i), password: PASSWORD })));
  return { answers, peak: memoryMb(pid).peak };
}

/** A hash exactly as the server made them before argon2id (server/services/passwords.ts `hashPasswordScrypt`). */
function oldScryptHash(password) {
  const salt = randomBytes(16);
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, 64, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 2 ** 17 * 8 }, (error, key) =>
      error ? reject(error) : resolve(['scrypt', 17, 8, 1, salt.toString('base64'), key.toString('base64')].join('$')),
    ),
  );
}

function replaceHashes(dataDir, run, hash) {
  const Database = createRequire(join(root, 'package.json'))('better-sqlite3');
  const db = new Database(join(dataDir, 'school.sqlite'));
  try {
    db.prepare('update users set password_hash = ? where email like ?').run(hash, `${run}-pupil-%`);
  } finally {
    db.close();
  }
}

const ms = (value) => `${Math.round(value)}`;

function report(title, { answers, peak }, idle) {
  const ok = answers.filter((answer) => answer.status === 200).length;
  const slowest = Math.max(...answers.map((answer) => answer.ms));
  const others = answers.filter((answer) => answer.status !== 200).map((answer) => `${answer.status} ${answer.body}`);
  console.log(title);
  console.log(`  вошли: ${ok} из ${answers.length}${others.length ? ` (остальные: ${[...new Set(others)].join('; ')})` : ''}`);
  console.log(`  время каждого входа, мс (по порядку запросов): ${answers.map((answer) => ms(answer.ms)).join(' ')}`);
  console.log(`  самый медленный: ${ms(slowest)} мс; пик RSS сервера: ${peak.toFixed(0)} МБ (до входа ${idle.toFixed(0)} МБ)`);
  return { ok, slowest, peak };
}

async function main() {
  const dir = tempDir('classroom');
  const distDir = join(dir, 'dist');
  mkdirSync(distDir);
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><html lang="ru"><div id="root"></div></html>');
  const stopAll = [];
  try {
    console.log(`Вход класса: ${PUPILS} учеников одновременно с одного адреса (${SCHOOL}), собранный сервер (dist-server/main.js), SQLite; Node ${process.version}`);
    console.log('');

    // argon2id: the accounts as sign-up makes them today.
    const a = await start(join(dir, 'argon2id'), distDir);
    stopAll.push(a.server);
    await signUpClass(a.port, 'argon');
    const idleA = memoryMb(a.server.child.pid).peak;
    const argon = report('argon2id (m=19 МиБ, t=2, p=1; 2 хеша одновременно, очередь 40 на адрес):', await logInClass(a.port, a.server.child.pid, 'argon'), idleA);
    await a.server.stop();

    // scrypt: the same class with the hashes every account had before argon2id, on a second server.
    const scryptDir = join(dir, 'scrypt');
    const s1 = await start(scryptDir, distDir);
    stopAll.push(s1.server);
    await signUpClass(s1.port, 'scrypt');
    await s1.server.stop();
    replaceHashes(scryptDir, 'scrypt', await oldScryptHash(PASSWORD));
    const s2 = await start(scryptDir, distDir);
    stopAll.push(s2.server);
    const idleS = memoryMb(s2.server.child.pid).peak;
    console.log('');
    report('старые хеши scrypt (N=2^17, r=8, p=1: 128 МиБ каждый), первый вход после обновления — проверка scrypt и запись argon2id:', await logInClass(s2.port, s2.server.child.pid, 'scrypt'), idleS);
    await s2.server.stop();

    const verdict = (pass) => (pass ? 'ok' : 'ПРОВАЛЕНО');
    const allIn = argon.ok === PUPILS;
    console.log('');
    console.log(`Цели (argon2id): вошли все ${PUPILS} — ${verdict(allIn)}; самый медленный ≤ ${GOALS.slowestMs} мс — ${verdict(argon.slowest <= GOALS.slowestMs)}; пик RSS ≤ ${GOALS.rssMb} МБ — ${verdict(argon.peak <= GOALS.rssMb)}`);
    if (!allIn || argon.slowest > GOALS.slowestMs || argon.peak > GOALS.rssMb) process.exitCode = 1;
  } finally {
    for (const server of stopAll) await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
