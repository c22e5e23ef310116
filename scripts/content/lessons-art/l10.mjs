// @ts-check
// Lesson 10: «Конденсатор и время RC». The alt texts (the SVG <title>s) live in
// src/content/lessons/lesson-10.ts.
import * as d from '../guides-draw.mjs';
import { polyD, text } from '../svg-core.mjs';

const { C, label } = d;
const WATER = '#4fc3f7';

/**
 * A tank pouring into a bucket through a pipe: a narrow pipe (a big resistor) or a wide one.
 * @param {number} x0 the left edge of this half of the picture
 * @param {{ pipe: number, pipeName: string, level: number, lines: readonly string[], color: string }} o
 *   pipe: the pipe's width; level: how full the bucket is after the same time (0–1)
 */
function pour(x0, { pipe, pipeName, level, lines, color }) {
  let b = d.rect(x0 + 10, 24, 50, 84, { fill: '#fff', color: '#546e7a', rx: 6 });
  b += d.rect(x0 + 13, 34, 44, 71, { fill: WATER, color: WATER, sw: 0, rx: 3 });
  // the pipe: out of the tank's side, along and down over the bucket
  const pd = `M${x0 + 60} 92H${x0 + 170}V132`;
  b += `<path d="${pd}" fill="none" stroke="#546e7a" stroke-width="${pipe + 8}" stroke-linecap="butt"/>`;
  b += `<path d="${pd}" fill="none" stroke="${WATER}" stroke-width="${pipe}" stroke-linecap="butt"/>`;
  // the bucket (the capacitor): a trapezoid, filled to `level`
  const [top, bottom] = [146, 236];
  const wy = bottom - (bottom - top) * level;
  const xl = (/** @type {number} */ y) => x0 + 130 + ((bottom - y) / (bottom - top)) * -10;
  const xr = (/** @type {number} */ y) => x0 + 210 + ((bottom - y) / (bottom - top)) * 10;
  b += `<path d="M${xl(wy)} ${wy}L${xl(bottom)} ${bottom}H${xr(bottom)}L${xr(wy)} ${wy}Z" fill="${WATER}"/>`;
  b += `<path d="M${xl(top)} ${top}L${xl(bottom)} ${bottom}H${xr(bottom)}L${xr(top)} ${top}" fill="none" stroke="#546e7a" stroke-width="5"/>`;
  // a stream from the pipe into the bucket
  b += d.line(x0 + 170, 136, x0 + 170, wy - 2, { color: WATER, w: Math.max(3, pipe - 2) });
  b += label(x0 + 35, 140, 'бак', { size: 20, bold: true });
  b += label(x0 + 148, 66, pipeName, { size: 19, bold: true });
  lines.forEach((l, i) => {
    b += label(x0 + 120, 264 + i * 24, l, { size: 20, bold: i === 1, color: i === 1 ? color : C.ink });
  });
  return b;
}

const bucket =
  pour(0, { pipe: 5, pipeName: 'узкая труба', level: 0.3, lines: ['R большой:', 'медленно'], color: C.darkRed }) +
  pour(240, { pipe: 20, pipeName: 'широкая труба', level: 0.8, lines: ['R маленький:', 'быстро'], color: C.green }) +
  d.line(240, 20, 240, 236, { color: '#e0d5c0', w: 3, dash: '8 8' });

/** The electrolytic capacitor, large, with its polarity labelled. */
function ecap() {
  let b = d.ecap(200, 176, { s: 2, marks: false });
  b += label(200, 40, '100 мкФ, 16 В', { bold: true });
  b += label(170, 250, 'плюс —', { anchor: 'end', bold: true, color: C.red });
  b += label(170, 274, 'длинная ножка', { anchor: 'end', size: 20 });
  b += d.arrow(300, 120, 236, 110, { color: C.orange, w: 4 });
  b += label(306, 116, 'минус —', { anchor: 'start', bold: true, color: C.blue });
  b += label(306, 142, 'полоска', { anchor: 'start', size: 20 });
  b += label(306, 166, 'со знаками «−»', { anchor: 'start', size: 20 });
  b += label(236, 272, 'короткая ножка', { anchor: 'start', size: 20 });
  return b;
}

/** The charging curve 1 − e^(−t/τ) over 5τ, with τ (63 %) and 5τ (99 %) marked. */
function chargeGraph() {
  const [x0, y0, tau, full] = [120, 300, 90, 230];
  const X = (/** @type {number} */ t) => x0 + t * tau;
  const Y = (/** @type {number} */ q) => y0 - q * full;
  const q = (/** @type {number} */ t) => 1 - Math.exp(-t);
  let b = '';
  // 100 % line and the axes
  b += d.line(x0, Y(1), X(5.2), Y(1), { color: '#bbb', w: 2, dash: '8 6' });
  b += d.arrow(x0, y0, X(5.45), y0, { color: C.ink, w: 3 }) + d.arrow(x0, y0, x0, Y(1.15), { color: C.ink, w: 3 });
  for (const [p, s] of /** @type {const} */ ([[0, '0 %'], [0.5, '50 %'], [1, '100 %']])) {
    b += d.line(x0 - 6, Y(p), x0, Y(p), { w: 3 }) + text(x0 - 12, Y(p) + 9, s, { anchor: 'end' });
  }
  for (let t = 1; t <= 5; t++) b += d.line(X(t), y0, X(t), y0 + 6, { w: 3 }) + text(X(t), y0 + 34, t === 1 ? 'τ' : `${t}τ`);
  // the curve
  /** @type {[number, number][]} */
  const pts = [];
  for (let i = 0; i <= 100; i++) pts.push([X((i / 100) * 5), Y(q((i / 100) * 5))]);
  b += `<path d="${polyD(pts)}" fill="none" stroke="${C.blue}" stroke-width="6"/>`;
  // τ: 63 %
  b += d.line(X(1), y0, X(1), Y(q(1)), { color: C.orange, w: 3, dash: '6 6' }) + d.line(x0, Y(q(1)), X(1), Y(q(1)), { color: C.orange, w: 3, dash: '6 6' });
  b += d.circle(X(1), Y(q(1)), 8, { fill: C.orange, color: C.ink, sw: 2 });
  b += label(X(1) + 16, Y(q(1)) + 34, '63 %', { size: 25, anchor: 'start', bold: true, color: C.darkRed });
  // 5τ: 99 %
  b += d.circle(X(5), Y(q(5)), 8, { fill: C.orange, color: C.ink, sw: 2 });
  b += label(X(5), Y(q(5)) + 40, '99 %', { size: 25, bold: true, color: C.darkRed });
  b += text(x0 + 14, 40, 'заряд', { anchor: 'start', weight: 'bold' });
  b += text(X(5.45), y0 - 14, 'время', { anchor: 'end', weight: 'bold' });
  return b;
}

export const pictures = {
  'bucket.svg': { body: bucket },
  'ecap.svg': { body: ecap() },
  'charge.svg': { body: chargeGraph(), w: 640, h: 360 },
};
