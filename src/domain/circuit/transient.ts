// The lab's run in time: capacitors start empty (the moment the battery is connected), backward
// Euler steps sized by how fast the capacitors' voltages move, samples at even times
// (docs/decisions/0237-transient-steps-and-the-starting-moment.md).
import type { CircuitDocument } from './document';
import { buildModel, type CircuitModel } from './elements';
import { buildNetlist } from './netlist';
import { newton, type OperatingPoint, robustNewton } from './newton';
import { ledGlow, partReader } from './readings';
import type { TransientRun } from './results';
import { findWarnings, WorstWarnings } from './warnings';

export interface TransientOptions {
  /** Length of the run in circuit time. */
  seconds: number;
  /** Time between samples (also the longest internal step); by default seconds / 1000. */
  step?: number;
}

/** Most samples one run returns; a smaller `step` is widened to fit. */
export const MAX_SAMPLES = 20_001;
/** Longest run, in circuit seconds. */
export const MAX_SECONDS = 600;
/** A step may move no capacitor's voltage by more than this. */
const MAX_CAPACITOR_STEP_VOLTS = 0.1;
const MIN_STEP_SECONDS = 1e-9;

function capacitorVoltsOf(model: CircuitModel, x: Float64Array, into: Float64Array): void {
  for (const element of model.elements) {
    if (element?.kind !== 'capacitor') continue;
    const a = element.a < 0 ? 0 : x[element.a]!;
    const b = element.b < 0 ? 0 : x[element.b]!;
    into[element.state] = a - b;
  }
}

function sampleTimes(options: TransientOptions): Float64Array {
  const seconds = Number.isFinite(options.seconds) ? Math.min(Math.max(options.seconds, 0), MAX_SECONDS) : 0;
  const wanted = options.step !== undefined && Number.isFinite(options.step) && options.step > 0 ? options.step : seconds / 1000;
  const intervals = seconds > 0 ? Math.min(MAX_SAMPLES - 1, Math.max(1, Math.ceil(seconds / wanted - 1e-9))) : 0;
  return Float64Array.from({ length: intervals + 1 }, (_, k) => (intervals === 0 ? 0 : (seconds * k) / intervals));
}

export function runTransient(circuit: CircuitDocument, options: TransientOptions): TransientRun {
  const times = sampleTimes(options);
  const amps: Record<string, Float64Array> = {};
  const glow: Record<string, Float64Array> = {};
  for (const part of circuit.parts) {
    amps[part.id] = new Float64Array(times.length);
    if (part.kind === 'led') glow[part.id] = new Float64Array(times.length);
  }
  const netlist = buildNetlist(circuit);
  if (!netlist.hasBattery) return { times, amps, glow, warnings: [] };

  const model = buildModel(circuit, netlist);
  const capacitorVolts = new Float64Array(model.capacitors);
  const nextCapacitorVolts = new Float64Array(model.capacitors);
  const worst = new WorstWarnings();
  const read = partReader(circuit, netlist, model);
  const longest = times.length > 1 ? times[1]! : 1;
  let x: Float64Array = new Float64Array(model.size);
  let t = 0;
  let h = Math.min(longest, 1e-6);

  const step = (seconds: number, robust: boolean): OperatingPoint => {
    const context = { step: { seconds, capacitorVolts } };
    return robust ? robustNewton(model, x, context) : newton(model, x, { ...context, gmin: 1e-12, sourceScale: 1 });
  };
  /** The capacitors' voltages at the start of the last step taken: their currents are of that step. */
  const stepStartVolts = new Float64Array(model.capacitors);
  const record = (sample: number, stepSeconds: number) => {
    const parts = read(x, { siemens: (index) => farads[index]! / stepSeconds, volts: stepStartVolts });
    for (const part of circuit.parts) {
      const reading = parts[part.id]!;
      amps[part.id]![sample] = reading.amps;
      if (part.kind === 'led') glow[part.id]![sample] = ledGlow(reading.amps);
    }
    // The instant of connection is left out: an empty capacitor is a short for no time at all.
    if (sample > 0) worst.add(findWarnings(circuit, parts));
  };
  const farads = new Float64Array(model.capacitors);
  for (const element of model.elements) if (element?.kind === 'capacitor') farads[element.state] = element.farads;

  // The moment the battery is connected: capacitors still empty.
  const start = step(MIN_STEP_SECONDS, true);
  if (!start.converged) return { times, amps, glow, warnings: [] };
  x = start.volts;
  record(0, MIN_STEP_SECONDS);

  for (let sample = 1; sample < times.length; sample++) {
    const target = times[sample]!;
    let lastStep = h;
    while (target - t > 1e-12 * Math.max(1, target)) {
      h = Math.min(h, target - t);
      let point = step(h, false);
      if (point.converged) capacitorVoltsOf(model, point.volts, nextCapacitorVolts);
      let moved = 0;
      for (let k = 0; k < model.capacitors; k++) moved = Math.max(moved, Math.abs(nextCapacitorVolts[k]! - capacitorVolts[k]!));
      if ((!point.converged || moved > MAX_CAPACITOR_STEP_VOLTS) && h > MIN_STEP_SECONDS * 4) {
        h /= 4;
        continue;
      }
      if (!point.converged) {
        point = step(h, true);
        if (!point.converged) return { times, amps, glow, warnings: worst.list() };
        capacitorVoltsOf(model, point.volts, nextCapacitorVolts);
      }
      x = point.volts;
      t += h;
      lastStep = h;
      stepStartVolts.set(capacitorVolts);
      capacitorVolts.set(nextCapacitorVolts);
      if (moved < MAX_CAPACITOR_STEP_VOLTS / 3) h = Math.min(h * 2, longest);
    }
    record(sample, lastStep);
  }
  return { times, amps, glow, warnings: worst.list() };
}
