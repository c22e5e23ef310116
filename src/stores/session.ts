import { create } from 'zustand';
import { STORAGE_KEY } from '../../domain/constants';
import { forgetOwnData } from '../lib/offline-copy';
import { forgetPushOnThisDevice } from '../lib/push-manager';
import { whenIdle } from '../lib/when-idle';
import { inspectToken } from '../lib/jwt';

// The store is in the entry chunk, which the login page downloads too: the HTTP client (ky) and
// IndexedDB (idb) arrive only when a signed-in session needs them (docs/decisions/0061-what-the-login-page-loads.md). It keeps
// client state only, the token and what it says; the own profile is server state, read through
// TanStack Query by `useOwnProfile` (./own-profile.ts).

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

/** Fired on window whenever the user logs in or out (the "auth-change signal"). */
export const AUTH_CHANGE_EVENT = 'auth-change';

interface SessionState {
  status: SessionStatus;
  token: string | null;
  start(): Promise<void>;
  login(token: string): Promise<void>;
  logout(): void;
}

/** The service worker sends queued photos with the token it finds in IndexedDB. */
async function mirror(token: string | null) {
  const found = token ? inspectToken(token, Date.now()) : undefined;
  const userId = found?.state === 'valid' ? found.claims.id : undefined;
  try {
    const { mirrorSession } = await import('../lib/shared-with-sw/session-mirror');
    await mirrorSession(token && typeof userId === 'number' ? { token, userId } : null);
  } catch (error) {
    // Its code did not load (a new version replaced the files): background sending waits.
    console.warn('Не удалось сохранить сессию для фоновой отправки', error);
  }
}

function signalAuthChange() {
  window.dispatchEvent(new Event(AUTH_CHANGE_EVENT));
}

export const useSession = create<SessionState>()((set, get) => ({
  status: 'loading',
  token: null,

  async start() {
    const token = localStorage.getItem(STORAGE_KEY);
    const found = inspectToken(token, Date.now());
    if (found.state !== 'valid') {
      if (found.state === 'expired') localStorage.removeItem(STORAGE_KEY);
      set({ status: 'signedOut', token: null });
      // No token at all: nothing was mirrored, or logout already cleared it (every way a token
      // leaves localStorage goes through logout or this start) — the login page stays light.
      if (found.state !== 'absent') void mirror(null);
      return;
    }
    // Signed in by the token itself, at once: the page renders while the profile is fetched
    // (own-profile.ts), and a token the server no longer takes signs out when the answer comes (401).
    set({ status: 'signedIn', token });
    // The worker's copy of the session is refreshed once the page is up — unless the session
    // changed meanwhile (a logout clears the copy itself; an old token must not come back).
    whenIdle(() => {
      if (get().token === token) void mirror(token);
    });
  },

  async login(token) {
    localStorage.setItem(STORAGE_KEY, token);
    set({ status: 'signedIn', token });
    signalAuthChange();
    await mirror(token);
  },

  logout() {
    const leaving = get().token;
    // The device stops getting this user's notices (docs/decisions/0283-web-push-turned-on-by-the-person.md).
    if (leaving) void forgetPushOnThisDevice(leaving);
    localStorage.removeItem(STORAGE_KEY);
    // The cached answers of this user go with the token (app/query-provider.tsx clears them).
    set({ status: 'signedOut', token: null });
    signalAuthChange();
    void mirror(null);
    void forgetOwnData();
  },
}));
