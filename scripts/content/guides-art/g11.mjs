// @ts-check
// Guide 11: Песочные часы (LED hourglass, 56 LEDs, 3 button cells).
// The card and step drawings. Their alt texts, which become the SVG <title>s, live in
// src/content/projects.ts and src/content/guides/guide-11.ts (steps in the same order);
// guides-build.mjs adds the last step, the photo for the teacher.
import * as d from '../guides-draw.mjs';
import { chip, part, text, wide, wire } from '../guides-schematic.mjs';
import { footprint as fp, legend, ring } from '../guides-wiring.mjs';

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

// ---------------------------------------------------------------- schematic

/** U1 drives 8 lines through R1–R8; every pair of lines has two LEDs facing opposite ways (8 × 7 = 56). */
function schematic() {
  let s = '';
  const u = chip(250, 80, {
    w: 110,
    h: 320,
    size: 20,
    top: [{ pin: 1, label: 'VCC', at: 40 }],
    bottom: [
      { pin: 2, label: 'PB0', at: 30 },
      { pin: 14, label: 'GND', at: 80 },
    ],
    right: [13, 12, 11, 10, 9, 8, 7, 6].map((pin, i) => ({ pin, label: `PA${i}`, at: 28 + i * 34 })),
  });
  s += u.svg + text(305, 228, 'U1', { weight: 'bold' });
  const p = (/** @type {string} */ k) => u.pins[k] ?? [0, 0];
  const yT = 40;
  const yB = 470;
  // power: GB1 through SA1, C1 across
  s += text(20, 30, 'GB1', { weight: 'bold', anchor: 'start' }) + part('battery', [60, 190], [60, 290]);
  s += wire([60, 190], [60, 120]) + part('switch', [60, 120], [60, yT], { name: 'SA1', side: 'right' }) + wire([60, yT], [p('VCC')[0], yT], p('VCC'));
  s += wire([60, 290], [60, yB], [p('GND')[0], yB], p('GND'));
  s += part('electrolytic', [170, yT], [170, 200], { name: 'C1', side: 'right' }) + wire([170, 200], [170, yB]);
  s += d.circle(170, yT, 5, { fill: '#1b1b1b', sw: 0 }) + d.circle(170, yB, 5, { fill: '#1b1b1b', sw: 0 });
  // the tilt sensor from PB0 to the common wire
  s += part('switch', p('PB0'), [p('PB0')[0], yB], { name: 'S1', side: 'left' }) + d.circle(p('PB0')[0], yB, 5, { fill: '#1b1b1b', sw: 0 });
  // eight lines through R1–R8
  for (let i = 0; i < 8; i++) {
    const [x, y] = p(`PA${i}`);
    s += part('resistor', [x, y], [x + 100, y]) + wire([x + 100, y], [610, y]);
  }
  s += text(445, 72, 'R1…R8', { weight: 'bold' });
  // two of the 56: HL1 and HL2 between the first two lines, facing opposite ways
  const [, y0] = p('PA0');
  const [, y1] = p('PA1');
  s += part('led', [560, y0], [560, y1]) + part('led', [596, y1], [596, y0]);
  s += d.circle(560, y0, 5, { fill: '#1b1b1b', sw: 0 }) + d.circle(560, y1, 5, { fill: '#1b1b1b', sw: 0 }) + d.circle(596, y0, 5, { fill: '#1b1b1b', sw: 0 }) + d.circle(596, y1, 5, { fill: '#1b1b1b', sw: 0 });
  s += text(578, y1 + 36, 'HL1 HL2', { size: 20, weight: 'bold' });
  s += text(395, 420, 'к 56 светодиодам', { anchor: 'start' });
  return wide(s, 500);
}

// ---------------------------------------------------------------- the printed board

/** The hourglass board: LED triangles above and below, the parts in the waist band. */
const LEDPOS = (() => {
  /** @type {[number, number][]} */
  const out = [];
  for (let r = 0; r < 7; r++) for (let i = 0; i < 7 - r; i++) out.push([230 + (i - (6 - r) / 2) * 28, 36 + r * 22]);
  for (let r = 0; r < 7; r++) for (let i = 0; i < r + 1; i++) out.push([230 + (i - r / 2) * 28, 374 + r * 22]);
  return out;
})();

/** @type {Record<string, import('../guides-wiring.mjs').Footprint>} */
const FP = Object.fromEntries([
  ...Array.from({ length: 8 }, (_, i) => [`R${i + 1}`, { kind: 'res', x: 68 + i * 26, y: 270, r: 90, len: 50, ohms: 100, ref: i === 0 ? 'R1…R8' : '', tag: { x: 140, y: 230 } }]),
  ['U1', { kind: 'dip', pins: 14, x: 336, y: 240, ref: 'U1', tag: { x: 344, y: 247 } }],
  ['C1', { kind: 'ecap', x: 290, y: 300, ref: 'C1', tag: { x: 290, y: 334 } }],
  ['S1', { kind: 'tilt', x: 340, y: 300, ref: 'S1', tag: { x: 340, y: 334 } }],
  ['SA1', { kind: 'slide', x: 392, y: 300, ref: 'SA1', tag: { x: 392, y: 334 } }],
]);

/**
 * @param {readonly string[]} done
 * @param {readonly string[]} now
 * @param {{ socketOnly?: boolean }} [o]
 */
function board(done, now, { socketOnly = false } = {}) {
  let s = `<path d="M40 14H420L300 196V336L420 518H40L160 336V196Z" fill="${C.pcb}" stroke="${C.ink}" stroke-width="3"/>`;
  s += `<rect x="40" y="196" width="380" height="140" rx="10" fill="${C.pcb}" stroke="${C.ink}" stroke-width="3"/>`;
  s += `<rect x="43" y="193" width="374" height="146" rx="8" fill="${C.pcb}"/>`;
  const leds = done.includes('HL') || now.includes('HL');
  for (const [x, y] of LEDPOS) {
    s += `<path d="M${x + 5} ${y - 9}A10 10 0 1 0 ${x + 5} ${y + 9}Z" fill="${leds ? C.yellow : 'none'}" stroke="#fff" stroke-width="2"/>`;
  }
  for (const [ref, f] of Object.entries(FP)) {
    const placed = now.includes(ref) || done.includes(ref);
    s += fp(f, { placed: placed && !(ref === 'U1' && socketOnly) });
    if (ref === 'U1' && socketOnly && placed) s += `<rect x="${f.x - 48}" y="${f.y - 20}" width="96" height="40" rx="3" fill="none" stroke="#222" stroke-width="6"/>`;
  }
  for (const ref of now) {
    const f = FP[ref];
    if (!f) continue;
    s += f.kind === 'res' ? `<rect x="${f.x - 13}" y="${f.y - 31}" width="26" height="62" rx="10" fill="none" stroke="${C.orange}" stroke-width="3.5"/>` : ring(f.x, f.y, f.kind === 'dip' ? 56 : 24);
  }
  if (now.includes('HL')) s += `<path d="M40 14H420L300 196V336L420 518H40L160 336V196Z" fill="none" stroke="${C.orange}" stroke-width="5" stroke-dasharray="12 8"/>`;
  return s;
}
const BH = 530;
const LX = 444;

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
  // step 2: Схема
  schematic(),
  {
    // step 3: Резисторы R1–R8 по 100 Ом в середине платы
    ...wide(board([], ['R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7', 'R8']) + legend(LX, 60, [{ title: 'R1–R8', lines: ['100 Ом'] }, { title: 'полоски:', lines: ['коричневая', 'чёрная', 'коричневая'] }], { size: 22 }) + d.resistor(530, 290, { ohms: 100, len: 150 }), BH),
  },
  {
    // step 4: Панелька DIP-14 на месте U1, выемка к выемке
    ...wide(board(['R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7', 'R8'], ['U1'], { socketOnly: true }) + legend(LX, 60, [{ title: 'панелька', lines: ['DIP-14'] }, { title: 'выемка', color: C.darkRed, lines: ['к выемке', 'на рисунке'] }], { size: 22 }), BH),
  },
  {
    // step 5: 56 светодиодов: длинная ножка в «+», плоский край по рисунку
    ...wide(
      board(['R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7', 'R8', 'U1'], ['HL'], { socketOnly: true }) +
        d.led(540, 130, { color: C.yellow, s: 0.9 }) +
        legend(LX, 250, [{ title: 'длинная', color: C.darkRed, lines: ['ножка → «+»'] }, { title: 'плоский край', lines: ['по рисунку'] }, { title: 'по 8 штук —', lines: ['и проверяй'] }], { size: 22 }),
      BH,
    ),
  },
  {
    // step 5: Хорошая пайка похожа на блестящий конус; капля между соседними выводами — перемычка, её нужно убрать
    body:
      d.rect(40, 160, 180, 60, { fill: C.pcb, rx: 4 }) + d.joint(90, 152, { s: 2 }) + d.joint(170, 152, { s: 2 }) + d.ok(130, 90) +
      d.rect(260, 160, 180, 60, { fill: C.pcb, rx: 4 }) + `<path d="M286 166Q350 120 414 166Z" fill="#cfd8dc" stroke="#555" stroke-width="2"/>` + d.bad(350, 90) +
      label(130, 256, 'конус', { size: 22, bold: true }) + label(350, 256, 'перемычка', { size: 22, bold: true, color: C.darkRed }),
  },
  {
    // step 7: C1 100 мкФ, датчик наклона S1 и выключатель SA1
    ...wide(
      board(['R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7', 'R8', 'U1', 'HL'], ['C1', 'S1', 'SA1'], { socketOnly: true }) +
        legend(LX, 60, [{ title: 'C1 100 мкФ', lines: ['длинная → «+»'] }, { title: 'S1', lines: ['датчик наклона'] }, { title: 'SA1', lines: ['выключатель'] }], { size: 22 }),
      BH,
    ),
  },
  {
    // step 8: Держатель GB1 на обороте, три LR44 по 1,5 В
    ...wide(
      `<path d="M40 14H420L300 196V336L420 518H40L160 336V196Z" fill="${C.pcb}" stroke="${C.ink}" stroke-width="3"/><rect x="40" y="196" width="380" height="140" rx="10" fill="${C.pcb}" stroke="${C.ink}" stroke-width="3"/><rect x="43" y="193" width="374" height="146" rx="8" fill="${C.pcb}"/>` +
        label(230, 110, 'обратная сторона', { size: 22, bold: true, color: '#fff', halo: false }) +
        d.rect(110, 220, 240, 90, { fill: '#333', rx: 12 }) +
        d.coin(160, 265, { rr: 34, text: '1,5 В' }) + d.coin(230, 265, { rr: 34, text: '1,5 В' }) + d.coin(300, 265, { rr: 34, text: '1,5 В' }) +
        label(90, 270, '+', { size: 30, bold: true, color: '#fff', halo: false }) + label(372, 270, '−', { size: 30, bold: true, color: '#fff', halo: false }) +
        label(230, 370, 'GB1', { size: 22, bold: true, color: '#fff', halo: false }) +
        legend(LX, 60, [{ title: '3 × LR44', lines: ['1,5 В каждая', '= 4,5 В'] }, { title: 'плюсом вверх', color: C.darkRed, lines: [] }, { title: 'вывод «+»', lines: ['в «+» платы'] }], { size: 22 }),
      BH,
    ),
  },
  {
    // step 9: ATtiny84A вставляется в панельку выемкой к выемке, ножка 1 у точки
    ...wide(
      board(['R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7', 'R8', 'HL', 'C1', 'S1', 'SA1'], ['U1']) +
        d.chip(540, 150, { pins: 14, s: 0.7, numbers: false }) +
        legend(LX, 260, [{ title: 'ATtiny84A', lines: ['14 ножек'] }, { title: 'выемка', color: C.darkRed, lines: ['к выемке'] }, { title: 'ножка 1', lines: ['у точки'] }], { size: 22 }),
      BH,
    ),
  },
  {
    // step 9: Часы включены: огоньки пересыпаются вниз; переверни — побегут обратно
    body: hourglass(130, 150, { s: 0.85, top: 10, bottom: 18 }) + hourglass(360, 150, { s: 0.85, top: 24, bottom: 4 }) +
      d.arrow(220, 150, 270, 150, { color: C.blue }) + label(245, 120, 'переверни', { size: 18, bold: true }),
  },
];
