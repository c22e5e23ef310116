import { Type } from '@sinclair/typebox';
import { LAB_PRACTICE_MSG } from '../../../domain/lab-practice';
import { withMessages } from '../../schemas/field-messages';

// A lesson's practice checked by the lab, checked against domain/lab-practice.ts at compile
// time (server/schemas/contract.ts). The circuit itself is checked by the lab's parser
// (domain/circuit/validate.ts), which names the part that is wrong in Russian.

export const PracticeParams = Type.Object({
  /** Catalogue ids are small: a longer one is 400, not a lookup. */
  lessonId: withMessages(Type.String({ pattern: '^[1-9][0-9]{0,5}$' }), { invalid: LAB_PRACTICE_MSG.lessonNotFound }),
  practiceId: withMessages(Type.String({ pattern: '^p[1-9][0-9]?$' }), { invalid: LAB_PRACTICE_MSG.practiceNotFound }),
});

export const PracticeBody = Type.Object({
  circuit: withMessages(Type.Unknown(), { invalid: LAB_PRACTICE_MSG.circuitMissing, missing: LAB_PRACTICE_MSG.circuitMissing }),
});

export const PracticeResult = Type.Object({ passed: Type.Boolean(), message: Type.String() });
export const PracticeReply = Type.Object({ data: PracticeResult });
