import type { ReturnBody } from '../../../../domain/review';
import type { Mark } from '../../../../domain/review-conversation';
import { api, call } from '../../../lib/api-client';

export function returnWork(submissionId: number, comment: string, marks: readonly Mark[] = []): Promise<{ message: string }> {
  const json: ReturnBody = marks.length > 0 ? { comment, marks: [...marks] } : { comment };
  return call(() => api.post(`review/submissions/${submissionId}/return`, { json }).json<{ message: string }>());
}
