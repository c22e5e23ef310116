// @ts-check
// Guide 12: Радио (FM receiver kit with 6 tact buttons).
// The card and step drawings. Their alt texts, which become the SVG <title>s, live in
// src/content/projects.ts and src/content/guides/guide-12.ts (steps in the same order);
// guides-build.mjs adds the last step, the photo for the teacher.
import * as d from '../guides-draw.mjs';

const { C, label } = d;
const BTN = ['поиск ◄', 'поиск ►', 'тише', 'громче', 'без звука', 'сброс'];

/**
 * @param {number} x
 * @param {number} y
 */
function radio(x, y, { s = 1, sound = false } = {}) {
  let b = d.line(150, -78, 190, -160, { color: '#777', w: 4 });
  b += d.rect(-170, -80, 340, 170, { fill: '#ef6c00', rx: 20 });
  b += d.rect(-150, -60, 130, 130, { fill: '#4e342e', rx: 12 });
  for (let i = 0; i < 5; i++) b += d.line(-140, -40 + i * 24, -30, -40 + i * 24, { color: '#8d6e63', w: 5 });
  b += d.rect(0, -60, 150, 44, { fill: '#cfd8dc', rx: 6 }) + label(75, -30, 'FM 101.2', { size: 20, bold: true, halo: false });
  for (let i = 0; i < 6; i++) b += d.circle(18 + (i % 3) * 56, 14 + Math.floor(i / 3) * 44, 14, { fill: '#333', sw: 2.5 });
  if (sound) b += d.path('M-190 -40A60 60 0 0 0 -190 40', { color: C.yellow, w: 5 }) + d.path('M-206 -56A80 80 0 0 0 -206 56', { color: C.yellow, w: 5 });
  return d.at(x, y, b, { s });
}

/**
 * @param {number} x
 * @param {number} y
 * @param {string} text
 */
function block(x, y, text, fill = '#e3f2fd') {
  return d.rect(x - 62, y - 30, 124, 60, { fill, rx: 10 }) + label(x, y + 7, text, { size: 18, bold: true, halo: false });
}

// FM-радиоприёмник с шестью кнопками
export const card = { body: radio(250, 180, { sound: true }) + label(420, 40, '87,5–108 МГц', { size: 18, bold: true, anchor: 'end' }) };

export const steps = [
  {
    // step 1: Как работает радио: антенна, микросхема приёмника, усилитель, динамик; кнопки читает микроконтроллер
    body:
      d.line(40, 140, 40, 60, { color: '#777', w: 4 }) + d.path('M54 70a20 20 0 0 1 0 28M64 60a34 34 0 0 1 0 48', { color: C.blue, w: 3 }) + label(40, 170, 'антенна', { size: 18, bold: true }) +
      block(150, 100, 'приёмник') + block(300, 100, 'усилитель') + d.speaker(420, 100, { s: 0.45 }) +
      d.arrow(58, 100, 86, 100, { color: C.ink, w: 3 }) + d.arrow(212, 100, 236, 100, { color: C.ink, w: 3 }) + d.arrow(362, 100, 392, 100, { color: C.ink, w: 3 }) +
      block(150, 230, 'контроллер', '#fff3e0') + d.arrow(150, 198, 150, 134, { color: C.ink, w: 3 }) +
      d.tact(300, 230, { s: 0.7 }) + d.tact(350, 230, { s: 0.7 }) + d.tact(400, 230, { s: 0.7 }) + d.arrow(270, 230, 216, 230, { color: C.ink, w: 3 }) +
      label(350, 282, '6 кнопок', { size: 20, bold: true }),
  },
  {
    // step 2: Печатная плата с надписями: R — резисторы, C — конденсаторы, S1–S6 — кнопки, U — микросхемы
    body:
      d.pcb(30, 30, 420, 240, { id: 'pb12' }) +
      d.silk(90, 80, 'R1 R2 R3') + d.silk(90, 120, 'R4 R5 R6') + d.silk(300, 80, 'C1 + C2 + C3 +') +
      d.rect(200, 130, 80, 50, { fill: 'none', color: '#fff', sw: 3 }) + d.silk(240, 162, 'U1') + d.rect(320, 130, 80, 50, { fill: 'none', color: '#fff', sw: 3 }) + d.silk(360, 162, 'U2') +
      d.silk(240, 236, 'S1   S2   S3   S4   S5   S6') + d.silk(90, 190, 'BAT +') + d.silk(70, 236, 'ANT') + d.silk(410, 236, 'SPK'),
  },
  {
    // step 3: Резисторы вставлены на свои места и припаяны, лишние ножки откушены бокорезами
    body: (() => {
      let b = d.pcb(30, 40, 300, 130, { id: 'pb12b' });
      for (let i = 0; i < 6; i++) b += d.resistor(60 + i * 48, 105, { ohms: [10000, 4700, 1000, 10000, 4700, 100][i], len: 70, s: 0.7, r: 90 });
      return b + d.cutters(350, 110, { s: 0.8 }) + label(240, 220, 'номинал смотри по списку набора', { size: 20, bold: true }) +
        label(240, 262, 'обрезки — в коробочку', { size: 20, bold: true, color: C.darkRed });
    })(),
  },
  {
    // step 4: Шесть тактовых кнопок: поиск назад, поиск вперёд, тише, громче, без звука, сброс
    body: (() => {
      let b = '';
      BTN.forEach((t, i) => {
        const x = 90 + (i % 3) * 150;
        const y = 80 + Math.floor(i / 3) * 120;
        b += d.tact(x, y, { s: 1.1 }) + label(x, y + 56, t, { size: 20, bold: true });
      });
      return b + label(240, 290, 'прижми до щелчка и припаяй все 4 ножки', { size: 18, bold: true, color: C.darkRed });
    })(),
  },
  {
    // step 5: Электролитические конденсаторы: длинная ножка в отверстие со знаком плюс
    body: d.ecap(100, 150, { text: '' }) + d.ecap(200, 150, { text: '' }) + d.ecap(300, 150, { text: '' }) +
      label(200, 60, 'C1 · C2 · C3', { size: 24, bold: true }) + label(240, 260, 'длинная ножка → «+» на плате', { size: 22, bold: true, color: C.red }),
  },
  {
    // step 6: Микросхемы ставятся выемкой по рисунку, модуль приёмника по надписям; каждую ножку паять не дольше 3 секунд
    body:
      d.chip(130, 110, { pins: 8, s: 1.3, text: 'U2' }) + label(130, 40, 'усилитель', { size: 20, bold: true }) +
      d.rect(280, 60, 140, 110, { fill: '#1565c0', rx: 6 }) + label(350, 122, 'модуль FM', { size: 18, bold: true, color: '#fff', halo: false }) +
      label(240, 230, 'выемка — как на плате', { size: 22, bold: true }) + label(240, 272, '≤ 3 секунд на ножку', { size: 22, bold: true, color: C.darkRed }),
  },
  {
    // step 7: Динамик, провод-антенна длиной 75 см и отсек на 2 батарейки АА
    body:
      d.speaker(80, 100, { s: 0.9 }) + label(80, 180, 'динамик', { size: 20, bold: true }) +
      d.line(160, 70, 440, 70, { color: '#777', w: 4 }) + d.dim(160, 44, 440, 44, '75 см', { off: -4 }) + label(300, 110, 'антенна', { size: 20, bold: true }) +
      d.batteryBox(300, 210, { count: 2, s: 0.8, wireLen: 40 }) + label(300, 290, '2 × 1,5 В = 3 В', { size: 20, bold: true }),
  },
  {
    // step 8: Радио включено, нажата кнопка поиска, из динамика играет станция
    body: radio(250, 180, { sound: true }) + label(90, 40, '♪ ♫', { size: 34, bold: true, color: C.blue }),
  },
];
