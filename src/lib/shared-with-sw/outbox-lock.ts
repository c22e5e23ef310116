/**
 * A Web Lock shared by the page and the service worker, so two senders never send one photo at
 * once. Where the browser has no Web Locks the task runs as it is: the server's
 * idempotency key still keeps a photo from being stored twice.
 */
export function withOutboxLock<T>(task: () => Promise<T>): Promise<T> {
  // `navigator` is a Navigator in the page and a WorkerNavigator in the worker: both may have locks.
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  return locks ? (locks.request('outbox', task) as Promise<T>) : task();
}

export const OUTBOX_SYNC_TAG = 'outbox';
