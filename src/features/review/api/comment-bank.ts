import type { CommentBankReply } from '../../../../domain/review';
import { api, call } from '../../../lib/api-client';

/** The teacher's most used words on their decisions (docs/decisions/0248-the-comment-bank-is-the-teachers-own-words.md). */
export function getCommentBank(signal?: AbortSignal): Promise<string[]> {
  return call(async () => (await api.get('review/comment-bank', { signal }).json<CommentBankReply>()).data);
}
