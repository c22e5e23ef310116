// Pure rules of the build progress a guide shows (the record itself lives in src/lib/build-progress).

/** Adds the index when it is missing, removes it when present; the result stays sorted. */
export function toggle(list: readonly number[], index: number): number[] {
  const set = new Set(list);
  if (set.has(index)) set.delete(index);
  else set.add(index);
  return [...set].sort((a, b) => a - b);
}

/** Drops indexes a shorter guide no longer has (a guide may lose a step in an update). */
export function within(list: readonly number[], count: number): number[] {
  return list.filter((i) => Number.isInteger(i) && i >= 0 && i < count);
}

/** The first step not yet done (0-based), or `count` when every step is done. */
export function nextStep(done: readonly number[], count: number): number {
  const set = new Set(done);
  for (let i = 0; i < count; i += 1) if (!set.has(i)) return i;
  return count;
}

export type ProgressState =
  | { kind: 'none' }
  | { kind: 'started'; next: number; done: number; count: number }
  | { kind: 'finished'; count: number };

/** What the guide and the projects page say about a build: not started, from which step, or done. */
export function progressState(parts: readonly number[], steps: readonly number[], count: number): ProgressState {
  const done = within(steps, count);
  if (count > 0 && done.length >= count) return { kind: 'finished', count };
  if (!done.length && !parts.length) return { kind: 'none' };
  return { kind: 'started', next: nextStep(done, count), done: done.length, count };
}
