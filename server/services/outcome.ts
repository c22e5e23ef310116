import type { ErrorCode } from '../../domain/api';

// Services answer in domain terms: `{ ok: true, ... }` or a failure naming its ErrorCode. They
// know nothing of HTTP; routes turn a failure into a status and a Russian message with
// `httpFailure` (server/http-error.ts), the operator command prints `messageOf`.

export interface Failure<E extends ErrorCode = ErrorCode> {
  ok: false;
  error: E;
  /** A more precise Russian message where the rule has one (which field is wrong). */
  message?: string;
  /** Seconds to wait before trying again (busy, rate-limited). */
  retryAfter?: number;
}

export function fail<E extends ErrorCode>(error: E, details: { message?: string; retryAfter?: number } = {}): Failure<E> {
  return { ok: false, error, ...details };
}
