import type { Selectable } from 'kysely';
import type { DB } from '../database';
import type { PushSubscriptionsTable } from '../schema';

// Web Push subscriptions, each its user's own, and the hourly claim of a teacher's «N работ ждут»
// (migration 0031, docs/decisions/0283-web-push-turned-on-by-the-person.md).

export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;

export function pushSubscriptionsRepository(db: DB) {
  return {
    /** Keeps the browser's subscription for this user; the same endpoint under another user moves to this one. */
    async save(input: { userId: number; endpoint: string; p256dh: string; auth: string; now: number }): Promise<void> {
      await db
        .insertInto('push_subscriptions')
        .values({ user_id: input.userId, endpoint: input.endpoint, p256dh: input.p256dh, auth: input.auth, created_at: input.now })
        .onConflict((oc) => oc.column('endpoint').doUpdateSet({ user_id: input.userId, p256dh: input.p256dh, auth: input.auth, created_at: input.now }))
        .execute();
    },

    /** Removes the user's own subscription of this endpoint; another user's stays. */
    async removeOwn(userId: number, endpoint: string): Promise<boolean> {
      const result = await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', '=', endpoint).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** Every device's subscription of the user («Выйти на всех устройствах»). */
    async removeAllOf(userId: number): Promise<void> {
      await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute();
    },

    /** A subscription the push service said is gone (404, 410). */
    async removeById(id: number): Promise<void> {
      await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
    },

    ofUser(userId: number): Promise<PushSubscriptionRow[]> {
      return db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId).orderBy('id').execute();
    },

    /**
     * True when the teacher may be told how many works wait now: no notice in the last `everySeconds`.
     * One conditional write claims it, so parallel processes send one.
     */
    async claimWaitingNotice(userId: number, now: number, everySeconds: number): Promise<boolean> {
      const row = await db
        .insertInto('push_waiting_notices')
        .values({ user_id: userId, sent_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ sent_at: now }).where('push_waiting_notices.sent_at', '<=', now - everySeconds))
        .returning('user_id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

/** Works waiting for a teacher: pending submissions of pupils in the teacher's classes (the «N работ ждут» notice). */
export async function pendingWorksOfTeacher(db: DB, teacherId: number): Promise<number> {
  const row = await db
    .selectFrom('submissions')
    .innerJoin('users', 'users.id', 'submissions.user_id')
    .innerJoin('classes', 'classes.id', 'users.class_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('classes.teacher_id', '=', teacherId)
    .where('submissions.status', '=', 'pending')
    .where('users.deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
