import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEY } from '../../domain/constants';
import type { CheckResult } from '../../domain/lessons';
import { ApiError } from './api-error';
import { ANSWERS_RETRY_MS, checkAnswers, readAnswers, startAnswersSync, type LessonChecker } from './lesson-answers';
import { openSchoolDb } from './shared-with-sw/school-db';

/** A token whose payload names the pupil (only read here, never verified). */
const tokenFor = (id: number) => `e30.${btoa(JSON.stringify({ id, exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, '')}.x`;

// Answers that could not be checked wait on the device and go out by themselves: on start, when
// the network returns, and on a timer that doubles its wait while they wait.

const RESULT: CheckResult = { correct: 1, total: 1, passed: true, reward: 10, results: [{ ok: true, explanation: '' }], badges: [] };

function setOnline(value: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
}

/** A server that fails (no answer) until told otherwise, and counts the checks it got. */
function flakyServer() {
  let up = false;
  const calls: number[] = [];
  const checker: LessonChecker = {
    check: async (_course, lesson) => {
      calls.push(lesson);
      if (!up) throw new ApiError('Ошибка сервера', 503);
      return RESULT;
    },
  };
  return { checker, calls, bringUp: () => (up = true) };
}

beforeEach(async () => {
  setOnline(true);
  localStorage.setItem(STORAGE_KEY, tokenFor(7));
  await (await openSchoolDb()).clear('answers');
});
afterEach(() => {
  vi.useRealTimers();
  setOnline(true);
});

describe('answers waiting on the device', () => {
  it('keeps answers the server did not answer, and refuses for good what it refused', async () => {
    const server = flakyServer();
    expect(await checkAnswers(7, 1, 2, [1], server.checker)).toEqual({ kind: 'waiting' });
    expect((await readAnswers(7, 2))?.state).toBe('waiting');
    const refusing: LessonChecker = { check: async () => Promise.reject(new ApiError('Этот урок ещё не открыт', 403, 'LECTURE_NOT_BOUGHT')) };
    await expect(checkAnswers(7, 1, 3, [1], refusing)).rejects.toThrow('Этот урок ещё не открыт');
    expect(await readAnswers(7, 3)).toBeUndefined();
  });

  it('sends them again after 5 s, then 10 s, and keeps the result for the lesson page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const server = flakyServer();
    const delivered = vi.fn();
    await checkAnswers(7, 1, 2, [1], server.checker);
    const stop = startAnswersSync(delivered, server.checker);
    await vi.waitFor(() => expect(server.calls).toHaveLength(2)); // the check itself, then the start
    await vi.advanceTimersByTimeAsync(ANSWERS_RETRY_MS.first);
    await vi.waitFor(() => expect(server.calls).toHaveLength(3));
    // The next wait is twice as long: nothing at 5 s more, the retry at 10 s.
    server.bringUp();
    await vi.advanceTimersByTimeAsync(ANSWERS_RETRY_MS.first);
    expect(server.calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(ANSWERS_RETRY_MS.first);
    await vi.waitFor(() => expect(server.calls).toHaveLength(4));
    await vi.waitFor(async () => expect((await readAnswers(7, 2))?.state).toBe('checked'));
    expect((await readAnswers(7, 2))?.result).toEqual(RESULT);
    expect(delivered).toHaveBeenCalled();
    stop();
  });

  it('sends them when the network returns', async () => {
    const server = flakyServer();
    server.bringUp();
    setOnline(false);
    await checkAnswers(7, 1, 2, [1], server.checker);
    expect(server.calls).toHaveLength(0);
    const stop = startAnswersSync(() => undefined, server.checker);
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect((await readAnswers(7, 2))?.state).toBe('checked'));
    expect(server.calls).toEqual([2]);
    stop();
  });
});
