import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError } from '../api-error';

// The one place that knows TanStack Query: how every server read of the app behaves by default.

/** How long an answer counts as fresh: a page opened again within it shows what it has, unasked. */
export const FRESH_MS = 10_000;

/**
 * Only a server error is tried once more. A refused request (4xx) is an answer: asking again
 * changes nothing. No answer at all (offline; the worker has already waited for the network and
 * had no saved copy) is shown at once, and the query runs again when the network comes back.
 */
export function shouldRetry(failures: number, error: unknown): boolean {
  return failures < 1 && error instanceof ApiError && error.status !== null && error.status >= 500;
}

export const QUERY_DEFAULTS: DefaultOptions = {
  queries: {
    // Offline the request still goes out: the service worker answers the pupil's own reads from
    // its saved copies (lib/shared-with-sw/own-data-cache.ts), and whatever fails keeps the last answer.
    networkMode: 'offlineFirst',
    staleTime: FRESH_MS,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
    retry: shouldRetry,
  },
  mutations: {
    // A write goes out as it is, network or not, and a failure is said at once: the page decides
    // what to do with it (the comment draft stays, the photo outbox sends on its own).
    networkMode: 'always',
    retry: false,
  },
};

export function createQueryClient(defaults: DefaultOptions = QUERY_DEFAULTS): QueryClient {
  return new QueryClient({ defaultOptions: defaults });
}

/** The app's one cache of server answers (the signed-in layout provides it). */
export const queryClient = createQueryClient();
