import { CIRCUIT_LIMITS, type CircuitDocument } from './document';

// A pupil's own circuits, one per slot 1..CIRCUIT_LIMITS.slots, kept on the device and on the server
// (docs/product.md, «Лаборатория»; docs/decisions/0241-a-circuits-later-edit-wins.md): what the
// calls under /api/v1/lab/circuits answer and take.

/** A filled slot in the list: no document, so the list stays small. */
export interface LabSlotSummary {
  slot: number;
  title: string;
  /** Unix ms of the edit the server keeps (the device's time of the edit). */
  updatedAt: number;
}

export interface LabSlotsReply {
  data: LabSlotSummary[];
}

export interface LabCircuit {
  slot: number;
  circuit: CircuitDocument;
  updatedAt: number;
}

export interface LabCircuitReply {
  data: LabCircuit;
}

/** `PUT /api/v1/lab/circuits/{n}`: the circuit and when the pupil edited it (Unix ms; without it, when it arrives). */
export interface LabCircuitSave {
  circuit: CircuitDocument;
  updatedAt?: number;
}

/** A slot's number from a path: 1..CIRCUIT_LIMITS.slots written plainly (no sign, no leading zero), else undefined. */
export function slotOf(value: string | number): number | undefined {
  const text = String(value);
  return /^[1-9][0-9]?$/.test(text) && Number(text) <= CIRCUIT_LIMITS.slots ? Number(text) : undefined;
}

export const LAB_MSG = {
  slot: 'Ячейки для схем — с 1 по 10',
  empty: (slot: number) => `В ячейке ${slot} нет схемы`,
  circuitMissing: 'В запросе нет схемы',
  editTime: 'Время изменения схемы должно быть числом миллисекунд',
  deleted: 'Схема удалена',
} as const;
