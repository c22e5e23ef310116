// @ts-check
// Lesson 21: Мелодия (task 4): seven notes of the octave the task plays (equal temperament,
// A = 440 Гц, rounded to whole hertz), pin 7's square wave while До 523 Гц plays, and the task's
// tune as blocks. Alt texts: src/content/lessons/lesson-21.ts.
import * as d from '../guides-draw.mjs';
import { label, program, timing } from './school-board.mjs';

const { C } = d;

/** The notes on the keys, as the lesson names them. */
export const NOTES = [
  { name: 'До', hz: 523 },
  { name: 'Ре', hz: 587 },
  { name: 'Ми', hz: 659 },
  { name: 'Фа', hz: 698 },
  { name: 'Соль', hz: 784 },
  { name: 'Ля', hz: 880 },
  { name: 'Си', hz: 988 },
];

/** The task's tune: note, Hz, ms. */
export const TUNE = [
  ['До', 523, 400],
  ['Ми', 659, 400],
  ['Соль', 784, 400],
  ['Ми', 659, 400],
  ['До', 523, 800],
];

function keys() {
  const w = 80;
  const x0 = 40;
  let b = '';
  NOTES.forEach((note, i) => {
    const x = x0 + i * w;
    b += d.rect(x, 30, w, 210, { fill: '#fff', rx: 6 });
    b += label(x + w / 2, 190, note.name, { size: 21, bold: true, halo: false });
    b += label(x + w / 2, 222, String(note.hz), { size: 21, color: C.darkRed, bold: true, halo: false });
  });
  // the black keys between До–Ре, Ре–Ми, Фа–Соль, Соль–Ля, Ля–Си
  for (const i of [1, 2, 4, 5, 6]) b += d.rect(x0 + i * w - 22, 30, 44, 120, { fill: '#222', rx: 4 });
  b += label(320, 278, 'Гц: чем правее, тем выше нота', { size: 21, bold: true });
  return b;
}

/** Pin 7 while До 523 Гц plays: 1 half the period, 0 the other half, over 6 ms. */
function wave() {
  const period = 1000 / 523;
  /** @type {[number, number][]} */
  const high = [];
  for (let t = 0; t < 6; t += period) high.push([t, Math.min(6, t + period / 2)]);
  const chart = timing([{ name: 'ножка 7', color: C.violet, high, up: '1', down: '0' }], { until: 6, every: 1, unit: 'миллисекунды', top: 70, left: 130 });
  return { body: chart.body + d.dim(chart.x(0), 40, chart.x(period), 40, 'одно дрожание ≈ 1,9 мс', { size: 19 }), h: chart.h };
}

const tune = program(
  TUNE.map(([, hz, ms]) => ({ t: `играть ноту ${hz} Гц ${ms} мс`, g: /** @type {const} */ ('sound') })),
  { x: 40, w: 400 },
);
const chart = wave();

export const pictures = {
  'notes.svg': { body: keys(), w: 640, h: 300 },
  'wave.svg': { body: chart.body, w: 640, h: chart.h },
  'program.svg': { body: tune.body, h: Math.round(tune.bottom + 16) },
};
