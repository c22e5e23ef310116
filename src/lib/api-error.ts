import type { ErrorCode } from '../../domain/api';

// The client's one error type, apart from the HTTP client itself (api-client.ts, ky): code that
// only needs to recognise a failure (the session store in the entry chunk) does not pull ky in.

export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status, or null when no answer came (offline, timeout). */
    readonly status: number | null,
    /** The server's machine code: branch on this, never on the message. */
    readonly code?: ErrorCode,
    /** Seconds to wait before trying again, from the answer's `Retry-After` (429, 503). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
