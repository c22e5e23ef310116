// The page's side of the service worker's other jobs: Background Sync, storage, messages.

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * Asks the worker to run `tag` when the network is back, even if the page is closed by then
 * (Background Sync: Chromium). Elsewhere (iOS) the page's own triggers do the work.
 */
export async function registerBackgroundSync(tag: string): Promise<void> {
  try {
    const registration = (await navigator.serviceWorker?.ready) as SyncRegistration | undefined;
    await registration?.sync?.register(tag);
  } catch {
    // No worker yet (first visit, dev mode) or no permission: the page's triggers remain.
  }
}

/** Asks the browser not to clear our storage under pressure: queued photos live there. */
export async function requestPersistentStorage(): Promise<void> {
  try {
    if (navigator.storage?.persist && !(await navigator.storage.persisted())) await navigator.storage.persist();
  } catch {
    // Not offered: the photos still wait in IndexedDB.
  }
}

/** Messages the service worker posts to its pages. */
export function onServiceWorkerMessage(handler: (data: unknown) => void): () => void {
  const container = navigator.serviceWorker;
  if (!container) return () => {};
  const listener = (event: MessageEvent) => handler(event.data);
  container.addEventListener('message', listener);
  return () => container.removeEventListener('message', listener);
}
