// @ts-check
// Lesson 22: Бегущий огонёк (task 5): HL1 → HL5, 200 ms each, as a staircase over 2000 ms (rows
// 66 units apart from y 66: the tap question's areas in src/content/lessons/lesson-22.ts), and the
// program with its pause in a variable. Alt texts: src/content/lessons/lesson-22.ts.
import * as d from '../guides-draw.mjs';
import { program, SCHOOL_BOARD, timing } from './school-board.mjs';

export const STEP_MS = 200;

/** When each LED is lit over two rounds, in ms. */
export const RUNNER_HIGH = SCHOOL_BOARD.leds.map((led, i) => ({
  name: led.name,
  high: [0, 1].map((round) => /** @type {const} */ ([round * 5 * STEP_MS + i * STEP_MS, round * 5 * STEP_MS + (i + 1) * STEP_MS])),
}));

const colours = { HL5: '#9e9e9e' };
const chart = timing(
  SCHOOL_BOARD.leds.map((led, i) => ({ name: led.name, color: colours[/** @type {'HL5'} */ (led.name)] ?? led.fill.replace('#fdd835', '#f9a825'), high: RUNNER_HIGH[i]?.high ?? [] })),
  { until: 2000, every: 200, labelEvery: 400, unit: 'миллисекунды', top: 66, rowH: 66 },
);

/** @type {readonly import('./school-board.mjs').Block[]} */
export const RUNNER = [
  { t: 'задать пауза = 200', g: 'variables' },
  {
    t: 'повторять всегда',
    g: 'loops',
    body: [
      { t: 'включить светодиод HL1', g: 'leds' },
      { t: 'ждать пауза мс', g: 'time' },
      { t: 'выключить светодиод HL1', g: 'leds' },
      { t: 'включить светодиод HL2', g: 'leds' },
      { t: 'ждать пауза мс', g: 'time' },
      { t: 'выключить светодиод HL2', g: 'leds' },
      { t: '… так же HL3, HL4, HL5', g: 'note' },
    ],
  },
];
const runner = program(RUNNER, { x: 60, w: 380 });

export const pictures = {
  'timing.svg': { body: chart.body + d.dim(chart.x(0), 34, chart.x(5 * STEP_MS), 34, 'один круг — 1000 мс', { size: 19 }), w: 640, h: chart.h },
  'program.svg': { body: runner.body, h: Math.round(runner.bottom + 16) },
};
