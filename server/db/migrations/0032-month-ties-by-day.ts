import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { engineOf } from '../database';

// Frozen: never edit a migration that has shipped; add a new one instead.
//
// A pupil's place in the month's battle counts the pupils of the same month's rating who got
// there first. Projects pay a few fixed rewards, so thousands of pupils of a big school tie on
// each month's total, and those ties were counted row by row. `month_tie_counts` holds, per month,
// month's rating and UTC day of `last_earned_at`, how many users have it, kept by triggers on
// monthly_rating: a place adds the counts of the earlier days and counts rows of its own day only
// (docs/decisions/0289-a-months-ties-counted-by-day.md).

const DAY = 86_400;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = engineOf(db) === 'postgres';
  await db.schema
    .createTable('month_tie_counts')
    .addColumn('month', 'text', (col) => col.notNull())
    .addColumn('rating', 'integer', (col) => col.notNull())
    .addColumn('day', 'bigint', (col) => col.notNull())
    .addColumn('n', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('month_tie_counts_key', ['month', 'rating', 'day'])
    .execute();
  const day = (row: string) => sql.raw(`${row}last_earned_at / ${DAY}`);
  await sql`insert into month_tie_counts (month, rating, day, n)
    select month, rating, ${day('')}, count(*) from monthly_rating group by month, rating, ${day('')}`.execute(db);

  if (postgres) {
    await sql`create function month_tie_counts_follow() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then
          update month_tie_counts set n = n - 1 where month = old.month and rating = old.rating and day = ${day('old.')};
        end if;
        if tg_op <> 'DELETE' then
          insert into month_tie_counts (month, rating, day, n) values (new.month, new.rating, ${day('new.')}, 1)
          on conflict (month, rating, day) do update set n = month_tie_counts.n + 1;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger monthly_rating_ties_counted after insert or delete or update of rating, last_earned_at, month on monthly_rating
      for each row execute function month_tie_counts_follow()`.execute(db);
    return;
  }
  const add = (row: string) =>
    sql`insert into month_tie_counts (month, rating, day, n) values (${sql.raw(`${row}month`)}, ${sql.raw(`${row}rating`)}, ${day(row)}, 1)
      on conflict (month, rating, day) do update set n = n + 1;`;
  const remove = (row: string) =>
    sql`update month_tie_counts set n = n - 1 where month = ${sql.raw(`${row}month`)} and rating = ${sql.raw(`${row}rating`)} and day = ${day(row)};`;
  await sql`create trigger monthly_rating_ties_insert after insert on monthly_rating begin ${add('new.')} end`.execute(db);
  await sql`create trigger monthly_rating_ties_update after update of rating, last_earned_at, month on monthly_rating begin
    ${remove('old.')} ${add('new.')} end`.execute(db);
  await sql`create trigger monthly_rating_ties_delete after delete on monthly_rating begin ${remove('old.')} end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await sql`drop trigger monthly_rating_ties_counted on monthly_rating`.execute(db);
    await sql`drop function month_tie_counts_follow()`.execute(db);
  } else {
    for (const trigger of ['monthly_rating_ties_insert', 'monthly_rating_ties_update', 'monthly_rating_ties_delete']) await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
  }
  await db.schema.dropTable('month_tie_counts').execute();
}
