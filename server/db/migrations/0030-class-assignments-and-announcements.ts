import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { primaryId } from './ids';

// Frozen: never edit a migration that has shipped; add a new one instead.
// A class's assignments («проект №4 к 12 декабря», or a lesson) and its teacher's announcements
// (docs/decisions/0281-assignments-and-what-late-and-missing-mean.md,
// docs/decisions/0282-announcements-to-a-class.md).

export async function up(db: Kysely<unknown>): Promise<void> {
  // Exactly one of project and lesson; one assignment per class and project (and per class and
  // lesson): setting it again moves its date. Classes are closed, never deleted.
  await db.schema
    .createTable('class_assignments')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('class_id', 'integer', (col) => col.notNull().references('classes.id').onDelete('cascade'))
    .addColumn('project_id', 'integer')
    .addColumn('lesson_id', 'integer')
    // 'YYYY-MM-DD': the day it is due, whole (it ends at midnight Moscow time).
    .addColumn('due', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addCheckConstraint('class_assignments_one_thing', sql`(project_id is null) <> (lesson_id is null)`)
    .execute();
  await db.schema.createIndex('class_assignments_project').on('class_assignments').columns(['class_id', 'project_id']).unique().execute();
  await db.schema.createIndex('class_assignments_lesson').on('class_assignments').columns(['class_id', 'lesson_id']).unique().execute();

  await db.schema
    .createTable('class_announcements')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('class_id', 'integer', (col) => col.notNull().references('classes.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('text', 'text', (col) => col.notNull())
    // 'YYYY-MM-DD' the announcement is about (a trip on Friday), or null.
    .addColumn('day', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('class_announcements_class').on('class_announcements').columns(['class_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('class_announcements').execute();
  await db.schema.dropTable('class_assignments').execute();
}
