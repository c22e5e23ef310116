// @ts-check
// Guide 8: Колонка v1 (one-transistor emitter-follower speaker booster).
// The card and step drawings. Their alt texts, which become the SVG <title>s, live in
// src/content/projects.ts and src/content/guides/guide-08.ts (steps in the same order);
// guides-build.mjs adds the last step, the photo for the teacher.
import * as d from '../guides-draw.mjs';
import { soldering } from '../guides-common.mjs';

const { C, label } = d;

/**
 * @param {number} x
 * @param {number} y
 */
function sSpeaker(x, y) {
  return d.rect(x - 10, y - 12, 12, 24, { fill: '#fff', rx: 1 }) + `<path d="M${x + 2} ${y - 12}L${x + 18} ${y - 24}V${y + 24}L${x + 2} ${y + 12}Z" fill="#fff" stroke="${C.ink}" stroke-width="3"/>`;
}
/**
 * @param {number} x
 * @param {number} y
 */
function plug(x, y, { s = 1 } = {}) {
  const b = d.rect(-60, -10, 60, 20, { fill: '#333', rx: 6 }) + d.rect(0, -6, 40, 12, { fill: C.metal, rx: 2 }) +
    d.line(14, -6, 14, 6, { w: 2 }) + d.line(26, -6, 26, 6, { w: 2 }) + `<path d="M40 -6L50 0L40 6Z" fill="${C.metal}" stroke="${C.ink}" stroke-width="2"/>`;
  return d.at(x, y, b, { s });
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
function boxSpeaker(x, y, { s = 1, sound = false } = {}) {
  let b = d.rect(-90, -80, 180, 160, { fill: C.card, rx: 10 });
  for (let i = -2; i <= 2; i++) for (let j = -2; j <= 2; j++) if (i * i + j * j <= 5) b += d.circle(i * 18, j * 18 - 6, 5, { fill: '#5d4037', sw: 0, color: '#5d4037' });
  b += d.rect(-70, 56, 24, 14, { fill: '#555', rx: 3, sw: 2 });
  if (sound) b += d.path('M104 -40A60 60 0 0 1 104 30', { color: C.orange, w: 5 }) + d.path('M122 -56A80 80 0 0 1 122 46', { color: C.orange, w: 5 });
  return d.at(x, y, b, { s });
}

export const card = {
  // Колонка v1: картонная колонка с усилителем на одном транзисторе
  body: boxSpeaker(270, 150, { sound: true }) + phone(80, 150) + d.path('M80 205Q100 270 190 210', { color: '#333', w: 5 }),
};

export const steps = [
  {
    // step 1: Схема: сигнал от телефона через конденсатор 1 мкФ идёт на базу, резистор 5 кОм от плюса к базе, коллектор к плюсу, динамик от эмиттера к минусу
    body:
      plug(60, 150, { s: 0.7 }) + label(40, 120, 'телефон', { size: 18, bold: true }) +
      d.sLine([[95, 150], [164, 150]]) + d.line(164, 136, 164, 164, { w: 4 }) + `<rect x="172" y="136" width="6" height="28" fill="${C.ink}"/>` +
      label(182, 130, '+', { size: 16, color: C.red, bold: true }) + d.sLine([[178, 150], [294, 150]]) +
      label(170, 190, '1 мкФ', { size: 18, bold: true }) + label(158, 132, '−', { size: 16, color: C.blue, bold: true }) +
      d.sRes(240, 90, '5 кОм', { v: true, side: -1 }) + d.sLine([[240, 40], [240, 66]]) + d.sLine([[240, 114], [240, 150]]) + d.sDot(240, 150) +
      d.sNpn(320, 150) + d.sLine([[330, 116], [330, 40]]) + d.sDot(330, 40) +
      d.sLine([[240, 40], [440, 40], [440, 144]]) + d.sBat(440, 150, '') + label(430, 190, '3 В', { size: 18, bold: true, anchor: 'end' }) +
      d.sLine([[330, 184], [330, 208]]) + sSpeaker(336, 220) + d.sLine([[330, 232], [330, 262]]) + label(366, 228, '8 Ом', { size: 18, bold: true, anchor: 'start' }) +
      d.sLine([[40, 160], [40, 262], [440, 262], [440, 156]]) + d.sDot(330, 262) +
      label(250, 290, 'BC337', { size: 18, bold: true }),
  },
  {
    // step 2: Транзистор BC337 плоской стороной к себе: коллектор, база, эмиттер — как у BC547, но сильнее
    body:
      d.transistor(130, 170, { s: 1.8, name: '' }) + label(130, 40, 'BC337', { size: 26, bold: true }) +
      label(340, 90, 'К Б Э —\nкак у BC547', { size: 22, bold: true }) +
      label(340, 190, 'выдерживает\nдо 0,8 А', { size: 22, bold: true, color: C.darkRed }),
  },
  {
    // step 3: Резистор 5 кОм: полоски зелёная, коричневая, красная (5,1 кОм)
    body:
      d.resistor(240, 110, { ohms: 5100, len: 230, s: 1.8 }) + label(240, 50, '5 кОм (5,1 кОм)', { size: 28, bold: true }) +
      label(240, 200, 'зелёный 5 · коричневый 1', { size: 22, bold: true }) + label(240, 240, 'красный ×100 = 5100 Ом', { size: 22, bold: true, color: C.darkRed }),
  },
  {
    // step 4: Электролитический конденсатор 1 мкФ: плюс к базе транзистора, сторона с полоской к телефону
    body:
      d.ecap(140, 170, { s: 1.5 }) + label(140, 50, '1 мкФ', { size: 26, bold: true }) +
      label(340, 110, '+ → к базе', { size: 24, bold: true, color: C.red }) + label(340, 170, 'полоска − →\nк телефону', { size: 24, bold: true, color: C.blue }),
  },
  {
    // step 5: Кабель со штекером 3,5 мм: внутри провод канала и общий провод (оплётка)
    body:
      plug(200, 80, { s: 1.6 }) +
      d.wire([[200, 150], [330, 150]], { color: '#333', w: 22, ends: false }) +
      d.wire([[330, 140], [420, 110]], { color: C.red, w: 6 }) + d.wire([[330, 150], [420, 150]], { color: '#eee', w: 6 }) +
      d.path('M330 160Q380 190 420 200', { color: '#9e9e9e', w: 5 }) +
      label(430, 100, 'канал', { size: 20, bold: true, anchor: 'end' }) + label(420, 240, 'общий (−)', { size: 20, bold: true, anchor: 'end' }) +
      label(160, 240, 'используем один\nканал и общий', { size: 20, bold: true }),
  },
  {
    // step 6: Детали на монтажной плате, провода к динамику, отсеку и кабелю
    body:
      d.pcb(140, 60, 200, 140, { id: 'pb8' }) + d.transistor(200, 150, { s: 0.8, pinLabels: false, legs: 16, name: '' }) +
      d.resistor(280, 100, { ohms: 5100, len: 80, s: 0.7 }) + d.ecap(290, 170, { s: 0.6, marks: false }) +
      d.speaker(420, 130, { s: 0.6 }) + d.wire([[340, 120], [390, 120]], { color: C.red, w: 5 }) + d.wire([[340, 150], [390, 150]], { color: '#222', w: 5 }) +
      d.batteryBox(70, 250, { count: 2, s: 0.5, wireLen: 40 }) + d.wire([[120, 245], [160, 245], [160, 200]], { color: C.red, w: 5, ends: false }) +
      d.wire([[120, 255], [180, 255], [180, 200]], { color: '#222', w: 5, ends: false }) +
      plug(60, 90, { s: 0.6 }) + d.wire([[90, 90], [140, 90]], { color: '#333', w: 6, ends: false }) +
      soldering(320, 250, { s: 1 }),
  },
  {
    // step 7: Картонная коробка с дырочками напротив динамика
    body: boxSpeaker(240, 150, { s: 1.2 }) + label(400, 60, 'дырочки', { size: 22, bold: true }) + d.arrow(390, 70, 280, 110, { color: C.blue, w: 4 }),
  },
  {
    // step 8: Телефон подключён, играет музыка, звук из колонки
    body: boxSpeaker(290, 140, { sound: true }) + phone(80, 140) + d.path('M80 195Q100 260 200 200', { color: '#333', w: 5 }) +
      label(240, 286, 'громкость телефона — на половину', { size: 20, bold: true }),
  },
];
