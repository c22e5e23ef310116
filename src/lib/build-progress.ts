import type { ProgressBody } from '../domain/classes';
import { STORAGE_KEY } from '../domain/constants';
import { api, ApiError, call } from './api-client';
import { userIdOf } from './jwt';
import type { BuildProgressRecord } from './worker/build-progress-record';
import { openSchoolDb } from './worker/school-db';

// Build progress: which parts a pupil has collected and which steps they have finished, per guide.
// The device's IndexedDB is where it lives first, so it works offline and survives a reload; each
// change is then sent to the server (the teacher's class matrix shows the step), changes made
// offline go out at start and when the network returns, and a guide opened on another device takes
// whichever record is newer (docs/decisions/0140-build-progress-synced-last-write-wins.md).

export type { BuildProgressRecord } from './worker/build-progress-record';

const CHANNEL = 'robotics-school-progress';
type Listener = () => void;
const listeners = new Set<Listener>();
let channel: BroadcastChannel | undefined;

function open(): BroadcastChannel | undefined {
  if (!channel && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => listeners.forEach((l) => l());
  }
  return channel;
}

/**
 * Called when another tab of the app changes the progress, or the server's newer record replaces
 * this device's. This tab's own ticks are not echoed: the page that made them already shows them,
 * and a re-read racing a newer tick would undo it.
 */
export function subscribeProgress(listener: Listener): () => void {
  open();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function readProgress(ownerId: number, projectId: number): Promise<BuildProgressRecord | undefined> {
  return (await openSchoolDb()).get('progress', [ownerId, projectId]);
}

/** Every guide this pupil has started on this device. */
export async function listProgress(ownerId: number): Promise<BuildProgressRecord[]> {
  return (await openSchoolDb()).getAllFromIndex('progress', 'ownerId', ownerId);
}

/** Keeps a change on the device, then sends it when online (a failure leaves it for later). */
export async function saveProgress(record: BuildProgressRecord, server: ProgressServer = httpServer): Promise<void> {
  const pending: BuildProgressRecord = { ...record, synced: false };
  await (await openSchoolDb()).put('progress', pending);
  open()?.postMessage('changed');
  if (online()) await push(pending, server);
}

export async function clearProgress(ownerId: number, projectId: number): Promise<void> {
  await (await openSchoolDb()).delete('progress', [ownerId, projectId]);
  open()?.postMessage('changed');
}

/** The server's side of the sync; tests hand in a fake. */
export interface ProgressServer {
  /** Answers with the record the server now keeps (its own, when it had a newer one). */
  put(projectId: number, body: ProgressBody): Promise<ProgressBody | null | void>;
  /** The server's record of the signed-in pupil, or null when there is none. */
  get(projectId: number): Promise<ProgressBody | null>;
}

export const httpServer: ProgressServer = {
  put: (projectId, json) =>
    call(() => api.put(`projects/${projectId}/progress`, { json }).json<{ data: ProgressBody | null }>()).then((answer) => answer.data),
  get: (projectId) =>
    call(() => api.get(`projects/${projectId}/progress`).json<{ data: ProgressBody | null }>()).then(
      (answer) => answer.data,
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      },
    ),
};

/** Records written before the sync kept Unix seconds; compared with milliseconds they would always lose. */
export function timeMs(updatedAt: number): number {
  return updatedAt < 100_000_000_000 ? updatedAt * 1000 : updatedAt;
}

function online(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/**
 * A refusal that asking again cannot change (the account is staff, the guide does not exist): the
 * record stops waiting for the server. A session gone (401), a rate limit, a server error or no
 * network keep it waiting.
 */
function final(error: unknown): boolean {
  return error instanceof ApiError && error.status !== null && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);
}

/** Sends one record; marks it sent unless a newer tick replaced it meanwhile. */
async function push(record: BuildProgressRecord, server: ProgressServer): Promise<boolean> {
  let kept: ProgressBody | null | void = undefined;
  try {
    kept = await server.put(record.projectId, {
      parts: record.parts,
      steps: record.steps,
      stepCount: record.stepCount,
      updatedAt: timeMs(record.updatedAt),
    });
  } catch (error) {
    if (!final(error)) return false;
  }
  const db = await openSchoolDb();
  const tx = db.transaction('progress', 'readwrite');
  const now = await tx.store.get([record.ownerId, record.projectId]);
  const unchanged = now && now.updatedAt === record.updatedAt && !now.synced;
  // The server had a newer record (another device): that one is what the pupil did last.
  const newer = unchanged && kept ? kept.updatedAt > timeMs(record.updatedAt) : false;
  if (newer && now && kept) await tx.store.put({ ...now, parts: kept.parts, steps: kept.steps, stepCount: kept.stepCount, updatedAt: kept.updatedAt, synced: true });
  else if (unchanged) await tx.store.put({ ...now, synced: true });
  await tx.done;
  if (newer) open()?.postMessage('changed');
  return true;
}

/** Sends every change of this pupil that the server has not had yet; resolves with how many went. */
export async function pushPendingProgress(ownerId: number, server: ProgressServer = httpServer): Promise<number> {
  let sent = 0;
  for (const record of await listProgress(ownerId)) {
    if (!record.synced && (await push(record, server))) sent += 1;
  }
  return sent;
}

/**
 * A guide opens: the server's record replaces this device's when it is newer (ticked on another
 * device); this device's replaces the server's when it is newer and not sent yet. Resolves with
 * the record the guide should show.
 */
export async function syncProgressFromServer(
  ownerId: number,
  projectId: number,
  server: ProgressServer = httpServer,
): Promise<BuildProgressRecord | undefined> {
  const remote = await server.get(projectId);
  const db = await openSchoolDb();
  const tx = db.transaction('progress', 'readwrite');
  const local = await tx.store.get([ownerId, projectId]);
  let taken = false;
  if (remote && (!local || remote.updatedAt > timeMs(local.updatedAt))) {
    await tx.store.put({ ownerId, projectId, parts: remote.parts, steps: remote.steps, stepCount: remote.stepCount, updatedAt: remote.updatedAt, synced: true });
    taken = true;
  }
  await tx.done;
  if (taken) {
    open()?.postMessage('changed');
    return readProgress(ownerId, projectId);
  }
  if (local && !local.synced) await push(local, server);
  return local;
}

/**
 * At start and whenever the network returns, the signed-in pupil's unsent ticks go out. Returns
 * the function that stops listening.
 */
export function startProgressSync(server: ProgressServer = httpServer): () => void {
  const run = () => {
    const owner = userIdOf(localStorage.getItem(STORAGE_KEY));
    if (owner !== undefined && online()) void pushPendingProgress(owner, server).catch(() => undefined);
  };
  run();
  window.addEventListener('online', run);
  return () => window.removeEventListener('online', run);
}
