import { Type } from '@sinclair/typebox';
import { PROGRESS_INDEX_MAX, PROGRESS_LIST_MAX } from '../../../domain/build-progress';
import { PROJECT_COUNT } from '../../../domain/ids';
import { SUBMISSION_STATUSES } from '../../../domain/submission';
import { Mark, SubmissionPhoto } from '../../schemas/conversation';

// Calls of the pupil's project page and projects page (docs/product.md §7). Checked against
// domain/ at compile time (server/schemas/contract.ts).

const projectIds = Array.from({ length: PROJECT_COUNT }, (_, i) => String(i + 1)).join('|');
export const ProjectParams = Type.Object({ id: Type.String({ pattern: `^(?:${projectIds})$` }) });

const Status = Type.Union(SUBMISSION_STATUSES.map((status) => Type.Literal(status)));
const ReviewedStatus = Type.Union([Type.Literal('approved'), Type.Literal('returned')]);

export const ProjectStatusReply = Type.Object({
  success: Type.Boolean(),
  status: Type.String(),
  message: Type.String(),
  data: Type.Object({
    filename: Type.String(),
    comment: Type.Optional(Type.String()),
    submittedAt: Type.Optional(Type.Integer()),
    submissionId: Type.Optional(Type.Integer()),
    photos: Type.Optional(Type.Array(SubmissionPhoto)),
    marks: Type.Optional(Type.Array(Mark)),
  }),
});

export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ maxLength: 200 })),
});

export const Notice = Type.Object({
  submissionId: Type.Integer(),
  projectId: Type.Integer(),
  projectTitle: Type.String(),
  status: ReviewedStatus,
  reward: Type.Integer(),
  comment: Type.String(),
});
export const NoticesReply = Type.Object({ data: Type.Array(Notice) });
export const SeenBody = Type.Object({
  ids: Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { maxItems: 50 }),
});
export const StatusesReply = Type.Object({ data: Type.Record(Type.String(), Status) });

const Indexes = Type.Array(Type.Integer({ minimum: 0, maximum: PROGRESS_INDEX_MAX }), { maxItems: PROGRESS_LIST_MAX });
// Unix ms each part or step was last ticked or unticked, aligned with the guide's list; 0: never.
const Times = Type.Array(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }), { maxItems: PROGRESS_LIST_MAX });
export const ProgressBody = Type.Object({
  parts: Indexes,
  steps: Indexes,
  // Optional: the server takes the guide's own step count and, without updatedAt, the time it arrives.
  stepCount: Type.Optional(Type.Integer({ minimum: 0, maximum: PROGRESS_LIST_MAX })),
  // Unix milliseconds: from 2020 on, and a safe integer.
  updatedAt: Type.Optional(Type.Integer({ minimum: 1_577_836_800_000, maximum: Number.MAX_SAFE_INTEGER })),
  // Optional: a body without them (an older client) counts each tick as changed at updatedAt.
  partTimes: Type.Optional(Times),
  stepTimes: Type.Optional(Times),
});
// The stored progress as answered, merged tick by tick (a project never ticked answers updatedAt 0).
export const ProgressReply = Type.Object({
  data: Type.Object({
    parts: Type.Array(Type.Integer()),
    steps: Type.Array(Type.Integer()),
    stepCount: Type.Integer(),
    updatedAt: Type.Integer(),
    partTimes: Type.Array(Type.Integer()),
    stepTimes: Type.Array(Type.Integer()),
  }),
});
