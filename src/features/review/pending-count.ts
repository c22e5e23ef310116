import { useEffect, useSyncExternalStore } from 'react';
import { getQueue } from './api/get-queue';

// How much work waits for review: the queue page knows it exactly; the badges in the menus ask
// the server once a minute while any of them is on screen (one poll however many badges).

const REFRESH_MS = 60_000;
let count: number | undefined;
const listeners = new Set<() => void>();
let badges = 0;
let timer: ReturnType<typeof setInterval> | undefined;

export function setPendingCount(next: number) {
  count = next;
  listeners.forEach((listener) => listener());
}

function refresh() {
  if (document.visibilityState === 'visible') getQueue().then(({ count }) => setPendingCount(count), () => {});
}

function startPolling(): () => void {
  badges += 1;
  if (badges === 1) {
    refresh();
    timer = setInterval(refresh, REFRESH_MS);
    document.addEventListener('visibilitychange', refresh);
  }
  return () => {
    badges -= 1;
    if (badges === 0) {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    }
  };
}

export function usePendingCount(): number | undefined {
  useEffect(startPolling, []);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => count,
  );
}
