import { Type, type Static } from '@sinclair/typebox';
import { REVIEW_COMMENT_MAX } from '../../../domain/review';
import { Level, NullableInteger, RoleName, Text } from '../../schemas/common';
import { MarksInput, PhotoIndexQuery, SubmissionPhoto } from '../../schemas/conversation';

// The teacher's calls, checked against domain/review.ts at compile time.


export const PersonSummary = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  // Staff answers only (the queue, the user list): personSummary never fills it.
  lastName: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  photo: Type.String(),
  level: Level,
  role: RoleName,
});

export const QueueItem = Type.Object({
  id: Type.Integer(),
  pupil: PersonSummary,
  projectId: Type.Integer(),
  projectTitle: Type.String(),
  reward: Type.Integer(),
  submittedAt: Type.Integer(),
  filename: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  recordedBy: Type.Union([Type.String(), Type.Null()]),
  photos: Type.Array(SubmissionPhoto),
  previousId: NullableInteger(),
  classId: NullableInteger(),
  className: Type.Union([Type.String(), Type.Null()]),
});
export const QueueReply = Type.Object({ data: Type.Array(QueueItem), count: Type.Integer() });

export const PhotoQuery = Type.Object({
  size: Type.Optional(Type.Union([Type.Literal('full'), Type.Literal('thumb')])),
  index: Type.Optional(PhotoIndexQuery),
});

export const ApproveReply = Type.Object({ message: Type.String(), diamonds: Type.Integer(), rating: Type.Integer() });
export const ReturnBody = Type.Object({ comment: Text(REVIEW_COMMENT_MAX * 4), marks: Type.Optional(MarksInput) });
/** An approval's words and marks (domain/review-conversation.ts DecisionBody). */
export const ApproveBody = Type.Object({ comment: Type.Optional(Text(REVIEW_COMMENT_MAX * 4)), marks: Type.Optional(MarksInput) });
/**
 * As the route receives it: no body at all (the contract approves with none), null, or ApproveBody.
 * Ajv cannot tell "no body" by a type, so the shape is checked by the route (approveBodyProblem).
 */
export const OptionalApproveBody = Type.Unsafe<Static<typeof ApproveBody> | null | undefined>({ description: 'Необязательно: { comment?, marks? }' });
export const JournalBody = Type.Object({ linked: Type.Boolean() });

export const UndoReply = Type.Object({ submissionId: Type.Integer(), status: Type.Literal('pending'), message: Type.String() });
export const UndoReplyBody = Type.Object({ data: UndoReply });

export const RecentDecision = Type.Object({
  submissionId: Type.Integer(),
  pupil: PersonSummary,
  projectId: Type.Integer(),
  projectTitle: Type.String(),
  status: Type.Union([Type.Literal('approved'), Type.Literal('returned')]),
  decidedAt: Type.Integer(),
  undoUntil: Type.Integer(),
});
export const RecentDecisionsReply = Type.Object({ data: Type.Array(RecentDecision) });
export const CommentBankReply = Type.Object({ data: Type.Array(Type.String()) });
