import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.
// A pupil's own circuits of the lab, one per slot 1..10 (docs/product.md, «Лаборатория»;
// docs/decisions/0241-a-circuits-later-edit-wins.md). The document is the checked JSON text
// (domain/circuit/validate.ts, at most 20 KB); the title is beside it for the list;
// updated_at is the device's time of the edit kept (Unix ms), which the later edit beats.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lab_circuits')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('slot', 'integer', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('document', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('lab_circuits_pk', ['user_id', 'slot'])
    .addCheckConstraint('lab_circuits_slot', sql`slot between 1 and 10`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lab_circuits').execute();
}
