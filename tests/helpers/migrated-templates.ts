import pg from 'pg';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProvidedContext } from 'vitest';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../server/config';
import { createDatabase, SQLITE_FILE } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Databases migrated once per run, copied for each test app instead of migrating it again
     * (tests/helpers/test-database.ts): a SQLite file, and on PostgreSQL a template database
     * whose copies are named `<prefix>_…`.
     */
    migratedTemplates: { sqliteFile: string; postgres?: { template: string; prefix: string } };
  }
}

export const TEMPLATE_SECRET = 'template-secret-that-is-long-enough-0123456789';

export async function adminQuery(url: string, query: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(query);
  } finally {
    await client.end();
  }
}

/** The same server, another database. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

type Templates = { value: ProvidedContext['migratedTemplates']; teardown: () => Promise<void> };

/** One set per run, whichever project's global setup asks first. */
const shared = globalThis as typeof globalThis & { schoolMigratedTemplates?: Promise<Templates> };

async function makeTemplates(): Promise<Templates> {
  const dir = mkdtempSync(join(tmpdir(), 'school-template-'));
  const sqlite = createDatabase(loadConfig({ DATA_DIR: dir, JWT_SECRET: TEMPLATE_SECRET }));
  await migrateToLatest(sqlite);
  // Closing the last connection folds the WAL into the file, so the file alone is the database.
  await sqlite.destroy();
  const value: ProvidedContext['migratedTemplates'] = { sqliteFile: join(dir, SQLITE_FILE) };

  const server = process.env.TEST_DATABASE_URL;
  let dropAll = async () => {};
  if (server) {
    const prefix = `t${process.pid}_${Date.now().toString(36)}`;
    const template = `${prefix}_template`;
    await adminQuery(server, `create database ${template}`);
    const db = createDatabase({ dataDir: dir, databaseUrl: databaseUrl(server, template) });
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
    value.postgres = { template, prefix };
    // Copies a test app did not drop (its worker ended first), then the template.
    dropAll = async () => {
      const { rows } = await adminQuery(server, `select datname from pg_database where datname like '${prefix}\\_%' order by datname = '${template}'`);
      for (const { datname } of rows as { datname: string }[]) await adminQuery(server, `drop database if exists ${datname} with (force)`).catch(() => {});
    };
  }
  return {
    value,
    teardown: async () => {
      await dropAll();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Global setup: makes the templates once per run and gives them to the project's test files. */
export async function provideMigratedTemplates(project: TestProject): Promise<() => Promise<void>> {
  const first = shared.schoolMigratedTemplates === undefined;
  shared.schoolMigratedTemplates ??= makeTemplates();
  const templates = await shared.schoolMigratedTemplates;
  project.provide('migratedTemplates', templates.value);
  return first ? templates.teardown : async () => {};
}
