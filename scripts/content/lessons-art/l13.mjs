// @ts-check
// Lesson 13: Паяльник без ожогов. How hot the tip is, four rules, and the bench of the tap question
// (where the iron goes). Alt texts: src/content/lessons/lesson-13.ts.
import * as d from '../guides-draw.mjs';
import { windowIcon } from '../guides-common.mjs';

const { C, label } = d;

// ---------------------------------------------------------------- hot.svg: three bars of heat

const BASE = 240;
const PER_DEGREE = 0.5; // 350 °C → 175 units
/**
 * @param {number} x centre of the bar
 * @param {number} t °C
 * @param {string} fill
 * @param {string} name
 * @param {string} value
 */
function bar(x, t, fill, name, value) {
  const h = t * PER_DEGREE;
  return d.rect(x - 45, BASE - h, 90, h, { fill, rx: 6 }) + label(x, BASE - h - 12, value, { size: 22, bold: true }) + label(x, BASE + 32, name, { size: 22, bold: true });
}
const hot =
  d.line(30, BASE, 450, BASE, { w: 3 }) +
  bar(90, 100, '#90caf9', 'кипяток', '100 °C') +
  bar(215, 200, C.orange, 'духовка', '200 °C') +
  // the tip: solid to 300 °C, lighter up to 350 °C
  d.rect(330, BASE - 350 * PER_DEGREE, 90, 50 * PER_DEGREE, { fill: '#ef9a9a', rx: 6 }) +
  d.rect(330, BASE - 300 * PER_DEGREE, 90, 300 * PER_DEGREE, { fill: C.red, rx: 6 }) +
  label(375, BASE - 350 * PER_DEGREE - 12, '300–350 °C', { size: 22, bold: true, color: C.darkRed }) +
  label(375, BASE + 32, 'жало', { size: 22, bold: true, color: C.darkRed });

// ---------------------------------------------------------------- rules.svg: four rules

/**
 * Safety glasses seen from the front; (x, y) the bridge.
 * @param {number} x
 * @param {number} y
 */
function glasses(x, y, { s = 1 } = {}) {
  let b = `<rect x="-62" y="-22" width="54" height="40" rx="14" fill="#bfe3ff" fill-opacity="0.7" stroke="${C.ink}" stroke-width="4"/>`;
  b += `<rect x="8" y="-22" width="54" height="40" rx="14" fill="#bfe3ff" fill-opacity="0.7" stroke="${C.ink}" stroke-width="4"/>`;
  b += d.path('M-8 -6Q0 -14 8 -6', { w: 4 }) + d.line(-62, -10, -80, -4, { w: 4 }) + d.line(62, -10, 80, -4, { w: 4 });
  b += d.path('M-50 -12l12 -4', { color: '#fff', w: 3 }) + d.path('M20 -12l12 -4', { color: '#fff', w: 3 });
  return d.at(x, y, b, { s });
}

/**
 * Smoke wisps rising from (x, y).
 * @param {number} x
 * @param {number} y
 */
function smoke(x, y) {
  return [0, 16, 32].map((dx) => d.path(`M${x + dx} ${y}q-10 -14 0 -26q10 -12 0 -26`, { color: '#9e9e9e', w: 4 })).join('');
}

/**
 * One rule: a drawing and its two lines of text under it, in a 320 × 180 cell.
 * @param {number} ox
 * @param {number} oy
 * @param {string} drawing
 * @param {string} words
 */
function cell(ox, oy, drawing, words) {
  return d.at(ox, oy, drawing + label(160, 160, words, { size: 20, bold: true }));
}

const rules =
  cell(0, 0, d.ironStand(110, 120, { s: 0.8 }) + d.path('M170 112Q230 110 240 70Q250 40 300 40', { color: '#333', w: 5 }) + d.ok(280, 100), 'в подставку, шнур вбок') +
  cell(320, 0, windowIcon(90, 70, { s: 0.8 }) + smoke(210, 120) + d.joint(226, 126, { s: 1.4 }) + d.ok(280, 100), 'проветривай комнату') +
  cell(0, 180, glasses(140, 70, { s: 1.2 }) + d.ok(280, 100), 'очки на глазах') +
  cell(320, 180, d.iron(110, 128, { s: 0.5, r: 20 }) + d.arrow(170, 30, 170, 110, { color: C.red, w: 4 }) + d.bad(250, 60, { r: 22 }), 'падает — не лови!') +
  d.line(320, 20, 320, 340, { color: '#e0d5c0', w: 3, dash: '8 8' }) +
  d.line(20, 180, 620, 180, { color: '#e0d5c0', w: 3, dash: '8 8' });

// ---------------------------------------------------------------- bench.svg: the tap question

/**
 * «Третья рука»: a heavy base, a rod, two crocodile clips and a magnifier; (x, y) the base's centre.
 * @param {number} x
 * @param {number} y
 */
function thirdHand(x, y) {
  let b = d.rect(-60, -14, 120, 20, { fill: '#555', rx: 6 });
  b += d.line(0, -14, 0, -150, { color: '#9aa0a6', w: 8 });
  b += d.line(0, -120, -44, -150, { color: '#9aa0a6', w: 6 }) + d.line(0, -120, 44, -150, { color: '#9aa0a6', w: 6 });
  b += `<path d="M-44 -150l-18 -8 3 -9 19 7M-44 -150l-18 6 3 9 18 -8" fill="${C.red}" stroke="${C.ink}" stroke-width="2.5"/>`;
  b += `<path d="M44 -150l18 -8 -3 -9 -19 7M44 -150l18 6 -3 9 -18 -8" fill="${C.red}" stroke="${C.ink}" stroke-width="2.5"/>`;
  b += d.line(14, -80, 34, -60, { w: 6 }) + d.circle(0, -94, 22, { fill: '#bde0fe' });
  return d.at(x, y, b);
}

/**
 * A reel of solder; (x, y) its centre.
 * @param {number} x
 * @param {number} y
 */
function spool(x, y) {
  let b = d.circle(0, 0, 40, { fill: '#cfd8dc' });
  for (const r of [32, 24]) b += d.circle(0, 0, r, { fill: 'none', color: '#90a4ae', sw: 3 });
  b += d.circle(0, 0, 12, { fill: C.red, sw: 2.5 });
  b += d.path('M38 12Q60 30 50 50', { color: '#9e9e9e', w: 5 });
  return d.at(x, y, b);
}

const bench =
  d.rect(10, 262, 460, 24, { fill: C.card, rx: 6 }) +
  d.ironStand(95, 255) +
  thirdHand(285, 255) +
  glasses(400, 58, { s: 0.8 }) +
  spool(405, 205);

/** @type {Record<string, { body: string, w?: number, h?: number }>} */
export const pictures = {
  'hot.svg': { body: hot },
  'rules.svg': { body: rules, w: 640, h: 360 },
  'bench.svg': { body: bench },
};
