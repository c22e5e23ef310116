import { render, type RenderOptions } from '@testing-library/react';
import { createElement, type ReactElement } from 'react';
import type { OwnProfile } from '../../domain/api';
import { createQueryClient, QUERY_DEFAULTS, queryKeys, QueryClientProvider, type QueryClient } from '../../src/lib/query';

// Components that read the server through TanStack Query, rendered in a cache of their own: a
// fresh client per test, the app's defaults but no retries (a failure shows at once).

export function createTestQueryClient(): QueryClient {
  return createQueryClient({ ...QUERY_DEFAULTS, queries: { ...QUERY_DEFAULTS.queries, retry: false } });
}

interface QueryRenderOptions extends RenderOptions {
  client?: QueryClient;
  /** The signed-in user's profile, as if it had been fetched already. */
  profile?: OwnProfile;
}

export function renderWithQuery(ui: ReactElement, { client = createTestQueryClient(), profile, ...options }: QueryRenderOptions = {}) {
  if (profile) client.setQueryData(queryKeys.ownProfile, profile);
  const result = render(createElement(QueryClientProvider, { client }, ui), options);
  return { ...result, client };
}
