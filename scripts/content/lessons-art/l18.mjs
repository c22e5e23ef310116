// @ts-check
// Lesson 18: Маяк (task 1): the school board, the beacon as blocks, HL1's timing over 9 s (on 1 s,
// off 2 s), and the board on a breadboard for the club leader who writes the program into a chip.
// Alt texts: src/content/lessons/lesson-18.ts.
import * as d from '../guides-draw.mjs';
import { board, BOARD_PIC, breadboardBoard, label, program, timing } from './school-board.mjs';

/** @type {readonly import('./school-board.mjs').Block[]} */
export const BEACON = [
  {
    t: 'повторять всегда',
    g: 'loops',
    body: [
      { t: 'включить светодиод HL1', g: 'leds' },
      { t: 'ждать 1000 мс', g: 'time' },
      { t: 'выключить светодиод HL1', g: 'leds' },
      { t: 'ждать 2000 мс', g: 'time' },
    ],
  },
];

/** HL1 lit from 0 to 1 s, 3–4 s, 6–7 s: the task's first 9 seconds. */
export const BEACON_HIGH = /** @type {const} */ ([
  [0, 1],
  [3, 4],
  [6, 7],
]);

const beacon = program(BEACON, { x: 60, w: 360 });
const chart = timing([{ name: 'HL1', color: '#e53935', high: BEACON_HIGH, up: 'горит', down: 'погас' }], { until: 9, every: 1, unit: 'секунды', top: 66 });
const { x } = chart;
const notes = label(x(0.5), 58, '1 с', { size: 19, bold: true }) + label(x(2), 102, '2 с', { size: 19, bold: true }) + d.dim(x(3), 34, x(6), 34, 'один круг — 3 с', { size: 19 });
const wiring = breadboardBoard();

export const pictures = {
  'board.svg': { body: board(), w: 640, h: BOARD_PIC.h },
  'program.svg': { body: beacon.body, h: Math.round(beacon.bottom + 16) },
  'timing.svg': { body: chart.body + notes, w: 640, h: chart.h },
  'breadboard.svg': { body: wiring.body, w: 640, h: wiring.h },
};
