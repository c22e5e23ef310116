import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { SQLITE_FILE } from '../../server/db/database';
import { adminQuery, databaseUrl } from './migrated-templates';
import type { Engine } from '../../server/db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by the server-pg project (vitest.config.ts); every other project runs on SQLite. */
    dbEngine: Engine;
  }
}

/** The engine of the vitest project running this file. */
export function testEngine(): Engine {
  return inject('dbEngine') ?? 'sqlite';
}

export interface TestDatabase {
  /** Environment for loadConfig or a child process: DATABASE_URL on PostgreSQL, nothing on SQLite. */
  env: { DATABASE_URL?: string };
  /** Runs the migrations (`work`) while no other test schema is being migrated or dropped. */
  migrating<T>(work: () => Promise<T>): Promise<T>;
  drop(): Promise<void>;
}

/**
 * An advisory lock of the test database: exclusive while a test app migrates or a schema is
 * dropped, shared while a process that migrates by itself runs. Kysely's migrator first looks at
 * the tables of every schema (pg_get_serial_sequence on each column), which fails with «relation
 * … does not exist» when another test file drops its schema, or another migration changes its
 * tables, at that moment; with test files on two workers both happened.
 */
const SCHEMA_DROP_LOCK = 7_310_419;

function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('Проект server-pg запущен без TEST_DATABASE_URL');
  return url;
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty PostgreSQL schema and a DATABASE_URL whose every connection works in it
 * (`options=-c search_path=...`), so test files run side by side in one database.
 */
export async function createPostgresSchema(): Promise<TestDatabase & { env: { DATABASE_URL: string } }> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`create schema ${schema}`));
  const url = new URL(serverUrl());
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    env: { DATABASE_URL: url.toString() },
    // The session's advisory lock goes with the admin connection when it ends.
    migrating: (work) =>
      admin(async (client) => {
        await client.query('select pg_advisory_lock($1)', [SCHEMA_DROP_LOCK]);
        return work();
      }),
    drop: () =>
      admin(async (client) => {
        await client.query('select pg_advisory_lock($1)', [SCHEMA_DROP_LOCK]);
        await client.query(`drop schema if exists ${schema} cascade`);
      }),
  };
}

/**
 * Runs `work` (a process that migrates, such as a command) while no test schema is dropped: on
 * PostgreSQL under the same shared advisory lock as a test app's migrations; on SQLite as it is.
 */
export function whileSchemasStay<T>(work: () => Promise<T>, engine: Engine = testEngine()): Promise<T> {
  if (engine !== 'postgres') return work();
  return admin(async (client) => {
    await client.query('select pg_advisory_lock_shared($1)', [SCHEMA_DROP_LOCK]);
    return work();
  });
}

/** Where a test's server keeps its data: its own schema on PostgreSQL, the data folder on SQLite. */
export async function createTestDatabase(engine: Engine = testEngine()): Promise<TestDatabase> {
  return engine === 'postgres' ? createPostgresSchema() : { env: {}, migrating: (work) => work(), drop: async () => {} };
}

export interface MigratedTestDatabase {
  /** Environment for loadConfig: DATABASE_URL on PostgreSQL, nothing on SQLite. */
  env: { DATABASE_URL?: string };
  /** Set when no template was made for this run: the caller migrates through it, as the server does on start. */
  migrating?: TestDatabase['migrating'];
  drop(): Promise<void>;
}

/**
 * A database already at the latest migration, for a test app in the data folder `dataDir`: a copy
 * of the run's migrated template (tests/helpers/migrated-templates.ts) — the SQLite file copied into
 * the folder, or on PostgreSQL a database of its own made from the template database. Migrating
 * every test app took longer than most of their tests.
 */
export async function createMigratedTestDatabase(dataDir: string, engine: Engine = testEngine()): Promise<MigratedTestDatabase> {
  const templates = inject('migratedTemplates');
  if (!templates) {
    const database = await createTestDatabase(engine);
    return database;
  }
  if (engine === 'sqlite') {
    copyFileSync(templates.sqliteFile, join(dataDir, SQLITE_FILE));
    return { env: {}, drop: async () => {} };
  }
  if (!templates.postgres) throw new Error('Проект server-pg запущен без шаблона PostgreSQL (TEST_DATABASE_URL в глобальной подготовке)');
  const name = `${templates.postgres.prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl(), `create database ${name} template ${templates.postgres.template}`);
  // A test's commit need not wait for the disk (1.3 ms each here): no test crashes PostgreSQL.
  await adminQuery(serverUrl(), `alter database ${name} set synchronous_commit = off`);
  return {
    env: { DATABASE_URL: databaseUrl(serverUrl(), name) },
    // Not waited for: dropping a database takes longer than the test file gains by it; the run's
    // global teardown drops whatever is left.
    drop: async () => {
      void adminQuery(serverUrl(), `drop database if exists ${name} with (force)`).catch(() => {});
    },
  };
}
