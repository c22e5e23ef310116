import type { DB } from '../database';

// Everything one pupil's account holds, read for «Скачать мои данные» (server/services/my-data.ts):
// each table's own rows, oldest first where the order means something.

export function ownRecordsRepository(db: DB) {
  return {
    ledger: (userId: number) => db.selectFrom('ledger').select(['kind', 'delta', 'reason', 'ref', 'created_at']).where('user_id', '=', userId).orderBy('id').execute(),

    submissions: (userId: number) =>
      db
        .selectFrom('submissions')
        .select(['id', 'project_id', 'status', 'original_name', 'photo', 'created_at', 'reviewed_at', 'review_comment', 'marks'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),

    comments: (userId: number) =>
      db.selectFrom('comments').select(['id', 'section', 'item_id', 'text', 'created_at', 'hidden_at']).where('user_id', '=', userId).orderBy('id').execute(),

    votes: (userId: number) => db.selectFrom('judgement_votes').select(['section', 'item_id', 'change', 'created_at']).where('user_id', '=', userId).execute(),

    reports: (userId: number) => db.selectFrom('comment_reports').select(['comment_id', 'created_at']).where('user_id', '=', userId).execute(),

    trainerAttempts: (userId: number) =>
      db.selectFrom('trainer_attempts').select(['task_id', 'accuracy', 'correct', 'total', 'device', 'created_at']).where('user_id', '=', userId).execute(),

    taskSolutions: (userId: number) => db.selectFrom('task_solutions').select(['task_id', 'solution', 'paid', 'created_at']).where('user_id', '=', userId).execute(),

    /** The months whose leaderboard the pupil placed on (1st to 3rd). */
    medalMonths: (userId: number) =>
      db
        .selectFrom('leader_months')
        .select(['month', 'first_user_id', 'second_user_id', 'third_user_id'])
        .where((eb) => eb.or([eb('first_user_id', '=', userId), eb('second_user_id', '=', userId), eb('third_user_id', '=', userId)]))
        .execute(),

    /** The second and third photos of the pupil's submissions. */
    extraPhotos: (userId: number) =>
      db
        .selectFrom('submission_photos')
        .innerJoin('submissions', 'submissions.id', 'submission_photos.submission_id')
        .select(['submission_photos.submission_id as submission_id', 'submission_photos.slot as slot', 'submission_photos.photo as photo'])
        .where('submissions.user_id', '=', userId)
        .orderBy('submission_photos.submission_id')
        .orderBy('submission_photos.slot')
        .execute(),

    /** The threads of the pupil's work: their own words, and what staff answered (with the author's role, not name). */
    threadMessages: (userId: number) =>
      db
        .selectFrom('thread_messages')
        .innerJoin('submissions', 'submissions.id', 'thread_messages.submission_id')
        .innerJoin('users as author', 'author.id', 'thread_messages.author_id')
        .select(['thread_messages.submission_id as submission_id', 'thread_messages.author_id as author_id', 'author.role as author_role', 'thread_messages.text as text', 'thread_messages.created_at as created_at'])
        .where('submissions.user_id', '=', userId)
        .orderBy('thread_messages.id')
        .execute(),

    lessonAttempts: (userId: number) =>
      db.selectFrom('lesson_attempts').select(['lesson_id', 'correct', 'total', 'passed', 'created_at']).where('user_id', '=', userId).orderBy('id').execute(),

    badges: (userId: number) => db.selectFrom('badges').select(['badge', 'earned_at']).where('user_id', '=', userId).orderBy('earned_at').execute(),

    /** The pupil's works ever shown to their class: when shown (null once taken back) and whether staff hid it (when, not who). */
    galleryItems: (userId: number) =>
      db.selectFrom('gallery_items').select(['submission_id', 'shown_at', 'hidden_at']).where('user_id', '=', userId).orderBy('submission_id').execute(),

    /** The pupil's «Я тоже собрал» under classmates' works: which work (its id only) and when. */
    galleryReactions: (userId: number) =>
      db.selectFrom('gallery_reactions').select(['submission_id', 'created_at']).where('user_id', '=', userId).orderBy('created_at').orderBy('submission_id').execute(),
  };
}
