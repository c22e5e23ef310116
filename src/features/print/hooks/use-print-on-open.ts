import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The query flag «Распечатать» on a project card adds to the guide's address. */
export const PRINT_FLAG = 'print';

/** Every picture on the page loaded (or failed): printing earlier leaves empty frames. */
function picturesLoaded(): Promise<void> {
  const pending = Array.from(document.images).filter((image) => !image.complete);
  return Promise.all(
    pending.map((image) => new Promise<void>((resolve) => {
      image.addEventListener('load', () => resolve(), { once: true });
      image.addEventListener('error', () => resolve(), { once: true });
    })),
  ).then(() => undefined);
}

/** Opened with `?print`: print once the pictures are in, then drop the flag so a reload does not print again. */
export function usePrintOnOpen(): void {
  const [params, setParams] = useSearchParams();
  const requested = params.has(PRINT_FLAG);
  useEffect(() => {
    if (!requested) return;
    let cancelled = false;
    void picturesLoaded().then(() => {
      if (cancelled) return;
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete(PRINT_FLAG);
        return next;
      }, { replace: true });
      window.print();
    });
    return () => {
      cancelled = true;
    };
  }, [requested, setParams]);
}
