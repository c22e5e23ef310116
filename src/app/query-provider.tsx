import type { ReactNode } from 'react';
import { queryClient, QueryClientProvider } from '../lib/query';
import { useSession } from '../stores/session';

// Server answers belong to the user whose token fetched them: when the token changes (a logout,
// another pupil logging in from another tab) every cached answer goes, so the next child at a
// shared computer sees nothing of the first one's. The worker's saved copies go at logout too
// (lib/offline-copy.ts).
useSession.subscribe((state, previous) => {
  if (state.token !== previous.token) queryClient.clear();
});

/**
 * The query cache for the pages that read the server. It sits in the signed-in layout, not in the
 * app: the login page neither needs TanStack Query nor downloads it (docs/decisions/0061-what-the-login-page-loads.md).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
