import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProgressBody } from '../domain/classes';
import { ApiError } from './api-error';
import {
  listProgress,
  pushPendingProgress,
  readProgress,
  saveProgress,
  syncProgressFromServer,
  type BuildProgressRecord,
  type ProgressServer,
} from './build-progress';
import { openSchoolDb } from './worker/school-db';

const PUPIL = 7;
const GUIDE = 1;

/** A server that keeps what it is sent, by project, and can be made to fail. */
function fakeServer() {
  const records = new Map<number, ProgressBody>();
  const puts: ProgressBody[] = [];
  let failure: unknown;
  const server: ProgressServer = {
    put: async (projectId, body) => {
      if (failure) throw failure;
      puts.push(body);
      const had = records.get(projectId);
      if (!had || had.updatedAt < body.updatedAt) records.set(projectId, body);
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
    expect(fake.puts).toEqual([{ parts: [0], steps: [0, 1], stepCount: 8, updatedAt: 1_700_000_000_000 }]);
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

  it('takes the server’s newer record when a late offline write arrives after another device’s', async () => {
    const fake = fakeServer();
    fake.records.set(GUIDE, { parts: [], steps: [0, 1, 2, 3, 4], stepCount: 8, updatedAt: 1_700_000_900_000 });
    setOnline(false);
    await saveProgress(ticks([0], 1_700_000_000_000), fake.server);
    setOnline(true);
    expect(await pushPendingProgress(PUPIL, fake.server)).toBe(1);
    expect(fake.records.get(GUIDE)?.steps).toEqual([0, 1, 2, 3, 4]);
    expect(await readProgress(PUPIL, GUIDE)).toMatchObject({ steps: [0, 1, 2, 3, 4], synced: true });
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
