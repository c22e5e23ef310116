import type { CircuitDocument } from '../../../../domain/circuit/document';
import type { PracticeReply, PracticeResult } from '../../../../domain/lab-practice';
import { api, call } from '../../../lib/api-client';
import { changedBy, useInvalidate, useMutation } from '../../../lib/query';

// A lesson's practice checked by the school's server (POST /api/v1/lessons/{id}/practice/{pid};
// docs/decisions/0239-a-lessons-practice-checked-by-the-lab.md): only the server knows what is
// right, so the check needs it; the circuit stays on the page whatever the answer.

export interface PracticeCheck {
  lessonId: number;
  practiceId: string;
  circuit: CircuitDocument;
}

export const checkPractice = ({ lessonId, practiceId, circuit }: PracticeCheck) =>
  call(() => api.post(`lessons/${lessonId}/practice/${encodeURIComponent(practiceId)}`, { json: { circuit } }).json<PracticeReply>()).then((reply) => reply.data);

/** The check as a mutation; a pass refreshes the courses, whose lesson shows the task done. */
export function usePracticeCheck() {
  const invalidate = useInvalidate();
  return useMutation<PracticeResult, Error, PracticeCheck>({
    mutationFn: checkPractice,
    onSuccess(result) {
      if (result.passed) return invalidate(changedBy.labPractice);
    },
  });
}
