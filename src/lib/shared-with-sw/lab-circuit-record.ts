import type { CircuitDocument } from '../../../domain/circuit/document';

/**
 * A pupil's circuit in one of the lab's slots, on this device (src/lib/lab-circuits.ts), kept per
 * pupil. A slot emptied here keeps its record with `circuit: null` until the server has emptied it
 * too.
 */
export interface LabCircuitRecord {
  ownerId: number;
  slot: number;
  /** The checked document; null: emptied on this device, the deletion still to be sent. */
  circuit: CircuitDocument | null;
  /** Unix ms of the edit (on this device, or the one the server kept). The later edit wins (0241). */
  updatedAt: number;
  /** True once the server has this very edit. */
  synced: boolean;
  /** The server refused it for good, in its words: it stays here and is not sent again until edited. */
  refused?: string;
}
