import type { ProjectStatuses } from '../../../../domain/review';
import { queryKeys, useQuery } from '../../../lib/query';
import { getProjectStatuses } from '../api/notices';

const NONE: ProjectStatuses = {};

/** Each project's status, for the projects page; empty until known (or offline). */
export function useProjectStatuses(): ProjectStatuses {
  return useQuery({ queryKey: queryKeys.projects.statuses, queryFn: ({ signal }) => getProjectStatuses(signal) }).data ?? NONE;
}
