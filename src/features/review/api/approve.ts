import type { ApproveReply } from '../../../domain/review';
import { api, call } from '../../../lib/api-client';

export function approve(submissionId: number): Promise<ApproveReply> {
  return call(() => api.post(`review/submissions/${submissionId}/approve`).json<ApproveReply>());
}
