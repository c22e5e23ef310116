// @ts-check
// Guide 5: Сигнализация на герконе (reed-switch door alarm).
// The card and step drawings. Their alt texts, which become the SVG <title>s, live in
// src/content/projects.ts and src/content/guides/guide-05.ts (steps in the same order);
// guides-build.mjs adds the last step, the photo for the teacher.
import * as d from '../guides-draw.mjs';
import { soldering } from '../guides-common.mjs';

const { C, label } = d;

/** Schematic of the transistor alarm; the sensor keeps the base at minus until it opens. */
export function alarmSchematic({ sensor = 'геркон', withLed = false } = {}) {
  let b = d.sBat(60, 150, '4,5 В');
  b += d.sLine([[60, 144], [60, 40], withLed ? [420, 40] : [340, 40]]);
  b += d.sRes(200, 90, '10 кОм', { v: true, side: -1 }) + d.sLine([[200, 40], [200, 66]]) + d.sDot(200, 40);
  b += d.sLine([[200, 114], [200, 176], [304, 176]]) + d.sDot(200, 176);
  b += d.sNpn(330, 176);
  b += d.sBuzzer(340, 90) + d.sLine([[340, 40], [340, 74]]) + d.sLine([[340, 106], [340, 142]]);
  b += d.sLine([[340, 210], [340, 264]]);
  b += d.at(200, 222, d.sSwitch(0, 0), { r: 90 }) + d.sLine([[200, 176], [200, 200]]) + d.sLine([[200, 244], [200, 264]]);
  b += d.sLine([[60, 156], [60, 264], [340, 264]]);
  b += label(186, 228, sensor, { size: 20, bold: true, anchor: 'end', color: C.darkRed });
  b += withLed ? label(318, 98, 'зуммер', { size: 18, bold: true, anchor: 'end' }) : label(382, 96, 'зуммер', { size: 18, bold: true, anchor: 'start' });
  b += label(372, 240, 'BC547', { size: 18, bold: true, anchor: 'start' });
  if (withLed) {
    b += d.sRes(420, 74, '', { v: true }) + label(420, 28, '220 Ом', { size: 18, bold: true }) + d.sLine([[420, 40], [420, 50]]) + d.sDot(340, 40);
    b += d.sLed(420, 116, { color: C.red }) + d.sLine([[420, 98], [420, 106]]) + d.sLine([[420, 128], [420, 132], [340, 132]]) + d.sDot(340, 132);
  }
  return b;
}

/**
 * Door frame with the sensor on the frame and the magnet on the door.
 * @param {boolean} open
 */
function door(open) {
  let b = d.rect(60, 30, 220, 250, { fill: '#a1887f', rx: 2 });
  b += d.rect(80, 50, 180, 230, { fill: '#fff8e1', rx: 0 });
  if (open) b += `<path d="M80 50L180 80V270L80 280Z" fill="#8d6e63" stroke="${C.ink}" stroke-width="3"/>` + d.circle(165, 170, 6, { fill: '#ffd54f' });
  else b += d.rect(80, 50, 180, 230, { fill: '#8d6e63', rx: 0 }) + d.circle(240, 170, 6, { fill: '#ffd54f' });
  b += d.at(270, 120, d.reed(0, 0, { s: 0.35 }), { r: 90 });
  b += open ? d.magnet(178, 120, { s: 0.4, r: 90 }) : d.magnet(252, 120, { s: 0.4, r: 90 });
  return b;
}

/**
 * @param {number} x
 * @param {number} y
 */
function board(x, y) {
  let b = d.pcb(x, y, 200, 130, { id: 'pb5' });
  b += d.transistor(x + 60, y + 80, { s: 0.8, pinLabels: false, legs: 20, name: '' });
  b += d.resistor(x + 140, y + 40, { ohms: 10000, len: 90, s: 0.8 });
  b += d.buzzer(x + 140, y + 92, { s: 0.7 });
  return b;
}

export const card = {
  // Сигнализация на герконе: дверь открылась — пищалка пищит
  body: door(true) + d.buzzer(390, 120, { s: 1.4, sound: true }) + label(380, 240, 'Тревога!', { size: 28, bold: true, color: C.darkRed }),
};

export const steps = [
  {
    // step 1: Геркон: без магнита контакты разомкнуты, с магнитом ближе 3 см замкнуты
    body:
      d.reed(150, 70, { s: 1.2 }) + label(150, 130, 'без магнита: разомкнут', { size: 20, bold: true }) +
      d.reed(150, 200, { s: 1.2, closed: true }) + d.magnet(150, 250, { s: 0.9 }) +
      label(380, 200, 'магнит рядом:\nзамкнут', { size: 20, bold: true, color: C.green }) +
      label(380, 60, 'стекло —\nне сгибай\nу корпуса!', { size: 20, bold: true, color: C.darkRed }),
  },
  {
    // step 2: Схема сигнализации: резистор 10 кОм к базе транзистора, геркон от базы к минусу, зуммер в цепи коллектора
    body: alarmSchematic({ sensor: 'геркон' }),
  },
  {
    // step 3: Транзистор BC547 плоской стороной к себе, ножки вниз: слева коллектор, в середине база, справа эмиттер
    body:
      d.transistor(120, 170, { s: 1.8, name: '' }) + label(120, 40, 'BC547', { size: 26, bold: true }) +
      label(330, 90, 'К — коллектор', { size: 22, bold: true, color: C.red }) +
      label(330, 140, 'Б — база', { size: 22, bold: true, color: C.green }) +
      label(330, 190, 'Э — эмиттер', { size: 22, bold: true, color: C.blue }) +
      label(330, 250, 'плоской стороной\nк себе', { size: 20, bold: true }),
  },
  {
    // step 4: Резистор 10 кОм: полоски коричневая, чёрная, оранжевая, золотая
    body:
      d.resistor(240, 110, { ohms: 10000, len: 230, s: 1.8 }) +
      label(240, 50, '10 кОм', { size: 30, bold: true }) +
      label(240, 200, 'коричневый 1 · чёрный 0', { size: 22, bold: true }) +
      label(240, 236, 'оранжевый ×1000', { size: 22, bold: true, color: C.orange }) +
      label(240, 276, '1 0 × 1000 = 10 000 Ом', { size: 22, bold: true, color: C.darkRed }),
  },
  {
    // step 5: Плата: транзистор, резистор 10 кОм и зуммер припаяны, провода к батарейному отсеку
    body:
      board(200, 60) + d.batteryBox(90, 150, { count: 3, s: 0.8, wireLen: 30 }) +
      d.wire([[162, 142], [220, 142]], { color: C.red, w: 5, ends: false }) + d.wire([[162, 158], [220, 158], [220, 180]], { color: '#222', w: 5, ends: false }) +
      soldering(300, 230, { s: 1 }) + label(300, 40, 'плата', { size: 20, bold: true }) +
      label(100, 280, '3 × 1,5 В = 4,5 В', { size: 20, bold: true }),
  },
  {
    // step 6: Геркон на двух длинных проводах: один к базе транзистора, другой к минусу
    body:
      board(40, 60) + d.wire([[240, 120], [300, 120], [300, 200], [330, 200]], { color: C.green, w: 5 }) +
      d.wire([[240, 170], [280, 170], [280, 240], [440, 240], [440, 200], [422, 200]], { color: '#222', w: 5 }) +
      d.reed(376, 200, { s: 0.55 }) +
      label(380, 160, 'геркон', { size: 22, bold: true }) +
      label(100, 240, 'к базе', { size: 20, bold: true, color: C.green }) + label(100, 270, 'к минусу', { size: 20, bold: true }),
  },
  {
    // step 7: Проверка дальности: магнит на 1, 2 и 3 см замыкает геркон, на 4 см уже нет
    body: (() => {
      let b = d.reed(240, 70, { s: 1.3 }) + d.ruler(120, 100, { cm: 4, px: 60 });
      [1, 2, 3].forEach((cm) => {
        b += d.ok(120 + cm * 60, 180, { r: 16 });
      });
      b += d.bad(360, 180, { r: 16 }) + d.magnet(240, 240, { s: 0.9 });
      return b + label(120, 280, 'до 3 см', { size: 24, bold: true, color: C.green });
    })(),
  },
  {
    // step 8: Геркон на дверной коробке, магнит на двери напротив; дверь открыли — звучит тревога
    body: door(false) + label(320, 60, 'зазор\nне больше\n3 см', { size: 20, bold: true, anchor: 'start' }) +
      d.buzzer(390, 220, { s: 1, sound: false }) + label(390, 290, 'тишина', { size: 20, bold: true }),
  },
];
