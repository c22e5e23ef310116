// @ts-check
// Guide 10: Мультивибратор (two-transistor LED blinker on a breadboard).
// The card and step drawings. Their alt texts, which become the SVG <title>s, live in
// src/content/projects.ts and src/content/guides/guide-10.ts (steps in the same order);
// guides-build.mjs adds the last step, the photo for the teacher.
//
// The breadboard layout (every node is one column of 5 holes):
//   top half:    a4–e4 HL1 anode + R1 | 6: VT1 К, HL1 −, C1 + | 8: VT1 Б, R2, C2 − | 10: VT1 Э → «−»
//   bottom half: f4–j4 VT2 Э → «−»    | 6: VT2 Б, R3, C1 −    | 8: VT2 К, HL2 −, C2 + | 10: HL2 anode + R4
// The capacitors bridge the groove, so each crosses from one transistor to the other.
import * as d from '../guides-draw.mjs';
import { dot, part, text, transistor, wide, wire } from '../guides-schematic.mjs';
import { bbCap, bbLed, bbResistor, bbTransistor, breadboard, faded, jumper, legend, partTag } from '../guides-wiring.mjs';

const { C, label } = d;

// ---------------------------------------------------------------- schematic

export function schematic() {
  const yT = 60;
  const yB = 430;
  let s = '';
  // battery on the left, rails
  s += part('battery', [50, 200], [50, 300]) + text(20, 36, 'GB1', { weight: 'bold', anchor: 'start' }) + text(80, 36, '4,5 В', { anchor: 'start' });
  s += wire([50, 200], [50, yT], [510, yT]) + wire([50, 300], [50, yB], [510, yB]);
  // VT1 mirrored (base from the right), VT2 normal (base from the left): collectors outside
  const t1 = transistor(144, 340, { mirror: true });
  const t2 = transistor(496, 340);
  s += t1.svg + t2.svg + text(160, 412, 'VT1', { weight: 'bold', anchor: 'start' }) + text(480, 412, 'VT2', { weight: 'bold', anchor: 'end' });
  s += wire(t1.e, [t1.e[0], yB]) + wire(t2.e, [t2.e[0], yB]) + dot(t1.e[0], yB);
  // collector branches: R1 + HL1 at x 130, R4 + HL2 at x 510
  s += part('resistor', [130, yT], [130, 150], { name: 'R1', value: '470 Ом', side: 'left' }) + part('led', [130, 150], [130, 225], { name: 'HL1', side: 'left', dx: -8 });
  s += wire([130, 225], t1.c) + dot(130, yT);
  s += part('resistor', [510, yT], [510, 150], { name: 'R4', value: '470 Ом', side: 'right' }) + part('led', [510, 150], [510, 225], { name: 'HL2', side: 'right' });
  s += wire([510, 225], t2.c);
  // base resistors: R2 down to VT1's base, R3 down to VT2's base
  s += part('resistor', [250, yT], [250, 160], { name: 'R2', value: '68 кОм', side: 'right' }) + wire([250, 160], [250, 340], t1.b) + dot(250, yT);
  s += part('resistor', [390, yT], [390, 160], { name: 'R3', value: '68 кОм', side: 'right' }) + wire([390, 160], [390, 340], t2.b) + dot(390, yT);
  // the cross: C1 from VT1's collector to VT2's base, C2 from VT2's collector to VT1's base
  s += wire([130, 245], [170, 245]) + part('electrolytic', [170, 245], [220, 245], { name: 'C1', side: 'above' }) + wire([220, 245], [390, 245]);
  s += dot(130, 245) + dot(390, 245);
  s += wire([510, 280], [470, 280]) + part('electrolytic', [470, 280], [420, 280], { name: 'C2', side: 'below' }) + wire([420, 280], [250, 280]);
  s += dot(510, 280) + dot(250, 280);
  s += text(320, 470, 'C1, C2 — по 100 мкФ', { anchor: 'middle' });
  return wide(s, 500);
}

// ---------------------------------------------------------------- breadboard

const bb = breadboard({ x: 70, y: 40, cols: 12, pitch: 30 });
// The board is drawn at pitch 30 and shown 1.42 times larger, with the legend below it, so that
// on a phone the hole numbers and letters are about 12 px and the legend 14 px.
const K = 1.42;
const TX = -3.8;
const TY = -12.7;
/** @param {readonly number[]} pt a point in board units → the picture's units */
const P = ([x = 0, y = 0]) => /** @type {const} */ ([x * K + TX, y * K + TY]);
const LEGEND_Y = Math.round(bb.bottom * K + TY + 40);

/** The battery box below the board, its wires up the right edge into the top rails. */
const BATTERY = () => {
  const plus = P(bb.at('T+12'));
  const minus = P(bb.at('T-11'));
  let s = d.batteryBox(540, LEGEND_Y + 112, { count: 3, s: 0.6, wireLen: 0 });
  s += d.wire([[578, LEGEND_Y + 106], [612, LEGEND_Y + 106], [612, plus[1] - 6], [plus[0], plus[1] - 6], plus], { color: C.red, w: 5, ends: false });
  s += d.wire([[578, LEGEND_Y + 118], [628, LEGEND_Y + 118], [628, 4], [minus[0], 4], minus], { color: '#222', w: 5, ends: false });
  return s;
};

const LINKS = () => jumper(bb.at('T+1'), bb.at('B+1'), { color: C.red, bend: -24 }) + jumper(bb.at('T-2'), bb.at('B-2'), { color: C.blue, bend: 24 });
const TRANSISTORS = () =>
  bbTransistor([bb.at('c6'), bb.at('c8'), bb.at('c10')], { flat: 'down' }) +
  bbTransistor([bb.at('h4'), bb.at('h6'), bb.at('h8')], { flat: 'up' }) +
  jumper(bb.at('a10'), bb.at('T-10'), { color: C.blue, bend: 18 }) +
  jumper(bb.at('j4'), bb.at('B-4'), { color: C.blue, bend: -18 });
const TRANSISTOR_TAGS = () => partTag(bb.at('c8')[0], bb.at('c8')[1] - 40, 'VT1', { size: 22 }) + partTag(bb.at('h6')[0], bb.at('h6')[1] + 52, 'VT2', { size: 22 });
/** @param {{ lit?: 1 | 2 | 0 }} [o] */
const LEDS = ({ lit = 0 } = {}) =>
  bbResistor(bb.at('T+4'), bb.at('a4'), 470) +
  bbLed(bb.at('d4'), bb.at('d6'), C.red, { lit: lit === 1 }) +
  bbResistor(bb.at('B+10'), bb.at('j10'), 470) +
  bbLed(bb.at('g10'), bb.at('g8'), C.green, { lit: lit === 2 });
const LED_TAGS = () => partTag(bb.at('d5')[0] - 40, bb.at('d5')[1] + 6, 'HL1', { size: 22, anchor: 'end' }) + partTag(bb.at('g9')[0] + 44, bb.at('g9')[1] + 8, 'HL2', { size: 22, anchor: 'start' });
const CAPS = () => bbCap(bb.at('e6'), bb.at('f6'), { lean: -20 }) + bbCap(bb.at('f8'), bb.at('e8'), { lean: 20 });
const CAP_TAGS = () => partTag(bb.at('e6')[0] - 46, bb.at('e6')[1] + 46, 'C1', { size: 22, anchor: 'end' }) + partTag(bb.at('e8')[0] + 46, bb.at('e8')[1] + 46, 'C2', { size: 22, anchor: 'start' });
/** @param {number} ohms */
const BASE_RESISTORS = (ohms) => bbResistor(bb.at('T+8'), bb.at('a8'), ohms) + bbResistor(bb.at('B+6'), bb.at('j6'), ohms);

/**
 * @typedef {{ title: string, color?: string, lines: readonly string[] }} Block
 * @param {string} old parts of earlier steps (faded)
 * @param {string} now this step's parts
 * @param {readonly Block[]} left the legend's left column (below the board)
 * @param {readonly Block[]} [right] its right column
 * @param {string} [extra] drawn in the picture's own units (the battery, a clock)
 */
const board = (old, now, left, right = [], extra = '') => {
  const column = (/** @type {readonly Block[]} */ blocks) => blocks.reduce((n, b) => n + b.lines.length + 1, 0);
  const rows = Math.max(column(left), column(right), extra ? 5 : 0);
  return {
    body:
      `<g transform="translate(${TX} ${TY}) scale(${K})">${bb.svg}${faded(old)}${now}</g>` +
      legend(30, LEGEND_Y, left, { size: 25, gap: 6 }) +
      legend(330, LEGEND_Y, right, { size: 25, gap: 6 }) +
      extra,
    w: 640,
    h: LEGEND_Y + rows * 30 + 10,
  };
};

// Мультивибратор-мигалка на макетной плате: два транзистора, два светодиода
export const card = {
  body: `<g transform="translate(60 6) scale(0.56)">${bb.svg}${LINKS()}${TRANSISTORS()}${LEDS({ lit: 1 })}${CAPS()}${BASE_RESISTORS(68_000)}</g>` +
    label(400, 120, 'мигает', { size: 28, bold: true, color: C.darkRed }) +
    label(400, 160, 'по очереди', { size: 22, bold: true }),
};

export const steps = [
  // step 1: Схема мультивибратора
  schematic(),
  {
    // step 2: Макетная плата: столбик из 5 дырочек, шины; провода отсека и две перемычки между шинами
    ...board(
      '',
      `<rect x="${bb.at('a3')[0] - 14}" y="${bb.at('a3')[1] - 14}" width="28" height="${bb.at('e3')[1] - bb.at('a3')[1] + 28}" rx="10" fill="none" stroke="${C.orange}" stroke-width="4"/>` +
        LINKS(),
      [
        { title: 'a3–e3: 5 дырочек', lines: ['соединены внутри'] },
        { title: 'отсек 4,5 В:', color: C.darkRed, lines: ['красный → «+»', 'чёрный → «−»'] },
      ],
      [{ title: 'перемычки:', lines: ['«+» сверху → вниз', '«−» сверху → вниз'] }],
      BATTERY(),
    ),
  },
  {
    // step 3: Транзисторы: VT1 в c6, c8, c10 плоской стороной вниз; VT2 в h4, h6, h8 плоской стороной вверх; перемычки эмиттеров
    ...board(
      LINKS(),
      TRANSISTORS() + TRANSISTOR_TAGS() + bb.mark(['c6', 'c8', 'c10', 'h4', 'h6', 'h8']),
      [
        { title: 'VT1, плоской вниз:', lines: ['К c6 · Б c8 · Э c10'] },
        { title: 'VT2, плоской вверх:', lines: ['Э h4 · Б h6 · К h8'] },
      ],
      [{ title: 'перемычки:', color: C.blue, lines: ['a10 → «−»', 'j4 → «−»'] }],
    ),
  },
  {
    // step 4: R1 470 Ом «+» → a4, HL1 d4/d6; R4 470 Ом «+» → j10, HL2 g10/g8
    ...board(
      LINKS() + TRANSISTORS(),
      LEDS() + LED_TAGS() + bb.mark(['a4', 'd4', 'd6', 'j10', 'g10', 'g8']),
      [
        { title: 'R1 470 Ом:', lines: ['«+» → a4'] },
        { title: 'HL1 красный:', color: C.darkRed, lines: ['длинная d4', 'короткая d6'] },
      ],
      [
        { title: 'R4 470 Ом:', lines: ['«+» → j10'] },
        { title: 'HL2 зелёный:', color: '#2e7d32', lines: ['длинная g10', 'короткая g8'] },
      ],
    ),
  },
  {
    // step 5: C1 плюс e6, минус f6; C2 плюс f8, минус e8
    ...board(
      LINKS() + TRANSISTORS() + LEDS(),
      CAPS() + CAP_TAGS() + bb.mark(['e6', 'f6', 'f8', 'e8']),
      [
        { title: 'C1 100 мкФ:', lines: ['«+» — e6', '«−» — f6'] },
        { title: 'полоска — это «−»', color: C.blue, lines: [] },
      ],
      [{ title: 'C2 100 мкФ:', lines: ['«+» — f8', '«−» — e8'] }],
    ),
  },
  {
    // step 6: R2 68 кОм «+» → a8, R3 68 кОм «+» → j6
    ...board(
      LINKS() + TRANSISTORS() + LEDS() + CAPS(),
      BASE_RESISTORS(68_000) + bb.mark(['a8', 'j6']) + partTag(bb.at('a8')[0] + 34, bb.at('a8')[1] - 12, 'R2', { size: 22, anchor: 'start' }) + partTag(bb.at('j6')[0] + 34, bb.at('j6')[1] + 22, 'R3', { size: 22, anchor: 'start' }),
      [
        { title: 'R2 68 кОм:', lines: ['«+» → a8'] },
        { title: 'R3 68 кОм:', lines: ['«+» → j6'] },
      ],
      [{ title: 'полоски:', lines: ['синяя, серая,', 'оранжевая'] }],
    ),
  },
  {
    // step 7: Всё собрано, батарейки вставлены: горит красный, около 3,6 секунды
    ...board(
      '',
      LINKS() + TRANSISTORS() + LEDS({ lit: 1 }) + CAPS() + BASE_RESISTORS(68_000),
      [{ title: 'HL1 горит ≈ 3,6 с,', color: C.darkRed, lines: ['потом HL2'] }],
      [],
      BATTERY() + d.circle(420, LEGEND_Y + 40, 40, { fill: '#fff' }) + d.line(420, LEGEND_Y + 40, 420, LEGEND_Y + 10, { w: 5 }) + d.line(420, LEGEND_Y + 40, 442, LEGEND_Y + 50, { w: 5 }),
    ),
  },
  {
    // step 8: R2 и R3 заменены на 15 кОм в тех же дырочках, мигание около 1 секунды
    ...board(
      LINKS() + TRANSISTORS() + LEDS({ lit: 2 }) + CAPS(),
      BASE_RESISTORS(15_000) + bb.mark(['a8', 'j6']),
      [
        { title: '15 кОм вместо R2, R3:', lines: ['в те же a8 и j6'] },
        { title: '≈ 1 секунда', color: '#2e7d32', lines: [] },
      ],
      [{ title: 'полоски:', lines: ['коричневая, зелёная,', 'оранжевая'] }],
    ),
  },
];
