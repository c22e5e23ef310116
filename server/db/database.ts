import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { join } from 'node:path';
import type { Config } from '../config';
import type { Database } from './schema';

export type DB = Kysely<Database>;

export const SQLITE_FILE = 'school.sqlite';

export function createDatabase(config: Pick<Config, 'dataDir' | 'databaseUrl'>): DB {
  if (config.databaseUrl) {
    throw new Error('DATABASE_URL (PostgreSQL) пока не поддерживается: запустите без него, на встроенной SQLite');
  }
  const sqlite = new SQLite(join(config.dataDir, SQLITE_FILE));
  // WAL lets readers run while a write commits; the busy timeout makes a second writer wait
  // instead of failing at once.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
