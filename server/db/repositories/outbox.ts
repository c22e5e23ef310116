import type { DB } from '../database';
import type { OutboxTable } from '../schema';
import type { Selectable } from 'kysely';

export type OutboxRow = Selectable<OutboxTable>;

/** The letters' table (migration 0018): each method one query. */
export function outboxRepository(db: DB) {
  return {
    async add(row: { kind: string; userId: number | null; letter: string; now: number; giveUpAt: number }): Promise<number> {
      const added = await db
        .insertInto('outbox')
        .values({ kind: row.kind, user_id: row.userId, letter: row.letter, created_at: row.now, next_at: row.now, give_up_at: row.giveUpAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(added.id);
    },

    /** Waiting letters whose time has come (every waiting one with `all`), by id after `after`. */
    async due(now: number, all: boolean, after: number, limit: number): Promise<number[]> {
      let query = db.selectFrom('outbox').select('id').where('status', '=', 'waiting').where('id', '>', after);
      if (!all) query = query.where('next_at', '<=', now);
      const rows = await query.orderBy('id').limit(limit).execute();
      return rows.map((row) => Number(row.id));
    },

    /**
     * One process takes a waiting letter: a conditional UPDATE that only one of several can win.
     * A claim of a process that died runs out at `claimed_until`.
     */
    claim(id: number, claim: string, now: number, until: number, dueOnly: boolean) {
      let query = db
        .updateTable('outbox')
        .set({ claim, claimed_until: until })
        .where('id', '=', id)
        .where('status', '=', 'waiting')
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]));
      if (dueOnly) query = query.where('next_at', '<=', now);
      return query.returning(['id', 'letter', 'attempts', 'give_up_at']).executeTakeFirst();
    },

    /** Sent: the letter's text goes (a reset link is a password), the row stays for the limits. */
    async markSent(id: number, claim: string, now: number): Promise<void> {
      await db
        .updateTable('outbox')
        .set((eb) => ({ status: 'sent', sent_at: now, letter: null, claim: null, claimed_until: null, last_error: null, attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('claim', '=', claim)
        .execute();
    },

    /** Not sent: tried again at `nextAt`, or given up (`nextAt` null) with its text blanked. */
    async markFailed(id: number, claim: string, now: number, nextAt: number | null, error: string): Promise<void> {
      await db
        .updateTable('outbox')
        .set((eb) =>
          nextAt === null
            ? { status: 'failed', failed_at: now, letter: null, claim: null, claimed_until: null, last_error: error, attempts: eb('attempts', '+', 1) }
            : { next_at: nextAt, claim: null, claimed_until: null, last_error: error, attempts: eb('attempts', '+', 1) },
        )
        .where('id', '=', id)
        .where('claim', '=', claim)
        .execute();
    },

    /** A new letter of the same kind replaces the waiting ones (the child's «send again»). */
    async cancelWaiting(userId: number, kind: string, now: number): Promise<void> {
      await db
        .updateTable('outbox')
        .set({ status: 'cancelled', failed_at: now, letter: null })
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('status', '=', 'waiting')
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
        .execute();
    },

    /** Rows a process holds now stay: its claim marks them sent or failed, then they are old news. */
    async forget(userId: number, kind: string): Promise<void> {
      await db.deleteFrom('outbox').where('user_id', '=', userId).where('kind', '=', kind).where((eb) => eb.or([eb('claim', 'is', null), eb('status', '!=', 'waiting')])).execute();
    },

    async hasWaiting(userId: number, kind: string): Promise<boolean> {
      const row = await db.selectFrom('outbox').select('id').where('user_id', '=', userId).where('kind', '=', kind).where('status', '=', 'waiting').limit(1).executeTakeFirst();
      return row !== undefined;
    },

    async sentSince(userId: number, kind: string, since: number): Promise<number> {
      const row = await db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('sent_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Waiting letters, and the failing ones: waiting after a failed try, or given up after `since`. One query. */
    async state(since: number): Promise<{ waiting: number; failing: number }> {
      const row = await db
        .selectFrom('outbox')
        .select((eb) => [
          eb.fn.sum<number>(eb.case().when('status', '=', 'waiting').then(1).else(0).end()).as('waiting'),
          eb.fn
            .sum<number>(
              eb
                .case()
                .when(eb.or([eb.and([eb('status', '=', 'waiting'), eb('attempts', '>', 0)]), eb.and([eb('status', '=', 'failed'), eb('failed_at', '>', since)])]))
                .then(1)
                .else(0)
                .end(),
            )
            .as('failing'),
        ])
        .where('status', 'in', ['waiting', 'failed'])
        .executeTakeFirstOrThrow();
      return { waiting: Number(row.waiting ?? 0), failing: Number(row.failing ?? 0) };
    },

    /** Rows of letters long done: nothing in them is needed once no limit counts them. */
    async purgeDone(before: number): Promise<void> {
      await db.deleteFrom('outbox').where('status', '!=', 'waiting').where('created_at', '<', before).execute();
    },
  };
}
