// @ts-check
// Lesson 15: Как нейросеть видит картинку. The 8 × 8 resistor as 64 numbers, a colour pixel as
// three numbers, the four colours of the tap question, and a neuron that finds a dark band.
// Alt texts: src/content/lessons/lesson-15.ts.
import * as d from '../guides-draw.mjs';
import { RESISTOR_8X8, grey, neuron } from './nn.mjs';

const { C, label } = d;

function grid() {
  const cw = 48;
  const ch = 36;
  const x0 = 20;
  const y0 = 30;
  let b = '';
  RESISTOR_8X8.forEach((row, r) =>
    row.forEach((v, c) => {
      b += `<rect x="${x0 + c * cw}" y="${y0 + r * ch}" width="${cw}" height="${ch}" fill="${v < 160 ? '#fff3e0' : '#fff'}" stroke="#bbb" stroke-width="1"/>`;
      b += label(x0 + c * cw + cw / 2, y0 + r * ch + 26, String(v), { size: 20, halo: false, bold: v < 160 });
    }),
  );
  b += d.rect(x0, y0, cw * 8, ch * 8, { fill: 'none', sw: 2.5, rx: 0 });
  const px = 22;
  const gx = 450;
  const gy = 70;
  RESISTOR_8X8.forEach((row, r) =>
    row.forEach((v, c) => {
      b += `<rect x="${gx + c * px}" y="${gy + r * px}" width="${px}" height="${px}" fill="${grey(v)}"/>`;
    }),
  );
  b += d.rect(gx, gy, px * 8, px * 8, { fill: 'none', sw: 2.5, rx: 0 });
  b += label(gx + px * 4, gy + px * 8 + 34, 'так видишь ты', { size: 21, bold: true });
  b += label(x0 + cw * 4, y0 + ch * 8 + 36, 'так видит нейросеть: 64 числа', { size: 21, bold: true, color: C.darkRed });
  return b;
}

/** One pixel of a screen is three lights: red, green, blue; 255, 255, 0 makes yellow. */
function colour() {
  let b = '';
  const parts = [
    ['#e53935', 'красный', 255],
    ['#43a047', 'зелёный', 255],
    ['#1e88e5', 'синий', 0],
  ];
  parts.forEach(([fill, name, v], i) => {
    const x = 40 + i * 96;
    b += d.rect(x, 50, 64, 130, { fill: v ? String(fill) : '#263238', rx: 6 });
    b += label(x + 32, 210, String(v), { size: 22, bold: true });
    b += label(x + 32, 240, String(name), { size: 19, color: String(fill) === '#43a047' ? '#2e7d32' : String(fill) });
  });
  b += d.arrow(312, 115, 350, 115, { color: C.ink, w: 4 });
  b += d.rect(362, 60, 96, 110, { fill: '#ffeb3b', rx: 6 });
  b += label(410, 210, 'жёлтый', { size: 22, bold: true });
  b += label(240, 280, 'Один пиксель — три числа', { size: 21, bold: true, color: C.darkRed });
  return b;
}

/** Four pixels without their numbers, for the tap question. */
export const TAP_COLOURS = [
  { id: 'green', fill: '#00ff00', x: 40 },
  { id: 'white', fill: '#ffffff', x: 150 },
  { id: 'red', fill: '#ff0000', x: 260 },
  { id: 'black', fill: '#000000', x: 370 },
];

function tapColours() {
  let b = '';
  for (const t of TAP_COLOURS) b += d.rect(t.x, 90, 70, 70, { fill: t.fill, rx: 4 });
  b += label(240, 240, 'Четыре пикселя, сильно увеличенные', { size: 20, bold: true });
  return b;
}

export const pictures = {
  'grid.svg': { body: grid(), w: 640, h: 370 },
  'colour.svg': { body: colour() },
  'tap-colours.svg': { body: tapColours() },
  'neuron.svg': { body: neuron([200, 40, 200], [1, -2, 1], { verdict: 'тёмная полоска!' }), w: 640, h: 300 },
};
