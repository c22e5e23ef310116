// @ts-check
// Guide 13: Колонка v2 (LM386 amplifier).
// The card and step drawings. Their alt texts, which become the SVG <title>s, live in
// src/content/projects.ts and src/content/guides/guide-13.ts (steps in the same order);
// guides-build.mjs adds the last step, the photo for the teacher.
import * as d from '../guides-draw.mjs';
import { chip, dot, ground, part, text, wide, wire } from '../guides-schematic.mjs';
import { footprint as fp, legend, ring } from '../guides-wiring.mjs';

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
// ---------------------------------------------------------------- schematic

/** LM386 with the volume pot, gain capacitor, output capacitor and Zobel network. */
function schematic() {
  let s = '';
  const u = chip(250, 225, {
    w: 150,
    h: 160,
    size: 20,
    stub: 26,
    top: [{ pin: 6, label: 'VS', at: 40 }, { pin: 1, label: 'G', key: 'G1', at: 90 }, { pin: 8, label: 'G', key: 'G8', at: 130 }],
    left: [{ pin: 3, label: '+IN', at: 40 }, { pin: 2, label: '−IN', at: 110 }],
    bottom: [{ pin: 4, label: 'GND', at: 50 }],
    right: [{ pin: 5, label: 'OUT', at: 80 }],
  });
  s += u.svg + text(312, 322, 'DA1', { weight: 'bold' }) + text(312, 292, 'LM386', { size: 20 });
  const p = (/** @type {string} */ k) => u.pins[k] ?? [0, 0];
  const yT = 60;
  const yB = 470;
  // power rail and battery, C4 across it
  s += text(16, 36, 'GB1', { weight: 'bold', anchor: 'start' }) + text(76, 36, '6 В', { anchor: 'start' });
  s += part('battery', [30, 240], [30, 340]) + wire([30, 240], [30, yT], [p('VS')[0], yT], p('VS')) + wire([30, 340], [30, yB], [600, yB]);
  s += part('electrolytic', [80, yT], [80, 160], { name: 'C4', side: 'right' }) + dot(80, yT) + ground(80, 160);
  // gain: C1 between pins 1 and 8
  s += wire(p('G1'), [p('G1')[0], 150]) + part('electrolytic', [p('G1')[0], 150], [p('G8')[0] + 70, 150], { name: 'C1', side: 'above' }) + wire([p('G8')[0] + 70, 150], [p('G8')[0] + 70, 175], [p('G8')[0], 175], p('G8'));
  // input: X1 → R1 (pot) → +IN; −IN and GND to the common wire
  s += part('contacts', [120, 250], [120, 310], { name: 'X1', side: 'left' }) + wire([120, 250], [120, 200], [180, 200]);
  s += part('resistor', [180, 200], [180, 330]) + text(200, 190, 'R1', { weight: 'bold', anchor: 'start' }) + wire([180, 330], [180, yB]) + wire([120, 310], [120, yB]) + dot(180, yB) + dot(120, yB);
  // the knob's middle wire: the slider presses on the resistor's body and goes to +IN
  s += wire([194, 265], p('+IN')) + `<path d="M194 265l16 -8v16z" fill="#1b1b1b"/>`;
  s += wire(p('−IN'), [224, 335]) + wire([224, 335], [224, yB]) + dot(224, yB) + wire(p('GND'), [p('GND')[0], yB]) + dot(p('GND')[0], yB);
  // output: C3 to the speaker, R2 + C2 to the common wire
  const yO = p('OUT')[1];
  s += wire(p('OUT'), [450, yO]) + dot(450, yO);
  s += part('electrolytic', [450, yO], [550, yO], { name: 'C3', side: 'above' }) + part('speaker', [590, yO + 20], [590, 420], { name: 'BA1', side: 'left', dy: 30 }) + wire([550, yO], [590, yO], [590, yO + 20]) + wire([590, 420], [590, yB]);
  s += part('resistor', [450, yO], [450, 380], { name: 'R2', side: 'left' }) + part('capacitor', [450, 380], [450, 440], { name: 'C2', side: 'left' }) + wire([450, 440], [450, yB]) + dot(450, yB);
  s += text(320, 520, 'C1 10 мкФ · C2 0,047 мкФ · C3 220 мкФ · C4 100 мкФ', { size: 21 }) + text(320, 550, 'R1 10 кОм · R2 10 Ом · BA1 8 Ом', { size: 21 });
  return wide(s, 570);
}

// ---------------------------------------------------------------- the printed board

/** @type {Record<string, import('../guides-wiring.mjs').Footprint>} */
const FP = {
  DA1: { kind: 'dip', pins: 8, x: 210, y: 170, ref: 'DA1', tag: { x: 216, y: 177 } },
  R1: { kind: 'pot', x: 90, y: 300, ref: 'R1', tag: { x: 90, y: 262 } },
  R2: { kind: 'res', x: 320, y: 170, r: 90, len: 50, ohms: 10, ref: 'R2', tag: { x: 320, y: 134 } },
  C2: { kind: 'ccap', x: 360, y: 170, r: 90, ref: 'C2', tag: { x: 360, y: 134 } },
  C1: { kind: 'ecap', x: 210, y: 80, ref: 'C1', tag: { x: 250, y: 86, anchor: 'start' } },
  C3: { kind: 'ecap', x: 300, y: 290, ref: 'C3', tag: { x: 300, y: 330 } },
  C4: { kind: 'ecap', x: 200, y: 290, ref: 'C4', tag: { x: 200, y: 330 } },
  IN: { kind: 'pads', x: 70, y: 170, labels: ['S', 'G'], ref: 'IN', tag: { x: 102, y: 177, anchor: 'start' } },
  SPK: { kind: 'pads', x: 380, y: 290, labels: ['1', '2'], ref: 'SPK', tag: { x: 380, y: 258 } },
  BAT: { kind: 'pads', x: 380, y: 370, labels: ['+', '−'], ref: 'BAT + −', tag: { x: 380, y: 339 } },
};

/**
 * @param {readonly string[]} done
 * @param {readonly string[]} now
 * @param {{ socketOnly?: boolean }} [o]
 */
function board(done, now, { socketOnly = true } = {}) {
  let s = d.rect(24, 30, 412, 380, { fill: C.pcb, rx: 14 });
  for (const [ref, f] of Object.entries(FP)) {
    const placed = now.includes(ref) || done.includes(ref);
    s += fp(f, { placed: placed && !(ref === 'DA1' && socketOnly) });
    if (ref === 'DA1' && placed && socketOnly) s += `<rect x="${f.x - 36}" y="${f.y - 20}" width="72" height="40" rx="3" fill="none" stroke="#222" stroke-width="6"/>`;
  }
  for (const ref of now) {
    const f = FP[ref];
    if (!f) continue;
    s += f.kind === 'res' ? `<rect x="${f.x - 14}" y="${f.y - 32}" width="28" height="64" rx="10" fill="none" stroke="${C.orange}" stroke-width="3.5"/>` : ring(f.x, f.y, f.kind === 'dip' ? 46 : f.kind === 'pot' ? 40 : 26);
  }
  return s;
}
const LX = 452;
const BH = 430;

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
  // step 3: Схема
  schematic(),
  {
    // step 4: Панелька DA1, R2 10 Ом и C2 0,047 мкФ
    ...wide(board([], ['DA1', 'R2', 'C2']) + legend(LX, 60, [{ title: 'панелька DA1', lines: ['выемка —', 'по рисунку'] }, { title: 'R2 10 Ом', lines: ['коричневый,', 'чёрный, чёрный'] }, { title: 'C2 0,047 мкФ', lines: ['«473», любой', 'стороной'] }], { size: 21 }), BH),
  },
  {
    // step 5: C1 10 мкФ, C3 220 мкФ, C4 100 мкФ
    ...wide(board(['DA1', 'R2', 'C2'], ['C1', 'C3', 'C4']) + legend(LX, 60, [{ title: 'C1 10 мкФ', lines: ['у ножек 1 и 8'] }, { title: 'C3 220 мкФ', lines: ['к динамику'] }, { title: 'C4 100 мкФ', lines: ['на питании'] }, { title: 'длинная', color: C.darkRed, lines: ['ножка → «+»'] }], { size: 21 }), BH),
  },
  {
    // step 6: Переменный резистор R1
    ...wide(board(['DA1', 'R2', 'C2', 'C1', 'C3', 'C4'], ['R1']) + d.pot(540, 120, { s: 1.3 }) + legend(LX, 240, [{ title: 'R1 10 кОм', lines: ['3 ножки —', 'в 3 отверстия'] }], { size: 21 }), BH),
  },
  {
    // step 7: Динамик к SPK, кабель к IN, отсек к BAT
    ...wide(
      board(['DA1', 'R2', 'C2', 'C1', 'C3', 'C4', 'R1'], ['IN', 'SPK', 'BAT']) +
        d.wire([[63, 170], [63, 120], [10, 120]], { color: C.red, w: 4 }) + d.wire([[77, 170], [77, 110], [10, 110]], { color: '#bbb', w: 4 }) +
        d.wire([[373, 290], [470, 290], [470, 260], [500, 260]], { color: C.red, w: 4 }) + d.wire([[387, 290], [460, 290], [460, 300], [500, 300]], { color: '#222', w: 4 }) +
        d.speaker(560, 280, { s: 0.6 }) +
        d.wire([[373, 370], [520, 370]], { color: C.red, w: 4 }) + d.wire([[387, 370], [387, 390], [520, 390]], { color: '#222', w: 4 }) +
        legend(LX, 60, [{ title: 'IN: S — сигнал,', lines: ['G — общий'] }, { title: 'SPK — динамик', lines: [] }], { size: 20 }) +
        label(545, 420, 'BAT: отсек 6 В', { size: 19, bold: true }),
      BH,
    ),
  },
  {
    // step 8: LM386 в панельку выемкой к выемке
    ...wide(board(['DA1', 'R2', 'C2', 'C1', 'C3', 'C4', 'R1', 'IN', 'SPK', 'BAT'], ['DA1'], { socketOnly: false }) + d.chip(540, 130, { pins: 8, s: 1 }) + legend(LX, 240, [{ title: 'LM386', lines: ['выемка —', 'к выемке'] }, { title: 'питание', color: C.darkRed, lines: ['выключено!'] }], { size: 21 }), BH),
  },
  {
    // step 8: Колонка в корпусе подключена к телефону; ручка громкости сначала на минимуме
    body: box(290, 150, { sound: true }) + phone(80, 150) + d.path('M80 205Q110 280 200 220', { color: '#333', w: 5 }) +
      label(240, 30, 'начинай с тихого звука', { size: 20, bold: true, color: C.darkRed }),
  },
];
