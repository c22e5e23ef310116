import type { Mark, SubmissionPhoto } from './review-conversation';
import { ATTEMPTS_GENITIVE, countOf } from './plural';

// Project photo submission: the rules and messages (docs/product.md §5, §6 and §8), shared by the page,
// the service worker's outbox and the server.

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024; // 10485760
/**
 * A photo as chosen, before the app shrinks it to about 2 MB (PHOTO_COMPRESSION): a phone's
 * 48-megapixel JPEG weighs 15–25 MB, its PNG more; beyond this a phone's browser may not decode it.
 */
export const MAX_CHOSEN_PHOTO_BYTES = 60 * 1024 * 1024;
/** Client-side check of the chosen file; the server judges the bytes themselves. */
export const PHOTO_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif'] as const;
export const PHOTO_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif'] as const;

/**
 * What browser-image-compression does to a camera photo before it enters the outbox: 2560 px on
 * the long side still shows every solder joint (iOS canvases stop at 4096), JPEG at 0.85, about
 * 2 MB at most, EXIF (and so GPS) dropped. Read by src/lib/image-compression.ts and the benchmark.
 */
export const PHOTO_COMPRESSION = {
  maxWidthOrHeight: 2560,
  maxSizeMB: 2,
  initialQuality: 0.85,
  fileType: 'image/jpeg',
  preserveExif: false,
} as const;

export const UPLOAD_ATTEMPTS = 3;
/** Before attempt 2 and 3: base 1000 ms, doubling. */
export const RETRY_DELAYS_MS = [1000, 2000] as const;
/** The upload's timeouts: the contract's longer ones for the project page, the only page that uploads. */
export const PAGE_UPLOAD_TIMEOUT_MS = { desktop: 30_000, mobile: 45_000 } as const;
export const MOBILE_FIRST_ATTEMPT_DELAY_MS = 1000;
export const MOBILE_READINESS_DELAY_MS = 200;
export const READINESS_RETRY_MS = 3000;
export const STATUS_REFRESH_AFTER_SUBMIT_MS = 3000;
export const PROJECT_MESSAGE_MS = 5000;
export const RESET_REFETCH_DELAY_MS = 50;

/** Statuses the server answers; anything else (or a failed call) is shown as unknown. */
export const SUBMISSION_STATUSES = ['not_submitted', 'pending', 'approved', 'returned'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** GET /api/v1/projects/{id}/status and the answer of a submission. */
export interface ProjectStatusReply {
  success: boolean;
  status: string;
  message: string;
  data: {
    filename: string;
    /** The teacher's words when the work was returned for rework. */
    comment?: string;
    submittedAt?: number;
    /** Of the latest submission, when there is one: its id, photos and the teacher's marks. */
    submissionId?: number;
    photos?: SubmissionPhoto[];
    marks?: Mark[];
  };
}

export const SUBMISSION_MSG = {
  noFile: 'Выбери фотографию проекта',
  wrongType: 'Разрешены только изображения: JPG, PNG, GIF',
  tooBig: 'Размер файла не должен превышать 10MB',
  notReady: (reason: string) => `Система не готова: ${reason}. Попробуй перезагрузить страницу.`,
  tokenMissing: 'Нет ключа входа: войди в аккаунт заново',
  tokenBroken: 'Токен поврежден или истек',
  noFormData: 'Браузер не умеет отправлять файлы',
  notLinked: 'Аккаунт не привязан к журналу. Скажи об этом преподавателю.',
  alreadySubmitted: 'Этот проект уже сдан на проверку. Дождись, пока преподаватель его проверит.',
  badRequest: 'Ошибка в данных запроса',
  fileTooLarge: 'Файл слишком большой. Попробуй уменьшить размер изображения.',
  // The three below are what a waiting photo says in the outbox: it leaves by itself (docs/decisions/0256-waiting-work-retries-while-the-page-is-open.md).
  serverError: 'Сервер школы сейчас не справляется. Фото сохранено на твоём телефоне и уйдёт само, как только он заработает.',
  storageFull: 'На сервере школы закончилось место для фото. Скажи учителю, а фото подождёт и отправится позже.',
  network: 'Школа сейчас не отвечает. Фото сохранено на твоём телефоне и уйдёт само, как только она ответит.',
  timeout: 'Школа отвечает слишком долго. Фото сохранено на твоём телефоне, и мы отправим его ещё раз сами.',
  afterAttempts: (reason: string) => `Не удалось отправить проект после ${countOf(UPLOAD_ATTEMPTS, ATTEMPTS_GENITIVE)}. ${reason}`,
  unsuccessful: 'Ошибка при отправке проекта',
  fallback: 'Ошибка при отправке проекта. Попробуй ещё раз.',
  statusServerError: 'Ошибка сервера при получении статуса проекта.',
  statusUnknown: 'Не удалось получить статус проекта',
  // Not in the contract: ours, in the same voice.
  badImage: 'Это не похоже на фотографию. Выбери снимок в формате JPG, PNG или GIF.',
  tooBigToShrink:
    'Это фото слишком большое, и уменьшить его не получилось. Сфотографируй ещё раз в обычном режиме камеры (не 48 или 108 Мп) или отправь снимок экрана с этим фото.',
  gifTooBig: 'GIF больше 10 МБ не уменьшить. Сохрани кадр как JPG или отправь снимок экрана.',
  submitted: 'Проект отправлен на проверку!',
} as const;

/** How one attempt to send a photo failed. */
export type SendFailure =
  | { kind: 'network' }
  | { kind: 'timeout' }
  | { kind: 'http'; status: number; code?: string; message?: string }
  /** A 2xx answer whose `success` is false. */
  | { kind: 'unsuccessful'; message?: string };

/** Retry on a network error, a timeout, any 5xx, 408 and 429; never on other 4xx. */
export function isRetryable(failure: SendFailure): boolean {
  if (failure.kind === 'network' || failure.kind === 'timeout') return true;
  if (failure.kind !== 'http') return false;
  return failure.status >= 500 || failure.status === 408 || failure.status === 429;
}

/** The message for the failure that ended the attempts. */
export function submissionFailureMessage(failure: SendFailure): string {
  switch (failure.kind) {
    case 'network':
      return SUBMISSION_MSG.network;
    case 'timeout':
      return SUBMISSION_MSG.timeout;
    case 'unsuccessful':
      return failure.message || SUBMISSION_MSG.unsuccessful;
    case 'http': {
      const { status, code, message } = failure;
      if (status === 404 && code === 'ACCOUNT_NOT_LINKED') return SUBMISSION_MSG.notLinked;
      if (status === 409 && code === 'PROJECT_ALREADY_SUBMITTED') return message || SUBMISSION_MSG.alreadySubmitted;
      // Final, like every 4xx but 408 and 429 (`isRetryable`): the server's own words.
      if (status === 422 && code === 'IDEMPOTENCY_KEY_REUSED' && message) return message;
      if (status === 400) return message || SUBMISSION_MSG.badRequest;
      if (status === 413) return SUBMISSION_MSG.fileTooLarge;
      if (status === 507 && code === 'STORAGE_FULL') return SUBMISSION_MSG.storageFull;
      if (status >= 500) return SUBMISSION_MSG.serverError;
      return SUBMISSION_MSG.afterAttempts(message || `Код ответа ${status}.`);
    }
  }
}
