import { ACCOUNT_MESSAGES, type ForgotPasswordBody, type ResetPasswordBody } from '../../../../domain/account';
import { ERROR_CODES, type MessageBody } from '../../../../domain/api';
import { ApiError, call, rootApi } from '../../../lib/api-client';

/** The text an error answer carries: our `message`, or an `error` field (the old server's "error" field). */
async function serverText(response: Response): Promise<{ text?: string; code?: unknown }> {
  const body = (await response.json().catch(() => undefined)) as { message?: unknown; error?: unknown; code?: unknown } | null | undefined;
  if (typeof body !== 'object' || body === null) return {};
  const text = [body.message, body.error].find((value): value is string => typeof value === 'string' && value.trim() !== '');
  return { text, code: body.code };
}

/**
 * POST /api/forgot-password `{email}`, 10 s at most. An answer outside 2xx becomes an
 * ApiError with its status and the server's text, or «Произошла ошибка на сервере» without one;
 * no answer at all is an ApiError with status null (the network message).
 */
export function requestPasswordReset(email: string): Promise<MessageBody> {
  const json: ForgotPasswordBody = { email };
  return call(async () => {
    const response = await rootApi.post('forgot-password', { json, timeout: 10_000, throwHttpErrors: false });
    if (response.ok) return (await response.json()) as MessageBody;
    const { text, code } = await serverText(response);
    throw new ApiError(text ?? ACCOUNT_MESSAGES.resetServerError, response.status, ERROR_CODES.find((known) => known === code));
  });
}

export function setNewPassword(token: string, password: string): Promise<MessageBody> {
  const json: ResetPasswordBody = { token, password };
  return call(() => rootApi.post('reset-password', { json, timeout: 20_000 }).json<MessageBody>());
}
