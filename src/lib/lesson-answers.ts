import { STORAGE_KEY } from '../../domain/constants';
import type { CheckAnswer, CheckReply, CheckResult } from '../../domain/lessons';
import { api, ApiError, call } from './api-client';
import { userIdOf } from './jwt';
import type { LessonAnswersRecord } from './shared-with-sw/lesson-answers-record';
import { createRetryTimer } from './retry-timer';
import { tabSignal } from './tab-signal';
import { openSchoolDb } from './shared-with-sw/school-db';

// A lesson's answers, checked by the server. With no network they wait on this device (IndexedDB
// store `answers`, one record per pupil and lesson) and go out on app start, when the network
// returns, when the app is seen again, and on a timer with a growing wait while anything waits —
// the same triggers as the photo outbox (docs/decisions/0217-answers-checked-offline-wait-on-the-device.md).
// The result is kept with the record until the lesson page has shown it.

export type { LessonAnswersRecord } from './shared-with-sw/lesson-answers-record';

/** The server's side; tests hand in a fake. */
export interface LessonChecker {
  check(courseId: number, lessonId: number, answers: CheckAnswer[]): Promise<CheckResult>;
}

export const httpChecker: LessonChecker = {
  check: (courseId, lessonId, answers) =>
    call(() => api.post(`courses/${courseId}/lessons/${lessonId}/check`, { json: { answers } }).json<CheckReply>()).then((reply) => reply.data),
};

export type CheckOutcome = { kind: 'checked'; result: CheckResult } | { kind: 'waiting' };

const answersChanged = tabSignal('robotics-school-answers');

/** Called when waiting answers were checked or refused (in this tab or another). */
export function subscribeAnswers(listener: () => void): () => void {
  return answersChanged.subscribe(listener);
}

function online(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** No answer, or one that asking again may change: the answers wait. */
function worthRetrying(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === null || error.status >= 500 || [401, 408, 429].includes(error.status);
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Two senders never send one pupil's waiting answers at once: a Web Lock across tabs, and in any
 * case one flush after another in this page (two triggers at once — start and `online`).
 */
function withLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  const run = () => (locks ? (locks.request('lesson-answers', task) as Promise<T>) : task());
  const next = queue.then(run, run);
  queue = next.catch(() => undefined);
  return next;
}

export async function readAnswers(ownerId: number, lessonId: number): Promise<LessonAnswersRecord | undefined> {
  return (await openSchoolDb()).get('answers', [ownerId, lessonId]);
}

/** The lesson page has shown the result (or the pupil starts again): the record goes. */
export async function forgetAnswers(ownerId: number, lessonId: number): Promise<void> {
  await (await openSchoolDb()).delete('answers', [ownerId, lessonId]);
}

async function keep(record: LessonAnswersRecord): Promise<void> {
  await (await openSchoolDb()).put('answers', record);
}

/**
 * Checks the answers now if it can. With no network, or no answer from the server (a 5xx, a rate
 * limit), they are kept on the device and the outcome is `waiting`; a refusal for good (not
 * bought, locked, malformed) is thrown as the server's ApiError.
 */
export async function checkAnswers(
  ownerId: number,
  courseId: number,
  lessonId: number,
  answers: CheckAnswer[],
  checker: LessonChecker = httpChecker,
  now = Date.now(),
): Promise<CheckOutcome> {
  const waiting: LessonAnswersRecord = { ownerId, courseId, lessonId, answers, createdAt: now, state: 'waiting' };
  if (!online()) {
    await keep(waiting);
    noteWaiting();
    return { kind: 'waiting' };
  }
  try {
    const result = await checker.check(courseId, lessonId, answers);
    // Older answers still waiting for this lesson are replaced by these.
    await forgetAnswers(ownerId, lessonId);
    return { kind: 'checked', result };
  } catch (error) {
    if (!worthRetrying(error)) throw error;
    await keep(waiting);
    noteWaiting();
    return { kind: 'waiting' };
  }
}

/**
 * Sends this pupil's waiting answers. A check that comes back is kept with its result for the
 * lesson page; a refusal for good with its message. Resolves with how many still wait.
 */
export async function flushAnswers(ownerId: number, checker: LessonChecker = httpChecker): Promise<number> {
  return withLock(async () => {
    const db = await openSchoolDb();
    const records = (await db.getAllFromIndex('answers', 'ownerId', ownerId)).filter((r) => r.state === 'waiting');
    let left = 0;
    let moved = false;
    for (const record of records) {
      if (!online()) {
        left += 1;
        continue;
      }
      try {
        const result = await checker.check(record.courseId, record.lessonId, record.answers);
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
    if (moved) answersChanged.everywhere();
    return left;
  });
}

/** Writes the outcome unless the pupil checked newer answers for the lesson meanwhile. */
async function replaceIfSame(sent: LessonAnswersRecord, next: LessonAnswersRecord): Promise<void> {
  const tx = (await openSchoolDb()).transaction('answers', 'readwrite');
  const now = await tx.store.get([sent.ownerId, sent.lessonId]);
  if (now && now.createdAt === sent.createdAt && now.state === 'waiting') await tx.store.put(next);
  await tx.done;
}

/** The first retry's wait; each next one doubles, up to the last. */
export const ANSWERS_RETRY_MS = { first: 5_000, max: 5 * 60_000 } as const;

/**
 * Flush triggers for every browser: app start, the network coming back, the app becoming visible,
 * and while anything waits a timer that waits twice as long each time (5 s, 10 s, 20 s… up to
 * 5 minutes): `online` never fires when the Wi-Fi is up but the school's server is not.
 * `onDelivered` runs when checks came back (the figures and courses change). Returns the cleanup.
 */
export function startAnswersSync(onDelivered: () => void = () => {}, checker: LessonChecker = httpChecker): () => void {
  const stopListening = subscribeAnswers(onDelivered);
  const retry = createRetryTimer(async () => {
    const owner = userIdOf(localStorage.getItem(STORAGE_KEY));
    return owner !== undefined && (await flushAnswers(owner, checker)) > 0;
  }, ANSWERS_RETRY_MS);
  const onVisible = () => {
    if (document.visibilityState === 'visible') retry.now();
  };
  retry.now();
  window.addEventListener('online', retry.now);
  document.addEventListener('visibilitychange', onVisible);
  // Answers checked offline on a page: the timer starts without waiting for another trigger.
  const stopWaiting = subscribeWaiting(retry.soon);
  return () => {
    retry.stop();
    window.removeEventListener('online', retry.now);
    document.removeEventListener('visibilitychange', onVisible);
    stopListening();
    stopWaiting();
  };
}

const waitingListeners = new Set<() => void>();
function subscribeWaiting(listener: () => void): () => void {
  waitingListeners.add(listener);
  return () => waitingListeners.delete(listener);
}

function noteWaiting(): void {
  waitingListeners.forEach((listener) => listener());
}
