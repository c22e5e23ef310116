import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { engineOf } from '../database';
import { primaryId } from './ids';

// Frozen: never edit a migration that has shipped; add a new one instead.
//
// Families (docs/decisions/0169-families-consent.md): a pupil's consent state, the
// parent's letters (consent links), parent ↔ child links, the weekly letter's "sent" rows, and the
// `parent` role. A pupil whose consent is pending or withdrawn is off the boards: the rating
// counters count only pupils who may share (consent not_needed or given).

const ROLES_BEFORE = "role in ('pupil', 'teacher', 'admin')";
const ROLES_AFTER = "role in ('pupil', 'teacher', 'admin', 'parent')";
const SHARING = "consent_state in ('not_needed', 'given')";

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = engineOf(db) === 'postgres';

  // Existing accounts were admitted before the rule: not_needed (staff can still record paper).
  await db.schema.alterTable('users').addColumn('birth_year', 'integer').execute();
  await db.schema.alterTable('users').addColumn('consent_state', 'text', (col) => col.notNull().defaultTo('not_needed')).execute();
  await db.schema.alterTable('users').addColumn('consent_way', 'text').execute();
  await db.schema.alterTable('users').addColumn('consent_given_at', 'bigint').execute();
  // The parent's address as the child typed it: where the consent letter goes.
  await db.schema.alterTable('users').addColumn('parent_email', 'text').execute();
  // A parent's weekly letter: on unless they unsubscribed.
  await db.schema.alterTable('users').addColumn('digest_enabled', 'integer', (col) => col.notNull().defaultTo(1)).execute();

  if (postgres) {
    await sql`alter table users drop constraint users_role_known`.execute(db);
    await sql`alter table users add constraint users_role_known check (${sql.raw(ROLES_AFTER)})`.execute(db);
  } else {
    await rebuildSqliteUsers(db);
  }
  // Only the few pupils who wait for a parent: counted by the dashboard and taken off the boards
  // without reading the rest. Queries must spell the condition as literals (WAITING_FOR_CONSENT):
  // SQLite uses a partial index only when it can see the query's terms match its own.
  await sql`create index users_waiting on users (role, deleted_at) where consent_state in ('pending', 'withdrawn')`.execute(db);

  await db.schema
    .createTable('consent_tokens')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('child_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('parent_email', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('consent_tokens_child').on('consent_tokens').columns(['child_id', 'created_at']).execute();

  await db.schema
    .createTable('family_links')
    .addColumn('parent_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('child_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('family_links_pair', ['parent_id', 'child_id'])
    .execute();
  await db.schema.createIndex('family_links_child').on('family_links').column('child_id').execute();

  // The weekly letter: a row claimed before sending, so each parent gets one a week whatever the processes.
  await db.schema
    .createTable('digest_weeks')
    .addColumn('parent_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('week', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('digest_weeks_key', ['parent_id', 'week'])
    .execute();

  await sql`insert into user_counts (role, live, total) values ('parent', 0, 0)`.execute(db);
  await (postgres ? postgresRatingCounts(db) : sqliteRatingCounts(db));
}

/**
 * SQLite cannot change a CHECK constraint in place: the users table is made anew with the wider
 * role list (SQLite's own 12-step procedure), and its indexes and triggers are made again.
 * SQLite migrations run outside a transaction, so foreign keys can be switched off around it.
 */
async function rebuildSqliteUsers(db: Kysely<unknown>): Promise<void> {
  const { rows: tables } = await sql<{ sql: string }>`select sql from sqlite_schema where type = 'table' and name = 'users'`.execute(db);
  const { rows: dependents } = await sql<{ sql: string; name: string }>`select sql, name from sqlite_schema
    where tbl_name = 'users' and type in ('index', 'trigger') and sql is not null`.execute(db);
  const created = tables[0]!.sql;
  if (!created.includes(ROLES_BEFORE)) throw new Error('users: the role check is not as 0001 made it');
  const rebuilt = created.replace(ROLES_BEFORE, ROLES_AFTER).replace(/^CREATE TABLE\s+("users"|users)/i, 'CREATE TABLE "users_rebuilt"');

  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin immediate`.execute(db);
    try {
      await sql.raw(rebuilt).execute(db);
      await sql`insert into users_rebuilt select * from users`.execute(db);
      await sql`drop table users`.execute(db);
      await sql`alter table users_rebuilt rename to users`.execute(db);
      for (const dependent of dependents) {
        // The rating counters' triggers are made anew below (they learn about consent).
        if (dependent.name.startsWith('users_rating_counted_')) continue;
        await sql.raw(dependent.sql).execute(db);
      }
      const { rows: broken } = await sql`pragma foreign_key_check`.execute(db);
      if (broken.length > 0) throw new Error('users: foreign keys broken by the rebuild');
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

async function sqliteRatingCounts(db: Kysely<unknown>): Promise<void> {
  const counted = (row: string) => sql.raw(`${row}.role = 'pupil' and ${row}.deleted_at is null and ${row}.${SHARING}`);
  for (const trigger of ['users_rating_counted_insert', 'users_rating_counted_update', 'users_rating_counted_delete']) {
    await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
  }
  const statements = [
    sql`create trigger users_rating_counted_insert after insert on users begin
      insert into rating_counts (rating, n) select new.rating, 1 where ${counted('new')}
      on conflict (rating) do update set n = n + 1; end`,
    sql`create trigger users_rating_counted_update after update of rating, role, deleted_at, consent_state on users begin
      update rating_counts set n = n - 1 where rating = old.rating and ${counted('old')};
      insert into rating_counts (rating, n) select new.rating, 1 where ${counted('new')}
      on conflict (rating) do update set n = n + 1; end`,
    sql`create trigger users_rating_counted_delete after delete on users begin
      update rating_counts set n = n - 1 where rating = old.rating and ${counted('old')}; end`,
  ];
  for (const statement of statements) await statement.execute(db);
}

async function postgresRatingCounts(db: Kysely<unknown>): Promise<void> {
  const counted = (row: string) => sql.raw(`${row}.role = 'pupil' and ${row}.deleted_at is null and ${row}.${SHARING}`);
  await sql`drop trigger users_rating_counted on users`.execute(db);
  await sql`create or replace function rating_counts_follow() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' and ${counted('old')} then
          update rating_counts set n = n - 1 where rating = old.rating;
        end if;
        if tg_op <> 'DELETE' and ${counted('new')} then
          insert into rating_counts (rating, n) values (new.rating, 1) on conflict (rating) do update set n = rating_counts.n + 1;
        end if;
        return null;
      end $$`.execute(db);
  await sql`create trigger users_rating_counted after insert or delete or update of rating, role, deleted_at, consent_state on users
      for each row execute function rating_counts_follow()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('digest_weeks').execute();
  await db.schema.dropTable('family_links').execute();
  await db.schema.dropTable('consent_tokens').execute();
  await sql`delete from user_counts where role = 'parent'`.execute(db);
  await db.schema.dropIndex('users_waiting').execute();
  // The columns and the wider role check stay: dropping them would need the rebuild again, and
  // they are harmless to the code before this migration.
}
