// The class matrix under a school's weight: 10,000 pupils seeded in bulk on SQLite (each with
// submissions and synced build progress), one class of 30 among them, and the compiled server
// asked for that class's matrix by its teacher with autocannon (10 connections). Beside it, in the
// same run, the floor: the teacher's own profile (one cached user read) and GET /api/health.
//
//   node scripts/bench/class-matrix.mjs [--pupils 10000] [--class 30] [--seconds 5]
//
// Goal: the matrix p99 ≤ 50 ms. Latency on a shared machine is noisy: the server's CPU time per
// answer is printed beside it, and the load average at the start.
import autocannon from 'autocannon';
import { createSigner } from 'fast-jwt';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import { cpuMicros, freePort, root, startSchool, tempDir, waitForHealth } from './lib.mjs';

const { values } = parseArgs({
  options: {
    pupils: { type: 'string', default: '10000' },
    class: { type: 'string', default: '30' },
    seconds: { type: 'string', default: '5' },
  },
});
const PUPILS = Number(values.pupils);
const CLASS_SIZE = Number(values.class);
const SECONDS = Number(values.seconds);
const SECRET = 'class-matrix-bench-secret-long-enough-0123456789';
const NOW = Math.floor(Date.now() / 1000);
const DAY = 86_400;
const TEACHER = PUPILS + 1;
const CLASS_ID = 1;

let state = 7;
const random = () => ((state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
const int = (n) => Math.floor(random() * n);

/** Migrates a fresh SQLite school through the server's own migrations. */
async function migrate(dataDir) {
  const unregister = register();
  const { createDatabase } = await import(join(root, 'server/db/database.ts'));
  const { migrateToLatest } = await import(join(root, 'server/db/migrate.ts'));
  await unregister();
  const db = createDatabase({ dataDir });
  await migrateToLatest(db);
  await db.destroy();
}

/** Pupils 1..n (the class is the first CLASS_SIZE), a teacher, their class; per pupil 1–6 submissions and 1–4 guides in progress. */
async function seed(dataDir) {
  const { default: SQLite } = await import('better-sqlite3');
  const sqlite = new SQLite(join(dataDir, 'school.sqlite'));
  const user = sqlite.prepare(
    `insert into users (id, email, password_hash, first_name, last_name, role, journal_linked, class_id, last_seen_at, created_at) values (?, ?, 'x', ?, ?, ?, 1, ?, ?, ?)`,
  );
  const room = sqlite.prepare(`insert into classes (id, name, code, teacher_id, created_at) values (?, ?, ?, ?, ?)`);
  const submission = sqlite.prepare(
    `insert into submissions (user_id, project_id, status, photo, thumb, mime, width, height, bytes, idempotency_key, created_at, reviewed_at, reviewer_id)
     values (?, ?, ?, 'p.jpg', 't.jpg', 'image/jpeg', 640, 480, 1000, ?, ?, ?, ?)`,
  );
  const progress = sqlite.prepare(`insert into build_progress (user_id, project_id, parts, steps, steps_done, step_count, updated_at) values (?, ?, '[]', ?, ?, ?, ?)`);
  let counts = { submissions: 0, progress: 0 };
  sqlite.transaction(() => {
    user.run(TEACHER, 'teacher@bench.school', 'Ирина', 'Петровна', 'teacher', null, NOW, NOW - 400 * DAY);
    room.run(CLASS_ID, '5 «А»', 'BENCH2', TEACHER, NOW - 100 * DAY);
    for (let id = 1; id <= PUPILS; id += 1) {
      user.run(id, `pupil${id}@bench.school`, `Ученик${id}`, `Фамилия${id}`, 'pupil', id <= CLASS_SIZE ? CLASS_ID : null, NOW - int(30 * DAY), NOW - 400 * DAY);
      const projects = new Set();
      const sent = 1 + int(6);
      while (projects.size < sent) projects.add(1 + int(15));
      let k = 0;
      for (const project of projects) {
        const createdAt = NOW - int(200 * DAY);
        const roll = int(3);
        const status = roll === 0 ? 'pending' : roll === 1 ? 'approved' : 'returned';
        submission.run(id, project, status, `key-${id}-${k++}`, createdAt, status === 'pending' ? null : createdAt + 3600, status === 'pending' ? null : TEACHER);
        counts.submissions += 1;
      }
      const building = new Set();
      const guides = 1 + int(4);
      while (building.size < guides) building.add(1 + int(15));
      for (const project of building) {
        const steps = 4 + int(12);
        const done = int(steps);
        progress.run(id, project, JSON.stringify(Array.from({ length: done }, (_, i) => i)), done, steps, (NOW - int(20 * DAY)) * 1000);
        counts.progress += 1;
      }
    }
  })();
  sqlite.exec('analyze');
  sqlite.close();
  return counts;
}

function load(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 10, duration: SECONDS, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const { loadavg } = await import('node:os');
console.log(`Загрузка машины: ${loadavg().map((n) => n.toFixed(1)).join(' / ')}`);
const dataDir = tempDir('class-matrix');
const seedStarted = performance.now();
await migrate(dataDir);
const counts = await seed(dataDir);
console.log(`Школа: ${PUPILS} учеников, ${counts.submissions} работ, ${counts.progress} сборок в процессе; класс из ${CLASS_SIZE} (${Math.round(performance.now() - seedStarted)} мс)`);

const port = await freePort();
const server = await startSchool({ DATA_DIR: dataDir, DIST_DIR: join(dataDir, 'no-dist'), PORT: String(port), JWT_SECRET: SECRET, LOG_LEVEL: 'warn', NODE_ENV: 'production' });
try {
  await waitForHealth(port, server, performance.now());
  const token = createSigner({ key: SECRET, algorithm: 'HS256', expiresIn: DAY * 1000 })({ id: TEACHER, ver: 0 });
  const headers = { authorization: token };
  const base = `http://127.0.0.1:${port}`;
  const check = await fetch(`${base}/api/v1/classes/${CLASS_ID}/matrix`, { headers });
  const body = await check.json();
  if (check.status !== 200) throw new Error(`матрица: ${check.status} ${JSON.stringify(body)}`);
  console.log(`Матрица: ${body.data.pupils.length} учеников, ${body.data.cells.length} клеток, ${JSON.stringify(body).length} байт`);

  const rows = [];
  for (const [name, path] of [
    ['GET /api/health (пол)', '/api/health'],
    ['свой профиль учителя (пол)', '/api/v1/users/profile'],
    [`матрица класса из ${CLASS_SIZE}`, `/api/v1/classes/${CLASS_ID}/matrix`],
  ]) {
    const cpuBefore = cpuMicros(server.child.pid);
    const result = await load(base + path, headers);
    const cpu = cpuMicros(server.child.pid) - cpuBefore;
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} не 2xx, ${result.errors} ошибок`);
    // CPU of the server per answer: what a request costs, whatever else the machine is doing.
    rows.push({ name, p50: result.latency.p50, p99: result.latency.p99, rps: Math.round(result.requests.average), cpu: Math.round(cpu / result.requests.total) });
  }
  console.log('\n| запрос | p50, мс | p99, мс | запросов/с | ЦП сервера на ответ, мкс |\n|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.name} | ${row.p50} | ${row.p99} | ${row.rps} | ${row.cpu} |`);
  const matrix = rows.at(-1);
  console.log(`\nЦель: p99 матрицы ≤ 50 мс — ${matrix.p99 <= 50 ? 'выполнена' : 'НЕ выполнена'} (${matrix.p99} мс).`);
} finally {
  await server.stop();
}
