import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { engineOf } from '../database';

// Frozen: never edit a migration that has shipped; add a new one instead.
//
// The all-time board orders pupils by rating, then by id (who joined first). Projects pay a few
// fixed rewards, so thousands of pupils of a big school share each all-time rating, and a pupil's
// place (the ties before them) and a deep page (an offset inside one rating) walked those ties one
// by one. `rating_tie_counts` holds, per all-time rating and block of 1,024 ids (`id / 1024`), how
// many pupils on the board have it, kept by triggers on users in the same transaction as the write:
// a place adds the counts of the blocks before the pupil's own and walks only its own block, a deep
// page finds its block by the counts and skips inside it
// (docs/decisions/0293-all-time-ties-counted-by-id-block.md). Counted exactly as rating_counts
// (0012): live pupils whose consent lets them be shown.

const BLOCK = 1024;
const SHARING = "consent_state in ('not_needed', 'given')";

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = engineOf(db) === 'postgres';
  await db.schema
    .createTable('rating_tie_counts')
    .addColumn('rating', 'integer', (col) => col.notNull())
    .addColumn('block', 'integer', (col) => col.notNull())
    .addColumn('n', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('rating_tie_counts_key', ['rating', 'block'])
    .execute();
  const block = (row: string) => sql.raw(`${row}id / ${BLOCK}`);
  const counted = (row: string) => sql.raw(`${row}role = 'pupil' and ${row}deleted_at is null and ${row}${SHARING}`);
  await sql`insert into rating_tie_counts (rating, block, n)
    select rating, ${block('')}, count(*) from users where ${counted('')} group by rating, ${block('')}`.execute(db);

  if (postgres) {
    await sql`create function rating_tie_counts_follow() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' and ${counted('old.')} then
          update rating_tie_counts set n = n - 1 where rating = old.rating and block = ${block('old.')};
        end if;
        if tg_op <> 'DELETE' and ${counted('new.')} then
          insert into rating_tie_counts (rating, block, n) values (new.rating, ${block('new.')}, 1)
          on conflict (rating, block) do update set n = rating_tie_counts.n + 1;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger users_rating_ties_counted after insert or delete or update of id, rating, role, deleted_at, consent_state on users
      for each row execute function rating_tie_counts_follow()`.execute(db);
    return;
  }
  const add = (row: string) =>
    sql`insert into rating_tie_counts (rating, block, n) select ${sql.raw(`${row}rating`)}, ${block(row)}, 1 where ${counted(row)}
      on conflict (rating, block) do update set n = n + 1;`;
  const remove = (row: string) =>
    sql`update rating_tie_counts set n = n - 1 where rating = ${sql.raw(`${row}rating`)} and block = ${block(row)} and ${counted(row)};`;
  await sql`create trigger users_rating_ties_insert after insert on users begin ${add('new.')} end`.execute(db);
  await sql`create trigger users_rating_ties_update after update of id, rating, role, deleted_at, consent_state on users begin
    ${remove('old.')} ${add('new.')} end`.execute(db);
  await sql`create trigger users_rating_ties_delete after delete on users begin ${remove('old.')} end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await sql`drop trigger users_rating_ties_counted on users`.execute(db);
    await sql`drop function rating_tie_counts_follow()`.execute(db);
  } else {
    for (const trigger of ['users_rating_ties_insert', 'users_rating_ties_update', 'users_rating_ties_delete']) await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
  }
  await db.schema.dropTable('rating_tie_counts').execute();
}
