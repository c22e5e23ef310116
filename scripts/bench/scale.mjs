// How the reads grow with the school: a school of 1,000 / 10,000 / 100,000 pupils seeded in bulk
// (per pupil: 5 accepted and 1 pending submissions of 6 of the projects, each paying its own reward,
// ledger rows over 12 months, 10 comments,
// 10 votes) on SQLite and on PostgreSQL, opened by the compiled server, each endpoint measured
// with autocannon (10 connections). Then the stall: two clients refreshing the heaviest endpoint
// on SQLite at the largest size while another pupil's own profile is measured; and the writes
// (a comment, an approval, a level purchase), one at a time.
//
//   node scripts/bench/scale.mjs [--sizes 1000,10000,100000] [--engines sqlite,postgres]
//                                [--seconds 3] [--writes 30] [--json file] [--render file]
//
// The school is seeded by the migrations up to 0008 (the schema before maintained aggregates) and
// then opened by the server, which runs the remaining migrations, as an existing school would.
// PostgreSQL: a database of its own (SCALE_PG_URL, default .../scale_bench), dropped and made anew
// for every size; never the tests' database.
//
// Goal: every endpoint at the largest size p99 ≤ 50 ms on both engines and at most 2× its figure
// at the smallest; the profile during the stall p99 ≤ 20 ms.
import autocannon from 'autocannon';
import { createSigner } from 'fast-jwt';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { cpuMicros, freePort, root, startSchool, tempDir, waitForHealth } from './lib.mjs';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000,100000' },
    engines: { type: 'string', default: 'sqlite,postgres' },
    seconds: { type: 'string', default: '3' },
    writes: { type: 'string', default: '30' },
    json: { type: 'string' },
    render: { type: 'string' },
  },
});
const SIZES = values.sizes.split(',').map(Number);
const ENGINES = values.engines.split(',');
const SECONDS = Number(values.seconds);
const WRITES = Number(values.writes);
const PG_URL = process.env.SCALE_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/scale_bench';
const SECRET = 'scale-bench-secret-that-is-long-enough-0123456789';
const BEFORE_AGGREGATES = '0008-submission-photo-hash';
const DAY = 86_400;
const NOW = Math.floor(Date.now() / 1000);
const BUSY_ITEM = 30001; // the first project's page
const SEARCH = 'мария сокол';
const COMMON_SEARCH = 'мария';
// A teacher's fragment of a common name («Саша»: one pupil in 21), on the staff's list.
const STAFF_SEARCH = 'саш';

const NAMES = ['Саша', 'Мария', 'Анна', 'Алёна', 'Елена', 'Дарья', 'Софья', 'Ева', 'Полина', 'Ксения', 'Варвара', 'Иван', 'Пётр', 'Артём', 'Михаил', 'Лев', 'Марк', 'Егор', 'Фёдор', 'Тимофей', 'Савва'];
const SURNAMES = ['Соколова', 'Иванова', 'Смирнова', 'Кузнецова', 'Попова', 'Волкова', 'Зайцева', 'Морозова', 'Ёлкина', 'Орлова', 'Белова', 'Лебедева', 'Козлова', 'Новикова', 'Павлова', 'Семёнова', 'Голубева', 'Виноградова', 'Богданова', 'Воробьёва', 'Фёдорова', 'Михайлова', 'Беляева', 'Тарасова', 'Белкина'];

// A fixed pseudo-random sequence: the same school every run.
let state = 42;
const random = () => ((state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
const int = (n) => Math.floor(random() * n);

/** The rows of one school in batches, users first: pupils 1..n, a teacher n+1, an admin n+2. */
function* schoolRows(n, rewards) {
  const teacher = n + 1;
  const admin = n + 2;
  const users = [];
  for (let id = 1; id <= n + 2; id += 1) {
    const role = id === teacher ? 'teacher' : id === admin ? 'admin' : 'pupil';
    const name = `${NAMES[id % NAMES.length]} ${SURNAMES[Math.floor(id / NAMES.length) % SURNAMES.length]}`;
    users.push({ id, email: `pupil${id}@bench.school`, password_hash: 'bench', first_name: name, role, journal_linked: 1, created_at: NOW - int(365 * DAY) });
  }
  yield ['users', users];
  // The pupil the reads are measured as (`endpoints`) earned this month at every size, so the
  // month's statistics count their place at 1,000 as at 100,000 (at 1,000 the draw gave them none).
  const measured = Math.floor(n / 2);
  const thisMonth = Date.UTC(new Date(NOW * 1000).getUTCFullYear(), new Date(NOW * 1000).getUTCMonth(), 1) / 1000;
  let submissionId = 0;
  let commentId = 0;
  let batch = { submissions: [], ledger: [], comments: [], judgement_votes: [] };
  for (let pupil = 1; pupil <= n; pupil += 1) {
    // Six different projects of all of them, the sixth still waiting: pupils' totals spread as a
    // real school's do, with thousands tying on each at 100,000.
    const chosen = [...rewards.keys()];
    for (let k = 0; k < 6; k += 1) {
      const pick = k + int(chosen.length - k);
      [chosen[k], chosen[pick]] = [chosen[pick], chosen[k]];
    }
    for (const [k, project] of chosen.slice(0, 6).entries()) {
      submissionId += 1;
      const pending = k === 5;
      // Accepted work over the last 12 months, some of it this month.
      let reviewedAt = pending ? null : NOW - int(360 * DAY);
      if (pupil === measured && k === 0) reviewedAt = Math.max(thisMonth, NOW - 3600);
      const createdAt = pending ? NOW - int(7 * DAY) : reviewedAt - int(3 * DAY);
      batch.submissions.push({
        id: submissionId, user_id: pupil, project_id: project, status: pending ? 'pending' : 'approved', photo: 'bench.jpg', thumb: 'bench-thumb.jpg',
        mime: 'image/jpeg', width: 800, height: 600, bytes: 50_000, idempotency_key: `bench-${project}`, created_at: createdAt,
        reviewed_at: reviewedAt, reviewer_id: pending ? null : teacher,
      });
      if (pending) continue;
      const ref = `submission:${submissionId}`;
      // Rating: the project's own reward, as an approval credits it, so few distinct month totals
      // and thousands of pupils tying on each at 100,000 (a place counts the ties before it).
      // Diamonds: enough for the bench's level purchases.
      batch.ledger.push({ user_id: pupil, kind: 'diamonds', delta: 300, reason: 'approval', ref, created_at: reviewedAt });
      batch.ledger.push({ user_id: pupil, kind: 'rating', delta: rewards.get(project), reason: 'approval', ref, created_at: reviewedAt });
    }
    for (let k = 0; k < 10; k += 1) {
      commentId += 1;
      // One in ten on the busy page, the rest on other pupils' profiles.
      const [section, item] = k === 0 ? ['lecture', BUSY_ITEM] : ['ProfileUser', 1 + int(n)];
      batch.comments.push({ id: commentId, section, item_id: item, user_id: pupil, text: `Отличная работа! ${pupil}-${k}`, text_hash: `bench-${pupil}-${k}`, created_at: NOW - int(360 * DAY) });
      batch.judgement_votes.push({ section: 'ProfileUser', item_id: ((pupil + k) % n) + 1, user_id: pupil, change: 1, created_at: NOW - int(360 * DAY) });
    }
    if (pupil % 2000 === 0 || pupil === n) {
      yield* Object.entries(batch);
      batch = { submissions: [], ledger: [], comments: [], judgement_votes: [] };
    }
  }
  // Every pupil's profile has ten votes (pupils p-10..p-1 voted +1).
  yield ['judgements', Array.from({ length: n }, (_, i) => ({ section: 'ProfileUser', item_id: i + 1, total: Math.min(10, n) }))];
}

/** The balances the ledger adds up to (as the server keeps them). */
const BALANCES = `update users set
  diamonds = (select coalesce(sum(delta), 0) from ledger where ledger.user_id = users.id and kind = 'diamonds'),
  rating = (select coalesce(sum(delta), 0) from ledger where ledger.user_id = users.id and kind = 'rating')`;

/** The school at the schema before maintained aggregates, written in bulk. */
async function seed(engine, dataDir, n) {
  // One module graph with the server's code: its migrations ask `instanceof` of kysely's adapter.
  const unregister = register();
  const { createDatabase } = await import(join(root, 'server/db/database.ts'));
  const { migrations } = await import(join(root, 'server/db/migrations/index.ts'));
  const { Migrator } = await import('kysely');
  const { projects } = await import(join(root, 'src/content/projects.ts'));
  await unregister();
  const rewards = new Map(projects.map((project) => [project.id, project.reward]));
  const db = createDatabase({ dataDir, databaseUrl: engine === 'postgres' ? PG_URL : undefined });
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo(BEFORE_AGGREGATES);
  await db.destroy();
  if (error) throw error;

  if (engine === 'sqlite') {
    const { default: SQLite } = await import('better-sqlite3');
    const sqlite = new SQLite(join(dataDir, 'school.sqlite'));
    sqlite.pragma('journal_mode = WAL');
    const statements = new Map();
    sqlite.transaction(() => {
      for (const [table, rows] of schoolRows(n, rewards)) {
        if (rows.length === 0) continue;
        const columns = Object.keys(rows[0]);
        const key = `${table}:${columns.join(',')}`;
        if (!statements.has(key)) statements.set(key, sqlite.prepare(`insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`));
        const statement = statements.get(key);
        for (const row of rows) statement.run(...columns.map((c) => row[c]));
      }
      sqlite.exec(BALANCES);
    })();
    sqlite.close();
  } else {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    for (const [table, rows] of schoolRows(n, rewards)) {
      for (let at = 0; at < rows.length; at += 10_000) {
        const chunk = rows.slice(at, at + 10_000);
        const columns = Object.keys(chunk[0]);
        const types = await columnTypes(client, table, columns);
        const arrays = columns.map((c) => chunk.map((row) => row[c]));
        await client.query(`insert into ${table} (${columns.join(', ')}) select * from unnest(${columns.map((c, i) => `$${i + 1}::${types[c]}[]`).join(', ')})`, arrays);
      }
    }
    await client.query(BALANCES);
    for (const table of ['users', 'submissions', 'ledger', 'comments']) {
      await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
    }
    await client.end();
  }
}

const typeCache = new Map();
async function columnTypes(client, table, columns) {
  if (!typeCache.has(table)) {
    const { rows } = await client.query(`select column_name, data_type from information_schema.columns where table_name = $1 and table_schema = current_schema()`, [table]);
    typeCache.set(table, Object.fromEntries(rows.map((row) => [row.column_name, row.data_type === 'bigint' ? 'bigint' : row.data_type === 'integer' ? 'integer' : 'text'])));
  }
  const types = typeCache.get(table);
  return Object.fromEntries(columns.map((c) => [c, types[c]]));
}

async function freshPostgres() {
  const url = new URL(PG_URL);
  const name = url.pathname.slice(1);
  if (name === 'test') throw new Error('SCALE_PG_URL: база test — для тестов; возьмите другую');
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  typeCache.clear();
}

function load(url, headers, { duration = SECONDS, connections = 10 } = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const tokenFor = createSigner({ key: SECRET, algorithm: 'HS256', expiresIn: DAY * 1000 });
const token = (id) => tokenFor({ id, ver: 0 });

function endpoints(n) {
  // The pupil who earned this month (`schoolRows`).
  const pupil = Math.floor(n / 2);
  const teacher = n + 1;
  const admin = n + 2;
  const middlePage = Math.max(1, Math.ceil(n / 20 / 2));
  return [
    ['own profile', '/api/v1/users/profile', pupil],
    ['own rating', '/api/v1/users/rating', pupil],
    ['top 3', '/api/v1/users/rating/top3', pupil],
    ['votes', `/api/v1/comments/judgement/${BUSY_ITEM}/lecture`, pupil],
    ['review queue', '/api/v1/review/queue', teacher],
    ['leaderboard/1', '/api/v1/users/rating/leaderboard/1', pupil],
    ['leaderboard (middle page)', `/api/v1/users/rating/leaderboard/${middlePage}`, pupil],
    ['month-stats', '/api/v1/users/rating/month-stats', pupil],
    ['admin/dashboard', '/api/v1/admin/dashboard', admin],
    ['staff list (middle page)', `/api/v1/users/profiles/${middlePage}`, teacher],
    // One pupil's whole e-mail start: one match at every size («pupil123» alone is the start of 111
    // e-mails at 100,000 and of one at 1,000, so it measured another answer; docs/decisions/0304).
    ['staff list ?q=', `/api/v1/users/profiles/1?q=${encodeURIComponent('pupil123@')}`, teacher],
    ['staff list ?q=саш', `/api/v1/users/profiles/1?q=${encodeURIComponent(STAFF_SEARCH)}`, teacher],
    ['search', `/api/v1/users/search/${encodeURIComponent(SEARCH)}`, pupil],
    // A fragment that one in twenty match: counted up to 1000, 20 shown (docs/decisions/0181).
    ['search, many matches', `/api/v1/users/search/${encodeURIComponent(COMMON_SEARCH)}`, pupil],
    ['busy comments (pupil)', `/api/v1/comments/commentsLectors/${BUSY_ITEM}`, pupil],
  ];
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/** Writes one at a time (each from its own pupil and address): p50 / p99 ms. */
async function writes(port, n) {
  const teacher = n + 1;
  const results = {};
  const time = async (name, send) => {
    const ms = [];
    for (let i = 0; i < WRITES; i += 1) {
      const answer = await send(i);
      if (answer.status >= 300) throw new Error(`${name}: ${answer.status} ${answer.body}`);
      ms.push(answer.ms);
    }
    ms.sort((a, b) => a - b);
    results[name] = { p50: percentile(ms, 50), p99: percentile(ms, 99) };
  };
  const send = (id, method, path, body) => {
    const started = performance.now();
    return fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: { authorization: token(id), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    }).then(async (r) => ({ status: r.status, body: await r.text(), ms: performance.now() - started }));
  };
  await time('comment post', (i) => send(1 + i, 'POST', '/api/v1/comments/commentsLectors', { idRasdel: BUSY_ITEM, textComent: `Новый комментарий ${i}` }));
  // Pupil k's pending submission is number 6k.
  await time('approval', (i) => send(teacher, 'POST', `/api/v1/review/submissions/${6 * (1 + i)}/approve`, {}));
  await time('level purchase', (i) => send(WRITES + 1 + i, 'POST', '/api/v1/users/buyLevel'));
  return results;
}

/** Two clients refreshing `heavy` while another pupil's own profile is asked for: the profile's p50 / p99. */
async function stall(base, heavy, n) {
  const others = [1, 2].map(() => load(base + heavy[1], { authorization: token(heavy[2]) }, { connections: 1, duration: SECONDS + 2 }));
  const profile = await load(`${base}/api/v1/users/profile`, { authorization: token(n - 3) }, { connections: 1, duration: SECONDS });
  await Promise.all(others);
  return { endpoint: heavy[0], p50: profile.latency.p50, p99: profile.latency.p99, answers: profile.requests.total };
}

async function measureSchool(engine, n) {
  const dataDir = tempDir(`scale-${engine}-${n}`);
  mkdirSync(dataDir, { recursive: true });
  if (engine === 'postgres') await freshPostgres();
  let started = performance.now();
  await seed(engine, dataDir, n);
  const seedSeconds = (performance.now() - started) / 1000;
  const port = await freePort();
  const env = { DATA_DIR: dataDir, DIST_DIR: `${dataDir}/no-dist`, PORT: String(port), JWT_SECRET: SECRET, LOG_LEVEL: 'warn' };
  if (engine === 'postgres') env.DATABASE_URL = PG_URL;
  started = performance.now();
  const school = await startSchool(env);
  try {
    await waitForHealth(port, school, started, 60 * 60_000);
    const openSeconds = (performance.now() - started) / 1000;
    console.error(`  ${engine} ${n}: посеяно за ${seedSeconds.toFixed(0)} с, сервер открыл школу за ${openSeconds.toFixed(1)} с`);
    const base = `http://127.0.0.1:${port}`;
    // The seeded months are settled once, as a running school has them.
    await (await fetch(`${base}/api/v1/users/rating/leaders/history`, { headers: { authorization: token(1) } })).arrayBuffer();
    const rows = {};
    for (const [name, path, user] of endpoints(n)) {
      const headers = { authorization: token(user) };
      await load(base + path, headers, { duration: 1 });
      const cpuBefore = cpuMicros(school.child.pid);
      const result = await load(base + path, headers);
      // The server's CPU time per answer: what the request costs, whatever else the machine runs.
      const cpu = Math.round((cpuMicros(school.child.pid) - cpuBefore) / Math.max(1, result.requests.total));
      rows[name] = { p50: result.latency.p50, p99: result.latency.p99, rps: Math.round(result.requests.average), errors: result.non2xx + result.errors, cpu };
      console.error(`    ${name}: ${rows[name].p50} / ${rows[name].p99} мс, ${rows[name].rps} запр/с, ${cpu} мкс ЦП${rows[name].errors ? `, ${rows[name].errors} ошибок` : ''}`);
    }
    let stalled;
    if (engine === 'sqlite' && n === Math.max(...SIZES)) {
      const heaviest = endpoints(n).reduce((a, b) => (rows[b[0]].p99 > rows[a[0]].p99 ? b : a));
      stalled = await stall(base, heaviest, n);
    }
    const written = await writes(port, n);
    return { rows, stalled, writes: written, seedSeconds, openSeconds };
  } finally {
    await school.stop();
    // SCALE_KEEP=1 keeps the school for a look at its plans (PostgreSQL's stays until the next run).
    if (process.env.SCALE_KEEP) console.error(`  оставлено: ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

// --render FILE prints the tables of an earlier run's --json instead of measuring.
const results = values.render ? JSON.parse(readFileSync(values.render, 'utf8')) : {};
if (!values.render) {
  for (const engine of ENGINES) {
    results[engine] = {};
    for (const n of SIZES) results[engine][n] = await measureSchool(engine, n);
  }
}

// No answer within the run: the server was still busy with earlier requests.
const fmt = (r) => (r.rps === 0 ? `нет ответов за ${SECONDS} с` : `${r.p50} / ${r.p99} (${r.rps}/s)${r.errors ? ' ERR' : ''}`);
const smallest = Math.min(...SIZES);
const largest = Math.max(...SIZES);
for (const engine of ENGINES.filter((e) => results[e])) {
  console.log(`\n${engine}: p50 / p99 мс (запросов/с), autocannon 10 соединений, ${SECONDS} с`);
  console.log(`| endpoint | ${SIZES.map((n) => n.toLocaleString('en')).join(' | ')} | p99 ${largest.toLocaleString('en')} ÷ ${smallest.toLocaleString('en')} |`);
  console.log(`|---|${SIZES.map(() => '---').join('|')}|---|`);
  for (const [name] of endpoints(smallest)) {
    const cells = SIZES.map((n) => fmt(results[engine][n].rows[name]));
    const [big, small] = [results[engine][largest].rows[name], results[engine][smallest].rows[name]];
    const ratio = big.rps === 0 ? '—' : `${(big.p99 / Math.max(1, small.p99)).toFixed(1)}×`;
    console.log(`| ${name} | ${cells.join(' | ')} | ${ratio} |`);
  }
  for (const write of ['comment post', 'approval', 'level purchase']) {
    console.log(`| ${write} (по одному, p50 / p99) | ${SIZES.map((n) => `${results[engine][n].writes[write].p50.toFixed(1)} / ${results[engine][n].writes[write].p99.toFixed(1)}`).join(' | ')} | |`);
  }
  const stalled = results[engine][largest].stalled;
  if (stalled) {
    const figures = stalled.answers === 0 ? `нет ответов за ${SECONDS} с` : `p50 ${stalled.p50} мс, p99 ${stalled.p99} мс`;
    console.log(`\nзатор: два клиента обновляют «${stalled.endpoint}», свой профиль другого ученика: ${figures} (цель p99 ≤ 20)`);
  }
  if (SIZES.every((n) => results[engine][n].rows[endpoints(smallest)[0][0]].cpu !== undefined)) {
    console.log(`\n${engine}: ЦП сервера на ответ, мкс (под нагрузкой выше)`);
    console.log(`| endpoint | ${SIZES.map((n) => n.toLocaleString('en')).join(' | ')} | ${largest.toLocaleString('en')} ÷ ${smallest.toLocaleString('en')} |`);
    console.log(`|---|${SIZES.map(() => '---').join('|')}|---|`);
    for (const [name] of endpoints(smallest)) {
      const cells = SIZES.map((n) => results[engine][n].rows[name].cpu);
      console.log(`| ${name} | ${cells.join(' | ')} | ${(results[engine][largest].rows[name].cpu / Math.max(1, results[engine][smallest].rows[name].cpu)).toFixed(1)}× |`);
    }
  }
}
if (values.json && !values.render) writeFileSync(values.json, JSON.stringify(results, null, 2));
