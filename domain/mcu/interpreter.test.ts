import { describe, expect, it } from 'vitest';
import { runProgram, startRun } from './interpreter';
import type { Expr, McuProgram, PinEvent, Statement } from './program';
import { BLOCK_COST_US, MCU_MSG, RUN_LIMITS } from './program';

const program = (...body: Statement[]): McuProgram => ({ version: 1, body });
const num = (n: number): Expr => ({ num: n });
const on = (led: 'HL1' | 'HL2'): Statement => ({ do: 'led', led, on: true });
const off = (led: 'HL1' | 'HL2'): Statement => ({ do: 'led', led, on: false });
const wait = (ms: number): Statement => ({ do: 'wait', ms: num(ms) });
const times = (events: readonly PinEvent[], pin: string) => events.filter((e) => e.pin === pin).map((e) => [e.t, e.value]);

describe('the interpreter', () => {
  it('blinks HL1 1 s on, 2 s off: every change within 1 ms of the second', () => {
    const result = runProgram(program({ do: 'forever', body: [on('HL1'), wait(1000), off('HL1'), wait(2000)] }), {
      runMs: 9500,
    });
    expect(result.stop).toBe('time');
    expect(result.endedAt).toBe(9_500_000);
    const changes = times(result.events, 'HL1');
    expect(changes.map(([, value]) => value)).toEqual([1, 0, 1, 0, 1, 0, 1]);
    const wanted = [0, 1000, 3000, 4000, 6000, 7000, 9000];
    changes.forEach(([t], i) => expect(Math.abs(t! / 1000 - wanted[i]!)).toBeLessThan(1));
    // Each block costs its 10 µs: the first LED lights after one block.
    expect(changes[0]![0]).toBe(BLOCK_COST_US);
  });

  it('reads a button the page presses between frames, and the scripted presses of a check', () => {
    const follow = program({
      do: 'forever',
      body: [{ do: 'if', cond: { pressed: 'S1' }, then: [on('HL1')], else: [off('HL1')] }],
    });
    const run = startRun(follow);
    run.runUntil(100_000);
    expect(run.pins().HL1).toBe(0);
    run.setButton('S1', true);
    run.runUntil(100_200);
    expect(run.pins().HL1).toBe(1);
    run.setButton('S1', false);
    run.runUntil(200_000);
    expect(run.pins()).toEqual({ HL1: 0, HL2: 0, HL3: 0, HL4: 0, HL5: 0, BA1: 0 });
    expect(run.stop).toBeNull();
    expect(run.now).toBeGreaterThanOrEqual(200_000);

    const result = runProgram(follow, {
      runMs: 3000,
      presses: [
        { atMs: 2000, button: 'S1', pressed: false },
        { atMs: 500, button: 'S1', pressed: true },
        { atMs: 1000, button: 'S2', pressed: true },
      ],
    });
    const changes = times(result.events, 'HL1');
    expect(changes).toHaveLength(2);
    expect(changes[0]![0]! - 500_000).toBeLessThanOrEqual(5 * BLOCK_COST_US);
    expect(changes[1]![0]! - 2_000_000).toBeLessThanOrEqual(5 * BLOCK_COST_US);
  });

  it('is the same whether run in one call or frame by frame', () => {
    const blink = program({ do: 'forever', body: [{ do: 'toggle', led: 'HL2' }, wait(300)] });
    const whole = runProgram(blink, { runMs: 5000 });
    const run = startRun(blink);
    for (let t = 0; t <= 5_000_000; t += 16_667) run.runUntil(t);
    run.runUntil(5_000_000);
    expect(run.events).toEqual(whole.events);
  });

  it('plays notes: tone sounds for its length, buzz until silence', () => {
    const result = runProgram(
      program({ do: 'tone', hz: num(440), ms: num(500) }, { do: 'buzz', hz: num(880) }, wait(250), { do: 'silence' }),
      { runMs: 2000 },
    );
    expect(result.stop).toBe('finished');
    expect(times(result.events, 'BA1')).toEqual([
      [30, 440],
      [500_030, 0],
      [500_050, 880],
      [750_080, 0],
    ]);
  });

  it('counts in int32: repeat, variables, division towards zero, random from its seed', () => {
    const count = program(
      { do: 'set', name: 'n', value: num(0) },
      { do: 'repeat', times: num(7), body: [{ do: 'change', name: 'n', by: num(3) }] },
      { do: 'if', cond: { compare: '=', a: { math: '/', a: { get: 'n' }, b: num(-4) }, b: num(-5) }, then: [on('HL1')] },
      { do: 'if', cond: { compare: '=', a: { math: '%', a: num(-7), b: num(2) }, b: num(-1) }, then: [on('HL2')] },
    );
    const result = runProgram(count, { runMs: 100 });
    expect(result.stop).toBe('finished');
    expect(result.events.map((e) => e.pin)).toEqual(['HL1', 'HL2']);

    const dice = program(
      { do: 'repeat', times: num(20), body: [{ do: 'buzz', hz: { random: { min: num(1000), max: num(1005) } } }, wait(1)] },
    );
    const first = runProgram(dice, { runMs: 100, seed: 7 });
    expect(runProgram(dice, { runMs: 100, seed: 7 }).events).toEqual(first.events);
    expect(runProgram(dice, { runMs: 100, seed: 8 }).events).not.toEqual(first.events);
    for (const event of first.events) expect(event.value >= 1000 && event.value <= 1005).toBe(true);
  });

  it('stops with a Russian message on overflow, division by zero, a bad wait or note', () => {
    const stopsWith = (statement: Statement) => {
      const result = runProgram(program(on('HL1'), statement), { runMs: 1000 });
      expect(result.stop).toBe('error');
      return result.error;
    };
    expect(stopsWith({ do: 'set', name: 'x', value: { math: '*', a: num(65536), b: num(65536) } })).toBe(MCU_MSG.overflow);
    expect(stopsWith({ do: 'set', name: 'x', value: { math: '/', a: num(-2_147_483_648), b: num(-1) } })).toBe(
      MCU_MSG.overflow,
    );
    expect(
      stopsWith({ do: 'repeat', times: num(3), body: [{ do: 'change', name: 'x', by: num(2_000_000_000) }] }),
    ).toBe(MCU_MSG.overflow);
    expect(stopsWith({ do: 'set', name: 'x', value: { math: '%', a: num(5), b: { get: 'y' } } })).toBe(
      MCU_MSG.divideByZero,
    );
    expect(stopsWith({ do: 'wait', ms: { math: '-', a: num(0), b: num(5) } })).toBe(MCU_MSG.waitNegative);
    expect(stopsWith({ do: 'wait', ms: { math: '*', a: num(1000), b: num(61) } })).toBe(MCU_MSG.waitTooLong);
    expect(stopsWith({ do: 'tone', hz: { math: '+', a: num(20_000), b: num(1) }, ms: num(1) })).toBe(MCU_MSG.toneRange);
    expect(stopsWith({ do: 'buzz', hz: { math: '-', a: num(30), b: num(1) } })).toBe(MCU_MSG.toneRange);
  });

  it('stops an endless loop without a wait, fast, with a Russian message', () => {
    const started = performance.now();
    const result = runProgram(program({ do: 'forever', body: [{ do: 'change', name: 'x', by: num(1) }] }), {
      runMs: RUN_LIMITS.maxRunMs,
    });
    expect(result.stop).toBe('error');
    expect(result.error).toBe(MCU_MSG.tooManySteps);
    expect(result.steps).toBeGreaterThan(RUN_LIMITS.maxSteps);
    // Generous: the machine is shared; alone it takes about 0,1 s.
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('lets a loop that watches a button run, and stops a page run at the longest run', () => {
    const watch = program({ do: 'forever', body: [{ do: 'if', cond: { pressed: 'S2' }, then: [on('HL1')] }] });
    const result = runProgram(watch, { runMs: 60_000 });
    expect(result.stop).toBe('time');
    const run = startRun(program({ do: 'forever', body: [wait(60_000)] }));
    run.runUntil(Number.MAX_SAFE_INTEGER);
    expect(run.stop).toBe('time');
    expect(run.now).toBe(RUN_LIMITS.maxRunMs * 1000);
  });

  it('stops an LED switched with no wait between before the changes flood memory', () => {
    const result = runProgram(program({ do: 'forever', body: [{ do: 'toggle', led: 'HL1' }] }), { runMs: 60_000 });
    expect(result.stop).toBe('error');
    expect(result.error).toBe(MCU_MSG.tooManyChanges);
    expect(result.events.length).toBe(RUN_LIMITS.maxEvents);
  });

  it('simulates 10 s of a busy button loop in well under 250 ms', () => {
    const busy = program({
      do: 'forever',
      body: [{ do: 'if', cond: { pressed: 'S1' }, then: [on('HL1')], else: [off('HL1')] }],
    });
    runProgram(busy, { runMs: 1000 });
    // The best of three runs: the machine is shared, and a busy neighbour only ever makes a run slower.
    const durations = [0, 1, 2].map(() => {
      const started = performance.now();
      expect(runProgram(busy, { runMs: 10_000 }).steps).toBeGreaterThan(900_000);
      return performance.now() - started;
    });
    expect(Math.min(...durations)).toBeLessThan(250);
  });
});

describe('the interpreter on random programs', () => {
  it('never throws: each run finishes, runs out of time or stops with a Russian message, its changes in time order', () => {
    let seed = 2026;
    const rnd = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) >>> 0;
      return Math.floor((seed / 4_294_967_296) * n);
    };
    const names = ['a', 'b', 'счёт'];
    const expr = (depth: number): Expr => {
      const pick = depth > 3 ? rnd(3) : rnd(9);
      if (pick === 0) return num(rnd(2001) - 1000);
      if (pick === 1) return { get: names[rnd(3)]! };
      if (pick === 2) return { pressed: rnd(2) ? 'S1' : 'S2' };
      if (pick === 3) return { math: (['+', '-', '*', '/', '%'] as const)[rnd(5)]!, a: expr(depth + 1), b: expr(depth + 1) };
      if (pick === 4) return { compare: (['<', '<=', '=', '!=', '>', '>='] as const)[rnd(6)]!, a: expr(depth + 1), b: expr(depth + 1) };
      if (pick === 5) return { logic: rnd(2) ? 'and' : 'or', a: expr(depth + 1), b: expr(depth + 1) };
      if (pick === 6) return { not: expr(depth + 1) };
      if (pick === 7) return { random: { min: expr(depth + 1), max: expr(depth + 1) } };
      return num(rnd(500));
    };
    const body = (depth: number): Statement[] => Array.from({ length: 1 + rnd(4) }, () => statement(depth));
    const statement = (depth: number): Statement => {
      const pick = depth > 2 ? rnd(8) : rnd(13);
      const led = (['HL1', 'HL2', 'HL3', 'HL4', 'HL5'] as const)[rnd(5)]!;
      if (pick === 0) return { do: 'led', led, on: rnd(2) === 1 };
      if (pick === 1) return { do: 'toggle', led };
      if (pick === 2) return { do: 'wait', ms: expr(0) };
      if (pick === 3) return { do: 'set', name: names[rnd(3)]!, value: expr(0) };
      if (pick === 4) return { do: 'change', name: names[rnd(3)]!, by: expr(0) };
      if (pick === 5) return { do: 'tone', hz: expr(0), ms: expr(0) };
      if (pick === 6) return { do: 'buzz', hz: expr(0) };
      if (pick === 7) return { do: 'silence' };
      if (pick === 8) return { do: 'repeat', times: expr(2), body: body(depth + 1) };
      if (pick === 9) return { do: 'forever', body: body(depth + 1) };
      if (pick === 10) return { do: 'while', cond: expr(2), body: body(depth + 1) };
      return { do: 'if', cond: expr(2), then: body(depth + 1), ...(rnd(2) ? { else: body(depth + 1) } : {}) };
    };
    const stops = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const result = runProgram(program(...body(0)), {
        runMs: 200,
        presses: [
          { atMs: rnd(200), button: 'S1', pressed: true },
          { atMs: rnd(200), button: 'S2', pressed: true },
        ],
        seed: i,
      });
      stops.add(result.stop);
      if (result.stop === 'error') expect(Object.values(MCU_MSG)).toContain(result.error);
      for (let k = 1; k < result.events.length; k++) expect(result.events[k]!.t).toBeGreaterThanOrEqual(result.events[k - 1]!.t);
      expect(result.endedAt).toBeLessThanOrEqual(200_000 + BLOCK_COST_US);
    }
    expect([...stops].sort()).toEqual(['error', 'finished', 'time']);
  });
});
