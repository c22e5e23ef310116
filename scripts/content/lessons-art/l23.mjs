// @ts-check
// Lesson 23: Песочные часы (task 6): five grains, one out every 2 s from HL5; the check turns the
// clock over with S1 at 12 s and at 17 s (src/content/mcu/tasks.ts); the program that waits in
// 50 ms ticks and counts them. The real clock's picture is guide 11's first step.
// Alt texts: src/content/lessons/lesson-23.ts.
import * as d from '../guides-draw.mjs';
import { label, program, SCHOOL_BOARD, timing } from './school-board.mjs';


export const GRAIN_S = 2;
export const RUN_S = 22;
/** When the clock starts and when the check turns it over with S1. */
export const TURNS_S = [0, 12, 17];

/** When each LED is lit: from each turn until its grain falls or the next turn. */
export const SAND_HIGH = SCHOOL_BOARD.leds.map((led, i) => {
  const outAfter = (5 - i) * GRAIN_S;
  /** @type {[number, number][]} */
  const high = [];
  TURNS_S.forEach((turn, k) => {
    const next = TURNS_S[k + 1] ?? RUN_S;
    const to = Math.min(turn + outAfter, next);
    const last = high.at(-1);
    if (last && last[1] === turn) last[1] = to;
    else high.push([turn, to]);
  });
  return { name: led.name, high };
});

const chart = timing(
  SCHOOL_BOARD.leds.map((led, i) => ({ name: led.name, color: led.name === 'HL5' ? '#9e9e9e' : led.fill.replace('#fdd835', '#f9a825'), high: SAND_HIGH[i]?.high ?? [] })),
  { until: RUN_S, every: 1, labelEvery: 2, unit: 'секунды', top: 66, rowH: 66 },
);
const presses = TURNS_S.slice(1)
  .map((t) => d.rect(chart.x(t) - 8, 22, 16, 30, { fill: '#80deea', sw: 2, rx: 4 }) + d.line(chart.x(t), 52, chart.x(t), 400, { color: '#80deea', w: 2, dash: '6 6' }))
  .join('');
const timingBody = presses + chart.body + label(chart.x(12) - 16, 44, 'S1', { size: 20, bold: true, anchor: 'end' });

/** @type {readonly import('./school-board.mjs').Block[]} */
export const SAND = [
  { t: 'задать тики = 0', g: 'variables' },
  {
    t: 'повторять всегда',
    g: 'loops',
    body: [
      { t: 'если кнопка S1 нажата то', g: 'logic', body: [{ t: 'задать тики = 0', g: 'variables' }] },
      { t: 'если тики < 40 то', g: 'logic', body: [{ t: 'включить светодиод HL5', g: 'leds' }], else: [{ t: 'выключить светодиод HL5', g: 'leds' }] },
      { t: '… так же HL4 и 80, HL3 и 120,', g: 'note' },
      { t: '   HL2 и 160, HL1 и 200', g: 'note' },
      { t: 'ждать 50 мс', g: 'time' },
      { t: 'изменить тики на 1', g: 'variables' },
    ],
  },
];
const sand = program(SAND, { x: 50, w: 400, size: 19 });

export const pictures = {
  'timing.svg': { body: timingBody, w: 640, h: chart.h },
  'program.svg': { body: sand.body, h: Math.round(sand.bottom + 16) },
};
