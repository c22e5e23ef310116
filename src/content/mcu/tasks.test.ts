import { describe, expect, it } from 'vitest';
import { MCU_TASKS, mcuTaskById } from './tasks';

describe('the programming tasks', () => {
  it('are tasks 1–6 of lessons 18–23, each found by its id', () => {
    expect(MCU_TASKS.map((task) => [task.id, task.lessonId])).toEqual([
      [1, 18],
      [2, 19],
      [3, 20],
      [4, 21],
      [5, 22],
      [6, 23],
    ]);
    for (const task of MCU_TASKS) expect(mcuTaskById(task.id)).toBe(task);
    expect(mcuTaskById(7)).toBeUndefined();
  });

  it('cover every checked pin from the start to the end of the run without gaps, changing value at each joint', () => {
    for (const task of MCU_TASKS) {
      for (const expectation of task.expect) {
        const { segments } = expectation;
        expect(segments[0]!.fromMs, `task ${task.id} ${expectation.pin}`).toBe(0);
        expect(segments.at(-1)!.toMs).toBe(task.runMs);
        segments.forEach((segment, i) => {
          expect(segment.toMs).toBeGreaterThan(segment.fromMs + 2 * expectation.toleranceMs);
          if (i > 0) {
            expect(segment.fromMs).toBe(segments[i - 1]!.toMs);
            expect(segment.value).not.toBe(segments[i - 1]!.value);
          }
        });
      }
    }
  });

  it('sand clock: HL5 goes out after 2 s, HL1 after 10 s, and both presses light all five again', () => {
    const sand = mcuTaskById(6)!;
    const segmentsOf = (pin: string) => sand.expect.find((expectation) => expectation.pin === pin)!.segments;
    expect(segmentsOf('HL5')).toEqual([
      { fromMs: 0, toMs: 2000, value: 1 },
      { fromMs: 2000, toMs: 12_000, value: 0 },
      { fromMs: 12_000, toMs: 14_000, value: 1 },
      { fromMs: 14_000, toMs: 17_000, value: 0 },
      { fromMs: 17_000, toMs: 19_000, value: 1 },
      { fromMs: 19_000, toMs: 22_000, value: 0 },
    ]);
    expect(segmentsOf('HL1')).toEqual([
      { fromMs: 0, toMs: 10_000, value: 1 },
      { fromMs: 10_000, toMs: 12_000, value: 0 },
      { fromMs: 12_000, toMs: 22_000, value: 1 },
    ]);
  });

  it('the melody task names every note it checks, with its hertz', () => {
    const tune = mcuTaskById(4)!;
    for (const segment of tune.expect[0]!.segments) {
      if (segment.value > 0) expect(tune.text).toContain(`${segment.value} Гц`);
    }
  });
});
