import { create } from 'zustand';
import { STORAGE_KEY } from '../domain/constants';
import type { OwnProfile } from '../domain/api';
import { ApiError } from '../lib/api-error';
import { forgetOwnData } from '../lib/offline-copy';
import { whenIdle } from '../lib/when-idle';
import { inspectToken } from './session-rules';

// The store is in the entry chunk, which the login page downloads too: the HTTP client (ky) and
// IndexedDB (idb) arrive only when a signed-in session needs them (docs/decisions/0061-what-the-login-page-loads.md).

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

/** Fired on window whenever the user logs in or out (SPEC §4 "auth-change signal"). */
export const AUTH_CHANGE_EVENT = 'auth-change';

interface SessionState {
  status: SessionStatus;
  token: string | null;
  /** The own profile with diamonds, rating and role; null until fetched (or while offline). */
  profile: OwnProfile | null;
  start(): Promise<void>;
  login(token: string): Promise<void>;
  logout(): void;
  refreshProfile(): Promise<void>;
}

/** The service worker sends queued photos with the token it finds in IndexedDB. */
async function mirror(token: string | null) {
  const found = token ? inspectToken(token, Date.now()) : undefined;
  const userId = found?.state === 'valid' ? found.claims.id : undefined;
  try {
    const { mirrorSession } = await import('../lib/worker/session-mirror');
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
  profile: null,

  async start() {
    const token = localStorage.getItem(STORAGE_KEY);
    const found = inspectToken(token, Date.now());
    if (found.state !== 'valid') {
      if (found.state === 'expired') localStorage.removeItem(STORAGE_KEY);
      set({ status: 'signedOut', token: null, profile: null });
      // No token at all: nothing was mirrored, or logout already cleared it (every way a token
      // leaves localStorage goes through logout or this start) — the login page stays light.
      if (found.state !== 'absent') void mirror(null);
      return;
    }
    // Signed in by the token itself (SPEC §4), at once: the page renders while the profile is
    // fetched, and a token the server no longer takes signs out when the answer comes (401).
    set({ status: 'signedIn', token });
    // The worker's copy of the session is refreshed once the page is up — unless the session
    // changed meanwhile (a logout clears the copy itself; an old token must not come back).
    whenIdle(() => {
      if (get().token === token) void mirror(token);
    });
    await get().refreshProfile();
  },

  async login(token) {
    localStorage.setItem(STORAGE_KEY, token);
    set({ status: 'signedIn', token, profile: null });
    signalAuthChange();
    await mirror(token);
    await get().refreshProfile();
  },

  logout() {
    localStorage.removeItem(STORAGE_KEY);
    set({ status: 'signedOut', token: null, profile: null });
    signalAuthChange();
    void mirror(null);
    void forgetOwnData();
  },

  async refreshProfile() {
    const token = get().token;
    try {
      const { getOwnProfile } = await import('./get-own-profile');
      const profile = await getOwnProfile();
      if (get().token === token) set({ profile });
    } catch (error) {
      // The server no longer accepts this token (password changed, account gone): sign out.
      // Without a network the pupil stays signed in and keeps reading offline.
      if (error instanceof ApiError && error.status === 401 && get().token === token) get().logout();
    }
  },
}));
