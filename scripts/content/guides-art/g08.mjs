// @ts-check
// Guide 8: Колонка v1 (one-transistor emitter-follower speaker booster).
// The card and step drawings. Their alt texts, which become the SVG <title>s, live in
// src/content/projects.ts and src/content/guides/guide-08.ts (steps in the same order);
// guides-build.mjs adds the last step, the photo for the teacher.
import * as d from '../guides-draw.mjs';
import { dot, part, transistor, wide, wire } from '../guides-schematic.mjs';
import { bbCap, bbResistor, bbTransistor, joints, legend, partTag, perfboard } from '../guides-wiring.mjs';

const { C, label } = d;

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

/** The amplifier: an emitter follower of VT1 (BC337) with R1 5,1 kΩ bias and C1 1 µF input. */
function schematic() {
  const yT = 70;
  const yB = 420;
  let s = part('battery', [560, 190], [560, 300], { name: 'GB1', value: '3 В', side: 'left' });
  s += wire([560, 190], [560, yT], [160, yT]) + wire([560, 300], [560, yB], [60, yB]);
  // the input: the plug's channel through C1 (+ to the base), its common wire to «−»
  s += part('contacts', [60, 250], [60, 330], { name: 'X1', value: 'телефон', side: 'right' }) + wire([60, 330], [60, yB]);
  s += wire([60, 250], [60, 230], [120, 230]) + part('electrolytic', [190, 230], [120, 230], { name: 'C1', value: '1 мкФ', side: 'above' });
  const t = transistor(300, 230, { name: 'VT1', value: 'BC337', ldx: 8, ldy: -6 });
  s += wire([190, 230], t.b) + dot(230, 230) + t.svg;
  s += part('resistor', [230, yT], [230, 230], { name: 'R1', value: '5,1 кОм', side: 'left', dy: -45 }) + dot(230, yT);
  s += wire(t.c, [t.c[0], yT]) + dot(t.c[0], yT);
  s += part('speaker', [t.e[0], 300], [t.e[0], 380], { name: 'BA1', value: '8 Ом', side: 'right' }) + wire(t.e, [t.e[0], 300]) + wire([t.e[0], 380], [t.e[0], yB]) + dot(t.e[0], yB);
  return wide(s, 450);
}

/**
 * The amplifier on a perfboard from above. Holes (column, row): «+» track row 1, «−» track row 7;
 * VT1 К Б Э (4,4) (5,4) (6,4), flat side down; К's track to «+»; R1 (5,1)–(5,3) with a track to the
 * base; C1 «+» (5,5), «−» (5,6) with a track from the base; the cable's channel at (3,6), its
 * common wire at (2,7); the speaker's wires at (8,4) (emitter track) and (8,7).
 */
function perf() {
  const pb = perfboard({ x: 90, y: 80, cols: 9, rows: 7, pitch: 36 });
  const at = pb.at;
  let s = pb.svg;
  s += pb.track([1, 1], [9, 1]) + pb.track([1, 7], [9, 7]) + pb.track([4, 4], [4, 1]) + pb.track([5, 3], [5, 5]) + pb.track([5, 6], [3, 6]) + pb.track([6, 4], [8, 4]);
  s += bbTransistor([at(4, 4), at(5, 4), at(6, 4)], { flat: 'down' }) + partTag(at(6, 3)[0] + 4, at(6, 3)[1] + 24, 'VT1', { size: 22, anchor: 'start' });
  s += bbResistor(at(5, 1), at(5, 3), 5_100) + partTag(at(5, 1)[0] + 14, at(5, 1)[1] + 24, 'R1', { size: 22, anchor: 'start' });
  s += bbCap(at(5, 5), at(5, 6), { lean: 34 }) + partTag(at(6, 6)[0] + 10, at(6, 6)[1] + 24, 'C1', { size: 22, anchor: 'start' });
  const edge = at(9, 1)[0] + 60;
  s += d.wire([[20, at(1, 1)[1] - 40], [at(1, 1)[0], at(1, 1)[1] - 40], at(1, 1)], { color: C.red, w: 5 });
  s += d.wire([[20, at(1, 7)[1] + 40], [at(1, 7)[0] - 10, at(1, 7)[1] + 40], [at(1, 7)[0] - 10, at(1, 7)[1]], at(1, 7)], { color: '#222', w: 5 });
  s += d.wire([at(3, 6), [at(3, 6)[0], 390], [20, 390]], { color: C.red, w: 4 }) + d.wire([at(2, 7), [at(2, 7)[0], 410], [20, 410]], { color: '#bbb', w: 4 });
  s += d.wire([at(8, 4), [edge, at(8, 4)[1]]], { color: C.orange, w: 5 }) + d.wire([at(8, 7), [edge, at(8, 7)[1]]], { color: C.orange, w: 5 });
  s += joints(at(1, 1), at(1, 7), at(3, 6), at(2, 7), at(8, 4), at(8, 7));
  s += legend(470, 60, [
    { title: 'к отсеку:', lines: ['красный (1,1)', 'чёрный (1,7)'] },
    { title: 'к динамику:', color: C.orange, lines: ['два провода'] },
    { title: 'к кабелю:', lines: ['канал и', 'общий провод'] },
    { title: 'серое —', lines: ['дорожки', 'снизу'] },
  ], { size: 20, gap: 6 });
  return { body: s, w: 640, h: 440 };
}

export const card = {
  // Колонка v1: картонная колонка с усилителем на одном транзисторе
  body: boxSpeaker(270, 150, { sound: true }) + phone(80, 150) + d.path('M80 205Q100 270 190 210', { color: '#333', w: 5 }),
};

export const steps = [
  {
    // step 1: Схема: X1 → C1 → база VT1; R1 от плюса к базе; коллектор к плюсу; BA1 от эмиттера к минусу; GB1 3 В
    ...schematic(),
  },
  {
    // step 2: Транзистор BC337 плоской стороной к себе: коллектор, база, эмиттер — как у BC547, но сильнее
    body:
      d.transistor(130, 160, { s: 1.6, name: '' }) + label(130, 40, 'BC337', { size: 26, bold: true }) +
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
    // step 6: Монтажная плата сверху: VT1, R1, C1, дорожки снизу; провода к отсеку, динамику и кабелю
    ...perf(),
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
