// @ts-check
// Guide 11: Песочные часы (LED hourglass, 56 LEDs, 3 button cells).
// The card and step drawings. Their alt texts, which become the SVG <title>s, live in
// src/content/projects.ts and src/content/guides/guide-11.ts (steps in the same order);
// guides-build.mjs adds the last step, the photo for the teacher.
import * as d from '../guides-draw.mjs';

const { C, label } = d;

/**
 * Hourglass-shaped board with 28 + 28 LEDs; `top`/`bottom` = how many are lit in each half.
 * @param {number} x
 * @param {number} y
 */
export function hourglass(x, y, { s = 1, top = 20, bottom = 8, outline = true } = {}) {
  const st = 17;
  let b = '';
  if (outline) b += `<path d="M-76 -150H76L10 -6V6L76 150H-76L-10 6V-6Z" fill="${C.pcb}" stroke="${C.ink}" stroke-width="3"/>`;
  let k = 0;
  for (let row = 0; row < 7; row++) {
    const cnt = 7 - row;
    for (let i = 0; i < cnt; i++) {
      const lit = k++ >= 28 - top;
      b += d.circle((i - (cnt - 1) / 2) * st, -136 + row * st, 6, { fill: lit ? C.yellow : '#1b5e20', sw: 1.5 });
    }
  }
  k = 0;
  for (let row = 0; row < 7; row++) {
    const cnt = row + 1;
    for (let i = 0; i < cnt; i++) {
      const lit = k++ >= 28 - bottom;
      b += d.circle((i - (cnt - 1) / 2) * st, 34 + row * st, 6, { fill: lit ? C.yellow : '#1b5e20', sw: 1.5 });
    }
  }
  return d.at(x, y, b, { s });
}

/**
 * One LED footprint on the board: circle with a flat side on the minus side.
 * @param {number} x
 * @param {number} y
 */
function footprint(x, y, { r = 26 } = {}) {
  return d.path(`M${x + r * 0.6} ${y - r * 0.8}A${r} ${r} 0 1 0 ${x + r * 0.6} ${y + r * 0.8}Z`, { color: '#fff', w: 3 }) +
    d.circle(x - 9, y, 5, { fill: '#c8a951', color: '#c8a951', sw: 0 }) + d.circle(x + 9, y, 5, { fill: '#c8a951', color: '#c8a951', sw: 0 });
}

export const card = {
  // Электронные песочные часы из 56 светодиодов
  body: hourglass(240, 150, { s: 0.85 }) + d.path('M380 80A60 60 0 0 1 380 220', { color: C.blue, w: 5 }) + `<path d="M380 220l-14 -4l10 -12z" fill="${C.blue}"/>` + label(410, 270, 'переверни!', { size: 20, bold: true }),
};

export const steps = [
  {
    // step 1: Плата в форме песочных часов: 28 светодиодов сверху и 28 снизу, огоньки перетекают вниз
    body:
      hourglass(140, 150, { s: 0.85 }) +
      label(350, 70, '56 светодиодов', { size: 22, bold: true }) + label(350, 130, 'микроконтроллер\n«пересыпает»\nогоньки', { size: 18, bold: true }) +
      d.arrow(240, 110, 240, 200, { color: C.orange }),
  },
  {
    // step 2: Восемь резисторов 100 Ом: ножки согнуты, вставлены в плату по надписям R1–R8
    body: (() => {
      let b = d.pcb(30, 40, 420, 130, { id: 'pb11a' });
      for (let i = 0; i < 8; i++) b += d.resistor(70 + i * 48, 105, { ohms: 100, len: 70, s: 0.7, r: 90 }) + d.silk(70 + i * 48, 160, `R${i + 1}`, { size: 14 });
      return b + label(240, 206, '100 Ом × 8', { size: 22, bold: true }) + label(240, 236, 'коричневый · чёрный · коричневый', { size: 18, bold: true }) + label(240, 276, 'сначала низкие детали', { size: 22, bold: true, color: C.darkRed });
    })(),
  },
  {
    // step 3: Панелька для микросхемы: выемка панельки совпадает с выемкой на рисунке платы
    body:
      d.pcb(40, 40, 260, 200, { id: 'pb11b' }) + d.rect(90, 100, 160, 80, { fill: 'none', color: '#fff', sw: 3, rx: 2 }) +
      d.path('M90 128A12 12 0 0 1 90 152', { color: '#fff', w: 3 }) +
      d.chip(390, 140, { pins: 8 }) + label(390, 220, 'панелька', { size: 22, bold: true }) +
      label(240, 286, 'выемка к выемке!', { size: 24, bold: true, color: C.darkRed }) + d.arrow(320, 140, 100, 140, { color: C.orange, w: 4, curve: -40 }),
  },
  {
    // step 4: Светодиод вставлен длинной ножкой в отверстие плюс, плоский край ободка совпадает с плоской стороной рисунка
    body:
      d.pcb(30, 150, 200, 110, { id: 'pb11c', pads: false }) + footprint(130, 205) + label(100, 246, '+', { size: 24, bold: true, color: '#fff', halo: false }) +
      d.led(130, 60, { color: C.yellow, s: 0.9 }) + d.arrow(180, 70, 180, 160, { color: C.blue, w: 4 }) +
      label(350, 80, 'длинная → «+»', { size: 22, bold: true, color: C.red }) + label(350, 130, 'плоский край →\nплоская сторона', { size: 20, bold: true }) +
      label(350, 250, 'по 8 штук\nи проверяй!', { size: 22, bold: true, color: C.darkRed }),
  },
  {
    // step 5: Хорошая пайка похожа на блестящий конус; капля между соседними выводами — перемычка, её нужно убрать
    body:
      d.rect(40, 160, 180, 60, { fill: C.pcb, rx: 4 }) + d.joint(90, 152, { s: 2 }) + d.joint(170, 152, { s: 2 }) + d.ok(130, 90) +
      d.rect(260, 160, 180, 60, { fill: C.pcb, rx: 4 }) + `<path d="M286 166Q350 120 414 166Z" fill="#cfd8dc" stroke="#555" stroke-width="2"/>` + d.bad(350, 90) +
      label(130, 256, 'конус', { size: 22, bold: true }) + label(350, 256, 'перемычка', { size: 22, bold: true, color: C.darkRed }),
  },
  {
    // step 6: Электролитический конденсатор, датчик наклона и выключатель
    body:
      d.ecap(90, 150, { s: 1, text: '100 мкФ' }) + d.tilt(240, 150, { s: 1.3 }) + label(240, 60, 'датчик\nнаклона', { size: 20, bold: true }) +
      d.slideSwitch(390, 140, { s: 1.2 }) + label(390, 80, 'выключатель', { size: 20, bold: true }) +
      label(240, 270, 'полоска «−» — к минусу', { size: 22, bold: true, color: C.blue }),
  },
  {
    // step 7: Три батарейки-таблетки по 1,5 вольта дают вместе 4,5 вольта
    body:
      d.coin(110, 130, { rr: 40, text: '1,5 В' }) + d.coin(240, 130, { rr: 40, text: '1,5 В' }) + d.coin(370, 130, { rr: 40, text: '1,5 В' }) +
      label(175, 140, '+', { size: 30, bold: true }) + label(305, 140, '+', { size: 30, bold: true }) +
      label(240, 230, '3 × 1,5 В = 4,5 В', { size: 28, bold: true, color: C.darkRed }) + label(240, 272, 'LR44 — плюсом вверх', { size: 20, bold: true }),
  },
  {
    // step 8: Микросхема вставлена в панельку: выемка микросхемы совпадает с выемкой панельки
    body: d.chip(240, 120, { pins: 8, s: 2 }) + d.arrow(240, 200, 240, 250, { color: C.blue }) + label(240, 284, 'ножки ровно, нажимай плавно', { size: 20, bold: true }) +
      label(80, 70, 'выемка', { size: 20, bold: true }) + d.arrow(80, 80, 112, 112, { color: C.orange, w: 4 }),
  },
  {
    // step 9: Часы включены: огоньки пересыпаются вниз; переверни — побегут обратно
    body: hourglass(130, 150, { s: 0.85, top: 10, bottom: 18 }) + hourglass(360, 150, { s: 0.85, top: 24, bottom: 4 }) +
      d.arrow(220, 150, 270, 150, { color: C.blue }) + label(245, 120, 'переверни', { size: 18, bold: true }),
  },
];
