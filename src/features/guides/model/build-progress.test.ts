import { describe, expect, it } from 'vitest';
import { nextStep, progressState, toggle, within } from './build-progress';

describe('build progress rules', () => {
  it('toggles an index and keeps the list sorted', () => {
    expect(toggle([], 3)).toEqual([3]);
    expect(toggle([4, 1], 2)).toEqual([1, 2, 4]);
    expect(toggle([1, 2, 4], 2)).toEqual([1, 4]);
  });

  it('forgets steps a guide no longer has', () => {
    expect(within([0, 3, 9, -1, 1.5], 9)).toEqual([0, 3]);
  });

  it('continues from the first unfinished step', () => {
    expect(nextStep([], 9)).toBe(0);
    expect(nextStep([0, 1, 2], 9)).toBe(3);
    expect(nextStep([0, 2], 9)).toBe(1);
    expect(nextStep([0, 1, 2], 3)).toBe(3);
  });

  it('says whether a build is untouched, under way or finished', () => {
    expect(progressState([], [], 9)).toEqual({ kind: 'none' });
    expect(progressState([0, 1], [], 9)).toEqual({ kind: 'started', next: 0, done: 0, count: 9 });
    expect(progressState([], [0, 1, 2], 9)).toEqual({ kind: 'started', next: 3, done: 3, count: 9 });
    expect(progressState([], [0, 1, 2], 3)).toEqual({ kind: 'finished', count: 3 });
  });
});
