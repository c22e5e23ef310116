import type { ProjectStatusReply } from '../../../../domain/submission';
import { api, call } from '../../../lib/api-client';

/** GET /api/v1/projects/{id}/status. */
export function getProjectStatus(projectId: number, signal?: AbortSignal): Promise<ProjectStatusReply> {
  return call(() => api.get(`projects/${projectId}/status`, { signal }).json<ProjectStatusReply>());
}
