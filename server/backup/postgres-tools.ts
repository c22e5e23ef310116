import { execFile, spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type Pg from 'pg';

// PostgreSQL's side of a backup: pg_dump and pg_restore of the school's schema (Debian's
// postgresql-client), and a few questions to the database through pg. The password never goes on
// a command line (other users of the machine see those in `ps`): pg_dump gets it as PGPASSWORD.

const load = () => createRequire(import.meta.url)('pg') as typeof Pg;

export class ToolError extends Error {}

/** The URL without its password, and the password apart. */
function splitPassword(databaseUrl: string): { url: string; password: string | undefined } {
  let parsed: URL;
  try {
    parsed = new URL(databaseUrl);
  } catch {
    // A key=value connection string: libpq reads it as it is.
    return { url: databaseUrl, password: undefined };
  }
  const password = parsed.password ? decodeURIComponent(parsed.password) : undefined;
  parsed.password = '';
  // A space in the query written as «+» (URLSearchParams does, `options=-c+search_path=…`): node's
  // pg reads it as a space, libpq does not. %20 both read; a real «+» is %2B already.
  parsed.search = parsed.search.replace(/\+/g, '%20');
  return { url: parsed.toString(), password };
}

/** How the database is named in messages: host, port and name, never the password. */
export function describeDatabase(databaseUrl: string, schema: string): string {
  try {
    const url = new URL(databaseUrl);
    const name = decodeURIComponent(url.pathname.replace(/^\//, '')) || url.username || 'postgres';
    return `PostgreSQL: база «${name}» на ${url.hostname || 'localhost'}:${url.port || '5432'}, схема «${schema}»`;
  } catch {
    return `PostgreSQL (DATABASE_URL), схема «${schema}»`;
  }
}

/** A connected client, or a ToolError in Russian saying why not. */
async function connect(databaseUrl: string): Promise<Pg.Client> {
  const pg = load();
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    throw new ToolError(`не удалось подключиться к PostgreSQL (DATABASE_URL): ${(error as Error).message}`);
  }
  return client;
}

export async function withClient<T>(databaseUrl: string, use: (client: Pg.Client) => Promise<T>): Promise<T> {
  const client = await connect(databaseUrl);
  try {
    return await use(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** The schema unqualified names go to, and how many tables it holds. */
export async function schemaOf(client: Pg.Client): Promise<{ schema: string; tables: number }> {
  const { rows } = await client.query<{ schema: string | null }>('select current_schema() as schema');
  const schema = rows[0]?.schema;
  if (!schema) throw new ToolError('в DATABASE_URL не выбрана существующая схема (search_path): создайте её или исправьте адрес');
  const counted = await client.query<{ n: string }>(
    "select count(*) as n from information_schema.tables where table_schema = $1 and table_type = 'BASE TABLE'",
    [schema],
  );
  return { schema, tables: Number(counted.rows[0]!.n) };
}

function run(command: string, args: string[], databaseUrl: string): Promise<void> {
  const { password } = splitPassword(databaseUrl);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...(password === undefined ? {} : { PGPASSWORD: password }) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString('utf8')).slice(-4000);
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new ToolError(
          error.code === 'ENOENT'
            ? `нет программы ${command}: установите клиент PostgreSQL (apt-get install postgresql-client) той же версии, что сервер, или новее`
            : `${command} не запустился: ${error.message}`,
        ),
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new ToolError(`${command} завершился с ошибкой (код ${code}): ${errors.trim()}`));
    });
  });
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * pg_dump of one schema in its custom format (compressed, read by pg_restore): one transaction,
 * so one moment of the school however long it takes, while pupils go on writing.
 */
export function dumpSchema(databaseUrl: string, schema: string, file: string, snapshot: string): Promise<void> {
  const { url } = splitPassword(databaseUrl);
  return run(
    'pg_dump',
    ['--format=custom', `--schema=${quoted(schema)}`, '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${url}`],
    databaseUrl,
  );
}

export interface HeldSnapshot {
  /** For pg_dump --snapshot: the dump sees exactly this moment. */
  id: string;
  /** A query at the same moment. */
  query<T extends Pg.QueryResultRow>(text: string): Promise<T[]>;
  release(): Promise<void>;
}

/**
 * One moment of the database, taken at once and held: pg_dump dumps it, and the backup asks it
 * which files its rows name.
 */
export async function holdSnapshot(databaseUrl: string): Promise<HeldSnapshot> {
  const client = await connect(databaseUrl);
  await client.query('begin isolation level repeatable read read only');
  const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
  return {
    id: rows[0]!.id,
    query: async (text) => (await client.query(text)).rows,
    release: async () => {
      await client.query('commit').catch(() => {});
      await client.end().catch(() => {});
    },
  };
}

/** pg_restore's table of contents, without the schema's own entry: the target schema exists already. */
async function listWithoutSchema(file: string, listFile: string): Promise<void> {
  const list = await new Promise<string>((resolve, reject) =>
    execFile('pg_restore', ['--list', file], { maxBuffer: 64 << 20 }, (error, stdout) =>
      error ? reject(new ToolError(`pg_restore --list: ${error.message}`)) : resolve(stdout),
    ),
  );
  // «7; 2615 27328 SCHEMA - name owner» and «3399; 0 0 COMMENT - SCHEMA name owner».
  const kept = list.split('\n').filter((line) => !/^\d+; \d+ \d+ (SCHEMA - |COMMENT - SCHEMA )/.test(line));
  await writeFile(listFile, kept.join('\n'), { mode: 0o600 });
}

/** Loads a dump into the schema of DATABASE_URL (empty), all or nothing. */
export async function restoreSchema(databaseUrl: string, file: string, listFile: string): Promise<void> {
  await listWithoutSchema(file, listFile);
  const { url } = splitPassword(databaseUrl);
  await run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--use-list=${listFile}`, `--dbname=${url}`, file],
    databaseUrl,
  );
}

/**
 * Empties the schema for `--force`: every table, view, sequence and function in it goes, the schema
 * itself stays (in PostgreSQL before 15 `public` belongs to postgres, not to the school's user).
 */
export async function emptySchema(client: Pg.Client, schema: string): Promise<void> {
  await client.query('begin');
  try {
    const relations = await client.query<{ name: string; kind: string }>(
      `select c.relname as name, c.relkind as kind from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')`,
      [schema],
    );
    const KIND: Record<string, string> = { r: 'table', p: 'table', f: 'foreign table', v: 'view', m: 'materialized view', S: 'sequence' };
    const order = Object.keys(KIND);
    // Tables first: the sequences they own go with them.
    const sorted = relations.rows.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
    for (const { name, kind } of sorted) {
      await client.query(`drop ${KIND[kind]!} if exists ${quoted(schema)}.${quoted(name)} cascade`);
    }
    const functions = await client.query<{ signature: string }>(
      `select p.oid::regprocedure::text as signature from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = $1`,
      [schema],
    );
    for (const { signature } of functions.rows) await client.query(`drop routine if exists ${signature} cascade`);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}
