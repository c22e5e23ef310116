import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { engineOf } from '../database';
import { foldSqlText } from '../search-fold';

// Frozen: never edit a migration that has shipped; add a new one instead.

// Staff find a person by the surname too (docs/decisions/0189-staff-find-pupils-by-surname.md).
// A third kind of user_words (0014), 'full', read by the staff's list only: the folded first name
// and last name joined by a space, from each word to its end («маша иванова», «иванова»), so
// «маша иван» is the start of one and «иванова» of the other. Pupils' search keeps reading 'name':
// a surname is staff-only (0131). One set of triggers keeps all three kinds (0014's are replaced),
// so no order between two triggers on the same row matters. The helpers are 0014's, copied: a
// shipped migration is not imported from, so each stays as it ran.

/** The text a kind's words are cut from: the first name ('name'), or first and last name ('full'). */
const nameText = (row: string) => `${row}first_name`;
const fullText = (row: string) => `(${row}first_name || ' ' || ${row}last_name)`;

/** The folded text's words as a JSON array (SQLite has no split; json_each walks the array). */
const sqliteArray = (text: string) => `'[' || replace(json_quote(${foldSqlText(text)}), ' ', '","') || ']'`;
/**
 * From each word of the folded text to its end, words joined by one space: «маша иванова»,
 * «иванова». `a` is the word a tail starts at: `from ${sqliteWordsFrom(text)}` beside it.
 */
const sqliteTail = (text: string) =>
  sql.raw(`(select group_concat(b.value, ' ' order by b.key) from json_each(${sqliteArray(text)}) as b where b.key >= a.key and b.value <> '')`);
const sqliteWordsFrom = (text: string) => sql.raw(`json_each(${sqliteArray(text)}) as a`);
/** The same on PostgreSQL: the array of words, and a slice of it from each word. */
const postgresTails = (text: string) =>
  `select array_to_string(u.ws[i:], ' ') as tail
    from (select array_remove(regexp_split_to_array(${foldSqlText(text)}, ' '), '') as ws) as u, generate_subscripts(u.ws, 1) as i`;
const foldedEmail = (row: string) => sql.raw(foldSqlText(`${row}email`));

export async function up(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) === 'postgres') await postgresUp(db);
  else await sqliteUp(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) === 'postgres') await postgresFollow(db, false);
  else await sqliteFollow(db, false);
  await sql`delete from user_words where kind = 'full'`.execute(db);
}

async function postgresUp(db: Kysely<unknown>): Promise<void> {
  await sql`insert into user_words (kind, word, user_id) select 'full', tails.tail, users.id from users, lateral (${sql.raw(postgresTails(fullText('users.')))}) as tails
    on conflict do nothing`.execute(db);
  await postgresFollow(db, true);
}

/** The trigger and its function: keeping 'full' too (`full`), or 0014's as they were. */
async function postgresFollow(db: Kysely<unknown>, full: boolean): Promise<void> {
  const words = (row: string) => sql.raw(`
      select 'name', tail, ${row}id from (${postgresTails(nameText(row))}) as tails
      ${full ? `union select 'full', tail, ${row}id from (${postgresTails(fullText(row))}) as tails` : ''}
      union select 'email', ${foldSqlText(`${row}email`)}, ${row}id
      union select 'email', split_part(${foldSqlText(`${row}email`)}, '@', 2), ${row}id where split_part(${row}email, '@', 2) <> ''`);
  await sql`drop trigger user_words_follow on users`.execute(db);
  await sql`create or replace function user_words_follow() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then delete from user_words where user_id = old.id; end if;
      if tg_op <> 'DELETE' then
        insert into user_words (kind, word, user_id) ${words('new.')} on conflict do nothing;
      end if;
      return null;
    end $$`.execute(db);
  const columns = sql.raw(full ? 'first_name, last_name, email' : 'first_name, email');
  await sql`create trigger user_words_follow after insert or delete or update of ${columns} on users
    for each row execute function user_words_follow()`.execute(db);
}

async function sqliteUp(db: Kysely<unknown>): Promise<void> {
  await sql`insert or ignore into user_words (kind, word, user_id)
    select 'full', ${sqliteTail(fullText('users.'))}, users.id from users, ${sqliteWordsFrom(fullText('users.'))} where a.value <> ''`.execute(db);
  await sqliteFollow(db, true);
}

/** The three triggers: keeping 'full' too (`full`), or 0014's as they were. */
async function sqliteFollow(db: Kysely<unknown>, full: boolean): Promise<void> {
  const tails = (kind: string, text: string, row: string) =>
    sql`insert or ignore into user_words (kind, word, user_id) select ${sql.lit(kind)}, ${sqliteTail(text)}, ${sql.raw(`${row}id`)} from ${sqliteWordsFrom(text)} where a.value <> ''`;
  const insert = (row: string) => [
    tails('name', nameText(row), row),
    ...(full ? [tails('full', fullText(row), row)] : []),
    sql`insert or ignore into user_words (kind, word, user_id) values ('email', ${foldedEmail(row)}, ${sql.raw(`${row}id`)})`,
    sql`insert or ignore into user_words (kind, word, user_id)
      select 'email', substr(${foldedEmail(row)}, instr(${sql.raw(`${row}email`)}, '@') + 1), ${sql.raw(`${row}id`)}
      where instr(${sql.raw(`${row}email`)}, '@') > 0 and instr(${sql.raw(`${row}email`)}, '@') < length(${sql.raw(`${row}email`)})`,
  ];
  const body = (row: string) => sql.join(insert(row), sql`; `);
  const columns = sql.raw(full ? 'first_name, last_name, email' : 'first_name, email');
  const statements = [
    sql`drop trigger user_words_insert`,
    sql`drop trigger user_words_update`,
    sql`drop trigger user_words_delete`,
    sql`create trigger user_words_insert after insert on users begin ${body('new.')}; end`,
    sql`create trigger user_words_update after update of ${columns} on users begin
      delete from user_words where user_id = old.id; ${body('new.')}; end`,
    sql`create trigger user_words_delete after delete on users begin delete from user_words where user_id = old.id; end`,
  ];
  for (const statement of statements) await statement.execute(db);
}
