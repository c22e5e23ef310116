import { queryKeys, useQuery } from '../../../lib/query';
import { getBadgeCatalog, getBadges } from '../api/courses-api';

/** The signed-in pupil's earned badges. */
export function useEarnedBadges() {
  return useQuery({ queryKey: queryKeys.badges.own, queryFn: ({ signal }) => getBadges(signal).then((reply) => reply.data) });
}

/** Every badge there is (to show the ones not earned yet, greyed). */
export function useBadgeCatalog() {
  return useQuery({ queryKey: queryKeys.badges.catalog, queryFn: ({ signal }) => getBadgeCatalog(signal).then((reply) => reply.data), staleTime: Infinity });
}
