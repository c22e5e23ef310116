import { Type } from '@sinclair/typebox';
import { PROJECT_COUNT } from '../../../src/domain/ids';
import { SUBMISSION_STATUSES } from '../../../src/domain/submission';

// Calls of the pupil's project page and projects page (docs/product.md §7). Checked against
// src/domain at compile time (server/schemas/contract.ts).

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
