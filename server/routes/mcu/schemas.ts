import { Type } from '@sinclair/typebox';
import { MCU_API_MSG } from '../../../domain/mcu/api';
import { withMessages } from '../../schemas/field-messages';

// The programming tasks, checked against domain/mcu/api.ts at compile time
// (server/schemas/contract.ts). The program itself is read by the task's checker
// (domain/mcu/check.ts), which says in Russian what is wrong with it.

/** Task ids are small: a longer one is a 400, not a lookup. */
export const McuTaskParams = Type.Object({
  id: withMessages(Type.String({ pattern: '^[1-9][0-9]{0,5}$' }), { invalid: MCU_API_MSG.taskNotFound }),
});

/** Only `program` is read: anything else the body carries (a `passed`, a `reward`) is ignored. */
export const McuCheckBody = Type.Object({
  program: withMessages(Type.Unknown(), { invalid: MCU_API_MSG.programMissing, missing: MCU_API_MSG.programMissing }),
});

export const McuTaskSummary = Type.Object({ id: Type.Integer(), lessonId: Type.Integer(), title: Type.String(), passed: Type.Boolean() });
export const McuTasksReply = Type.Object({ data: Type.Array(McuTaskSummary) });

export const McuCheckResult = Type.Object({ passed: Type.Boolean(), explanation: Type.String(), reward: Type.Integer({ minimum: 0 }) });
export const McuCheckReply = Type.Object({ data: McuCheckResult });
