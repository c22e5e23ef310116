import { useSyncExternalStore } from 'react';
import { OFFLINE_COPY_HEADER, OWN_DATA_CACHE } from './worker/own-data-names';

// Whether what the page shows came from the worker's saved copies (no network) and from when:
// the layout says «Показаны данные, сохранённые …» until a fresh answer comes.

let savedAt: number | null = null;
const listeners = new Set<() => void>();

function set(next: number | null) {
  if (next === savedAt) return;
  savedAt = next;
  for (const listener of listeners) listener();
}

/** Every API answer passes here (lib/api-client.ts): a saved copy, or a fresh answer. */
export function noteAnswer(response: Response) {
  const header = response.headers.get(OFFLINE_COPY_HEADER);
  if (header === null) set(null);
  // The oldest copy on the page is the one to speak of.
  else set(Math.min(savedAt ?? Infinity, Number(header) || 0));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** When the oldest saved copy on the page was saved (ms), or null when all is fresh. */
export function useOfflineCopy(): number | null {
  return useSyncExternalStore(subscribe, () => savedAt, () => null);
}

/** At logout: the next pupil at this computer sees nothing of this one's, even offline. */
export async function forgetOwnData(): Promise<void> {
  set(null);
  try {
    await globalThis.caches?.delete(OWN_DATA_CACHE);
  } catch {
    // No Cache Storage here (an old browser, a test): nothing was saved either.
  }
}
