import type { QueueItem } from '../../../../domain/review';
import { api, call } from '../../../lib/api-client';

export function getQueue(signal?: AbortSignal): Promise<{ data: QueueItem[]; count: number }> {
  return call(() => api.get('review/queue', { signal }).json<{ data: QueueItem[]; count: number }>());
}
