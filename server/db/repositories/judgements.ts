import type { Section } from '../../../domain/comments';
import type { DB } from '../database';

export interface Item {
  section: Section;
  itemId: number;
}

export interface NewVote extends Item {
  userId: number;
  change: 1 | -1;
  now: number;
}

/** Votes on section items and their totals; built from the database or a write transaction. */
export function judgementsRepository(db: DB) {
  return {
    /** The item's total (0 when nobody voted) and this user's vote, in one query. */
    async read({ section, itemId }: Item, userId: number): Promise<{ total: number; mine: 1 | -1 | null }> {
      const row = await db
        .selectNoFrom((eb) => [
          eb.selectFrom('judgements').select('total').where('section', '=', section).where('item_id', '=', itemId).as('total'),
          eb
            .selectFrom('judgement_votes')
            .select('change')
            .where('section', '=', section)
            .where('item_id', '=', itemId)
            .where('user_id', '=', userId)
            .as('mine'),
        ])
        .executeTakeFirstOrThrow();
      const mine = row.mine === null ? null : Number(row.mine) > 0 ? 1 : -1;
      return { total: Number(row.total ?? 0), mine };
    },

    /**
     * The user's vote, or false when the user voted on this item before: the unique (section,
     * item, user) decides, so ten votes racing insert one row. Call inside the write transaction
     * that then adds it to the total (`addToTotal`).
     */
    async recordVote(vote: NewVote): Promise<boolean> {
      const row = await db
        .insertInto('judgement_votes')
        .values({ section: vote.section, item_id: vote.itemId, user_id: vote.userId, change: vote.change, created_at: vote.now })
        .onConflict((oc) => oc.doNothing())
        .returning('user_id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** total += change, creating the item's row when it has none: one statement, no read first. */
    async addToTotal({ section, itemId }: Item, change: number): Promise<void> {
      await db
        .insertInto('judgements')
        .values({ section, item_id: itemId, total: change })
        .onConflict((oc) => oc.columns(['section', 'item_id']).doUpdateSet((eb) => ({ total: eb('judgements.total', '+', eb.ref('excluded.total')) })))
        .execute();
    },

    /** The item's vote record with total 0, unless it has one (POST /judgement). */
    async ensure({ section, itemId }: Item): Promise<void> {
      await db
        .insertInto('judgements')
        .values({ section, item_id: itemId, total: 0 })
        .onConflict((oc) => oc.columns(['section', 'item_id']).doNothing())
        .execute();
    },
  };
}

export type JudgementsRepository = ReturnType<typeof judgementsRepository>;
