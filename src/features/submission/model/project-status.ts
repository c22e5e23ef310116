import type { ApiError } from '../../../lib/api-client';
import type { Mark, SubmissionPhoto } from '../../../../domain/review-conversation';
import { SUBMISSION_MSG, SUBMISSION_STATUSES, type ProjectStatusReply, type SubmissionStatus } from '../../../../domain/submission';

export type ShownStatus =
  | { kind: 'loading' }
  | { kind: SubmissionStatus; filename: string; comment: string; submissionId?: number; photos?: SubmissionPhoto[]; marks?: Mark[] }
  | { kind: 'unknown'; message: string };

/** The server's not_submitted, pending, approved (and our returned); anything else is unknown. */
export function statusFromReply(reply: ProjectStatusReply | null | undefined): ShownStatus {
  const kind = SUBMISSION_STATUSES.find((known) => known === reply?.status);
  if (!reply || !kind) return { kind: 'unknown', message: SUBMISSION_MSG.statusUnknown };
  const data = reply.data;
  return { kind, filename: data?.filename ?? '', comment: data?.comment ?? '', submissionId: data?.submissionId, photos: data?.photos ?? [], marks: data?.marks ?? [] };
}

/** A failed status fetch: not linked, a server error, or unknown. */
export function statusFromError(error: ApiError): ShownStatus {
  if (error.status === 404 && error.code === 'ACCOUNT_NOT_LINKED') return { kind: 'unknown', message: SUBMISSION_MSG.notLinked };
  if (error.status === 500) return { kind: 'unknown', message: SUBMISSION_MSG.statusServerError };
  return { kind: 'unknown', message: SUBMISSION_MSG.statusUnknown };
}
