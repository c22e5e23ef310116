// @ts-check
// Guide 6: Сигнализация на обрыв (trip-wire alarm).
// The card and step drawings. Their alt texts, which become the SVG <title>s, live in
// src/content/projects.ts and src/content/guides/guide-06.ts (steps in the same order);
// guides-build.mjs adds the last step, the photo for the teacher.
import * as d from '../guides-draw.mjs';
import { alarmBoard, alarmSchematic } from './g05.mjs';

const { C, label } = d;

/**
 * @param {boolean} broken
 */
function doorway(broken, { foot = false } = {}) {
  let b = d.rect(40, 30, 40, 240, { fill: '#a1887f', rx: 2 }) + d.rect(400, 30, 40, 240, { fill: '#a1887f', rx: 2 });
  b += d.line(20, 270, 460, 270, { w: 4 });
  if (broken) b += d.path('M80 230L220 232L226 246', { color: C.copper, w: 2.5 }) + d.path('M400 230L262 232L256 250', { color: C.copper, w: 2.5 });
  else b += d.line(80, 230, 400, 230, { color: C.copper, w: 2.5 });
  b += d.circle(80, 230, 6, { fill: '#ffd54f' }) + d.circle(400, 230, 6, { fill: '#ffd54f' });
  if (foot) b += `<path d="M200 190L260 190L270 240Q266 252 250 252H190Q180 250 186 238Z" fill="#5d4037" stroke="${C.ink}" stroke-width="3"/>`;
  return b;
}

/**
 * @param {number} x
 * @param {number} y
 */
function board(x, y, { lit = false } = {}) {
  let b = d.pcb(x, y, 200, 130, { id: 'pb6' });
  b += d.transistor(x + 46, y + 84, { s: 0.8, pinLabels: false, legs: 20, name: '' });
  b += d.resistor(x + 120, y + 34, { ohms: 10000, len: 90, s: 0.7 });
  b += d.buzzer(x + 160, y + 90, { s: 0.6, sound: lit });
  b += d.led(x + 100, y + 100, { color: C.red, legs: false, s: 0.7, lit });
  return b;
}

export const card = {
  // Сигнализация на обрыв: растяжка в дверном проёме
  body: doorway(true, { foot: true }) + board(140, 40, { lit: true }),
};

export const steps = [
  {
    // step 1: Тонкая проволока натянута поперёк двери; нога рвёт её, и включается тревога
    body: doorway(true, { foot: true }) + label(240, 80, 'обрыв = тревога!', { size: 26, bold: true, color: C.darkRed }) +
      label(240, 120, 'тонкая проволока', { size: 20, bold: true }),
  },
  {
    // step 2: Схема: как у сигнализации на герконе, но вместо геркона растяжка, и добавлен светодиод с резистором 220 Ом
    ...alarmSchematic({ withLed: true }),
  },
  {
    // step 3: Светодиод с резистором 220 Ом и расчёт тока около 10 мА
    body:
      d.led(120, 120, { color: C.red, s: 1.3 }) +
      d.resistor(300, 110, { ohms: 220, len: 200, s: 1.3, text: '220 Ом' }) +
      label(240, 250, '(4,5 − 2 − 0,2) В : 220 Ом ≈ 0,01 А', { size: 20, bold: true, color: C.darkRed }) +
      label(300, 190, 'красный · красный ·\nкоричневый', { size: 20, bold: true }),
  },
  {
    // step 4: Транзистор BC547 и резистор 10 кОм от плюса к базе
    body:
      d.transistor(150, 160, { s: 1.6, name: 'BC547' }) +
      d.resistor(340, 110, { ohms: 10000, len: 180, s: 1.2, text: '10 кОм' }) +
      label(340, 190, 'от плюса\nк базе (Б)', { size: 22, bold: true }) +
      d.arrow(270, 160, 165, 228, { color: C.green, w: 4, curve: 30 }),
  },
  {
    // step 5: Монтажная плата сверху: VT1, R1, R2, HL1, HA1, дорожки снизу, провода к отсеку
    ...alarmBoard({ led: true }),
  },
  {
    // step 6: Растяжка на длинных проводах: к базе и к минусу
    ...alarmBoard({ led: true, reed: true }),
  },
  {
    // step 7: Проверка: растяжка оборвана, пищалка пищит и светодиод горит
    body: doorway(true) + board(140, 40, { lit: true }) + label(240, 210, 'би-и-ип!', { size: 28, bold: true, color: C.darkRed }),
  },
  {
    // step 8: Ремонт растяжки: концы снова скручены, и сигнализация замолкла
    body:
      d.path('M40 150H200', { color: C.copper, w: 4 }) + d.path('M280 150H440', { color: C.copper, w: 4 }) +
      d.path('M200 150q10 -20 20 0t20 0t20 0t20 0', { color: C.copper, w: 4 }) +
      label(240, 100, 'скрути концы', { size: 24, bold: true }) +
      d.ok(240, 220) + label(240, 280, 'тишина — охрана включена', { size: 22, bold: true, color: C.green }),
  },
];
