import { describe, expect, it } from 'vitest';
import { mergeProgress, sameProgress, tickTimes, timed } from './build-progress';
import type { ProgressBody } from './build-progress';

const T = 1_700_000_000_000;
const record = (steps: number[], stepTimes: number[] | undefined, updatedAt: number, extra: Partial<ProgressBody> = {}): ProgressBody => ({
  parts: [],
  steps,
  stepCount: 8,
  updatedAt,
  ...(stepTimes ? { stepTimes } : {}),
  ...extra,
});

describe('build progress merged per tick', () => {
  it('keeps disjoint ticks of two devices, whichever is newer', () => {
    const a = record([0], [T], T);
    const b = record([1], [0, T + 5000], T + 5000);
    for (const merged of [mergeProgress(a, b), mergeProgress(b, a)]) {
      expect(merged).toEqual({ parts: [], steps: [0, 1], stepCount: 8, updatedAt: T + 5000, partTimes: [], stepTimes: [T, T + 5000] });
    }
  });

  it('a newer untick beats an older tick', () => {
    const ticked = record([0, 1], [T, T], T);
    const unticked = record([1], [T + 1000, T], T + 1000);
    expect(mergeProgress(ticked, unticked).steps).toEqual([1]);
    expect(mergeProgress(unticked, ticked).steps).toEqual([1]);
    expect(mergeProgress(ticked, unticked).stepTimes).toEqual([T + 1000, T]);
  });

  it('an older untick loses to a newer tick', () => {
    const unticked = record([], [T], T);
    const ticked = record([0], [T + 1000], T + 1000);
    expect(mergeProgress(unticked, ticked).steps).toEqual([0]);
    expect(mergeProgress(ticked, unticked).steps).toEqual([0]);
  });

  it('at equal times the tick wins', () => {
    const unticked = record([], [T], T);
    const ticked = record([0], [T], T);
    expect(mergeProgress(unticked, ticked).steps).toEqual([0]);
    expect(mergeProgress(ticked, unticked).steps).toEqual([0]);
  });

  it('counts the ticks of a record without times as changed at its updatedAt', () => {
    expect(tickTimes([2, 0], undefined, T)).toEqual([T, 0, T]);
    expect(tickTimes([1], [5, 0], T)).toEqual([5, T]);
    // Such a record cannot untick: an index it does not list was perhaps never touched.
    const stored = record([0, 1], [T, T], T);
    const old = record([2], undefined, T + 1000);
    expect(mergeProgress(stored, old)).toMatchObject({ steps: [0, 1, 2], stepTimes: [T, T, T + 1000], updatedAt: T + 1000 });
    // Its tick older than a recorded untick loses.
    expect(mergeProgress(record([], [T + 2000], T + 2000), record([0], undefined, T)).steps).toEqual([]);
    // Two records without times: ticks of both kept.
    expect(mergeProgress(record([0], undefined, T), record([3], undefined, T - 1)).steps).toEqual([0, 3]);
  });

  it('merges parts the same way, and takes the step count of the later record', () => {
    const a = record([], [], T, { parts: [0, 4], partTimes: [T, 0, 0, 0, T] });
    const b = record([], [], T + 1, { parts: [1], partTimes: [0, T + 1, 0, 0, T + 1], stepCount: 5 });
    expect(mergeProgress(a, b)).toMatchObject({ parts: [0, 1], partTimes: [T, T + 1, 0, 0, T + 1], stepCount: 5 });
    // Steps a shorter guide no longer has are dropped; a record that knows no steps keeps the other's count.
    expect(mergeProgress(record([6, 7], undefined, T), record([0], undefined, T + 1, { stepCount: 7 }))).toMatchObject({ steps: [0, 6], stepCount: 7 });
    expect(mergeProgress(record([1], undefined, T), record([], undefined, T + 1, { stepCount: 0 }))).toMatchObject({ steps: [1], stepCount: 8 });
  });

  it('fills and normalises one record, and tells equal records apart from different ones', () => {
    expect(timed(record([3, 1, 1], undefined, T))).toEqual({ parts: [], steps: [1, 3], stepCount: 8, updatedAt: T, partTimes: [], stepTimes: [0, T, 0, T] });
    expect(sameProgress(record([1], [0, T, 0, 0], T), record([1], undefined, T))).toBe(true);
    expect(sameProgress(record([1], [T - 1, T], T), record([1], undefined, T))).toBe(false);
  });
});
