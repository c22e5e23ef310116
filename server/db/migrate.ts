import { Migrator } from 'kysely';
import type { DB } from './database';
import { migrations } from './migrations/index';

export async function migrateToLatest(db: DB): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Миграция ${failed?.migrationName ?? ''} не удалась: ${String(error)}`);
  }
}
