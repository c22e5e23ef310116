import type { PhotoSize } from '../../../domain/review';
import { api, call } from '../../../lib/api-client';

/** The stored photo as a blob: the call needs the Authorization header, which an <img> cannot send. */
export function getPhoto(submissionId: number, size: PhotoSize, signal?: AbortSignal): Promise<Blob> {
  return call(() => api.get(`review/submissions/${submissionId}/photo`, { searchParams: { size }, signal }).blob());
}
