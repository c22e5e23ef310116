import { Type } from '@sinclair/typebox';
import { CONSENT_STATES } from '../../../domain/family';
import { Level, NullableInteger, NullableString, PathId, StringEnum, Text } from '../../schemas/common';
import { HistoryItem } from '../../schemas/work-history';

// Families (docs/decisions/0169-families-consent.md): the parent's consent page, the pupil's consent, the parent's view.

const ConsentStateName = StringEnum(CONSENT_STATES);
const ConsentWayName = Type.Unsafe<'letter' | 'paper' | null>({ type: ['string', 'null'], enum: ['letter', 'paper', null] });

export const TokenParams = Type.Object({ token: Text(200) });
export const ChildIdParams = Type.Object({ childId: PathId });
export const UnsubscribeQuery = Type.Object({ token: Text(200) });

export const ConsentInvite = Type.Object({ childFirstName: Type.String(), parentEmail: Type.String(), hasAccount: Type.Boolean() });
export const ConsentInviteReply = Type.Object({ data: ConsentInvite });
export const ConsentBody = Type.Object({ token: Text(200), password: Text() });
export const ConsentReply = Type.Object({ message: Type.String(), token: Type.String() });
export const ResendBody = Type.Object({ parentEmail: Type.Optional(Text(320)) });

export const MyConsent = Type.Object({
  state: ConsentStateName,
  way: ConsentWayName,
  givenAt: NullableInteger(),
  parentEmail: NullableString(),
  letterWaiting: Type.Boolean(),
});
export const MyConsentReply = Type.Object({ data: MyConsent });
export const PaperConsentBody = Type.Object({ paper: Type.Literal(true) });

export const ChildSummary = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: NullableString(),
  photo: Type.String(),
  level: Level,
  consent: ConsentStateName,
});
export const ChildrenReply = Type.Object({ data: Type.Array(ChildSummary) });
export const ChildView = Type.Object({
  ...ChildSummary.properties,
  diamonds: Type.Integer(),
  rating: Type.Integer(),
  medals: Type.Array(Type.String()),
  className: NullableString(),
  consentWay: ConsentWayName,
  consentGivenAt: NullableInteger(),
  submissions: Type.Array(HistoryItem),
  digest: Type.Boolean(),
});
export const ChildViewReply = Type.Object({ data: ChildView });
export const DigestBody = Type.Object({ enabled: Type.Boolean() });

export const FamilyLink = Type.Object({
  parent: Type.Object({ id: Type.Integer(), firstName: Type.String(), email: Type.String() }),
  child: Type.Object({ id: Type.Integer(), firstName: Type.String(), lastName: NullableString() }),
  consent: ConsentStateName,
  createdAt: Type.Integer(),
});
export const FamilyLinksReply = Type.Object({ data: Type.Array(FamilyLink) });
export const FamilyLinkParams = Type.Object({
  parentId: PathId,
  childId: PathId,
});
