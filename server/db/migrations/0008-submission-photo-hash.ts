import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // The sha256 of a submission's photo as the pupil sent it, so a repeated Idempotency-Key is
  // known to carry the same photo (docs/decisions/0103-an-idempotency-key-belongs-to-one-project-and-photo.md).
  // Rows from before have none: their key is compared by project only.
  await db.schema.alterTable('submissions').addColumn('photo_sha256', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('submissions').dropColumn('photo_sha256').execute();
}
