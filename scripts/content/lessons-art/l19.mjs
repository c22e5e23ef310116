// @ts-check
// Lesson 19: Огоньки по очереди (task 2): HL1 and HL2 take turns, 500 ms each, as blocks and as
// a timing diagram over 3 s. The tap question's areas (src/content/lessons/lesson-19.ts) sit on
// HL2's half seconds: the axis runs from x 110 to 600.
// Alt texts: src/content/lessons/lesson-19.ts.
import * as d from '../guides-draw.mjs';
import { label, program, timing } from './school-board.mjs';


/** @type {readonly import('./school-board.mjs').Block[]} */
export const TURNS = [
  {
    t: 'повторять всегда',
    g: 'loops',
    body: [
      { t: 'включить светодиод HL1', g: 'leds' },
      { t: 'выключить светодиод HL2', g: 'leds' },
      { t: 'ждать 500 мс', g: 'time' },
      { t: 'выключить светодиод HL1', g: 'leds' },
      { t: 'включить светодиод HL2', g: 'leds' },
      { t: 'ждать 500 мс', g: 'time' },
    ],
  },
];

/** @type {readonly (readonly [number, number])[]} */
export const HL1_HIGH = [
  [0, 0.5],
  [1, 1.5],
  [2, 2.5],
];
/** @type {readonly (readonly [number, number])[]} */
export const HL2_HIGH = [
  [0.5, 1],
  [1.5, 2],
  [2.5, 3],
];

const turns = program(TURNS, { x: 60, w: 360 });
const chart = timing(
  [
    { name: 'HL1', color: '#e53935', high: HL1_HIGH, up: 'горит', down: 'погас' },
    { name: 'HL2', color: '#f9a825', high: HL2_HIGH, up: 'горит', down: 'погас' },
  ],
  { until: 3, every: 0.5, unit: 'секунды', top: 66 },
);
const { x } = chart;
const notes = d.dim(x(0), 34, x(1), 34, 'один круг — 1000 мс', { size: 19 }) + label(x(0.25), 58, '500 мс', { size: 19, bold: true });

export const pictures = {
  'program.svg': { body: turns.body, h: Math.round(turns.bottom + 16) },
  'timing.svg': { body: chart.body + notes, w: 640, h: chart.h },
};
