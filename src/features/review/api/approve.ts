import type { ApproveReply } from '../../../../domain/review';
import type { DecisionBody, Mark } from '../../../../domain/review-conversation';
import { api, call } from '../../../lib/api-client';

export function approve(submissionId: number, marks: readonly Mark[] = []): Promise<ApproveReply> {
  // No marks: no body, as before (the contract's call).
  const json: DecisionBody | undefined = marks.length > 0 ? { marks: [...marks] } : undefined;
  return call(() => api.post(`review/submissions/${submissionId}/approve`, json ? { json } : {}).json<ApproveReply>());
}
