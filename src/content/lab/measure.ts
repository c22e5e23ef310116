import type { CircuitDocument, CircuitPart, PartKind } from '../../../domain/circuit/document';
import type { DcSolution, TransientRun } from '../../../domain/circuit/results';
import { runTransient } from '../../../domain/circuit/transient';

// What a lesson's practice measures in a circuit with the lab's engine (solveDc, runTransient):
// the server compares it with the practice's key (server/content/lab-practice-keys.ts), the
// presets' tests use it too. Every answer is a number with the part it was read on, or a Russian
// sentence saying why there is nothing to measure.

export type Measure =
  /** The current of the brightest LED, amperes (a DC solve). */
  | 'led-amps'
  /** The collector current of the most open transistor, amperes (a DC solve). */
  | 'transistor-amps'
  /** Seconds for the capacitor to charge to 63 % of its full voltage (a run from the moment the battery is connected). */
  | 'rc-63'
  /** Seconds the first LED stays lit at a time while it blinks (a run). */
  | 'lit-seconds';

export type Reading = { ok: true; value: number; partId: string } | { ok: false; message: string };

/** An LED counts as lit from this glow on (2 мА of its 20 мА). */
export const LIT_GLOW = 0.1;

/** How long a run may be: the server runs the engine, and a run of this length takes it well under a second. */
export const MAX_RUN_SECONDS = 30;

const NAMES: Record<PartKind, string> = {
  battery: 'батарейки',
  resistor: 'резистора',
  led: 'светодиода',
  switch: 'выключателя',
  button: 'кнопки',
  capacitor: 'конденсатора',
  npn: 'транзистора',
  buzzer: 'зуммера',
  motor: 'моторчика',
  wire: 'провода',
};

export const missingPart = (kind: PartKind) => `В схеме нет ${NAMES[kind]}: добавь его и проверь ещё раз.`;

const partsOf = <K extends PartKind>(circuit: CircuitDocument, kind: K) =>
  circuit.parts.filter((part): part is Extract<CircuitPart, { kind: K }> => part.kind === kind);

/** A DC measure on a solved circuit. */
export function measureDc(circuit: CircuitDocument, solution: DcSolution, measure: 'led-amps' | 'transistor-amps'): Reading {
  const kind = measure === 'led-amps' ? 'led' : 'npn';
  const ids = partsOf(circuit, kind).map((part) => part.id);
  if (ids.length === 0) return { ok: false, message: missingPart(kind) };
  const value = (id: string) => Math.max(0, solution.parts[id]?.amps ?? 0);
  const best = ids.reduce((a, b) => (value(b) > value(a) ? b : a));
  return { ok: true, value: value(best), partId: best };
}

/**
 * Seconds until the first electrolytic or other capacitor holds 63 % of its full charge (its DC
 * voltage), from its current in a run: the charge is the current's integral.
 */
export function measureRc63(circuit: CircuitDocument, solution: DcSolution, seconds: number): Reading {
  const capacitor = partsOf(circuit, 'capacitor')[0];
  if (!capacitor) return { ok: false, message: missingPart('capacitor') };
  const full = solution.parts[capacitor.id]?.volts ?? 0;
  if (Math.abs(full) < 0.1) return { ok: false, message: `Конденсатор ${capacitor.id} не заряжается: соедини его через резистор с плюсом и минусом батарейки.` };
  const run = runTransient(circuit, { seconds: Math.min(seconds, MAX_RUN_SECONDS), step: Math.min(seconds, MAX_RUN_SECONDS) / 1000 });
  const amps = run.amps[capacitor.id]!;
  const target = 0.632 * Math.abs(full);
  let volts = 0;
  for (let i = 1; i < run.times.length; i++) {
    const dt = run.times[i]! - run.times[i - 1]!;
    const before = volts;
    volts += (Math.sign(full) * (amps[i - 1]! + amps[i]!) * dt) / 2 / capacitor.farads;
    if (volts >= target) {
      const share = (target - before) / (volts - before);
      return { ok: true, value: run.times[i - 1]! + share * dt, partId: capacitor.id };
    }
  }
  return { ok: true, value: Number.POSITIVE_INFINITY, partId: capacitor.id };
}

/** The lit stretches of an LED in a run: [start, end] of each that begins and ends inside the run. */
export function litStretches(run: TransientRun, ledId: string): [number, number][] {
  const glow = run.glow[ledId];
  if (!glow) return [];
  const stretches: [number, number][] = [];
  let start: number | undefined;
  for (let i = 1; i < glow.length; i++) {
    const was = glow[i - 1]! >= LIT_GLOW;
    const is = glow[i]! >= LIT_GLOW;
    if (!was && is) start = run.times[i]!;
    if (was && !is && start !== undefined) {
      stretches.push([start, run.times[i]!]);
      start = undefined;
    }
  }
  return stretches;
}

/** How long the first LED stays lit at a time: the mean of its whole lit stretches in a run. */
export function measureLitSeconds(circuit: CircuitDocument, seconds: number): Reading {
  const led = partsOf(circuit, 'led')[0];
  if (!led) return { ok: false, message: missingPart('led') };
  const length = Math.min(seconds, MAX_RUN_SECONDS);
  const run = runTransient(circuit, { seconds: length, step: length / 1500 });
  const stretches = litStretches(run, led.id);
  if (stretches.length === 0) return { ok: false, message: `Светодиод ${led.id} не мигает: он всё время горит или всё время тёмный.` };
  // The first stretch after the battery is connected is shorter: the capacitors start empty.
  const steady = stretches.length > 1 ? stretches.slice(1) : stretches;
  const mean = steady.reduce((sum, [start, end]) => sum + end - start, 0) / steady.length;
  return { ok: true, value: mean, partId: led.id };
}
