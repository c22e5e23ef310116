import type { CircuitDocument } from '../../../domain/circuit/document';
import type { LabSlotSummary } from '../../../domain/circuit/slots';
import type { DB } from '../database';

// A pupil's own circuits of the lab, one row per filled slot (server/services/lab-circuits.ts).

export interface StoredCircuit {
  slot: number;
  circuit: CircuitDocument;
  updatedAt: number;
}

export function labCircuitsRepository(db: DB) {
  return {
    async list(userId: number): Promise<LabSlotSummary[]> {
      const rows = await db.selectFrom('lab_circuits').select(['slot', 'title', 'updated_at']).where('user_id', '=', userId).orderBy('slot').execute();
      return rows.map((row) => ({ slot: row.slot, title: row.title, updatedAt: Number(row.updated_at) }));
    },

    /** Every circuit of the pupil, documents included (their own data copy). */
    async all(userId: number): Promise<StoredCircuit[]> {
      const rows = await db.selectFrom('lab_circuits').select(['slot', 'document', 'updated_at']).where('user_id', '=', userId).orderBy('slot').execute();
      return rows.map((row) => ({ slot: row.slot, circuit: JSON.parse(row.document) as CircuitDocument, updatedAt: Number(row.updated_at) }));
    },

    async find(userId: number, slot: number): Promise<StoredCircuit | undefined> {
      const row = await db
        .selectFrom('lab_circuits')
        .select(['slot', 'document', 'updated_at'])
        .where('user_id', '=', userId)
        .where('slot', '=', slot)
        .executeTakeFirst();
      return row && { slot: row.slot, circuit: JSON.parse(row.document) as CircuitDocument, updatedAt: Number(row.updated_at) };
    },

    /** Writes the slot. Call it in the write transaction that read what it replaces, holding the pupil's lock. */
    async save(userId: number, { slot, circuit, updatedAt }: StoredCircuit): Promise<void> {
      const values = { title: circuit.title, document: JSON.stringify(circuit), updated_at: updatedAt };
      await db
        .insertInto('lab_circuits')
        .values({ user_id: userId, slot, ...values })
        .onConflict((oc) => oc.columns(['user_id', 'slot']).doUpdateSet(values))
        .execute();
    },

    async remove(userId: number, slot: number): Promise<void> {
      await db.deleteFrom('lab_circuits').where('user_id', '=', userId).where('slot', '=', slot).execute();
    },
  };
}
