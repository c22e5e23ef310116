import type { ForgotPasswordBody, ResetPasswordBody } from '../../../domain/account';
import type { MessageBody } from '../../../domain/api';
import { call, rootApi } from '../../../lib/api-client';

/** SPEC §7: POST /api/forgot-password `{email}`, 10 s at most. */
export function requestPasswordReset(email: string): Promise<MessageBody> {
  const json: ForgotPasswordBody = { email };
  return call(() => rootApi.post('forgot-password', { json, timeout: 10_000 }).json<MessageBody>());
}

export function setNewPassword(token: string, password: string): Promise<MessageBody> {
  const json: ResetPasswordBody = { token, password };
  return call(() => rootApi.post('reset-password', { json, timeout: 20_000 }).json<MessageBody>());
}
