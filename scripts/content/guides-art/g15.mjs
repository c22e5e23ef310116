// @ts-check
// Guide 15: Колесо-крикун (sound-driven LED fortune wheel: mic, transistor, counter chip, 10 LEDs).
// The card and step drawings. Their alt texts, which become the SVG <title>s, live in
// src/content/projects.ts and src/content/guides/guide-15.ts (steps in the same order);
// guides-build.mjs adds the last step, the photo for the teacher.
import * as d from '../guides-draw.mjs';

const { C, label } = d;
const COLORS = [C.red, C.orange, C.yellow, C.green, C.blue, C.violet, C.pink, C.red, C.green, C.blue];

/**
 * @param {number} x
 * @param {number} y
 * @param {string} color
 * @param {boolean} lit
 */
function ledTop(x, y, color, lit) {
  let b = '';
  if (lit) {
    b += `<circle cx="${x}" cy="${y}" r="24" fill="${color}" opacity="0.45"/>`;
    for (let i = 0; i < 8; i++) {
      const a = (i * Math.PI) / 4;
      b += d.line(x + Math.cos(a) * 16, y + Math.sin(a) * 16, x + Math.cos(a) * 28, y + Math.sin(a) * 28, { color: C.orange, w: 3 });
    }
  }
  b += d.circle(x, y, 11, { fill: color, sw: 2.5 }) + d.circle(x - 3, y - 3, 3, { fill: '#fff', sw: 0, color: '#fff' });
  return b;
}

/**
 * Top view of the toy: cardboard disc, sectors, 10 LEDs in a ring, round PCB in the middle.
 * @param {number} x
 * @param {number} y
 */
export function wheel(x, y, { r = 120, lit = 2, board = true } = {}) {
  let b = d.circle(0, 0, r, { fill: C.card });
  for (let i = 0; i < 10; i++) {
    const a1 = (i / 10) * Math.PI * 2 - Math.PI / 2 - Math.PI / 10;
    const a2 = a1 + Math.PI / 5;
    const p = (/** @type {number} */ a, /** @type {number} */ rr) => `${(Math.cos(a) * rr).toFixed(1)} ${(Math.sin(a) * rr).toFixed(1)}`;
    b += `<path d="M${p(a1, r * 0.62)}L${p(a1, r)}A${r} ${r} 0 0 1 ${p(a2, r)}L${p(a2, r * 0.62)}Z" fill="${COLORS[i]}" fill-opacity="0.25" stroke="${C.ink}" stroke-width="1.5"/>`;
  }
  if (board) b += d.circle(0, 0, r * 0.62, { fill: C.pcb });
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2 - Math.PI / 2;
    b += ledTop(Math.cos(a) * r * 0.5, Math.sin(a) * r * 0.5, COLORS[i] ?? C.red, i === lit);
  }
  if (board) b += d.rect(-22, -12, 44, 24, { fill: '#2b2b2b', rx: 2, sw: 2 }) + d.circle(0, 26, 9, { fill: C.metal, sw: 2 });
  b += d.circle(0, 0, r, { fill: 'none', sw: 3.5 });
  return d.at(x, y, b);
}

/**
 * @param {number} x
 * @param {number} y
 */
function shout(x, y) {
  return label(x, y, 'А-А-А!', { size: 30, bold: true, color: C.darkRed }) + d.path(`M${x - 60} ${y + 14}q-10 10 0 20M${x - 72} ${y + 6}q-16 18 0 36`, { color: C.orange, w: 4 });
}

// Колесо-крикун: светодиоды бегут по кругу от громкого звука
export const card = { body: wheel(180, 150, { r: 125 }) + shout(400, 110) + d.mic(400, 190, { s: 0.9, marks: false }) };

export const steps = [
  {
    // step 1: Как работает: микрофон слышит звук, транзистор усиливает, микросхема переключает огонёк на следующий светодиод
    body:
      d.mic(60, 110, { s: 0.8, marks: false }) + label(55, 200, 'микрофон', { size: 16, bold: true }) +
      d.arrow(96, 110, 128, 110, { color: C.ink, w: 3 }) + d.transistor(170, 130, { s: 0.8, pinLabels: false, name: '' }) + label(170, 200, 'транзистор', { size: 16, bold: true }) +
      d.arrow(206, 110, 238, 110, { color: C.ink, w: 3 }) + d.chip(300, 110, { pins: 16, s: 0.55 }) + label(300, 200, 'микросхема', { size: 16, bold: true }) +
      d.arrow(362, 110, 386, 110, { color: C.ink, w: 3 }) + d.circle(430, 110, 44, { fill: C.card }) + Array.from({ length: 10 }, (_, i) => d.circle(430 + Math.cos((i * Math.PI) / 5) * 30, 110 + Math.sin((i * Math.PI) / 5) * 30, 6, { fill: i === 0 ? C.yellow : COLORS[i], sw: 2 })).join('') +
      label(240, 270, 'каждый громкий звук = шаг огонька', { size: 20, bold: true, color: C.darkRed }),
  },
  {
    // step 2: Четыре резистора на местах R1–R4 печатной платы
    body: (() => {
      let b = d.pcb(40, 40, 400, 140, { id: 'pb15a' });
      for (let i = 0; i < 4; i++) b += d.resistor(100 + i * 90, 100, { ohms: [10000, 1000000, 10000, 100][i], len: 80, s: 0.8, r: 90 }) + d.silk(100 + i * 90, 168, `R${i + 1}`, { size: 16 });
      return b + label(240, 230, 'номинал — по полоскам и списку', { size: 20, bold: true }) + label(240, 270, 'ножки согни и откуси лишнее', { size: 20, bold: true });
    })(),
  },
  {
    // step 3: Транзистор ставится плоской стороной так же, как нарисовано на плате
    body: d.transistor(140, 170, { s: 1.6, name: '', pinLabels: false }) +
      d.rect(300, 80, 120, 100, { fill: C.pcb, rx: 8 }) + d.path('M330 110H390V146Q360 160 330 146Z', { color: '#fff', w: 3 }) +
      label(360, 220, 'плоская сторона\nкак на рисунке', { size: 20, bold: true }),
  },
  {
    // step 4: Два электролитических конденсатора: длинная ножка в отверстие плюс
    body: d.ecap(150, 160, { s: 1.2 }) + d.ecap(300, 160, { s: 1 }) + label(240, 60, 'электролиты × 2', { size: 24, bold: true }) +
      label(240, 280, 'полоска «−» — к минусу', { size: 22, bold: true, color: C.blue }),
  },
  {
    // step 5: Микросхема с выемкой: выемка совпадает с рисунком на плате
    body: d.chip(240, 120, { pins: 16, s: 1.2 }) + label(240, 220, 'выемка — как на плате', { size: 22, bold: true }) +
      label(240, 266, '≤ 3 секунд на ножку', { size: 22, bold: true, color: C.darkRed }) + d.arrow(90, 60, 120, 104, { color: C.orange, w: 4 }),
  },
  {
    // step 6: Десять разноцветных светодиодов по кругу, длинная ножка в отверстие плюс
    body: wheel(150, 150, { r: 120, lit: -1 }) + d.led(370, 130, { color: C.violet }) + label(370, 260, 'длинная → «+»', { size: 22, bold: true, color: C.red }),
  },
  {
    // step 7: Микрофон: ножка, соединённая с корпусом, — минус
    body: d.mic(150, 110, { s: 1.8 }) + label(340, 110, 'ножка\nс дорожкой\nк корпусу = −', { size: 22, bold: true, color: C.blue }),
  },
  {
    // step 8: Держатель для батарейки-таблетки, выключатель и батарейка 3 вольта
    body: d.coinHolder(95, 130, { s: 1.1 }) + label(95, 230, 'держатель', { size: 18, bold: true }) +
      d.slideSwitch(255, 130, { s: 1.2 }) + label(255, 230, 'выключатель', { size: 18, bold: true }) +
      d.coin(400, 130, { rr: 42 }) + label(400, 230, '3 В', { size: 22, bold: true }) + label(240, 280, '«+» батарейки — вверх', { size: 20, bold: true, color: C.red }),
  },
  {
    // step 9: Картонное колесо с секторами и призами, плата приклеена в центре
    body: wheel(180, 150, { r: 125, lit: -1 }) + d.warn(350, 60, 'горячо!') +
      label(400, 200, 'подпиши\nпризы', { size: 22, bold: true }),
  },
  {
    // step 10: Проверка: громкий крик, и огонёк бежит по кругу
    body: wheel(180, 150, { r: 125, lit: 6 }) + shout(400, 110) + d.arrow(300, 220, 230, 280, { color: C.blue, w: 4, curve: -20 }),
  },
];
