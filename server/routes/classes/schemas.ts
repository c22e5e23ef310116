import { Type } from '@sinclair/typebox';
import { CLASS_NAME_MAX, LAST_NAME_MAX, MATRIX_STATES } from '../../../domain/classes';
import { CONSENT_STATES } from '../../../domain/family';
import { Level, Named, NullableInteger, NullableString, PathId, StringEnum, Text } from '../../schemas/common';

// The class calls, checked against domain/classes.ts at compile time (server/schemas/contract.ts).

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
export const SchoolAddressReply = Type.Object({ data: Type.Object({ url: Type.String(), localOnly: Type.Boolean() }) });

// Sizes only: the rules and their Russian messages are the service's (a name of spaces, invisible characters).
export const CreateClassBody = Type.Object({ name: Text(CLASS_NAME_MAX * 4) });
export const UpdateClassBody = Type.Object({ name: Type.Optional(Text(CLASS_NAME_MAX * 4)), closed: Type.Optional(Type.Boolean()) });
export const JoinClassBody = Type.Object({ code: Text(40), lastName: Type.Optional(Text(LAST_NAME_MAX * 4)) });
export const JoinReply = Type.Object({ classId: Type.Integer(), name: Type.String() });
export const JoinClassReply = Type.Object({ data: JoinReply });
export const MovePupilBody = Type.Object({ classId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export const ClassPupilParams = Type.Object({ id: PathId, userId: PathId });

export const MatrixPupil = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: NullableString(),
  level: Level,
  lastSeen: NullableInteger(),
  solderingPermit: Type.Boolean(),
  consent: StringEnum(CONSENT_STATES),
});
export const MatrixCell = Type.Object({
  userId: Type.Integer(),
  projectId: Type.Integer(),
  state: StringEnum(MATRIX_STATES),
  step: Type.Optional(Type.Integer()),
  steps: Type.Optional(Type.Integer()),
  submissionId: Type.Optional(Type.Integer()),
  updatedAt: Type.Integer(),
});
export const ClassMatrix = Type.Object({ classId: Type.Integer(), name: Type.String(), pupils: Type.Array(MatrixPupil), cells: Type.Array(MatrixCell) });
export const MatrixReply = Type.Object({ data: ClassMatrix });

export const ConsentWaiting = Type.Object({
  pupil: Type.Object({ id: Type.Integer(), firstName: Type.String(), lastName: NullableString() }),
  classId: Type.Integer(),
  className: Type.String(),
  state: Type.Union([Type.Literal('pending'), Type.Literal('withdrawn')]),
});
export const ConsentsWaitingReply = Type.Object({ data: Type.Array(ConsentWaiting) });
