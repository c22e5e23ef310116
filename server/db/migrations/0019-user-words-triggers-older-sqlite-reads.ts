import type { Kysely } from 'kysely';
import { sql, type RawBuilder } from 'kysely';
import { engineOf } from '../database';

// Frozen: never edit a migration that has shipped; add a new one instead.

// The database file must open in the sqlite3 an operator has (Debian 12's is 3.40): `.tables`,
// `.backup` and `PRAGMA integrity_check` parse every trigger first. 0016's three triggers on users
// did not parse there, for two reasons: `group_concat(value, ' ' order by key)` (an ORDER BY inside
// an aggregate, SQLite 3.44+), and the folding of a name as 60 nested replace() calls (3.40's parser
// stack holds about 25). The same three triggers again, writing the same words
// (docs/decisions/0196-the-database-opens-in-debians-sqlite3.md):
// - a tail's words are ordered by a subquery's ORDER BY and joined by a plain group_concat (SQLite
//   never flattens an ordered subquery into an aggregate query, so the order holds);
// - the folding is the same replace() calls in the same order, 10 a level, each level a subquery
//   of the next.
// Same words, same columns: nothing to refill. PostgreSQL's trigger function was never affected.

/** server/db/search-fold.ts's folding as it was at 0016, copied so this migration stays as it ran. */
const CAPITALS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZАБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ';
const FOLDS: [string, string][] = [...[...CAPITALS].map((char): [string, string] => [char, char.toLowerCase()]), ['Ё', 'е'], ['ё', 'е']];

const replaced = (text: string, folds: [string, string][]) => folds.reduce((expression, [from, to]) => `replace(${expression}, '${from}', '${to}')`, text);

/** 0016's folding: every replace() nested in one expression. */
const deepFold = (text: string) => replaced(text, FOLDS);

const PER_LEVEL = 10;

/**
 * A subquery with one column `t`: `text` folded, PER_LEVEL replace() calls a level, so no
 * expression nests deeper than 3.40's parser holds.
 */
function foldedSubquery(text: string): string {
  let query = `select ${text} as t`;
  for (let start = 0; start < FOLDS.length; start += PER_LEVEL) {
    query = `select ${replaced('s.t', FOLDS.slice(start, start + PER_LEVEL))} as t from (${query}) as s`;
  }
  return query;
}

const wordArray = (folded: string) => `'[' || replace(json_quote(${folded}), ' ', '","') || ']'`;

const nameText = (row: string) => `${row}first_name`;
const fullText = (row: string) => `(${row}first_name || ' ' || ${row}last_name)`;

type Kind = 'name' | 'full';

/**
 * One kind's words of the row: from each folded word to the end, words joined by one space
 * («маша иванова», «иванова»); empty words (extra spaces) left out.
 */
function tails(kind: Kind, text: string, row: string, portable: boolean): RawBuilder<unknown> {
  const id = `${row}id`;
  if (!portable) {
    // 0016's statement, for `down`.
    const array = wordArray(deepFold(text));
    return sql.raw(`insert or ignore into user_words (kind, word, user_id) select '${kind}',
      (select group_concat(b.value, ' ' order by b.key) from json_each(${array}) as b where b.key >= a.key and b.value <> ''), ${id}
      from json_each(${array}) as a where a.value <> ''`);
  }
  return sql.raw(`insert or ignore into user_words (kind, word, user_id) select '${kind}',
    (select group_concat(w.value, ' ') from (select b.value from json_each(${wordArray('f.t')}) as b where b.key >= a.key and b.value <> '' order by b.key) as w), ${id}
    from (${foldedSubquery(text)}) as f, json_each(${wordArray('f.t')}) as a where a.value <> ''`);
}

/** The e-mail folded whole, and its domain when it has one. */
function emails(row: string, portable: boolean): RawBuilder<unknown>[] {
  const id = `${row}id`;
  const email = `${row}email`;
  const hasDomain = `instr(${email}, '@') > 0 and instr(${email}, '@') < length(${email})`;
  const [from, folded] = portable ? [` from (${foldedSubquery(email)}) as f`, 'f.t'] : ['', deepFold(email)];
  return [
    sql.raw(`insert or ignore into user_words (kind, word, user_id) select 'email', ${folded}, ${id}${from}`),
    sql.raw(`insert or ignore into user_words (kind, word, user_id)
      select 'email', substr(${folded}, instr(${email}, '@') + 1), ${id}${from} where ${hasDomain}`),
  ];
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) === 'sqlite') await sqliteTriggers(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) === 'sqlite') await sqliteTriggers(db, false);
}

/** 0016's three triggers (kinds name, full and email): in the form every SQLite reads (`portable`) or in 0016's own. */
async function sqliteTriggers(db: Kysely<unknown>, portable: boolean): Promise<void> {
  const body = (row: string) =>
    sql.join([tails('name', nameText(row), row, portable), tails('full', fullText(row), row, portable), ...emails(row, portable)], sql`; `);
  const statements = [
    sql`drop trigger user_words_insert`,
    sql`drop trigger user_words_update`,
    sql`drop trigger user_words_delete`,
    sql`create trigger user_words_insert after insert on users begin ${body('new.')}; end`,
    sql`create trigger user_words_update after update of first_name, last_name, email on users begin
      delete from user_words where user_id = old.id; ${body('new.')}; end`,
    sql`create trigger user_words_delete after delete on users begin delete from user_words where user_id = old.id; end`,
  ];
  for (const statement of statements) await statement.execute(db);
}
