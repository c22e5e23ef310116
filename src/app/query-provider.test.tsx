import { afterEach, describe, expect, it } from 'vitest';
import { queryClient, queryKeys } from '../lib/query';
import { useSession } from '../stores/session';
import './query-provider';

// What one user's token fetched is not kept for the next: a logout, or another pupil logging in
// from another tab, empties the cache (the worker's saved copies go at logout, lib/offline-copy.ts).

afterEach(() => queryClient.clear());

describe('the query cache and the session', () => {
  it('is emptied at logout', () => {
    useSession.setState({ status: 'signedIn', token: 'a' });
    queryClient.setQueryData(queryKeys.ownProfile, { id: 7 });
    queryClient.setQueryData(queryKeys.comments.list('lecture', 30001), { data: [], count: 0 });
    useSession.getState().logout();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(useSession.getState()).toMatchObject({ status: 'signedOut', token: null });
  });

  it('is emptied when another token takes over, and kept while the token stays', () => {
    useSession.setState({ status: 'signedIn', token: 'a' });
    queryClient.setQueryData(queryKeys.ownProfile, { id: 7 });
    useSession.setState({ status: 'signedIn' });
    expect(queryClient.getQueryData(queryKeys.ownProfile)).toEqual({ id: 7 });
    useSession.setState({ status: 'signedIn', token: 'b' });
    expect(queryClient.getQueryData(queryKeys.ownProfile)).toBeUndefined();
  });
});
