import type { ConsentState } from './family';
import type { Mark, SubmissionPhoto, ThreadMessage } from './review-conversation';
import type { SubmissionStatus } from './submission';
import { countOf, MINUTES_GENITIVE, minutesText } from './plural';
import { checkText } from './text';

// Classes: the teacher's groups, their join codes, the class at a glance, each pupil's history,
// build progress synced from the guides, undo and the admin's audit trail (docs/product.md).
// Shared by the client and the server: this file is the contract of those calls.

/** A join code: 6 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export const CLASS_CODE_LENGTH = 6;
export const CLASS_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** Letters of the Russian keyboard that look like the code's Latin ones (a pupil may type these). */
const CYRILLIC_LOOKALIKES: Record<string, string> = { А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', Р: 'P', С: 'C', Т: 'T', У: 'Y', Х: 'X' };

/** A code as a pupil may type it: spaces and dashes dropped, lower case raised, Russian look-alikes read as Latin. */
export function normalizeClassCode(typed: string): string {
  return [...typed.replace(/[\s-]/g, '').toUpperCase()].map((char) => CYRILLIC_LOOKALIKES[char] ?? char).join('');
}

export const CLASS_NAME_MAX = 60;
export const LAST_NAME_MAX = 40;
/** An approval or a return can be undone this long after it was made. */
export const UNDO_WINDOW_SECONDS = 10 * 60;
/** A pupil with no progress and no submission for this long counts as stuck. */
export const STUCK_AFTER_SECONDS = 7 * 24 * 60 * 60;
export const AUDIT_PAGE_SIZE = 50;

/** POST /api/v1/classes `{name}` → `{data: ClassInfo}`; GET /api/v1/classes → `{data: ClassInfo[]}`. */
export interface ClassInfo {
  id: number;
  name: string;
  /** The join code; null while the class is closed to joining. */
  code: string | null;
  closed: boolean;
  pupilCount: number;
  teacher: { id: number; firstName: string; lastName: string | null };
  /** Unix seconds. */
  createdAt: number;
}

/**
 * GET /api/v1/classes/address → `{data: SchoolAddress}` (staff): where pupils' devices reach the
 * school, for the class's QR code; `localOnly` when that is this computer only (localhost).
 */
export interface SchoolAddress {
  url: string;
  localOnly: boolean;
}

/** True when the address opens only on the computer it names (localhost, 127.x, [::1]): no pupil's phone reaches it. */
export function isLocalAddress(url: string): boolean {
  try {
    const { hostname } = new URL(url);
    return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '[::1]' || hostname.startsWith('127.');
  } catch {
    return true;
  }
}

export interface CreateClassBody {
  name: string;
}

/** PUT /api/v1/classes/{id} */
export interface UpdateClassBody {
  name?: string;
  closed?: boolean;
}

/** POST /api/v1/classes/join (pupil) → `{data: JoinReply}`; the pupil is linked to the journal. */
export interface JoinClassBody {
  code: string;
  lastName?: string;
}

export interface JoinReply {
  classId: number;
  name: string;
}

/** PUT /api/v1/classes/{id}/pupils/{userId} `{classId: other}` moves; DELETE removes from the class. */
export interface MovePupilBody {
  classId: number;
}

/** GET /api/v1/users/my-class (pupil) → `{data: MyClass | null}`. */
export interface MyClass {
  classId: number;
  name: string;
  teacherName: string;
}

export const MATRIX_STATES = ['not_started', 'building', 'pending', 'returned', 'approved'] as const;
export type MatrixState = (typeof MATRIX_STATES)[number];

export interface MatrixPupil {
  id: number;
  firstName: string;
  lastName: string | null;
  level: number;
  /** Unix seconds of the pupil's last request, or null if never seen. */
  lastSeen: number | null;
  /** Holds «Допуск к пайке» (domain/club.ts). */
  solderingPermit: boolean;
  /** The parent's consent (domain/family.ts): the matrix marks a pupil still waiting for it or whose parent withdrew it. */
  consent: ConsentState;
}

/** Only cells that are not `not_started` are sent; a missing cell is `not_started`. */
export interface MatrixCell {
  userId: number;
  projectId: number;
  state: MatrixState;
  /** For `building`: the number of finished steps and the guide's step count. */
  step?: number;
  steps?: number;
  /** For `pending`, `returned`, `approved`: the newest submission. */
  submissionId?: number;
  /** Unix seconds of the newest change of this cell. */
  updatedAt: number;
}

/**
 * GET /api/v1/classes/consents-waiting (staff) → `{data: ConsentWaiting[]}`: the pupils of the
 * viewer's classes (the admin's: every class) still waiting for a parent's consent or whose parent
 * withdrew it — what the teacher's home lists among what waits.
 */
export interface ConsentWaiting {
  pupil: { id: number; firstName: string; lastName: string | null };
  classId: number;
  className: string;
  state: 'pending' | 'withdrawn';
}

/** GET /api/v1/classes/{id}/matrix (the class's teacher, admin) → `{data: ClassMatrix}`. */
export interface ClassMatrix {
  classId: number;
  name: string;
  pupils: MatrixPupil[];
  cells: MatrixCell[];
}

/**
 * One submission in a history: GET /api/v1/review/pupils/{userId}/history (staff) and
 * GET /api/v1/users/my-submissions (the pupil's own) → `{data: HistoryItem[]}`, newest first.
 * The photo is GET /api/v1/review/submissions/{id}/photo, as for the queue.
 */
export interface HistoryItem {
  id: number;
  projectId: number;
  projectTitle: string;
  status: Exclude<SubmissionStatus, 'not_submitted'>;
  /** Unix seconds. */
  submittedAt: number;
  reviewedAt: number | null;
  /** The teacher's words on a return (or approval), null if none. */
  comment: string | null;
  reviewer: { id: number; firstName: string; lastName: string | null } | null;
  width: number;
  height: number;
  /** Until when (unix seconds) the reviewer may still undo the decision; null if not undoable. */
  undoUntil: number | null;
  /** Every photo of the submission (one for older ones), the teacher's marks on them, the private thread (oldest first). */
  photos: SubmissionPhoto[];
  marks: Mark[];
  messages: ThreadMessage[];
}

/** GET /api/v1/review/pupils/{userId}/history also carries this about the pupil (staff only). */
export interface PupilOverview {
  id: number;
  firstName: string;
  lastName: string | null;
  email: string;
  level: number;
  diamonds: number;
  rating: number;
  medals: string[];
  classId: number | null;
  className: string | null;
  lastSeen: number | null;
  /** Diamonds and rating movements from the ledger, newest first (the last 100). */
  ledger: { kind: 'diamonds' | 'rating'; delta: number; reason: string; createdAt: number }[];
}

export interface PupilHistoryReply {
  pupil: PupilOverview;
  submissions: HistoryItem[];
}

/** POST /api/v1/review/submissions/{id}/undo → `{data: UndoReply}`. */
export interface UndoReply {
  submissionId: number;
  status: 'pending';
  message: string;
}

export const AUDIT_ACTIONS = [
  'approve',
  'return',
  'undo',
  'link',
  'unlink',
  'join',
  'move',
  'remove_from_class',
  'role',
  'class_create',
  'class_update',
  'class_code',
  'consent_paper',
  'consent_given',
  'consent_withdrawn',
  'family_unlink',
  'soldering_permit',
  'soldering_permit_withdrawn',
  'attendance',
  'task_approve',
  'task_return',
  'comment_hide',
  'comment_show',
  'gallery_hide',
  'gallery_show',
  'account_delete',
  'child_delete',
  'assignment_set',
  'assignment_delete',
  'announcement',
  'announcement_delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  id: number;
  action: AuditAction;
  actor: { id: number; name: string } | null;
  subject: { id: number; name: string } | null;
  /** What else the action was about, e.g. `{ submissionId: 12 }` or `{ from: 'pupil', to: 'teacher' }`. */
  details: Record<string, string | number | boolean | null>;
  /** Unix seconds. */
  createdAt: number;
}

/** GET /api/v1/admin/audit?page=N (admin) → `{data: AuditEntry[], count, page, pageSize}`. */
export interface AuditReply {
  data: AuditEntry[];
  count: number;
  page: number;
  pageSize: number;
}

/** How many join attempts one pupil may make in JOIN_WINDOW_MINUTES (wrong codes are what it stops). */
export const JOIN_ATTEMPTS_MAX = 20;
export const JOIN_WINDOW_MINUTES = 15;

/** The Russian words of the class calls, shared by the server's answers and the screens. */
export const CLASS_MSG = {
  nameLabel: 'Название класса',
  nameRequired: 'Напишите название класса',
  lastNameLabel: 'Фамилия',
  codeWrong: 'Такого кода нет. Проверь код на доске или спроси преподавателя.',
  tooManyCodes: `Слишком много попыток ввести код. Подожди ${minutesText(JOIN_WINDOW_MINUTES)} и спроси код у преподавателя.`,
  onlyPupilsJoin: 'В класс вступают ученики. Преподаватель создаёт свой класс.',
  notYourClass: 'Это класс другого преподавателя',
  classNotFound: 'Такого класса нет',
  pupilNotInClass: 'Этого ученика нет в классе',
  targetClass: 'Перевести можно только в другой свой класс',
  created: 'Класс создан',
  updated: 'Класс сохранён',
  newCode: 'Новый код готов',
  joined: (name: string) => `Ты в классе «${name}»`,
  moved: 'Ученик переведён',
  removed: 'Ученик убран из класса',
  progressProject: 'Такого проекта нет',
  progressStep: 'Номер шага больше, чем шагов в инструкции',
  progressFuture: 'Время изменения из будущего: проверьте часы на устройстве',
  progressStepTimes: 'Времён отметок шагов больше, чем шагов в инструкции',
  undone: 'Решение отменено: работа снова ждёт проверки',
  undoNothing: 'Эту работу ещё не проверили — отменять нечего',
  undoLate: `Отменить решение можно только в течение ${countOf(UNDO_WINDOW_SECONDS / 60, MINUTES_GENITIVE)}`,
  undoNotYours: 'Отменить решение может тот, кто его принял, или администратор',
  undoResent: 'Ученик уже отправил эту работу заново — отменить возврат нельзя',
} as const;

/** The surname's rule (joining a class, sign-up, the profile): optional, letters, at most LAST_NAME_MAX. */
export function lastNameProblem(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  return checkText(value, { label: CLASS_MSG.lastNameLabel, max: LAST_NAME_MAX, needsLetter: true });
}
