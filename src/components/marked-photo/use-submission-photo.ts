import type { PhotoSize } from '../../../domain/review';
import { queryKeys, useQuery } from '../../lib/query';
import { getSubmissionPhoto } from '../../lib/submission-photo';
import { useObjectUrl } from '../../lib/use-object-url';

/** A photo never changes; a full-size one is let go soon after it leaves the screen. */
const PHOTO_KEPT_MS = 60_000;

/** One photo of a submission as a `blob:` URL; `keepOffline` for the pupil's own photos. */
export function useSubmissionPhoto(submissionId: number, index: number, size: PhotoSize, keepOffline = false): { url?: string; failed: boolean } {
  const photo = useQuery({
    queryKey: queryKeys.review.photoAt(submissionId, index, size),
    queryFn: ({ signal }) => getSubmissionPhoto(submissionId, index, size, { keepOffline, signal }),
    staleTime: Infinity,
    gcTime: PHOTO_KEPT_MS,
    retry: false,
  });
  const url = useObjectUrl(photo.data);
  return { url, failed: !photo.data && photo.isError };
}
