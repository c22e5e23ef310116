import { sql } from 'kysely';
import { engineOf, type DB } from './database';
import { BUSY_TIMEOUT_MS } from './sqlite';

// What a deletion leaves in the database's files (docs/decisions/0228-a-deleted-child-leaves-nothing.md).
// SQLite runs with secure_delete (server/db/sqlite.ts): a deleted or rewritten row's bytes are
// zeroed in its page. The WAL still holds the pages as they were before, until a checkpoint copies
// the new ones home and the WAL is cut to nothing. PostgreSQL's dead rows stay in their pages until
// (auto)vacuum reuses them: README says so.

/**
 * After a deletion: on SQLite, a checkpoint that empties the WAL. It never waits: another process
 * reading an older snapshot makes it stop at once (better-sqlite3 would block this whole process
 * while it waited); then the next deletion's checkpoint, or the one SQLite runs by itself, finishes it.
 */
export async function eraseFreedBytes(db: DB): Promise<void> {
  if (engineOf(db) !== 'sqlite') return;
  await db.connection().execute(async (connection) => {
    await sql.raw('pragma busy_timeout = 0').execute(connection);
    try {
      await sql.raw('pragma wal_checkpoint(TRUNCATE)').execute(connection);
    } finally {
      await sql.raw(`pragma busy_timeout = ${BUSY_TIMEOUT_MS}`).execute(connection);
    }
  });
}
