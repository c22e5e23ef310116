import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { primaryId } from './ids';

// Frozen: never edit a migration that has shipped; add a new one instead.
//
// Letters go through a table of their own (docs/decisions/0200-letters-wait-in-an-outbox.md):
// written in the same transaction as what caused them, sent in the background, retried with a
// growing wait for a day. `letter` holds the rendered letter (JSON) only while it waits: it is
// blanked once sent or given up, as a reset letter's link is a password. The row itself stays a
// week, so the child's daily consent letters are counted by what was really sent.

const STATES = "status in ('waiting', 'sent', 'failed', 'cancelled')";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('kind', 'text', (col) => col.notNull())
    // Whose letter it is (the child for a consent letter): what a daily limit counts by.
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('letter', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('waiting'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('next_at', 'bigint', (col) => col.notNull())
    .addColumn('give_up_at', 'bigint', (col) => col.notNull())
    // A process sending the letter: its random claim and until when it holds it.
    .addColumn('claim', 'text')
    .addColumn('claimed_until', 'bigint')
    .addColumn('sent_at', 'bigint')
    .addColumn('failed_at', 'bigint')
    .addColumn('last_error', 'text')
    .addCheckConstraint('outbox_status_known', sql.raw(STATES))
    .execute();
  await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_at']).execute();
  await db.schema.createIndex('outbox_user').on('outbox').columns(['user_id', 'kind', 'sent_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbox').execute();
}
