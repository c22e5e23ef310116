import { Type } from '@sinclair/typebox';
import { COMMENT_MAX } from '../../domain/constants';
import { CONVERSATION_MSG, MARK_COLORS, MARK_TYPES, MAX_SUBMISSION_PHOTOS, type Mark as MarkShape } from '../../domain/review-conversation';
import { NullableString, StringEnum } from './common';
import { withMessages } from './field-messages';

// The review conversation's answers (domain/review-conversation.ts): a submission's photos,
// the teacher's marks on them, its private thread.

export const SubmissionPhoto = Type.Object({ index: Type.Integer(), width: Type.Integer(), height: Type.Integer() });

/** A mark as answered: stored exactly as it was checked (marksProblem) and sent. */
export const Mark = Type.Object({
  type: StringEnum(MARK_TYPES),
  photo: Type.Integer(),
  points: Type.Array(Type.Tuple([Type.Number(), Type.Number()])),
  color: StringEnum(MARK_COLORS),
  text: Type.Optional(Type.String()),
});

/**
 * Marks as a body receives them: a list bounded in size here (its refusals with their own Russian
 * words), so that every way a mark itself is wrong gets marksProblem's reason.
 */
export const MarksInput = withMessages(Type.Unsafe<MarkShape[]>({ type: 'array', maxItems: 1000 }), {
  invalid: CONVERSATION_MSG.marksNotList,
  tooLong: CONVERSATION_MSG.tooManyMarks,
});

export const ThreadAuthor = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: NullableString(),
  role: StringEnum(['pupil', 'teacher', 'admin'] as const),
});

export const ThreadMessage = Type.Object({
  id: Type.Integer(),
  submissionId: Type.Integer(),
  author: ThreadAuthor,
  text: Type.String(),
  createdAt: Type.Integer(),
});

export const ThreadReply = Type.Object({ data: Type.Array(ThreadMessage) });
/** Size only; commentProblem gives the Russian reason. */
export const NewThreadMessageBody = Type.Object({ text: Type.String({ maxLength: COMMENT_MAX * 4 }) });
export const NewThreadMessageReply = Type.Object({ message: Type.String(), data: ThreadMessage });

export const UnreadThread = Type.Object({
  submissionId: Type.Integer(),
  projectId: Type.Integer(),
  projectTitle: Type.String(),
  pupil: Type.Union([Type.Object({ id: Type.Integer(), firstName: Type.String(), lastName: NullableString() }), Type.Null()]),
  unread: Type.Integer(),
  last: ThreadMessage,
});
export const UnreadReply = Type.Object({ data: Type.Array(UnreadThread) });

/** `?index=` of a submission's photo: 0 to 2, as the query string's text. */
export const PhotoIndexQuery = Type.String({ pattern: `^[0-${MAX_SUBMISSION_PHOTOS - 1}]$` });
