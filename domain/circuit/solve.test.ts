import { describe, expect, it } from 'vitest';
import type { CircuitDocument, CircuitPart } from './document';
import { labPresets } from '../../src/content/lab/presets';
import { LEDS } from './document';
import { solveDc } from './solve';
import { ledCircuit, multivibrator } from './test-circuits';

const doc = (parts: CircuitPart[]): CircuitDocument => ({ version: 1, title: 'Проверка', parts });
const wire = (id: string, x: number, y: number, x2: number, y2: number): CircuitPart => ({ kind: 'wire', id, x, y, x2, y2, rotation: 0 });

/** Battery GB1 upright at x = 0 (plus at y = 0, minus at y = 4), a chain of parts along y = 0 and back along y = 4. */
function loop(battery: 'cr2032' | 'aa2' | 'aa3' | 'krona', load: CircuitPart[]): CircuitDocument {
  return doc([{ kind: 'battery', id: 'GB1', battery, x: 0, y: 0, rotation: 90 }, ...load]);
}

describe('solveDc', () => {
  it("follows Ohm's law: 9 В through 1 кОм and the battery's 2 Ом", () => {
    const solution = solveDc(loop('krona', [{ kind: 'resistor', id: 'R1', ohms: 1000, x: 0, y: 0, rotation: 0 }, wire('w1', 4, 0, 4, 4), wire('w2', 4, 4, 0, 4)]));
    expect(solution.ok).toBe(true);
    expect(solution.parts.R1!.amps).toBeCloseTo(9 / 1002, 7);
    expect(solution.parts.R1!.volts).toBeCloseTo((9 * 1000) / 1002, 5);
    expect(solution.parts.R1!.watts).toBeCloseTo((9 / 1002) ** 2 * 1000, 6);
    // a→b through a battery that gives current runs from minus to plus inside it: negative.
    expect(solution.parts.GB1!.amps).toBeCloseTo(-9 / 1002, 7);
    expect(solution.voltageAt({ x: 0, y: 0 })).toBeCloseTo((9 * 1000) / 1002, 5);
    expect(solution.voltageAt({ x: 0, y: 4 })).toBe(0);
    expect(solution.voltageAt({ x: 2, y: 2 })).toBeUndefined();
    expect(solution.warnings).toEqual([]);
  });

  it('divides a voltage: 10 кОм over 4,7 кОм from 4,5 В', () => {
    const solution = solveDc(
      loop('aa3', [
        { kind: 'resistor', id: 'R1', ohms: 10_000, x: 0, y: 0, rotation: 0 },
        { kind: 'resistor', id: 'R2', ohms: 4700, x: 4, y: 0, rotation: 90 },
        wire('w1', 4, 4, 0, 4),
      ]),
    );
    const amps = 4.5 / (10_000 + 4700 + 0.6);
    expect(solution.voltageAt({ x: 4, y: 0 })).toBeCloseTo(amps * 4700, 5);
    expect(solution.parts.R2!.volts).toBeCloseTo(amps * 4700, 5);
    expect(solution.parts.R1!.amps).toBeCloseTo(amps, 8);
  });

  it('lights a red LED from a «Крона» through 470 Ом at about (9 − 2) / (470 + 2) = 15 мА', () => {
    const solution = solveDc(ledCircuit('krona', 470));
    const led = solution.parts.HL1!;
    expect(led.amps * 1000).toBeCloseTo(((9 - 2) / 472) * 1000, 0);
    expect(Math.abs(led.amps - 7 / 472)).toBeLessThan(0.0003);
    expect(led.volts).toBeGreaterThan(1.95);
    expect(led.volts).toBeLessThan(2);
    expect(led.glow).toBeCloseTo(led.amps / 0.02, 6);
    expect(solution.warnings).toEqual([]);
    // The wires carry the loop's current too.
    expect(Math.abs(solution.parts.w4!.amps)).toBeCloseTo(led.amps, 8);
  });

  it.each(['red', 'green', 'blue'] as const)("gives a %s LED the catalogue's forward voltage at 20 мА", (color) => {
    const ohms = (9 - LEDS[color].volts) / 0.02 - 2;
    const led = solveDc(ledCircuit('krona', ohms, color)).parts.HL1!;
    expect(led.amps).toBeCloseTo(0.02, 4);
    expect(led.volts).toBeCloseTo(LEDS[color].volts, 2);
    expect(led.glow).toBeCloseTo(1, 2);
  });

  it('keeps a reversed LED dark', () => {
    const solution = solveDc(loop('krona', [{ kind: 'resistor', id: 'R1', ohms: 470, x: 0, y: 0, rotation: 0 }, { kind: 'led', id: 'HL1', color: 'red', x: 4, y: 4, rotation: 270 }, wire('w1', 4, 4, 0, 4)]));
    expect(solution.parts.HL1!.amps).toBe(0);
    expect(solution.parts.HL1!.glow).toBe(0);
    expect(solution.parts.HL1!.volts).toBeCloseTo(-9, 3);
  });

  /** + → button → 10 кОм → base; + → 470 Ом → LED → collector; emitter → minus. */
  function transistorSwitch(pressed: boolean): CircuitDocument {
    return doc([
      { kind: 'battery', id: 'GB1', battery: 'krona', x: 0, y: 0, rotation: 90 },
      wire('w1', 0, 0, 0, -10),
      { kind: 'button', id: 'SB1', closed: pressed, x: 0, y: 0, rotation: 0 },
      { kind: 'resistor', id: 'R1', ohms: 10_000, x: 4, y: 0, rotation: 0 },
      { kind: 'npn', id: 'VT1', model: 'bc547', x: 8, y: 0, rotation: 0 },
      { kind: 'resistor', id: 'R2', ohms: 470, x: 0, y: -10, rotation: 0 },
      { kind: 'led', id: 'HL1', color: 'red', x: 4, y: -10, rotation: 0 },
      wire('w2', 8, -10, 10, -2),
      wire('w3', 10, 2, 10, 4),
      wire('w4', 10, 4, 0, 4),
    ]);
  }

  it('switches an LED with a transistor: lit while the button is pressed, dark when released', () => {
    const pressed = solveDc(transistorSwitch(true));
    expect(pressed.ok).toBe(true);
    expect(pressed.parts.VT1!.baseAmps).toBeCloseTo((9 - 0.7) / 10_000, 4);
    expect(pressed.parts.HL1!.amps).toBeGreaterThan(0.013);
    expect(pressed.parts.HL1!.glow).toBeGreaterThan(0.6);
    expect(pressed.parts.VT1!.volts).toBeLessThan(0.2); // saturated
    expect(pressed.parts.VT1!.amps).toBeCloseTo(pressed.parts.HL1!.amps, 8);

    const released = solveDc(transistorSwitch(false));
    expect(released.parts.HL1!.glow).toBe(0);
    expect(released.parts.HL1!.amps).toBeLessThan(1e-6);
    expect(released.parts.VT1!.baseAmps).toBe(0);
    expect(released.parts.SB1).toEqual({ amps: 0, volts: expect.any(Number), watts: 0 });
    expect(released.warnings).toEqual([]);
  });

  it("warns that an LED without its resistor would burn, in the child's words", () => {
    const solution = solveDc(ledCircuit('aa3', undefined));
    const burnt = solution.warnings.find((warning) => warning.kind === 'burnt')!;
    expect(burnt.partId).toBe('HL1');
    expect(burnt.lessonId).toBe(2);
    expect(burnt.message).toContain('сгорел');
    const milliamps = Math.round(solution.parts.HL1!.amps * 1000);
    expect(milliamps).toBeGreaterThan(100);
    expect(burnt.message).toBe(`светодиод HL1 сгорел бы: ток ${milliamps} мА, а ему можно 20 мА`);
  });

  it('calls a wire across the battery a short, not an overload', () => {
    const solution = solveDc(loop('krona', [wire('w1', 0, 0, 0, 4)]));
    expect(solution.ok).toBe(true);
    expect(solution.parts.GB1!.amps).toBeCloseTo(-9 / 2, 6);
    expect(solution.warnings).toHaveLength(1);
    expect(solution.warnings[0]).toMatchObject({ kind: 'short', partId: 'GB1', lessonId: 12 });
    expect(solution.warnings[0]!.message).toMatch(/^короткое замыкание: .*GB1.*ток 4500 мА/);
  });

  it('warns that a coin cell driving a motor would run down and heat up', () => {
    const solution = solveDc(loop('cr2032', [{ kind: 'motor', id: 'M1', model: 'motor3', x: 0, y: 0, rotation: 0 }, wire('w1', 4, 0, 4, 4), wire('w2', 4, 4, 0, 4)]));
    expect(solution.warnings).toEqual([
      { kind: 'overload', partId: 'GB1', lessonId: 12, message: `батарейка GB1 быстро сядет и нагреется: ток ${Math.round((3 / 35) * 1000)} мА, а ей можно 20 мА` },
    ]);
    // 3 В · 20 / 35 ≈ 1,7 В: above the motor's 1 В, it turns.
    expect(solution.parts.M1!.running).toBe(true);
    expect(solution.parts.M1!.volts).toBeCloseTo((3 * 20) / 35, 4);
  });

  it('warns about a 3 В motor on 9 В and a buzzer that gets too little', () => {
    const motor = solveDc(loop('krona', [{ kind: 'motor', id: 'M1', model: 'motor3', x: 0, y: 0, rotation: 0 }, wire('w1', 4, 0, 4, 4), wire('w2', 4, 4, 0, 4)]));
    expect(motor.warnings.map((warning) => [warning.kind, warning.partId])).toEqual([
      ['overload', 'GB1'],
      ['overload', 'M1'],
    ]);
    expect(motor.warnings[1]!.message).toBe('моторчик M1 перегреется: на нём 8,2 В, а ему можно не больше 4,5 В');
    const buzzer = solveDc(loop('aa2', [{ kind: 'buzzer', id: 'HA1', model: 'buzzer5', x: 0, y: 0, rotation: 0 }, wire('w1', 4, 0, 4, 4), wire('w2', 4, 4, 0, 4)]));
    expect(buzzer.parts.HA1!.running).toBe(false);
    expect(buzzer.warnings).toEqual([]);
  });

  it('warns about a transistor over its collector current', () => {
    const solution = solveDc(
      loop('krona', [
        { kind: 'resistor', id: 'R1', ohms: 470, x: 0, y: 0, rotation: 0 },
        { kind: 'npn', id: 'VT1', model: 'bc547', x: 4, y: 0, rotation: 0 },
        wire('w1', 0, 0, 6, -2),
        wire('w2', 6, 2, 6, 4),
        wire('w3', 6, 4, 0, 4),
      ]),
    );
    const burnt = solution.warnings.find((warning) => warning.partId === 'VT1')!;
    expect(burnt).toMatchObject({ kind: 'burnt', lessonId: 3 });
    expect(burnt.message).toMatch(/^транзистор VT1 сгорел бы: ток \d+ мА, а ему можно 100 мА$/);
  });

  it('warns about an electrolytic capacitor the wrong way round, and not about the right way', () => {
    const capacitor = (rotation: 0 | 180, x: number): CircuitPart => ({ kind: 'capacitor', id: 'C1', farads: 100e-6, electrolytic: true, x, y: 0, rotation });
    const reversed = solveDc(loop('aa2', [capacitor(180, 4), wire('w1', 0, 0, 0, 0), wire('w2', 4, 0, 4, 4), wire('w3', 4, 4, 0, 4)]));
    expect(reversed.warnings).toEqual([{ kind: 'reversed', partId: 'C1', lessonId: 10, message: expect.stringContaining('конденсатор C1 стоит наоборот') }]);
    expect(reversed.parts.C1!.amps).toBe(0);
    const right = solveDc(loop('aa2', [capacitor(0, 0), wire('w2', 4, 0, 4, 4), wire('w3', 4, 4, 0, 4)]));
    expect(right.warnings).toEqual([]);
    expect(right.parts.C1!.volts).toBeCloseTo(3, 6);
  });

  it('answers a circuit without a battery with a Russian error and zero readings', () => {
    const solution = solveDc(doc([{ kind: 'resistor', id: 'R1', ohms: 100, x: 0, y: 0, rotation: 0 }, { kind: 'led', id: 'HL1', color: 'red', x: 4, y: 0, rotation: 0 }]));
    expect(solution.ok).toBe(false);
    expect(solution.error).toMatch(/нет батарейки/);
    expect(solution.parts.R1).toEqual({ amps: 0, volts: 0, watts: 0 });
    expect(solution.parts.HL1).toEqual({ amps: 0, volts: 0, watts: 0, glow: 0 });
    expect(solution.voltageAt({ x: 4, y: 0 })).toBe(0);
    expect(solution.voltageAt({ x: 5, y: 0 })).toBeUndefined();
    expect(solution.warnings).toEqual([]);
  });

  it('reads 0 on parts that lie apart from the battery, and on a battery of their own', () => {
    const solution = solveDc(
      loop('aa2', [
        { kind: 'resistor', id: 'R1', ohms: 100, x: 0, y: 0, rotation: 0 },
        wire('w1', 4, 0, 4, 4),
        wire('w2', 4, 4, 0, 4),
        { kind: 'resistor', id: 'R9', ohms: 100, x: 20, y: 20, rotation: 0 },
        { kind: 'led', id: 'HL9', color: 'red', x: 30, y: 20, rotation: 0 },
        { kind: 'battery', id: 'GB2', battery: 'krona', x: 40, y: 20, rotation: 0 },
      ]),
    );
    expect(solution.parts.R9).toEqual({ amps: 0, volts: 0, watts: 0 });
    expect(solution.parts.HL9).toEqual({ amps: 0, volts: 0, watts: 0, glow: 0 });
    expect(solution.voltageAt({ x: 24, y: 20 })).toBe(0);
    expect(solution.parts.GB2!.amps).toBe(0);
    expect(solution.parts.GB2!.volts).toBeCloseTo(9, 6);
  });

  it('solves guide 10\'s multivibrator at rest: both transistors open', () => {
    const solution = solveDc(multivibrator(68_000));
    expect(solution.ok).toBe(true);
    expect(solution.parts.VT1!.volts).toBeLessThan(0.2);
    expect(solution.parts.VT2!.volts).toBeLessThan(0.2);
    expect(solution.warnings).toEqual([]);
  });

  it.each(labPresets.map((preset) => [preset.id, preset] as const))('solves the ready circuit %s, warning only as it means to', (_, preset) => {
    const solution = solveDc(preset.circuit);
    expect(solution.ok).toBe(true);
    expect(solution.warnings.map((warning) => warning.kind).sort()).toEqual([...(preset.intendedWarnings ?? [])].sort());
  });

  it('never fails or answers NaN on 300 random circuits of the kit', () => {
    let seed = 20_261_129;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const pick = <T,>(options: readonly T[]): T => options[Math.floor(random() * options.length)]!;
    const grid = () => Math.floor(random() * 8) * 2;
    for (let round = 0; round < 300; round++) {
      const parts: CircuitPart[] = [{ kind: 'battery', id: 'GB1', battery: pick(['cr2032', 'aa2', 'aa3', 'krona'] as const), x: grid(), y: grid(), rotation: 0 }];
      const count = 2 + Math.floor(random() * 30);
      for (let index = 0; index < count; index++) {
        const base = { id: `P${index}`, x: grid(), y: grid(), rotation: pick([0, 90, 180, 270] as const) };
        const kind = pick(['battery', 'resistor', 'resistor', 'led', 'button', 'capacitor', 'npn', 'buzzer', 'wire', 'wire'] as const);
        if (kind === 'battery') parts.push({ ...base, kind, battery: pick(['cr2032', 'aa2', 'aa3', 'krona'] as const) });
        if (kind === 'resistor') parts.push({ ...base, kind, ohms: pick([0.1, 10, 470, 10_000, 10_000_000]) });
        if (kind === 'led') parts.push({ ...base, kind, color: pick(['red', 'green', 'blue', 'white'] as const) });
        if (kind === 'button') parts.push({ ...base, kind, closed: random() > 0.5 });
        if (kind === 'capacitor') parts.push({ ...base, kind, farads: pick([1e-12, 1e-6, 0.01]), electrolytic: random() > 0.5 });
        if (kind === 'npn') parts.push({ ...base, kind, model: pick(['bc547', 'bc337'] as const) });
        if (kind === 'buzzer') parts.push({ ...base, kind, model: 'buzzer3' });
        if (kind === 'wire') parts.push({ ...base, kind, x2: grid(), y2: grid(), rotation: 0 });
      }
      const solution = solveDc(doc(parts));
      expect(solution.error, JSON.stringify(parts)).toBeUndefined();
      for (const reading of Object.values(solution.parts)) {
        for (const value of [reading.amps, reading.volts, reading.watts, reading.glow ?? 0, reading.baseAmps ?? 0]) expect(Number.isFinite(value)).toBe(true);
      }
      for (const part of parts) expect(Number.isFinite(solution.voltageAt(part))).toBe(true);
    }
  });
});
