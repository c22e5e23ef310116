import type { NewThreadMessageBody, ThreadMessage, ThreadReply, UnreadThread } from '../../../domain/review-conversation';
import { api, call } from '../../lib/api-client';

export function getThread(submissionId: number, signal?: AbortSignal): Promise<ThreadMessage[]> {
  return call(async () => (await api.get(`review/submissions/${submissionId}/messages`, { signal }).json<ThreadReply>()).data);
}

export function postThreadMessage(submissionId: number, text: string): Promise<{ message: string; data: ThreadMessage }> {
  const json: NewThreadMessageBody = { text };
  return call(() => api.post(`review/submissions/${submissionId}/messages`, { json }).json<{ message: string; data: ThreadMessage }>());
}

export function getUnreadThreads(signal?: AbortSignal): Promise<UnreadThread[]> {
  return call(async () => (await api.get('review/messages/unread', { signal }).json<{ data: UnreadThread[] }>()).data);
}
