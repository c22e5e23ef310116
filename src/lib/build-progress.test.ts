import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEY } from '../../domain/constants';
import { mergeProgress, timed } from '../../domain/build-progress';
import type { ProgressBody } from '../../domain/build-progress';
import { ApiError } from './api-error';
import {
  listProgress,
  pushPendingProgress,
  readProgress,
  PROGRESS_RETRY_MS,
  saveProgress,
  setTick,
  startProgressSync,
  syncProgressFromServer,
  type BuildProgressRecord,
  type ProgressServer,
} from './build-progress';
import { openSchoolDb } from './shared-with-sw/school-db';

const PUPIL = 7;
const GUIDE = 1;

/** A server that merges what it is sent tick by tick, as the real one does, by project, and can be made to fail. */
function fakeServer() {
  const records = new Map<number, ProgressBody>();
  const puts: ProgressBody[] = [];
  let failure: unknown;
  const server: ProgressServer = {
    put: async (projectId, body) => {
      if (failure) throw failure;
      puts.push(body);
      const had = records.get(projectId);
      records.set(projectId, had ? mergeProgress(had, body) : timed(body));
      return records.get(projectId);
    },
    get: async (projectId) => {
      if (failure) throw failure;
      return records.get(projectId) ?? null;
    },
  };
  return { server, records, puts, fail: (error: unknown) => (failure = error) };
}

function ticks(steps: number[], updatedAt: number, projectId = GUIDE): BuildProgressRecord {
  return { ownerId: PUPIL, projectId, parts: [0], steps, stepCount: 8, updatedAt };
}

function setOnline(value: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
}

beforeEach(async () => {
  setOnline(true);
  await (await openSchoolDb()).clear('progress');
});
afterEach(() => setOnline(true));

describe('build progress synced with the server', () => {
  it('keeps a tick on the device and sends it when online', async () => {
    const fake = fakeServer();
    await saveProgress(ticks([0, 1], 1_700_000_000_000), fake.server);
    // A record without times goes out with each tick's time: its updatedAt.
    const at = 1_700_000_000_000;
    expect(fake.puts).toEqual([{ parts: [0], steps: [0, 1], stepCount: 8, updatedAt: at, partTimes: [at], stepTimes: [at, at] }]);
    expect((await readProgress(PUPIL, GUIDE))?.synced).toBe(true);
  });

  it('keeps offline ticks pending and pushes them when the network returns', async () => {
    const fake = fakeServer();
    setOnline(false);
    await saveProgress(ticks([0], 1_700_000_000_000), fake.server);
    await saveProgress(ticks([0, 1], 1_700_000_001_000, 2), fake.server);
    expect(fake.puts).toEqual([]);
    expect((await listProgress(PUPIL)).map((r) => r.synced)).toEqual([false, false]);

    setOnline(true);
    expect(await pushPendingProgress(PUPIL, fake.server)).toBe(2);
    expect([...fake.records.keys()].sort()).toEqual([1, 2]);
    expect((await listProgress(PUPIL)).every((r) => r.synced)).toBe(true);
    // Nothing is sent twice.
    expect(await pushPendingProgress(PUPIL, fake.server)).toBe(0);
  });

  it('leaves a record pending when the network or the server fails, and sends it later', async () => {
    const fake = fakeServer();
    fake.fail(new ApiError('Не удалось связаться с сервером', null));
    await saveProgress(ticks([0, 1, 2], 1_700_000_000_000), fake.server);
    expect((await readProgress(PUPIL, GUIDE))?.synced).toBe(false);
    fake.fail(new ApiError('Ошибка сервера', 503));
    expect(await pushPendingProgress(PUPIL, fake.server)).toBe(0);
    fake.fail(undefined);
    expect(await pushPendingProgress(PUPIL, fake.server)).toBe(1);
    expect(fake.records.get(GUIDE)?.steps).toEqual([0, 1, 2]);
  });

  it('stops sending what the server refuses for good (a teacher ticking a guide)', async () => {
    const fake = fakeServer();
    fake.fail(new ApiError('Только для учеников', 403));
    await saveProgress(ticks([0], 1_700_000_000_000), fake.server);
    expect((await readProgress(PUPIL, GUIDE))?.synced).toBe(true);
  });

  it('opening a guide takes the server record when it is newer (ticked on another device)', async () => {
    const fake = fakeServer();
    await saveProgress(ticks([0], 1_700_000_000_000), fake.server);
    fake.records.set(GUIDE, { parts: [0, 1], steps: [0, 1, 2], stepCount: 8, updatedAt: 1_700_000_500_000 });
    const shown = await syncProgressFromServer(PUPIL, GUIDE, fake.server);
    expect(shown?.steps).toEqual([0, 1, 2]);
    expect(await readProgress(PUPIL, GUIDE)).toMatchObject({ steps: [0, 1, 2], updatedAt: 1_700_000_500_000, synced: true });
  });

  it('keeps and sends this device’s record when it is newer than the server’s', async () => {
    const fake = fakeServer();
    fake.records.set(GUIDE, { parts: [], steps: [0], stepCount: 8, updatedAt: 1_700_000_000_000 });
    setOnline(false);
    await saveProgress(ticks([0, 1, 2, 3], 1_700_000_900_000), fake.server);
    setOnline(true);
    const shown = await syncProgressFromServer(PUPIL, GUIDE, fake.server);
    expect(shown?.steps).toEqual([0, 1, 2, 3]);
    expect(fake.records.get(GUIDE)?.steps).toEqual([0, 1, 2, 3]);
    expect((await readProgress(PUPIL, GUIDE))?.synced).toBe(true);
  });

  it('reads a record saved before the sync (Unix seconds) as older than any new one', async () => {
    const fake = fakeServer();
    await (await openSchoolDb()).put('progress', ticks([0], 1_700_000_000));
    fake.records.set(GUIDE, { parts: [], steps: [0, 1], stepCount: 8, updatedAt: 1_700_000_001_000 });
    expect((await syncProgressFromServer(PUPIL, GUIDE, fake.server))?.steps).toEqual([0, 1]);
  });

  it('takes the server’s ticks when a late offline write arrives after another device’s', async () => {
    const fake = fakeServer();
    fake.records.set(GUIDE, { parts: [], steps: [0, 1, 2, 3, 4], stepCount: 8, updatedAt: 1_700_000_900_000 });
    setOnline(false);
    await saveProgress(ticks([0], 1_700_000_000_000), fake.server);
    setOnline(true);
    expect(await pushPendingProgress(PUPIL, fake.server)).toBe(1);
    expect(fake.records.get(GUIDE)?.steps).toEqual([0, 1, 2, 3, 4]);
    expect(await readProgress(PUPIL, GUIDE)).toMatchObject({ steps: [0, 1, 2, 3, 4], synced: true });
  });

  it('keeps the ticks two devices made offline: the send and the opening of the guide both merge per tick', async () => {
    const fake = fakeServer();
    const guide = { ownerId: PUPIL, projectId: GUIDE, partCount: 4, stepCount: 8 };
    const T = 1_700_000_000_000;
    // Another device ticked step 2 later; this one ticked step 1 offline, earlier.
    fake.records.set(GUIDE, timed({ parts: [], steps: [2], stepCount: 8, updatedAt: T + 5000, stepTimes: [0, 0, T + 5000] }));
    setOnline(false);
    const held = await saveProgress(setTick(undefined, guide, 'steps', 1, true, T), fake.server);
    expect(held).toMatchObject({ steps: [1], stepTimes: [0, T], synced: false });
    setOnline(true);
    expect(await pushPendingProgress(PUPIL, fake.server)).toBe(1);
    expect(fake.records.get(GUIDE)?.steps).toEqual([1, 2]);
    expect(await readProgress(PUPIL, GUIDE)).toMatchObject({ steps: [1, 2], stepTimes: [0, T, T + 5000], updatedAt: T + 5000, synced: true });

    // The other device ticks step 3; opening the guide here brings it in and keeps 1 and 2.
    fake.records.set(GUIDE, mergeProgress(fake.records.get(GUIDE)!, { parts: [], steps: [3], stepCount: 8, updatedAt: T + 9000, stepTimes: [0, 0, 0, T + 9000] }));
    const shown = await syncProgressFromServer(PUPIL, GUIDE, fake.server);
    expect(shown).toMatchObject({ steps: [1, 2, 3], synced: true });
  });

  it('an untick here later than the other device’s tick unticks it on both; an older one does not', async () => {
    const fake = fakeServer();
    const guide = { ownerId: PUPIL, projectId: GUIDE, partCount: 4, stepCount: 8 };
    const T = 1_700_000_000_000;
    fake.records.set(GUIDE, timed({ parts: [0], steps: [0, 1], stepCount: 8, updatedAt: T, partTimes: [T], stepTimes: [T, T] }));
    await syncProgressFromServer(PUPIL, GUIDE, fake.server);
    const base = await readProgress(PUPIL, GUIDE);
    await saveProgress(setTick(base, guide, 'steps', 0, false, T + 1000), fake.server);
    expect(fake.records.get(GUIDE)?.steps).toEqual([1]);
    expect(await readProgress(PUPIL, GUIDE)).toMatchObject({ steps: [1], synced: true });

    // The other device re-ticks step 0 later still: that tick wins here at the next send.
    fake.records.set(GUIDE, mergeProgress(fake.records.get(GUIDE)!, { parts: [], steps: [0], stepCount: 8, updatedAt: T + 2000, stepTimes: [T + 2000] }));
    // This device, its clock behind, unticks part 0: its change still counts as newer than the part's last one.
    const held = await saveProgress(setTick(await readProgress(PUPIL, GUIDE), guide, 'parts', 0, false, T - 50_000), fake.server);
    expect(held).toMatchObject({ parts: [], steps: [0, 1], partTimes: [T + 1], synced: true });
    expect(fake.records.get(GUIDE)).toMatchObject({ parts: [], steps: [0, 1] });
  });

  it('a tick keeps what the device holds: a tick the server brought in meanwhile is not overwritten', async () => {
    const fake = fakeServer();
    const guide = { ownerId: PUPIL, projectId: GUIDE, partCount: 4, stepCount: 8 };
    const T = 1_700_000_000_000;
    setOnline(false);
    // The page's base is older than the device's record (the guide's open merged step 5 in meanwhile).
    await (await openSchoolDb()).put('progress', { ...timed({ parts: [], steps: [5], stepCount: 8, updatedAt: T, stepTimes: [0, 0, 0, 0, 0, T] }), ownerId: PUPIL, projectId: GUIDE, synced: true });
    const held = await saveProgress(setTick(undefined, guide, 'steps', 0, true, T + 10), fake.server);
    expect(held).toMatchObject({ steps: [0, 5], synced: false });
  });

  it('stamps a tick and an untick with their time, the record without times counting at its updatedAt', () => {
    const guide = { ownerId: PUPIL, projectId: GUIDE, partCount: 3, stepCount: 4 };
    const old = ticks([0, 1], 1_700_000_000); // seconds: a record from before the sync
    const next = setTick(old, guide, 'steps', 3, true, 1_700_000_100_000);
    expect(next).toMatchObject({ steps: [0, 1, 3], stepTimes: [1_700_000_000_000, 1_700_000_000_000, 0, 1_700_000_100_000], updatedAt: 1_700_000_100_000 });
    const unticked = setTick(next, guide, 'steps', 0, false, 1_700_000_200_000);
    expect(unticked).toMatchObject({ steps: [1, 3], stepTimes: [1_700_000_200_000, 1_700_000_000_000, 0, 1_700_000_100_000] });
    // Indexes the guide no longer has are dropped; an index beyond it changes nothing.
    expect(setTick(ticks([0, 9], 1_700_000_000_000), guide, 'steps', 7, true, 1_700_000_100_000).steps).toEqual([0]);
  });

  it('a tick made while the first send is under way is not marked sent by it', async () => {
    const fake = fakeServer();
    let release!: () => void;
    const slow: ProgressServer = {
      ...fake.server,
      put: async (projectId, body) => {
        await new Promise<void>((resolve) => (release = resolve));
        await fake.server.put(projectId, body);
      },
    };
    const first = saveProgress(ticks([0], 1_700_000_000_000), slow);
    await expect.poll(() => typeof release).toBe('function');
    setOnline(false);
    await saveProgress(ticks([0, 1], 1_700_000_002_000), slow);
    release();
    await first;
    expect(await readProgress(PUPIL, GUIDE)).toMatchObject({ steps: [0, 1], synced: false });
  });
});

describe('ticks waiting while a page is open', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    localStorage.setItem(STORAGE_KEY, `e30.${btoa(JSON.stringify({ id: PUPIL, exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, '')}.x`);
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.removeItem(STORAGE_KEY);
  });

  /** The fake server, counting every try (refused ones too); the Wi-Fi stays up, so no `online` event. */
  function unreachable() {
    const fake = fakeServer();
    let tries = 0;
    fake.fail(new ApiError('Сервер школы не отвечает', null));
    const server: ProgressServer = { ...fake.server, put: (projectId, body) => ((tries += 1), fake.server.put(projectId, body)) };
    return { ...fake, server, tries: () => tries, comeBack: () => fake.fail(undefined) };
  }

  it("go out by themselves once the school's server answers again", async () => {
    const fake = unreachable();
    await saveProgress(ticks([0, 1], 1_700_000_000_000), fake.server);
    const stop = startProgressSync(fake.server);
    await vi.waitFor(() => expect(fake.tries()).toBe(2));
    fake.comeBack();
    await vi.advanceTimersByTimeAsync(PROGRESS_RETRY_MS.first);
    await vi.waitFor(async () => expect((await readProgress(PUPIL, GUIDE))?.synced).toBe(true));
    expect(fake.puts.map((body) => body.steps)).toEqual([[0, 1]]);
    stop();
  });

  it('a tick the server missed while the page was open is tried again without a reload', async () => {
    const fake = unreachable();
    const stop = startProgressSync(fake.server);
    // The start's own try finds nothing to send and plans nothing.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await saveProgress(ticks([0], 1_700_000_000_000), fake.server);
    await vi.waitFor(() => expect(fake.tries()).toBeGreaterThan(0));
    const before = fake.tries();
    await vi.advanceTimersByTimeAsync(PROGRESS_RETRY_MS.first);
    await vi.waitFor(() => expect(fake.tries()).toBeGreaterThan(before));
    fake.comeBack();
    await vi.advanceTimersByTimeAsync(PROGRESS_RETRY_MS.max);
    await vi.waitFor(async () => expect((await readProgress(PUPIL, GUIDE))?.synced).toBe(true));
    stop();
  });
});
