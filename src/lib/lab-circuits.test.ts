import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CircuitDocument } from '../../domain/circuit/document';
import type { LabCircuit, LabCircuitSave } from '../../domain/circuit/slots';
import { ApiError } from './api-error';
import { STORAGE_KEY } from '../../domain/constants';
import {
  CIRCUITS_RETRY_MS,
  deleteCircuitRecord,
  listCircuitRecords,
  pushPendingCircuits,
  readCircuitRecord,
  saveCircuitRecord,
  startCircuitsSync,
  syncCircuits,
  type CircuitServer,
} from './lab-circuits';
import { openSchoolDb } from './shared-with-sw/school-db';

const PUPIL = 7;
const T = 1_700_000_000_000;

const circuit = (title: string): CircuitDocument => ({
  version: 1,
  title,
  parts: [{ id: 'R1', kind: 'resistor', x: 10, y: 10, rotation: 0, ohms: 220 }],
});

/** The server as 0241 says: per slot, the later edit wins and the answer is what the slot keeps. */
function fakeServer() {
  const slots = new Map<number, LabCircuit>();
  const puts: { slot: number; body: LabCircuitSave }[] = [];
  const removes: number[] = [];
  let failure: unknown;
  const check = () => {
    if (failure) throw failure;
  };
  const server: CircuitServer = {
    list: async () => {
      check();
      return [...slots.values()].map(({ slot, circuit: c, updatedAt }) => ({ slot, title: c.title, updatedAt }));
    },
    get: async (slot) => {
      check();
      return slots.get(slot) ?? null;
    },
    put: async (slot, body) => {
      check();
      puts.push({ slot, body });
      const had = slots.get(slot);
      const edit = { slot, circuit: body.circuit, updatedAt: body.updatedAt ?? T };
      if (!had || had.updatedAt <= edit.updatedAt) slots.set(slot, edit);
      return slots.get(slot)!;
    },
    remove: async (slot) => {
      check();
      removes.push(slot);
      slots.delete(slot);
    },
  };
  return { server, slots, puts, removes, fail: (error: unknown) => (failure = error) };
}

function setOnline(value: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
}

/** Another device of the same pupil: an empty IndexedDB. */
async function anotherDevice() {
  await (await openSchoolDb()).clear('circuits');
}

beforeEach(async () => {
  setOnline(true);
  await (await openSchoolDb()).clear('circuits');
});
afterEach(() => setOnline(true));

describe('the lab circuits, offline first', () => {
  it('a save with no network stays on the device, waiting, and is still there after a reload', async () => {
    const fake = fakeServer();
    setOnline(false);
    const held = await saveCircuitRecord(PUPIL, 3, circuit('Фонарик'), fake.server, T);
    expect(held).toEqual({ ownerId: PUPIL, slot: 3, circuit: circuit('Фонарик'), updatedAt: T, synced: false });
    expect(fake.puts).toEqual([]);

    // A reload: the modules start again with a connection of their own; the record is read from IndexedDB.
    vi.resetModules();
    const fresh = await import('./lab-circuits');
    expect(await fresh.readCircuitRecord(PUPIL, 3)).toEqual({ ownerId: PUPIL, slot: 3, circuit: circuit('Фонарик'), updatedAt: T, synced: false });
    expect(await fresh.listCircuitRecords(PUPIL)).toHaveLength(1);
  });

  it('is uploaded once the server answers, and only once', async () => {
    const fake = fakeServer();
    fake.fail(new ApiError('Не удалось связаться с сервером', null));
    await saveCircuitRecord(PUPIL, 1, circuit('Мигалка'), fake.server, T);
    expect((await readCircuitRecord(PUPIL, 1))?.synced).toBe(false);
    fake.fail(new ApiError('Ошибка сервера', 503));
    expect(await pushPendingCircuits(PUPIL, fake.server)).toBe(1);
    fake.fail(new ApiError('Сессия истекла', 401));
    expect(await pushPendingCircuits(PUPIL, fake.server)).toBe(1);

    fake.fail(undefined);
    expect(await pushPendingCircuits(PUPIL, fake.server)).toBe(0);
    expect(fake.puts).toEqual([{ slot: 1, body: { circuit: circuit('Мигалка'), updatedAt: T } }]);
    expect(fake.slots.get(1)).toEqual({ slot: 1, circuit: circuit('Мигалка'), updatedAt: T });
    expect((await readCircuitRecord(PUPIL, 1))?.synced).toBe(true);
    await pushPendingCircuits(PUPIL, fake.server);
    await syncCircuits(PUPIL, fake.server);
    expect(fake.puts).toHaveLength(1);
  });

  it('online, a save goes out at once', async () => {
    const fake = fakeServer();
    const held = await saveCircuitRecord(PUPIL, 2, circuit('Сразу'), fake.server, T);
    expect(held).toEqual({ ownerId: PUPIL, slot: 2, circuit: circuit('Сразу'), updatedAt: T, synced: true });
    expect(fake.slots.get(2)?.circuit.title).toBe('Сразу');
  });

  it('a second device gets the circuits from the server', async () => {
    const fake = fakeServer();
    await saveCircuitRecord(PUPIL, 1, circuit('Первая'), fake.server, T);
    await saveCircuitRecord(PUPIL, 4, circuit('Вторая'), fake.server, T + 1);

    await anotherDevice();
    expect(await listCircuitRecords(PUPIL)).toEqual([]);
    expect(await syncCircuits(PUPIL, fake.server)).toBe(0);
    expect(await listCircuitRecords(PUPIL)).toEqual([
      { ownerId: PUPIL, slot: 1, circuit: circuit('Первая'), updatedAt: T, synced: true },
      { ownerId: PUPIL, slot: 4, circuit: circuit('Вторая'), updatedAt: T + 1, synced: true },
    ]);
    // Changed on the first device later: the second takes the change at its next sync.
    fake.slots.set(1, { slot: 1, circuit: circuit('Первая, исправленная'), updatedAt: T + 50 });
    await syncCircuits(PUPIL, fake.server);
    expect((await readCircuitRecord(PUPIL, 1))?.circuit?.title).toBe('Первая, исправленная');
  });

  it('two devices editing one slot offline: the later edit wins on both', async () => {
    const fake = fakeServer();
    // The laptop's later edit reached the server first.
    fake.slots.set(5, { slot: 5, circuit: circuit('С ноутбука'), updatedAt: T + 5000 });
    // The tablet edited earlier, offline, and comes online now.
    setOnline(false);
    await saveCircuitRecord(PUPIL, 5, circuit('С планшета'), fake.server, T);
    setOnline(true);
    expect(await syncCircuits(PUPIL, fake.server)).toBe(0);
    expect(await readCircuitRecord(PUPIL, 5)).toEqual({ ownerId: PUPIL, slot: 5, circuit: circuit('С ноутбука'), updatedAt: T + 5000, synced: true });
    expect(fake.slots.get(5)?.circuit.title).toBe('С ноутбука');

    // The tablet edits again, later than the laptop: its edit wins now.
    await saveCircuitRecord(PUPIL, 5, circuit('Снова с планшета'), fake.server, T + 9000);
    expect(fake.slots.get(5)?.circuit.title).toBe('Снова с планшета');
  });

  it('an edit on a clock behind the slot’s last edit is still the later one', async () => {
    const fake = fakeServer();
    fake.slots.set(6, { slot: 6, circuit: circuit('С сервера'), updatedAt: T + 10_000 });
    await syncCircuits(PUPIL, fake.server);
    const held = await saveCircuitRecord(PUPIL, 6, circuit('Моя правка'), fake.server, T);
    expect(held).toMatchObject({ circuit: circuit('Моя правка'), updatedAt: T + 10_001, synced: true });
  });

  it('an edit made while the previous one is on its way stays waiting', async () => {
    const fake = fakeServer();
    let release: (() => void) | undefined;
    const slow: CircuitServer = {
      ...fake.server,
      put: async (slot, body) => {
        await new Promise<void>((resolve) => (release = resolve));
        return fake.server.put(slot, body);
      },
    };
    const first = saveCircuitRecord(PUPIL, 2, circuit('Раз'), slow, T);
    await vi.waitFor(() => expect(release).toBeDefined());
    setOnline(false);
    await saveCircuitRecord(PUPIL, 2, circuit('Два'), slow, T + 1);
    release!();
    await first;
    // The server has the first edit; the device keeps the second, waiting.
    expect(fake.slots.get(2)?.circuit.title).toBe('Раз');
    expect(await readCircuitRecord(PUPIL, 2)).toEqual({ ownerId: PUPIL, slot: 2, circuit: circuit('Два'), updatedAt: T + 1, synced: false });
  });

  it('emptied offline, the slot goes on the server when it answers; deleted on another device, it goes here', async () => {
    const fake = fakeServer();
    await saveCircuitRecord(PUPIL, 1, circuit('Удалю'), fake.server, T);
    await saveCircuitRecord(PUPIL, 2, circuit('Оставлю'), fake.server, T);
    setOnline(false);
    await deleteCircuitRecord(PUPIL, 1, fake.server, T + 10);
    expect(await readCircuitRecord(PUPIL, 1)).toMatchObject({ circuit: null, synced: false });
    expect(fake.slots.has(1)).toBe(true);
    setOnline(true);
    await syncCircuits(PUPIL, fake.server);
    expect(fake.removes).toEqual([1]);
    expect(fake.slots.has(1)).toBe(false);
    expect(await readCircuitRecord(PUPIL, 1)).toBeUndefined();

    // Another device empties slot 2; this one has slot 3 waiting, which stays.
    setOnline(false);
    await saveCircuitRecord(PUPIL, 3, circuit('Не отправлена'), fake.server, T + 20);
    setOnline(true);
    fake.slots.delete(2);
    fake.fail(undefined);
    const list = fake.server.list;
    fake.server.list = async () => (await list()).filter((s) => s.slot !== 3);
    fake.server.put = async () => {
      throw new ApiError('Не удалось связаться с сервером', null);
    };
    await syncCircuits(PUPIL, fake.server);
    expect((await listCircuitRecords(PUPIL)).map((r) => [r.slot, r.synced])).toEqual([[3, false]]);
  });

  it('a refusal for good keeps the circuit here with the words and stops sending it', async () => {
    const fake = fakeServer();
    fake.fail(new ApiError('Деталь R1: сопротивление должно быть от 0,1 Ом до 10 МОм', 400));
    await saveCircuitRecord(PUPIL, 8, circuit('Странная'), fake.server, T);
    expect(await readCircuitRecord(PUPIL, 8)).toMatchObject({ synced: false, refused: 'Деталь R1: сопротивление должно быть от 0,1 Ом до 10 МОм' });
    fake.fail(undefined);
    expect(await pushPendingCircuits(PUPIL, fake.server)).toBe(0);
    expect(fake.puts).toEqual([]);
    // Edited again, it is sent again.
    await saveCircuitRecord(PUPIL, 8, circuit('Исправленная'), fake.server, T + 1);
    expect(await readCircuitRecord(PUPIL, 8)).toMatchObject({ synced: true, circuit: circuit('Исправленная') });
    expect((await readCircuitRecord(PUPIL, 8))?.refused).toBeUndefined();
  });

  it('keeps each pupil’s circuits apart on a shared device', async () => {
    const fake = fakeServer();
    setOnline(false);
    await saveCircuitRecord(PUPIL, 1, circuit('Маши'), fake.server, T);
    await saveCircuitRecord(8, 1, circuit('Пети'), fake.server, T);
    expect((await listCircuitRecords(PUPIL)).map((r) => r.circuit?.title)).toEqual(['Маши']);
    expect((await listCircuitRecords(8)).map((r) => r.circuit?.title)).toEqual(['Пети']);
  });
});

describe('circuits waiting while a page is open', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    localStorage.setItem(STORAGE_KEY, `e30.${btoa(JSON.stringify({ id: PUPIL, exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, '')}.x`);
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.removeItem(STORAGE_KEY);
  });

  it("a save the server missed goes out by itself once the school's server answers, with no online event", async () => {
    const fake = fakeServer();
    let tries = 0;
    fake.fail(new ApiError('Сервер школы не отвечает', null));
    const server: CircuitServer = { ...fake.server, put: (slot, body) => ((tries += 1), fake.server.put(slot, body)) };
    const stop = startCircuitsSync(server);
    // The start's own try finds nothing to send and plans nothing.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await saveCircuitRecord(PUPIL, 1, circuit('Жду сервер'), server, T);
    expect(tries).toBe(1);
    await vi.advanceTimersByTimeAsync(CIRCUITS_RETRY_MS.first);
    await vi.waitFor(() => expect(tries).toBe(2));
    fake.fail(undefined);
    await vi.advanceTimersByTimeAsync(CIRCUITS_RETRY_MS.max);
    await vi.waitFor(async () => expect((await readCircuitRecord(PUPIL, 1))?.synced).toBe(true));
    expect(fake.slots.get(1)?.circuit.title).toBe('Жду сервер');
    stop();
  });
});
