import { parseCircuitDocument } from '../../domain/circuit/validate';
import { LAB_MSG, slotOf, type LabCircuit, type LabSlotSummary } from '../../domain/circuit/slots';
import type { DB } from '../db/database';
import { labCircuitsRepository } from '../db/repositories/lab-circuits';
import type { UserRow } from '../db/schema';
import { ACCOUNT_DELETED, whileLive } from './account-lock';
import { fail, type Failure } from './outcome';

// A pupil's own circuits of the lab, slots 1..10, saved first on the device and sent when the
// school is reachable. Two devices' edits of one slot meet by the device's time of the edit: the
// later edit wins, an older one arriving late is answered with the kept one, which the device takes
// (docs/decisions/0241-a-circuits-later-edit-wins.md).

export type LabFailure = Failure<'VALIDATION_ERROR' | 'NOT_FOUND' | 'AUTH_REQUIRED'>;

function slotFailure(): LabFailure {
  return fail('VALIDATION_ERROR', { message: LAB_MSG.slot });
}

export async function listCircuits(db: DB, user: UserRow): Promise<LabSlotSummary[]> {
  return labCircuitsRepository(db).list(user.id);
}

export async function readCircuit(db: DB, user: UserRow, slotText: string): Promise<{ ok: true; data: LabCircuit } | LabFailure> {
  const slot = slotOf(slotText);
  if (slot === undefined) return slotFailure();
  const stored = await labCircuitsRepository(db).find(user.id, slot);
  return stored ? { ok: true, data: stored } : fail('NOT_FOUND', { message: LAB_MSG.empty(slot) });
}

/**
 * Checks the circuit (domain/circuit/validate.ts) and keeps it unless the slot holds a later
 * edit; answers what the slot holds afterwards. A device clock ahead of the server's counts as
 * the server's now, so a wrong clock cannot win every later edit.
 */
export async function saveCircuit(
  db: DB,
  user: UserRow,
  slotText: string,
  body: { circuit?: unknown; updatedAt?: number },
  nowMs = Date.now(),
): Promise<{ ok: true; data: LabCircuit } | LabFailure> {
  const slot = slotOf(slotText);
  if (slot === undefined) return slotFailure();
  if (body.circuit === undefined) return fail('VALIDATION_ERROR', { message: LAB_MSG.circuitMissing });
  const parsed = parseCircuitDocument(body.circuit);
  if (!parsed.ok) return fail('VALIDATION_ERROR', { message: parsed.message });
  const edit: LabCircuit = { slot, circuit: parsed.circuit, updatedAt: Math.min(body.updatedAt ?? nowMs, nowMs) };
  const kept = await whileLive(db, user.id, async (trx) => {
    const circuits = labCircuitsRepository(trx);
    const stored = await circuits.find(user.id, slot);
    if (stored && stored.updatedAt > edit.updatedAt) return stored;
    await circuits.save(user.id, edit);
    return edit;
  });
  if (kept === ACCOUNT_DELETED) return fail('AUTH_REQUIRED');
  return { ok: true, data: kept };
}

/** Empties the slot; an empty one stays empty (a retry of the same deletion is no error). */
export async function deleteCircuit(db: DB, user: UserRow, slotText: string): Promise<{ ok: true } | LabFailure> {
  const slot = slotOf(slotText);
  if (slot === undefined) return slotFailure();
  const done = await whileLive(db, user.id, (trx) => labCircuitsRepository(trx).remove(user.id, slot));
  if (done === ACCOUNT_DELETED) return fail('AUTH_REQUIRED');
  return { ok: true };
}
