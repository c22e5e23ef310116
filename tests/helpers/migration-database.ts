import { Migrator, sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../server/config';
import { createDatabase, engineOf, type DB } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { migrations } from '../../server/db/migrations';
import { TEST_SECRET } from './test-app';
import { createTestDatabase } from './test-database';

export interface MigrationDatabase {
  db: DB;
  /** Up or down to this migration (its file name without the extension). */
  migrateTo(name: string): Promise<void>;
  /** Every migration, as the server does on start. */
  migrateToLatest(): Promise<void>;
  /** Runs a migrator of the test's own while no other test schema is migrated or dropped. */
  migrating<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * A fresh database of the test engine with no migration run, for a migration's own test: fill it
 * at an older migration, migrate, look. Dropped after `use`.
 */
export async function withMigrationDatabase(use: (database: MigrationDatabase) => Promise<void>): Promise<void> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'school-test-'));
  const db = createDatabase(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: TEST_SECRET, ...database.env }));
  try {
    // As migrateToLatest: on PostgreSQL Kysely's bookkeeping is looked for in this schema only.
    const schema = engineOf(db) === 'postgres' ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]!.name : undefined;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema: schema });
    await use({
      db,
      migrateTo: (name) =>
        database.migrating(async () => {
          const { error } = await migrator.migrateTo(name);
          if (error) throw error;
        }),
      migrateToLatest: () => database.migrating(() => migrateToLatest(db)),
      migrating: (work) => database.migrating(work),
    });
  } finally {
    await db.destroy();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
