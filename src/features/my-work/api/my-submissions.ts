import type { HistoryItem } from '../../../../domain/classes';
import { api, call } from '../../../lib/api-client';

export function getMySubmissions(signal?: AbortSignal): Promise<HistoryItem[]> {
  return call(async () => (await api.get('users/my-submissions', { signal }).json<{ data: HistoryItem[] }>()).data);
}
