import type { PhotoSize } from '../../../domain/review';
import { queryKeys, useQuery } from '../../../lib/query';
import { useObjectUrl } from '../../../lib/use-object-url';
import { getPhoto } from '../api/get-photo';

/** A photo never changes; a full-size one is let go soon after it leaves the screen. */
const PHOTO_KEPT_MS = 60_000;

/** A submission's photo as a `blob:` URL (the photo call needs the Authorization header). */
export function usePhoto(submissionId: number, size: PhotoSize): { url?: string; failed: boolean } {
  const photo = useQuery({
    queryKey: queryKeys.review.photo(submissionId, size),
    queryFn: ({ signal }) => getPhoto(submissionId, size, signal),
    staleTime: Infinity,
    gcTime: PHOTO_KEPT_MS,
  });
  const url = useObjectUrl(photo.data);
  return { url, failed: !photo.data && photo.isError };
}
