import { Type } from '@sinclair/typebox';
import { NullableInteger } from './common';

// «Допуск к пайке» as staff and the pupil read it (domain/club.ts SolderingPermit).
export const SolderingPermitReply = Type.Object({
  data: Type.Object({
    granted: Type.Boolean(),
    grantedAt: NullableInteger(),
    grantedBy: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
    lessonPassed: Type.Boolean(),
  }),
});
