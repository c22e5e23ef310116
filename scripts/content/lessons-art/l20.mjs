// @ts-check
// Lesson 20: Кнопка (task 3): pin 2 with the chip's own pull-up reads 1 until S1 joins it to the
// minus (0); «если кнопка S1 нажата … иначе …» inside «повторять всегда»; the check's presses of S1
// (0,5–1,5 с, 2–2,2 с, 3–3,8 с) as pin 2's line and HL1's.
// Alt texts: src/content/lessons/lesson-20.ts.
import * as d from '../guides-draw.mjs';
import { label, program, timing } from './school-board.mjs';

const { C } = d;

/**
 * One half: + 4,5 В → the pull-up inside the chip → pin 2 → S1 → minus.
 * @param {number} ox left edge of the half
 * @param {boolean} pressed
 */
function half(ox, pressed) {
  const x = ox + 70;
  let b = d.rect(ox + 20, 30, 190, 200, { fill: '#eeeeee', color: '#777', sw: 2, rx: 10 });
  b += label(ox + 116, 58, 'внутри ATtiny84A', { size: 19, color: '#555' });
  b += label(x, 92, '+4,5 В', { size: 20, bold: true, color: C.red });
  b += d.sLine([[x, 100], [x, 112]]) + d.sRes(x, 136, '', { v: true }) + d.sLine([[x, 160], [x, 190]]);
  b += label(x + 22, 142, 'подтяжка', { size: 19, anchor: 'start' });
  b += d.sDot(x, 190) + d.sLine([[x, 190], [ox + 250, 190]]);
  b += label(ox + 150, 214, `читает ${pressed ? 0 : 1}`, { size: 20, bold: true, color: pressed ? C.darkRed : C.green });
  // pin 2 at the box's edge, S1 standing between the wire and the minus
  b += d.rect(ox + 204, 181, 24, 18, { fill: C.metal, sw: 2.5, rx: 2 });
  b += label(ox + 216, 176, '2', { size: 19, bold: true });
  b += d.sLine([[ox + 250, 190], [ox + 250, 222]]);
  b += d.at(ox + 250, 244, d.sSwitch(0, 0, { open: !pressed }), { r: 90 });
  b += label(ox + 272, 252, 'S1', { size: 20, bold: true, anchor: 'start' });
  b += d.sLine([[ox + 250, 266], [ox + 250, 280]]) + d.line(ox + 226, 280, ox + 274, 280, { w: 4 });
  b += label(ox + 218, 287, 'минус', { size: 19, bold: true, color: C.blue, anchor: 'end' });
  b += label(ox + 150, 318, pressed ? 'нажата → 0' : 'отпущена → 1', { size: 22, bold: true, color: pressed ? C.darkRed : C.green });
  return b;
}

/** @type {readonly import('./school-board.mjs').Block[]} */
export const BUTTON = [
  {
    t: 'повторять всегда',
    g: 'loops',
    body: [{ t: 'если кнопка S1 нажата то', g: 'logic', body: [{ t: 'включить светодиод HL1', g: 'leds' }], else: [{ t: 'выключить светодиод HL1', g: 'leds' }] }],
  },
];

/** When the check holds S1 down (src/content/mcu/tasks.ts, task 3), in seconds. */
export const S1_HELD = /** @type {const} */ ([
  [0.5, 1.5],
  [2, 2.2],
  [3, 3.8],
]);

const button = program(BUTTON, { x: 60, w: 380 });
/** @type {[number, number][]} */
const released = [];
let from = 0;
for (const [down, up] of S1_HELD) {
  released.push([from, down]);
  from = up;
}
released.push([from, 5]);
const chart = timing(
  [
    { name: 'ножка 2', color: C.blue, high: released, up: '1', down: '0' },
    { name: 'HL1', color: '#e53935', high: S1_HELD, up: 'горит', down: 'погас' },
  ],
  { until: 5, every: 0.5, labelEvery: 1, unit: 'секунды', top: 66, left: 130 },
);
const notes = S1_HELD.map(([a, b]) => d.rect(chart.x(a), 22, chart.x(b) - chart.x(a), 30, { fill: '#80deea', sw: 2, rx: 6 })).join('') + label(chart.x(0.25) - 10, 44, 'S1', { size: 20, bold: true, anchor: 'end' });

export const pictures = {
  'pullup.svg': { body: half(0, false) + d.line(320, 30, 320, 300, { color: '#ccc', w: 2, dash: '6 6' }) + half(320, true), w: 640, h: 330 },
  'program.svg': { body: button.body, h: Math.round(button.bottom + 16) },
  'timing.svg': { body: chart.body + notes, w: 640, h: chart.h },
};
