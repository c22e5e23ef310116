import type { MessageBody } from '../../../../domain/api';
import type { ModerationHideBody, ModerationReply } from '../../../../domain/moderation';
import { api, call } from '../../../lib/api-client';

export function getReports(signal?: AbortSignal): Promise<ModerationReply> {
  return call(() => api.get('moderation/reports', { signal }).json<ModerationReply>());
}

export function setCommentHidden(commentId: number, json: ModerationHideBody): Promise<MessageBody> {
  return call(() => api.put(`moderation/comments/${commentId}`, { json }).json<MessageBody>());
}
