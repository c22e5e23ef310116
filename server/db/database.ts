import { Kysely, PostgresAdapter } from 'kysely';
import type { DatabaseConfig } from '../config';
import { postgresDialect } from './postgres';
import type { Database } from './schema';
import { sqliteDialect } from './sqlite';
import { attachUserCache, UserCache } from './user-cache';

export type DB = Kysely<Database>;
export type Engine = 'sqlite' | 'postgres';

export { SQLITE_FILE } from './sqlite';

/** Embedded SQLite in the data folder, or PostgreSQL when DATABASE_URL is set. Nothing else differs. */
export function createDatabase(config: DatabaseConfig): DB {
  if (config.databaseUrl) return new Kysely<Database>({ dialect: postgresDialect(config.databaseUrl) });
  const users = new UserCache();
  const db = new Kysely<Database>({ dialect: sqliteDialect(config.dataDir, () => users.invalidate()) });
  attachUserCache(db, users);
  return db;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations hold a Kysely<unknown>
export function engineOf(db: Kysely<any>): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
