// One guide's ticks merged tick by tick, the same on the server (PUT merges with what it keeps)
// and on the device (it takes the server's answer the same way)
// (docs/decisions/0187-build-progress-merges-per-tick.md).
//
// Each part and step has the Unix-ms time it was last changed on a device, ticked or unticked, in
// `partTimes`/`stepTimes` (aligned with the guide's lists; 0 or missing: never changed). For each
// index the later change decides whether it is ticked; at equal times the tick wins, so no tick is
// lost. A record without times (an older client, a record made before the times existed) counts
// each of its ticks as changed at its `updatedAt`; it cannot untick, since it cannot tell an
// untick from an index never touched.

/** Indexes a guide's parts and steps may have, and how many of them one progress may list. */
export const PROGRESS_INDEX_MAX = 199;
export const PROGRESS_LIST_MAX = 200;

/** PUT /api/v1/projects/{id}/progress with this body; GET answers `{data: ProgressBody & {updatedAt}}`. */
export interface ProgressBody {
  /** Indexes of the ticked parts and steps in the guide's lists. */
  parts: number[];
  steps: number[];
  /** The guide's step count (the matrix shows «шаг k из n»). */
  stepCount: number;
  /** Unix milliseconds of the record's latest change on the device. */
  updatedAt: number;
  /**
   * Unix milliseconds each part and step was last ticked or unticked, aligned with the guide's
   * lists (0 or missing: never changed); the later change of each tick wins
   * (mergeProgress below). Without them every listed tick counts as changed at
   * `updatedAt`. Answers always carry them.
   */
  partTimes?: number[];
  stepTimes?: number[];
}

/**
 * What PUT /api/v1/projects/{id}/progress accepts: `{parts, steps}` alone is enough. The server
 * knows each guide's step count (src/content/guides) and the time; a body without `updatedAt`
 * counts as changed when it arrives (docs/product.md, «Build progress»).
 */
export interface ProgressInput {
  parts: number[];
  steps: number[];
  /** Ignored for a project with a guide: the guide's own count stands. */
  stepCount?: number;
  updatedAt?: number;
  partTimes?: number[];
  stepTimes?: number[];
}

/** A record whose every tick has its time: what the server keeps and answers. */
export type TimedProgress = Required<ProgressBody>;

/** The time each index of one list was last changed: the given times, a tick without one at `updatedAt`. */
export function tickTimes(ticked: readonly number[], times: readonly number[] | undefined, updatedAt: number): number[] {
  const out: number[] = [];
  (times ?? []).forEach((time, index) => (out[index] = Number.isSafeInteger(time) && time > 0 ? time : 0));
  for (const index of ticked) if (!(out[index]! > 0)) out[index] = updatedAt;
  return Array.from(out, (time) => time ?? 0);
}

/** Drops the trailing indexes never changed, so equal records look alike. */
function trimmed(times: number[]): number[] {
  let end = times.length;
  while (end > 0 && times[end - 1] === 0) end -= 1;
  return times.slice(0, end);
}

interface List {
  ticked: number[];
  times: number[];
}

function mergeList(a: List, b: List, count: number): List {
  const inA = new Set(a.ticked);
  const inB = new Set(b.ticked);
  const ticked: number[] = [];
  const times: number[] = [];
  const length = Math.min(count, Math.max(a.times.length, b.times.length));
  for (let index = 0; index < length; index += 1) {
    const timeA = a.times[index] ?? 0;
    const timeB = b.times[index] ?? 0;
    const on = timeA > timeB ? inA.has(index) : timeB > timeA ? inB.has(index) : inA.has(index) || inB.has(index);
    if (on) ticked.push(index);
    times.push(Math.max(timeA, timeB));
  }
  return { ticked, times: trimmed(times) };
}

const listOf = (ticked: readonly number[], times: readonly number[] | undefined, updatedAt: number): List => ({
  ticked: [...new Set(ticked)].filter((index) => Number.isInteger(index) && index >= 0),
  times: tickTimes(ticked.filter((index) => Number.isInteger(index) && index >= 0), times, updatedAt),
});

/** One record with its times filled (a record without times: every tick at its `updatedAt`). */
export function timed(record: ProgressBody): TimedProgress {
  return mergeProgress(record, { parts: [], steps: [], stepCount: 0, updatedAt: 0 });
}

/**
 * Two records of one guide merged tick by tick: for each part and step the later change wins, at
 * equal times the tick. `updatedAt` is the later of both; the step count is that of the record
 * changed later (at equal times the larger), and steps beyond it are dropped.
 */
export function mergeProgress(a: ProgressBody, b: ProgressBody): TimedProgress {
  const stepCount = a.updatedAt > b.updatedAt || (a.updatedAt === b.updatedAt && a.stepCount >= b.stepCount) ? a.stepCount : b.stepCount;
  // A record that knows no steps (nothing ticked yet) does not shorten the other's guide.
  const count = stepCount || Math.max(a.stepCount, b.stepCount);
  const parts = mergeList(listOf(a.parts, a.partTimes, a.updatedAt), listOf(b.parts, b.partTimes, b.updatedAt), PROGRESS_LIST_MAX);
  const steps = mergeList(listOf(a.steps, a.stepTimes, a.updatedAt), listOf(b.steps, b.stepTimes, b.updatedAt), count);
  return {
    parts: parts.ticked,
    steps: steps.ticked,
    stepCount: count,
    updatedAt: Math.max(a.updatedAt, b.updatedAt),
    partTimes: parts.times,
    stepTimes: steps.times,
  };
}

/** True when both records tick the same parts and steps at the same times. */
export function sameProgress(a: ProgressBody, b: ProgressBody): boolean {
  const x = timed(a);
  const y = timed(b);
  return JSON.stringify(x) === JSON.stringify(y);
}
