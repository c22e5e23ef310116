// @ts-check
// Guide 13: Колонка v2 (LM386 amplifier).
// The card and step drawings. Their alt texts, which become the SVG <title>s, live in
// src/content/projects.ts and src/content/guides/guide-13.ts (steps in the same order);
// guides-build.mjs adds the last step, the photo for the teacher.
import * as d from '../guides-draw.mjs';

const { C, label } = d;

/**
 * @param {number} x
 * @param {number} y
 */
function knob(x, y, { s = 1 } = {}) {
  return d.at(x, y, d.circle(0, 0, 22, { fill: '#37474f' }) + d.line(0, 0, 0, -16, { color: '#fff', w: 4 }), { s });
}
/**
 * @param {number} x
 * @param {number} y
 */
function phone(x, y, { s = 1 } = {}) {
  const b = d.rect(-30, -55, 60, 110, { fill: '#263238', rx: 10 }) + d.rect(-24, -44, 48, 84, { fill: '#e3f2fd', rx: 3, sw: 2 }) + label(0, 10, '♪', { size: 34, halo: false, color: C.blue });
  return d.at(x, y, b, { s });
}
/**
 * @param {number} x
 * @param {number} y
 */
function box(x, y, { s = 1, sound = false } = {}) {
  let b = d.rect(-100, -100, 200, 200, { fill: '#5c6bc0', rx: 14 }) + d.speaker(0, -16, { s: 1.1 }) + knob(60, 70, { s: 0.8 }) + d.rect(-80, 60, 26, 16, { fill: '#222', rx: 3, sw: 2 });
  if (sound) b += d.path('M116 -60A80 80 0 0 1 116 30', { color: C.orange, w: 5 }) + d.path('M134 -80A100 100 0 0 1 134 50', { color: C.orange, w: 5 });
  return d.at(x, y, b, { s });
}

// Колонка v2 на микросхеме-усилителе LM386 с регулятором громкости
export const card = { body: box(290, 150, { sound: true, s: 1.15 }) + phone(80, 150) + d.path('M80 205Q110 280 200 240', { color: '#333', w: 5 }) };

export const steps = [
  {
    // step 1: Сравнение: колонка v1 на одном транзисторе и колонка v2 на микросхеме LM386 с ручкой громкости
    body:
      d.transistor(110, 140, { s: 1.2, name: 'v1' }) + label(110, 260, '1 транзистор', { size: 20, bold: true }) +
      d.arrow(190, 130, 250, 130, { color: C.blue }) +
      d.chip(350, 120, { pins: 8, s: 1.3, text: 'LM386' }) + label(350, 40, 'v2', { size: 22, bold: true }) +
      label(350, 220, 'громче до 200 раз', { size: 20, bold: true, color: C.darkRed }) + label(350, 260, '+ ручка громкости', { size: 20, bold: true }),
  },
  {
    // step 2: Ножки LM386: выемка слева, ножка 1 у точки, счёт против часовой стрелки; 2 и 4 минус, 3 вход, 5 выход, 6 плюс
    body:
      d.chip(240, 150, { pins: 8, s: 1.6, numbers: true, text: 'LM386' }) +
      label(240, 40, '6 = плюс (+) · 5 = выход', { size: 22, bold: true, color: C.red }) +
      label(240, 276, '2 и 4 = минус (−) · 3 = вход', { size: 22, bold: true, color: C.blue }) +
      label(60, 200, 'точка =\nножка 1', { size: 18, bold: true }),
  },
  {
    // step 3: Панелька DIP-8, резистор 10 Ом и керамический конденсатор 0,047 мкФ без полярности
    body:
      d.chip(110, 130, { pins: 8, s: 1 }) + label(110, 210, 'панелька', { size: 20, bold: true }) +
      d.resistor(270, 130, { ohms: 10, len: 110, s: 1, text: '10 Ом' }) +
      d.ccap(400, 150, { s: 1.2, text: '0,047' }) + label(400, 230, 'мкФ', { size: 20, bold: true }) +
      label(240, 282, 'у керамического нет «+» и «−»', { size: 20, bold: true, color: C.darkRed }),
  },
  {
    // step 4: Электролиты: 220 мкФ плюсом к ножке 5, 100 мкФ на питание, 10 мкФ плюсом к ножке 1, минусом к ножке 8
    body:
      d.ecap(90, 150, { s: 1.2, h: 70, text: '220 мкФ' }) + d.ecap(240, 150, { s: 1.1, text: '100 мкФ' }) + d.ecap(390, 150, { s: 0.9, h: 50, text: '10 мкФ' }) +
      label(90, 266, '+ к ножке 5', { size: 18, bold: true }) + label(240, 266, '+ к плюсу', { size: 18, bold: true }) + label(390, 266, '+ к 1, − к 8', { size: 18, bold: true }),
  },
  {
    // step 5: Переменный резистор 10 кОм: крайние ножки к сигналу и минусу, средняя к ножке 3
    body:
      d.pot(240, 110, { s: 2 }) + label(240, 30, '10 кОм', { size: 24, bold: true }) +
      label(160, 260, 'сигнал', { size: 20, bold: true, color: C.green }) + label(240, 290, 'к ножке 3', { size: 20, bold: true, color: C.blue }) + label(322, 260, 'минус', { size: 20, bold: true }) +
      d.arrow(160, 240, 208, 222, { color: C.green, w: 3 }) + d.arrow(322, 240, 272, 222, { color: C.ink, w: 3 }),
  },
  {
    // step 6: Динамик 8 Ом, кабель со штекером 3,5 мм и отсек на 4 батарейки АА, 6 вольт
    body:
      d.speaker(90, 110, { s: 1 }) + label(90, 200, 'динамик 8 Ом', { size: 20, bold: true }) +
      d.batteryBox(310, 120, { count: 4, s: 0.8, sw: true, wireLen: 40 }) + label(310, 270, '4 × 1,5 В = 6 В', { size: 22, bold: true, color: C.darkRed }) +
      d.at(60, 240, d.rect(-20, -10, 60, 20, { fill: '#333', rx: 6 }) + d.rect(40, -6, 40, 12, { fill: C.metal, rx: 2 })) + label(90, 284, 'кабель 3,5 мм', { size: 20, bold: true }),
  },
  {
    // step 7: Микросхема LM386 вставляется в панельку выемкой к выемке
    body: d.chip(240, 90, { pins: 8, s: 1.6, text: 'LM386' }) + d.arrow(240, 150, 240, 190, { color: C.blue }) +
      d.rect(150, 200, 180, 60, { fill: '#333', rx: 4 }) + d.path('M150 218A12 12 0 0 1 150 242', { color: '#888', w: 3 }) +
      label(400, 240, 'выемка\nк выемке', { size: 20, bold: true, color: C.darkRed }),
  },
  {
    // step 8: Колонка в корпусе подключена к телефону; ручка громкости сначала на минимуме
    body: box(290, 150, { sound: true }) + phone(80, 150) + d.path('M80 205Q110 280 200 220', { color: '#333', w: 5 }) +
      label(240, 30, 'начинай с тихого звука', { size: 20, bold: true, color: C.darkRed }),
  },
];
