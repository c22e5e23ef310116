import { sql } from 'kysely';
import type { DB } from '../database';

export function metaRepository(db: DB) {
  return {
    /** The cheapest question the database answers: is it there. */
    async ping(): Promise<void> {
      await sql`select 1`.execute(db);
    },
    async get(key: string): Promise<string | undefined> {
      const row = await db.selectFrom('meta').select('value').where('key', '=', key).executeTakeFirst();
      return row?.value;
    },
    async setOnce(key: string, value: string): Promise<boolean> {
      const result = await db
        .insertInto('meta')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
  };
}
