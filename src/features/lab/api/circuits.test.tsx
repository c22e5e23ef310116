import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CircuitDocument } from '../../../../domain/circuit/document';
import { LAB_MSG } from '../../../../domain/circuit/slots';
import { CIRCUIT_MSG } from '../../../../domain/circuit/validate';
import { readCircuitRecord } from '../../../lib/lab-circuits';
import { QueryClientProvider } from '../../../lib/query';
import { openSchoolDb } from '../../../lib/shared-with-sw/school-db';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { createTestQueryClient } from '../../../../tests/helpers/render-with-query';
import { signInForTest } from '../../../../tests/helpers/signed-in';
import { useDeleteLabCircuit, useLabCircuit, useLabCircuitSlots, useSaveLabCircuit } from './circuits';

// The hooks the lab's page uses: saved on the device with no network, sent when the server
// answers, another device's circuits brought in (docs/decisions/0241-a-circuits-later-edit-wins.md).

const tokenOf = (id: number) => `e30.${btoa(JSON.stringify({ id, exp: 9e9, iat: 1, ver: 0 })).replace(/=+$/, '')}.sig`;
const T = 1_700_000_000_000;

const lamp = (title: string): CircuitDocument => ({
  version: 1,
  title,
  parts: [{ id: 'HL1', kind: 'led', x: 10, y: 10, rotation: 0, color: 'green' }],
});

function setOnline(value: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
}

function wrapper() {
  const client = createTestQueryClient();
  return ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
}

/** Each test is a different pupil: the page's «asked the server a moment ago» is per pupil. */
let pupil = 100;
beforeEach(async () => {
  pupil += 1;
  signInForTest(tokenOf(pupil));
  setOnline(true);
  await (await openSchoolDb()).clear('circuits');
});
afterEach(() => {
  setOnline(true);
  vi.unstubAllGlobals();
});

describe('the lab circuit hooks', () => {
  it('with no network a save is kept on the device, shown as waiting, and nothing is sent', async () => {
    const api = fakeApi({ 'GET /api/v1/lab/circuits': { data: [] } });
    setOnline(false);
    const options = { wrapper: wrapper() };
    const { result } = renderHook(() => ({ slots: useLabCircuitSlots(), save: useSaveLabCircuit() }), options);
    await waitFor(() => expect(result.current.slots.data).toEqual([]));
    let saved: unknown;
    await act(async () => {
      saved = await result.current.save.mutateAsync({ slot: 2, circuit: lamp('Фонарик') });
    });
    expect(saved).toMatchObject({ slot: 2, title: 'Фонарик', state: 'waiting', circuit: lamp('Фонарик') });
    await waitFor(() => expect(result.current.slots.data).toEqual([{ slot: 2, title: 'Фонарик', updatedAt: expect.any(Number), state: 'waiting' }]));
    expect(api.sent('PUT', '/api/v1/lab/circuits/2')).toEqual([]);
  });

  it('online, a save is sent with its edit time and shown as saved', async () => {
    const api = fakeApi({
      'GET /api/v1/lab/circuits': { data: [] },
      'PUT /api/v1/lab/circuits/3': (request: { body: unknown }) => ({ data: { slot: 3, ...(request.body as object) } }),
    });
    const { result } = renderHook(() => ({ circuit: useLabCircuit(3), save: useSaveLabCircuit() }), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.circuit.data).toBeNull());
    await act(async () => {
      await result.current.save.mutateAsync({ slot: 3, circuit: lamp('Мигалка') });
    });
    const [put] = api.sent('PUT', '/api/v1/lab/circuits/3');
    expect(put?.body).toEqual({ circuit: lamp('Мигалка'), updatedAt: expect.any(Number) });
    await waitFor(() => expect(result.current.circuit.data).toMatchObject({ slot: 3, state: 'saved', circuit: lamp('Мигалка') }));
    expect(await readCircuitRecord(pupil, 3)).toMatchObject({ synced: true });
  });

  it('a circuit the parser refuses is an error in Russian and nothing is kept', async () => {
    fakeApi({ 'GET /api/v1/lab/circuits': { data: [] } });
    const { result } = renderHook(() => useSaveLabCircuit(), { wrapper: wrapper() });
    const bad = { ...lamp('Сломанная'), parts: [{ id: 'R1', kind: 'resistor', x: 10, y: 10, rotation: 0, ohms: 0 }] } as CircuitDocument;
    await act(async () => {
      await expect(result.current.mutateAsync({ slot: 1, circuit: bad })).rejects.toThrow(CIRCUIT_MSG.ohms('R1'));
      await expect(result.current.mutateAsync({ slot: 11, circuit: lamp('Мимо') })).rejects.toThrow(LAB_MSG.slot);
    });
    expect(await readCircuitRecord(pupil, 1)).toBeUndefined();
  });

  it('a second device gets the circuits from the server when the lab opens', async () => {
    fakeApi({
      'GET /api/v1/lab/circuits': { data: [{ slot: 5, title: 'С другого устройства', updatedAt: T }] },
      'GET /api/v1/lab/circuits/5': { data: { slot: 5, circuit: lamp('С другого устройства'), updatedAt: T } },
    });
    const { result } = renderHook(() => ({ slots: useLabCircuitSlots(), circuit: useLabCircuit(5) }), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.slots.data).toEqual([{ slot: 5, title: 'С другого устройства', updatedAt: T, state: 'saved' }]));
    await waitFor(() => expect(result.current.circuit.data).toMatchObject({ circuit: lamp('С другого устройства'), state: 'saved' }));
  });

  it('deleting empties the slot here and on the server', async () => {
    const api = fakeApi({
      'GET /api/v1/lab/circuits': { data: [] },
      'PUT /api/v1/lab/circuits/4': (request: { body: unknown }) => ({ data: { slot: 4, ...(request.body as object) } }),
      'DELETE /api/v1/lab/circuits/4': { message: LAB_MSG.deleted },
    });
    const { result } = renderHook(() => ({ slots: useLabCircuitSlots(), save: useSaveLabCircuit(), remove: useDeleteLabCircuit() }), { wrapper: wrapper() });
    await act(async () => {
      await result.current.save.mutateAsync({ slot: 4, circuit: lamp('На время') });
    });
    await waitFor(() => expect(result.current.slots.data?.map((s) => s.slot)).toEqual([4]));
    await act(async () => {
      await result.current.remove.mutateAsync(4);
    });
    await waitFor(() => expect(result.current.slots.data).toEqual([]));
    expect(api.sent('DELETE', '/api/v1/lab/circuits/4')).toHaveLength(1);
    expect(await readCircuitRecord(pupil, 4)).toBeUndefined();
  });
});
