import { Type, type Static } from '@sinclair/typebox';
import { MODERATION_MSG } from '../../../domain/moderation';
import { IdParams } from '../../schemas/common';
import { missingField, withMessages } from '../../schemas/field-messages';
import { SectionName } from '../comments/schemas';

// «Жалобы», checked against domain/moderation.ts at compile time (server/schemas/contract.ts).

export const ModerationCommentParams = Type.Object({ id: withMessages(IdParams.properties.id, { invalid: 'Неверный номер комментария' }) });
export type ModerationCommentParams = Static<typeof ModerationCommentParams>;

export const ModerationHideBody = Type.Object({ hidden: withMessages(Type.Boolean(), { invalid: MODERATION_MSG.bodyHidden, missing: missingField('hidden') }) });

const Person = Type.Object({ id: Type.Integer(), name: Type.String() });
export const ModerationComment = Type.Object({
  id: Type.Integer(),
  section: SectionName,
  itemId: Type.Integer(),
  onPage: Type.Boolean(),
  text: Type.String(),
  createdAt: Type.Integer(),
  author: Person,
  reports: Type.Integer(),
  lastReportAt: Type.Union([Type.Integer(), Type.Null()]),
  hidden: Type.Union([Type.Object({ at: Type.Integer(), by: Type.Union([Person, Type.Null()]) }), Type.Null()]),
});
export const ModerationReply = Type.Object({ data: Type.Array(ModerationComment), count: Type.Integer() });
