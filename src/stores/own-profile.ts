import type { OwnProfile } from '../../domain/api';
import type { Role } from '../../domain/constants';
import { ApiError } from '../lib/api-error';
import { queryKeys, useQuery } from '../lib/query';
import { getOwnProfile } from './get-own-profile';
import { useSession } from './session';

// The signed-in user's profile (name, photo, level, diamonds, rating, role) is server state: it is
// read through TanStack Query, and the writes that change it (a purchase, a profile save, a reward)
// invalidate `queryKeys.ownProfile`. The session store keeps only the token.

async function fetchOwnProfile(token: string | null): Promise<OwnProfile> {
  try {
    return await getOwnProfile();
  } catch (error) {
    // The server no longer accepts this token (password changed, account gone): sign out.
    // Without a network the pupil stays signed in and keeps reading offline.
    const session = useSession.getState();
    if (error instanceof ApiError && error.status === 401 && session.token === token) session.logout();
    throw error;
  }
}

/** The own profile; undefined until it has come (or while offline with nothing saved). */
export function useOwnProfile(): OwnProfile | undefined {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: queryKeys.ownProfile,
    queryFn: () => fetchOwnProfile(token),
    enabled: token !== null,
  }).data;
}

/**
 * The signed-in user's role and whether it is known yet: false while the profile is on its way,
 * so a teacher's screens never flash a pupil's menu or home first. Known (undefined) without a
 * session or when the profile cannot come (offline with nothing saved).
 */
export function useOwnRole(): { role: Role | undefined; known: boolean } {
  const token = useSession((s) => s.token);
  const profile = useQuery({
    queryKey: queryKeys.ownProfile,
    queryFn: () => fetchOwnProfile(token),
    enabled: token !== null,
  });
  return { role: profile.data?.role, known: token === null || profile.data !== undefined || profile.isError };
}
