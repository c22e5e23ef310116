import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEY } from '../../domain/constants';
import type { McuCheckResult } from '../../domain/mcu/api';
import { ApiError } from './api-error';
import { flushMcuChecks, MCU_CHECKS_RETRY_MS, readMcuCheck, sendMcuCheck, startMcuChecksSync, type McuChecker } from './mcu-checks';
import { openSchoolDb } from './shared-with-sw/school-db';

// A program the server could not check waits on the device and goes out by itself, once: on
// start, when the network returns, and on a timer that doubles its wait while it waits.

const PUPIL = 7;
/** A token whose payload names the pupil (only read here, never verified). */
const tokenFor = (id: number) => `e30.${btoa(JSON.stringify({ id, exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, '')}.x`;

const PROGRAM = { version: 1, body: [{ do: 'led', led: 'HL1', on: true }] };
const PASSED: McuCheckResult = { passed: true, explanation: 'Светодиод HL1 горит, как и нужно.', reward: 30 };

function setOnline(value: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
}

/** A server that fails with `failure` until brought up, and notes every program it was sent. */
function fakeServer(failure: () => Error = () => new ApiError('Ошибка сервера', 503)) {
  let up = false;
  const calls: { taskId: number; program: unknown }[] = [];
  const checker: McuChecker = {
    check: async (taskId, program) => {
      calls.push({ taskId, program });
      if (!up) throw failure();
      return PASSED;
    },
  };
  return { checker, calls, bringUp: () => (up = true) };
}

beforeEach(async () => {
  setOnline(true);
  localStorage.setItem(STORAGE_KEY, tokenFor(PUPIL));
  await (await openSchoolDb()).clear('mcuChecks');
});
afterEach(() => {
  vi.useRealTimers();
  setOnline(true);
});

describe('programs waiting for the server’s check', () => {
  it('checked at once when the server answers, nothing kept', async () => {
    const server = fakeServer();
    server.bringUp();
    expect(await sendMcuCheck(PUPIL, 1, PROGRAM, server.checker)).toEqual({ kind: 'checked', result: PASSED });
    expect(await readMcuCheck(PUPIL, 1)).toBeUndefined();
  });

  it('offline, the program waits on the device and is still there after a reload', async () => {
    setOnline(false);
    const server = fakeServer();
    expect(await sendMcuCheck(PUPIL, 2, PROGRAM, server.checker, 1000)).toEqual({ kind: 'waiting' });
    expect(server.calls).toEqual([]);
    // A reload: the modules start again with a connection of their own; the record is read from IndexedDB.
    vi.resetModules();
    const fresh = await import('./mcu-checks');
    expect(await fresh.readMcuCheck(PUPIL, 2)).toEqual({ ownerId: PUPIL, taskId: 2, program: PROGRAM, createdAt: 1000, state: 'waiting' });
  });

  it('is delivered once when the server is back, however many triggers come', async () => {
    const server = fakeServer();
    expect(await sendMcuCheck(PUPIL, 3, PROGRAM, server.checker)).toEqual({ kind: 'waiting' });
    expect(await flushMcuChecks(PUPIL, server.checker)).toBe(1);
    server.bringUp();
    const lefts = await Promise.all([flushMcuChecks(PUPIL, server.checker), flushMcuChecks(PUPIL, server.checker), flushMcuChecks(PUPIL, server.checker)]);
    expect(lefts).toEqual([0, 0, 0]);
    // The first try, the refused flush, then exactly one delivery.
    expect(server.calls).toHaveLength(3);
    expect(await readMcuCheck(PUPIL, 3)).toMatchObject({ state: 'checked', result: PASSED });
    expect(await flushMcuChecks(PUPIL, server.checker)).toBe(0);
    expect(server.calls).toHaveLength(3);
  });

  it('a newer program for the task replaces the one waiting', async () => {
    setOnline(false);
    const server = fakeServer();
    const newer = { version: 1, body: [{ do: 'led', led: 'HL2', on: true }] };
    await sendMcuCheck(PUPIL, 4, PROGRAM, server.checker, 1000);
    await sendMcuCheck(PUPIL, 4, newer, server.checker, 2000);
    setOnline(true);
    server.bringUp();
    expect(await flushMcuChecks(PUPIL, server.checker)).toBe(0);
    expect(server.calls).toEqual([{ taskId: 4, program: newer }]);
  });

  it('a refusal for good is kept with the server’s message and never sent again; a 5xx, 429 or no answer is tried again', async () => {
    const refused = fakeServer(() => new ApiError('Программа пустая: перетащи блоки под «при запуске».', 400, 'VALIDATION_ERROR'));
    setOnline(false);
    await sendMcuCheck(PUPIL, 5, { version: 1, body: [] }, refused.checker);
    setOnline(true);
    expect(await flushMcuChecks(PUPIL, refused.checker)).toBe(0);
    expect(await readMcuCheck(PUPIL, 5)).toMatchObject({
      state: 'refused',
      error: { message: 'Программа пустая: перетащи блоки под «при запуске».', code: 'VALIDATION_ERROR' },
    });
    expect(await flushMcuChecks(PUPIL, refused.checker)).toBe(0);
    expect(refused.calls).toHaveLength(1);

    for (const failure of [new ApiError('Ошибка сервера', 500), new ApiError('Подожди минутку', 429, 'RATE_LIMITED'), new ApiError('Нет связи', null)]) {
      await (await openSchoolDb()).clear('mcuChecks');
      const busy = fakeServer(() => failure);
      expect(await sendMcuCheck(PUPIL, 6, PROGRAM, busy.checker)).toEqual({ kind: 'waiting' });
      expect(await flushMcuChecks(PUPIL, busy.checker)).toBe(1);
      expect((await readMcuCheck(PUPIL, 6))?.state).toBe('waiting');
    }
  });

  it('a refusal while online is thrown with its message and keeps nothing', async () => {
    const refusing: McuChecker = { check: () => Promise.reject(new ApiError('Этот урок ещё не открыт', 403, 'LECTURE_NOT_BOUGHT')) };
    await expect(sendMcuCheck(PUPIL, 1, PROGRAM, refusing)).rejects.toThrow('Этот урок ещё не открыт');
    expect(await readMcuCheck(PUPIL, 1)).toBeUndefined();
  });

  it('the sync sends at start, then after 5 s and 10 s, and tells when a check came back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const server = fakeServer();
    const delivered = vi.fn();
    await sendMcuCheck(PUPIL, 2, PROGRAM, server.checker);
    const stop = startMcuChecksSync(delivered, server.checker);
    await vi.waitFor(() => expect(server.calls).toHaveLength(2)); // the check itself, then the start
    await vi.advanceTimersByTimeAsync(MCU_CHECKS_RETRY_MS.first);
    await vi.waitFor(() => expect(server.calls).toHaveLength(3));
    // The next wait is twice as long: nothing at 5 s more, the retry at 10 s.
    server.bringUp();
    await vi.advanceTimersByTimeAsync(MCU_CHECKS_RETRY_MS.first);
    expect(server.calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(MCU_CHECKS_RETRY_MS.first);
    await vi.waitFor(() => expect(server.calls).toHaveLength(4));
    await vi.waitFor(async () => expect((await readMcuCheck(PUPIL, 2))?.state).toBe('checked'));
    await vi.waitFor(() => expect(delivered).toHaveBeenCalled());
    stop();
  });

  it('the sync sends when the network returns', async () => {
    const server = fakeServer();
    server.bringUp();
    setOnline(false);
    await sendMcuCheck(PUPIL, 3, PROGRAM, server.checker);
    const stop = startMcuChecksSync(() => {}, server.checker);
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect((await readMcuCheck(PUPIL, 3))?.state).toBe('checked'));
    expect(server.calls).toHaveLength(1);
    stop();
  });
});
