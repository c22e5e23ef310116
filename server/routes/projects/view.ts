import type { Notice } from '../../../domain/review';
import { SUBMISSION_MSG, type ProjectStatusReply, type SubmissionStatus } from '../../../domain/submission';
import type { SubmissionRow } from '../../db/schema';
import { projectReward, projectTitle } from '../../services/approval';
import type { Conversation } from '../../services/thread';

const STATUS_MESSAGES: Record<SubmissionStatus, string> = {
  not_submitted: 'Проект ещё не сдан',
  pending: 'Проект на проверке у преподавателя',
  approved: 'Проект принят',
  returned: 'Проект возвращён на доработку',
};

/** GET .../status: the pupil's newest submission of the project, or not_submitted. */
export function statusReply(row: SubmissionRow | undefined, conversation?: Pick<Conversation, 'photos' | 'marks'>): ProjectStatusReply {
  if (!row) return { success: true, status: 'not_submitted', message: STATUS_MESSAGES.not_submitted, data: { filename: '' } };
  return {
    success: true,
    status: row.status,
    message: STATUS_MESSAGES[row.status],
    data: {
      filename: row.original_name,
      submittedAt: row.created_at,
      ...(row.status === 'returned' ? { comment: row.review_comment } : {}),
      submissionId: row.id,
      photos: conversation?.photos ?? [{ index: 0, width: row.width, height: row.height }],
      marks: conversation?.marks ?? [],
    },
  };
}

/** The answer to a submit, and to every repeat of its key: the first answer, pending. */
export function submittedReply(row: SubmissionRow): ProjectStatusReply {
  return {
    success: true,
    status: 'pending',
    message: SUBMISSION_MSG.submitted,
    data: { filename: row.original_name, submittedAt: row.created_at },
  };
}

export function notice(row: SubmissionRow): Notice {
  return {
    submissionId: row.id,
    projectId: row.project_id,
    projectTitle: projectTitle(row.project_id),
    status: row.status === 'approved' ? 'approved' : 'returned',
    reward: projectReward(row.project_id),
    comment: row.review_comment,
  };
}
