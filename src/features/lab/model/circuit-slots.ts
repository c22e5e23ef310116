import type { CircuitDocument } from '../../../../domain/circuit/document';
import type { LabCircuitRecord } from '../../../lib/lab-circuits';

// What the lab's page shows of the pupil's own circuits (src/features/lab/api/circuits.ts): the
// device's records, the server's already taken in by the sync, a slot emptied here left out.

/** `saved`: the server has it; `waiting`: kept on this device, sent when the server answers; `refused`: the server will not take it. */
export type LabSlotState = 'saved' | 'waiting' | 'refused';

export interface LabSlot {
  slot: number;
  title: string;
  /** Unix ms of the edit shown. */
  updatedAt: number;
  state: LabSlotState;
}

export interface LabSavedCircuit extends LabSlot {
  circuit: CircuitDocument;
  /** The server's words when `state` is `refused`. */
  refusal?: string;
}

const stateOf = (record: LabCircuitRecord): LabSlotState => (record.refused !== undefined ? 'refused' : record.synced ? 'saved' : 'waiting');

/** The record as the page shows it, or null for an empty slot (never filled, or emptied here). */
export function savedCircuitOf(record: LabCircuitRecord | undefined): LabSavedCircuit | null {
  if (!record?.circuit) return null;
  const shown: LabSavedCircuit = { slot: record.slot, title: record.circuit.title, updatedAt: record.updatedAt, state: stateOf(record), circuit: record.circuit };
  return record.refused !== undefined ? { ...shown, refusal: record.refused } : shown;
}

/** The filled slots, by number. */
export function slotsOf(records: readonly LabCircuitRecord[]): LabSlot[] {
  return records
    .flatMap((record) => {
      const saved = savedCircuitOf(record);
      return saved ? [{ slot: saved.slot, title: saved.title, updatedAt: saved.updatedAt, state: saved.state }] : [];
    })
    .sort((a, b) => a.slot - b.slot);
}
