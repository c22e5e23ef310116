// @ts-check
// Lesson 7: Читаем цвета резистора. The colour chart, one resistor read band by band, the kits'
// resistors and a big resistor for the tap question. Band colours come from guides-draw.mjs
// (bandsFor), which src/content/resistor-code.test.ts keeps equal to src/content/resistor-code.ts;
// tests/unit/lessons-a.test.ts checks the chart against BAND_PAINT. Alt texts: src/content/lessons/lesson-07.ts.
import * as d from '../guides-draw.mjs';

const { C, label } = d;

/** The ten digit colours, 0–9, as resistor-code.ts paints them. */
const DIGITS = [
  ['#111', 'чёрный'],
  ['#8d5524', 'коричневый'],
  ['#e53935', 'красный'],
  ['#fb8c00', 'оранжевый'],
  ['#fdd835', 'жёлтый'],
  ['#43a047', 'зелёный'],
  ['#1e88e5', 'синий'],
  ['#8e24aa', 'фиолетовый'],
  ['#9e9e9e', 'серый'],
  ['#fafafa', 'белый'],
];
const DARK = new Set([0, 1, 2, 5, 6, 7]);

let chart = '';
DIGITS.forEach(([paint = '', name = ''], digit) => {
  const x = 72 + (digit % 5) * 124;
  const y = digit < 5 ? 24 : 158;
  chart += d.rect(x - 50, y, 100, 64, { fill: paint, rx: 8 });
  chart += label(x, y + 45, String(digit), { size: 34, bold: true, halo: false, color: DARK.has(digit) ? '#fff' : C.ink });
  chart += label(x, y + 94, name, { size: 19, bold: true });
});

// ---------------------------------------------------------------- read.svg: 470 Ом band by band

const S = 3;
const bandX = [-20, -10, 0, 18].map((x) => 320 + (x + 0.5) * S);
const read =
  d.resistor(320, 100, { ohms: 470, len: 140, s: S }) +
  [
    ['цифра 4', 110],
    ['цифра 7', 250],
    ['1 ноль', 390],
    ['5 %', 530],
  ]
    .map(([words, lx], i) => d.line(bandX[i] ?? 0, 140, Number(lx), 190, { color: '#777', w: 2.5 }) + label(Number(lx), 218, String(words), { size: 24, bold: true }))
    .join('') +
  label(320, 276, '4 и 7, и один ноль = 470 Ом', { size: 26, bold: true, color: C.darkRed });

// ---------------------------------------------------------------- examples.svg: the kits' resistors

const examples = [
  [470, '470 Ом'],
  [68_000, '68 кОм'],
  [10_000, '10 кОм'],
  [15_000, '15 кОм'],
]
  .map(([ohms, words], i) => {
    const x = 160 + (i % 2) * 320;
    const y = i < 2 ? 60 : 196;
    return d.resistor(x, y, { ohms: Number(ohms), len: 120, s: 2.4 }) + label(x, y + 72, String(words), { size: 28, bold: true });
  })
  .join('') + d.line(320, 20, 320, 280, { color: '#e0d5c0', w: 3, dash: '8 8' });

// ---------------------------------------------------------------- bands.svg: 15 кОм, big, for tapping

const [b1, b2, b3, b4] = d.bandsFor(15_000);
const bands =
  d.line(20, 150, 460, 150, { color: '#777', w: 10 }) +
  d.rect(90, 100, 300, 100, { fill: '#e9cf9f', rx: 40 }) +
  [
    [135, b1],
    [200, b2],
    [265, b3],
    [350, b4],
  ]
    .map(([x, paint]) => `<rect x="${Number(x) - 13}" y="102" width="26" height="96" fill="${paint}"/>`)
    .join('') +
  d.rect(90, 100, 300, 100, { fill: 'none', rx: 40 });

/** @type {Record<string, { body: string, w?: number, h?: number }>} */
export const pictures = {
  'chart.svg': { body: chart, w: 640, h: 300 },
  'read.svg': { body: read, w: 640, h: 300 },
  'examples.svg': { body: examples, w: 640, h: 300 },
  'bands.svg': { body: bands },
};
