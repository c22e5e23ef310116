import { describe, expect, it } from 'vitest';
import type { CircuitDocument, CircuitPart } from '../../../domain/circuit/document';
import { solveDc } from '../../../domain/circuit/solve';
import { runTransient } from '../../../domain/circuit/transient';
import { litStretches } from './measure';
import { labPresetById, labPresets, type LabPreset } from './presets';

// The ready circuits run on the lab's engine (docs/decisions/0238-lab-presets-of-the-guides.md):
// each solves without a warning it does not mean, the guides' circuits do what their guides say.

const change = (circuit: CircuitDocument, edit: (part: CircuitPart) => CircuitPart): CircuitDocument => ({ ...circuit, parts: circuit.parts.map(edit) });
/** Every button held down, every switch closed: the circuit at work. */
const atWork = (circuit: CircuitDocument) => change(circuit, (part) => (part.kind === 'button' || part.kind === 'switch' ? { ...part, closed: true } : part));
const allowed = (preset: LabPreset) => new Set(preset.intendedWarnings ?? []);

describe.each(labPresets.map((preset) => [preset.id, preset] as const))('%s on the engine', (_id, preset) => {
  it('solves as it opens, without a warning it does not mean', () => {
    const solution = solveDc(preset.circuit);
    expect(solution.ok, solution.error).toBe(true);
    for (const warning of solution.warnings) expect(allowed(preset).has(warning.kind), warning.message).toBe(true);
  });
});

describe('the guides’ circuits at work', () => {
  for (const preset of labPresets.filter((p) => p.guideId !== undefined && p.guideId !== 10 && p.guideId !== 5 && p.guideId !== 6)) {
    it(`${preset.id}: pressed and switched on, every LED glows and every buzzer or motor runs`, () => {
      const solution = solveDc(atWork(preset.circuit));
      expect(solution.ok).toBe(true);
      for (const warning of solution.warnings) expect(allowed(preset).has(warning.kind), warning.message).toBe(true);
      for (const part of preset.circuit.parts) {
        if (part.kind === 'led') expect(solution.parts[part.id]!.glow, part.id).toBeGreaterThan(0.25);
        if (part.kind === 'buzzer' || part.kind === 'motor') expect(solution.parts[part.id]!.running, part.id).toBe(true);
      }
    });
  }

  it.each([
    ['guide-05', 'SF1'],
    ['guide-06', 'X1'],
  ])('%s: quiet while %s is closed, sounds (and glows) once it opens', (id, guard) => {
    const preset = labPresetById(id)!;
    const quiet = solveDc(preset.circuit);
    expect(quiet.parts.HA1!.running).toBe(false);
    const alarm = solveDc(change(preset.circuit, (part) => (part.id === guard && part.kind === 'switch' ? { ...part, closed: false } : part)));
    expect(alarm.warnings).toEqual([]);
    expect(alarm.parts.HA1!.running).toBe(true);
    if (alarm.parts.HL1) expect(alarm.parts.HL1.glow).toBeGreaterThan(0.25);
  });

  it('«Светодиод и резистор» reads 15 мА, and burns its LED without the resistor', () => {
    const preset = labPresetById('led-resistor')!;
    const solution = solveDc(preset.circuit);
    expect(solution.parts.HL1!.amps).toBeGreaterThan(0.015 * 0.9);
    expect(solution.parts.HL1!.amps).toBeLessThan(0.015 * 1.1);
    expect(solution.warnings).toEqual([]);

    const noResistor = change(preset.circuit, (part) => (part.id === 'R1' && part.kind === 'resistor' ? { id: 'w99', kind: 'wire', x: part.x, y: part.y, x2: part.x + 4, y2: part.y, rotation: 0 } : part));
    const burnt = solveDc(noResistor).warnings.find((warning) => warning.kind === 'burnt' && warning.partId === 'HL1');
    expect(burnt?.message).toContain('сгорел');
  });

  it('the multivibrator lights each LED for about 3,6 с, as guide 10 says', () => {
    const run = runTransient(labPresetById('guide-10')!.circuit, { seconds: 20, step: 0.01 });
    for (const led of ['HL1', 'HL2']) {
      // The first stretch after the battery is connected is shorter: the capacitors start empty.
      const steady = litStretches(run, led).slice(1);
      expect(steady.length, led).toBeGreaterThanOrEqual(1);
      for (const [start, end] of steady) {
        expect(end - start, led).toBeGreaterThan(3.6 * 0.9);
        expect(end - start, led).toBeLessThan(3.6 * 1.1);
      }
    }
  });
});
