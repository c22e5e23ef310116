import { spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, loadDatabaseConfig, makeVapidKeys, VAPID_KEYS_FILE } from '../../server/config';
import { createDatabase, engineOf, type DB } from '../../server/db/database';
import { flushLastSeen } from '../../server/services/last-seen';
import { multipart, person, type Person } from '../helpers/people';
import { noisyJpeg } from '../helpers/photos';
import { compiledServerEntry } from '../helpers/server-process';
import { createTestApp, TEST_SECRET, type TestApp } from '../helpers/test-app';
import { testEngine } from '../helpers/test-database';

// `npm run backup` and `npm run restore` (the compiled commands, as npm runs them) on the engine of
// the vitest project (docs/decisions/0195-one-backup-file-for-both-engines.md): a backup taken while
// a pupil uploads restores into a new data folder or database with every table's rows and every
// photo and avatar byte-identical; the file is 0600; a school with data is never overwritten
// without --force; a wrong command line gets a Russian sentence and a non-zero exit. The Web Push
// keys travel too (docs/decisions/0284-vapid-keys-and-the-push-sender.md), and a copy made before
// they did still restores.
// Before: README's SQLite backup copied the database and the secret, and a restored school had
// every photo 404 without a word.

const scratch = mkdtempSync(join(tmpdir(), 'school-backup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Run {
  code: number | null;
  out: string;
  err: string;
}

function startCommand(name: 'backup' | 'restore', args: string[], env: NodeJS.ProcessEnv) {
  const cli = join(dirname(compiledServerEntry()[0]!), 'cli', `${name}.js`);
  const child = spawn(process.execPath, [cli, ...args], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own: pausing it pauses pg_dump too.
    detached: true,
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
  const signal = (what: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, what);
    } catch {
      // Ended already.
    }
  };
  return {
    done: new Promise<Run>((resolve) => child.on('close', (code) => resolve({ code, out, err }))),
    pause: () => signal('SIGSTOP'),
    resume: () => signal('SIGCONT'),
    kill: () => {
      signal('SIGCONT');
      signal('SIGKILL');
    },
  };
}

/** A compiled command in a process of its own, as npm runs it. */
function command(name: 'backup' | 'restore', args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return startCommand(name, args, env).done;
}

/** Every table's rows (and, on PostgreSQL, every sequence's position), each table's rows sorted: a school's whole state. */
async function schoolState(db: DB): Promise<Record<string, string[]>> {
  const state: Record<string, string[]> = {};
  let tables: string[];
  if (engineOf(db) === 'postgres') {
    tables = (
      await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
    ).rows.map((row) => row.name);
    const sequences = await sql<{ name: string; value: string | null }>`select sequencename as name, last_value::text as value from pg_sequences where schemaname = current_schema()`.execute(db);
    state['(sequences)'] = sequences.rows.map((row) => `${row.name}=${row.value}`).sort();
  } else {
    // sqlite_sequence holds the next ids; sqlite_stat1 is the planner's statistics, not the school's data.
    tables = (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_stat%'`.execute(db)).rows.map((row) => row.name);
  }
  for (const table of tables.sort()) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    state[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return state;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * Every file under a folder with its sha256, by path relative to it; dot-names (being written) left
 * out. A file already in `known` is not read again: the school never changes a file once written.
 */
async function filesOf(dir: string, known = new Map<string, string>(), under = ''): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const entries = await readdir(join(dir, under), { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const path = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isDirectory()) for (const [name, hash] of await filesOf(dir, known, path)) files.set(name, hash);
    else files.set(path, known.get(path) ?? sha256(await readFile(join(dir, path))));
  }
  return files;
}

/** Where a restore goes: a new data folder, and on PostgreSQL a new database with a schema of the source's name. */
interface Target {
  env: NodeJS.ProcessEnv;
  open(): DB;
  drop(): Promise<void>;
}

async function newTarget(source: TestApp): Promise<Target> {
  const dataDir = join(scratch, `restored-${randomBytes(4).toString('hex')}`);
  if (testEngine() === 'sqlite') {
    return {
      env: { DATA_DIR: dataDir },
      open: () => createDatabase(loadDatabaseConfig({ DATA_DIR: dataDir })),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(source.db);
  const schema = rows[0]!.name;
  const database = `restored_${randomBytes(4).toString('hex')}`;
  const admin = async (url: string, query: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  const server = process.env.TEST_DATABASE_URL!;
  await admin(server, `create database ${database}`);
  const url = new URL(server);
  url.pathname = `/${database}`;
  await admin(url.toString(), `create schema if not exists ${schema}`);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const databaseUrl = url.toString();
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, JWT_SECRET: TEST_SECRET },
    open: () => createDatabase({ dataDir, databaseUrl }),
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await admin(server, `drop database ${database} with (force)`);
    },
  };
}

describe(`backup and restore on ${testEngine()}`, () => {
  let t: TestApp;
  let sourceEnv: NodeJS.ProcessEnv;
  let pupils: Person[];
  let photo: Buffer;
  let avatar: Buffer;
  const targets: Target[] = [];
  let project = 0;

  beforeAll(async () => {
    t = await createTestApp();
    sourceEnv = { DATA_DIR: t.config.dataDir, JWT_SECRET: TEST_SECRET, ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}) };
    [photo, avatar] = await Promise.all([noisyJpeg(800, 600), noisyJpeg(400, 400)]);
    pupils = [];
    for (let i = 0; i < 3; i += 1) pupils.push(await person(t, 'pupil', { firstName: `Копия${i}` }));
    // A school's folder of photos: copying it takes the backup a while, and pupils go on writing meanwhile.
    const folder = join(t.config.uploadsDir, 'submissions');
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    for (let i = 0; i < 200; i += 1) writeFileSync(join(folder, `${randomBytes(16).toString('hex')}.jpg`), randomBytes(256 * 1024), { mode: 0o600 });
  });
  afterAll(async () => {
    for (const target of targets) await target.drop();
    await t.close();
  });

  async function upload(pupil: Person): Promise<void> {
    project = (project % 15) + 1;
    const { payload, headers } = await multipart({ project_id: String(project), project_photo: { bytes: photo, filename: 'work.jpg' } });
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${project}/submission`,
      headers: { ...headers, authorization: pupil.token, 'idempotency-key': randomUUID() },
      payload,
    });
    // 409: this pupil's work on that project waits for review already; nothing was written.
    expect([200, 201, 409], sent.body).toContain(sent.statusCode);
  }

  async function setAvatar(pupil: Person): Promise<void> {
    const { payload, headers } = await multipart({ photo: { bytes: avatar, filename: 'me.jpg' } });
    const sent = await t.app.inject({ method: 'PUT', url: '/api/v1/users/profile', headers: { ...headers, authorization: pupil.token }, payload });
    expect(sent.statusCode, sent.body).toBe(200);
  }

  it('restores a backup taken while a pupil uploads: every row and every file as they were at one moment', async () => {
    for (const pupil of pupils) {
      await upload(pupil);
      await setAvatar(pupil);
    }
    await flushLastSeen(t.db);

    // Every state the school passes through while the backup runs: one upload or avatar at a time,
    // the state read after each, so the backup's one moment is among them. Files never change
    // once written, so every file ever seen is kept by name. The backup runs only while a pupil's
    // write is on its way (paused between them): however fast this machine is, the two overlap.
    const states = [await schoolState(t.db)];
    const seenFiles = await filesOf(t.config.uploadsDir);
    const backupFile = join(scratch, `during-${testEngine()}.tar`);
    let running = true;
    let writes = 0;
    const backup = startCommand('backup', ['--to', backupFile], sourceEnv);
    backup.pause();
    const finished = backup.done.finally(() => (running = false));
    try {
      for (let step = 0; running; step += 1) {
        const pupil = pupils[step % pupils.length]!;
        backup.resume();
        // Every fourth write a new avatar: the old file is removed after the row stops naming it.
        await (step % 4 === 3 ? setAvatar(pupil) : upload(pupil));
        await flushLastSeen(t.db);
        backup.pause();
        writes += 1;
        states.push(await schoolState(t.db));
        for (const [path, hash] of await filesOf(t.config.uploadsDir, seenFiles)) seenFiles.set(path, hash);
      }
    } finally {
      backup.resume();
      if (running) backup.kill();
    }
    const made = await finished;
    expect(made.code, made.err).toBe(0);
    expect(made.err).toBe('');
    expect(made.out).toContain('Копия школы готова');
    expect(made.out).not.toContain('ВНИМАНИЕ');
    expect(writes).toBeGreaterThan(0);
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);

    const target = await newTarget(t);
    targets.push(target);
    const restored = await command('restore', ['--from', backupFile], target.env);
    expect(restored.code, restored.err + restored.out).toBe(0);
    expect(restored.out).toContain('(все, что называет база, на месте)');
    expect(restored.out).toContain(testEngine() === 'sqlite' ? `Восстанавливаем школу из ${backupFile}: база — SQLite: ` : 'база — PostgreSQL: база «restored_');

    const db = target.open();
    try {
      // PostgreSQL's sequences are outside transactions: pg_dump reads their position when it
      // reaches them, after its snapshot, so a restored sequence may stand further on than the
      // rows' moment (ids skip, never repeat). Rows are compared exactly, sequences by «not behind».
      const { '(sequences)': sequences, ...state } = await schoolState(db);
      const rowsOf = ({ '(sequences)': _, ...rows }: Record<string, string[]>) => rows;
      const moment = states.findIndex((one) => JSON.stringify(rowsOf(one)) === JSON.stringify(state));
      // Not found: the closest state shows what differs.
      if (moment === -1) expect(state).toEqual(rowsOf(states.at(-1)!));
      expect(moment).toBeGreaterThanOrEqual(0);
      const position = (list: string[] | undefined) => new Map((list ?? []).map((one) => [one.split('=')[0], Number(one.split('=')[1]) || 0]));
      const restoredAt = position(sequences);
      for (const [name, value] of position(states[moment]!['(sequences)'])) expect(restoredAt.get(name), name).toBeGreaterThanOrEqual(value);

      // Every photo and avatar the restored rows name is there, and every file is byte for byte the one the school wrote.
      const files = await filesOf(join(target.env.DATA_DIR!, 'uploads'));
      const named = [
        ...(await db.selectFrom('submissions').select(['photo', 'thumb']).execute()).flatMap((row) => [`submissions/${row.photo}`, `submissions/${row.thumb}`]),
        ...(await db.selectFrom('users').select('photo').where('photo', '<>', '').execute()).map((row) => `profile/${row.photo}`),
      ];
      expect(named.length).toBeGreaterThan(pupils.length * 2);
      for (const path of named) expect(files.has(path), path).toBe(true);
      for (const [path, hash] of files) expect(hash, path).toBe(seenFiles.get(path));
      if (testEngine() === 'sqlite') expect(readFileSync(join(target.env.DATA_DIR!, 'jwt-secret'), 'utf8').trim()).toBe(TEST_SECRET);
    } finally {
      await db.destroy();
    }
  });

  it('restores a quiet school whole, and refuses to overwrite a school with data without --force', async () => {
    const backupFile = join(scratch, `quiet-${testEngine()}.tar`);
    const made = await command('backup', ['--to', backupFile], sourceEnv);
    expect(made.code, made.err).toBe(0);
    expect(made.out).toMatch(/Копия школы готова: .*, ключи Web Push\n/);
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);
    const sourceState = await schoolState(t.db);
    const sourceFiles = await filesOf(t.config.uploadsDir);

    const target = await newTarget(t);
    targets.push(target);
    const first = await command('restore', ['--from', backupFile], target.env);
    expect(first.code, first.err).toBe(0);
    expect(first.out).not.toContain('ВНИМАНИЕ');
    // The server made its keys into its data folder (config.ts); the restored folder has the same, 0600.
    const keysFile = join(target.env.DATA_DIR!, VAPID_KEYS_FILE);
    expect(JSON.parse(readFileSync(keysFile, 'utf8'))).toEqual(t.config.vapid);
    expect(statSync(keysFile).mode & 0o777).toBe(0o600);
    // On PostgreSQL other processes may have data folders of their own: they need the pair in the environment.
    if (testEngine() === 'postgres') expect(first.out).toContain(`Ключи Web Push из копии записаны в ${keysFile}: процессам сервера с другими папками данных поставьте их в VAPID_PUBLIC_KEY и VAPID_PRIVATE_KEY`);
    else expect(first.out).not.toContain('Ключи Web Push');
    const check = async () => {
      const db = target.open();
      try {
        expect(await schoolState(db)).toEqual(sourceState);
      } finally {
        await db.destroy();
      }
      expect(await filesOf(join(target.env.DATA_DIR!, 'uploads'))).toEqual(sourceFiles);
    };
    await check();

    // Again into the same place: it has a school now.
    const refused = await command('restore', ['--from', backupFile], target.env);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/^Школа не восстановлена: в .* уже есть школа.*повторите с --force\n$/);
    // A pupil's work arrives in the restored school; --force puts the backup back over it.
    writeFileSync(join(target.env.DATA_DIR!, 'uploads', 'submissions', `${'f'.repeat(32)}.jpg`), photo);
    const forced = await command('restore', ['--from', backupFile, '--force'], target.env);
    expect(forced.code, forced.err).toBe(0);
    await check();

    // The same file is not overwritten by a second backup without --force.
    const again = await command('backup', ['--to', backupFile], sourceEnv);
    expect(again).toMatchObject({ code: 1, out: '' });
    expect(again.err).toBe(`Копия не сделана: файл ${backupFile} уже есть: выберите другое имя или добавьте --force, чтобы заменить его\n`);
  });

  it('carries the Web Push keys from the environment, warns when the restoring server has others, and restores a copy made without keys', async () => {
    const keysOf = (env: NodeJS.ProcessEnv) => loadConfig({ ...env, PASSWORD_HASH_COST: 'test' }).vapid;

    // The server's keys from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY (not its file): the copy carries those.
    const given = makeVapidKeys();
    const fromEnv = join(scratch, `vapid-env-${testEngine()}.tar`);
    const made = await command('backup', ['--to', fromEnv], { ...sourceEnv, VAPID_PUBLIC_KEY: given.publicKey, VAPID_PRIVATE_KEY: given.privateKey });
    expect(made.code, made.err).toBe(0);
    expect(made.out).toContain(', ключи Web Push');

    // Restored where the environment gives other keys: a Russian warning, and the copy's keys in the file.
    const other = makeVapidKeys();
    const target = await newTarget(t);
    targets.push(target);
    const otherEnv = { ...target.env, VAPID_PUBLIC_KEY: other.publicKey, VAPID_PRIVATE_KEY: other.privateKey };
    const restored = await command('restore', ['--from', fromEnv], otherEnv);
    expect(restored.code, restored.err).toBe(0);
    const keysFile = join(target.env.DATA_DIR!, VAPID_KEYS_FILE);
    expect(restored.out).toContain(
      `ВНИМАНИЕ: VAPID_PUBLIC_KEY и VAPID_PRIVATE_KEY сейчас не те, что были в копии: с ними уведомления не дойдут до устройств, пока люди не включат их заново. Ключи из копии записаны в ${keysFile}: поставьте их в VAPID_PUBLIC_KEY и VAPID_PRIVATE_KEY (или уберите обе), чтобы уведомления дошли`,
    );
    expect(statSync(keysFile).mode & 0o777).toBe(0o600);
    // The server started on that folder without the variables uses the copy's pair; with them, theirs.
    expect(keysOf(target.env)).toEqual(given);
    expect(keysOf(otherEnv)).toEqual(other);

    // The same keys in the environment: no warning.
    const same = await command('restore', ['--from', fromEnv, '--force'], { ...target.env, VAPID_PUBLIC_KEY: given.publicKey, VAPID_PRIVATE_KEY: given.privateKey });
    expect(same.code, same.err).toBe(0);
    expect(same.out).not.toContain('ВНИМАНИЕ');
    expect(same.out).not.toContain('Ключи Web Push');

    // A copy as backups were made before they carried the keys: no vapid-keys.json inside.
    const sourceKeys = join(t.config.dataDir, VAPID_KEYS_FILE);
    const old = join(scratch, `vapid-none-${testEngine()}.tar`);
    renameSync(sourceKeys, `${sourceKeys}.aside`);
    let withoutKeys: Run;
    try {
      withoutKeys = await command('backup', ['--to', old], sourceEnv);
    } finally {
      renameSync(`${sourceKeys}.aside`, sourceKeys);
    }
    expect(withoutKeys.code, withoutKeys.err).toBe(0);
    expect(withoutKeys.out).toContain('Ключей Web Push нет (ни VAPID_PUBLIC_KEY и VAPID_PRIVATE_KEY, ни файла vapid-keys.json): после восстановления уведомления придётся включить заново');
    expect(withoutKeys.out).not.toContain(', ключи Web Push');
    expect(readFileSync(old).includes(VAPID_KEYS_FILE)).toBe(false);
    const oldTarget = await newTarget(t);
    targets.push(oldTarget);
    const fromOld = await command('restore', ['--from', old], oldTarget.env);
    expect(fromOld.code, fromOld.err).toBe(0);
    expect(fromOld.out).toContain('В копии нет ключей Web Push: после восстановления уведомления придётся включить заново');
    expect(fromOld.out).toContain('(все, что называет база, на месте)');
    expect(existsSync(join(oldTarget.env.DATA_DIR!, VAPID_KEYS_FILE))).toBe(false);
    const db = oldTarget.open();
    try {
      expect(await schoolState(db)).toEqual(await schoolState(t.db));
    } finally {
      await db.destroy();
    }

    // Keys in a copy that the server would refuse (their checksum made to match): the restore refuses before changing anything.
    const tampered = join(scratch, `vapid-bad-${testEngine()}.tar`);
    const archive = readFileSync(fromEnv);
    const entry = Buffer.from(JSON.stringify(given) + '\n');
    const at = archive.indexOf(entry);
    expect(at).toBeGreaterThan(0);
    const bad = Buffer.from(entry.toString('utf8').replace(given.publicKey, `!${given.publicKey.slice(1)}`));
    bad.copy(archive, at);
    const hashAt = archive.indexOf(sha256(entry));
    expect(hashAt).toBeGreaterThan(at);
    Buffer.from(sha256(bad)).copy(archive, hashAt);
    writeFileSync(tampered, archive);
    const badTarget = await newTarget(t);
    targets.push(badTarget);
    const refused = await command('restore', ['--from', tampered], badTarget.env);
    expect(refused.code).toBe(1);
    expect(refused.err).toBe('Школа не восстановлена: ключи Web Push в копии (vapid-keys.json) испорчены\n');
    expect(existsSync(join(badTarget.env.DATA_DIR!, VAPID_KEYS_FILE))).toBe(false);
    expect(await filesOf(join(badTarget.env.DATA_DIR!, 'uploads'))).toEqual(new Map());
  });

  it('answers a wrong command line, a missing or broken file with a Russian sentence and exit 1, never a stack trace', async () => {
    const good = join(scratch, `quiet-${testEngine()}.tar`);
    const broken = join(scratch, 'broken.tar');
    writeFileSync(broken, readFileSync(good).subarray(0, 3000));
    const target = await newTarget(t);
    targets.push(target);
    const cases: [name: 'backup' | 'restore', args: string[], env: NodeJS.ProcessEnv, message: RegExp][] = [
      ['backup', [], sourceEnv, /^Не указан файл копии\. Использование: npm run backup -- --to /],
      ['backup', ['--to'], sourceEnv, /^После --to нужно имя файла\. Использование/],
      ['backup', ['--too', 'x.tar'], sourceEnv, /^Неизвестный параметр --too\. Использование/],
      ['backup', ['x.tar'], sourceEnv, /^Лишнее в команде: x\.tar\. Использование/],
      ['backup', ['--to', join(scratch, 'no-such-folder', 'x.tar')], sourceEnv, /^Копия не сделана: нет папки .*no-such-folder: создайте её/],
      ['backup', ['--to', join(t.config.uploadsDir, 'x.tar')], sourceEnv, /^Копия не сделана: файл копии .* внутри папки данных школы/],
      ['restore', [], target.env, /^Не указан файл копии\. Использование: npm run restore -- --from /],
      ['restore', ['--from', join(scratch, 'nothing.tar')], target.env, /^Школа не восстановлена: нет файла копии /],
      ['restore', ['--from', broken], target.env, /^Школа не восстановлена: файл обрывается посреди «/],
      ['restore', ['--from', join(scratch, 'x'), '--force=yes'], target.env, /^Параметр --force пишется без значения\. Использование/],
    ];
    if (testEngine() === 'sqlite') {
      cases.push(['backup', ['--to', join(scratch, 'empty.tar')], { DATA_DIR: join(scratch, 'no-school') }, /^Копия не сделана: в папке .*no-school нет базы школы/]);
      cases.push(['restore', ['--from', good], { ...target.env, DATABASE_URL: 'postgres://school@127.0.0.1:1/school', JWT_SECRET: TEST_SECRET }, /^Школа не восстановлена: копия сделана со встроенной базы SQLite, а задан DATABASE_URL/]);
    } else {
      cases.push(['restore', ['--from', good], { DATA_DIR: join(scratch, 'to-sqlite') }, /^Школа не восстановлена: копия сделана с PostgreSQL: задайте DATABASE_URL/]);
    }
    for (const [name, args, env, message] of cases) {
      const run = await command(name, args, env);
      expect(run.code, `${name} ${args.join(' ')}: ${run.err}`).toBe(1);
      expect(run.err, `${name} ${args.join(' ')}`).toMatch(message);
      expect(run.err).not.toMatch(/\n\s+at |Error:|TypeError/);
    }
    // Nothing of the broken file reached the target.
    expect(await filesOf(join(target.env.DATA_DIR!, 'uploads'))).toEqual(new Map());
  });
});
