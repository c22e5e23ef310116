import type { TaskQueueItem } from '../../../../domain/club';
import type { PhotoSize } from '../../../../domain/review';
import { api, call } from '../../../lib/api-client';

// The teacher's task calls (docs/decisions/0210-tasks-read-by-a-teacher.md).

export interface TaskQueue {
  data: TaskQueueItem[];
  count: number;
}

export function getTaskQueue(signal?: AbortSignal): Promise<TaskQueue> {
  return call(() => api.get('review/tasks', { signal }).json<TaskQueue>());
}

export function approveTask(solutionId: number): Promise<{ message: string; diamonds: number }> {
  return call(() => api.post(`review/tasks/${solutionId}/approve`).json<{ message: string; diamonds: number }>());
}

export function returnTask(solutionId: number, comment: string): Promise<{ message: string }> {
  return call(() => api.post(`review/tasks/${solutionId}/return`, { json: { comment } }).json<{ message: string }>());
}

/** A solution's photo as a blob: the call needs the Authorization header, which an <img> cannot send. */
export function getTaskPhoto(solutionId: number, size: PhotoSize, signal?: AbortSignal): Promise<Blob> {
  return call(() => api.get(`review/tasks/${solutionId}/photo`, { searchParams: { size }, signal }).blob());
}
