// @ts-check
// Lesson 2: Светодиод и резистор. The 9 V circuit with its voltages and current, an LED with and
// without its resistor, and the parts of the tap question. Alt texts: src/content/lessons/lesson-02.ts.
import * as d from '../guides-draw.mjs';
import { loop, note, text, wide } from '../guides-schematic.mjs';

const { C, label } = d;

// ---------------------------------------------------------------- ohm.svg: the schematic with its numbers

const ohm = wide(
  loop({
    x1: 150,
    x2: 470,
    yT: 80,
    yB: 250,
    bat: { name: 'GB1', value: '9 В' },
    top: [{ k: 'resistor', name: 'R1', value: '470 Ом' }],
    right: [{ k: 'led', name: 'HL1', value: 'красный' }],
  }) +
    text(310, 128, 'на R1: 7 В', { weight: 'bold', fill: C.darkRed }) +
    text(440, 215, 'на HL1: 2 В', { weight: 'bold', fill: C.darkRed, anchor: 'end' }) +
    d.arrow(250, 280, 370, 280, { color: C.orange, w: 4 }) +
    text(310, 314, 'ток ≈ 15 мА', { weight: 'bold', fill: C.orange }) +
    note(362, ['I = 7 В : 470 Ом ≈ 0,015 А = 15 мА']),
  400,
);

// ---------------------------------------------------------------- no-resistor.svg

/**
 * Smoke over a burnt part at (x, y).
 * @param {number} x
 * @param {number} y
 */
function smoke(x, y) {
  return [-14, 6, 26].map((dx) => d.path(`M${x + dx} ${y}q-10 -12 0 -24q10 -12 0 -24`, { color: '#9e9e9e', w: 4 })).join('');
}

const noResistor =
  d.resistor(120, 70, { ohms: 470, len: 120, text: '470 Ом' }) +
  d.path('M60 70V244H112V232', { color: '#777', w: 4 }) +
  d.led(120, 170, { color: C.red, lit: true, marks: false }) +
  label(120, 286, '≈ 15 мА: светит', { size: 22, bold: true, color: C.green }) +
  d.ok(210, 40) +
  d.line(240, 20, 240, 280, { color: '#e0d5c0', w: 3, dash: '8 8' }) +
  label(340, 56, 'без резистора', { size: 22, bold: true }) +
  d.led(360, 190, { color: '#5d4037', marks: false }) +
  d.path('M352 150l8 14l-6 10l8 12', { color: '#fff', w: 3 }) +
  smoke(360, 128) +
  label(360, 286, 'сгорел!', { size: 22, bold: true, color: C.darkRed }) +
  d.bad(445, 46);

// ---------------------------------------------------------------- parts.svg: the tap question

/**
 * A 9 V «Крона» battery standing up, snaps on top; (x, y) its centre.
 * @param {number} x
 * @param {number} y
 */
function krona(x, y) {
  let b = d.rect(-50, -80, 100, 160, { fill: '#37474f', rx: 8 });
  b += d.rect(-50, -80, 100, 40, { fill: C.orange, rx: 8 });
  // the round snap is «+», the six-sided one «−»
  b += d.circle(22, -90, 10, { fill: C.metal, sw: 2.5 });
  b += `<path d="M-30 -98h16l6 8l-6 8h-16l-6 -8Z" fill="${C.metal}" stroke="${C.ink}" stroke-width="2.5"/>`;
  b += label(0, 20, '9 В', { size: 26, bold: true, color: '#fff', halo: false });
  return d.at(x, y, b);
}

const parts =
  d.wire([[112, 65], [112, 40], [180, 40], [180, 65], [205, 65]], { color: C.red, w: 6 }) +
  d.resistor(250, 65, { ohms: 470, len: 100 }) +
  d.wire([[295, 65], [392, 65], [392, 120], [392, 212]], { color: C.red, w: 6 }) +
  d.led(400, 150, { color: C.red, lit: true, marks: false }) +
  d.wire([[408, 194], [440, 194], [440, 280], [30, 280], [30, 28], [68, 28], [68, 56]], { color: C.black, w: 6 }) +
  krona(90, 150);

/** @type {Record<string, { body: string, w?: number, h?: number }>} */
export const pictures = {
  'ohm.svg': ohm,
  'no-resistor.svg': { body: noResistor },
  'parts.svg': { body: parts },
};
