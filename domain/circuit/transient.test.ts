import { describe, expect, it } from 'vitest';
import { labPresets } from '../../src/content/lab/presets';
import type { CircuitDocument, CircuitPart } from './document';
import { runTransient } from './transient';
import { ledCircuit, multivibrator } from './test-circuits';

const wire = (id: string, x: number, y: number, x2: number, y2: number): CircuitPart => ({ kind: 'wire', id, x, y, x2, y2, rotation: 0 });

/** 3 В (0,4 Ом inside) → 10 кОм → 100 мкФ → back: RC = 10 000,4 Ом · 100 мкФ ≈ 1 с. */
const rcCircuit: CircuitDocument = {
  version: 1,
  title: 'RC',
  parts: [
    { kind: 'battery', id: 'GB1', battery: 'aa2', x: 0, y: 0, rotation: 90 },
    { kind: 'resistor', id: 'R1', ohms: 10_000, x: 0, y: 0, rotation: 0 },
    { kind: 'capacitor', id: 'C1', farads: 100e-6, electrolytic: true, x: 4, y: 0, rotation: 90 },
    wire('w1', 4, 4, 0, 4),
  ],
};

/** First time `values` falls to `level` or below, interpolated between samples. */
function fallTime(times: Float64Array, values: Float64Array, level: number): number {
  for (let k = 1; k < values.length; k++) {
    if (values[k]! <= level) {
      const share = (values[k - 1]! - level) / (values[k - 1]! - values[k]!);
      return times[k - 1]! + share * (times[k]! - times[k - 1]!);
    }
  }
  return Number.NaN;
}

/** How long an LED stays lit each time (glow above half its brightest), leaving out the start and an unfinished end. */
function litSpans(times: Float64Array, glow: Float64Array): number[] {
  const threshold = Math.max(...glow) / 2;
  const spans: number[] = [];
  let since: number | undefined;
  let seenDark = false;
  for (let k = 0; k < glow.length; k++) {
    const lit = glow[k]! > threshold;
    if (!lit) seenDark = true;
    if (lit && since === undefined && seenDark) since = times[k]!;
    if (!lit && since !== undefined) {
      spans.push(times[k]! - since);
      since = undefined;
    }
  }
  return spans;
}

describe('runTransient', () => {
  it('samples evenly from 0 to the run’s length', () => {
    const run = runTransient(rcCircuit, { seconds: 2, step: 0.01 });
    expect(run.times).toHaveLength(201);
    expect(run.times[0]).toBe(0);
    expect(run.times[200]).toBeCloseTo(2, 12);
    expect(run.amps.R1).toHaveLength(201);
    expect(runTransient(rcCircuit, { seconds: 2 }).times).toHaveLength(1001);
  });

  it('charges a capacitor to 63 % at RC (the current falls to 37 %)', () => {
    const run = runTransient(rcCircuit, { seconds: 3, step: 0.01 });
    const rc = 10_000.4 * 100e-6;
    const start = run.amps.R1![0]!;
    expect(start).toBeCloseTo(3 / 10_000.4, 7);
    const t63 = fallTime(run.times, run.amps.R1!, start * Math.exp(-1));
    expect(Math.abs(t63 - rc) / rc).toBeLessThan(0.03);
    // The capacitor's own current is the resistor's.
    expect(run.amps.C1![100]).toBeCloseTo(run.amps.R1![100]!, 9);
    expect(run.warnings).toEqual([]);
  });

  for (const [baseOhms, seconds, guideSays] of [
    [68_000, 25, 3.6],
    [15_000, 8, 0.8],
  ] as const) {
    it(`blinks guide 10's multivibrator with ${baseOhms / 1000} кОм: each LED lit about ${guideSays} s, in turn`, () => {
      const run = runTransient(multivibrator(baseOhms), { seconds, step: seconds / 2000 });
      for (const id of ['HL1', 'HL2']) {
        const spans = litSpans(run.times, run.glow[id]!);
        expect(spans.length).toBeGreaterThanOrEqual(2);
        for (const span of spans) expect(Math.abs(span - guideSays) / guideSays, `${id}: ${spans.join(', ')}`).toBeLessThan(0.1);
      }
      // In turn: after the start (both open at first) both are bright together only while the one
      // going out still charges its capacitor, a short fading tail.
      const red = run.glow.HL1!;
      const green = run.glow.HL2!;
      const [redHalf, greenHalf] = [Math.max(...red) / 2, Math.max(...green) / 2];
      const started = red.findIndex((value, k) => value <= redHalf || green[k]! <= greenHalf);
      expect(run.times[started]).toBeLessThan(seconds / 5);
      const together = red.filter((value, k) => k > started && value > redHalf && green[k]! > greenHalf).length;
      expect(together / red.length).toBeLessThan(0.05);
      expect(run.warnings).toEqual([]);
    });
  }

  it("blinks the lab's ready guide 10 circuit as the guide says (3,6 s)", () => {
    const preset = labPresets.find((candidate) => candidate.id === 'guide-10')!;
    const run = runTransient(preset.circuit, { seconds: 25 });
    for (const id of ['HL1', 'HL2']) {
      const spans = litSpans(run.times, run.glow[id]!);
      expect(spans.length).toBeGreaterThanOrEqual(2);
      for (const span of spans) expect(Math.abs(span - 3.6) / 3.6, `${id}: ${spans.join(', ')}`).toBeLessThan(0.1);
    }
    expect(run.warnings).toEqual([]);
  });

  it('keeps the worst of a warning over the run, once', () => {
    const run = runTransient(ledCircuit('aa3', undefined), { seconds: 0.1 });
    const burnt = run.warnings.filter((warning) => warning.partId === 'HL1');
    expect(burnt).toHaveLength(1);
    expect(burnt[0]!.message).toContain('сгорел');
    expect(burnt[0]!.message).toContain(`ток ${Math.round(Math.max(...run.amps.HL1!) * 1000)} мА`);
  });

  it('never answers NaN on 30 random circuits of the kit run for 0,2 s', () => {
    let seed = 4_242;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const pick = <T,>(options: readonly T[]): T => options[Math.floor(random() * options.length)]!;
    const grid = () => Math.floor(random() * 6) * 2;
    for (let round = 0; round < 30; round++) {
      const parts: CircuitPart[] = [{ kind: 'battery', id: 'GB1', battery: pick(['cr2032', 'aa3', 'krona'] as const), x: grid(), y: grid(), rotation: 0 }];
      for (let index = 0; index < 12; index++) {
        const base = { id: `P${index}`, x: grid(), y: grid(), rotation: pick([0, 90, 180, 270] as const) };
        const kind = pick(['resistor', 'led', 'capacitor', 'capacitor', 'npn', 'wire', 'wire'] as const);
        if (kind === 'resistor') parts.push({ ...base, kind, ohms: pick([10, 470, 68_000]) });
        if (kind === 'led') parts.push({ ...base, kind, color: pick(['red', 'blue'] as const) });
        if (kind === 'capacitor') parts.push({ ...base, kind, farads: pick([1e-9, 1e-6, 100e-6]), electrolytic: random() > 0.5 });
        if (kind === 'npn') parts.push({ ...base, kind, model: 'bc547' });
        if (kind === 'wire') parts.push({ ...base, kind, x2: grid(), y2: grid(), rotation: 0 });
      }
      const run = runTransient({ version: 1, title: '', parts }, { seconds: 0.2, step: 0.002 });
      for (const series of [...Object.values(run.amps), ...Object.values(run.glow)]) expect(series.every(Number.isFinite), JSON.stringify(parts)).toBe(true);
    }
  });

  it('reads nothing without a battery, and copes with odd lengths', () => {
    const noBattery: CircuitDocument = { version: 1, title: '', parts: [{ kind: 'resistor', id: 'R1', ohms: 100, x: 0, y: 0, rotation: 0 }] };
    const run = runTransient(noBattery, { seconds: 1, step: 0.1 });
    expect(Array.from(run.amps.R1!)).toEqual(new Array(11).fill(0));
    expect(run.warnings).toEqual([]);
    expect(runTransient(rcCircuit, { seconds: Number.NaN }).times).toHaveLength(1);
    expect(runTransient(rcCircuit, { seconds: 1, step: 0 }).times).toHaveLength(1001);
    expect(runTransient(rcCircuit, { seconds: 1, step: 1e-9 }).times).toHaveLength(20_001);
  });
});
