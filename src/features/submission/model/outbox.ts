import { create } from 'zustand';
import { PAGE_UPLOAD_TIMEOUT_MS, MOBILE_FIRST_ATTEMPT_DELAY_MS } from '../../../../domain/submission';
import { isMobileNow } from '../../../lib/is-mobile';
import { userIdOf } from '../../../lib/jwt';
import { createRetryTimer, type RetryTimer } from '../../../lib/retry-timer';
import { changedBy, queryClient } from '../../../lib/query';
import { onServiceWorkerMessage, registerBackgroundSync, requestPersistentStorage } from '../../../lib/sw-bridge';
import { isOutboxMessage, openOutboxChannel, type OutboxChannel } from '../../../lib/shared-with-sw/outbox-channel';
import { OUTBOX_SYNC_TAG, withOutboxLock } from '../../../lib/shared-with-sw/outbox-lock';
import { createOutboxProcessor, type OutboxEvent } from '../../../lib/shared-with-sw/outbox-processor';
import type { OutboxRecord } from '../../../lib/shared-with-sw/outbox-record';
import { indexedDbOutbox } from '../../../lib/shared-with-sw/outbox-store';
import { randomId } from '../../../lib/shared-with-sw/random-id';
import type { SessionMirror } from '../../../lib/shared-with-sw/school-db';
import { xhrSender } from '../../../lib/xhr-sender';
import { useSession } from '../../../stores/session';

// The page's side of the photo outbox: one processor for the whole app (XHR, so the panel gets a
// progress bar), a snapshot of the records for React, and the triggers that flush it.

const store = indexedDbOutbox();
const eventListeners = new Set<(event: OutboxEvent) => void>();
/** The other tabs, while this one is signed in (startOutbox). */
let otherTabs: OutboxChannel | undefined;

/** The records as the page shows them: client state, a copy of what IndexedDB holds. */
export const useOutboxRecords = create<{ records: readonly OutboxRecord[] }>()(() => ({ records: [] }));

export async function refreshOutbox(): Promise<void> {
  let records: readonly OutboxRecord[];
  try {
    records = await store.all();
  } catch {
    records = [];
  }
  useOutboxRecords.setState({ records });
}

export function onOutboxEvent(listener: (event: OutboxEvent) => void): () => void {
  eventListeners.add(listener);
  return () => eventListeners.delete(listener);
}

/**
 * One step of a photo's sending, whoever took it (this page, another tab, the worker): the panels
 * follow it, and a delivered photo makes every project status on this page asked again.
 */
function announce(event: OutboxEvent) {
  eventListeners.forEach((listener) => listener(event));
  if (event.type === 'progress') return;
  void refreshOutbox();
  if (event.type === 'sent') {
    for (const queryKey of changedBy.submission) void queryClient.invalidateQueries({ queryKey });
  }
}

/** This page's own sender: its steps are told to the other tabs as well. */
function announceOwn(event: OutboxEvent) {
  announce(event);
  otherTabs?.post(event);
}

/** The signed-in user's token and id, as the session store holds them. */
export function currentSession(): SessionMirror | undefined {
  const token = useSession.getState().token;
  const userId = userIdOf(token);
  return token && userId !== undefined ? { token, userId } : undefined;
}

const mobile = isMobileNow();
const processor = createOutboxProcessor({
  store,
  send: xhrSender,
  session: async () => currentSession(),
  isOnline: () => navigator.onLine,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  withLock: withOutboxLock,
  timeoutMs: mobile ? PAGE_UPLOAD_TIMEOUT_MS.mobile : PAGE_UPLOAD_TIMEOUT_MS.desktop,
  firstAttemptDelayMs: mobile ? MOBILE_FIRST_ATTEMPT_DELAY_MS : 0,
  onEvent: announceOwn,
});

/** Waits between tries while photos wait and the page is open. */
export const OUTBOX_RETRY_MS = { first: 5_000, max: 60_000 } as const;
/** Tries again while photos wait (startOutbox). */
let retry: RetryTimer | undefined;

/**
 * Sends what waits and says how many still wait. Those are handed to Background Sync, so they
 * go even if the pupil closes the tab (where the browser has it).
 */
async function sendWaiting(only?: string): Promise<number> {
  try {
    const report = await processor.flush({ only });
    if (report.queued > 0) void registerBackgroundSync(OUTBOX_SYNC_TAG);
    return report.queued;
  } catch (error) {
    console.warn('Не удалось отправить фото из очереди', error);
    return 1;
  } finally {
    await refreshOutbox();
  }
}

/** Sends what waits now; what is left is tried again by the page's timer. */
export async function flushOutbox(only?: string): Promise<void> {
  if ((await sendWaiting(only)) > 0) retry?.soon();
}

/**
 * Puts a submission's photos (1 to 3, the first is «Спереди») in the outbox as one item: from here
 * on they survive reloads, sleep and no network, and go together or not at all.
 */
export async function enqueuePhotos(projectId: number, photos: readonly File[], ownerId: number): Promise<OutboxRecord> {
  const [first, ...more] = await Promise.all(
    photos.map(async (photo) => ({ bytes: await photo.arrayBuffer(), mime: photo.type || 'image/jpeg', filename: photo.name })),
  );
  if (!first) throw new Error('no photo');
  const record: OutboxRecord = {
    id: randomId(),
    idempotencyKey: randomId(),
    ownerId,
    projectId,
    ...first,
    ...(more.length > 0 ? { morePhotos: more } : {}),
    createdAt: Date.now(),
    attempts: 0,
    state: 'queued',
  };
  await store.add(record);
  await refreshOutbox();
  // The first queued photo is the moment to ask the browser to keep our storage.
  void requestPersistentStorage();
  return record;
}

export async function removeFromOutbox(id: string): Promise<void> {
  await store.remove(id);
  await refreshOutbox();
}

/**
 * Flush triggers for every browser (iOS has no Background Sync): app start, the network coming
 * back, the app becoming visible, a login, and while photos wait a timer (5 s, 10 s… up to a
 * minute). Returns the cleanup.
 */
export function startOutbox(): () => void {
  const timer = createRetryTimer(async () => (await sendWaiting()) > 0, OUTBOX_RETRY_MS);
  retry = timer;
  const onVisible = () => {
    if (document.visibilityState === 'visible') timer.now();
  };
  void refreshOutbox().then(timer.now);
  window.addEventListener('online', timer.now);
  document.addEventListener('visibilitychange', onVisible);
  const stopSession = useSession.subscribe((state, previous) => {
    if (state.token && state.token !== previous.token) timer.now();
  });
  // The worker or another tab sent something: show it here too.
  const stopMessages = onServiceWorkerMessage((data) => {
    if (isOutboxMessage(data)) announce(data.event);
  });
  otherTabs = openOutboxChannel(announce);
  return () => {
    timer.stop();
    if (retry === timer) retry = undefined;
    window.removeEventListener('online', timer.now);
    document.removeEventListener('visibilitychange', onVisible);
    stopSession();
    stopMessages();
    otherTabs?.close();
    otherTabs = undefined;
  };
}
