import type { Role } from './constants';

// The API contract shared by the client and the server (docs/product.md §7 and §8). The server's TypeBox schemas
// are checked against these types at compile time (server/schemas/contract.ts); the client reads
// answers with them and branches on `ErrorCode`, never on the Russian message.

/** Every machine code an error answer can carry: `{ message, code }`. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'URL_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'VALIDATION_ERROR',
  'INVALID_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'AUTH_REQUIRED',
  'TOKEN_EXPIRED',
  'TOKEN_INVALID',
  'BAD_CREDENTIALS',
  'FORBIDDEN',
  'NOT_FOUND',
  'USER_NOT_FOUND',
  'EMAIL_TAKEN',
  // Project submission.
  'ACCOUNT_NOT_LINKED',
  'PROJECT_ALREADY_SUBMITTED',
  // An Idempotency-Key sent again with another project or photo (the IETF idempotency-key draft).
  'IDEMPOTENCY_KEY_REUSED',
  // The work was approved or returned already (a second click, another teacher).
  'ALREADY_REVIEWED',
  // Comments and votes.
  'DUPLICATE_COMMENT',
  'ALREADY_VOTED',
  'ALREADY_REPORTED',
  // Spending diamonds (levels, lectures, tasks).
  'NOT_ENOUGH_DIAMONDS',
  'MAX_LEVEL_REACHED',
  'ALREADY_BOUGHT',
  'LOCKED',
  // A lesson checked before it was bought (free lessons count as bought).
  'LECTURE_NOT_BOUGHT',
  // A task's solution already with the teacher, or already accepted.
  'SOLUTION_WAITING',
  // Account.
  'FILE_EXISTS',
  'RESET_LINK_INVALID',
  'WRONG_PASSWORD',
  // Classes: a join code that opens no class; an undo that cannot be made (too late, nothing to undo).
  'CLASS_CODE_WRONG',
  'UNDO_NOT_POSSIBLE',
  'CONSENT_REQUIRED',
  // The class gallery: only approved work is shown to the class.
  'NOT_APPROVED',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'SERVER_BUSY',
  // The school's disk is full: a photo (or any write) cannot be kept until an admin frees space.
  'STORAGE_FULL',
  'SERVER_ERROR',
  'APP_NOT_BUILT',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorBody {
  message: string;
  code: ErrorCode;
}

export interface MessageBody {
  message: string;
}

/** GET /api/v1/users/profile → `{ data }`: everything about the signed-in user. */
export interface OwnProfile {
  id: number;
  firstName: string;
  lastName: string;
  photo: string;
  level: number;
  city: string;
  country: string;
  lang: string;
  status: string;
  basicCourse: string;
  email: string;
  diamonds: number;
  rating: number;
  role: Role;
  /** Left out of public leaderboards at the pupil's wish. */
  hiddenFromLeaderboards: boolean;
}

/** GET /api/v1/users/profile/{id} → `{ data }`: what any signed-in user may see of another. */
export interface PublicProfile {
  firstName: string;
  photo: string;
  level: number;
  /** A teacher's profile says «Учитель» instead of a pupil's level. */
  role: Role;
  /** The badges the user earned (domain/lessons.ts), oldest first. */
  badges: { id: string; title: string }[];
}

export interface LoginReply {
  token: string;
  /** Sent with this account's next logins from this device: they skip the wait after wrong passwords. */
  device: string;
}

export interface RoleReply {
  role: Role;
}
