import { Type } from '@sinclair/typebox';
import type { CircuitDocument } from '../../../domain/circuit/document';
import { LAB_MSG } from '../../../domain/circuit/slots';
import { withMessages } from '../../schemas/field-messages';

// The lab's own circuits, checked against domain/circuit/slots.ts at compile time
// (server/schemas/contract.ts). The circuit itself is checked by the domain's parser
// (domain/circuit/validate.ts), which names the part that is wrong in Russian.

/** `/{n}`: a slot, 1..10 (the service checks the upper bound with the same message). */
export const SlotParams = Type.Object({ n: withMessages(Type.String({ pattern: '^[1-9][0-9]?$' }), { invalid: LAB_MSG.slot }) });

/** A checked circuit document (domain/circuit/document.ts). */
const Circuit = Type.Unsafe<CircuitDocument>({ type: 'object', additionalProperties: true, description: 'CircuitDocument: version 1, title, parts' });

export const LabSlotSummary = Type.Object({ slot: Type.Integer(), title: Type.String(), updatedAt: Type.Integer() });
export const LabSlotsReply = Type.Object({ data: Type.Array(LabSlotSummary) });
export const LabCircuit = Type.Object({ slot: Type.Integer(), circuit: Circuit, updatedAt: Type.Integer() });
export const LabCircuitReply = Type.Object({ data: LabCircuit });

export const LabCircuitBody = Type.Object({
  circuit: withMessages(Type.Unknown(), { invalid: LAB_MSG.circuitMissing, missing: LAB_MSG.circuitMissing }),
  updatedAt: Type.Optional(withMessages(Type.Integer({ minimum: 0, maximum: 8_640_000_000_000_000 }), { invalid: LAB_MSG.editTime })),
});
