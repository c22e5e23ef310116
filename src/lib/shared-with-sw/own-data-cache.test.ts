// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { answerOwnData, cacheKeyOf, isOwnDataRequest, NETWORK_WAIT_MS, OFFLINE_COPY_HEADER, type OwnDataDeps } from './own-data-cache';

const ORIGIN = 'https://school.test';
const base64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenFor = (id: number) => `h.${base64url(JSON.stringify({ id, exp: 2e9, name: '>>>?' }))}.s`;
const get = (path: string, userId: number | null = 7) =>
  new Request(ORIGIN + path, { headers: userId === null ? {} : { authorization: tokenFor(userId) } });

describe('which calls the worker keeps for offline', () => {
  const kept = (method: string, path: string) => isOwnDataRequest(method, new URL(ORIGIN + path), ORIGIN);

  it('keeps the pupil’s own views: profile, figures, medals, leaderboards, statuses, comments', () => {
    for (const path of [
      '/api/v1/users/profile',
      '/api/v1/users/profile/role',
      '/api/v1/users/profile/12',
      '/api/v1/users/diamond',
      '/api/v1/users/rating',
      '/api/v1/users/rating/12',
      '/api/v1/users/rating/leaderboard',
      '/api/v1/users/rating/leaderboard/2',
      '/api/v1/users/rating/top3',
      '/api/v1/users/rating/month-stats',
      '/api/v1/users/rating/leaders/history',
      '/api/v1/comments/commentsLectors/30007',
      '/api/v1/comments/commentsProfileUser/3',
      '/api/v1/comments/commentsFeedback/1',
      '/api/v1/comments/judgement/30007/lecture',
      '/api/v1/projects/7/status',
      '/api/v1/users/my-submissions',
      '/api/v1/users/my-class',
      '/api/v1/review/submissions/41/messages',
    ]) {
      expect(kept('GET', path), path).toBe(true);
    }
  });

  it('never keeps a write, a purchase (buyLevel is a GET too), staff data, photos, exports or another site', () => {
    expect(kept('GET', '/api/v1/users/buyLevel')).toBe(false);
    expect(kept('POST', '/api/v1/users/buyLevel')).toBe(false);
    expect(kept('PUT', '/api/v1/users/profile')).toBe(false);
    expect(kept('POST', '/api/v1/comments/commentsLectors')).toBe(false);
    expect(kept('PUT', '/api/v1/comments/judgement')).toBe(false);
    expect(kept('POST', '/api/v1/projects/7/submission')).toBe(false);
    expect(kept('POST', '/api/v1/review/submissions/41/messages')).toBe(false);
    for (const path of [
      '/api/v1/review/queue',
      '/api/v1/review/submissions/3/photo',
      '/api/v1/review/messages/unread',
      '/api/v1/admin/dashboard',
      '/api/v1/users/profiles/all',
      '/api/v1/users/search/маша',
      '/api/v1/users/learning/whatLectureNow',
      '/api/account/my-data',
      '/api/health',
      '/api/v1/users/profile/12/extra',
    ]) {
      expect(kept('GET', path), path).toBe(false);
    }
    expect(isOwnDataRequest('GET', new URL('https://other.test/api/v1/users/profile'), ORIGIN)).toBe(false);
  });

  it('keeps each user’s answers apart, and nothing without a token', () => {
    expect(cacheKeyOf(get('/api/v1/users/profile', 7))).not.toBe(cacheKeyOf(get('/api/v1/users/profile', 8)));
    expect(cacheKeyOf(new Request(ORIGIN + '/api/v1/users/profile', { headers: { authorization: `Bearer ${tokenFor(7)}` } }))).toBe(
      cacheKeyOf(get('/api/v1/users/profile', 7)),
    );
    expect(cacheKeyOf(get('/api/v1/users/profile', null))).toBeNull();
    expect(cacheKeyOf(new Request(ORIGIN + '/x', { headers: { authorization: 'not-a-token' } }))).toBeNull();
  });
});

describe('answering from the network first, the saved copy second', () => {
  function setup() {
    const store = new Map<string, Response>();
    let release: () => void = () => {};
    const deps: OwnDataDeps & { network: (request: Request) => Promise<Response> } = {
      network: async () => Response.json({ data: { diamonds: 10 } }),
      cache: async () => ({
        match: async (key: RequestInfo | URL) => store.get(String(key))?.clone(),
        put: async (key: RequestInfo | URL, response: Response) => void store.set(String(key), response),
      }),
      fetch: (request) => deps.network(request),
      now: () => 1_700_000_000_000,
      wait: (ms) => {
        expect(ms).toBe(NETWORK_WAIT_MS);
        return new Promise<void>((resolve) => (release = resolve));
      },
    };
    return { store, deps, timeOut: () => release() };
  }

  it('answers from the server and saves the answer for this user', async () => {
    const { store, deps } = setup();
    const answer = await answerOwnData(get('/api/v1/users/profile'), deps);
    expect(await answer.json()).toEqual({ data: { diamonds: 10 } });
    expect(answer.headers.get(OFFLINE_COPY_HEADER)).toBeNull();
    expect(store.size).toBe(1);
  });

  it('with no network, answers the saved copy, marked with when it was saved', async () => {
    const { deps } = setup();
    await answerOwnData(get('/api/v1/users/profile'), deps);
    deps.network = async () => {
      throw new TypeError('Failed to fetch');
    };
    const answer = await answerOwnData(get('/api/v1/users/profile'), deps);
    expect(await answer.json()).toEqual({ data: { diamonds: 10 } });
    expect(answer.headers.get(OFFLINE_COPY_HEADER)).toBe('1700000000000');
    // Another pupil on the same computer gets no copy of it.
    await expect(answerOwnData(get('/api/v1/users/profile', 8), deps)).rejects.toThrow('Failed to fetch');
  });

  it('answers the saved copy when the server is silent too long, and the late answer still refreshes it', async () => {
    const { store, deps, timeOut } = setup();
    await answerOwnData(get('/api/v1/users/profile'), deps);
    let answerLate: (response: Response) => void = () => {};
    deps.network = () => new Promise((resolve) => (answerLate = resolve));
    const pending = answerOwnData(get('/api/v1/users/profile'), deps);
    timeOut();
    const answer = await pending;
    expect(answer.headers.get(OFFLINE_COPY_HEADER)).toBe('1700000000000');
    deps.now = () => 1_800_000_000_000;
    answerLate(Response.json({ data: { diamonds: 99 } }));
    await expect.poll(async () => (await store.values().next().value?.clone().json())?.data.diamonds).toBe(99);
  });

  it('passes an error answer on and keeps the good copy', async () => {
    const { store, deps } = setup();
    await answerOwnData(get('/api/v1/users/profile'), deps);
    deps.network = async () => Response.json({ message: 'Требуется авторизация', code: 'AUTH_REQUIRED' }, { status: 401 });
    expect((await answerOwnData(get('/api/v1/users/profile'), deps)).status).toBe(401);
    expect(await store.values().next().value?.clone().json()).toEqual({ data: { diamonds: 10 } });
  });

  it('neither saves nor serves a copy for a request without a token', async () => {
    const { store, deps } = setup();
    expect((await answerOwnData(get('/api/v1/users/profile', null), deps)).status).toBe(200);
    expect(store.size).toBe(0);
  });
});
