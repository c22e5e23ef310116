import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

// Build progress merges tick by tick (docs/decisions/0187-build-progress-merges-per-tick.md): each
// part and step keeps the Unix-ms time it was last ticked or unticked on a device, as a JSON array
// aligned with the guide's list (0: never changed). A row written before gets its `updated_at` for
// every tick it lists, as the record it was.

const PAGE = 500;

interface Row {
  user_id: number;
  project_id: number;
  parts: string;
  steps: string;
  updated_at: number | string;
}

/** The ticks of the list at `updatedAt`, every other index 0. */
function timesOf(text: string, updatedAt: number): string {
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    list = [];
  }
  const ticked = Array.isArray(list) ? list.filter((n): n is number => Number.isInteger(n) && n >= 0 && n < 200) : [];
  const times: number[] = ticked.length ? new Array<number>(Math.max(...ticked) + 1).fill(0) : [];
  for (const index of ticked) times[index] = updatedAt;
  return JSON.stringify(times);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('build_progress').addColumn('part_times', 'text', (col) => col.notNull().defaultTo('[]')).execute();
  await db.schema.alterTable('build_progress').addColumn('step_times', 'text', (col) => col.notNull().defaultTo('[]')).execute();
  let after: [number, number] = [0, 0];
  for (;;) {
    const { rows } = await sql<Row>`select user_id, project_id, parts, steps, updated_at from build_progress
      where user_id > ${after[0]} or (user_id = ${after[0]} and project_id > ${after[1]})
      order by user_id, project_id limit ${PAGE}`.execute(db);
    for (const row of rows) {
      const updatedAt = Number(row.updated_at);
      await sql`update build_progress set part_times = ${timesOf(row.parts, updatedAt)}, step_times = ${timesOf(row.steps, updatedAt)}
        where user_id = ${row.user_id} and project_id = ${row.project_id}`.execute(db);
    }
    const last = rows[rows.length - 1];
    if (!last || rows.length < PAGE) break;
    after = [last.user_id, last.project_id];
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('build_progress').dropColumn('step_times').execute();
  await db.schema.alterTable('build_progress').dropColumn('part_times').execute();
}
