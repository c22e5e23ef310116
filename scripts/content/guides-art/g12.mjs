// @ts-check
// Guide 12: Радио (FM receiver kit with 6 tact buttons).
// The card and step drawings. Their alt texts, which become the SVG <title>s, live in
// src/content/projects.ts and src/content/guides/guide-12.ts (steps in the same order);
// guides-build.mjs adds the last step, the photo for the teacher.
import * as d from '../guides-draw.mjs';
import { chip, dot, ground, part, terminal, text, wide, wire } from '../guides-schematic.mjs';
import { footprint as fp, legend, ring } from '../guides-wiring.mjs';

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
// ---------------------------------------------------------------- schematic

/**
 * A «+3 В» terminal above (x, y).
 * @param {number} x
 * @param {number} y
 */
const plus3 = (x, y) => wire([x, y], [x, y - 14]) + terminal(x, y - 20) + text(x, y - 34, '+3 В', { size: 20, weight: 'bold' });

function schematic() {
  let s = '';
  const ys = [120, 184, 248, 312, 376, 440];
  const u1 = chip(190, 90, {
    w: 100,
    h: 390,
    size: 20,
    stub: 26,
    top: [{ pin: 1, label: 'VCC', at: 50 }],
    bottom: [{ pin: 14, label: 'GND', at: 70 }],
    left: [13, 12, 11, 10, 6, 4].map((pin, i) => ({ pin, key: `S${i + 1}`, label: ['PA0', 'PA1', 'PA2', 'PA3', 'PA7', 'RST'][i], at: (ys[i] ?? 0) - 90 })),
    right: [
      { pin: 7, label: 'SDA', at: 50 },
      { pin: 9, label: 'SCL', at: 100 },
    ],
  });
  s += u1.svg + text(262, 300, 'U1', { weight: 'bold' });
  const p1 = (/** @type {string} */ k) => u1.pins[k] ?? [0, 0];
  s += plus3(p1('VCC')[0], p1('VCC')[1]) + ground(p1('GND')[0], p1('GND')[1]);
  // six buttons to the common wire on the left; S6 resets, R1 holds RST at «+»
  ys.forEach((y, i) => {
    s += part('button', [150, y], [80, y]) + wire([150, y], p1(`S${i + 1}`)) + wire([80, y], [60, y]) + text(28, y + 8, `S${i + 1}`, { size: 22, weight: 'bold', anchor: 'start' });
    if (i) s += dot(60, y);
  });
  s += wire([60, ys[0] ?? 0], [60, 500]) + ground(60, 500);
  const yR = ys[5] ?? 0;
  s += dot(158, yR) + part('resistor', [158, yR], [158, yR + 80], { name: 'R1', side: 'right' }) + terminal(158, yR + 86) + text(158, yR + 116, '+3 В', { size: 20, weight: 'bold' });
  // U1 talks to A1 over SDA and SCL, R2 and R3 pull them up
  const a1 = chip(440, 110, {
    w: 110,
    h: 130,
    size: 20,
    stub: 26,
    left: [{ pin: 'SDA', key: 'SDA', at: 30 }, { pin: 'SCL', key: 'SCL', at: 80 }],
    top: [{ pin: 'ANT', key: 'ANT', at: 55 }],
    bottom: [{ pin: 'L', key: 'L', at: 30 }, { pin: 'R', key: 'R', at: 80 }],
    right: [{ pin: 'VCC', key: 'VCC', at: 30 }, { pin: 'GND', key: 'GND', at: 100 }],
  });
  s += a1.svg + text(495, 180, 'A1', { weight: 'bold' });
  const pa = (/** @type {string} */ k) => a1.pins[k] ?? [0, 0];
  // the module's own power: VCC to +3 V, GND to the common wire
  s += wire(pa('VCC'), [612, pa('VCC')[1]]) + plus3(612, pa('VCC')[1]) + wire(pa('GND'), [612, pa('GND')[1]]) + ground(612, pa('GND')[1]);
  s += wire(p1('SDA'), [pa('SDA')[0], p1('SDA')[1]], pa('SDA')) + wire(p1('SCL'), [pa('SCL')[0] - 8, p1('SCL')[1]], [pa('SCL')[0] - 8, pa('SCL')[1]], pa('SCL'));
  s += part('resistor', [340, p1('SDA')[1]], [340, 60], { name: 'R2', side: 'right' }) + dot(340, p1('SDA')[1]) + plus3(340, 60);
  s += part('resistor', [380, p1('SCL')[1]], [380, 290], { name: 'R3', side: 'right' }) + dot(380, p1('SCL')[1]) + terminal(380, 296) + text(380, 326, '+3 В', { size: 20, weight: 'bold' });
  s += wire(pa('ANT'), [pa('ANT')[0], 70]) + `<path d="M${pa('ANT')[0] - 16} 50L${pa('ANT')[0]} 70L${pa('ANT')[0] + 16} 50M${pa('ANT')[0]} 70V46" fill="none" stroke="#1b1b1b" stroke-width="3.5"/>` + text(pa('ANT')[0] + 24, 64, 'WA1', { weight: 'bold', anchor: 'start' });
  // L and R through R4 and R5 to one node; R6 down, C1 on to U2
  s += part('resistor', pa('L'), [pa('L')[0], 360], { name: 'R4', side: 'left' }) + part('resistor', pa('R'), [pa('R')[0], 360], { name: 'R5', side: 'right' });
  s += wire([pa('L')[0], 360], [pa('R')[0], 360]) + dot(495, 360) + wire([495, 360], [495, 390]);
  s += part('resistor', [430, 390], [430, 480], { name: 'R6', side: 'left' }) + wire([495, 390], [430, 390]) + dot(495, 390) + ground(430, 480);
  s += part('electrolytic', [495, 390], [495, 460], { name: 'C1', side: 'right' }) + wire([495, 460], [495, 500], [600, 500]);
  s += text(600, 530, 'к U2 (ниже)', { size: 20, weight: 'bold', anchor: 'end' });
  return wide(s, 560);
}

/** The amplifier U2 (TDA7052) with the speaker, and the power: GB1 with C2 and C3. */
function schematicPower() {
  let s = '';
  const u2 = chip(240, 86, { w: 170, h: 120, size: 20, stub: 26, top: [{ pin: 1, label: 'VP', at: 60 }], left: [{ pin: 2, label: 'IN', at: 40 }], bottom: [{ pin: 3, label: 'GND', at: 30 }, { pin: 6, label: 'GND', key: 'G6', at: 90 }], right: [{ pin: 5, label: 'OUT+', at: 30 }, { pin: 8, label: 'OUT−', at: 90 }] });
  s += u2.svg + text(325, 162, 'U2', { weight: 'bold' });
  const p = (/** @type {string} */ k) => u2.pins[k] ?? [0, 0];
  s += plus3(p('VP')[0], p('VP')[1]) + ground(p('GND')[0], p('GND')[1]) + ground(p('G6')[0], p('G6')[1]);
  s += wire(p('IN'), [150, p('IN')[1]]) + text(140, p('IN')[1] + 8, 'от C1', { size: 22, anchor: 'end', weight: 'bold' });
  s += part('speaker', p('OUT+'), [520, p('OUT+')[1]]) + wire([520, p('OUT+')[1]], [550, p('OUT+')[1]], [550, p('OUT−')[1]], p('OUT−'));
  s += text(566, 166, 'BA1', { weight: 'bold', anchor: 'start' });
  // power
  s += part('battery', [80, 330], [80, 420], { name: 'GB1', value: '3 В', side: 'right' }) + wire([80, 330], [80, 300]) + plus3(80, 300) + ground(80, 420);
  s += part('electrolytic', [260, 330], [260, 420], { name: 'C2', value: '220 мкФ', side: 'right' }) + plus3(260, 330) + ground(260, 420);
  s += part('electrolytic', [460, 330], [460, 420], { name: 'C3', value: '100 мкФ', side: 'right' }) + plus3(460, 330) + ground(460, 420);
  return s;
}

// ---------------------------------------------------------------- the printed board

/** @type {Record<string, import('../guides-wiring.mjs').Footprint>} */
const FP = {
  U1: { kind: 'dip', pins: 14, x: 140, y: 110, ref: 'U1', tag: { x: 148, y: 117 } },
  U2: { kind: 'dip', pins: 8, x: 330, y: 110, ref: 'U2', tag: { x: 336, y: 117 } },
  A1: { kind: 'module', x: 230, y: 250, labels: ['SDA', 'SCL', 'GND', 'VCC', 'ANT', 'L', 'R'], ref: 'A1', tag: { x: 230, y: 222 } },
  R1: { kind: 'res', x: 60, y: 330, r: 90, len: 50, ohms: 10_000, ref: 'R1', tag: { x: 60, y: 294 } },
  R2: { kind: 'res', x: 92, y: 330, r: 90, len: 50, ohms: 4_700, ref: 'R2', tag: { x: 92, y: 294 } },
  R3: { kind: 'res', x: 124, y: 330, r: 90, len: 50, ohms: 4_700, ref: 'R3', tag: { x: 124, y: 294 } },
  R4: { kind: 'res', x: 156, y: 330, r: 90, len: 50, ohms: 10_000, ref: 'R4', tag: { x: 156, y: 294 } },
  R5: { kind: 'res', x: 188, y: 330, r: 90, len: 50, ohms: 10_000, ref: 'R5', tag: { x: 188, y: 294 } },
  R6: { kind: 'res', x: 220, y: 330, r: 90, len: 50, ohms: 1_000, ref: 'R6', tag: { x: 220, y: 294 } },
  C1: { kind: 'ecap', x: 280, y: 334, ref: 'C1', tag: { x: 280, y: 372 } },
  C2: { kind: 'ecap', x: 330, y: 334, ref: 'C2', tag: { x: 330, y: 372 } },
  C3: { kind: 'ecap', x: 380, y: 334, ref: 'C3', tag: { x: 380, y: 372 } },
  ANT: { kind: 'pads', x: 400, y: 200, labels: ['ANT'], ref: 'ANT', tag: { x: 368, y: 207, anchor: 'end' } },
  SPK: { kind: 'pads', x: 400, y: 250, labels: ['1', '2'], ref: 'SPK', tag: { x: 368, y: 257, anchor: 'end' } },
  BAT: { kind: 'pads', x: 60, y: 200, labels: ['+', '−'], ref: 'BAT + −', tag: { x: 90, y: 207, anchor: 'start' } },
  ...Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`S${i + 1}`, { kind: 'tact', x: 70 + i * 62, y: 430, ref: `S${i + 1}`, tag: { x: 70 + i * 62, y: 404 } }])),
};

/**
 * @param {readonly string[]} done
 * @param {readonly string[]} now
 */
function board(done, now) {
  let s = d.rect(24, 30, 412, 440, { fill: C.pcb, rx: 14 });
  for (const [ref, f] of Object.entries(FP)) s += fp(f, { placed: now.includes(ref) || done.includes(ref) });
  for (const ref of now) {
    const f = FP[ref];
    if (!f) continue;
    s += f.kind === 'res' ? `<rect x="${f.x - 14}" y="${f.y - 32}" width="28" height="64" rx="10" fill="none" stroke="${C.orange}" stroke-width="3.5"/>` : ring(f.x, f.y, f.kind === 'dip' ? 52 : f.kind === 'module' ? 70 : 24);
  }
  return s;
}
const R = ['R1', 'R2', 'R3', 'R4', 'R5', 'R6'];
const S = ['S1', 'S2', 'S3', 'S4', 'S5', 'S6'];
const LX = 452;
const BH = 490;

export const card = { body: radio(250, 180, { sound: true }) + label(420, 40, '87,5–108 МГц', { size: 18, bold: true, anchor: 'end' }) };

export const steps = [
  {
    // step 1: Как работает радио: антенна, микросхема приёмника, усилитель, динамик; кнопки читает микроконтроллер
    body:
      d.line(40, 140, 40, 60, { color: '#777', w: 4 }) + d.path('M54 70a20 20 0 0 1 0 28M64 60a34 34 0 0 1 0 48', { color: C.blue, w: 3 }) + label(50, 170, 'антенна', { size: 18, bold: true }) +
      block(150, 100, 'приёмник') + block(300, 100, 'усилитель') + d.speaker(420, 100, { s: 0.45 }) +
      d.arrow(58, 100, 86, 100, { color: C.ink, w: 3 }) + d.arrow(212, 100, 236, 100, { color: C.ink, w: 3 }) + d.arrow(362, 100, 392, 100, { color: C.ink, w: 3 }) +
      block(150, 230, 'контроллер', '#fff3e0') + d.arrow(150, 198, 150, 134, { color: C.ink, w: 3 }) +
      d.tact(300, 230, { s: 0.7 }) + d.tact(350, 230, { s: 0.7 }) + d.tact(400, 230, { s: 0.7 }) + d.arrow(270, 230, 216, 230, { color: C.ink, w: 3 }) +
      label(350, 282, '6 кнопок', { size: 20, bold: true }),
  },
  // step 2: Схема
  {
    ...(() => {
      const top = schematic();
      return { body: top.body + `<g transform="translate(0 ${top.h - 40})">${schematicPower()}</g>`, w: top.w, h: top.h + 420 };
    })(),
  },
  {
    // step 3: Плата с надписями
    ...wide(board([], []) + legend(LX, 60, [{ title: 'R', lines: ['резисторы'] }, { title: 'C', lines: ['конденсаторы'] }, { title: 'S — кнопки', lines: [] }, { title: 'U', lines: ['микросхемы'] }, { title: 'A1 — модуль', lines: [] }, { title: 'ANT, SPK, BAT', lines: ['антенна,', 'динамик,', 'батарейки'] }], { size: 20, gap: 4 }), BH),
  },
  {
    // step 4: Резисторы R1–R6 на своих местах
    ...wide(
      board([], R) +
        [['R1, R4, R5', 10_000, '10 кОм'], ['R2, R3', 4_700, '4,7 кОм'], ['R6', 1_000, '1 кОм']]
          .map(([t, ohms, v], i) => label(LX, 60 + i * 110, `${t}:`, { size: 22, bold: true, anchor: 'start' }) + label(LX, 86 + i * 110, String(v), { size: 22, anchor: 'start' }) + d.resistor(LX + 80, 116 + i * 110, { ohms: Number(ohms), len: 150 }))
          .join(''),
      BH,
    ),
  },
  {
    // step 5: Шесть кнопок S1–S6
    ...wide(board(R, S) + legend(LX, 60, BTN.map((t, i) => ({ title: `S${i + 1}`, lines: [t] })), { size: 20, gap: 4 }), BH),
  },
  {
    // step 6: Конденсаторы C1–C3
    ...wide(board([...R, ...S], ['C1', 'C2', 'C3']) + legend(LX, 60, [{ title: 'C1 10 мкФ', lines: [] }, { title: 'C2 220 мкФ', lines: [] }, { title: 'C3 100 мкФ', lines: [] }, { title: 'длинная', color: C.darkRed, lines: ['ножка → «+»'] }], { size: 22 }), BH),
  },
  {
    // step 7: U1, U2 и модуль A1
    ...wide(board([...R, ...S, 'C1', 'C2', 'C3'], ['U1', 'U2', 'A1']) + legend(LX, 60, [{ title: 'U1 ATtiny84A', lines: ['14 ножек'] }, { title: 'U2 TDA7052', lines: ['8 ножек'] }, { title: 'выемка —', color: C.darkRed, lines: ['по рисунку'] }, { title: 'A1 RDA5807M', lines: ['— по надписям'] }], { size: 21 }), BH),
  },
  {
    // step 8: Динамик к SPK, антенна к ANT, отсек к BAT
    ...wide(
      board([...R, ...S, 'C1', 'C2', 'C3', 'U1', 'U2', 'A1'], ['ANT', 'SPK', 'BAT']) +
        d.wire([[400, 200], [470, 200], [470, 150], [620, 150]], { color: '#777', w: 4 }) + label(545, 136, 'антенна 75 см', { size: 20, bold: true }) +
        d.wire([[393, 250], [480, 250], [480, 300], [500, 300]], { color: C.red, w: 4 }) + d.wire([[407, 250], [470, 250], [470, 320], [500, 320]], { color: '#222', w: 4 }) +
        d.speaker(560, 310, { s: 0.6 }) + label(560, 372, 'динамик', { size: 20, bold: true }) +
        d.wire([[53, 200], [53, 150], [10, 150]], { color: C.red, w: 4 }) + d.wire([[67, 200], [67, 160], [10, 160]], { color: '#222', w: 4 }) +
        label(540, 60, 'отсек 3 В →', { size: 20, bold: true }) + label(540, 86, 'к BAT: + и −', { size: 20, bold: true }),
      BH,
    ),
  },
  {
    // step 8: Радио включено, нажата кнопка поиска, из динамика играет станция
    body: radio(250, 180, { sound: true }) + label(90, 40, '♪ ♫', { size: 34, bold: true, color: C.blue }),
  },
];
