import SQLite from 'better-sqlite3';
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, type WriteStream } from 'node:fs';
import { chmod, copyFile, mkdir, open, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { isVapidPair, VAPID_ENV_WRONG, VAPID_KEYS_FILE, type dataPaths } from '../config';
import { createDatabase, SQLITE_FILE } from '../db/database';
import { countOf, FILES } from '../../domain/plural';
import { describeDatabase, dumpSchema, emptySchema, holdSnapshot, restoreSchema, schemaOf, ToolError, withClient } from './postgres-tools';
import { BadArchive, readTar, TarWriter, type EntrySink } from './tar';

// `npm run backup` and `npm run restore` (docs/decisions/0195-one-backup-file-for-both-engines.md):
// the whole school in one tar file — the database (SQLite's online backup, or pg_dump of the
// school's schema), every photo and avatar, the token secret and the Web Push keys (without them
// every stored subscription is useless: docs/decisions/0284-vapid-keys-and-the-push-sender.md) —
// taken while pupils go on writing, and put back into an empty data folder or database.
//
// The order makes the copy whole without stopping the school. Photos and avatars are written
// before the rows that name them and removed after the rows that named them go (0016): so files
// are copied first (every file a row of the coming snapshot may name, even if removed meanwhile),
// then the database at one moment, then the files that appeared since (those its new rows name).

export type DataPaths = ReturnType<typeof dataPaths>;

export class BackupError extends Error {}

const FORMAT = 1;
const HEADER = 'school-backup.json';
const MANIFEST = 'manifest.json';
const SECRET = 'jwt-secret';
/** Optional: backups made before the keys were carried have no such entry and still restore. */
const VAPID = VAPID_KEYS_FILE;
const UPLOADS = 'uploads/';
const SQLITE_ENTRY = `database/${SQLITE_FILE}`;
const POSTGRES_ENTRY = 'database/school.pgdump';

interface Header {
  format: number;
  engine: 'sqlite' | 'postgres';
  /** PostgreSQL: the schema dumped; a restore goes into a schema of the same name. */
  schema?: string;
  createdAt: number;
}

interface Manifest {
  format: number;
  /** Every entry but the header and the manifest, with its sha256. */
  entries: Record<string, string>;
  files: number;
  fileBytes: number;
}

export interface Log {
  (line: string): void;
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} МБ`;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/** Every regular file under `dir`, as paths relative to it with '/'; dot-names (files being written) left out. */
async function listFiles(dir: string, under = ''): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(join(dir, under), { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (entry.name.startsWith('.')) continue;
    const path = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listFiles(dir, path)));
    else if (entry.isFile()) files.push(path);
  }
  return files;
}

/** A folder's first file, if it has one (the same dot-names left out). */
async function hasFiles(dir: string): Promise<boolean> {
  return (await listFiles(dir)).length > 0;
}

function isInside(path: string, folder: string): boolean {
  const rel = relative(folder, path);
  return rel === '' || (!rel.startsWith('..') && !rel.startsWith(sep) && rel !== '..');
}

/** The SQLite file's table count; 0 for an empty or missing file. */
function sqliteTables(file: string): number {
  if (!existsSync(file)) return 0;
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    return (db.prepare("select count(*) as n from sqlite_master where type = 'table'").get() as { n: number }).n;
  } finally {
    db.close();
  }
}

/** The token secret the server uses: JWT_SECRET, or the one it made in the data folder. */
async function currentSecret(paths: DataPaths): Promise<string | undefined> {
  if (paths.jwtSecret) return paths.jwtSecret;
  try {
    return (await readFile(join(paths.dataDir, SECRET), 'utf8')).trim() || undefined;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

type VapidKeys = { publicKey: string; privateKey: string };

/**
 * The Web Push keys the server uses: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or the pair it made in the
 * data folder (config.ts). Keys the server itself would refuse are left out with a warning: the
 * rest of the school is still worth a copy.
 */
async function currentVapidKeys(paths: DataPaths, log: Log): Promise<VapidKeys | undefined> {
  if (paths.vapid) {
    if (isVapidPair(paths.vapid)) return paths.vapid;
    log(`ВНИМАНИЕ: ${VAPID_ENV_WRONG}. Ключей Web Push в копии нет`);
    return undefined;
  }
  const file = join(paths.dataDir, VAPID);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
  let kept: unknown;
  try {
    kept = JSON.parse(text);
  } catch {
    kept = undefined;
  }
  if (isVapidPair(kept)) return { publicKey: kept.publicKey, privateKey: kept.privateKey };
  log(`ВНИМАНИЕ: файл ${file} испорчен, ключей Web Push в копии нет`);
  return undefined;
}

export interface BackupResult {
  file: string;
  bytes: number;
  files: number;
  fileBytes: number;
  /** Where the database came from, as printed. */
  source: string;
  secret: boolean;
  /** The Web Push keys are in the copy. */
  vapid: boolean;
  /** Files the database names that were removed during every attempt (a warning was printed). */
  missing: number;
}

/**
 * Writes the school into `to` (a new file, 0600). `force` replaces an existing file. The archive is
 * written under another name and moved into place at the end: an interrupted backup never leaves a
 * file that looks whole.
 */
export async function backupSchool(paths: DataPaths, { to, force = false }: { to: string; force?: boolean }, log: Log): Promise<BackupResult> {
  const target = resolve(to);
  if (isInside(target, paths.uploadsDir) || (!paths.databaseUrl && dirname(target) === paths.dataDir)) {
    throw new BackupError(`файл копии ${target} внутри папки данных школы: выберите другую папку (лучше на другом диске)`);
  }
  if (!existsSync(dirname(target))) throw new BackupError(`нет папки ${dirname(target)}: создайте её (mkdir -p) или выберите другую`);
  if (existsSync(target) && !force) throw new BackupError(`файл ${target} уже есть: выберите другое имя или добавьте --force, чтобы заменить его`);

  let header: Header;
  let source: string;
  if (paths.databaseUrl) {
    const databaseUrl = paths.databaseUrl;
    const { schema, tables } = await withClient(databaseUrl, (client) => schemaOf(client));
    source = describeDatabase(databaseUrl, schema);
    if (tables === 0) throw new BackupError(`в ${source} нет таблиц школы: нечего копировать`);
    header = { format: FORMAT, engine: 'postgres', schema, createdAt: Math.floor(Date.now() / 1000) };
  } else {
    const file = join(paths.dataDir, SQLITE_FILE);
    source = `SQLite: ${file}`;
    if (sqliteTables(file) === 0) throw new BackupError(`в папке ${paths.dataDir} нет базы школы (${SQLITE_FILE}): проверьте DATA_DIR`);
    header = { format: FORMAT, engine: 'sqlite', createdAt: Math.floor(Date.now() / 1000) };
  }
  log(`Копируем школу: база — ${source}; фото и аватары — ${paths.uploadsDir}`);
  // Made once and never changed while the school runs: read once for every attempt.
  const vapid = await currentVapidKeys(paths, log);

  // A file made while the photos were copied and removed again while the database was dumped (an
  // avatar changed twice, a work sent and its account deleted, in those minutes) is named by the
  // dump but in no pass: the backup sees it and starts over.
  for (let attempt = 1; ; attempt += 1) {
    const partial = `${target}.partial-${randomBytes(4).toString('hex')}`;
    let result: Attempt;
    try {
      result = await backupOnce(paths, header, partial, vapid);
    } catch (error) {
      await unlink(partial).catch(() => {});
      throw error;
    }
    const { missing } = result;
    if (missing.length > 0 && attempt < ATTEMPTS) {
      await unlink(partial);
      log(`Пока шла копия, удалены ${countOf(missing.length, FILES)}, которые называет база (например ${missing[0]}): копируем заново`);
      continue;
    }
    await rename(partial, target);
    await chmod(target, 0o600);
    if (!result.secret) log('Секрета токенов нет (ни JWT_SECRET, ни файла jwt-secret): после восстановления все войдут заново');
    if (!vapid && !paths.vapid && !existsSync(join(paths.dataDir, VAPID))) {
      log(`Ключей Web Push нет (ни VAPID_PUBLIC_KEY и VAPID_PRIVATE_KEY, ни файла ${VAPID}): после восстановления уведомления придётся включить заново`);
    }
    if (missing.length > 0) {
      log(`ВНИМАНИЕ: в копии нет ${countOf(missing.length, FILES)}, которые называет база (например ${missing[0]}): их удалили во время копии. Повторите копию позже`);
    }
    return { file: target, bytes: result.bytes, files: result.files, fileBytes: result.fileBytes, source, secret: result.secret, vapid: vapid !== undefined, missing: missing.length };
  }
}

const ATTEMPTS = 3;

/** Every photo, thumbnail and avatar the rows name, as paths under the uploads folder; SQL both engines read. */
const REFERENCED = `select 'submissions/' || photo as path from submissions union all select 'submissions/' || thumb from submissions
  union all select 'submissions/' || photo from submission_photos union all select 'submissions/' || thumb from submission_photos
  union all select 'profile/' || photo from users where photo <> ''`;

interface Attempt {
  bytes: number;
  files: number;
  fileBytes: number;
  secret: boolean;
  /** Files the database of this attempt names that none of its passes found. */
  missing: string[];
}

async function backupOnce(paths: DataPaths, header: Header, partial: string, vapid: VapidKeys | undefined): Promise<Attempt> {
  const work = join(dirname(partial), `.school-backup-${randomBytes(6).toString('hex')}`);
  // Readable by the school's user only: the copy holds password hashes, children's names and photos.
  const handle = await open(partial, 'wx', 0o600);
  await handle.chmod(0o600);
  const out: WriteStream = createWriteStream('', { fd: handle.fd, autoClose: false });
  const entries: Record<string, string> = {};
  let files = 0;
  let fileBytes = 0;
  try {
    await mkdir(work, { mode: 0o700 });
    const tar = new TarWriter(out);
    await tar.addBuffer(HEADER, Buffer.from(JSON.stringify(header, null, 2) + '\n'));

    const copied = new Set<string>();
    const copyFiles = async () => {
      for (const path of await listFiles(paths.uploadsDir)) {
        if (copied.has(path)) continue;
        let added;
        try {
          added = await tar.addFile(UPLOADS + path, join(paths.uploadsDir, path));
        } catch (error) {
          // Removed between the listing and the copy: its rows went before it (0016).
          if (isMissing(error)) continue;
          throw error;
        }
        copied.add(path);
        entries[UPLOADS + path] = added.sha256;
        files += 1;
        fileBytes += added.size;
      }
    };

    // All the photos (minutes for a large school), then the few made meanwhile, then at once the
    // database's moment: a file its rows name was made before it, so one of these passes has it.
    await copyFiles();
    await copyFiles();
    const snapshot = join(work, header.engine === 'sqlite' ? SQLITE_FILE : 'school.pgdump');
    let referenced: string[];
    if (header.engine === 'sqlite') {
      await sqliteSnapshot(join(paths.dataDir, SQLITE_FILE), snapshot);
      const db = new SQLite(snapshot, { readonly: true, fileMustExist: true });
      try {
        referenced = db.prepare(REFERENCED).pluck().all() as string[];
      } finally {
        db.close();
      }
    } else {
      const held = await holdSnapshot(paths.databaseUrl!);
      try {
        referenced = (await held.query<{ path: string }>(REFERENCED)).map((row) => row.path);
        await dumpSchema(paths.databaseUrl!, header.schema!, snapshot, held.id);
      } finally {
        await held.release();
      }
    }
    const entry = header.engine === 'sqlite' ? SQLITE_ENTRY : POSTGRES_ENTRY;
    entries[entry] = (await tar.addFile(entry, snapshot)).sha256;
    await unlink(snapshot);
    // And the files made since: rows after the moment may name them; harmless if none does.
    await copyFiles();

    const secret = await currentSecret(paths);
    if (secret) entries[SECRET] = await tar.addBuffer(SECRET, Buffer.from(secret + '\n'));
    // As the server writes the file (config.ts), whether the keys came from it or from the environment.
    if (vapid) entries[VAPID] = await tar.addBuffer(VAPID, Buffer.from(JSON.stringify(vapid) + '\n'));

    const manifest: Manifest = { format: FORMAT, entries, files, fileBytes };
    await tar.addBuffer(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 1) + '\n'));
    await tar.finish();
    await handle.sync();
    await handle.close();
    return { bytes: tar.bytes, files, fileBytes, secret: secret !== undefined, missing: referenced.filter((path) => !copied.has(path)) };
  } catch (error) {
    out.destroy();
    await handle.close().catch(() => {});
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * SQLite's online backup of the live file: the server and pupils go on writing meanwhile (WAL).
 * A step that a write interrupts starts again, so after the first step the rest goes in one:
 * one read of the whole file, a consistent moment of it.
 */
async function sqliteSnapshot(file: string, to: string): Promise<void> {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(to, { progress: () => 0x7fffffff });
  } finally {
    db.close();
  }
  await chmod(to, 0o600);
}

export interface RestoreResult {
  target: string;
  files: number;
  /** Files the restored rows name that the copy did not have. */
  missing: number;
  referenced: number;
}

/** A path inside the archive that may be written under the uploads folder. */
function uploadPath(name: string): string | undefined {
  if (!name.startsWith(UPLOADS)) return undefined;
  const rest = name.slice(UPLOADS.length);
  const parts = rest.split('/');
  if (parts.some((part) => part === '' || part === '.' || part === '..' || part.startsWith('.') || part.includes('\\'))) return undefined;
  return rest;
}

function hashingFileSink(path: string, done: (sha256: string) => void): Promise<EntrySink> {
  return (async () => {
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    const file = await open(path, 'wx', 0o600);
    const hash = createHash('sha256');
    return {
      async chunk(data: Buffer) {
        hash.update(data);
        await file.write(data);
      },
      async end() {
        await file.sync();
        await file.close();
        done(hash.digest('hex'));
      },
    };
  })();
}

function bufferSink(done: (data: Buffer) => void): EntrySink {
  const parts: Buffer[] = [];
  return {
    chunk: (data) => void parts.push(Buffer.from(data)),
    end: () => done(Buffer.concat(parts)),
  };
}

/**
 * Puts a backup into the data folder (SQLite) or the schema of DATABASE_URL (PostgreSQL). Refuses a
 * school that has data unless `force`; then that data goes. Nothing of the target changes until
 * the whole file has been read and checked: photos wait in a hidden folder beside the uploads.
 */
export async function restoreSchool(paths: DataPaths, { from, force = false }: { from: string; force?: boolean }, log: Log): Promise<RestoreResult> {
  const archive = resolve(from);
  const info = await stat(archive).catch(() => undefined);
  if (!info?.isFile()) throw new BackupError(`нет файла копии ${archive}`);

  let header: Header | undefined;
  await readTar(archive, async (entry) => {
    if (entry.name !== HEADER || entry.size > 64 * 1024) throw new BadArchive('в начале нет описания копии школы');
    // The first entry is all this read needs.
    return { ...bufferSink((data) => (header = parseHeader(data))), last: true };
  });
  if (!header) throw new BadArchive('в начале нет описания копии школы');
  const engine = paths.databaseUrl ? 'postgres' : 'sqlite';
  if (header.engine !== engine) {
    throw new BackupError(
      header.engine === 'sqlite'
        ? 'копия сделана со встроенной базы SQLite, а задан DATABASE_URL (PostgreSQL): уберите DATABASE_URL, чтобы восстановить её в папку DATA_DIR'
        : 'копия сделана с PostgreSQL: задайте DATABASE_URL пустой базы, чтобы восстановить её',
    );
  }

  let target: string;
  if (engine === 'postgres') {
    const databaseUrl = paths.databaseUrl!;
    const { schema, tables } = await withClient(databaseUrl, (client) => schemaOf(client));
    target = describeDatabase(databaseUrl, schema);
    if (schema !== header.schema) {
      throw new BackupError(`копия сделана из схемы «${header.schema}», а DATABASE_URL ведёт в схему «${schema}»: восстановите в схему «${header.schema}» (search_path в DATABASE_URL)`);
    }
    const uploaded = await hasFiles(paths.uploadsDir);
    if ((tables > 0 || uploaded) && !force) {
      throw new BackupError(
        `в ${target}${uploaded ? ` или в папке ${paths.uploadsDir}` : ''} уже есть школа. Восстановление сотрёт её: остановите сервер и повторите с --force`,
      );
    }
  } else {
    target = `папка ${paths.dataDir}`;
    const tables = sqliteTables(join(paths.dataDir, SQLITE_FILE));
    const uploaded = await hasFiles(paths.uploadsDir);
    if ((tables > 0 || uploaded) && !force) {
      throw new BackupError(
        `в папке ${paths.dataDir} уже есть школа (${[tables > 0 ? `база ${SQLITE_FILE}` : '', uploaded ? `файлы в ${paths.uploadsDir}` : ''].filter(Boolean).join(', ')}). Восстановление сотрёт её: остановите сервер и повторите с --force`,
      );
    }
  }
  log(`Восстанавливаем школу из ${archive}: база — ${engine === 'sqlite' ? `SQLite: ${join(paths.dataDir, SQLITE_FILE)}` : target}; фото и аватары — ${paths.uploadsDir}`);

  await mkdir(paths.dataDir, { recursive: true, mode: 0o700 });
  await mkdir(paths.uploadsDir, { recursive: true, mode: 0o700 });
  const staging = join(paths.uploadsDir, `.restore-${randomBytes(6).toString('hex')}`);
  await mkdir(staging, { mode: 0o700 });
  try {
    const hashes: Record<string, string> = {};
    let manifest: Manifest | undefined;
    let secret: string | undefined;
    let vapidData: Buffer | undefined;
    const databaseFile = join(staging, '.database');
    const databaseEntry = engine === 'sqlite' ? SQLITE_ENTRY : POSTGRES_ENTRY;
    await readTar(archive, async (entry) => {
      if (entry.name === HEADER) return undefined;
      if (manifest) throw new BadArchive(`после описания содержимого ещё «${entry.name}»`);
      if (entry.name === MANIFEST) {
        return bufferSink((data) => {
          manifest = parseManifest(data);
        });
      }
      if (entry.name in hashes) throw new BadArchive(`«${entry.name}» в архиве дважды`);
      if (entry.name === SECRET) {
        return bufferSink((data) => {
          secret = data.toString('utf8').trim();
          hashes[SECRET] = createHash('sha256').update(data).digest('hex');
        });
      }
      if (entry.name === VAPID) {
        return bufferSink((data) => {
          vapidData = data;
          hashes[VAPID] = createHash('sha256').update(data).digest('hex');
        });
      }
      if (entry.name === databaseEntry) return hashingFileSink(databaseFile, (sha) => (hashes[entry.name] = sha));
      const path = uploadPath(entry.name);
      if (!path) throw new BadArchive(`лишний файл «${entry.name}»`);
      return hashingFileSink(join(staging, path), (sha) => (hashes[entry.name] = sha));
    });
    if (!manifest) throw new BadArchive('нет описания содержимого (manifest.json): файл обрезан');
    const expected = manifest.entries;
    const wrong = Object.keys(expected).filter((name) => hashes[name] !== expected[name]);
    const extra = Object.keys(hashes).filter((name) => !(name in expected));
    if (wrong.length > 0 || extra.length > 0) throw new BadArchive(`не совпадают контрольные суммы: ${[...wrong, ...extra].slice(0, 3).join(', ')}`);
    if (!(databaseEntry in hashes)) throw new BadArchive('в копии нет базы');
    const vapid = vapidData && parseVapidKeys(vapidData);

    // Checked whole: from here the target changes.
    if (engine === 'sqlite') await putSqlite(paths, databaseFile, force);
    else await putPostgres(paths.databaseUrl!, databaseFile, join(staging, '.list'), force);
    await unlink(databaseFile).catch(() => {});
    await rm(join(staging, '.list'), { force: true });
    if (force) {
      for (const name of await readdir(paths.uploadsDir)) if (join(paths.uploadsDir, name) !== staging) await rm(join(paths.uploadsDir, name), { recursive: true, force: true });
    }
    for (const name of await readdir(staging)) await rename(join(staging, name), join(paths.uploadsDir, name));

    if (secret) await putSecret(paths, secret, log);
    else log('В копии нет секрета токенов: после восстановления все войдут заново');
    // A copy made before the keys were carried: the server makes new ones, and people turn notifications on again.
    if (vapid) await putVapidKeys(paths, vapid, log);
    else log('В копии нет ключей Web Push: после восстановления уведомления придётся включить заново');

    const referenced = await referencedFiles(paths);
    const missing = referenced.filter((path) => !existsSync(join(paths.uploadsDir, path)));
    if (missing.length > 0) {
      log(`ВНИМАНИЕ: нет ${missing.length} из ${referenced.length} файлов фото и аватаров, которые называет база (например ${missing[0]}): у этих работ и профилей картинки не откроются`);
    }
    return { target, files: manifest.files, missing: missing.length, referenced: referenced.length };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

function parseHeader(data: Buffer): Header {
  let header: Partial<Header>;
  try {
    header = JSON.parse(data.toString('utf8')) as Partial<Header>;
  } catch {
    throw new BadArchive('описание копии испорчено');
  }
  if (header.format !== FORMAT) throw new BadArchive(`копия формата ${String(header.format)}, а эта версия читает формат ${FORMAT}`);
  if (header.engine !== 'sqlite' && header.engine !== 'postgres') throw new BadArchive('в описании копии неизвестная база');
  if (header.engine === 'postgres' && typeof header.schema !== 'string') throw new BadArchive('в описании копии нет схемы PostgreSQL');
  return header as Header;
}

function parseVapidKeys(data: Buffer): VapidKeys {
  let keys: unknown;
  try {
    keys = JSON.parse(data.toString('utf8'));
  } catch {
    keys = undefined;
  }
  if (!isVapidPair(keys)) throw new BadArchive(`ключи Web Push в копии (${VAPID}) испорчены`);
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

function parseManifest(data: Buffer): Manifest {
  try {
    const manifest = JSON.parse(data.toString('utf8')) as Manifest;
    if (manifest.format !== FORMAT || typeof manifest.entries !== 'object') throw new Error();
    return manifest;
  } catch {
    throw new BadArchive('описание содержимого испорчено');
  }
}

async function putSqlite(paths: DataPaths, from: string, force: boolean): Promise<void> {
  const db = new SQLite(from, { fileMustExist: true });
  try {
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new BadArchive(`база в копии повреждена: ${String(check)}`);
  } finally {
    db.close();
  }
  const file = join(paths.dataDir, SQLITE_FILE);
  if (force) for (const suffix of ['-wal', '-shm', '-journal']) await rm(file + suffix, { force: true });
  // Copied, not moved: the photos' folder (where the file waited) may be another disk than the data folder.
  const moved = join(paths.dataDir, `.${SQLITE_FILE}.restore`);
  try {
    await copyFile(from, moved);
    await chmod(moved, 0o600);
  } catch (error) {
    await rm(moved, { force: true });
    throw error;
  }
  await rename(moved, file);
  await chmod(file, 0o600);
  // An empty file left by a server that started once (sqlite.ts makes it 0600 before opening) is replaced above.
  for (const suffix of ['-wal', '-shm']) await rm(file + suffix, { force: true });
}

async function putPostgres(databaseUrl: string, dump: string, listFile: string, force: boolean): Promise<void> {
  if (force) {
    await withClient(databaseUrl, async (client) => {
      const { schema, tables } = await schemaOf(client);
      if (tables > 0) await emptySchema(client, schema);
    });
  }
  await restoreSchema(databaseUrl, dump, listFile);
}

async function putSecret(paths: DataPaths, secret: string, log: Log): Promise<void> {
  const file = join(paths.dataDir, SECRET);
  if (paths.jwtSecret && paths.jwtSecret !== secret) {
    await writeFile(file, secret + '\n', { mode: 0o600 });
    await chmod(file, 0o600);
    log(`ВНИМАНИЕ: JWT_SECRET сейчас не тот, что был в копии: со старым все войдут заново. Секрет из копии записан в ${file}: поставьте его в JWT_SECRET, чтобы входы сохранились`);
    return;
  }
  if (!paths.jwtSecret) {
    await writeFile(file, secret + '\n', { mode: 0o600 });
    await chmod(file, 0o600);
    // With DATABASE_URL the server reads JWT_SECRET only (config.ts).
    if (paths.databaseUrl) log(`Секрет токенов из копии записан в ${file}: поставьте его в JWT_SECRET всех процессов сервера, чтобы входы сохранились`);
  }
}

/**
 * The copy's Web Push keys into the data folder, where the server reads them when
 * VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are unset (config.ts); the subscriptions in the restored rows
 * are bound to them (docs/decisions/0284-vapid-keys-and-the-push-sender.md).
 */
async function putVapidKeys(paths: DataPaths, keys: VapidKeys, log: Log): Promise<void> {
  const file = join(paths.dataDir, VAPID);
  await writeFile(file, JSON.stringify(keys) + '\n', { mode: 0o600 });
  await chmod(file, 0o600);
  if (paths.vapid && (paths.vapid.publicKey !== keys.publicKey || paths.vapid.privateKey !== keys.privateKey)) {
    log(
      `ВНИМАНИЕ: VAPID_PUBLIC_KEY и VAPID_PRIVATE_KEY сейчас не те, что были в копии: с ними уведомления не дойдут до устройств, пока люди не включат их заново. ` +
        `Ключи из копии записаны в ${file}: поставьте их в VAPID_PUBLIC_KEY и VAPID_PRIVATE_KEY (или уберите обе), чтобы уведомления дошли`,
    );
    return;
  }
  // Several processes with their own data folders get the pair from the environment (config.ts).
  if (!paths.vapid && paths.databaseUrl) {
    log(`Ключи Web Push из копии записаны в ${file}: процессам сервера с другими папками данных поставьте их в VAPID_PUBLIC_KEY и VAPID_PRIVATE_KEY, чтобы уведомления дошли`);
  }
}

/** Every photo, thumbnail and avatar the restored rows name, as paths under the uploads folder. */
async function referencedFiles(paths: DataPaths): Promise<string[]> {
  const db = createDatabase({ dataDir: paths.dataDir, databaseUrl: paths.databaseUrl });
  try {
    const submissions = await db.selectFrom('submissions').select(['photo', 'thumb']).execute();
    const more = await db.selectFrom('submission_photos').select(['photo', 'thumb']).execute();
    const avatars = await db.selectFrom('users').select('photo').where('photo', '<>', '').execute();
    return [
      ...[...submissions, ...more].flatMap((row) => [row.photo, row.thumb]).filter(Boolean).map((name) => `submissions/${name}`),
      ...avatars.map((row) => `profile/${row.photo}`),
    ];
  } finally {
    await db.destroy();
  }
}

export { BadArchive, ToolError };
