import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { whenIdle } from '../lib/when-idle';

// Parts of a page that the first paint does not need (the header's outbox badge, the outcome
// notice, the upload section below a guide): their code is fetched once the page is up, so it
// does not compete with the page's own code on a slow network.

/** True once the page has loaded and the browser is idle (lib/when-idle.ts). */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  return ready;
}

/**
 * A component loaded after the first paint: renders `fallback` (nothing by default) until then.
 * `load` picks the export: `later(() => import('./x').then((m) => m.X))`.
 */
export function later<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function Later(props: P) {
    const ready = useAfterFirstPaint();
    if (!ready) return <>{fallback}</>;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
