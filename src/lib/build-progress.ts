import { mergeProgress, sameProgress, tickTimes, timed, type ProgressBody, type TimedProgress } from '../../domain/build-progress';
import { STORAGE_KEY } from '../../domain/constants';
import { api, ApiError, call } from './api-client';
import { userIdOf } from './jwt';
import type { BuildProgressRecord } from './shared-with-sw/build-progress-record';
import { createRetryTimer, type RetryTimer } from './retry-timer';
import { tabSignal } from './tab-signal';
import { openSchoolDb } from './shared-with-sw/school-db';

// Build progress: which parts a pupil has collected and which steps they have finished, per guide.
// The device's IndexedDB is where it lives first, so it works offline and survives a reload; each
// change is then sent to the server (the teacher's class matrix shows the step), changes made
// offline go out at start and when the network returns, and a guide opened on another device takes
// the other devices' ticks. Records are merged tick by tick, here and on the server, with the same
// function: the later change of each tick wins, at equal times the tick
// (docs/decisions/0187-build-progress-merges-per-tick.md).

export type { BuildProgressRecord } from './shared-with-sw/build-progress-record';

const progressChanged = tabSignal('robotics-school-progress');

/**
 * Called when another tab of the app changes the progress, or a send's answer brings ticks made on
 * another device (in this tab too: the network may return while the guide is open). A page merges
 * what it reads into what it shows, tick by tick, so a re-read racing a newer tick cannot undo it.
 */
export function subscribeProgress(listener: () => void): () => void {
  return progressChanged.subscribe(listener);
}

export async function readProgress(ownerId: number, projectId: number): Promise<BuildProgressRecord | undefined> {
  return (await openSchoolDb()).get('progress', [ownerId, projectId]);
}

/** Every guide this pupil has started on this device. */
export async function listProgress(ownerId: number): Promise<BuildProgressRecord[]> {
  return (await openSchoolDb()).getAllFromIndex('progress', 'ownerId', ownerId);
}

/** What the guide needs to know of itself to set a tick. */
export interface GuideOf {
  ownerId: number;
  projectId: number;
  partCount: number;
  stepCount: number;
}

/**
 * The record after a part or step is ticked (`on`) or unticked on this device, stamped with the
 * change's time: `now`, or just after the tick's last change if this device's clock is behind it,
 * since this change is the latest the device knows of.
 */
export function setTick(base: BuildProgressRecord | undefined, guide: GuideOf, kind: 'parts' | 'steps', index: number, on: boolean, now = Date.now()): BuildProgressRecord {
  const count = kind === 'parts' ? guide.partCount : guide.stepCount;
  const body = base ? bodyOf(base) : undefined;
  const keep = (list: readonly number[], size: number) => list.filter((i) => Number.isInteger(i) && i >= 0 && i < size);
  const parts = keep(base?.parts ?? [], guide.partCount);
  const steps = keep(base?.steps ?? [], guide.stepCount);
  const partTimes = tickTimes(parts, body?.partTimes?.slice(0, guide.partCount), body?.updatedAt ?? 0);
  const stepTimes = tickTimes(steps, body?.stepTimes?.slice(0, guide.stepCount), body?.updatedAt ?? 0);
  const list = kind === 'parts' ? parts : steps;
  const times = kind === 'parts' ? partTimes : stepTimes;
  const at = Math.max(now, (times[index] ?? 0) + 1);
  if (index >= 0 && index < count) {
    const rest = list.filter((i) => i !== index);
    list.splice(0, list.length, ...(on ? [...rest, index].sort((a, b) => a - b) : rest));
    for (let i = times.length; i < index; i += 1) times[i] = 0;
    times[index] = at;
  }
  return {
    ownerId: guide.ownerId,
    projectId: guide.projectId,
    parts,
    steps,
    stepCount: guide.stepCount,
    updatedAt: Math.max(at, body?.updatedAt ?? 0),
    partTimes,
    stepTimes,
  };
}

/**
 * Keeps a change on the device, merged tick by tick with what the device holds (a tick another
 * tab or the server brought in meanwhile stays), then sends it when online (a failure leaves it
 * for later). Resolves with the record the device holds afterwards, the server's merge included.
 */
export async function saveProgress(record: BuildProgressRecord, server: ProgressServer = httpServer): Promise<BuildProgressRecord | undefined> {
  const db = await openSchoolDb();
  const tx = db.transaction('progress', 'readwrite');
  const held = await tx.store.get([record.ownerId, record.projectId]);
  const pending = recordOf(record, held ? mergeProgress(bodyOf(held), bodyOf(record)) : timed(bodyOf(record)), false);
  await tx.store.put(pending);
  await tx.done;
  progressChanged.toOtherTabs();
  if (!(online() && (await push(pending, server)))) retry?.soon();
  return readProgress(record.ownerId, record.projectId);
}

/** The server's side of the sync; tests hand in a fake. */
export interface ProgressServer {
  /** Answers with the record the server now keeps: the body merged tick by tick with its own. */
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

/** The record as the server and the merge read it: times in milliseconds, times only when it has them. */
function bodyOf(record: BuildProgressRecord): ProgressBody {
  return {
    parts: record.parts,
    steps: record.steps,
    stepCount: record.stepCount,
    updatedAt: timeMs(record.updatedAt),
    ...(record.partTimes ? { partTimes: record.partTimes } : {}),
    ...(record.stepTimes ? { stepTimes: record.stepTimes } : {}),
  };
}

function recordOf(key: { ownerId: number; projectId: number }, merged: TimedProgress, synced: boolean): BuildProgressRecord {
  return { ownerId: key.ownerId, projectId: key.projectId, ...merged, synced };
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

/**
 * Sends one record and takes the server's answer, merged tick by tick with what the device holds
 * by then (another device's ticks come in; a tick made meanwhile stays). Marks it sent unless a
 * newer change replaced it meanwhile (read and written in one transaction).
 */
async function push(record: BuildProgressRecord, server: ProgressServer): Promise<boolean> {
  let kept: ProgressBody | null | void = undefined;
  try {
    kept = await server.put(record.projectId, bodyOf(record));
  } catch (error) {
    if (!final(error)) return false;
  }
  const db = await openSchoolDb();
  const tx = db.transaction('progress', 'readwrite');
  const now = await tx.store.get([record.ownerId, record.projectId]);
  let changed = false;
  if (now) {
    const unchanged = sameProgress(bodyOf(now), bodyOf(record));
    const synced = now.synced === true || unchanged;
    const merged = kept ? mergeProgress(bodyOf(now), kept) : undefined;
    changed = merged !== undefined && !sameProgress(merged, bodyOf(now));
    if (merged && (changed || synced !== now.synced)) await tx.store.put(recordOf(now, merged, synced));
    else if (synced !== now.synced) await tx.store.put({ ...now, synced });
  }
  await tx.done;
  if (changed) {
    progressChanged.everywhere();
  }
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
 * A guide opens: the server's record is merged tick by tick into this device's (ticks made on
 * another device come in), and this device's unsent changes go to the server. Resolves with the
 * record the guide should show.
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
  if (remote && remote.updatedAt > 0) {
    const merged = local ? mergeProgress(bodyOf(local), remote) : timed(remote);
    if (!local || !sameProgress(merged, bodyOf(local))) {
      // An unsent local change is still unsent: the server has not had it.
      await tx.store.put(recordOf({ ownerId, projectId }, merged, local ? local.synced === true : true));
      taken = true;
    }
  }
  await tx.done;
  if (taken) progressChanged.toOtherTabs();
  const shown = await readProgress(ownerId, projectId);
  if (shown && !shown.synced) await push(shown, server);
  return readProgress(ownerId, projectId);
}

/** Waits between tries while ticks wait and a page is open. */
export const PROGRESS_RETRY_MS = { first: 5_000, max: 60_000 } as const;
/** Tries again while ticks wait (startProgressSync). */
let retry: RetryTimer | undefined;

/**
 * At start, whenever the network returns or the app is shown, and while ticks wait on a timer
 * (5 s, 10 s… up to a minute), the signed-in pupil's unsent ticks go out. Returns the function
 * that stops.
 */
export function startProgressSync(server: ProgressServer = httpServer): () => void {
  const timer = createRetryTimer(async () => {
    const owner = userIdOf(localStorage.getItem(STORAGE_KEY));
    if (owner === undefined) return false;
    await pushPendingProgress(owner, server);
    return (await listProgress(owner)).some((record) => !record.synced);
  }, PROGRESS_RETRY_MS);
  retry = timer;
  const onVisible = () => {
    if (document.visibilityState === 'visible') timer.now();
  };
  timer.now();
  window.addEventListener('online', timer.now);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    timer.stop();
    if (retry === timer) retry = undefined;
    window.removeEventListener('online', timer.now);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
