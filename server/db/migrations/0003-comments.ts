import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { primaryId } from './ids';

// Frozen: never edit a migration that has shipped; add a new one instead.

/** The comment sections, as the check constraints know them (domain/comments.ts). */
const SECTIONS = sql`section in ('ProfileUser', 'lecture', 'Feedback', 'Notes', 'help')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  // Comments on a section item. The text is stored trimmed, as the pupil wrote it; the
  // client shows it as text, never as HTML.
  await db.schema
    .createTable('comments')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('section', 'text', (col) => col.notNull())
    .addColumn('item_id', 'integer', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (col) => col.notNull())
    // sha256 of the text trimmed, whitespace runs collapsed and lower-cased: the duplicate rule.
    .addColumn('text_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    // Hidden by a teacher or admin: gone for pupils, kept (and marked) for staff.
    .addColumn('hidden_at', 'bigint')
    .addColumn('hidden_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addCheckConstraint('comments_section_known', SECTIONS)
    .addCheckConstraint('comments_item_positive', sql`item_id >= 1`)
    // «Такой комментарий уже есть»: the same author, item and text once; two posts racing get one row.
    .addUniqueConstraint('comments_no_duplicates', ['user_id', 'section', 'item_id', 'text_hash'])
    .execute();

  // A section item's list, newest first.
  await db.schema.createIndex('comments_item').on('comments').columns(['section', 'item_id', 'created_at']).execute();

  // A pupil's report of a comment to the teachers: one per pupil and comment.
  await db.schema
    .createTable('comment_reports')
    .addColumn('comment_id', 'integer', (col) => col.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('comment_reports_once', ['comment_id', 'user_id'])
    .execute();
  await db.schema.createIndex('comment_reports_user').on('comment_reports').column('user_id').execute();

  // The vote total of a section item: the cached sum of judgement_votes.
  await db.schema
    .createTable('judgements')
    .addColumn('section', 'text', (col) => col.notNull())
    .addColumn('item_id', 'integer', (col) => col.notNull())
    .addColumn('total', 'integer', (col) => col.notNull().defaultTo(0))
    .addCheckConstraint('judgements_section_known', SECTIONS)
    .addUniqueConstraint('judgements_item', ['section', 'item_id'])
    .execute();

  // One vote per user and item, decided by the unique constraint (docs/decisions/0076-votes-are-final-and-not-on-ones-own-profile.md).
  await db.schema
    .createTable('judgement_votes')
    .addColumn('section', 'text', (col) => col.notNull())
    .addColumn('item_id', 'integer', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('change', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addCheckConstraint('judgement_votes_section_known', SECTIONS)
    .addCheckConstraint('judgement_votes_change', sql`change in (-1, 1)`)
    .addUniqueConstraint('judgement_votes_once', ['section', 'item_id', 'user_id'])
    .execute();
  await db.schema.createIndex('judgement_votes_user').on('judgement_votes').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('judgement_votes').execute();
  await db.schema.dropTable('judgements').execute();
  await db.schema.dropTable('comment_reports').execute();
  await db.schema.dropTable('comments').execute();
}
