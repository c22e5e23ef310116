import { Migrator, sql } from 'kysely';
import { engineOf, type DB } from './database';
import { migrations } from './migrations/index';

/** The schema that unqualified names resolve to (DATABASE_URL may pick one with search_path). */
async function currentSchema(db: DB): Promise<string> {
  const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(db);
  const name = rows[0]?.name;
  if (!name) throw new Error('PostgreSQL: схема не выбрана (проверьте search_path в DATABASE_URL)');
  return name;
}

/** Safe to run from several processes at once: Kysely holds a database lock while migrating. */
export async function migrateToLatest(db: DB): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Kysely looks for its bookkeeping tables in every schema unless told which one: name it, so
    // two schools (or test runs) in two schemas of one database never see each other's history.
    migrationTableSchema: engineOf(db) === 'postgres' ? await currentSchema(db) : undefined,
    // Numbers are reserved ahead for work landing in parallel, so a lower one may land after a
    // higher one has run (0018 after 0020): it runs then, instead of refusing the start.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Миграция ${failed?.migrationName ?? ''} не удалась: ${String(error)}`, { cause: error });
  }
  if (results?.some((r) => r.status === 'Success')) await analyze(db);
}

/** The tables whose statistics the boards, lists and counters' plans depend on. */
const ANALYZED = ['users', 'ledger', 'submissions', 'comments', 'judgement_votes', 'monthly_rating', 'month_totals', 'rating_counts', 'rating_tie_counts', 'month_rating_counts', 'month_tie_counts', 'user_counts', 'comment_counts', 'submission_counts', 'user_words'];

/**
 * Statistics for the planner after the schema or the data changed (a migration filled a table or
 * made an index): each engine's ANALYZE, of this school's tables only (on PostgreSQL, another
 * schema's tables are another school's).
 */
async function analyze(db: DB): Promise<void> {
  if (engineOf(db) === 'postgres') {
    // VACUUM too: an index-only scan (a deep page's ids) skips the table only for pages it marked all-visible.
    await sql`vacuum (analyze) ${sql.join(ANALYZED.map((table) => sql.table(table)))}`.execute(db);
    return;
  }
  await sql`pragma analysis_limit = 1000`.execute(db);
  await sql`analyze`.execute(db);
}
