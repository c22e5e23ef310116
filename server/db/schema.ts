import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Section } from '../../domain/comments';
import type { Role } from '../../domain/constants';
import type { ConsentState, ConsentWay } from '../../domain/family';
import type { SubmissionStatus } from '../../domain/submission';

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: Generated<string>;
  photo: Generated<string>;
  level: Generated<number>;
  city: Generated<string>;
  country: Generated<string>;
  lang: Generated<string>;
  status: Generated<string>;
  basic_course: Generated<string>;
  diamonds: Generated<number>;
  rating: Generated<number>;
  role: Generated<Role>;
  /** Bumped on logout-everywhere and password reset: tokens carrying an older `ver` stop working. */
  token_version: Generated<number>;
  journal_linked: Generated<number>;
  /** 1: shown to others as «Скрытый ученик» on public leaderboards. */
  hidden_from_leaderboards: Generated<number>;
  /** Set when the account was deleted: the row stays, scrubbed, so its comments still read. */
  deleted_at: number | null;
  created_at: number;
  /** The pupil's class, one at a time (docs/decisions/0130-joining-a-class.md). */
  class_id: number | null;
  /** Unix seconds of the last signed-in request, written at most once a minute. */
  last_seen_at: number | null;
  /** Families (migration 0012): the year the pupil gave at sign-up, the parent's consent. */
  birth_year: number | null;
  consent_state: Generated<ConsentState>;
  consent_way: ConsentWay | null;
  consent_given_at: number | null;
  /** Migration 0022: the ids of the badges earned, oldest first, joined by commas (the `badges` table is the record). */
  badges: Generated<string>;
  /** The parent's address as the child typed it (the consent letter's). */
  parent_email: string | null;
  /** A parent's weekly letter: 1 unless they unsubscribed. */
  digest_enabled: Generated<number>;
}

export interface MetaTable {
  key: string;
  value: string;
}

export interface Database {
  users: UsersTable;
  meta: MetaTable;
  submissions: SubmissionsTable;
  ledger: LedgerTable;
  comments: CommentsTable;
  comment_reports: CommentReportsTable;
  judgements: JudgementsTable;
  judgement_votes: JudgementVotesTable;
  leader_months: LeaderMonthsTable;
  trainer_attempts: TrainerAttemptsTable;
  task_solutions: TaskSolutionsTable;
  soldering_permits: SolderingPermitsTable;
  attendance: AttendanceTable;
  lesson_attempts: LessonAttemptsTable;
  lesson_answers: LessonAnswersTable;
  badges: BadgesTable;
  password_resets: PasswordResetsTable;
  login_delays: LoginDelaysTable;
  classes: ClassesTable;
  build_progress: BuildProgressTable;
  lab_circuits: LabCircuitsTable;
  lab_practice_passes: LabPracticePassesTable;
  mcu_task_passes: McuTaskPassesTable;
  audit: AuditTable;
  monthly_rating: MonthlyRatingTable;
  rating_counts: RatingCountsTable;
  rating_tie_counts: RatingTieCountsTable;
  month_rating_counts: MonthRatingCountsTable;
  month_tie_counts: MonthTieCountsTable;
  month_totals: MonthTotalsTable;
  user_counts: UserCountsTable;
  comment_counts: CommentCountsTable;
  submission_counts: SubmissionCountsTable;
  user_words: UserWordsTable;
  user_list_days: UserListDaysTable;
  submission_photos: SubmissionPhotosTable;
  thread_messages: ThreadMessagesTable;
  thread_reads: ThreadReadsTable;
  consent_tokens: ConsentTokensTable;
  family_links: FamilyLinksTable;
  digest_weeks: DigestWeeksTable;
  outbox: OutboxTable;
  class_assignments: ClassAssignmentsTable;
  class_announcements: ClassAnnouncementsTable;
  push_subscriptions: PushSubscriptionsTable;
  push_waiting_notices: PushWaitingNoticesTable;
  gallery_items: GalleryItemsTable;
  gallery_reactions: GalleryReactionsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;

/** What a stored submission can be; 'not_submitted' is only ever an answer, never a row. */
export type SubmissionRowStatus = Exclude<SubmissionStatus, 'not_submitted'>;

export interface SubmissionsTable {
  id: Generated<number>;
  user_id: number;
  project_id: number;
  status: Generated<SubmissionRowStatus>;
  /** Random stored names in UPLOADS_DIR/submissions (server/services/photo-store.ts). */
  photo: string;
  thumb: string;
  /** The client's file name, cleaned; shown as text only. */
  original_name: Generated<string>;
  /** Of the stored copy: 'image/jpeg' or 'image/gif'. */
  mime: string;
  width: number;
  height: number;
  bytes: number;
  idempotency_key: string;
  /** sha256 (hex) of the photo as sent, to tell a repeated key from a reused one; null on rows from before. */
  photo_sha256: string | null;
  created_at: number;
  /** A teacher who recorded the work on the pupil's behalf. */
  created_by: number | null;
  reviewed_at: number | null;
  reviewer_id: number | null;
  review_comment: Generated<string>;
  /** When the pupil was shown the outcome. */
  notified_at: number | null;
  /** Approvals undone so far: the next approval credits under its own ledger ref. */
  undone_approvals: Generated<number>;
  /** The teacher's marks on the photos (migration 0011): a JSON list of domain/review-conversation Mark. */
  marks: Generated<string>;
}

/** A submission's second and third photos (slot 1..2); the first is in the submissions row. */
export interface SubmissionPhotosTable {
  submission_id: number;
  slot: number;
  photo: string;
  thumb: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
}

/** One message of a submission's private thread. */
export interface ThreadMessagesTable {
  id: Generated<number>;
  submission_id: number;
  author_id: number;
  text: string;
  /** 1 on the message a return or an approval wrote (an undo removes it). */
  from_decision: Generated<number>;
  created_at: number;
}

/** The newest message of a thread a reader has seen. */
export interface ThreadReadsTable {
  submission_id: number;
  user_id: number;
  last_read_id: number;
}

export type LedgerKind = 'diamonds' | 'rating';

export interface LedgerTable {
  id: Generated<number>;
  user_id: number;
  kind: LedgerKind;
  delta: number;
  /** 'approval', 'level', 'демо', 'lecture', 'task' ... */
  reason: string;
  /** What the change is for ('submission:12'); unique per (user, kind) when set. */
  ref: string | null;
  created_at: number;
}

export type SubmissionRow = Selectable<SubmissionsTable>;
export type NewSubmissionRow = Insertable<SubmissionsTable>;
export type LedgerRow = Selectable<LedgerTable>;

/** A comment on a section item. */
export interface CommentsTable {
  id: Generated<number>;
  section: Section;
  item_id: number;
  user_id: number;
  /** Trimmed; passed `commentProblem` (domain/comments.ts). */
  text: string;
  /** sha256 hex of the text trimmed, whitespace collapsed, lower-cased: unique per author and item. */
  text_hash: string;
  created_at: number;
  /** Set by a teacher or admin: the comment is gone for pupils and kept for staff. */
  hidden_at: number | null;
  hidden_by: number | null;
}

/** A user's report of a comment: one per (comment, user). */
export interface CommentReportsTable {
  comment_id: number;
  user_id: number;
  created_at: number;
}

/** The vote total of a section item: the sum of its judgement_votes, kept in the same transaction. */
export interface JudgementsTable {
  section: Section;
  item_id: number;
  total: Generated<number>;
}

/** One vote per (section, item, user): +1 or -1. */
export interface JudgementVotesTable {
  section: Section;
  item_id: number;
  user_id: number;
  change: 1 | -1;
  created_at: number;
}

export type CommentRow = Selectable<CommentsTable>;

/** A finished month's rating battle: its top 3 by rating earned that month (null: nobody there). */
export interface LeaderMonthsTable {
  /** 'YYYY-MM' (UTC). */
  month: string;
  first_user_id: number | null;
  first_rating: number | null;
  second_user_id: number | null;
  second_rating: number | null;
  third_user_id: number | null;
  third_rating: number | null;
  settled_at: number;
}

/** A keyboard-trainer attempt (docs/decisions/0082-learning-calls.md). */
export interface TrainerAttemptsTable {
  id: Generated<number>;
  user_id: number;
  task_id: number;
  correct: number;
  total: number;
  accuracy: number;
  device: string;
  created_at: number;
}

/** A web task's solution handed in; `paid` 1 when it came through doneTaskWeb. */
export interface TaskSolutionsTable {
  id: Generated<number>;
  user_id: number;
  task_id: number;
  solution: string;
  paid: number;
  created_at: number;
  /** Migration 0021: 'pending' until a teacher reads it, then 'approved' or 'returned'; 'practice' when handed in without a reward. */
  status: Generated<TaskSolutionStatus>;
  reviewed_by: number | null;
  reviewed_at: number | null;
  /** The teacher's words when returning it. */
  comment: string | null;
  /** Migration 0023: the solution's photo (stored names in the photos' folder), its size and bytes; null without one. */
  photo: string | null;
  photo_thumb: string | null;
  photo_width: number | null;
  photo_height: number | null;
  photo_bytes: number | null;
}

export type TaskSolutionStatus = 'pending' | 'approved' | 'returned' | 'practice';

/** A pupil who holds the soldering permit (migration 0021). */
export interface SolderingPermitsTable {
  user_id: number;
  granted_by: number | null;
  granted_at: number;
}

/** A pupil at one of the club's meetings, once per day (migration 0021). */
export interface AttendanceTable {
  user_id: number;
  /** 'YYYY-MM-DD' */
  day: string;
  class_id: number | null;
  marked_by: number | null;
  diamonds: number;
  created_at: number;
}

/** One check of a lesson's answers (migration 0020). */
export interface LessonAttemptsTable {
  id: Generated<number>;
  user_id: number;
  lesson_id: number;
  correct: number;
  total: number;
  /** 1 when correct/total reached the pass share (domain/lessons.ts). */
  passed: number;
  created_at: number;
}

/** Whether one question of an attempt was answered right (1) or not (0). */
export interface LessonAnswersTable {
  attempt_id: number;
  question_id: string;
  ok: number;
}

/** A badge a user earned (domain/lessons.ts BADGES), once. */
export interface BadgesTable {
  user_id: number;
  badge: string;
  earned_at: number;
}

/** A password reset link: sha256 of its token, single use, expiring. */
export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** Wrong passwords of one account from every address (server/services/login-delay.ts). */
export interface LoginDelaysTable {
  user_id: number;
  failures: number;
  last_failure_at: number;
  /** Unix seconds; the next login of this account is refused before then (0: no wait). */
  delayed_until: number;
}

/** A teacher's class; `code` is null while it is closed to joining. */
export interface ClassesTable {
  id: Generated<number>;
  name: string;
  code: string | null;
  closed: Generated<number>;
  teacher_id: number;
  created_at: number;
}

/** A pupil's ticks in a project's guide, as the device last sent them (JSON arrays of indexes). */
export interface BuildProgressTable {
  user_id: number;
  project_id: number;
  parts: string;
  steps: string;
  steps_done: number;
  step_count: number;
  /** Unix milliseconds of the record's latest change on the device. */
  updated_at: number;
  /** JSON arrays aligned with the guide's parts and steps: Unix ms each was last ticked or unticked, 0 never (0015). */
  part_times: Generated<string>;
  step_times: Generated<string>;
}

/** A pupil's own circuit of the lab in one of the slots 1..10 (0024). */
export interface LabCircuitsTable {
  user_id: number;
  slot: number;
  title: string;
  /** The checked circuit document as JSON text (domain/circuit/validate.ts). */
  document: string;
  /** Unix ms: the device's time of the edit kept. */
  updated_at: number;
}

/** A lesson's practice in the lab a pupil passed: the first pass (server/services/lab-practice.ts). */
export interface LabPracticePassesTable {
  user_id: number;
  lesson_id: number;
  practice_id: string;
  /** Unix seconds of the first pass. */
  passed_at: number;
}

/** A programming task passed by a pupil (migration 0027): one row per pupil and task. */
export interface McuTaskPassesTable {
  user_id: number;
  task_id: number;
  /** Diamonds the first pass paid (ledger ref `mcu:<taskId>`). */
  reward: number;
  /** Unix seconds of the first pass. */
  passed_at: number;
}

/** Who did what to whom (an AuditAction of domain/classes.ts); details as JSON text. */
export interface AuditTable {
  id: Generated<number>;
  actor_id: number | null;
  action: string;
  subject_id: number | null;
  details: Generated<string>;
  created_at: number;
}

export type ClassRow = Selectable<ClassesTable>;

// Maintained aggregates (docs/decisions/0155-maintained-aggregates-for-boards-and-counts.md).

/** A user's rating earned in a month: the sum of their rating ledger rows of that month. */
export interface MonthlyRatingTable {
  user_id: number;
  /** 'YYYY-MM' (UTC). */
  month: string;
  rating: number;
  /** The month's latest rating row: the battle's tie-break. */
  last_earned_at: number;
}

/** Live pupils with each all-time rating. Kept by triggers on users. */
export interface RatingCountsTable {
  rating: number;
  n: number;
}

/** Live pupils with each all-time rating, by block of 1,024 ids (a place's and a deep page's ties). Kept by triggers on users. */
export interface RatingTieCountsTable {
  rating: number;
  /** `id` / 1,024. */
  block: number;
  n: number;
}

/** Users (any role) with each rating of a month. Kept by triggers on monthly_rating. */
export interface MonthRatingCountsTable {
  month: string;
  rating: number;
  n: number;
}

/** Users with each month's rating, by the UTC day they last earned in it (a place's ties). Kept by triggers on monthly_rating. */
export interface MonthTieCountsTable {
  month: string;
  rating: number;
  /** `last_earned_at` / 86,400. */
  day: number;
  n: number;
}

/** Diamonds credited and spent (a positive number) in a month: sums of the diamond ledger. */
export interface MonthTotalsTable {
  month: string;
  diamonds_credited: number;
  diamonds_spent: number;
}

/** Users of a role: not deleted (`live`) and all. Kept by triggers. */
export interface UserCountsTable {
  role: Role;
  live: number;
  total: number;
}

/** Comments of an item: visible to pupils and all. Kept by triggers. */
export interface CommentCountsTable {
  section: Section;
  item_id: number;
  visible: number;
  total: number;
}

/** Submissions pending (month ''), and approved or returned by the month reviewed. Kept by triggers. */
export interface SubmissionCountsTable {
  status: SubmissionRowStatus;
  month: string;
  n: number;
}

/** Live accounts per role and UTC sign-up day, kept by triggers (migration 0013): deep pages of the staff's list seek their day. */
export interface UserListDaysTable {
  role: Role;
  day: number;
  n: number;
}

/**
 * A user's folded first name from each of its words to its end (kind 'name', migration 0014), the
 * same of first name and surname (kind 'full', read by the staff's list only, migration 0016), and
 * their e-mail and its domain ('email'). Kept by triggers.
 */
export interface UserWordsTable {
  kind: 'name' | 'full' | 'email';
  word: string;
  user_id: number;
}

/** Consent letters' links (migration 0012): the token's sha256 only, single use, expiring. */
export interface ConsentTokensTable {
  id: Generated<number>;
  child_id: number;
  parent_email: string;
  token_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** A parent and their child (one parent, several children; a child, two parents). */
export interface FamilyLinksTable {
  parent_id: number;
  child_id: number;
  created_at: number;
}

/** The weekly letter sent to a parent in an ISO week ('2026-W48'): claimed before sending. */
export interface DigestWeeksTable {
  parent_id: number;
  week: string;
  sent_at: number;
}

export type OutboxStatus = 'waiting' | 'sent' | 'failed' | 'cancelled';

/** A letter on its way (migration 0018, docs/decisions/0200-letters-wait-in-an-outbox.md). */
export interface OutboxTable {
  id: Generated<number>;
  /** What the letter is: 'password_reset', 'password_changed', 'consent', 'digest'. */
  kind: string;
  user_id: number | null;
  /** The rendered letter as JSON while it waits; null once sent, given up or cancelled. */
  letter: string | null;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  created_at: number;
  next_at: number;
  give_up_at: number;
  claim: string | null;
  claimed_until: number | null;
  sent_at: number | null;
  failed_at: number | null;
  last_error: string | null;
}

/** A class's assignment: a project or a lesson due on a day (migration 0030). */
export interface ClassAssignmentsTable {
  id: Generated<number>;
  class_id: number;
  project_id: number | null;
  lesson_id: number | null;
  /** 'YYYY-MM-DD'. */
  due: string;
  created_by: number;
  created_at: number;
  updated_at: number;
}

/** A teacher's announcement to a class (migration 0030). */
export interface ClassAnnouncementsTable {
  id: Generated<number>;
  class_id: number;
  author_id: number;
  text: string;
  /** 'YYYY-MM-DD' the announcement is about, or null. */
  day: string | null;
  created_at: number;
}

/** A browser's Web Push subscription, its user's own (migration 0031). */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: number;
}

/** When a teacher was last told how many works wait (migration 0031). */
export interface PushWaitingNoticesTable {
  user_id: number;
  sent_at: number;
}

/** A pupil's approved work shown to their class (migration 0028, docs/decisions/0279-the-class-gallery.md). */
export interface GalleryItemsTable {
  submission_id: number;
  user_id: number;
  /** When the pupil showed it; null once taken back. */
  shown_at: number | null;
  /** Hidden by the class's teacher or an admin (who and when); kept when the pupil takes it back. */
  hidden_at: number | null;
  hidden_by: number | null;
}

/** «Я тоже собрал»: one per classmate and work. */
export interface GalleryReactionsTable {
  submission_id: number;
  user_id: number;
  created_at: number;
}
