import type { Notice, ProjectStatuses } from '../../../../domain/review';
import { api, call } from '../../../lib/api-client';

/** Outcomes of the pupil's work not shown yet (GET /api/v1/projects/notices). */
export function getNotices(): Promise<Notice[]> {
  return call(() => api.get('projects/notices').json<{ data: Notice[] }>()).then((body) => body.data);
}

/** Each notice is shown once: tell the server these were seen. */
export function markNoticesSeen(ids: number[]): Promise<unknown> {
  return call(() => api.post('projects/notices/seen', { json: { ids } }).json());
}

/** Every project's status for the projects page (GET /api/v1/projects/statuses). */
export function getProjectStatuses(signal?: AbortSignal): Promise<ProjectStatuses> {
  return call(() => api.get('projects/statuses', { signal }).json<{ data: ProjectStatuses }>()).then((body) => body.data);
}
