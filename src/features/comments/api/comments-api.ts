import {
  SECTION_PATHS,
  type CommentListReply,
  type HideBody,
  type JudgementReply,
  type NewCommentBody,
  type Section,
  type VoteBody,
  type VoteChange,
} from '../../../../domain/comments';
import type { MessageBody } from '../../../../domain/api';
import { api, call } from '../../../lib/api-client';

// The comments calls (docs/product.md §7), with the two moderation calls (domain/comments.ts).

export function listComments(section: Section, id: number, signal?: AbortSignal): Promise<CommentListReply> {
  return call(() => api.get(`comments/${SECTION_PATHS[section]}/${id}`, { signal }).json<CommentListReply>());
}

export function postComment(section: Section, id: number, text: string): Promise<MessageBody> {
  const json: NewCommentBody = { idRasdel: id, textComent: text };
  return call(() => api.post(`comments/${SECTION_PATHS[section]}`, { json }).json<MessageBody>());
}

export function getJudgement(section: Section, id: number, signal?: AbortSignal): Promise<JudgementReply> {
  return call(() => api.get(`comments/judgement/${id}/${section}`, { signal }).json<JudgementReply>());
}

export function vote(section: Section, id: number, change: VoteChange): Promise<MessageBody> {
  const json: VoteBody = { idRasdel: id, rasdel: section, change };
  return call(() => api.put('comments/judgement', { json }).json<MessageBody>());
}

export function setHidden(commentId: number, hidden: boolean): Promise<MessageBody> {
  const json: HideBody = { hidden };
  return call(() => api.put(`comments/${commentId}/hidden`, { json }).json<MessageBody>());
}

export function reportComment(commentId: number): Promise<MessageBody> {
  return call(() => api.post(`comments/${commentId}/report`).json<MessageBody>());
}
