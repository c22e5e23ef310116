// @ts-check
// Lesson 3: «Транзистор — электронный ключ». The alt texts (the SVG <title>s) live in
// src/content/lessons/lesson-03.ts; the tap areas of pins-tap.svg there follow the transistor
// drawn here (origin 240, 170, scale 3: legs at x 198, 240, 282 down to y 284).
import * as d from '../guides-draw.mjs';
import { dot, part, text, transistor, wire } from '../guides-schematic.mjs';

const { C, label } = d;
const PIN_COLOR = { К: C.red, Б: C.green, Э: C.blue };

/** BC547B seen from its flat side next to its symbol, with the names of the legs. */
function pins() {
  let b = d.transistor(120, 170, { s: 2, name: '', pinLabels: false });
  b += label(120, 46, 'BC547B', { bold: true });
  b += label(120, 130, 'плоская', { size: 19, color: '#fff', halo: false });
  b += label(120, 152, 'сторона', { size: 19, color: '#fff', halo: false });
  /** @type {const} */ (['К', 'Б', 'Э']).forEach((p, i) => {
    b += label(92 + i * 28, 290, p, { bold: true, color: PIN_COLOR[p] });
  });
  // the symbol: base from the left, collector up, emitter down
  const t = transistor(370, 100);
  b += t.svg + wire(t.c, [t.c[0], 34]) + wire(t.e, [t.e[0], 170]) + wire(t.b, [280, t.b[1]]);
  b += text(t.c[0] + 12, 50, 'К', { anchor: 'start', weight: 'bold', fill: C.red });
  b += text(296, t.b[1] - 10, 'Б', { weight: 'bold', fill: C.green });
  b += text(t.e[0] + 12, 166, 'Э', { anchor: 'start', weight: 'bold', fill: C.blue });
  b += label(250, 210, 'К — коллектор', { anchor: 'start', bold: true, color: C.red });
  b += label(250, 240, 'Б — база', { anchor: 'start', bold: true, color: C.green });
  b += label(250, 270, 'Э — эмиттер', { anchor: 'start', bold: true, color: C.blue });
  return b;
}

/** The transistor to tap: no leg labels; legs 42 apart so each is a finger's target. */
const pinsTap = d.transistor(240, 170, { s: 3, name: '', pinLabels: false, legs: 38 }) + label(240, 110, 'BC547B', { color: '#fff', halo: false, bold: true });

/** A transistor switch: a button and 10 кОм feed the base, the LED's current goes collector → emitter. */
function switchCircuit() {
  const [yT, yB] = [50, 360];
  let b = part('battery', [60, 150], [60, 250], { value: '4,5 В', side: 'right' });
  b += wire([60, 150], [60, yT], [460, yT]) + wire([60, 250], [60, yB], [460, yB]);
  const t = transistor(446, 280);
  b += t.svg + text(404, 338, 'VT1', { anchor: 'end', weight: 'bold' });
  // collector branch: 470 Ом and the LED from the top rail down to the collector
  b += part('resistor', [460, yT], [460, 140], { name: 'R1', value: '470 Ом', side: 'left' });
  b += part('led', [460, 140], [460, 215], { name: 'HL1', side: 'left' }) + wire([460, 215], t.c) + wire(t.e, [460, yB]);
  b += `<circle cx="460" cy="177" r="30" fill="${C.yellow}" opacity="0.45"/>`;
  // base branch: the button and 10 кОм from the top rail to the base
  b += wire([200, yT], [200, 90]) + part('button', [200, 90], [200, 150], { name: 'SB1', side: 'right' });
  b += wire([200, 150], [200, 280], [240, 280]) + part('resistor', [240, 280], [340, 280], { name: 'R2', value: '10 кОм', side: 'above' }) + wire([340, 280], t.b);
  b += dot(200, yT) + dot(460, yB);
  // the two currents
  b += d.arrow(246, 310, 344, 310, { color: C.orange, w: 3 });
  b += d.arrow(510, 64, 510, 344, { color: C.red, w: 10 });
  b += text(300, 400, 'маленький ток', { weight: 'bold', fill: C.orange });
  b += text(520, 400, 'большой ток', { weight: 'bold', fill: C.red });
  return b;
}

export const pictures = {
  'pins.svg': { body: pins() },
  'pins-tap.svg': { body: pinsTap },
  'switch.svg': { body: switchCircuit(), w: 640, h: 420 },
};
