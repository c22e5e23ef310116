import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { engineOf } from '../database';

// Frozen: never edit a migration that has shipped; add a new one instead.

// The staff's list is paged newest first by a page number; OFFSET walked every skipped account, so
// a middle page of a big school read half the users index. `user_list_days` counts live accounts
// per role and UTC day of sign-up, kept by triggers on both engines: a deep page finds its day from
// these counts and walks only that day's accounts
// (docs/decisions/0182-deep-pages-of-the-staff-list-seek-by-day.md).

const DAY = 86_400;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = engineOf(db) === 'postgres';
  await db.schema
    .createTable('user_list_days')
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('day', 'integer', (col) => col.notNull())
    .addColumn('n', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('user_list_days_key', ['role', 'day'])
    .execute();
  // created_at / 86400: integer division on both engines (created_at is an integer column).
  await sql`insert into user_list_days (role, day, n)
    select role, created_at / ${sql.lit(DAY)}, count(*) from users where deleted_at is null group by role, created_at / ${sql.lit(DAY)}`.execute(db);

  const day = (row: 'old' | 'new') => sql.raw(`${row}.created_at / ${DAY}`);
  const statements = postgres
    ? [
        sql`create function user_list_days_follow() returns trigger language plpgsql as $$
          begin
            if tg_op <> 'INSERT' and old.deleted_at is null then
              update user_list_days set n = n - 1 where role = old.role and day = ${day('old')};
            end if;
            if tg_op <> 'DELETE' and new.deleted_at is null then
              insert into user_list_days (role, day, n) values (new.role, ${day('new')}, 1)
              on conflict (role, day) do update set n = user_list_days.n + 1;
            end if;
            return null;
          end $$`,
        sql`create trigger users_listed after insert or delete or update of role, created_at, deleted_at on users
          for each row execute function user_list_days_follow()`,
      ]
    : [
        sql`create trigger users_listed_insert after insert on users when new.deleted_at is null begin
          insert into user_list_days (role, day, n) values (new.role, ${day('new')}, 1)
          on conflict (role, day) do update set n = n + 1; end`,
        sql`create trigger users_listed_update after update of role, created_at, deleted_at on users begin
          update user_list_days set n = n - 1 where old.deleted_at is null and role = old.role and day = ${day('old')};
          insert into user_list_days (role, day, n) select new.role, ${day('new')}, 1 where new.deleted_at is null
          on conflict (role, day) do update set n = n + 1; end`,
        sql`create trigger users_listed_delete after delete on users when old.deleted_at is null begin
          update user_list_days set n = n - 1 where role = old.role and day = ${day('old')}; end`,
      ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = engineOf(db) === 'postgres';
  if (postgres) {
    await sql`drop trigger users_listed on users`.execute(db);
    await sql`drop function user_list_days_follow()`.execute(db);
  } else {
    for (const trigger of ['users_listed_insert', 'users_listed_update', 'users_listed_delete']) await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
  }
  await db.schema.dropTable('user_list_days').execute();
}
