import type { Dashboard } from '../../../../domain/review';
import { api, call } from '../../../lib/api-client';

export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return call(() => api.get('admin/dashboard', { signal }).json<{ data: Dashboard }>()).then((body) => body.data);
}
