import { useCallback } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ApiError } from '../api-error';

// Every query and write of the app goes through the API's calls (src/lib/api-client.ts `call`),
// which throw nothing but an ApiError with the server's Russian message: a query's or a
// mutation's `error` is typed so once, here, instead of at every screen that shows it.
declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
  }
}

// TanStack Query, wrapped once (like ky in api-client.ts): features read server state through
// these hooks, with keys from ./keys, and after a write invalidate what `changedBy` names.
export {
  keepPreviousData,
  QueryClientProvider,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
export { createQueryClient, FRESH_MS, queryClient, QUERY_DEFAULTS, shouldRetry } from './client';
export { changedBy, queryKeys } from './keys';

/** Marks the keys stale and fetches again those on screen; resolves when they have come. */
export function useInvalidate(): (keys: readonly QueryKey[]) => Promise<void> {
  const client = useQueryClient();
  return useCallback(
    async (keys) => {
      await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
    [client],
  );
}
