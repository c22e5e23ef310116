// Work that must happen soon but not before the page is on screen (starting the photo outbox,
// registering the service worker, mirroring the session for it): run once the page has loaded
// and the browser has a moment, so it neither competes with the page's own code for the network
// nor delays its first paint.

/** Runs `task` after the window's load event, when the browser is idle (at most `timeoutMs` later). Returns a cancel. */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  let cancelled = false;
  let cancelScheduled = () => {};
  const run = () => {
    if (!cancelled) task();
  };
  const schedule = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(run, { timeout: timeoutMs });
      cancelScheduled = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(run, 50);
      cancelScheduled = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    cancelScheduled();
  };
}
