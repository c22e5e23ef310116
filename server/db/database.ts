import { Kysely, PostgresAdapter } from 'kysely';
import type { DatabaseConfig } from '../config';
import { postgresDialect } from './postgres';
import type { Database } from './schema';
import { sqliteDialect } from './sqlite';

export type DB = Kysely<Database>;
export type Engine = 'sqlite' | 'postgres';

export { SQLITE_FILE } from './sqlite';

/** Embedded SQLite in the data folder, or PostgreSQL when DATABASE_URL is set. Nothing else differs. */
export function createDatabase(config: DatabaseConfig): DB {
  const dialect = config.databaseUrl ? postgresDialect(config.databaseUrl) : sqliteDialect(config.dataDir);
  return new Kysely<Database>({ dialect });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations hold a Kysely<unknown>
export function engineOf(db: Kysely<any>): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
