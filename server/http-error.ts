import type { ErrorBody, ErrorCode } from '../domain/api';
import { ACCOUNT_MESSAGES } from '../domain/account';
import { CLASS_MSG } from '../domain/classes';
import { CLUB_MSG } from '../domain/club';
import { COMMENT_MESSAGES } from '../domain/comments';
import { FAMILY_MSG } from '../domain/family';
import { GALLERY_MSG } from '../domain/gallery';
import { LESSONS_MSG } from '../domain/lessons';
import { MSG } from '../domain/messages';
import { PROGRESS_MESSAGES } from '../domain/standing';
import type { Failure } from './services/outcome';

/**
 * The one table from a domain error code to its HTTP status and default Russian message. Services
 * return `{ ok: false, error: CODE }` (see services/outcome.ts); routes turn that into an answer
 * here, so a status is chosen in exactly one place.
 */
export const ERRORS: Record<ErrorCode, { status: number; message: string }> = {
  BAD_REQUEST: { status: 400, message: MSG.badRequest },
  URL_TOO_LONG: { status: 414, message: MSG.urlTooLong },
  HEADERS_TOO_LARGE: { status: 431, message: MSG.headersTooLarge },
  REQUEST_TIMEOUT: { status: 408, message: MSG.requestTimeout },
  VALIDATION_ERROR: { status: 400, message: MSG.checkInput },
  INVALID_JSON: { status: 400, message: MSG.badJson },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: MSG.unsupportedMediaType },
  AUTH_REQUIRED: { status: 401, message: MSG.authRequired },
  TOKEN_EXPIRED: { status: 401, message: MSG.sessionExpired },
  TOKEN_INVALID: { status: 401, message: 'Токен поврежден или истек' },
  BAD_CREDENTIALS: { status: 401, message: MSG.badCredentials },
  FORBIDDEN: { status: 403, message: MSG.forbidden },
  NOT_FOUND: { status: 404, message: MSG.notFound },
  USER_NOT_FOUND: { status: 404, message: MSG.userNotFound },
  EMAIL_TAKEN: { status: 409, message: MSG.emailTaken },
  ACCOUNT_NOT_LINKED: { status: 404, message: 'Аккаунт не привязан к журналу. Скажи об этом преподавателю.' },
  PROJECT_ALREADY_SUBMITTED: { status: 409, message: 'Этот проект уже сдан на проверку. Дождись, пока преподаватель его проверит.' },
  IDEMPOTENCY_KEY_REUSED: { status: 422, message: 'Эта отправка уже была сделана с другим проектом или другим фото. Отправьте фото ещё раз.' },
  ALREADY_REVIEWED: { status: 409, message: 'Эту работу уже проверили.' },
  DUPLICATE_COMMENT: { status: 409, message: COMMENT_MESSAGES.duplicate },
  ALREADY_VOTED: { status: 409, message: COMMENT_MESSAGES.alreadyVoted },
  ALREADY_REPORTED: { status: 409, message: COMMENT_MESSAGES.alreadyReported },
  NOT_ENOUGH_DIAMONDS: { status: 409, message: 'Не хватает алмазов' },
  MAX_LEVEL_REACHED: { status: 409, message: PROGRESS_MESSAGES.maxLevel },
  ALREADY_BOUGHT: { status: 409, message: 'Это уже куплено' },
  SOLUTION_WAITING: { status: 409, message: CLUB_MSG.solutionWaiting },
  LOCKED: { status: 403, message: 'Это пока закрыто: сначала пройди то, что идёт раньше' },
  LECTURE_NOT_BOUGHT: { status: 403, message: LESSONS_MSG.notBought },
  FILE_EXISTS: { status: 409, message: ACCOUNT_MESSAGES.fileExists },
  RESET_LINK_INVALID: { status: 400, message: ACCOUNT_MESSAGES.resetLinkInvalid },
  WRONG_PASSWORD: { status: 403, message: ACCOUNT_MESSAGES.wrongPassword },
  CLASS_CODE_WRONG: { status: 404, message: CLASS_MSG.codeWrong },
  UNDO_NOT_POSSIBLE: { status: 409, message: CLASS_MSG.undoNothing },
  CONSENT_REQUIRED: { status: 403, message: FAMILY_MSG.consentRequired },
  NOT_APPROVED: { status: 409, message: GALLERY_MSG.notApproved },
  PAYLOAD_TOO_LARGE: { status: 413, message: MSG.tooLarge },
  RATE_LIMITED: { status: 429, message: MSG.tooMany },
  SERVER_BUSY: { status: 503, message: MSG.serverBusy },
  STORAGE_FULL: { status: 507, message: MSG.storageFull },
  SERVER_ERROR: { status: 500, message: MSG.serverError },
  APP_NOT_BUILT: { status: 404, message: 'Приложение не собрано: выполните npm run build' },
};

/** An error whose status, machine code and Russian message go to the client as they are. */
export class HttpError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string = ERRORS[code].message,
    /** Seconds, sent as `Retry-After`. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.statusCode = ERRORS[code].status;
  }

  body(): ErrorBody {
    return { message: this.message, code: this.code };
  }
}

/** The answer to a service's failure: throw it from a route. */
export function httpFailure(failure: Failure): HttpError {
  return new HttpError(failure.error, messageOf(failure), failure.retryAfter);
}

/** The Russian text of a failure, for the operator command as for a route. */
export function messageOf(failure: Failure): string {
  return failure.message ?? ERRORS[failure.error].message;
}
