import type { WriteTransaction } from '../transaction';
import { lockForUpdate } from '../transaction';

// Deleting an account (server/services/account-deletion.ts,
// docs/decisions/0228-a-deleted-child-leaves-nothing.md): its own rows go, its user row stays
// scrubbed so the comments it wrote still read and the votes it cast still count.

export function accountErasureRepository(trx: WriteTransaction) {
  return {
    /** The avatar's file name, holding the user's row lock until the transaction ends. */
    lockPhoto(userId: number): Promise<{ photo: string } | undefined> {
      return lockForUpdate(trx, trx.selectFrom('users').select('photo').where('id', '=', userId)).executeTakeFirst();
    },

    /** Deletes every row the account owns; answers the photo files those rows named. */
    async removeOwnRows(userId: number) {
      // A submission's second and third photos and its thread go with it (migration 0011).
      const ownWork = trx.selectFrom('submissions').select('id').where('user_id', '=', userId);
      const extraPhotos = await trx.deleteFrom('submission_photos').where('submission_id', 'in', ownWork).returning(['photo', 'thumb']).execute();
      await trx.deleteFrom('thread_messages').where('submission_id', 'in', ownWork).execute();
      await trx.deleteFrom('thread_reads').where('submission_id', 'in', ownWork).execute();
      // The class gallery's items and their «Я тоже собрал» (docs/decisions/0279-the-class-gallery.md).
      await trx.deleteFrom('gallery_reactions').where('submission_id', 'in', ownWork).execute();
      await trx.deleteFrom('gallery_items').where('submission_id', 'in', ownWork).execute();
      const submissions = [...extraPhotos, ...(await trx.deleteFrom('submissions').where('user_id', '=', userId).returning(['photo', 'thumb']).execute())];
      await trx.deleteFrom('lesson_answers').where('attempt_id', 'in', trx.selectFrom('lesson_attempts').select('id').where('user_id', '=', userId)).execute();
      // A task's solution may carry a photo (migration 0023): its files go with the rows.
      const solutionPhotos = await trx
        .deleteFrom('task_solutions')
        .where('user_id', '=', userId)
        .returning(['photo', 'photo_thumb'])
        .execute();
      const own = [
        'ledger',
        'comment_reports',
        'trainer_attempts',
        'password_resets',
        'build_progress',
        // The lab's own circuits (docs/decisions/0241-a-circuits-later-edit-wins.md).
        'lab_circuits',
        'lab_practice_passes',
        'mcu_task_passes',
        'gallery_reactions',
        'lesson_attempts',
        'badges',
        'soldering_permits',
        'attendance',
        'login_delays',
        'thread_reads',
        // A waiting letter holds the address and the name (docs/decisions/0200-letters-wait-in-an-outbox.md).
        'outbox',
        // The devices that had notifications on (docs/decisions/0283-web-push-turned-on-by-the-person.md).
        'push_subscriptions',
        'push_waiting_notices',
      ] as const;
      for (const table of own) {
        await trx.deleteFrom(table).where('user_id', '=', userId).execute();
      }
      // A teacher's announcements are their words; the class's assignments stay the class's (0282).
      await trx.deleteFrom('class_announcements').where('author_id', '=', userId).execute();
      return { submissions, solutionPhotos };
    },

    /** The user row, scrubbed: no e-mail, no password, no figures, hidden from leaderboards; every token ends. */
    async scrub(userId: number, deletedName: string, now: number): Promise<void> {
      await trx
        .updateTable('users')
        .set((eb) => ({
          email: `deleted-${userId}@deleted.invalid`,
          password_hash: '!',
          first_name: deletedName,
          last_name: '',
          photo: '',
          city: '',
          country: '',
          status: '',
          lang: 'ru',
          basic_course: '',
          role: 'pupil',
          level: 0,
          diamonds: 0,
          rating: 0,
          journal_linked: 0,
          class_id: null,
          last_seen_at: null,
          hidden_from_leaderboards: 1,
          birth_year: null,
          parent_email: null,
          consent_state: 'not_needed',
          consent_way: null,
          consent_given_at: null,
          badges: '',
          deleted_at: now,
          token_version: eb('token_version', '+', 1),
        }))
        .where('id', '=', userId)
        .execute();
    },
  };
}
