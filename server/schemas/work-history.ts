import { Type } from '@sinclair/typebox';
import { Level, Named, Nullable, NullableInteger, NullableString, StringEnum } from './common';
import { Mark, SubmissionPhoto, ThreadMessage } from './conversation';

// One submission in a history, and the pupil it belongs to: the staff's pupil page
// (/review/pupils/{userId}/history) and the pupil's «Мои работы» (/users/my-submissions).

export const HistoryItem = Type.Object({
  id: Type.Integer(),
  projectId: Type.Integer(),
  projectTitle: Type.String(),
  status: StringEnum(['pending', 'approved', 'returned'] as const),
  submittedAt: Type.Integer(),
  reviewedAt: NullableInteger(),
  comment: NullableString(),
  reviewer: Nullable(Named),
  width: Type.Integer(),
  height: Type.Integer(),
  undoUntil: NullableInteger(),
  photos: Type.Array(SubmissionPhoto),
  marks: Type.Array(Mark),
  messages: Type.Array(ThreadMessage),
});
/** GET /api/v1/review/submissions/{id}: one submission, for the side-by-side of a resubmission. */
export const SubmissionReply = Type.Object({ data: HistoryItem });
export const MySubmissionsReply = Type.Object({ data: Type.Array(HistoryItem) });
export const PupilOverview = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Nullable(Type.String()),
  email: Type.String(),
  level: Level,
  diamonds: Type.Integer(),
  rating: Type.Integer(),
  medals: Type.Array(Type.String()),
  classId: Nullable(Type.Integer()),
  className: Nullable(Type.String()),
  lastSeen: Nullable(Type.Integer()),
  ledger: Type.Array(
    Type.Object({
      kind: Type.Union([Type.Literal('diamonds'), Type.Literal('rating')]),
      delta: Type.Integer(),
      reason: Type.String(),
      createdAt: Type.Integer(),
    }),
  ),
});
export const PupilHistoryReply = Type.Object({ data: Type.Object({ pupil: PupilOverview, submissions: Type.Array(HistoryItem) }) });
