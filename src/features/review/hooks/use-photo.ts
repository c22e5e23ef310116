import { useEffect, useState } from 'react';
import type { PhotoSize } from '../../../domain/review';
import { useObjectUrl } from '../../../lib/use-object-url';
import { getPhoto } from '../api/get-photo';

type Loaded = { key: string; blob: Blob } | { key: string; failed: true };

/** A submission's photo as a `blob:` URL (the photo call needs the Authorization header). */
export function usePhoto(submissionId: number, size: PhotoSize): { url?: string; failed: boolean } {
  const key = `${submissionId}:${size}`;
  const [loaded, setLoaded] = useState<Loaded>();
  useEffect(() => {
    const controller = new AbortController();
    getPhoto(submissionId, size, controller.signal).then(
      (blob) => setLoaded({ key, blob }),
      () => {
        if (!controller.signal.aborted) setLoaded({ key, failed: true });
      },
    );
    return () => controller.abort();
  }, [submissionId, size, key]);
  const current = loaded?.key === key ? loaded : undefined;
  const url = useObjectUrl(current && 'blob' in current ? current.blob : undefined);
  return { url, failed: Boolean(current && 'failed' in current) };
}
