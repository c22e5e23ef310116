/// <reference lib="webworker" />
import { PAGE_UPLOAD_TIMEOUT_MS } from '../domain/submission';
import { fetchSender } from '../src/lib/shared-with-sw/fetch-sender';
import { OUTBOX_SYNC_TAG, withOutboxLock } from '../src/lib/shared-with-sw/outbox-lock';
import { createOutboxProcessor, type OutboxEvent } from '../src/lib/shared-with-sw/outbox-processor';
import { indexedDbOutbox } from '../src/lib/shared-with-sw/outbox-store';
import { readMirroredSession } from '../src/lib/shared-with-sw/session-mirror';

/** Background Sync's event (Chromium); TypeScript's worker library does not know it yet. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

/**
 * Sends the photo outbox when Background Sync says the network is back, even with every tab
 * closed. The same processor as the page's, with fetch instead of XHR; each step is posted to the
 * open pages so their panels follow along.
 */
export function installOutboxSync(worker: ServiceWorkerGlobalScope) {
  const tell = async (event: OutboxEvent) => {
    const pages = await worker.clients.matchAll({ type: 'window' });
    for (const page of pages) page.postMessage({ type: 'outbox-event', event });
  };
  const processor = createOutboxProcessor({
    store: indexedDbOutbox(),
    send: fetchSender(worker.location.origin),
    session: readMirroredSession,
    isOnline: () => worker.navigator.onLine,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    withLock: withOutboxLock,
    // A worker cannot tell a phone from a computer: it allows the longer, phone time.
    timeoutMs: PAGE_UPLOAD_TIMEOUT_MS.mobile,
    onEvent: (event) => void tell(event),
  });

  worker.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== OUTBOX_SYNC_TAG) return;
    sync.waitUntil(
      processor.flush().then((report) => {
        // Something still waits: a failed sync is tried again later by the browser.
        if (report.queued > 0 && !sync.lastChance) throw new Error('В очереди остались фото');
      }),
    );
  });
}
