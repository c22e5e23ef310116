import type { ReturnBody } from '../../../domain/review';
import { api, call } from '../../../lib/api-client';

export function returnWork(submissionId: number, comment: string): Promise<{ message: string }> {
  const json: ReturnBody = { comment };
  return call(() => api.post(`review/submissions/${submissionId}/return`, { json }).json<{ message: string }>());
}
