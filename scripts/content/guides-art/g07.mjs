// @ts-check
// Guide 7: Шахтёрский факел (Minecraft-style torch).
// The card and step drawings. Their alt texts, which become the SVG <title>s, live in
// src/content/projects.ts and src/content/guides/guide-07.ts (steps in the same order);
// guides-build.mjs adds the last step, the photo for the teacher.
import * as d from '../guides-draw.mjs';
import { rails } from '../schematic-symbols.mjs';
import { note, wide } from '../guides-schematic.mjs';
import { joints, partTag } from '../guides-wiring.mjs';

const { C, label } = d;
const PIX = ['#fff176', '#ffca28', '#ff9800', '#fff59d'];

/**
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {number} cell
 * @param {readonly string[]} colors
 */
function pixels(x, y, w, h, cell, colors) {
  let b = '';
  let k = 0;
  for (let j = 0; j < h / cell; j++) {
    for (let i = 0; i < w / cell; i++) {
      b += `<rect x="${x + i * cell}" y="${y + j * cell}" width="${cell}" height="${cell}" fill="${colors[(i * 3 + j * 5 + k++) % colors.length]}"/>`;
    }
  }
  return b + d.rect(x, y, w, h, { fill: 'none', rx: 0 });
}

/**
 * @param {number} x
 * @param {number} y
 */
function torch(x, y, { s = 1, lit = true, base = true, flame = true } = {}) {
  let b = '';
  if (lit) b += `<circle cx="0" cy="-150" r="70" fill="#ffeb3b" opacity="0.3"/>`;
  b += pixels(-16, -130, 32, 150, 16, ['#8d6e63', '#6d4c41', '#795548']);
  if (flame) b += pixels(-20, -170, 40, 40, 10, lit ? PIX : ['#bdbdbd', '#e0e0e0']);
  if (base) b += d.rect(-60, 20, 120, 44, { fill: '#455a64', rx: 6 }) + d.rect(-10, 30, 20, 12, { fill: '#fff', rx: 2, sw: 2 });
  return d.at(x, y, b, { s });
}

// Шахтёрский факел в стиле Minecraft со светодиодами
export const card = { body: torch(240, 230) };

export const steps = [
  {
    // step 1: Выкройка ручки: четыре полоски картона 2 на 14 см складываются в квадратную палочку
    body: (() => {
      let b = '';
      for (let i = 0; i < 4; i++) b += d.rect(40 + i * 44, 40, 40, 220, { fill: C.card, rx: 1 });
      b += d.dim(40, 276, 80, 276, '2 см', { off: 14, size: 18 });
      b += d.dim(230, 40, 230, 260, '14 см', { off: -44 });
      b += d.arrow(320, 200, 370, 200, { color: C.blue });
      b += torch(400, 250, { lit: false, base: false, flame: false, s: 1 });
      return b + label(400, 290, 'палочка', { size: 20, bold: true });
    })(),
  },
  {
    // step 2: Кубик-огонёк из кальки: развёртка из шести квадратов с жёлтыми и оранжевыми пикселями
    body: (() => {
      const c = 50;
      /** @type {[number, number][]} */
      const cells = [[1, 0], [0, 1], [1, 1], [2, 1], [3, 1], [1, 2]];
      let b = '';
      for (const [i, j] of cells) b += pixels(40 + i * c, 50 + j * c, c, c, 12.5, PIX);
      b += d.dim(40, 218, 90, 218, '2,5 см', { off: 16, size: 18 });
      b += d.arrow(270, 130, 320, 130, { color: C.blue });
      b += pixels(350, 90, 80, 80, 20, PIX);
      return b + label(390, 210, 'кубик', { size: 22, bold: true }) + label(240, 280, 'не заклеивай низ!', { size: 22, bold: true, color: C.darkRed });
    })(),
  },
  {
    // step 3: Схема: GB1 3 В с выключателем SA1, две ветки R1+HL1 и R2+HL2 параллельно
    ...wide(
      rails({
        xL: 110,
        yT: 90,
        yB: 330,
        bat: { name: 'GB1', value: '3 В' },
        top: [{ k: 'switch', name: 'SA1', side: 'above' }],
        cols: [
          { x: 360, parts: [{ k: 'resistor', name: 'R1', value: '47 Ом', side: 'left' }, { k: 'led', name: 'HL1', side: 'left' }] },
          { x: 540, parts: [{ k: 'resistor', name: 'R2', value: '47 Ом', side: 'left' }, { k: 'led', name: 'HL2', side: 'left' }] },
        ],
      }) + note(390, ['у каждого светодиода свой резистор;', 'SA1 — выключатель на отсеке']),
      440,
    ),
  },
  {
    // step 3: К длинной ножке каждого жёлтого светодиода припаян свой резистор 47 Ом
    body:
      d.led(110, 100, { color: C.yellow, s: 1 }) + d.resistor(102, 205, { ohms: 47, r: 90, len: 80 }) +
      d.led(230, 100, { color: C.yellow, s: 1 }) + d.resistor(222, 205, { ohms: 47, r: 90, len: 80 }) +
      joints([102, 167], [222, 167]) + partTag(110, 30, 'HL1', { size: 22 }) + partTag(230, 30, 'HL2', { size: 22 }) +
      partTag(70, 210, 'R1', { size: 22 }) + partTag(190, 210, 'R2', { size: 22 }) +
      label(360, 80, '47 Ом', { size: 26, bold: true }) +
      label(360, 130, 'у каждого\nсвой!', { size: 22, bold: true, color: C.darkRed }) +
      label(240, 284, '(3 − 2,1) В : 47 Ом ≈ 0,02 А', { size: 20, bold: true }),
  },
  {
    // step 4: Соединение: свободные концы резисторов к красному проводу, короткие ножки к чёрному проводу
    body:
      d.led(150, 110, { color: C.yellow }) + d.resistor(142, 214, { ohms: 47, r: 90, len: 80 }) +
      `<g transform="translate(270 110) scale(-1 1)">${d.led(0, 0, { color: C.yellow, marks: false })}</g>` + d.resistor(278, 214, { ohms: 47, r: 90, len: 80 }) +
      label(300, 170, '+', { size: 26, color: C.red, bold: true }) +
      d.wire([[142, 254], [142, 266], [278, 266], [278, 254]], { color: C.red, ends: false }) + d.wire([[210, 266], [210, 288], [440, 288]], { color: C.red }) +
      d.wire([[158, 154], [262, 154]], { color: '#222', ends: false }) + d.wire([[210, 154], [210, 30], [440, 30]], { color: '#222' }) +
      joints([142, 254], [278, 254], [158, 154], [262, 154], [210, 266], [210, 154]) +
      partTag(150, 40, 'HL1', { size: 22 }) + partTag(300, 112, 'HL2', { size: 22, anchor: 'start' }) + partTag(112, 220, 'R1', { size: 22 }) + partTag(310, 220, 'R2', { size: 22 }) +
      label(400, 64, 'к минусу', { size: 20, bold: true }) + label(400, 274, 'к плюсу', { size: 20, bold: true, color: C.red }),
  },
  {
    // step 5: Провода из палочки спаяны с проводами отсека: красный с красным, чёрный с чёрным, изолента
    body:
      d.rect(40, 40, 40, 200, { fill: C.card, rx: 1 }) + label(60, 270, 'палочка', { size: 20, bold: true }) +
      d.wire([[52, 60], [52, 110], [200, 110]], { color: C.red }) + d.wire([[68, 60], [68, 170], [200, 170]], { color: '#222' }) +
      d.wire([[380, 110], [230, 110]], { color: C.red }) + d.wire([[380, 170], [230, 170]], { color: '#222' }) +
      d.rect(196, 98, 38, 24, { fill: '#1e88e5', rx: 4, sw: 2 }) + d.rect(196, 158, 38, 24, { fill: '#1e88e5', rx: 4, sw: 2 }) +
      d.batteryBox(400, 140, { count: 2, s: 0.7, sw: true, wireLen: 0 }).replace('', '') +
      partTag(400, 60, 'GB1, SA1', { size: 22 }) +
      label(215, 220, 'пайка + изолента', { size: 20, bold: true }) +
      label(240, 286, 'красный с красным, чёрный с чёрным', { size: 20, bold: true, color: C.darkRed }),
  },
  {
    // step 6: Проверка: оба жёлтых светодиода горят
    body:
      d.led(170, 150, { color: C.yellow, lit: true }) + d.led(310, 150, { color: C.yellow, lit: true }) +
      label(240, 270, 'горят оба?', { size: 26, bold: true }) + d.ok(360, 262),
  },
  {
    // step 7: Светодиоды спрятаны в кубике-огоньке, палочка приклеена к отсеку-подставке
    body: torch(170, 220, { s: 0.95 }) + d.glueGun(330, 100, { s: 0.8, r: -20 }) + d.warn(300, 240, 'горячо!'),
  },
];
