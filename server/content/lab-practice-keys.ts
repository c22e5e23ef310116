import type { PartKind } from '../../domain/circuit/document';
import type { Measure } from '../../src/content/lab/measure';

// What counts as right for a lesson's practice in the lab: the server's only, like the lessons'
// answer keys (./lesson-keys), so the app's code does not tell a pupil the numbers
// (docs/decisions/0239-a-lessons-practice-checked-by-the-lab.md). Each condition must hold.

export interface PracticeCondition {
  measure: Measure;
  /** SI units: amperes, seconds. */
  min: number;
  max: number;
}

export interface PracticeKey {
  lessonId: number;
  practiceId: string;
  /** Part kinds the circuit must have (a transistor switch has a transistor). */
  mustContain: readonly PartKind[];
  conditions: readonly PracticeCondition[];
  /** No warning of the engine (a burnt LED, a short) may be left. */
  noWarnings: boolean;
  /** Length of the run for a measure in time, seconds. */
  runSeconds?: number;
}

export const PRACTICE_KEYS: readonly PracticeKey[] = [
  {
    lessonId: 1,
    practiceId: 'p1',
    mustContain: ['battery', 'led'],
    conditions: [{ measure: 'led-amps', min: 0.002, max: 0.02 }],
    noWarnings: true,
  },
  {
    lessonId: 2,
    practiceId: 'p1',
    mustContain: ['battery', 'resistor', 'led'],
    conditions: [{ measure: 'led-amps', min: 0.01, max: 0.02 }],
    noWarnings: true,
  },
  {
    lessonId: 3,
    practiceId: 'p1',
    mustContain: ['battery', 'npn', 'led'],
    conditions: [
      { measure: 'transistor-amps', min: 0.005, max: 0.1 },
      { measure: 'led-amps', min: 0.005, max: 0.02 },
    ],
    noWarnings: true,
  },
  {
    lessonId: 10,
    practiceId: 'p1',
    mustContain: ['battery', 'resistor', 'capacitor'],
    conditions: [{ measure: 'rc-63', min: 0.9, max: 1.1 }],
    noWarnings: true,
    runSeconds: 3,
  },
  {
    lessonId: 11,
    practiceId: 'p1',
    mustContain: ['battery', 'npn', 'capacitor', 'led'],
    conditions: [{ measure: 'lit-seconds', min: 0.6, max: 1 }],
    noWarnings: true,
    runSeconds: 6,
  },
];

export const practiceKeyOf = (lessonId: number, practiceId: string): PracticeKey | undefined =>
  PRACTICE_KEYS.find((key) => key.lessonId === lessonId && key.practiceId === practiceId);
