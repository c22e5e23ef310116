// @ts-check
// Lesson 5: Мигаем светодиодом из программы. The LED with its 220 Ohm resistor on the chip's free
// pin 5 at 4.5 V, the blink program as blocks, and its timing: 1 s on, 2 s off, a period of 3 s.
// Alt texts: src/content/lessons/lesson-05.ts.
import * as d from '../guides-draw.mjs';
import { box } from './mcu.mjs';

const { C, label } = d;

/** The chip powered from 4.5 V; pin 5 → 220 Ohm → LED → minus. */
function schematic() {
  let b = '';
  b += d.sLine([[150, 100], [150, 50], [500, 50], [500, 174]]);
  b += d.sLine([[500, 190], [500, 320], [150, 320], [150, 270]]);
  b += d.sBat(500, 182, '4,5 В');
  b += d.rect(90, 100, 140, 170, { fill: '#2b2b2b', rx: 6 });
  b += label(160, 192, 'ATtiny84A', { size: 20, bold: true, color: '#fff', halo: false });
  b += label(160, 88, 'ножка 1', { size: 19, anchor: 'start', bold: true, color: C.red });
  b += label(160, 300, 'ножка 14', { size: 19, anchor: 'start', bold: true, color: C.blue });
  // pin 5 → resistor → LED → minus
  b += d.sLine([[230, 185], [296, 185]]) + d.sRes(320, 185, '220 Ом') + d.sLine([[344, 185], [400, 185], [400, 226]]);
  b += d.sLed(400, 240) + d.sLine([[400, 252], [400, 320]]) + d.sDot(400, 320);
  b += label(238, 213, 'ножка 5', { size: 19, anchor: 'start', bold: true, color: C.green });
  b += label(418, 278, 'светодиод', { size: 19, anchor: 'start', bold: true }) + label(418, 300, '2 В', { size: 19, anchor: 'start', bold: true });
  b += label(320, 350, 'Ножка 5 = 1: на ней 4,5 В, светодиод горит', { size: 20, bold: true, color: C.darkRed });
  return b;
}

/** The blink program as blocks inside «повторяй всегда». */
function program() {
  let b = `<path d="M110 24H370V64H150V236H370V276H110Z" fill="#ffcc80" stroke="${C.ink}" stroke-width="3" stroke-linejoin="round"/>`;
  b += label(126, 52, 'повторяй всегда:', { size: 21, bold: true, anchor: 'start', halo: false });
  /** @type {[string, string][]} */
  const steps = [
    ['включи ножку 5', '#a5d6a7'],
    ['подожди 1 секунду', '#90caf9'],
    ['выключи ножку 5', '#a5d6a7'],
    ['подожди 2 секунды', '#90caf9'],
  ];
  steps.forEach(([t, fill], i) => {
    b += box(262, 90 + i * 42, 220, 36, t, { fill, size: 20 });
  });
  b += d.arrow(96, 250, 96, 60, { color: C.orange, w: 5 });
  return b;
}

/** On 1 s, off 2 s, three times over 9 s; the period marked. */
function timing() {
  const x = (/** @type {number} */ s) => 90 + s * 58;
  const hi = 90;
  const lo = 190;
  let b = d.line(x(0), 220, x(9) + 16, 220, { w: 2.5 }) + d.line(x(0), 220, x(0), 60, { w: 2.5 });
  for (let s = 0; s <= 9; s++) {
    b += d.line(x(s), 216, x(s), 224, { w: 2.5 });
    b += label(x(s), 248, String(s), { size: 20 });
  }
  b += label(x(9) + 22, 280, 'секунды', { size: 20, anchor: 'end' });
  /** @type {[number, number][]} */
  const pts = [];
  for (let k = 0; k < 3; k++) pts.push([x(3 * k), lo], [x(3 * k), hi], [x(3 * k + 1), hi], [x(3 * k + 1), lo]);
  pts.push([x(9), lo]);
  b += d.sLine(pts, { color: C.green, w: 5 });
  b += label(x(0) - 10, hi + 7, 'горит', { size: 19, anchor: 'end', bold: true, color: C.green });
  b += label(x(0) - 10, lo + 7, 'погас', { size: 19, anchor: 'end', bold: true });
  b += d.dim(x(3), 56, x(6), 56, 'период 3 с', { off: -12, size: 20 });
  b += label(x(0.5), hi - 10, '1 с', { size: 19, bold: true }) + label(x(2), lo - 10, '2 с', { size: 19, bold: true });
  return b;
}

export const pictures = {
  'schematic.svg': { body: schematic(), w: 640, h: 370 },
  'program.svg': { body: program() },
  'timing.svg': { body: timing(), w: 640, h: 300 },
};
