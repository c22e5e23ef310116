import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
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
  drop(): Promise<void>;
}

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
    drop: () => admin((client) => client.query(`drop schema if exists ${schema} cascade`)).then(() => undefined),
  };
}

/** Where a test's server keeps its data: its own schema on PostgreSQL, the data folder on SQLite. */
export async function createTestDatabase(engine: Engine = testEngine()): Promise<TestDatabase> {
  return engine === 'postgres' ? createPostgresSchema() : { env: {}, drop: async () => {} };
}
