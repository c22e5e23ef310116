import SQLite from 'better-sqlite3';
import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type SqliteDialectConfig } from 'kysely';
import { closeSync, existsSync, openSync } from 'node:fs';
import { join } from 'node:path';

export const SQLITE_FILE = 'school.sqlite';

/**
 * Every transaction starts with BEGIN IMMEDIATE: it takes the write lock at once (waiting up to the
 * busy timeout), so two writers never both read and then fail to upgrade with SQLITE_BUSY.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver() {
    return new ImmediateSqliteDriver(this.#config);
  }
}

export function sqliteDialect(dataDir: string): SqliteDialect {
  const file = join(dataDir, SQLITE_FILE);
  // Made empty (a valid SQLite file) with 0600 before SQLite opens it: SQLite gives its -wal and
  // -shm files the database file's permissions, so all three are the school's user's only.
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  const sqlite = new SQLite(file);
  // WAL lets readers run while a write commits; the busy timeout makes a second writer wait
  // instead of failing at once.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  return new ImmediateSqliteDialect({ database: sqlite });
}
