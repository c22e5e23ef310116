// @ts-check
// Lesson 12: «Батарейки: почему таблетку нельзя глотать». The alt texts (the SVG <title>s) live
// in src/content/lessons/lesson-12.ts.
import * as d from '../guides-draw.mjs';

const { C, label } = d;

/**
 * A 9 V «Крона» standing up, its two snaps on top: the small round one is plus, the larger
 * hexagonal one minus.
 * @param {number} x centre
 * @param {number} y the top of the body
 */
function krona(x, y, { s = 1 } = {}) {
  let b = d.rect(-36, 0, 72, 112, { fill: '#37474f', rx: 8 });
  b += d.rect(-36, 0, 72, 30, { fill: C.orange, rx: 8 });
  b += d.rect(-18, -12, 12, 12, { fill: C.metal, rx: 2, sw: 2 }) + d.circle(-12, -16, 8, { fill: C.metal, sw: 2.5 });
  b += `<path d="M8 -24H24L30 -16L24 -8H8L2 -16Z" fill="${C.metal}" stroke="${C.ink}" stroke-width="2.5"/>`;
  b += label(0, 76, '9 В', { size: 22, bold: true, color: '#fff', halo: false });
  return d.at(x, y, b, { s });
}

function kinds() {
  let b = d.coin(80, 130, { s: 1.5 });
  b += d.aa(240, 130, { s: 1.15, text: '' });
  b += krona(400, 76);
  const names = /** @type {const} */ ([[80, 'таблетка', 'CR2032', '3 В'], [240, 'пальчиковая', 'АА', '1,5 В'], [400, '«Крона»', '', '9 В']]);
  for (const [x, name, type, volts] of names) {
    b += label(x, 228, name, { size: 20, bold: true }) + label(x, 252, type, { size: 20, bold: true }) + label(x, 282, volts, { bold: true, color: C.darkRed });
  }
  b += label(400, 48, '+   −', { size: 22, bold: true });
  return b;
}

/**
 * A clock face showing some hours.
 * @param {number} x
 * @param {number} y
 */
function clock(x, y) {
  return d.circle(x, y, 26, { fill: '#fff' }) + d.line(x, y, x, y - 17, { w: 4 }) + d.line(x, y, x + 12, y + 4, { w: 4 }) + d.circle(x, y, 3, { fill: C.ink, sw: 0 });
}

/**
 * One row: a battery, its capacity, a 20 мА LED, and how many hours it lasts.
 * @param {number} y the icons' centre line
 * @param {string} cell the battery's drawing
 * @param {string} capacity
 * @param {string} hours
 */
function row(y, cell, capacity, hours) {
  let b = cell + label(70, y + 62, capacity, { bold: true });
  b += d.arrow(130, y, 170, y, { color: C.ink, w: 3 });
  b += d.led(215, y + 20, { s: 0.7, lit: true, legs: false }) + label(215, y + 62, '20 мА', { bold: true });
  b += d.arrow(262, y, 300, y, { color: C.ink, w: 3 });
  b += clock(334, y) + label(368, y + 9, hours, { anchor: 'start', bold: true, color: C.darkRed });
  return b;
}

const capacity = row(70, d.coin(70, 70, { rr: 30 }), '220 мА·ч', '≈ 11 ч') + row(200, d.aa(70, 200, { s: 0.9 }), '2000 мА·ч', '≈ 100 ч') + d.line(30, 150, 450, 150, { color: '#e0d5c0', w: 3, dash: '8 8' });

/** A red «no» sign over (x, y). */
const no = (/** @type {number} */ x, /** @type {number} */ y, r = 62) =>
  d.circle(x, y, r, { fill: 'none', color: C.red, sw: 8 }) + d.line(x - r * 0.7, y - r * 0.7, x + r * 0.7, y + r * 0.7, { color: C.red, w: 8 });

function rules() {
  // 1: never in the mouth
  let b = d.circle(80, 112, 42, { fill: '#ffcc80' }) + d.circle(66, 100, 4, { fill: C.ink, sw: 0 }) + d.circle(94, 100, 4, { fill: C.ink, sw: 0 });
  b += `<ellipse cx="80" cy="130" rx="12" ry="8" fill="#8d2b2b" stroke="${C.ink}" stroke-width="2.5"/>`;
  b += d.coin(112, 152, { rr: 14, text: '' }) + no(80, 118);
  b += label(80, 226, 'не брать', { size: 20, bold: true }) + label(80, 250, 'в рот', { size: 20, bold: true });
  // 2: keep them high, away from the little ones
  b += d.line(180, 78, 300, 78, { color: C.cardDark, w: 8 });
  b += d.rect(206, 44, 68, 30, { fill: C.card, rx: 4, sw: 2.5 }) + d.coin(224, 59, { rr: 9, text: '' }) + d.coin(256, 59, { rr: 9, text: '' });
  b += d.circle(240, 150, 14, { fill: '#ffcc80' }) + `<path d="M226 190Q240 160 254 190Z" fill="#81c784" stroke="${C.ink}" stroke-width="2.5"/>`;
  b += d.arrow(240, 130, 240, 94, { color: C.darkRed, w: 4 }) + d.bad(280, 140, { r: 14 });
  b += label(240, 226, 'храни', { size: 20, bold: true }) + label(240, 250, 'высоко,', { size: 20, bold: true }) + label(240, 274, 'от малышей', { size: 20, bold: true });
  // 3: swallowed — tell an adult and call
  b += d.rect(368, 60, 64, 116, { fill: '#263238', rx: 12 }) + d.rect(375, 74, 50, 84, { fill: '#fff', rx: 4, sw: 2 });
  b += label(400, 108, '103', { size: 22, bold: true, color: C.darkRed, halo: false }) + label(400, 140, '112', { size: 22, bold: true, color: C.darkRed, halo: false });
  b += label(400, 226, 'проглотили?', { size: 20, bold: true, color: C.darkRed }) + label(400, 250, 'сразу', { size: 20, bold: true }) + label(400, 274, 'к взрослым', { size: 20, bold: true });
  return b;
}

export const pictures = {
  'kinds.svg': { body: kinds() },
  'capacity.svg': { body: capacity },
  'rules.svg': { body: rules() },
};
