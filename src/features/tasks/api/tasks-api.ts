import { SOLUTION_PHOTO_FIELD } from '../../../../domain/club';
import type { Task, WebTaskReply } from '../../../../domain/learning';
import { api, call } from '../../../lib/api-client';

// The pupil's task calls (docs/decisions/0082-learning-calls.md, 0210-tasks-read-by-a-teacher.md).

export function getMyTasks(signal?: AbortSignal): Promise<Task[]> {
  return call(async () => (await api.get('users/learning/tasks', { signal }).json<{ tasks: Task[] }>()).tasks);
}

export function buyTask(lessonId: number, taskId: number): Promise<{ message: string }> {
  return call(() => api.put(`users/learning/payTask/${lessonId}/${taskId}`).json<{ message: string }>());
}

/**
 * Hands a solution in for the teacher: the contract's multipart form with `idTaskWrap` and
 * `submitSolution`, and the one optional photo (docs/decisions/0214-a-photo-with-a-tasks-solution.md).
 */
export function handInSolution(taskId: number, solution: string, photo?: File): Promise<WebTaskReply> {
  const body = new FormData();
  body.set('idTaskWrap', String(taskId));
  body.set('submitSolution', solution);
  if (photo) body.set(SOLUTION_PHOTO_FIELD, photo, photo.name);
  return call(() => api.post('users/learning/doneTaskWeb', { body }).json<WebTaskReply>());
}
