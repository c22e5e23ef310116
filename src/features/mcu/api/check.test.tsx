import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { McuCheckResult } from '../../../../domain/mcu/api';
import { readMcuCheck, flushMcuChecks } from '../../../lib/mcu-checks';
import { QueryClientProvider } from '../../../lib/query';
import { openSchoolDb } from '../../../lib/shared-with-sw/school-db';
import { fakeApi, refusal } from '../../../../tests/helpers/fake-api';
import { createTestQueryClient } from '../../../../tests/helpers/render-with-query';
import { signInForTest } from '../../../../tests/helpers/signed-in';
import { useMcuCheck } from './check';
import { useMcuTasks } from './tasks';

// The hooks the task's page uses: the server's check at once when it answers; with no server the
// program waits on the device, the page says so, and the outcome shows when it comes back.

const tokenOf = (id: number) => `e30.${btoa(JSON.stringify({ id, exp: 9e9, iat: 1, ver: 0 })).replace(/=+$/, '')}.sig`;
const PROGRAM = { version: 1, body: [{ do: 'led', led: 'HL1', on: true }] };
const PASSED: McuCheckResult = { passed: true, explanation: 'Светодиод HL1 горит, как и нужно.', reward: 30 };

function setOnline(value: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
}

function wrapper() {
  const client = createTestQueryClient();
  return ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
}

let pupil = 200;
beforeEach(async () => {
  pupil += 1;
  signInForTest(tokenOf(pupil));
  setOnline(true);
  await (await openSchoolDb()).clear('mcuChecks');
});
afterEach(() => {
  setOnline(true);
  vi.unstubAllGlobals();
});

describe('the programming task hooks', () => {
  it('lists the tasks with what the pupil passed', async () => {
    const tasks = [{ id: 1, lessonId: 18, title: 'Мигалка', passed: true }];
    fakeApi({ 'GET /api/v1/mcu/tasks': { data: tasks } });
    const { result } = renderHook(() => useMcuTasks(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.data).toEqual(tasks));
  });

  it('sends the program and shows the server’s answer', async () => {
    const api = fakeApi({ 'POST /api/v1/mcu/tasks/1/check': { data: PASSED } });
    const { result } = renderHook(() => useMcuCheck(1), { wrapper: wrapper() });
    await act(() => result.current.check(PROGRAM));
    expect(result.current).toMatchObject({ result: PASSED, pending: false, sending: false, error: undefined });
    expect(api.sent('POST', '/api/v1/mcu/tasks/1/check').map((request) => request.body)).toEqual([{ program: PROGRAM }]);
  });

  it('shows the server’s refusal in its words', async () => {
    fakeApi({ 'POST /api/v1/mcu/tasks/1/check': () => refusal('Программа пустая: перетащи блоки под «при запуске».') });
    const { result } = renderHook(() => useMcuCheck(1), { wrapper: wrapper() });
    await act(() => result.current.check({ version: 1, body: [] }));
    expect(result.current).toMatchObject({ result: undefined, pending: false, error: 'Программа пустая: перетащи блоки под «при запуске».' });
  });

  it('with no server the program waits, and its outcome shows once it is checked, also after the page is opened again', async () => {
    let up = false;
    const api = fakeApi({ 'POST /api/v1/mcu/tasks/2/check': () => (up ? { data: PASSED } : refusal('Сервер занят', 503, 'SERVER_BUSY')) });
    const first = renderHook(() => useMcuCheck(2), { wrapper: wrapper() });
    await act(() => first.result.current.check(PROGRAM));
    await waitFor(() => expect(first.result.current.pending).toBe(true));
    expect(first.result.current.result).toBeUndefined();
    first.unmount();

    up = true;
    expect(await flushMcuChecks(pupil)).toBe(0);
    const again = renderHook(() => useMcuCheck(2), { wrapper: wrapper() });
    await waitFor(() => expect(again.result.current.result).toEqual(PASSED));
    expect(again.result.current.pending).toBe(false);
    // Shown once: the record is gone, and the program went to the server twice in all (the try, the delivery).
    await waitFor(async () => expect(await readMcuCheck(pupil, 2)).toBeUndefined());
    expect(api.sent('POST', '/api/v1/mcu/tasks/2/check')).toHaveLength(2);
  });
});
