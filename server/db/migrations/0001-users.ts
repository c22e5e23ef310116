import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { primaryId } from './ids';

// Frozen: never edit a migration that has shipped; add a new one instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('photo', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('level', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('city', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('country', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('lang', 'text', (col) => col.notNull().defaultTo('ru'))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('basic_course', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('diamonds', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('rating', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('pupil'))
    .addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('journal_linked', 'integer', (col) => col.notNull().defaultTo(0))
    // bigint: Unix seconds outgrow a 32-bit integer in 2038.
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addCheckConstraint('users_level_range', sql`level between 0 and 5`)
    .addCheckConstraint('users_diamonds_not_negative', sql`diamonds >= 0`)
    .addCheckConstraint('users_role_known', sql`role in ('pupil', 'teacher', 'admin')`)
    .execute();

  await db.schema
    .createTable('meta')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('meta').execute();
  await db.schema.dropTable('users').execute();
}
