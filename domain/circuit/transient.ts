// The lab's run in time: capacitors start empty (the moment the battery is connected), backward
// Euler steps sized by how fast the capacitors' voltages move, samples at even times
// (docs/decisions/0237-transient-steps-and-the-starting-moment.md).
import type { CircuitDocument } from './document';
import { GMIN } from './device-models';
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
/** Newton iterations a step gets before it is tried shorter (SPICE gives 10). */
const TRANSIENT_ITERATIONS = 40;
/**
 * Tries of a step between two samples before steps may no longer be shorter than a twentieth of
 * the sample interval: a circuit that rings far faster than its samples (a picofarad on a
 * transistor) is then stepped over, stably (backward Euler), instead of running for ever.
 */
export const STEP_TRIES_PER_SAMPLE = 100;

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
    return robust ? robustNewton(model, x, context) : newton(model, x, { ...context, gmin: GMIN, sourceScale: 1 }, TRANSIENT_ITERATIONS);
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
    let tries = 0;
    let shortest = MIN_STEP_SECONDS;
    while (target - t > 1e-12 * Math.max(1, target)) {
      if (++tries > STEP_TRIES_PER_SAMPLE) shortest = longest / 20;
      h = Math.min(Math.max(h, shortest), target - t);
      // A failed step is tried again with GMIN and source stepping at once: at a multivibrator's
      // flip the old state has no solution nearby at any step length, the new one must be found.
      let point = step(h, false);
      if (!point.converged) point = step(h, true);
      if (point.converged) capacitorVoltsOf(model, point.volts, nextCapacitorVolts);
      let moved = 0;
      for (let k = 0; k < model.capacitors; k++) moved = Math.max(moved, Math.abs(nextCapacitorVolts[k]! - capacitorVolts[k]!));
      if ((!point.converged || moved > MAX_CAPACITOR_STEP_VOLTS) && h > shortest) {
        h = Math.max(h / 4, shortest);
        continue;
      }
      if (!point.converged) {
        // Nothing converges even at the shortest step: the circuit holds its last state to this sample.
        t = target;
        break;
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
