import { create } from 'zustand';
import { STORAGE_KEY } from '../domain/constants';
import { ApiError } from '../lib/api-client';
import { mirrorSession } from '../lib/worker/session-mirror';
import type { OwnProfile } from '../domain/api';
import { getOwnProfile } from './get-own-profile';
import { inspectToken } from './session-rules';

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
function mirror(token: string | null) {
  const found = token ? inspectToken(token, Date.now()) : undefined;
  const userId = found?.state === 'valid' ? found.claims.id : undefined;
  return mirrorSession(token && typeof userId === 'number' ? { token, userId } : null);
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
      void mirror(null);
      return;
    }
    set({ status: 'loading', token });
    void mirror(token);
    await get().refreshProfile();
    if (get().token === token) set({ status: 'signedIn' });
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
  },

  async refreshProfile() {
    const token = get().token;
    try {
      const profile = await getOwnProfile();
      if (get().token === token) set({ profile });
    } catch (error) {
      // The server no longer accepts this token (password changed, account gone): sign out.
      // Without a network the pupil stays signed in and keeps reading offline.
      if (error instanceof ApiError && error.status === 401 && get().token === token) get().logout();
    }
  },
}));
