import { useEffect, useState } from 'react';
import type { ProjectStatuses } from '../../../domain/review';
import { getProjectStatuses } from '../api/notices';

/** Each project's status, for the projects page; empty until known (or offline). */
export function useProjectStatuses(): ProjectStatuses {
  const [statuses, setStatuses] = useState<ProjectStatuses>({});
  useEffect(() => {
    const controller = new AbortController();
    getProjectStatuses(controller.signal).then(setStatuses, () => {});
    return () => controller.abort();
  }, []);
  return statuses;
}
