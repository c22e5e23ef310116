import { Type } from '@sinclair/typebox';
import { ANNOUNCEMENT_MAX } from '../../../domain/class-life';
import { NullableInteger, NullableString, PathId, StringEnum, Text } from '../../schemas/common';

// A class's assignments and announcements, checked against domain/class-life.ts at compile
// time (server/schemas/contract.ts). Sizes and types only: the rules and their Russian messages are
// the service's (server/services/class-life.ts).

const STATES = ['open', 'done', 'late', 'missing'] as const;

export const AssignmentPupil = Type.Object({ userId: Type.Integer(), firstName: Type.String(), lastName: NullableString(), state: StringEnum(STATES), handedInAt: NullableInteger() });
export const Assignment = Type.Object({
  id: Type.Integer(),
  classId: Type.Integer(),
  projectId: NullableInteger(),
  lessonId: NullableInteger(),
  title: Type.String(),
  due: Type.String(),
  createdAt: Type.Integer(),
  mine: Type.Unsafe<(typeof STATES)[number] | null>({ type: ['string', 'null'], enum: [...STATES, null] }),
  pupils: Type.Array(AssignmentPupil),
});
export const AssignmentListReply = Type.Object({ data: Type.Array(Assignment) });
export const AssignmentReply = Type.Object({ message: Type.String(), data: Assignment });
export const AssignmentBody = Type.Object({
  projectId: Type.Optional(Type.Integer()),
  lessonId: Type.Optional(Type.Integer()),
  due: Text(40),
});

export const Announcement = Type.Object({
  id: Type.Integer(),
  classId: Type.Integer(),
  text: Type.String(),
  day: NullableString(),
  author: Type.Object({ id: Type.Integer(), name: Type.String() }),
  createdAt: Type.Integer(),
});
export const AnnouncementListReply = Type.Object({ data: Type.Array(Announcement) });
export const AnnouncementReply = Type.Object({ message: Type.String(), data: Announcement });
export const AnnouncementBody = Type.Object({ text: Text(ANNOUNCEMENT_MAX * 4), day: Type.Optional(Type.Union([Text(40), Type.Null()])) });

export const ClassItemParams = Type.Object({ id: PathId, itemId: PathId });
