import { useEffect } from 'react';
import type { CircuitDocument } from '../../../../domain/circuit/document';
import { LAB_MSG, slotOf, type LabCircuitReply, type LabCircuitSave, type LabSlotsReply } from '../../../../domain/circuit/slots';
import { parseCircuitDocument } from '../../../../domain/circuit/validate';
import { api, ApiError, call } from '../../../lib/api-client';
import { userIdOf } from '../../../lib/jwt';
import {
  deleteCircuitRecord,
  listCircuitRecords,
  readCircuitRecord,
  saveCircuitRecord,
  startCircuitsSync,
  subscribeCircuits,
  syncCircuits,
  type CircuitServer,
} from '../../../lib/lab-circuits';
import { queryKeys, useMutation, useQuery, useQueryClient } from '../../../lib/query';
import { useSession } from '../../../stores/session';
import { savedCircuitOf, slotsOf, type LabSavedCircuit, type LabSlot } from '../model/circuit-slots';

// The pupil's own circuits for the lab's page (docs/product.md, «Лаборатория»): read from this
// device's IndexedDB, so they show and save with no network; the sync (src/lib/lab-circuits.ts)
// sends waiting edits and brings other devices' circuits, and every change it makes refreshes
// these reads (docs/decisions/0241-a-circuits-later-edit-wins.md).

export type { LabSavedCircuit, LabSlot, LabSlotState } from '../model/circuit-slots';

export const NOT_SIGNED_IN = 'Войди в школу, чтобы сохранять свои схемы';

/** The calls of docs/product.md §7, Lab. */
export const httpCircuitServer: CircuitServer = {
  list: () => call(() => api.get('lab/circuits').json<LabSlotsReply>()).then((answer) => answer.data),
  get: (slot) =>
    call(() => api.get(`lab/circuits/${slot}`).json<LabCircuitReply>()).then(
      (answer) => answer.data,
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      },
    ),
  put: (slot, json: LabCircuitSave) => call(() => api.put(`lab/circuits/${slot}`, { json }).json<LabCircuitReply>()).then((answer) => answer.data),
  remove: (slot) => call(() => api.delete(`lab/circuits/${slot}`).json<unknown>()).then(() => undefined),
};

/** The app's sync of the circuits: at start, on `online`, when seen again, and while an edit waits. */
export const startLabCircuitsSync = (): (() => void) => startCircuitsSync(httpCircuitServer);

/** The signed-in user's id: circuits on a shared device are kept per user. */
function useOwnerId(): number | undefined {
  return userIdOf(useSession((s) => s.token));
}

/** A page that opens the lab asks the server once, however many of these hooks it has. */
const RECENT_SYNC_MS = 3_000;
let lastSync: { ownerId: number; at: number } | undefined;

function syncSoon(ownerId: number): void {
  const now = Date.now();
  if (lastSync && lastSync.ownerId === ownerId && now - lastSync.at < RECENT_SYNC_MS) return;
  lastSync = { ownerId, at: now };
  void syncCircuits(ownerId, httpCircuitServer).catch(() => undefined);
}

/** Asks the server on mount and re-reads the device whenever its circuits change (this tab, another, the sync). */
function useFreshCircuits(ownerId: number | undefined): void {
  const client = useQueryClient();
  useEffect(() => {
    if (ownerId === undefined) return undefined;
    const stop = subscribeCircuits(() => void client.invalidateQueries({ queryKey: [...queryKeys.lab.all, ownerId] }));
    syncSoon(ownerId);
    return stop;
  }, [client, ownerId]);
}

/** The device answers with no network, so these reads never wait for one. */
const LOCAL = { networkMode: 'always' } as const;

/** The filled slots, by number, with whether the server has each. */
export function useLabCircuitSlots() {
  const ownerId = useOwnerId();
  useFreshCircuits(ownerId);
  return useQuery<LabSlot[]>({
    ...LOCAL,
    queryKey: queryKeys.lab.slots(ownerId ?? 0),
    queryFn: async () => slotsOf(await listCircuitRecords(ownerId!)),
    enabled: ownerId !== undefined,
  });
}

/** One slot's circuit, or null when the slot is empty. */
export function useLabCircuit(slot: number) {
  const ownerId = useOwnerId();
  useFreshCircuits(ownerId);
  return useQuery<LabSavedCircuit | null>({
    ...LOCAL,
    queryKey: queryKeys.lab.circuit(ownerId ?? 0, slot),
    queryFn: async () => savedCircuitOf(await readCircuitRecord(ownerId!, slot)),
    enabled: ownerId !== undefined && slotOf(slot) !== undefined,
  });
}

/**
 * Saves a circuit in a slot: checked here by the server's own parser (a refusal is an Error with
 * its Russian message), kept on the device at once, sent when the server answers. Resolves with
 * what the slot shows afterwards: `state` says whether the server has it, and a later edit from
 * another device, if the server holds one, replaces this one (0241).
 */
export function useSaveLabCircuit() {
  const ownerId = useOwnerId();
  const client = useQueryClient();
  return useMutation<LabSavedCircuit, Error, { slot: number; circuit: CircuitDocument }>({
    mutationFn: async ({ slot, circuit }) => {
      if (ownerId === undefined) throw new Error(NOT_SIGNED_IN);
      if (slotOf(slot) === undefined) throw new Error(LAB_MSG.slot);
      const parsed = parseCircuitDocument(circuit);
      if (!parsed.ok) throw new Error(parsed.message);
      const held = savedCircuitOf(await saveCircuitRecord(ownerId, slot, parsed.circuit, httpCircuitServer));
      if (!held) throw new Error(LAB_MSG.empty(slot));
      return held;
    },
    onSuccess: (held) => {
      if (ownerId !== undefined) client.setQueryData(queryKeys.lab.circuit(ownerId, held.slot), held);
    },
  });
}

/** Empties a slot on the device at once and on the server when it answers. */
export function useDeleteLabCircuit() {
  const ownerId = useOwnerId();
  return useMutation<void, Error, number>({
    mutationFn: async (slot) => {
      if (ownerId === undefined) throw new Error(NOT_SIGNED_IN);
      if (slotOf(slot) === undefined) throw new Error(LAB_MSG.slot);
      await deleteCircuitRecord(ownerId, slot, httpCircuitServer);
    },
  });
}
