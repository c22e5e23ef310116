import { useCallback, useSyncExternalStore } from 'react';
import type { Role } from '../../../../domain/constants';
import { queryKeys, useQueryClient } from '../../../lib/query';
import { useOwnProfile } from '../../../stores/own-profile';

/**
 * The signed-in user's role, or `unknown` while the profile is on its way. A profile that could
 * not come (offline, nothing saved) counts as a pupil's: only pupils have photos to send offline.
 */
export function useOwnRole(): Role | 'unknown' {
  const role = useOwnProfile()?.role;
  const client = useQueryClient();
  const subscribe = useCallback((changed: () => void) => client.getQueryCache().subscribe(changed), [client]);
  const failed = useSyncExternalStore(subscribe, () => client.getQueryState(queryKeys.ownProfile)?.status === 'error');
  return role ?? (failed ? 'pupil' : 'unknown');
}
