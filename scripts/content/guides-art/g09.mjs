// @ts-check
// Guide 9: Световой меч (LED-strip light sword with acrylic strips).
// The card and step drawings. Their alt texts, which become the SVG <title>s, live in
// src/content/projects.ts and src/content/guides/guide-09.ts (steps in the same order);
// guides-build.mjs adds the last step, the photo for the teacher.
import * as d from '../guides-draw.mjs';
import { loop, note, wide } from '../guides-schematic.mjs';
import { joints, partTag } from '../guides-wiring.mjs';

const { C, label } = d;

/**
 * @param {number} x
 * @param {number} y
 * @param {number} len
 */
function strip(x, y, len, { s = 1, pads = true } = {}) {
  let b = d.rect(0, -16, len, 32, { fill: '#f5f5f5', rx: 3 });
  for (let i = 0; i < Math.floor(len / 40); i++) {
    b += d.rect(14 + i * 40, -9, 18, 18, { fill: '#fffde7', rx: 2, sw: 2 }) + d.circle(23 + i * 40, 0, 5, { fill: '#fff59d', sw: 1.5 });
    if (i % 3 === 2) {
      const cx = 40 + i * 40;
      b += d.line(cx, -16, cx, 16, { color: C.darkRed, w: 2, dash: '4 3' }) + d.rect(cx - 9, -13, 6, 8, { fill: C.copper, rx: 1, sw: 1 }) + d.rect(cx + 3, -13, 6, 8, { fill: C.copper, rx: 1, sw: 1 }) + d.rect(cx - 9, 5, 6, 8, { fill: C.copper, rx: 1, sw: 1 }) + d.rect(cx + 3, 5, 6, 8, { fill: C.copper, rx: 1, sw: 1 });
    }
  }
  if (pads) b += d.rect(2, -13, 8, 8, { fill: C.copper, rx: 1, sw: 1 }) + d.rect(2, 5, 8, 8, { fill: C.copper, rx: 1, sw: 1 });
  return d.at(x, y, b, { s });
}

/**
 * @param {number} x
 * @param {number} y
 */
function sword(x, y, { lit = true, s = 1, r = -30 } = {}) {
  let b = '';
  if (lit) b += `<rect x="-26" y="-250" width="52" height="250" rx="26" fill="#4fc3f7" opacity="0.35"/>`;
  b += d.rect(-12, -240, 24, 240, { fill: lit ? '#e1f5fe' : '#eceff1', rx: 3 });
  b += d.line(0, -232, 0, -8, { color: lit ? '#29b6f6' : '#cfd8dc', w: 8 });
  b += d.rect(-36, -4, 72, 14, { fill: '#9e9e9e', rx: 4 }) + d.rect(-16, 10, 32, 100, { fill: '#37474f', rx: 6 });
  for (let i = 0; i < 4; i++) b += d.line(-16, 28 + i * 18, 16, 28 + i * 18, { color: '#263238', w: 3 });
  b += d.rect(-8, 84, 16, 12, { fill: C.red, rx: 2, sw: 2 });
  return d.at(x, y, b, { s, r });
}

// Световой меч из полосок оргстекла и светодиодной ленты 5 В
/**
 * A pad name beside a schematic.
 * @param {number} x
 * @param {number} y
 * @param {string} t
 */
function text2(x, y, t) {
  return label(x, y, t, { size: 22, bold: true, anchor: 'start' });
}

export const card = { body: sword(250, 210, { s: 0.95, r: 40 }) + label(100, 260, '5 В', { size: 30, bold: true, color: C.blue }) };

export const steps = [
  {
    // step 1: Светодиодная лента 5 В: площадки +5V и GND, линия разреза между медными площадками
    body:
      strip(20, 130, 440) + label(60, 80, '+5V', { size: 20, bold: true, color: C.red }) + label(60, 200, 'GND', { size: 20, bold: true, color: C.blue }) +
      d.arrow(56, 88, 26, 118, { color: C.red, w: 3 }) + d.arrow(56, 182, 26, 142, { color: C.blue, w: 3 }) +
      label(260, 80, 'линия разреза', { size: 20, bold: true, color: C.darkRed }) + d.arrow(260, 88, 140, 112, { color: C.darkRed, w: 3 }) +
      label(240, 260, 'резать только здесь!', { size: 24, bold: true, color: C.darkRed }),
  },
  {
    // step 2: Кусок ленты около 10 см отрезают ножницами по линии разреза
    body: strip(20, 150, 440) + d.dim(20, 110, 260, 110, '≈ 10 см', { off: -6 }) + d.scissors(260, 190, { r: -90, s: 0.9 }),
  },
  {
    // step 3: Схема: GB1 4,5 В, выключатель SA1, светодиодная лента HL1
    ...wide(
      loop({ x1: 150, x2: 470, yT: 70, yB: 290, bat: { name: 'GB1', value: '4,5 В' }, top: [{ k: 'switch', name: 'SA1' }], right: [{ k: 'strip', name: 'HL1', value: 'лента', side: 'left' }] }) +
        text2(500, 120, '+5V') + text2(500, 250, 'GND') +
        note(360, ['в ленте много светодиодов, каждый', 'со своим резистором: + к «+5V», − к «GND»']),
      410,
    ),
  },
  {
    // step 3: Красный провод припаян к площадке +5V, чёрный к площадке GND
    body:
      strip(160, 150, 300, { s: 1 }) + d.wire([[166, 141], [100, 141], [40, 100]], { color: C.red, w: 6 }) + d.wire([[166, 159], [100, 159], [40, 200]], { color: '#222', w: 6 }) +
      label(60, 80, '+5V', { size: 20, bold: true, color: C.red }) + label(60, 234, 'GND', { size: 20, bold: true, color: C.blue }) +
      joints([166, 141], [166, 159]) + partTag(310, 110, 'HL1 лента 5 В', { size: 22 }) +
      label(320, 260, 'площадки маленькие —\nпаяй быстро', { size: 20, bold: true }),
  },
  {
    // step 4: Четыре полоски оргстекла 12 на 1,5 см, одна сторона зашкурена наждачной бумагой
    body: (() => {
      let b = '';
      for (let i = 0; i < 4; i++) b += d.rect(40, 28 + i * 42, 300, 36, { fill: i < 2 ? '#e1f5fe' : '#eceff1', rx: 2 });
      b += d.dim(40, 202, 340, 202, '12 см', { off: 16 }) + d.dim(360, 28, 360, 64, '1,5 см', { off: -50, size: 18 });
      b += d.rect(60, 236, 120, 44, { fill: '#bcaaa4', rx: 4 }) + label(240, 266, '← наждачка', { size: 20, bold: true, anchor: 'start' });
      return b + label(440, 150, 'мато-\nвые', { size: 20, bold: true });
    })(),
  },
  {
    // step 5: Полоски склеены в квадратную трубку, лента внутри на одной стенке
    body:
      d.rect(70, 80, 120, 120, { fill: '#e1f5fe', rx: 2, sw: 10, color: '#90caf9' }) + d.rect(70, 80, 120, 120, { fill: 'none', rx: 2 }) +
      d.rect(90, 176, 80, 14, { fill: '#fff59d', rx: 2, sw: 2 }) + label(130, 240, 'вид с торца', { size: 20, bold: true }) +
      label(130, 60, 'лента', { size: 20, bold: true }) + d.arrow(130, 66, 130, 172, { color: C.blue, w: 3 }) +
      d.glueGun(280, 120, { s: 0.8, r: -10 }) + d.warn(280, 260, 'горячо!'),
  },
  {
    // step 7: Красный провод ленты к красному проводу отсека, чёрный к чёрному, изолента
    body:
      d.batteryBox(120, 150, { count: 3, sw: true, wireLen: 40, s: 1 }) + partTag(120, 50, 'GB1 4,5 В, SA1', { size: 22 }) +
      d.wire([[220, 140], [260, 140]], { color: C.red }) + d.wire([[220, 160], [260, 180]], { color: '#222' }) +
      d.rect(254, 128, 34, 24, { fill: '#1e88e5', rx: 4, sw: 2 }) + d.rect(254, 168, 34, 24, { fill: '#1e88e5', rx: 4, sw: 2 }) +
      d.wire([[290, 140], [380, 140], [400, 100]], { color: C.red }) + d.wire([[290, 180], [380, 180], [400, 220]], { color: '#222' }) +
      d.rect(400, 60, 40, 200, { fill: '#e1f5fe', rx: 2 }) + label(420, 40, 'клинок', { size: 20, bold: true }) +
      label(270, 250, 'изолента', { size: 20, bold: true }) +
      label(240, 290, 'красный — к красному, чёрный — к чёрному', { size: 18, bold: true, color: C.darkRed }),
  },
  {
    // step 7: Меч включён: клинок светится по всей длине
    body: sword(240, 170, { r: 70, s: 0.9 }) + label(240, 270, 'вж-ж-жух!', { size: 28, bold: true, color: C.blue }),
  },
];
