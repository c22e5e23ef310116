import type { UndoReply } from '../../../../domain/classes';
import { api, call } from '../../../lib/api-client';

export function undoDecision(submissionId: number): Promise<UndoReply> {
  return call(() => api.post(`review/submissions/${submissionId}/undo`).json<{ data: UndoReply }>()).then((reply) => reply.data);
}
