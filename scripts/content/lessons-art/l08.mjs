// @ts-check
// Lesson 8: Последовательно и параллельно. Resistors and cells in series, resistors in parallel,
// and the two LED circuits of the tap question. Alt texts: src/content/lessons/lesson-08.ts.
import * as d from '../guides-draw.mjs';
import { loop, text } from '../guides-schematic.mjs';
import { rails } from '../schematic-symbols.mjs';

const { C, label } = d;

// ---------------------------------------------------------------- series.svg

const series =
  d.line(40, 90, 470, 90, { color: '#777', w: 4 }) +
  d.resistor(150, 90, { ohms: 470, len: 120, s: 1.6, text: '470 Ом' }) +
  d.resistor(360, 90, { ohms: 470, len: 120, s: 1.6, text: '470 Ом' }) +
  label(550, 100, '= 940 Ом', { size: 28, bold: true, color: C.darkRed }) +
  d.line(20, 160, 620, 160, { color: '#e0d5c0', w: 3, dash: '8 8' }) +
  [95, 210, 325].map((x) => d.aa(x, 230, { s: 1 })).join('') +
  label(210, 290, '1,5 В + 1,5 В + 1,5 В', { size: 24, bold: true }) +
  label(520, 242, '= 4,5 В', { size: 28, bold: true, color: C.darkRed });

// ---------------------------------------------------------------- parallel.svg

const parallel =
  rails({
    xL: 130,
    yT: 80,
    yB: 280,
    bat: { name: 'GB1', value: '4,5 В' },
    cols: [
      { x: 320, parts: [{ k: 'resistor', name: 'R1', value: '470 Ом' }] },
      { x: 480, parts: [{ k: 'resistor', name: 'R2', value: '470 Ом' }] },
    ],
  }) +
  d.arrow(170, 56, 290, 56, { color: C.orange, w: 4 }) +
  d.arrow(340, 56, 450, 56, { color: C.orange, w: 4 }) +
  d.arrow(296, 104, 296, 150, { color: C.orange, w: 4 }) +
  d.arrow(456, 104, 456, 150, { color: C.orange, w: 4 }) +
  text(320, 336, 'вместе: 470 Ом : 2 = 235 Ом', { weight: 'bold', fill: C.darkRed });

// ---------------------------------------------------------------- compare.svg: the tap question

const compare =
  label(40, 52, 'А', { size: 36, bold: true, anchor: 'start' }) +
  loop({
    x1: 80,
    x2: 280,
    yT: 90,
    yB: 290,
    bat: {},
    top: [{ k: 'resistor' }],
    right: [{ k: 'led' }, { k: 'led' }],
  }) +
  d.line(320, 20, 320, 300, { color: '#e0d5c0', w: 3, dash: '8 8' }) +
  label(350, 52, 'Б', { size: 36, bold: true, anchor: 'start' }) +
  rails({
    xL: 400,
    yT: 90,
    yB: 290,
    cols: [
      { x: 490, parts: [{ k: 'resistor' }, { k: 'led' }] },
      { x: 580, parts: [{ k: 'resistor' }, { k: 'led' }] },
    ],
  });

/** @type {Record<string, { body: string, w?: number, h?: number }>} */
export const pictures = {
  'series.svg': { body: series, w: 640, h: 320 },
  'parallel.svg': { body: parallel, w: 640, h: 360 },
  'compare.svg': { body: compare, w: 640, h: 320 },
};
