import ky, { isHTTPError, isTimeoutError, type HTTPError } from 'ky';
import { ERROR_CODES } from '../../domain/api';
import { STORAGE_KEY } from '../../domain/constants';
import { ApiError } from './api-error';
import { noteAnswer } from './offline-copy';

export { ApiError };

// The one configured HTTP client. It sends the stored session token and turns every failure
// into an ApiError whose message is the server's Russian `message`.

export const NETWORK_ERROR_MESSAGE = 'Не удалось связаться с сервером. Нужно подключение к интернету';
const UNEXPECTED_MESSAGE = 'Произошла неожиданная ошибка. Можно попробовать ещё раз';

interface ErrorBody {
  message?: unknown;
  code?: unknown;
}

/** `Retry-After` in whole seconds (the server sends seconds; a date or junk is ignored). */
export function retryAfterSeconds(header: string | null): number | undefined {
  if (header === null || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim());
}

// An error answer's JSON body, read once before the error reaches the caller (`beforeError`), so
// that toApiError stays synchronous.
const errorBodies = new WeakMap<HTTPError, ErrorBody>();

async function readErrorBody(error: HTTPError): Promise<HTTPError> {
  const body: unknown = await error.response.clone().json().catch(() => undefined);
  if (body && typeof body === 'object') errorBodies.set(error, body);
  return error;
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isHTTPError(error)) {
    const body = errorBodies.get(error) ?? {};
    const message = typeof body.message === 'string' && body.message ? body.message : UNEXPECTED_MESSAGE;
    const code = ERROR_CODES.find((known) => known === body.code);
    return new ApiError(message, error.response.status, code, retryAfterSeconds(error.response.headers.get('retry-after')));
  }
  // A network failure is fetch's TypeError.
  if (isTimeoutError(error) || error instanceof TypeError) return new ApiError(NETWORK_ERROR_MESSAGE, null);
  if (error instanceof Error && error.name === 'AbortError') throw error;
  return new ApiError(UNEXPECTED_MESSAGE, null);
}

// Absolute, so the same requests work where Request does not resolve relative URLs (tests).
const origin = globalThis.location?.origin ?? '';

export const api = ky.create({
  prefixUrl: `${origin}/api/v1`,
  // The general client has no default timeout and does not retry on its own.
  timeout: false,
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        const token = localStorage.getItem(STORAGE_KEY);
        if (token) request.headers.set('Authorization', token);
      },
    ],
    afterResponse: [(_request, _options, response) => noteAnswer(response)],
    beforeError: [readErrorBody],
  },
});

/** The calls outside /api/v1 (`/api/forgot-password` and `/api/reset-password`). */
export const rootApi = api.extend({ prefixUrl: `${origin}/api` });

/** Runs a call and rethrows any failure as an ApiError with a Russian message. */
export async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw toApiError(error);
  }
}
