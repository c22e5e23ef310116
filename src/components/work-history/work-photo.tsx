import { useState } from 'react';
import type { PhotoSize } from '../../domain/review';
import { api, call } from '../../lib/api-client';
import { queryKeys, useQuery } from '../../lib/query';
import { useObjectUrl } from '../../lib/use-object-url';

/** The photo call needs the Authorization header, which an <img> cannot send: it comes as a blob. */
function getPhoto(submissionId: number, size: PhotoSize, signal?: AbortSignal): Promise<Blob> {
  return call(() => api.get(`review/submissions/${submissionId}/photo`, { searchParams: { size }, signal }).blob());
}

function usePhoto(submissionId: number, size: PhotoSize): { url?: string; failed: boolean } {
  const photo = useQuery({
    queryKey: queryKeys.review.photo(submissionId, size),
    queryFn: ({ signal }) => getPhoto(submissionId, size, signal),
    staleTime: Infinity,
    gcTime: 60_000,
  });
  return { url: useObjectUrl(photo.data), failed: !photo.data && photo.isError };
}

interface WorkPhotoProps {
  submissionId: number;
  alt: string;
  width: number;
  height: number;
}

/** A submission's photo: small in the list, full size after a tap. */
export function WorkPhoto({ submissionId, alt, width, height }: WorkPhotoProps) {
  const [large, setLarge] = useState(false);
  const photo = usePhoto(submissionId, large ? 'full' : 'thumb');
  const ratio = width > 0 && height > 0 ? `${width} / ${height}` : '4 / 3';
  if (photo.failed) return <p className="work-photo work-photo--failed">Фото не загрузилось</p>;
  return (
    <button
      type="button"
      className={`work-photo${large ? ' work-photo--large' : ''}`}
      style={{ aspectRatio: ratio }}
      onClick={() => setLarge((was) => !was)}
      aria-label={large ? 'Уменьшить фото' : 'Открыть фото крупно'}
      aria-expanded={large}
    >
      {photo.url ? <img src={photo.url} alt={alt} /> : <span className="work-photo__wait">Загружаем фото…</span>}
    </button>
  );
}
