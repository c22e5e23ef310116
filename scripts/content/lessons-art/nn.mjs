// @ts-check
// What the neural-network lessons (15, 16, 17) draw with: the 8 × 8 resistor as numbers, a neuron
// with its weights, and kit parts drawn as photo tiles. The numbers live here once, and
// tests/unit/lessons-c.test.ts recomputes what the lessons say about them.
import * as d from '../guides-draw.mjs';

const { C, label } = d;

/** A resistor 8 × 8 pixels, brightness 0 (black) … 255 (white): leads, a light body, two bands. */
export const RESISTOR_8X8 = [
  [255, 255, 255, 255, 255, 255, 255, 255],
  [255, 255, 255, 255, 255, 255, 255, 255],
  [255, 255, 200, 40, 200, 90, 255, 255],
  [120, 120, 200, 40, 200, 90, 120, 120],
  [120, 120, 200, 40, 200, 90, 120, 120],
  [255, 255, 200, 40, 200, 90, 255, 255],
  [255, 255, 255, 255, 255, 255, 255, 255],
  [255, 255, 255, 255, 255, 255, 255, 255],
];

/** @param {number} v brightness 0–255 */
export const grey = (v) => `rgb(${v},${v},${v})`;

/**
 * A neuron: inputs times weights into a sum, drawn left to right on a 640-wide picture.
 * @param {readonly number[]} inputs
 * @param {readonly number[]} weights
 * @param {{ y0?: number, step?: number, names?: readonly string[], verdict?: string }} [o]
 */
export function neuron(inputs, weights, { y0 = 70, step = 80, names = [], verdict = '' } = {}) {
  const sum = inputs.reduce((s, v, i) => s + v * (weights[i] ?? 0), 0);
  const cy = y0 + ((inputs.length - 1) * step) / 2;
  let b = '';
  inputs.forEach((v, i) => {
    const y = y0 + i * step;
    const w = weights[i] ?? 0;
    b += d.path(`M130 ${y}L380 ${cy}`, { color: w < 0 ? C.blue : C.orange, w: 3 + Math.abs(w) * 1.5 });
    b += d.rect(40, y - 26, 96, 52, { fill: names.length ? '#fff' : grey(Math.max(0, Math.min(255, v))), rx: 8 });
    b += label(88, y + 8, String(v).replace('.', ','), { size: 22, bold: true, halo: !names.length || v > 120, color: C.ink });
    if (names[i]) b += label(88, y - 34, names[i], { size: 19 });
    b += d.tag(262, y + (cy - y) * 0.45, `× ${String(w).replace('-', '−')}`, { size: 20 });
  });
  b += d.circle(400, cy, 34, { fill: '#ffe082' }) + label(400, cy + 10, 'Σ', { size: 30, bold: true, halo: false });
  b += d.arrow(436, cy, 470, cy, { color: C.ink, w: 3 });
  b += label(540, cy + 8, `= ${String(sum).replace('-', '−').replace('.', ',')}`, { size: 24, bold: true, color: C.darkRed });
  if (verdict) b += label(540, cy + 40, verdict, { size: 19, bold: true });
  return b;
}

/**
 * A photo tile: a card with a kit part drawn on a plain background; origin at its centre.
 * @param {number} x
 * @param {number} y
 * @param {'resistor' | 'led' | 'ecap' | 'tact'} part
 * @param {{ ohms?: number, color?: string, bg?: string, w?: number, h?: number }} [o]
 */
export function photo(x, y, part, { ohms = 220, color = C.red, bg = '#eceff1', w = 110, h = 100 } = {}) {
  let b = d.rect(x - w / 2, y - h / 2, w, h, { fill: bg, rx: 6, sw: 2.5 });
  if (part === 'resistor') b += d.resistor(x, y, { ohms, len: 96, s: 0.9 });
  if (part === 'led') b += d.led(x, y + 6, { color, s: 0.7, marks: false, legLong: 40, legShort: 30 });
  if (part === 'ecap') b += d.ecap(x, y + 18, { s: 0.6, marks: false });
  if (part === 'tact') b += d.tact(x, y, { s: 0.9 });
  return b;
}
