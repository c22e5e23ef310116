import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readMirroredSession } from '../lib/shared-with-sw/session-mirror';
import { AUTH_CHANGE_EVENT, useSession } from './session';

function token(exp: number): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ id: 7, exp, iat: exp - 10, ver: 0 })}.sig`;
}

const PROFILE = {
  id: 7, firstName: 'Маша', lastName: '', photo: '', level: 0, city: '', country: '', lang: 'ru',
  status: '', basicCourse: '', email: 'masha@example.com', diamonds: 12, rating: 30, role: 'pupil',
};

function answer(status: number, body: object) {
  return vi.fn(async (_request: Request) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

beforeEach(() => {
  useSession.setState({ status: 'loading', token: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('session store', () => {
  it('is signed out without a token and makes no call', async () => {
    const fetch = answer(200, { data: PROFILE });
    vi.stubGlobal('fetch', fetch);
    await useSession.getState().start();
    expect(useSession.getState().status).toBe('signedOut');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('removes an expired token and is signed out', async () => {
    localStorage.setItem('Authorization', token(Math.floor(Date.now() / 1000) - 5));
    vi.stubGlobal('fetch', answer(200, { data: PROFILE }));
    await useSession.getState().start();
    expect(useSession.getState().status).toBe('signedOut');
    expect(localStorage.getItem('Authorization')).toBeNull();
  });

  it('keeps an undecodable token but is signed out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('Authorization', 'garbage');
    await useSession.getState().start();
    expect(useSession.getState().status).toBe('signedOut');
    expect(localStorage.getItem('Authorization')).toBe('garbage');
  });

  it('is signed in at once from the token, without waiting for the server, and mirrors it for the worker', async () => {
    const stored = token(inAnHour());
    localStorage.setItem('Authorization', stored);
    const fetch = answer(200, { data: PROFILE });
    vi.stubGlobal('fetch', fetch);
    await useSession.getState().start();
    expect(useSession.getState()).toMatchObject({ status: 'signedIn', token: stored });
    // The profile is read by useOwnProfile (own-profile.test.tsx), not by the store.
    expect(fetch).not.toHaveBeenCalled();
    // Mirrored for the service worker once the page is idle.
    await vi.waitFor(async () => expect(await readMirroredSession()).toEqual({ token: stored, userId: 7 }));
  });

  it('login stores the token and fires the auth-change signal; logout undoes both', async () => {
    vi.stubGlobal('fetch', answer(200, { data: PROFILE }));
    const signals = vi.fn();
    window.addEventListener(AUTH_CHANGE_EVENT, signals);
    const fresh = token(inAnHour());

    await useSession.getState().login(fresh);
    expect(localStorage.getItem('Authorization')).toBe(fresh);
    expect(useSession.getState()).toMatchObject({ status: 'signedIn' });
    expect(await readMirroredSession()).toEqual({ token: fresh, userId: 7 });

    useSession.getState().logout();
    await vi.waitFor(async () => expect(await readMirroredSession()).toBeUndefined());
    expect(localStorage.getItem('Authorization')).toBeNull();
    expect(useSession.getState()).toMatchObject({ status: 'signedOut', token: null });
    expect(signals).toHaveBeenCalledTimes(2);
    window.removeEventListener(AUTH_CHANGE_EVENT, signals);
  });
});
