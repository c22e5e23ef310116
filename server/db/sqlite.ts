import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type SqliteDatabase,
  type SqliteDialectConfig,
} from 'kysely';
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

const STATISTICS_REFRESH_MS = 60 * 60 * 1000;

/** How long a writer waits for another process's write before SQLITE_BUSY. */
export const BUSY_TIMEOUT_MS = 5000;

/** How many prepared statements are kept: every query the code can build, with room to spare. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every query anew (15 % of a request's CPU). The same SQL text is
 * the same statement: keep the prepared ones, least recently used out first. Safe to share:
 * better-sqlite3 runs a statement synchronously, and Kysely holds the one connection for the
 * whole of a streamed query.
 */
export function withStatementCache(
  database: SQLite.Database,
  size = STATEMENT_CACHE_SIZE,
  onWrite: () => void = () => {},
): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) {
        // Most recently used goes last; the first key is the one to drop.
        statements.delete(sql);
      } else {
        statement = database.prepare(sql);
        if (statements.size >= size) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      // Kysely runs a statement right after preparing it: this is the moment of the write.
      // (`readonly`, not `reader`: an UPDATE ... RETURNING is a reader, and it writes.)
      if (!statement.readonly) onWrite();
      return statement;
    },
  };
}

/** `onWrite` is told of every statement that is not a read, as it runs (the user cache listens). */
export function sqliteDialect(dataDir: string, onWrite?: () => void): SqliteDialect {
  const file = join(dataDir, SQLITE_FILE);
  // Made empty (a valid SQLite file) with 0600 before SQLite opens it: SQLite gives its -wal and
  // -shm files the database file's permissions, so all three are the school's user's only.
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  const sqlite = new SQLite(file);
  // WAL lets readers run while a write commits; the busy timeout makes a second writer wait
  // instead of failing at once.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  sqlite.pragma('foreign_keys = ON');
  // A deleted row's bytes are zeroed, not left in the page's free space: a deleted child's name,
  // e-mail and messages do not stay in the file (with the checkpoint of server/db/storage.ts).
  sqlite.pragma('secure_delete = ON');
  // The planner needs statistics: without them it picked scans of the largest tables (a month's
  // battle walked every accepted work). optimize analyzes what lacks or outgrew its statistics,
  // each table sampled (analysis_limit), so opening a large school stays quick.
  sqlite.pragma('analysis_limit = 1000');
  sqlite.pragma('optimize = 0x10002');
  // A school grows while its server runs, and statistics from when it was small made SQLite pick
  // scans: again every hour (optimize re-analyzes only the tables that outgrew their statistics).
  const refresh = setInterval(() => sqlite.pragma('optimize'), STATISTICS_REFRESH_MS).unref();
  const database = withStatementCache(sqlite, STATEMENT_CACHE_SIZE, onWrite);
  return new ImmediateSqliteDialect({
    database: {
      prepare: (sql) => database.prepare(sql),
      close: () => {
        clearInterval(refresh);
        database.close();
      },
    },
  });
}
