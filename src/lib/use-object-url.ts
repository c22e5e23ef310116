import { useEffect, useState } from 'react';

/** A `blob:` URL for showing a photo, revoked when the photo changes or the component goes away. */
export function useObjectUrl(source: Blob | null | undefined): string | undefined {
  const [shown, setShown] = useState<{ source: Blob; url: string }>();
  useEffect(() => {
    if (!source) return;
    const url = URL.createObjectURL(source);
    // The URL registry is outside React: the effect is where a URL is made and freed.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setShown({ source, url });
    return () => URL.revokeObjectURL(url);
  }, [source]);
  return source && shown?.source === source ? shown.url : undefined;
}
