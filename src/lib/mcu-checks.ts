import { STORAGE_KEY } from '../../domain/constants';
import type { McuCheckReply, McuCheckResult } from '../../domain/mcu/api';
import { api, ApiError, call } from './api-client';
import { userIdOf } from './jwt';
import { createRetryTimer } from './retry-timer';
import { tabSignal } from './tab-signal';
import type { McuCheckRecord } from './shared-with-sw/mcu-check-record';
import { openSchoolDb } from './shared-with-sw/school-db';

// A programming task's program, checked by the server (the page has already checked it itself, at
// once and offline: only the server's check is kept and pays). When the server cannot be reached
// the program waits on this device (IndexedDB store `mcuChecks`, one record per pupil and task) and
// goes out on app start, when the network returns, when the app is seen again, and on a doubling
// timer while anything waits — as the lessons' answers do
// (docs/decisions/0267-programs-wait-on-the-device-for-the-servers-check.md). The result is kept
// with the record until the task's page has shown it.

export type { McuCheckRecord } from './shared-with-sw/mcu-check-record';

/** The server's side; tests hand in a fake. */
export interface McuChecker {
  check(taskId: number, program: unknown): Promise<McuCheckResult>;
}

export const httpMcuChecker: McuChecker = {
  check: (taskId, program) => call(() => api.post(`mcu/tasks/${taskId}/check`, { json: { program } }).json<McuCheckReply>()).then((reply) => reply.data),
};

export type McuCheckOutcome = { kind: 'checked'; result: McuCheckResult } | { kind: 'waiting' };

const checksChanged = tabSignal('robotics-school-mcu-checks');

/** Called when waiting programs were checked or refused, or one was left waiting (in this tab or another). */
export function subscribeMcuChecks(listener: () => void): () => void {
  return checksChanged.subscribe(listener);
}

function online(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** No answer, or one that asking again may change (a session gone, a timeout, a rate limit, a server error): the program waits. */
function worthRetrying(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === null || error.status >= 500 || [401, 408, 429].includes(error.status);
}

let queue: Promise<unknown> = Promise.resolve();

/** One flush after another in this page, and one tab at a time (a Web Lock), as the lessons' answers do. */
function withLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  const run = () => (locks ? (locks.request('mcu-checks', task) as Promise<T>) : task());
  const next = queue.then(run, run);
  queue = next.catch(() => undefined);
  return next;
}

export async function readMcuCheck(ownerId: number, taskId: number): Promise<McuCheckRecord | undefined> {
  return (await openSchoolDb()).get('mcuChecks', [ownerId, taskId]);
}

/** The task's page has shown the outcome (or the pupil sends a newer program): the record goes. */
export async function forgetMcuCheck(ownerId: number, taskId: number): Promise<void> {
  await (await openSchoolDb()).delete('mcuChecks', [ownerId, taskId]);
}

async function keepWaiting(record: McuCheckRecord): Promise<void> {
  await (await openSchoolDb()).put('mcuChecks', record);
  checksChanged.everywhere();
  noteWaiting();
}

/**
 * Sends the program to the server's check now if it can. With no network, or no answer from the
 * server, it is kept on the device and the outcome is `waiting`; a refusal for good (a malformed
 * program, the lesson not bought) is thrown as the server's ApiError and nothing is kept.
 */
export async function sendMcuCheck(ownerId: number, taskId: number, program: unknown, checker: McuChecker = httpMcuChecker, now = Date.now()): Promise<McuCheckOutcome> {
  const waiting: McuCheckRecord = { ownerId, taskId, program, createdAt: now, state: 'waiting' };
  if (!online()) {
    await keepWaiting(waiting);
    return { kind: 'waiting' };
  }
  try {
    const result = await checker.check(taskId, program);
    // An older program still waiting for this task is replaced by this one, already checked.
    await forgetMcuCheck(ownerId, taskId);
    return { kind: 'checked', result };
  } catch (error) {
    if (!worthRetrying(error)) {
      await forgetMcuCheck(ownerId, taskId);
      throw error;
    }
    await keepWaiting(waiting);
    return { kind: 'waiting' };
  }
}

/**
 * Sends this pupil's waiting programs. A check that comes back is kept with its result for the
 * task's page, a refusal for good with its message; neither is sent again. Resolves with how many
 * still wait.
 */
export async function flushMcuChecks(ownerId: number, checker: McuChecker = httpMcuChecker): Promise<number> {
  return withLock(async () => {
    const db = await openSchoolDb();
    const records = (await db.getAllFromIndex('mcuChecks', 'ownerId', ownerId)).filter((record) => record.state === 'waiting');
    let left = 0;
    let moved = false;
    for (const record of records) {
      if (!online()) {
        left += 1;
        continue;
      }
      try {
        const result = await checker.check(record.taskId, record.program);
        await replaceIfSame(record, { ...record, state: 'checked', result });
        moved = true;
      } catch (error) {
        if (worthRetrying(error)) {
          left += 1;
          continue;
        }
        const { message, code } = error as ApiError;
        await replaceIfSame(record, { ...record, state: 'refused', error: { message, ...(code ? { code } : {}) } });
        moved = true;
      }
    }
    if (moved) checksChanged.everywhere();
    return left;
  });
}

/** Writes the outcome unless the pupil sent a newer program for the task meanwhile. */
async function replaceIfSame(sent: McuCheckRecord, next: McuCheckRecord): Promise<void> {
  const tx = (await openSchoolDb()).transaction('mcuChecks', 'readwrite');
  const now = await tx.store.get([sent.ownerId, sent.taskId]);
  if (now && now.createdAt === sent.createdAt && now.state === 'waiting') await tx.store.put(next);
  await tx.done;
}

/** The first retry's wait; each next one doubles, up to the last. */
export const MCU_CHECKS_RETRY_MS = { first: 5_000, max: 5 * 60_000 } as const;

/**
 * Flush triggers for every browser: app start, the network coming back, the app becoming visible,
 * and while anything waits a timer that waits twice as long each time (5 s, 10 s… up to 5
 * minutes). `onDelivered` runs when checks came back (the figures and the tasks change). Returns
 * the cleanup.
 */
export function startMcuChecksSync(onDelivered: () => void = () => {}, checker: McuChecker = httpMcuChecker): () => void {
  const retry = createRetryTimer(async () => {
    const owner = userIdOf(localStorage.getItem(STORAGE_KEY));
    if (owner === undefined) return false;
    const before = await countWaiting(owner);
    const left = await flushMcuChecks(owner, checker);
    if (left < before) onDelivered();
    return left > 0;
  }, MCU_CHECKS_RETRY_MS);
  const onVisible = () => {
    if (document.visibilityState === 'visible') retry.now();
  };
  retry.now();
  window.addEventListener('online', retry.now);
  document.addEventListener('visibilitychange', onVisible);
  // A program left waiting on a page: the timer starts without waiting for another trigger.
  const stopWaiting = subscribeWaiting(retry.soon);
  return () => {
    retry.stop();
    window.removeEventListener('online', retry.now);
    document.removeEventListener('visibilitychange', onVisible);
    stopWaiting();
  };
}

async function countWaiting(ownerId: number): Promise<number> {
  const records = await (await openSchoolDb()).getAllFromIndex('mcuChecks', 'ownerId', ownerId);
  return records.filter((record) => record.state === 'waiting').length;
}

const waitingListeners = new Set<() => void>();
function subscribeWaiting(listener: () => void): () => void {
  waitingListeners.add(listener);
  return () => waitingListeners.delete(listener);
}

function noteWaiting(): void {
  waitingListeners.forEach((listener) => listener());
}
