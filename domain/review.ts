import type { Role } from './constants';
import type { Mark, SubmissionPhoto } from './review-conversation';
import type { SubmissionStatus } from './submission';

// The teacher's and the admin's calls (docs/product.md §7, Review), shared by client and server.

export const REVIEW_COMMENT_MAX = 500;
/** Users per page of the staff's user list. */
export const USERS_PAGE_SIZE = 20;
/**
 * The staff's list with a search reads and counts its matches up to this many (5 pages); more read
 * «больше 100» (docs/decisions/0181, the figure of docs/decisions/0291).
 */
export const SEARCH_COUNT_CAP = 100;

export interface PersonSummary {
  id: number;
  firstName: string;
  /** Only in what staff get (the queue, the user list); never in what pupils see of each other. */
  lastName?: string | null;
  photo: string;
  level: number;
  role: Role;
}

/** «Маша Иванова» for staff, who get the surname; «Маша» where there is none. */
export function fullName(person: { firstName: string; lastName?: string | null }): string {
  return person.lastName ? `${person.firstName} ${person.lastName}` : person.firstName;
}

/** GET /api/v1/review/queue → `{ data: QueueItem[], count }`: pending work, oldest first. */
export interface QueueItem {
  id: number;
  pupil: PersonSummary;
  projectId: number;
  projectTitle: string;
  reward: number;
  /** Unix seconds. */
  submittedAt: number;
  filename: string;
  width: number;
  height: number;
  /** Set when a teacher recorded the work on the pupil's behalf (aproveTaskRt). */
  recordedBy: string | null;
  /** Every photo of the submission, in order. */
  photos: SubmissionPhoto[];
  /** The same pupil's previous submission of this project (returned), to show old and new side by side: GET /api/v1/review/submissions/{previousId}. */
  previousId: number | null;
  /** The pupil's class now (the queue filters and labels by it), null outside any. */
  classId: number | null;
  className: string | null;
}

/**
 * GET /api/v1/review/decisions/recent → `{data: RecentDecision[]}`: the viewer's own approvals and
 * returns still inside the undo window, newest first, so «Отменить решение» reaches each of them
 * from the queue, after a reload too.
 */
export interface RecentDecision {
  submissionId: number;
  pupil: PersonSummary;
  projectId: number;
  projectTitle: string;
  status: 'approved' | 'returned';
  /** Unix seconds of the decision, and until when it can be undone. */
  decidedAt: number;
  undoUntil: number;
}

/** How many of a teacher's own comments the comment bank offers (docs/decisions/0248-the-comment-bank-is-the-teachers-own-words.md). */
export const COMMENT_BANK_SIZE = 8;

/** GET /api/v1/review/comment-bank → `{data: string[]}`: the viewer's most used words on their decisions. */
export interface CommentBankReply {
  data: string[];
}

/**
 * GET /api/v1/review/submissions/{id}/photo (`?size=thumb` for the queue's thumbnail): the stored
 * photo, for staff and for the pupil who sent it. Sent with the Authorization header, so the
 * client fetches it as a blob.
 */
export type PhotoSize = 'full' | 'thumb';

/** POST /api/v1/review/submissions/{id}/approve → the credit that was made. */
export interface ApproveReply {
  message: string;
  diamonds: number;
  rating: number;
}

/** POST /api/v1/review/submissions/{id}/return with this body. */
export interface ReturnBody {
  comment: string;
  /** The teacher's marks on the photos (domain/review-conversation.ts DecisionBody). */
  marks?: Mark[];
}

/** PUT /api/v1/review/pupils/{userId}/journal with this body. */
export interface JournalBody {
  linked: boolean;
}

/** PUT /api/v1/admin/users/{userId}/role with this body. */
export interface RoleBody {
  role: Role;
}

/** GET /api/v1/users/profiles/{page}?q= (staff only) → `{ data, count, page, pageSize }`. */
export interface UserListItem extends PersonSummary {
  email: string;
  journalLinked: boolean;
  diamonds: number;
  rating: number;
  /** Unix seconds. */
  createdAt: number;
}

export interface UserListReply {
  data: UserListItem[];
  /** How many match; a search counts up to 100 (SEARCH_COUNT_CAP). */
  count: number;
  /** True when more than `count` match (a search's count stopped at the cap). */
  countCapped?: boolean;
  page: number;
  pageSize: number;
}

/** GET /api/v1/users/search/{query} (any signed-in user) → no e-mails, only what a profile shows. */
export interface SearchReply {
  data: PersonSummary[];
  /** How many are shown (at most 20). */
  count: number;
  /** True when more than `count` match: the search reads its page only (docs/decisions/0181). */
  countCapped?: boolean;
  query: string;
}

export interface TopPupil extends PersonSummary {
  /** Rating earned this calendar month. */
  monthRating: number;
}

/** GET /api/v1/admin/dashboard → `{ data }`. */
export interface Dashboard {
  usersByRole: { pupil: number; teacher: number; admin: number; parent: number };
  /** Pupils under 14 still waiting for a parent's consent (docs/decisions/0169-families-consent.md). */
  pendingConsents: number;
  /** Sign-ups in the last 7 days. */
  newThisWeek: number;
  submissions: { pending: number; approvedThisMonth: number; returnedThisMonth: number };
  diamonds: { creditedThisMonth: number; spentThisMonth: number };
  topPupils: TopPupil[];
  /** Letters not sent yet, and those that keep failing (docs/decisions/0200-letters-wait-in-an-outbox.md). */
  mail: { waiting: number; failing: number };
}

/**
 * GET /api/v1/projects/notices → `{ data }`: outcomes of the pupil's work not yet shown;
 * POST /api/v1/projects/notices/seen with `{ ids }` marks them shown, so each is shown once.
 */
export interface Notice {
  submissionId: number;
  projectId: number;
  projectTitle: string;
  status: Extract<SubmissionStatus, 'approved' | 'returned'>;
  reward: number;
  comment: string;
}

/** GET /api/v1/projects/statuses → `{ data }`: each project's status for the projects page. */
export type ProjectStatuses = Record<string, SubmissionStatus>;
