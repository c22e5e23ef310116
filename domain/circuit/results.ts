// What the engine answers about a circuit (the contract between ./solve, ./transient and the
// lab's page and checks). Units: volts, amperes, seconds, watts.
import type { Point } from './document';

export type WarningKind =
  /** A part would be destroyed: an LED over its current, a transistor over its collector current. */
  | 'burnt'
  /** A part works outside what it is made for (a buzzer under its voltage, a battery over its current). */
  | 'overload'
  /** A battery's terminals joined by (almost) nothing. */
  | 'short'
  /** An electrolytic capacitor the wrong way round. */
  | 'reversed';

export interface CircuitWarning {
  kind: WarningKind;
  partId: string;
  /** Russian, for a child: «светодиод HL1 сгорел бы: ток 180 мА, а ему можно 20 мА». */
  message: string;
  /** The lesson that explains why («почему?»), when there is one. */
  lessonId?: number;
}

export interface PartReading {
  /** Current from terminal a to b through the part (for an NPN: into the collector). */
  amps: number;
  /** Voltage of terminal a minus terminal b (for an NPN: collector minus emitter). */
  volts: number;
  watts: number;
  /** For an LED: how bright, 0 (dark) to 1 (at its rated current and above). */
  glow?: number;
  /** For a buzzer or a motor: whether it sounds or turns. */
  running?: boolean;
  /** For an NPN: base current. */
  baseAmps?: number;
}

export interface DcSolution {
  /** False when the circuit has no battery, or the engine could not converge (then `error` says why in Russian). */
  ok: boolean;
  error?: string;
  /** Voltage of a grid point against the minus of the first battery; undefined for a point no terminal touches. */
  voltageAt(point: Point): number | undefined;
  parts: Record<string, PartReading>;
  warnings: CircuitWarning[];
}

export interface TransientRun {
  /** Times of the samples, from 0 to the run's length. */
  times: Float64Array;
  /** Each part's current a→b at every sample. */
  amps: Record<string, Float64Array>;
  /** Each LED's glow (0..1) at every sample. */
  glow: Record<string, Float64Array>;
  warnings: CircuitWarning[];
}
