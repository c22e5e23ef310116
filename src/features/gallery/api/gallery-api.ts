import type { MessageBody } from '../../../../domain/api';
import type { GalleryReply, ReactionReply, ShownToClassReply } from '../../../../domain/gallery';
import { api, call } from '../../../lib/api-client';

export function getGallery(classId: number, signal?: AbortSignal): Promise<GalleryReply['data']> {
  return call(async () => (await api.get(`classes/${classId}/gallery`, { signal }).json<GalleryReply>()).data);
}

export function setShownToClass(submissionId: number, shown: boolean): Promise<ShownToClassReply> {
  return call(() => api.put(`submissions/${submissionId}/shown-to-class`, { json: { shown } }).json<ShownToClassReply>());
}

export function setReaction(itemId: number, reacted: boolean): Promise<ReactionReply['data']> {
  return call(async () => (await api.post(`gallery/${itemId}/reaction`, { json: { reacted } }).json<ReactionReply>()).data);
}

export function setGalleryHidden(itemId: number, hidden: boolean): Promise<MessageBody> {
  return call(() => api.put(`gallery/${itemId}`, { json: { hidden } }).json<MessageBody>());
}
