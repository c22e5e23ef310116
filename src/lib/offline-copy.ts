import { create } from 'zustand';
import { OFFLINE_COPY_HEADER, OWN_DATA_CACHE } from './shared-with-sw/own-data-names';

// Whether what the page shows came from the worker's saved copies (no network) and from when:
// the layout says «Показаны данные, сохранённые …» until a fresh answer comes.

/** Client state: what the page is showing, not what the server has. */
const useSavedAt = create<{ savedAt: number | null }>()(() => ({ savedAt: null }));

/** Every API answer passes here (lib/api-client.ts): a saved copy, or a fresh answer. */
export function noteAnswer(response: Response) {
  const header = response.headers.get(OFFLINE_COPY_HEADER);
  if (header === null) useSavedAt.setState({ savedAt: null });
  // The oldest copy on the page is the one to speak of.
  else useSavedAt.setState(({ savedAt }) => ({ savedAt: Math.min(savedAt ?? Infinity, Number(header) || 0) }));
}

/** When the oldest saved copy on the page was saved (ms), or null when all is fresh. */
export function useOfflineCopy(): number | null {
  return useSavedAt((s) => s.savedAt);
}

/** At logout: the next pupil at this computer sees nothing of this one's, even offline. */
export async function forgetOwnData(): Promise<void> {
  useSavedAt.setState({ savedAt: null });
  try {
    await globalThis.caches?.delete(OWN_DATA_CACHE);
  } catch {
    // No Cache Storage here (an old browser, a test): nothing was saved either.
  }
}
