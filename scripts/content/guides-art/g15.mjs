// @ts-check
// Guide 15: Колесо-крикун (sound-driven LED fortune wheel: mic, transistor, counter chip, 10 LEDs).
// The card and step drawings. Their alt texts, which become the SVG <title>s, live in
// src/content/projects.ts and src/content/guides/guide-15.ts (steps in the same order);
// guides-build.mjs adds the last step, the photo for the teacher.
//
// The circuit (checked in docs/decisions/0053-guide-15-the-circuit.md): a CR2032 (3 V) through SA1;
// R4 100 Ω and C2 100 µF filter the supply of the microphone and the amplifier; the electret BM1
// is fed through R1 2.2 kΩ; C1 10 µF couples it to the base of VT1 (BC547B), biased by R2 1 MΩ
// from its collector, with R3 10 kΩ as the collector load; the collector drives CLK (pin 14) of a
// CD4017B (К561ИЕ8) powered from the 3 V rail directly (VDD 16, VSS 8); CE (13) and RESET (15)
// go to the common wire; Q0–Q9 (pins 3, 2, 4, 7, 10, 1, 5, 6, 9, 11) drive HL1–HL10, whose
// cathodes go to the common wire: at 3 V a CMOS output gives an LED only about 0.5–1 mA by itself.
import * as d from '../guides-draw.mjs';
import { chip, dot, ground, note, part, text, transistor, wide, wire } from '../guides-schematic.mjs';
import { footprint, legend, ring } from '../guides-wiring.mjs';

const { C, label } = d;
// Only colours that light from 3 V through a CMOS output: red, orange, yellow, green.
const COLORS = [C.red, C.orange, C.yellow, C.green, C.red, C.orange, C.yellow, C.green, C.red, C.orange];

/** Q0…Q9 of the CD4017 and the pins they come out on. */
const Q_PINS = [3, 2, 4, 7, 10, 1, 5, 6, 9, 11];

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

/**
 * A TO-92 transistor seen from above, big: the flat face down, legs К Б Э.
 * @param {number} x
 * @param {number} y
 */
function to92Top(x, y) {
  let s = `<path d="M${x - 56} ${y + 20}H${x + 56}A56 56 0 0 0 ${x - 56} ${y + 20}Z" fill="#333" stroke="${C.ink}" stroke-width="3"/>`;
  s += d.line(x - 48, y + 20, x + 48, y + 20, { color: '#bbb', w: 4 });
  s += label(x, y - 2, 'BC547B', { size: 18, bold: true, color: '#fff', halo: false });
  [['К', C.red], ['Б', C.green], ['Э', C.blue]].forEach(([t, c], i) => {
    s += d.circle(x - 30 + i * 30, y + 8, 4, { fill: '#8a8f98', sw: 1 });
    s += label(x - 30 + i * 30, y + 52, t ?? '', { size: 24, bold: true, color: c });
  });
  return s;
}

// ---------------------------------------------------------------- schematic

export function schematic() {
  let s = '';
  const yT = 60; // the 3 V rail after the switch
  const yF = 140; // the filtered rail of the microphone and the amplifier
  // battery, switch, the 3 V rail
  s += wire([40, yT], [40, 100]) + part('battery', [40, 100], [40, 190]) + ground(40, 190);
  s += text(74, 152, 'GB1', { weight: 'bold', anchor: 'start' }) + text(74, 180, '3 В', { anchor: 'start' });
  s += part('switch', [70, yT], [140, yT], { name: 'SA1' }) + wire([40, yT], [70, yT]) + wire([140, yT], [612, yT]);
  // R4 and C2: the filter
  s += part('resistor', [200, yT], [200, yF], { name: 'R4', side: 'left' }) + dot(200, yT);
  s += part('electrolytic', [200, yF], [200, 230], { name: 'C2', side: 'left' }) + ground(200, 230) + dot(200, yF);
  s += wire([200, yF], [462, yF]);
  // microphone with R1, C1 to the base
  s += part('resistor', [290, yF], [290, 230], { name: 'R1', side: 'left' }) + dot(290, yF);
  s += wire([290, 230], [290, 300]) + part('mic', [290, 320], [290, 380], { name: 'BM1', side: 'left' }) + wire([290, 300], [290, 320]) + ground(290, 380);
  s += dot(290, 300) + part('electrolytic', [290, 300], [360, 300], { name: 'C1', side: 'below' });
  // VT1 with R2 (collector → base) and R3 (collector load)
  const t = transistor(448, 300);
  s += t.svg + text(480, 352, 'VT1', { weight: 'bold', anchor: 'start' }) + ground(t.e[0], t.e[1]);
  s += wire([360, 300], t.b) + dot(380, 300);
  s += part('resistor', [462, yF], [462, 230], { name: 'R3', side: 'right' }) + dot(462, yF);
  s += wire([462, 230], t.c) + dot(462, 236);
  s += wire([380, 300], [380, 236]) + part('resistor', [380, 236], [462, 236], { name: 'R2', side: 'above', dy: 2 });
  // the chip: CLK from the collector, power, CE and RESET to the common wire
  const q = Q_PINS.map((pin, i) => ({ pin, label: `Q${i}`, at: 34 + i * 50 }));
  const dd = chip(40, 470, {
    w: 530,
    h: 64,
    size: 23,
    stub: 26,
    top: [
      { pin: 15, label: 'R', at: 60 },
      { pin: 13, label: 'CE', at: 130 },
      { pin: 14, label: 'CLK', at: 420 },
      { pin: 16, label: 'VDD', at: 500 },
    ],
    bottom: [...q, { pin: 8, label: 'VSS', key: 'VSS', at: 34 + 10 * 50 }],
  });
  s += dd.svg + text(290, 458, 'DD1 CD4017', { weight: 'bold' });
  const pin = (/** @type {string} */ k) => dd.pins[k] ?? [0, 0];
  s += wire([462, 236], [530, 236], [530, 420], [pin('CLK')[0], 420], pin('CLK')) + dot(530, 236);
  s += wire([612, yT], [612, 430], [pin('VDD')[0], 430], pin('VDD'));
  s += wire(pin('R'), [pin('R')[0], 440], [pin('CE')[0], 440], pin('CE')) + dot(pin('R')[0], 440) + wire([pin('R')[0], 440], [70, 440]) + ground(70, 440);
  // ten LEDs from Q0…Q9 down to the common wire
  const yL = 680;
  Q_PINS.forEach((_, i) => {
    const [px, py] = pin(`Q${i}`);
    s += wire([px, py], [px, py + 8]) + part('led', [px, py + 8], [px, py + 78]) + wire([px, py + 78], [px, yL]);
  });
  s += wire([pin('Q0')[0], yL], [612, yL]) + wire([pin('VSS')[0], yL], pin('VSS')) + dot(pin('VSS')[0], yL) + ground(612, yL);
  s += text(pin('Q0')[0], yL + 34, 'HL1', { weight: 'bold' }) + text(pin('Q9')[0], yL + 34, 'HL10', { weight: 'bold' }) + text(300, yL + 34, '… по кругу …');
  s += note(775, ['R1 2,2 кОм · R2 1 МОм · R3 10 кОм', 'R4 100 Ом · C1 10 мкФ · C2 100 мкФ']);
  return wide(s, 830);
}

// ---------------------------------------------------------------- the printed board

const CX = 228;
const CY = 226;
const RB = 208; // board radius
const RL = 174; // LED ring radius

/** @type {import('../guides-wiring.mjs').Footprint[]} */
const LEDS = Array.from({ length: 10 }, (_, i) => {
  const a = (i / 10) * Math.PI * 2 - Math.PI / 2;
  return {
    kind: /** @type {const} */ ('led'),
    x: CX + Math.cos(a) * RL,
    y: CY + Math.sin(a) * RL,
    r: (a * 180) / Math.PI + 90,
    ref: `HL${i + 1}`,
    color: COLORS[i],
    tag: ledTag(i, a),
  };
});

/**
 * Where an LED's name goes: inside the ring; HL2 and HL10 beside their LED (the resistors' legs are
 * below them), HL5 and HL7 turned a little away from the capacitors.
 * @param {number} i
 * @param {number} a the LED's angle
 */
function ledTag(i, a) {
  const x = CX + Math.cos(a) * RL;
  const y = CY + Math.sin(a) * RL;
  // HL2 and HL10 beside their LED, above the resistors' legs
  if (i === 1 || i === 9) return { x: x + (i === 1 ? -46 : 46), y: y + 9 };
  const turn = { 4: -0.3, 6: 0.3 }[i] ?? 0;
  const t = a + turn;
  const r = turn ? RL - 30 : RL - 38;
  return { x: CX + Math.cos(t) * r, y: CY + Math.sin(t) * r + 7 };
}

const top = CY - 76;
const low = CY + 86;
/** @type {Record<string, import('../guides-wiring.mjs').Footprint>} */
const FP = {
  R1: { kind: 'res', x: CX - 92, y: top, r: 90, len: 50, ohms: 2_200, ref: 'R1', tag: { x: CX - 92, y: top - 34 } },
  R2: { kind: 'res', x: CX - 52, y: top, r: 90, len: 50, ohms: 1_000_000, ref: 'R2', tag: { x: CX - 52, y: top - 34 } },
  VT1: { kind: 'to92', x: CX, y: top + 6, ref: 'VT1', tag: { x: CX, y: top - 34 } },
  R3: { kind: 'res', x: CX + 52, y: top, r: 90, len: 50, ohms: 10_000, ref: 'R3', tag: { x: CX + 52, y: top - 34 } },
  R4: { kind: 'res', x: CX + 92, y: top, r: 90, len: 50, ohms: 100, ref: 'R4', tag: { x: CX + 92, y: top - 34 } },
  DD1: { kind: 'dip', pins: 16, x: CX, y: CY + 4, ref: 'DD1', tag: { x: CX + 8, y: CY + 11 } },
  C1: { kind: 'ecap', x: CX - 72, y: low, ref: 'C1', tag: { x: CX - 72, y: low + 42 } },
  BM1: { kind: 'mic', x: CX, y: low, ref: 'BM1', tag: { x: CX, y: low + 50 } },
  C2: { kind: 'ecap', x: CX + 72, y: low, ref: 'C2', tag: { x: CX + 72, y: low + 42 } },
};

/**
 * An orange outline around a footprint: «this step's part goes here».
 * @param {import('../guides-wiring.mjs').Footprint} f
 */
function outline(f) {
  if (f.kind === 'res') return `<rect x="${f.x - 15}" y="${f.y - 33}" width="30" height="66" rx="12" fill="none" stroke="${C.orange}" stroke-width="4"/>`;
  if (f.kind === 'dip') return `<rect x="${f.x - 64}" y="${f.y - 42}" width="128" height="84" rx="12" fill="none" stroke="${C.orange}" stroke-width="4"/>`;
  return ring(f.x, f.y, 27);
}

/**
 * The board as it stands after a step: parts in `done` are soldered in, `now` are this step's.
 * @param {readonly string[]} done
 * @param {readonly string[]} now
 */
function board(done, now) {
  let s = `<circle cx="${CX}" cy="${CY}" r="${RB}" fill="${C.pcb}" stroke="${C.ink}" stroke-width="3"/>`;
  s += `<circle cx="${CX}" cy="${CY}" r="${RB - 8}" fill="none" stroke="#1b5e20" stroke-width="2"/>`;
  const leds = now.includes('HL');
  for (const f of LEDS) {
    // the LEDs' names only in their own step: elsewhere they would crowd the inner parts' names
    const g = footprint(leds ? f : { ...f, ref: '' }, { placed: leds || done.includes('HL') });
    s += g;
  }
  for (const [ref, f] of Object.entries(FP)) {
    const show = !leds || ref === 'DD1';
    s += footprint(show ? f : { ...f, ref: '' }, { placed: now.includes(ref) || done.includes(ref) });
  }
  for (const ref of now) {
    const f = FP[ref];
    if (f) s += outline(f);
  }
  if (leds) s += `<circle cx="${CX}" cy="${CY}" r="${RL}" fill="none" stroke="${C.orange}" stroke-width="4" stroke-dasharray="10 8"/>`;
  return s;
}

const LX = 452;
const BOARD_H = 450;

// Колесо-крикун: светодиоды бегут по кругу от громкого звука
export const card = { body: wheel(180, 150, { r: 125 }) + shout(400, 110) + d.mic(400, 190, { s: 0.9, marks: false }) };

export const steps = [
  {
    // step 1: Как работает: микрофон слышит звук, транзистор усиливает, микросхема переключает огонёк на следующий светодиод
    body:
      d.mic(60, 110, { s: 0.8, marks: false }) + label(60, 200, 'микрофон', { size: 19, bold: true }) +
      d.arrow(96, 110, 128, 110, { color: C.ink, w: 3 }) + d.transistor(170, 130, { s: 0.8, pinLabels: false, name: '' }) + label(170, 230, 'транзистор', { size: 19, bold: true }) +
      d.arrow(206, 110, 238, 110, { color: C.ink, w: 3 }) + d.chip(300, 110, { pins: 16, s: 0.55 }) + label(300, 200, 'CD4017', { size: 19, bold: true }) +
      d.arrow(362, 110, 386, 110, { color: C.ink, w: 3 }) + d.circle(430, 110, 44, { fill: C.card }) + Array.from({ length: 10 }, (_, i) => d.circle(430 + Math.cos((i * Math.PI) / 5) * 30, 110 + Math.sin((i * Math.PI) / 5) * 30, 6, { fill: i === 0 ? C.yellow : COLORS[i], sw: 2 })).join('') +
      label(240, 276, 'громкий звук = шаг огонька', { size: 21, bold: true, color: C.darkRed }),
  },
  // step 2: Схема
  schematic(),
  {
    // step 3: Резисторы R1–R4 на своих местах
    ...wide(
      board([], ['R1', 'R2', 'R3', 'R4']) +
        [['R1 2,2 кОм', 2_200], ['R2 1 МОм', 1_000_000], ['R3 10 кОм', 10_000], ['R4 100 Ом', 100]]
          .map(([t, ohms], i) => label(LX, 60 + i * 96, String(t), { size: 22, bold: true, anchor: 'start' }) + d.resistor(LX + 80, 92 + i * 96, { ohms: Number(ohms), len: 150, s: 1 }))
          .join(''),
      BOARD_H,
    ),
  },
  {
    // step 4: Транзистор VT1: плоская сторона как на рисунке
    ...wide(
      board(['R1', 'R2', 'R3', 'R4'], ['VT1']) +
        to92Top(545, 130) +
        legend(LX, 250, [{ title: 'плоская', lines: ['сторона —', 'как на', 'рисунке'] }], { size: 22 }),
      BOARD_H,
    ),
  },
  {
    // step 5: Конденсаторы C1 10 мкФ и C2 100 мкФ: длинная ножка в «+»
    ...wide(
      board(['R1', 'R2', 'R3', 'R4', 'VT1'], ['C1', 'C2']) +
        legend(LX, 60, [
          { title: 'C1 10 мкФ', lines: [] },
          { title: 'C2 100 мкФ', lines: [] },
          { title: 'длинная ножка', color: C.darkRed, lines: ['→ «+»'] },
          { title: 'полоска «−»', color: C.blue, lines: ['→ белая', 'половинка'] },
        ], { size: 22 }),
      BOARD_H,
    ),
  },
  {
    // step 6: Микросхема DD1: выемка к выемке, ножка 1 на квадратной площадке
    ...wide(
      board(['R1', 'R2', 'R3', 'R4', 'VT1', 'C1', 'C2'], ['DD1']) +
        legend(LX, 60, [
          { title: 'CD4017', lines: ['16 ножек'] },
          { title: 'выемка', color: C.darkRed, lines: ['— к выемке', 'на рисунке'] },
          { title: 'ножка 1', lines: ['— на квадрат'] },
        ], { size: 22 }),
      BOARD_H,
    ),
  },
  {
    // step 7: Десять светодиодов по кругу
    ...wide(
      board(['R1', 'R2', 'R3', 'R4', 'VT1', 'C1', 'C2', 'DD1'], ['HL']) +
        legend(LX, 60, [
          { title: 'HL1–HL10', lines: ['по часовой', 'стрелке'] },
          { title: 'длинная', color: C.darkRed, lines: ['ножка → «+»'] },
          { title: 'плоский край', lines: ['— по рисунку'] },
        ], { size: 22 }),
      BOARD_H,
    ),
  },
  {
    // step 8: Микрофон: минус к корпусу, в отверстие «−»
    ...wide(
      board(['R1', 'R2', 'R3', 'R4', 'VT1', 'C1', 'C2', 'DD1', 'HL'], ['BM1']) +
        d.mic(560, 120, { s: 1 }) +
        legend(LX, 260, [{ title: 'ножка', color: C.blue, lines: ['с дорожкой', 'к корпусу —', 'в «−»'] }], { size: 22 }),
      BOARD_H,
    ),
  },
  {
    // step 9: Держатель на обороте, выключатель на двух проводах
    ...wide(
      `<circle cx="${CX}" cy="${CY}" r="${RB}" fill="${C.pcb}" stroke="${C.ink}" stroke-width="3"/>` +
        label(CX, 60, 'обратная сторона', { size: 22, bold: true, color: '#fff', halo: false }) +
        // the holder marks its own «+» and «−» beside its legs; a second white pair only crowded them
        d.coinHolder(CX, CY, { s: 1.4 }) +
        label(CX, CY + 140, 'GB1', { size: 22, bold: true, color: '#fff', halo: false }) +
        d.wire([[CX + 150, CY - 110], [520, 100]], { color: C.red, w: 6 }) +
        d.wire([[CX + 164, CY - 92], [520, 126]], { color: C.black, w: 6 }) +
        d.slideSwitch(560, 110, { s: 1.1 }) +
        label(CX + 120, CY - 140, 'SA1', { size: 22, bold: true, color: '#fff', halo: false }) +
        legend(LX, 250, [{ title: 'SA1 на', lines: ['двух проводах:', 'средний и', 'крайний вывод'] }], { size: 22 }),
      BOARD_H,
    ),
  },
  {
    // step 10: Картонное колесо с секторами и призами, плата приклеена в центре
    body: wheel(180, 150, { r: 125, lit: -1 }) + d.warn(350, 60, 'горячо!') +
      label(400, 200, 'подпиши\nпризы', { size: 22, bold: true }),
  },
  {
    // step 11: Проверка: громкий крик, и огонёк бежит по кругу
    body: wheel(180, 150, { r: 125, lit: 6 }) + shout(400, 110) + d.arrow(300, 220, 230, 280, { color: C.blue, w: 4, curve: -20 }),
  },
];
