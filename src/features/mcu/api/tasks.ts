import type { McuTaskSummary, McuTasksReply } from '../../../../domain/mcu/api';
import { api, call } from '../../../lib/api-client';
import { queryKeys, useQuery } from '../../../lib/query';

// The programming tasks with whether the pupil has passed each (GET /api/v1/mcu/tasks;
// docs/decisions/0266-programming-tasks-checked-and-paid-by-the-server.md). The service worker keeps
// the last answer, so the list reads offline too.

export const getMcuTasks = (signal?: AbortSignal) => call(() => api.get('mcu/tasks', { signal }).json<McuTasksReply>()).then((reply) => reply.data);

export function useMcuTasks() {
  return useQuery<McuTaskSummary[]>({ queryKey: queryKeys.mcu.tasks, queryFn: ({ signal }) => getMcuTasks(signal) });
}
