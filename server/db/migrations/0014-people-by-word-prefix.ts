import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { engineOf } from '../database';
import { foldSqlText } from '../search-fold';

// Frozen: never edit a migration that has shipped; add a new one instead.

// People are found by the beginning of a word of their name, the query's words in the name's
// order, and staff also by the beginning of the e-mail or its domain
// (docs/decisions/0183-people-found-by-the-start-of-a-word.md). `user_words` holds, per user, the
// folded name from each of its words to its end (kind 'name') and the folded e-mail and its domain
// (kind 'email'), kept by triggers on both engines: a search is one range of its primary key and
// stops at its page. It replaces the trigram indexes of 0009, whose posting lists were as long as
// the school for a common fragment.

/** The folded name's words as a JSON array (SQLite has no split; json_each walks the array). */
const sqliteNameArray = (row: string) => `'[' || replace(json_quote(${foldSqlText(`${row}first_name`)}), ' ', '","') || ']'`;
/**
 * From each word of the folded name to its end, words joined by one space: «мария соколова»,
 * «соколова». `a` is the word a tail starts at: `from ${sqliteWordsFrom(row)}` beside it.
 */
const sqliteTail = (row: string) =>
  sql.raw(`(select group_concat(b.value, ' ' order by b.key) from json_each(${sqliteNameArray(row)}) as b where b.key >= a.key and b.value <> '')`);
const sqliteWordsFrom = (row: string) => sql.raw(`json_each(${sqliteNameArray(row)}) as a`);
/** The same on PostgreSQL: the array of words, and a slice of it from each word. */
const postgresNameTails = (row: string) =>
  `select array_to_string(u.ws[i:], ' ') as tail
    from (select array_remove(regexp_split_to_array(${foldSqlText(`${row}first_name`)}, ' '), '') as ws) as u, generate_subscripts(u.ws, 1) as i`;
const foldedEmail = (row: string) => sql.raw(foldSqlText(`${row}email`));

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = engineOf(db) === 'postgres';
  // "C": words compare byte by byte on PostgreSQL as on SQLite, so a prefix is one range of the key.
  await sql`create table user_words (
      kind text not null,
      word text ${postgres ? sql`collate "C"` : sql``} not null,
      user_id integer not null,
      primary key (kind, word, user_id)
    )${postgres ? sql`` : sql` without rowid`}`.execute(db);
  await db.schema.createIndex('user_words_user').on('user_words').column('user_id').execute();
  if (postgres) await postgresWords(db);
  else await sqliteWords(db);
}

async function postgresWords(db: Kysely<unknown>): Promise<void> {
  const words = (row: string) => sql.raw(`
      select 'name', tail, ${row}id from (${postgresNameTails(row)}) as tails
      union select 'email', ${foldSqlText(`${row}email`)}, ${row}id
      union select 'email', split_part(${foldSqlText(`${row}email`)}, '@', 2), ${row}id where split_part(${row}email, '@', 2) <> ''`);
  await sql`insert into user_words (kind, word, user_id) select 'name', tails.tail, users.id from users, lateral (${sql.raw(postgresNameTails('users.'))}) as tails
    on conflict do nothing`.execute(db);
  await sql`insert into user_words (kind, word, user_id) select 'email', ${foldedEmail('')}, id from users on conflict do nothing`.execute(db);
  await sql`insert into user_words (kind, word, user_id) select 'email', split_part(${foldedEmail('')}, '@', 2), id from users where split_part(email, '@', 2) <> ''
    on conflict do nothing`.execute(db);
  await sql`create function user_words_follow() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then delete from user_words where user_id = old.id; end if;
      if tg_op <> 'DELETE' then
        insert into user_words (kind, word, user_id) ${words('new.')} on conflict do nothing;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger user_words_follow after insert or delete or update of first_name, email on users
    for each row execute function user_words_follow()`.execute(db);
  await sql`drop index if exists users_search_name`.execute(db);
  await sql`drop index if exists users_search_email`.execute(db);
}

async function sqliteWords(db: Kysely<unknown>): Promise<void> {
  const insert = (row: string) => [
    sql`insert or ignore into user_words (kind, word, user_id) select 'name', ${sqliteTail(row)}, ${sql.raw(`${row}id`)} from ${sqliteWordsFrom(row)} where a.value <> ''`,
    sql`insert or ignore into user_words (kind, word, user_id) values ('email', ${foldedEmail(row)}, ${sql.raw(`${row}id`)})`,
    sql`insert or ignore into user_words (kind, word, user_id)
      select 'email', substr(${foldedEmail(row)}, instr(${sql.raw(`${row}email`)}, '@') + 1), ${sql.raw(`${row}id`)}
      where instr(${sql.raw(`${row}email`)}, '@') > 0 and instr(${sql.raw(`${row}email`)}, '@') < length(${sql.raw(`${row}email`)})`,
  ];
  const body = (row: string) => sql.join(insert(row), sql`; `);
  await sql`insert or ignore into user_words (kind, word, user_id) select 'name', ${sqliteTail('users.')}, users.id from users, ${sqliteWordsFrom('users.')} where a.value <> ''`.execute(db);
  await sql`insert or ignore into user_words (kind, word, user_id) select 'email', ${foldedEmail('')}, id from users`.execute(db);
  await sql`insert or ignore into user_words (kind, word, user_id)
    select 'email', substr(${foldedEmail('')}, instr(email, '@') + 1), id from users where instr(email, '@') > 0 and instr(email, '@') < length(email)`.execute(db);
  const statements = [
    sql`create trigger user_words_insert after insert on users begin ${body('new.')}; end`,
    sql`create trigger user_words_update after update of first_name, email on users begin
      delete from user_words where user_id = old.id; ${body('new.')}; end`,
    sql`create trigger user_words_delete after delete on users begin delete from user_words where user_id = old.id; end`,
    sql`drop trigger if exists users_search_insert`,
    sql`drop trigger if exists users_search_update`,
    sql`drop trigger if exists users_search_delete`,
    sql`drop table if exists users_search`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = engineOf(db) === 'postgres';
  if (postgres) {
    await sql`drop trigger user_words_follow on users`.execute(db);
    await sql`drop function user_words_follow()`.execute(db);
  } else {
    for (const trigger of ['user_words_insert', 'user_words_update', 'user_words_delete']) await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
  }
  await db.schema.dropTable('user_words').execute();
  // The trigram search of 0009 as it was.
  if (postgres) {
    const { rows } = await sql<{ schema: string }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db);
    if (!rows[0]) return;
    const ops = sql.raw(`${rows[0].schema}.gin_trgm_ops`);
    await sql`create index users_search_name on users using gin ((${sql.raw(foldSqlText('first_name'))}) ${ops})`.execute(db);
    await sql`create index users_search_email on users using gin ((${sql.raw(foldSqlText('email'))}) ${ops})`.execute(db);
    return;
  }
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
