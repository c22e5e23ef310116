import { Type } from '@sinclair/typebox';
import { AUDIT_ACTIONS, CLASS_NAME_MAX, LAST_NAME_MAX, MATRIX_STATES, PROGRESS_INDEX_MAX, PROGRESS_LIST_MAX } from '../../../src/domain/classes';
import { Level, Text } from '../../schemas/common';

// The class calls, checked against src/domain/classes.ts at compile time (server/schemas/contract.ts).

// A nullable string or integer as one JSON type list, and a string enum: the serializer writes these
// straight, where a union (anyOf) makes it test every value against each branch.
const NullableString = () => Type.Unsafe<string | null>({ type: ['string', 'null'] });
const NullableInteger = () => Type.Unsafe<number | null>({ type: ['integer', 'null'] });
const Enum = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Named = Type.Object({ id: Type.Integer(), firstName: Type.String(), lastName: NullableString() });

export const ClassInfo = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  code: NullableString(),
  closed: Type.Boolean(),
  pupilCount: Type.Integer(),
  teacher: Named,
  createdAt: Type.Integer(),
});
export const ClassReply = Type.Object({ data: ClassInfo });
export const ClassListReply = Type.Object({ data: Type.Array(ClassInfo) });

// Sizes only: the rules and their Russian messages are the service's (a name of spaces, invisible characters).
export const CreateClassBody = Type.Object({ name: Text(CLASS_NAME_MAX * 4) });
export const UpdateClassBody = Type.Object({ name: Type.Optional(Text(CLASS_NAME_MAX * 4)), closed: Type.Optional(Type.Boolean()) });
export const JoinClassBody = Type.Object({ code: Text(40), lastName: Type.Optional(Text(LAST_NAME_MAX * 4)) });
export const JoinReply = Type.Object({ classId: Type.Integer(), name: Type.String() });
export const JoinClassReply = Type.Object({ data: JoinReply });
export const MovePupilBody = Type.Object({ classId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export const ClassPupilParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }), userId: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) });

export const MyClass = Type.Object({ classId: Type.Integer(), name: Type.String(), teacherName: Type.String() });
export const MyClassReply = Type.Object({ data: Nullable(MyClass) });

export const MatrixPupil = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: NullableString(),
  level: Level,
  lastSeen: NullableInteger(),
});
export const MatrixCell = Type.Object({
  userId: Type.Integer(),
  projectId: Type.Integer(),
  state: Enum(MATRIX_STATES),
  step: Type.Optional(Type.Integer()),
  steps: Type.Optional(Type.Integer()),
  submissionId: Type.Optional(Type.Integer()),
  updatedAt: Type.Integer(),
});
export const ClassMatrix = Type.Object({ classId: Type.Integer(), name: Type.String(), pupils: Type.Array(MatrixPupil), cells: Type.Array(MatrixCell) });
export const MatrixReply = Type.Object({ data: ClassMatrix });

export const HistoryItem = Type.Object({
  id: Type.Integer(),
  projectId: Type.Integer(),
  projectTitle: Type.String(),
  status: Enum(['pending', 'approved', 'returned'] as const),
  submittedAt: Type.Integer(),
  reviewedAt: NullableInteger(),
  comment: NullableString(),
  reviewer: Nullable(Named),
  width: Type.Integer(),
  height: Type.Integer(),
  undoUntil: NullableInteger(),
});
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

const Indexes = Type.Array(Type.Integer({ minimum: 0, maximum: PROGRESS_INDEX_MAX }), { maxItems: PROGRESS_LIST_MAX });
export const ProgressBody = Type.Object({
  parts: Indexes,
  steps: Indexes,
  stepCount: Type.Integer({ minimum: 0, maximum: PROGRESS_LIST_MAX }),
  // Unix milliseconds: from 2020 on, and a safe integer.
  updatedAt: Type.Integer({ minimum: 1_577_836_800_000, maximum: Number.MAX_SAFE_INTEGER }),
});

export const UndoReply = Type.Object({ submissionId: Type.Integer(), status: Type.Literal('pending'), message: Type.String() });
export const UndoReplyBody = Type.Object({ data: UndoReply });

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  action: Enum(AUDIT_ACTIONS),
  actor: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  subject: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  details: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()])),
  createdAt: Type.Integer(),
});
export const AuditReply = Type.Object({ data: Type.Array(AuditEntry), count: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() });
export const AuditQuery = Type.Object({ page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })) });
