import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.
//
// A task's solution may carry one photo (a solution or a diagram drawn on paper), kept as a
// project photo is: stored names of the picture and its thumbnail in the photos' folder, its size
// and bytes (docs/decisions/0214-a-photo-with-a-tasks-solution.md). Null without a photo.

const COLUMNS = [
  ['photo', 'text'],
  ['photo_thumb', 'text'],
  ['photo_width', 'integer'],
  ['photo_height', 'integer'],
  ['photo_bytes', 'integer'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, type] of COLUMNS) await db.schema.alterTable('task_solutions').addColumn(name, type).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of COLUMNS) await db.schema.alterTable('task_solutions').dropColumn(name).execute();
}
