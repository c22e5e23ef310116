import type { Role } from './constants';
import { COMMENT_MAX } from './constants';
import { COMMENT_IDS, FEEDBACK_ID, PROJECT_COUNT, projectCommentId, SCHEME_PAGE_COUNT, schemeCommentId } from './ids';
import { CHARACTERS, countOf } from './plural';
import { checkText } from './text';

// Comments and votes (docs/product.md §5, Comments and votes), shared by the client and the server.

/** The comment sections (`rasdel`). */
export const SECTIONS = ['ProfileUser', 'lecture', 'Feedback', 'Notes', 'help'] as const;
export type Section = (typeof SECTIONS)[number];

/** The path part of each section's list and post call: `/api/v1/comments/comments{part}/{id}`. */
export const SECTION_PATHS: Record<Section, string> = {
  ProfileUser: 'commentsProfileUser',
  lecture: 'commentsLectors',
  Feedback: 'commentsFeedback',
  Notes: 'commentsNote',
  help: 'commentsHelp',
};

/** The sections whose vote record `POST /api/v1/comments/judgement` creates. */
export const VOTE_RECORD_SECTIONS: readonly Section[] = ['lecture', 'Notes', 'help'];

/** The lecture ids that have a page here: projects 30001–30015, cheat-sheet, soldering, schemes. */
export const LECTURE_IDS: ReadonlySet<number> = new Set([
  ...Array.from({ length: PROJECT_COUNT }, (_, i) => projectCommentId(i + 1)),
  COMMENT_IDS.cheatSheet,
  COMMENT_IDS.soldering,
  ...Array.from({ length: SCHEME_PAGE_COUNT }, (_, i) => schemeCommentId(i + 1)),
]);
export { FEEDBACK_ID };

/**
 * The Notes and help ids that a page here shows: none yet, so both sections refuse every id
 * (docs/decisions/0277-notes-and-help-take-only-ids-a-page-shows.md). A page that shows one adds it here.
 */
export const NOTE_IDS: ReadonlySet<number> = new Set<number>();
export const HELP_IDS: ReadonlySet<number> = new Set<number>();

/** Whether a page here shows this item's comments: what the server accepts, and what «Жалобы» lists besides reports. */
export function itemOnPage(section: Section, itemId: number): boolean {
  switch (section) {
    case 'lecture':
      return LECTURE_IDS.has(itemId);
    case 'Feedback':
      return itemId === FEEDBACK_ID;
    case 'Notes':
      return NOTE_IDS.has(itemId);
    case 'help':
      return HELP_IDS.has(itemId);
    case 'ProfileUser':
      return true;
  }
}

/** Largest item id any section takes (ids are 32-bit on PostgreSQL). */
export const ITEM_ID_MAX = 2_147_483_647;

/** Posts per user: more than COMMENT_RATE.max in COMMENT_RATE.windowMs gets `Слишком часто!` (429). */
export const COMMENT_RATE = { max: 3, windowMs: 60_000 } as const;
/** Newest comments a list answer carries; `count` still says how many there are. */
export const COMMENT_LIST_LIMIT = 100;

export const COMMENT_MESSAGES = {
  // The form's rules
  empty: 'Комментарий не может быть пустым',
  tooLong: `Максимальная длина коммента - ${countOf(COMMENT_MAX, CHARACTERS)}`,
  projectEmpty: 'Напиши комментарий',
  noUserId: 'Ошибка входа. Войди в аккаунт заново.',
  // The server's answers
  added: 'Комментарий добавлен',
  tooOften: 'Слишком часто!',
  /** After «Слишком часто!»: `wait` is «45 секунд» (plural.ts waitText). */
  writeAgainIn: (wait: string) => `Можно снова написать через ${wait}.`,
  duplicate: 'Такой комментарий уже есть',
  addFailed: 'Ошибка добавления комментария',
  projectAdded: 'Комментарий успешно добавлен!',
  projectAddFailed: 'Ошибка при добавлении комментария',
  tryAgain: 'Попробуй ещё раз.',
  voted: 'Изменено',
  alreadyVoted: 'Уже изменено',
  voteFailed: 'Ошибка',
  loading: 'Идет загрузка...',
  none: 'Нет комментариев',
  loadFailed: 'Ошибка загрузки',
  // ours (docs/decisions/0067-the-comment-block-on-the-page.md)
  offline: 'Нет интернета: комментарий не отправлен. Текст сохранён — отправь его, когда появится сеть.',
  unknownSection: 'Неизвестный раздел комментариев',
  noSuchItem: 'Здесь нельзя оставлять комментарии',
  ownVote: 'За свою страницу голосовать нельзя',
  voteRecordCreated: 'Голосование создано',
  voteRecordNotHere: 'Голосование создаётся только для лекций, заметок и помощи',
  hidden: 'Комментарий скрыт',
  shown: 'Комментарий снова виден',
  reported: 'Спасибо! Учитель посмотрит этот комментарий.',
  alreadyReported: 'Ты уже пожаловался на этот комментарий',
  ownReport: 'На свой комментарий жаловаться не нужно',
  commentNotFound: 'Комментарий не найден',
} as const;

/** The comment rule, for the form and the server alike. */
export function commentProblem(text: string): string | undefined {
  return checkText(text, {
    label: 'Комментарий',
    required: COMMENT_MESSAGES.empty,
    max: COMMENT_MAX,
    tooLong: COMMENT_MESSAGES.tooLong,
    multiline: true,
  });
}

/** The length the n/500 counter shows: what the rule counts (the trimmed text). */
export const commentLength = (text: string) => text.trim().length;

/** The author of a comment, sent with it (the contract's client fetched each author separately). */
export interface CommentAuthor {
  firstName: string;
  photo: string;
  level: number;
  role: Role;
}

/** A comment as a list answer carries it (the original field names). */
export interface Comment {
  id: number;
  idUser: number;
  textComent: string;
  /** Unix seconds. */
  timeComent: number;
  author: CommentAuthor;
  /** Only staff ever receive hidden comments; for them this marks one. */
  hidden: boolean;
  /** This user has reported it. */
  reportedByMe: boolean;
  /** How many reports it has: counted for staff only, 0 for everyone else. */
  reports: number;
}

/** GET /api/v1/comments/comments{…}/{id} → newest first. */
export interface CommentListReply {
  data: Comment[];
  count: number;
}

/** POST /api/v1/comments/comments{…} with this body. */
export interface NewCommentBody {
  idRasdel: number;
  textComent: string;
}

export type VoteChange = '+' | '-';

/** GET /api/v1/comments/judgement/{id}/{section} → the item's total, 0 when nobody voted. */
export interface JudgementReply {
  judgement: number;
  /** This user's vote on the item, if any. */
  mine: VoteChange | null;
}

/** PUT /api/v1/comments/judgement with this body → `Изменено`, or 409 `Уже изменено`. */
export interface VoteBody {
  idRasdel: number;
  rasdel: Section;
  change: VoteChange;
}

/** POST /api/v1/comments/judgement with this body: creates the item's vote record (total 0). */
export interface VoteRecordBody {
  idRasdel: number;
  rasdel: Section;
  judgement: 0;
}

/** PUT /api/v1/comments/{id}/hidden with this body (teacher, admin). */
export interface HideBody {
  hidden: boolean;
}
