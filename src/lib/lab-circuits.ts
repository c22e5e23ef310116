import type { CircuitDocument } from '../../domain/circuit/document';
import type { LabCircuit, LabCircuitSave, LabSlotSummary } from '../../domain/circuit/slots';
import { STORAGE_KEY } from '../../domain/constants';
import { ApiError } from './api-error';
import { userIdOf } from './jwt';
import { createRetryTimer } from './retry-timer';
import { tabSignal } from './tab-signal';
import type { LabCircuitRecord } from './shared-with-sw/lab-circuit-record';
import { openSchoolDb } from './shared-with-sw/school-db';

// The lab's own circuits, kept as the build ticks are (src/lib/build-progress.ts): a save lives in
// this device's IndexedDB at once (store `circuits`, one record per pupil and slot), so it works
// with no network and survives a reload; it is sent when the server is reachable (at once, at app
// start, on `online`, when the app is seen again, and on a doubling timer while anything waits, as
// the ticks and the lesson answers do); another device's circuits come from the server. Two edits of one slot
// meet by the time of the edit: the later wins, here and on the server
// (docs/decisions/0241-a-circuits-later-edit-wins.md).

export type { LabCircuitRecord } from './shared-with-sw/lab-circuit-record';

/** The server's side; the lab's api (src/features/lab/api/circuits.ts) gives the real one, tests a fake. */
export interface CircuitServer {
  list(): Promise<LabSlotSummary[]>;
  /** The slot's circuit, or null when the slot is empty. */
  get(slot: number): Promise<LabCircuit | null>;
  /** Answers what the slot keeps afterwards: this edit, or a later one. */
  put(slot: number, body: LabCircuitSave): Promise<LabCircuit>;
  remove(slot: number): Promise<void>;
}

const circuitsChanged = tabSignal('robotics-school-circuits');

/** Called when the device's circuits change: saved in another tab, or brought or answered by the server. */
export function subscribeCircuits(listener: () => void): () => void {
  return circuitsChanged.subscribe(listener);
}

function online(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/**
 * A refusal asking again cannot change (the circuit is wrong for the server): the record stops
 * waiting. No network, a session gone (401), a timeout, a rate limit or a server error keep it waiting.
 */
function final(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status !== null && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);
}

export async function readCircuitRecord(ownerId: number, slot: number): Promise<LabCircuitRecord | undefined> {
  return (await openSchoolDb()).get('circuits', [ownerId, slot]);
}

/** Every record of this pupil on the device, emptied slots waiting to be sent included, by slot. */
export async function listCircuitRecords(ownerId: number): Promise<LabCircuitRecord[]> {
  const records = await (await openSchoolDb()).getAllFromIndex('circuits', 'ownerId', ownerId);
  return records.sort((a, b) => a.slot - b.slot);
}

/**
 * The edit's time: `now`, or just after the slot's last edit if this device's clock is behind it,
 * since this edit is the latest the device knows of.
 */
const editTime = (held: LabCircuitRecord | undefined, now: number) => Math.max(now, (held?.updatedAt ?? 0) + 1);

/** Writes a new edit of the slot (a circuit, or null to empty it) and answers the record kept. */
async function keepEdit(ownerId: number, slot: number, circuit: CircuitDocument | null, now: number): Promise<LabCircuitRecord | undefined> {
  const tx = (await openSchoolDb()).transaction('circuits', 'readwrite');
  const held = await tx.store.get([ownerId, slot]);
  // Emptying a slot this device holds nothing of: there is nothing to tell the server either.
  const record: LabCircuitRecord | undefined = circuit === null && !held ? undefined : { ownerId, slot, circuit, updatedAt: editTime(held, now), synced: false };
  if (record) await tx.store.put(record);
  await tx.done;
  if (record) circuitsChanged.everywhere();
  return record;
}

let queue: Promise<unknown> = Promise.resolve();

/** One sync or send after another in this page, and one tab at a time (a Web Lock), as the lesson answers do. */
function withLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  const run = () => (locks ? (locks.request('lab-circuits', task) as Promise<T>) : task());
  const next = queue.then(run, run);
  queue = next.catch(() => undefined);
  return next;
}

/**
 * Sends the edit now when it can, after any sync running (a sync's list of the server's slots and
 * what it empties here from that list are never split by a send); otherwise the sync's timer is
 * told an edit waits.
 */
async function sendOrWait(record: LabCircuitRecord, server: CircuitServer): Promise<void> {
  if (!online() || !(await withLock(() => push(record, server)))) waitingListeners.forEach((listener) => listener());
}

const waitingListeners = new Set<() => void>();

/**
 * Saves a checked circuit in the slot on this device, then sends it when online (a failure leaves
 * it waiting). Resolves with the record the device holds afterwards: the server may have kept a
 * later edit from another device, which then replaces this one.
 */
export async function saveCircuitRecord(ownerId: number, slot: number, circuit: CircuitDocument, server: CircuitServer, now = Date.now()): Promise<LabCircuitRecord | undefined> {
  const record = await keepEdit(ownerId, slot, circuit, now);
  if (record) await sendOrWait(record, server);
  return readCircuitRecord(ownerId, slot);
}

/** Empties the slot on this device and tells the server when online. */
export async function deleteCircuitRecord(ownerId: number, slot: number, server: CircuitServer, now = Date.now()): Promise<void> {
  const record = await keepEdit(ownerId, slot, null, now);
  if (record) await sendOrWait(record, server);
}

const sameEdit = (a: LabCircuitRecord, b: LabCircuitRecord) => a.updatedAt === b.updatedAt && JSON.stringify(a.circuit) === JSON.stringify(b.circuit);

/**
 * Sends one waiting edit and takes the answer, unless the slot changed on this device meanwhile
 * (read and written in one transaction). True when the server answered.
 */
async function push(record: LabCircuitRecord, server: CircuitServer): Promise<boolean> {
  let kept: LabCircuit | null = null;
  let refused: string | undefined;
  try {
    if (record.circuit) kept = await server.put(record.slot, { circuit: record.circuit, updatedAt: record.updatedAt });
    else await server.remove(record.slot);
  } catch (error) {
    if (!final(error)) return false;
    refused = error.message;
  }
  const tx = (await openSchoolDb()).transaction('circuits', 'readwrite');
  const now = await tx.store.get([record.ownerId, record.slot]);
  let changed = false;
  if (now && sameEdit(now, record)) {
    if (refused !== undefined) await tx.store.put({ ...now, refused });
    else if (kept) await tx.store.put({ ownerId: record.ownerId, slot: record.slot, circuit: kept.circuit, updatedAt: kept.updatedAt, synced: true });
    else await tx.store.delete([record.ownerId, record.slot]);
    // Sent or refused: the slot's state on screen changes either way.
    changed = true;
  } else if (now && kept && kept.updatedAt > now.updatedAt) {
    // Edited here meanwhile, but the server holds a later edit still: that one wins (0241).
    await tx.store.put({ ownerId: record.ownerId, slot: record.slot, circuit: kept.circuit, updatedAt: kept.updatedAt, synced: true });
    changed = true;
  }
  await tx.done;
  if (changed) circuitsChanged.everywhere();
  return true;
}

/** Sends every waiting edit of this pupil; resolves with how many still wait for the server. */
export async function pushPendingCircuits(ownerId: number, server: CircuitServer): Promise<number> {
  let left = 0;
  for (const record of await listCircuitRecords(ownerId)) {
    if (record.synced || record.refused !== undefined) continue;
    if (!online() || !(await push(record, server))) left += 1;
  }
  return left;
}

/**
 * Takes what the server holds: a slot filled or changed later on another device comes in, a slot
 * the server no longer has is emptied here unless this device has an edit waiting for it.
 */
export async function pullCircuits(ownerId: number, server: CircuitServer): Promise<void> {
  const remote = await server.list();
  let changed = false;
  for (const summary of remote) {
    const local = await readCircuitRecord(ownerId, summary.slot);
    if (local && local.updatedAt >= summary.updatedAt) continue;
    const got = await server.get(summary.slot);
    if (!got) continue;
    const tx = (await openSchoolDb()).transaction('circuits', 'readwrite');
    const now = await tx.store.get([ownerId, summary.slot]);
    if (!now || now.updatedAt < got.updatedAt) {
      await tx.store.put({ ownerId, slot: got.slot, circuit: got.circuit, updatedAt: got.updatedAt, synced: true });
      changed = true;
    }
    await tx.done;
  }
  const onServer = new Set(remote.map((summary) => summary.slot));
  for (const local of await listCircuitRecords(ownerId)) {
    if (onServer.has(local.slot) || !local.synced) continue;
    const tx = (await openSchoolDb()).transaction('circuits', 'readwrite');
    const now = await tx.store.get([ownerId, local.slot]);
    if (now && now.synced && now.updatedAt === local.updatedAt) {
      await tx.store.delete([ownerId, local.slot]);
      changed = true;
    }
    await tx.done;
  }
  if (changed) circuitsChanged.everywhere();
}

/**
 * This device's waiting edits go out, then the server's circuits come in. Resolves with how many
 * edits still wait (no network, no answer).
 */
export function syncCircuits(ownerId: number, server: CircuitServer): Promise<number> {
  return withLock(async () => {
    if (!online()) return (await listCircuitRecords(ownerId)).filter((r) => !r.synced && r.refused === undefined).length;
    const left = await pushPendingCircuits(ownerId, server);
    await pullCircuits(ownerId, server);
    return left;
  });
}

/** Waits between tries while an edit waits and a page is open (as the build ticks). */
export const CIRCUITS_RETRY_MS = { first: 5_000, max: 60_000 } as const;

/**
 * The signed-in user's circuits sync at start, when the network returns, when the app is seen
 * again, and while an edit waits on a timer (5 s, 10 s… up to a minute, src/lib/retry-timer.ts):
 * `online` never fires when the Wi-Fi is up but the school's server is not. Returns the cleanup.
 */
export function startCircuitsSync(server: CircuitServer): () => void {
  const timer = createRetryTimer(async () => {
    const owner = userIdOf(localStorage.getItem(STORAGE_KEY));
    return owner !== undefined && (await syncCircuits(owner, server)) > 0;
  }, CIRCUITS_RETRY_MS);
  const onVisible = () => {
    if (document.visibilityState === 'visible') timer.now();
  };
  // An edit kept while the server did not answer: the timer starts without waiting for another trigger.
  waitingListeners.add(timer.soon);
  timer.now();
  window.addEventListener('online', timer.now);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    timer.stop();
    waitingListeners.delete(timer.soon);
    window.removeEventListener('online', timer.now);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
