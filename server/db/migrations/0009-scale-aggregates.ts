import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { engineOf } from '../database';
import { foldSqlText } from '../search-fold';

// Frozen: never edit a migration that has shipped; add a new one instead.
//
// What lets every read cost the same at 100 pupils and at 100,000
// (docs/decisions/0155-maintained-aggregates-for-boards-and-counts.md): the month's rating per
// pupil and the month's diamond flow, kept by the ledger's writers; counts of users, comments
// and submissions, kept by triggers; the indexes the boards, lists and comment pages walk; and
// people search through a trigram index (pg_trgm, or SQLite's FTS5 trigram table).

/** 'YYYY-MM' (UTC) of a Unix-seconds column, as monthOf in domain/standing.ts. */
function monthText(db: Kysely<unknown>, column: string): string {
  return engineOf(db) === 'postgres'
    ? `to_char(to_timestamp(${column}) at time zone 'UTC', 'YYYY-MM')`
    : `strftime('%Y-%m', ${column}, 'unixepoch')`;
}
const monthSql = (db: Kysely<unknown>, column: string) => sql.raw(monthText(db, column));

/** A submission's counter key: pending counts as one number; approved and returned by the month reviewed. */
const submissionKey = (db: Kysely<unknown>, row: string) =>
  sql.raw(`case when ${row}status = 'pending' then '' else coalesce(${monthText(db, `${row}reviewed_at`)}, '') end`);

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = engineOf(db) === 'postgres';

  // --- Rating: the month's rating per pupil, and the boards' indexes. ---
  await db.schema
    .createTable('monthly_rating')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('month', 'text', (col) => col.notNull())
    .addColumn('rating', 'integer', (col) => col.notNull())
    // The latest rating row of the month: the battle's tie-break (who got there first wins).
    .addColumn('last_earned_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('monthly_rating_key', ['user_id', 'month'])
    .execute();
  await db.schema.createIndex('monthly_rating_board').on('monthly_rating').columns(['month', 'rating desc', 'last_earned_at', 'user_id']).execute();
  await sql`insert into monthly_rating (user_id, month, rating, last_earned_at)
    select user_id, ${monthSql(db, 'created_at')}, sum(delta), max(created_at) from ledger where kind = 'rating'
    group by user_id, ${monthSql(db, 'created_at')}`.execute(db);

  await db.schema
    .createTable('month_totals')
    .addColumn('month', 'text', (col) => col.primaryKey())
    .addColumn('diamonds_credited', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('diamonds_spent', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`insert into month_totals (month, diamonds_credited, diamonds_spent)
    select ${monthSql(db, 'created_at')}, sum(case when delta > 0 then delta else 0 end), -sum(case when delta < 0 then delta else 0 end)
    from ledger where kind = 'diamonds' group by ${monthSql(db, 'created_at')}`.execute(db);

  // How many live pupils have each all-time rating, and how many users each month's rating: a
  // place is the sum of the counts above plus the ties before, and a deep page starts at its
  // rating, whatever the size of the school. Kept by triggers.
  await db.schema
    .createTable('rating_counts')
    .addColumn('rating', 'integer', (col) => col.primaryKey())
    .addColumn('n', 'bigint', (col) => col.notNull())
    .execute();
  await sql`insert into rating_counts (rating, n)
    select rating, count(*) from users where role = 'pupil' and deleted_at is null group by rating`.execute(db);
  await db.schema
    .createTable('month_rating_counts')
    .addColumn('month', 'text', (col) => col.notNull())
    .addColumn('rating', 'integer', (col) => col.notNull())
    .addColumn('n', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('month_rating_counts_key', ['month', 'rating'])
    .execute();
  await sql`insert into month_rating_counts (month, rating, n) select month, rating, count(*) from monthly_rating group by month, rating`.execute(db);

  await db.schema.dropIndex('users_rating').execute();
  // Partial on live accounts: PostgreSQL takes an order from an index only after equalities, and
  // `deleted_at is null` is not one. deleted_at last, so that SQLite reads the index alone too.
  const live = sql.ref('deleted_at');
  await db.schema.createIndex('users_board').on('users').columns(['role', 'rating desc', 'id', 'deleted_at']).where(live, 'is', null).execute();
  // The staff's list, newest first, with and without a role (and sign-ups of the week); deleted accounts.
  await db.schema.createIndex('users_list').on('users').columns(['created_at', 'id', 'deleted_at']).where(live, 'is', null).execute();
  await db.schema.createIndex('users_role_list').on('users').columns(['role', 'created_at', 'id', 'deleted_at']).where(live, 'is', null).execute();
  await db.schema.createIndex('users_deleted').on('users').column('deleted_at').where(live, 'is not', null).execute();

  // --- Comments: a page of an item reads only that page. ---
  await db.schema.dropIndex('comments_item').execute();
  await db.schema.createIndex('comments_page').on('comments').columns(['section', 'item_id', 'created_at desc', 'id desc']).execute();
  await db.schema
    .createIndex('comments_visible_page')
    .on('comments')
    .columns(['section', 'item_id', 'created_at desc', 'id desc'])
    .where(sql.ref('hidden_at'), 'is', null)
    .execute();

  // --- Counters kept by triggers: every write of these tables, whoever makes it. ---
  await db.schema
    .createTable('user_counts')
    .addColumn('role', 'text', (col) => col.primaryKey())
    // Accounts not deleted; and all of them.
    .addColumn('live', 'bigint', (col) => col.notNull())
    .addColumn('total', 'bigint', (col) => col.notNull())
    .execute();
  await sql`insert into user_counts (role, live, total)
    select r.role, (select count(*) from users where users.role = r.role and deleted_at is null), (select count(*) from users where users.role = r.role)
    from (select 'pupil' as role union all select 'teacher' union all select 'admin') r`.execute(db);

  await db.schema
    .createTable('comment_counts')
    .addColumn('section', 'text', (col) => col.notNull())
    .addColumn('item_id', 'integer', (col) => col.notNull())
    .addColumn('visible', 'bigint', (col) => col.notNull())
    .addColumn('total', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('comment_counts_item', ['section', 'item_id'])
    .execute();
  await sql`insert into comment_counts (section, item_id, visible, total)
    select section, item_id, sum(case when hidden_at is null then 1 else 0 end), count(*) from comments group by section, item_id`.execute(db);

  // Pending work (month ''), and work approved or returned by the month it was reviewed.
  await db.schema
    .createTable('submission_counts')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('month', 'text', (col) => col.notNull())
    .addColumn('n', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('submission_counts_key', ['status', 'month'])
    .execute();
  await sql`insert into submission_counts (status, month, n)
    select status, ${submissionKey(db, '')}, count(*) from submissions group by status, ${submissionKey(db, '')}`.execute(db);

  await (postgres ? postgresTriggers(db) : sqliteTriggers(db));

  // --- People search: a trigram index over the folded name and e-mail. ---
  await (postgres ? postgresTrigramIndexes(db) : sqliteSearchTable(db));
}

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create trigger users_counted_insert after insert on users begin
      update user_counts set total = total + 1, live = live + (new.deleted_at is null) where role = new.role; end`,
    sql`create trigger users_counted_update after update of role, deleted_at on users begin
      update user_counts set total = total - 1, live = live - (old.deleted_at is null) where role = old.role;
      update user_counts set total = total + 1, live = live + (new.deleted_at is null) where role = new.role; end`,
    sql`create trigger users_counted_delete after delete on users begin
      update user_counts set total = total - 1, live = live - (old.deleted_at is null) where role = old.role; end`,
    sql`create trigger users_rating_counted_insert after insert on users begin
      insert into rating_counts (rating, n) select new.rating, 1 where new.role = 'pupil' and new.deleted_at is null
      on conflict (rating) do update set n = n + 1; end`,
    sql`create trigger users_rating_counted_update after update of rating, role, deleted_at on users begin
      update rating_counts set n = n - 1 where rating = old.rating and old.role = 'pupil' and old.deleted_at is null;
      insert into rating_counts (rating, n) select new.rating, 1 where new.role = 'pupil' and new.deleted_at is null
      on conflict (rating) do update set n = n + 1; end`,
    sql`create trigger users_rating_counted_delete after delete on users begin
      update rating_counts set n = n - 1 where rating = old.rating and old.role = 'pupil' and old.deleted_at is null; end`,
    sql`create trigger monthly_rating_counted_insert after insert on monthly_rating begin
      insert into month_rating_counts (month, rating, n) values (new.month, new.rating, 1)
      on conflict (month, rating) do update set n = n + 1; end`,
    sql`create trigger monthly_rating_counted_update after update of rating on monthly_rating begin
      update month_rating_counts set n = n - 1 where month = old.month and rating = old.rating;
      insert into month_rating_counts (month, rating, n) values (new.month, new.rating, 1)
      on conflict (month, rating) do update set n = n + 1; end`,
    sql`create trigger monthly_rating_counted_delete after delete on monthly_rating begin
      update month_rating_counts set n = n - 1 where month = old.month and rating = old.rating; end`,
    sql`create trigger comments_counted_insert after insert on comments begin
      insert into comment_counts (section, item_id, visible, total) values (new.section, new.item_id, new.hidden_at is null, 1)
      on conflict (section, item_id) do update set visible = visible + excluded.visible, total = total + 1; end`,
    sql`create trigger comments_counted_update after update of hidden_at on comments begin
      update comment_counts set visible = visible - (old.hidden_at is null) + (new.hidden_at is null)
      where section = new.section and item_id = new.item_id; end`,
    sql`create trigger comments_counted_delete after delete on comments begin
      update comment_counts set visible = visible - (old.hidden_at is null), total = total - 1
      where section = old.section and item_id = old.item_id; end`,
    sql`create trigger submissions_counted_insert after insert on submissions begin
      insert into submission_counts (status, month, n) values (new.status, ${submissionKey(db, 'new.')}, 1)
      on conflict (status, month) do update set n = n + 1; end`,
    sql`create trigger submissions_counted_update after update of status, reviewed_at on submissions begin
      update submission_counts set n = n - 1 where status = old.status and month = ${submissionKey(db, 'old.')};
      insert into submission_counts (status, month, n) values (new.status, ${submissionKey(db, 'new.')}, 1)
      on conflict (status, month) do update set n = n + 1; end`,
    sql`create trigger submissions_counted_delete after delete on submissions begin
      update submission_counts set n = n - 1 where status = old.status and month = ${submissionKey(db, 'old.')}; end`,
  ];
  for (const statement of statements) await statement.execute(db);
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create function user_counts_follow() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then
          update user_counts set total = total - 1, live = live - (case when old.deleted_at is null then 1 else 0 end) where role = old.role;
        end if;
        if tg_op <> 'DELETE' then
          update user_counts set total = total + 1, live = live + (case when new.deleted_at is null then 1 else 0 end) where role = new.role;
        end if;
        return null;
      end $$`,
    sql`create trigger users_counted after insert or delete or update of role, deleted_at on users
      for each row execute function user_counts_follow()`,
    sql`create function rating_counts_follow() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' and old.role = 'pupil' and old.deleted_at is null then
          update rating_counts set n = n - 1 where rating = old.rating;
        end if;
        if tg_op <> 'DELETE' and new.role = 'pupil' and new.deleted_at is null then
          insert into rating_counts (rating, n) values (new.rating, 1) on conflict (rating) do update set n = rating_counts.n + 1;
        end if;
        return null;
      end $$`,
    sql`create trigger users_rating_counted after insert or delete or update of rating, role, deleted_at on users
      for each row execute function rating_counts_follow()`,
    sql`create function month_rating_counts_follow() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then
          update month_rating_counts set n = n - 1 where month = old.month and rating = old.rating;
        end if;
        if tg_op <> 'DELETE' then
          insert into month_rating_counts (month, rating, n) values (new.month, new.rating, 1)
          on conflict (month, rating) do update set n = month_rating_counts.n + 1;
        end if;
        return null;
      end $$`,
    sql`create trigger monthly_rating_counted after insert or delete or update of rating on monthly_rating
      for each row execute function month_rating_counts_follow()`,
    sql`create function comment_counts_follow() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then
          update comment_counts set visible = visible - (case when old.hidden_at is null then 1 else 0 end), total = total - 1
          where section = old.section and item_id = old.item_id;
        end if;
        if tg_op <> 'DELETE' then
          insert into comment_counts (section, item_id, visible, total) values (new.section, new.item_id, case when new.hidden_at is null then 1 else 0 end, 1)
          on conflict (section, item_id) do update set visible = comment_counts.visible + excluded.visible, total = comment_counts.total + 1;
        end if;
        return null;
      end $$`,
    sql`create trigger comments_counted after insert or delete or update of hidden_at on comments
      for each row execute function comment_counts_follow()`,
    sql`create function submission_counts_follow() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then
          update submission_counts set n = n - 1 where status = old.status and month = ${submissionKey(db, 'old.')};
        end if;
        if tg_op <> 'DELETE' then
          insert into submission_counts (status, month, n) values (new.status, ${submissionKey(db, 'new.')}, 1)
          on conflict (status, month) do update set n = submission_counts.n + 1;
        end if;
        return null;
      end $$`,
    sql`create trigger submissions_counted after insert or delete or update of status, reviewed_at on submissions
      for each row execute function submission_counts_follow()`,
  ];
  for (const statement of statements) await statement.execute(db);
}

/**
 * pg_trgm's GIN indexes serve `like '%fragment%'`. The extension is one per database, made in
 * the public schema under a lock (test schemas migrate side by side); where the server cannot
 * have it, search still works, by reading every row.
 */
async function postgresTrigramIndexes(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (rows[0]?.n !== 1) {
    console.warn('PostgreSQL: расширения pg_trgm нет — поиск людей будет читать всю таблицу');
    return;
  }
  await sql`select pg_advisory_xact_lock(7310420)`.execute(db);
  await sql`create extension if not exists pg_trgm schema public`.execute(db);
  const { rows: where } = await sql<{ schema: string }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db);
  const ops = sql.raw(`${where[0]!.schema}.gin_trgm_ops`);
  await sql`create index users_search_name on users using gin ((${sql.raw(foldSqlText('first_name'))}) ${ops})`.execute(db);
  await sql`create index users_search_email on users using gin ((${sql.raw(foldSqlText('email'))}) ${ops})`.execute(db);
}

/**
 * FTS5 with the trigram tokenizer: a fragment of 3 letters or more is found through the index.
 * It keeps its own copy of the folded name and e-mail (row id = the user's), kept by triggers.
 */
async function sqliteSearchTable(db: Kysely<unknown>): Promise<void> {
  const folded = (row: string) => sql.raw(`${foldSqlText(`${row}first_name`)}, ${foldSqlText(`${row}email`)}`);
  const statements = [
    sql`create virtual table users_search using fts5(search_name, search_email, tokenize = 'trigram')`,
    sql`insert into users_search (rowid, search_name, search_email) select id, ${folded('')} from users`,
    sql`create trigger users_search_insert after insert on users begin
      insert into users_search (rowid, search_name, search_email) values (new.id, ${folded('new.')}); end`,
    sql`create trigger users_search_update after update of first_name, email on users begin
      delete from users_search where rowid = old.id;
      insert into users_search (rowid, search_name, search_email) values (new.id, ${folded('new.')}); end`,
    sql`create trigger users_search_delete after delete on users begin
      delete from users_search where rowid = old.id; end`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = engineOf(db) === 'postgres';
  if (postgres) {
    await sql`drop trigger users_counted on users`.execute(db);
    await sql`drop trigger comments_counted on comments`.execute(db);
    await sql`drop trigger submissions_counted on submissions`.execute(db);
    await sql`drop trigger users_rating_counted on users`.execute(db);
    await sql`drop trigger monthly_rating_counted on monthly_rating`.execute(db);
    await sql`drop function rating_counts_follow()`.execute(db);
    await sql`drop function month_rating_counts_follow()`.execute(db);
    await sql`drop function user_counts_follow()`.execute(db);
    await sql`drop function comment_counts_follow()`.execute(db);
    await sql`drop function submission_counts_follow()`.execute(db);
    await sql`drop index if exists users_search_name`.execute(db);
    await sql`drop index if exists users_search_email`.execute(db);
  } else {
    for (const trigger of [
      'users_counted_insert', 'users_counted_update', 'users_counted_delete',
      'users_rating_counted_insert', 'users_rating_counted_update', 'users_rating_counted_delete',
      'monthly_rating_counted_insert', 'monthly_rating_counted_update', 'monthly_rating_counted_delete',
      'comments_counted_insert', 'comments_counted_update', 'comments_counted_delete',
      'submissions_counted_insert', 'submissions_counted_update', 'submissions_counted_delete',
      'users_search_insert', 'users_search_update', 'users_search_delete',
    ]) {
      await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
    }
    await sql`drop table users_search`.execute(db);
  }
  for (const table of ['submission_counts', 'comment_counts', 'user_counts', 'month_rating_counts', 'rating_counts', 'month_totals', 'monthly_rating']) await db.schema.dropTable(table).execute();
  for (const index of ['users_board', 'users_list', 'users_role_list', 'users_deleted', 'comments_page', 'comments_visible_page']) await db.schema.dropIndex(index).execute();
  await db.schema.createIndex('users_rating').on('users').columns(['rating', 'id']).execute();
  await db.schema.createIndex('comments_item').on('comments').columns(['section', 'item_id', 'created_at']).execute();
}
