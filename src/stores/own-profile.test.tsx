import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnProfile } from '../../domain/api';
import { renderWithQuery } from '../../tests/helpers/render-with-query';
import { useOwnProfile } from './own-profile';
import { useSession } from './session';

// The own profile is read through TanStack Query once the session is known from the token: the
// page never waits for it, a 401 signs out, and no network keeps the pupil signed in.

function token(exp: number): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ id: 7, exp, iat: exp - 10, ver: 0 })}.sig`;
}

const PROFILE: OwnProfile = {
  id: 7, firstName: 'Маша', lastName: '', photo: '', level: 0, city: '', country: '', lang: 'ru',
  status: '', basicCourse: '', email: 'masha@example.com', diamonds: 12, rating: 30, role: 'pupil', hiddenFromLeaderboards: false,
};

function answer(status: number, body: object) {
  return vi.fn(async (_request: Request) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

function Probe() {
  const profile = useOwnProfile();
  return <p data-testid="profile">{profile ? `${profile.firstName}: ${profile.diamonds}` : 'нет профиля'}</p>;
}

beforeEach(() => useSession.setState({ status: 'loading', token: null }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useOwnProfile', () => {
  it('fetches the profile of a started session with the token in the Authorization header', async () => {
    const stored = token(inAnHour());
    localStorage.setItem('Authorization', stored);
    const fetch = answer(200, { data: PROFILE });
    vi.stubGlobal('fetch', fetch);
    await useSession.getState().start();
    const { client } = renderWithQuery(<Probe />);
    expect(await screen.findByText('Маша: 12')).toBeTruthy();
    expect(client.getQueryData(['own-profile'])).toEqual(PROFILE);
    const request = fetch.mock.calls[0]![0];
    expect(new URL(request.url).pathname).toBe('/api/v1/users/profile');
    expect(request.headers.get('Authorization')).toBe(stored);
  });

  it('reads the profile after a login', async () => {
    vi.stubGlobal('fetch', answer(200, { data: PROFILE }));
    await useSession.getState().login(token(inAnHour()));
    renderWithQuery(<Probe />);
    expect(await screen.findByText('Маша: 12')).toBeTruthy();
  });

  it('signs out when the server no longer accepts the token', async () => {
    localStorage.setItem('Authorization', token(inAnHour()));
    vi.stubGlobal('fetch', answer(401, { message: 'Токен поврежден или истек', code: 'TOKEN_INVALID' }));
    await useSession.getState().start();
    expect(useSession.getState().status).toBe('signedIn');
    renderWithQuery(<Probe />);
    await waitFor(() => expect(useSession.getState().status).toBe('signedOut'));
    expect(localStorage.getItem('Authorization')).toBeNull();
  });

  it('stays signed in offline, so guides can still be read', async () => {
    localStorage.setItem('Authorization', token(inAnHour()));
    const fetch = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetch);
    await useSession.getState().start();
    renderWithQuery(<Probe />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(useSession.getState()).toMatchObject({ status: 'signedIn' });
    expect(screen.getByTestId('profile').textContent).toBe('нет профиля');
  });

  it('asks nothing without a session', async () => {
    const fetch = answer(200, { data: PROFILE });
    vi.stubGlobal('fetch', fetch);
    useSession.setState({ status: 'signedOut', token: null });
    renderWithQuery(<Probe />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
  });
});
