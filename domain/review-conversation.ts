import { COMMENT_MAX } from './constants';
import { CHARACTERS_GENITIVE, countOf, MARKS_GENITIVE, PHOTOS_GENITIVE } from './plural';
import { checkText } from './text';

// The review conversation (docs/decisions/0158-marks-are-json-on-the-submission.md): several photos per submission, a teacher's marks drawn on
// them, and a private thread per submission. Shared by the client and the server.

/** Front, back, a close-up: `project_photo` may be repeated this many times in one submission. */
export const MAX_SUBMISSION_PHOTOS = 3;
/** What each photo slot suggests to the pupil (the first is the one the contract's single photo fills). */
export const PHOTO_SLOT_NAMES = ['Спереди', 'Сзади', 'Крупно'] as const;

/** One photo of a submission: GET /api/v1/review/submissions/{id}/photo?index={index}&size=full|thumb. */
export interface SubmissionPhoto {
  /** 0 is the first photo (the one older submissions have); then 1 and 2. */
  index: number;
  /** Of the stored full-size copy: marks' points are in these pixels. */
  width: number;
  height: number;
}

export const MARK_TYPES = ['circle', 'arrow', 'label'] as const;
export type MarkType = (typeof MARK_TYPES)[number];
/** Red, yellow, green, blue: seen on a green board and on a white wall. */
export const MARK_COLORS = ['#e53935', '#fdd835', '#43a047', '#1e88e5'] as const;
export type MarkColor = (typeof MARK_COLORS)[number];
export const MARK_COLOR_NAMES: Record<MarkColor, string> = {
  '#e53935': 'Красный',
  '#fdd835': 'Жёлтый',
  '#43a047': 'Зелёный',
  '#1e88e5': 'Синий',
};
/** Marks on one submission, all its photos together. */
export const MARKS_MAX = 20;
/** A label is a short word or two: «холодная пайка». */
export const MARK_TEXT_MAX = 60;
/** What the teacher's marking tools call a label's text field. */
export const MARK_LABEL_NAME = 'Подпись';

/** A point in the stored full photo's pixels, origin at the top left: [x, y]. */
export type MarkPoint = [number, number];

/**
 * A teacher's mark, kept as a vector (docs/decisions: mark storage), never burnt into the photo.
 * circle: [centre, a point on the rim]; arrow: [tail, head]; label: [where the text starts].
 */
export interface Mark {
  type: MarkType;
  /** Which photo of the submission (SubmissionPhoto.index). */
  photo: number;
  points: MarkPoint[];
  color: MarkColor;
  /** Only and always on a label: 1..MARK_TEXT_MAX characters after trimming. */
  text?: string;
}

/** How many points each type has. */
export const MARK_POINTS: Record<MarkType, number> = { circle: 2, arrow: 2, label: 1 };

export const CONVERSATION_MSG = {
  marksNotList: 'Пометки должны быть списком',
  tooManyMarks: `На одной работе не больше ${countOf(MARKS_MAX, MARKS_GENITIVE)}`,
  markType: 'Пометка может быть только кругом, стрелкой или подписью',
  markColor: 'Такого цвета пометки нет',
  markPhoto: 'Пометка стоит на фото, которого в работе нет',
  markPoints: 'Точки пометки должны лежать внутри фотографии',
  labelText: `Подпись — от 1 до ${countOf(MARK_TEXT_MAX, CHARACTERS_GENITIVE)}`,
  textOnlyOnLabel: 'Текст бывает только у подписи',
  tooManyPhotos: `В одной работе не больше ${countOf(MAX_SUBMISSION_PHOTOS, PHOTOS_GENITIVE)}`,
  threadEmpty: 'Напиши сообщение',
  threadTooLong: `Сообщение не длиннее ${countOf(COMMENT_MAX, CHARACTERS_GENITIVE)}`,
  threadClosed: 'Переписка доступна только автору работы и учителям',
  messageSent: 'Сообщение отправлено',
  newMessage: 'Новое сообщение о работе',
} as const;

/**
 * The one check of a list of marks, on the client before sending and on the server before
 * storing: the Russian reason it is refused, or undefined when it is good.
 */
export function marksProblem(marks: unknown, photos: readonly Pick<SubmissionPhoto, 'index' | 'width' | 'height'>[]): string | undefined {
  if (!Array.isArray(marks)) return CONVERSATION_MSG.marksNotList;
  if (marks.length > MARKS_MAX) return CONVERSATION_MSG.tooManyMarks;
  for (const mark of marks as Partial<Mark>[]) {
    if (typeof mark !== 'object' || mark === null) return CONVERSATION_MSG.markType;
    if (!(MARK_TYPES as readonly unknown[]).includes(mark.type)) return CONVERSATION_MSG.markType;
    if (!(MARK_COLORS as readonly unknown[]).includes(mark.color)) return CONVERSATION_MSG.markColor;
    const photo = photos.find((p) => p.index === mark.photo);
    if (!photo) return CONVERSATION_MSG.markPhoto;
    const points = mark.points;
    if (!Array.isArray(points) || points.length !== MARK_POINTS[mark.type as MarkType]) return CONVERSATION_MSG.markPoints;
    for (const point of points as unknown[]) {
      if (!Array.isArray(point) || point.length !== 2) return CONVERSATION_MSG.markPoints;
      const [x, y] = point as unknown[];
      if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y)) return CONVERSATION_MSG.markPoints;
      if (x < 0 || y < 0 || x > photo.width || y > photo.height) return CONVERSATION_MSG.markPoints;
    }
    if (mark.type === 'label') {
      // The text rule of every field (domain/text.ts): no control, bidi or invisible characters.
      if (typeof mark.text !== 'string') return CONVERSATION_MSG.labelText;
      const problem = checkText(mark.text, { label: MARK_LABEL_NAME, required: CONVERSATION_MSG.labelText, max: MARK_TEXT_MAX, tooLong: CONVERSATION_MSG.labelText });
      if (problem) return problem;
    } else if (mark.text !== undefined) {
      return CONVERSATION_MSG.textOnlyOnLabel;
    }
  }
  return undefined;
}

/**
 * One message of a submission's private thread. The teacher's comment on a return (or an
 * approval) is its first message; the pupil of the submission and staff can write after it.
 */
export interface ThreadMessage {
  id: number;
  submissionId: number;
  author: { id: number; firstName: string; lastName: string | null; role: 'pupil' | 'teacher' | 'admin' };
  text: string;
  /** Unix seconds; shown as the contract's comments show dates. */
  createdAt: number;
}

/** GET /api/v1/review/submissions/{id}/messages → `{data: ThreadMessage[]}`, oldest first; reading marks it read. */
export interface ThreadReply {
  data: ThreadMessage[];
}
/** POST /api/v1/review/submissions/{id}/messages with this body → 201 `{message, data: ThreadMessage}`. */
export interface NewThreadMessageBody {
  text: string;
}

/**
 * GET /api/v1/review/messages/unread → `{data: UnreadThread[]}`: threads with messages from the
 * other side the caller has not read. A pupil's: staff messages on their submissions. A teacher's:
 * pupil messages on submissions they reviewed, or that nobody reviewed yet.
 */
export interface UnreadThread {
  submissionId: number;
  projectId: number;
  projectTitle: string;
  /** For staff: whose work. For a pupil: null. */
  pupil: { id: number; firstName: string; lastName: string | null } | null;
  unread: number;
  last: ThreadMessage;
}

/**
 * POST /api/v1/review/submissions/{id}/return `{comment, marks?}` and
 * POST /api/v1/review/submissions/{id}/approve `{comment?, marks?}` (the body stays optional).
 */
export interface DecisionBody {
  comment?: string;
  marks?: Mark[];
}

/**
 * What a submission carries in addition, wherever it is shown (the queue's QueueItem, the
 * history's HistoryItem, GET /api/v1/review/submissions/{id}, the project status's data):
 */
export interface ConversationParts {
  photos: SubmissionPhoto[];
  marks: Mark[];
}

const MARK_WORDS: Record<MarkType, string> = { circle: 'круг', arrow: 'стрелка', label: 'надпись' };

/** A mark in words, for a screen reader and the list of marks: a label by its text («холодная пайка»). */
export function markWords(mark: Pick<Mark, 'type' | 'text'>): string {
  return mark.type === 'label' && mark.text ? `«${mark.text}»` : MARK_WORDS[mark.type];
}
