// @ts-check
// Drawings shared by the programming lessons (18–23): the school board of the course's tasks
// (domain/mcu/program.ts, BOARD: ATtiny84A at 1 MHz, five LEDs through 330 Ом, the buzzer, two
// buttons), a program of blocks as the editor shows it, and a timing diagram of the pins.
// tests/unit/lessons-mcu.test.ts checks SCHOOL_BOARD against BOARD, so a pin moved on the board
// and not here fails.
import * as d from '../guides-draw.mjs';
import { breadboard, jumper, bbLed, bbResistor, partTag } from '../guides-wiring.mjs';

const { C } = d;

/**
 * A label without the white halo unless asked: these pictures put their words on plain paper, and
 * the halo's attributes on every word cost the offline budget.
 * @param {number} x
 * @param {number} y
 * @param {string} text
 * @param {Parameters<typeof d.label>[3]} [o]
 */
export const label = (x, y, text, o = {}) => d.label(x, y, text, { halo: false, ...o });

/** The board as the lessons draw it: the same pins as BOARD in domain/mcu/program.ts. */
export const SCHOOL_BOARD = {
  chip: 'ATtiny84A',
  supplyVolts: 4.5,
  ohms: 330,
  leds: [
    { name: 'HL1', colour: 'red', fill: '#e53935', chipPin: 13 },
    { name: 'HL2', colour: 'yellow', fill: '#fdd835', chipPin: 12 },
    { name: 'HL3', colour: 'green', fill: '#43a047', chipPin: 11 },
    { name: 'HL4', colour: 'blue', fill: '#1e88e5', chipPin: 10 },
    { name: 'HL5', colour: 'white', fill: '#f5f5f5', chipPin: 9 },
  ],
  buzzer: { name: 'BA1', chipPin: 7 },
  buttons: [
    { name: 'S1', chipPin: 2 },
    { name: 'S2', chipPin: 3 },
  ],
};

// ---------------------------------------------------------------- the board as a picture

/** Pin `pin`'s y on the upright chip of `board`: 1–7 down the left side, 8–14 up the right. */
export const BOARD_PIC = { top: 92, step: 56, chipX0: 260, chipX1: 380, ledX: 516, w: 640, h: 530 };
export const pinY = (/** @type {number} */ pin) => BOARD_PIC.top + (pin <= 7 ? pin - 1 : 14 - pin) * BOARD_PIC.step;

/**
 * The school board as a wiring diagram: the chip standing up (notch at the top), the LEDs on the
 * right through their resistors to the minus, the buttons and the buzzer on the left. `lit` LEDs
 * shine, `pressed` buttons are drawn closed.
 * @param {{ lit?: readonly string[], pressed?: readonly string[], sound?: boolean }} [o]
 */
export function board({ lit = [], pressed = [], sound = false } = {}) {
  const { chipX0: x0, chipX1: x1, ledX } = BOARD_PIC;
  const minusR = 610;
  const minusL = 40;
  let b = '';
  // the minus on both sides, joined under the board
  const bottom = pinY(7) + 64;
  b += d.sLine([[minusL, 60], [minusL, bottom], [minusR, bottom], [minusR, pinY(14)]]);
  b += label(minusL + 12, 50, '−', { size: 26, bold: true, color: C.blue, anchor: 'start' });
  // pin 14 → minus, pin 1 → + 4,5 В
  b += d.sLine([[x1 + 30, pinY(14)], [minusR, pinY(14)]]);
  b += label(x1 + 96, pinY(14) - 10, 'минус', { size: 20, bold: true, color: C.blue });
  b += d.sLine([[x0 - 30, pinY(1)], [x0 - 100, pinY(1)]]);
  b += label(x0 - 104, pinY(1) + 7, '+4,5 В', { size: 21, bold: true, color: C.red, anchor: 'end' });
  // LEDs: pin → resistor → LED → minus
  for (const led of SCHOOL_BOARD.leds) {
    const y = pinY(led.chipPin);
    const on = lit.includes(led.name);
    b += d.sLine([[x1 + 30, y], [ledX - 18, y]]) + d.sLine([[ledX + 18, y], [minusR, y]]) + d.sDot(minusR, y);
    b += d.rect(420, y - 10, 52, 20, { fill: '#fff', rx: 2 });
    if (on) b += d.circle(ledX, y, 26, { fill: led.fill, color: 'none', sw: 0 }).replace('fill=', 'opacity="0.35" fill=');
    b += d.circle(ledX, y, 17, { fill: led.fill, sw: 3 });
    b += label(ledX + 24, y - 9, led.name, { size: 20, bold: true, anchor: 'start' });
  }
  b += label(416, pinY(8) + 7, 'резисторы 330 Ом', { size: 20, bold: true, anchor: 'start' });
  // buttons: pin → button → minus
  for (const button of SCHOOL_BOARD.buttons) {
    const y = pinY(button.chipPin);
    const closed = pressed.includes(button.name);
    b += d.sLine([[x0 - 30, y], [172, y]]) + d.sLine([[128, y], [minusL, y]]) + d.sDot(minusL, y);
    b += d.sSwitch(150, y, { open: !closed });
    b += label(150, y + 30, button.name, { size: 20, bold: true });
  }
  // the buzzer on pin 7
  const by = pinY(SCHOOL_BOARD.buzzer.chipPin);
  b += d.sLine([[x0 - 30, by], [166, by]]) + d.sLine([[134, by], [minusL, by]]) + d.sDot(minusL, by);
  b += d.sBuzzer(150, by);
  if (sound) b += d.path(`M178 ${by - 34}A26 26 0 0 1 178 ${by - 58}`, { color: C.orange, w: 4 });
  b += label(150, by + 38, SCHOOL_BOARD.buzzer.name, { size: 20, bold: true });
  // the chip
  for (let pin = 1; pin <= 14; pin++) {
    const left = pin <= 7;
    const y = pinY(pin);
    b += d.rect(left ? x0 - 30 : x1 - 2, y - 9, 32, 18, { fill: C.metal, sw: 2.5, rx: 2 });
  }
  b += d.rect(x0, pinY(1) - 36, x1 - x0, pinY(7) - pinY(1) + 72, { fill: '#2b2b2b', rx: 6 });
  b += `<path d="M${(x0 + x1) / 2 - 16} ${pinY(1) - 36}A16 16 0 0 0 ${(x0 + x1) / 2 + 16} ${pinY(1) - 36}" fill="#777" stroke="${C.ink}" stroke-width="2.5"/>`;
  for (let pin = 1; pin <= 14; pin++) {
    const left = pin <= 7;
    b += label(left ? x0 + 20 : x1 - 20, pinY(pin) + 7, String(pin), { size: 20, bold: true, color: '#fff', halo: false });
  }
  b += label((x0 + x1) / 2, (pinY(3) + pinY(4)) / 2 + 7, 'ATtiny84A', { size: 19, bold: true, color: '#eee', halo: false });
  b += label(320, BOARD_PIC.h - 22, 'Школьная плата: 1 МГц, питание 4,5 В', { size: 22, bold: true, color: C.darkRed });
  return b;
}

/**
 * Tap areas over the board's parts, for a question «нажми на…» (54 units high on a 640-wide
 * picture: more than a finger's 40 units of 480). src/content/lessons/school-board.ts writes the
 * same rectangles; the lessons' test compares them.
 */
export function boardAreas() {
  const { ledX } = BOARD_PIC;
  const colours = { red: 'красный', yellow: 'жёлтый', green: 'зелёный', blue: 'синий', white: 'белый' };
  return [
    ...SCHOOL_BOARD.leds.map((led) => ({
      id: led.name,
      label: `Светодиод ${led.name}, ${colours[/** @type {keyof typeof colours} */ (led.colour)]}`,
      x: ledX - 28,
      y: pinY(led.chipPin) - 27,
      width: 100,
      height: 54,
    })),
    ...SCHOOL_BOARD.buttons.map((button) => ({ id: button.name, label: `Кнопка ${button.name}`, x: 110, y: pinY(button.chipPin) - 27, width: 80, height: 54 })),
    { id: SCHOOL_BOARD.buzzer.name, label: `Зуммер ${SCHOOL_BOARD.buzzer.name}`, x: 110, y: pinY(SCHOOL_BOARD.buzzer.chipPin) - 27, width: 80, height: 54 },
  ];
}

// ---------------------------------------------------------------- a program of blocks

/** @typedef {'start' | 'leds' | 'time' | 'loops' | 'logic' | 'buttons' | 'sound' | 'variables' | 'note'} BlockGroup */
/** @typedef {{ t: string, g: BlockGroup, body?: readonly Block[], else?: readonly Block[] }} Block */

/**
 * The block editor's colours of the groups (src/lib/blockly/block-types.ts, GROUP_COLOURS), so a
 * block looks the same in the lesson and on the task's page: dark, with white words.
 */
export const BLOCK_FILL = {
  start: '#1b2559',
  leds: '#c2185b',
  time: '#1f62c4',
  loops: '#a34f00',
  logic: '#5b45b8',
  buttons: '#0c7a63',
  sound: '#8e2f99',
  variables: '#6d4c41',
  note: 'none',
};
const WORDS = '#fff';

const ROW = 40;
const INDENT = 28;
const FOOT = 16;

/**
 * Blocks under «при запуске», nested as the editor nests them; a «повторять» block's body sits
 * inside its bracket, «иначе» splits an «если». Returns the drawing and its height.
 * @param {readonly Block[]} blocks
 * @param {{ x?: number, y?: number, w?: number, size?: number, loopArrow?: boolean }} [o]
 */
export function program(blocks, { x = 40, y = 20, w = 400, size = 20, loopArrow = true } = {}) {
  let b = d.rect(x, y, Math.min(w, 220), ROW, { fill: BLOCK_FILL.start, rx: 14 });
  b += label(x + 14, y + 27, 'при запуске', { size, bold: true, anchor: 'start', halo: false, color: WORDS });
  const drawn = stack(blocks, x, y + ROW + 4, w, size, loopArrow);
  return { body: b + drawn.body, bottom: drawn.bottom };
}

/**
 * @param {readonly Block[]} blocks
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} size
 * @param {boolean} loopArrow
 * @returns {{ body: string, bottom: number }}
 */
function stack(blocks, x, y, w, size, loopArrow) {
  let b = '';
  let yy = y;
  for (const block of blocks) {
    const fill = BLOCK_FILL[block.g];
    if (block.g === 'note') {
      b += label(x + 14, yy + 26, block.t, { size, anchor: 'start', color: '#555', halo: false });
      yy += ROW;
      continue;
    }
    if (!block.body) {
      b += d.rect(x, yy, w, ROW - 4, { fill, rx: 8 });
      b += label(x + 14, yy + 25, block.t, { size, anchor: 'start', halo: false, color: WORDS });
      yy += ROW;
      continue;
    }
    // a bracket: the header, the body inside, («иначе» and its body), the foot
    const inner = stack(block.body, x + INDENT, yy + ROW, w - INDENT, size, loopArrow);
    const other = block.else ? stack(block.else, x + INDENT, inner.bottom + ROW - 8, w - INDENT, size, loopArrow) : undefined;
    const end = (other ?? inner).bottom;
    let shape = `M${x} ${yy}H${x + w}V${yy + ROW - 4}H${x + INDENT}V${inner.bottom}`;
    if (other) shape += `H${x + w * 0.6}V${inner.bottom + ROW - 12}H${x + INDENT}V${end}`;
    shape += `H${x + w * 0.6}V${end + FOOT}H${x}Z`;
    b += `<path d="${shape}" fill="${fill}" stroke="${C.ink}" stroke-width="3" stroke-linejoin="round"/>`;
    b += label(x + 14, yy + 25, block.t, { size, bold: true, anchor: 'start', halo: false, color: WORDS });
    if (other) b += label(x + 14, inner.bottom + 20, 'иначе', { size, bold: true, anchor: 'start', halo: false, color: WORDS });
    b += inner.body + (other?.body ?? '');
    if (loopArrow && block.g === 'loops') b += d.arrow(x - 14, end + 4, x - 14, yy + 16, { color: C.orange, w: 4 });
    yy = end + FOOT + 4;
  }
  return { body: b, bottom: yy };
}

// ---------------------------------------------------------------- timing diagrams

/**
 * @typedef {object} TimingRow
 * @property {string} name the pin's name on the left: «HL1», «S1»
 * @property {string} [color]
 * @property {readonly (readonly [number, number])[]} high when the line is up (from, to), in the axis' units
 * @property {string} [up] the word for up («горит», «1»)
 * @property {string} [down] the word for down
 */

/**
 * Pins' lines over time, one row each, and the time axis under them.
 * @param {readonly TimingRow[]} rows
 * @param {{ until: number, every: number, unit: string, w?: number, left?: number, labelEvery?: number, top?: number, rowH?: number }} axis
 * @returns {{ body: string, h: number, x: (t: number) => number }}
 */
export function timing(rows, { until, every, unit, w = 640, left = 110, labelEvery = every, top = 40, rowH = 84 }) {
  const right = w - 40;
  const x = (/** @type {number} */ t) => left + ((right - left) * t) / until;
  let b = '';
  rows.forEach((row, i) => {
    const hi = top + i * rowH;
    const lo = hi + 44;
    const color = row.color ?? C.green;
    b += d.line(left, lo, right, lo, { color: '#ddd', w: 2 });
    /** @type {[number, number][]} */
    const pts = [];
    for (const [from, to] of row.high) {
      // a line that starts or ends high is drawn without a step at the picture's edge
      if (from > 0) pts.push([x(from), lo]);
      pts.push([x(from), hi], [x(to), hi]);
      if (to < until) pts.push([x(to), lo]);
    }
    if (!row.high.some(([from]) => from === 0)) pts.unshift([x(0), lo]);
    if (!row.high.some(([, to]) => to >= until)) pts.push([x(until), lo]);
    b += d.sLine(pts, { color, w: 5 });
    b += label(left - 14, hi + 30, row.name, { size: 22, bold: true, anchor: 'end' });
    if (row.up) b += label(left - 14, hi + 4, row.up, { size: 19, anchor: 'end', color: '#555' });
    if (row.down) b += label(left - 14, lo + 16, row.down, { size: 19, anchor: 'end', color: '#555' });
  });
  const axisY = top + rows.length * rowH + 6;
  b += d.line(left, axisY, right + 14, axisY, { w: 2.5 });
  let ticks = '';
  for (let t = 0; t <= until + 1e-9; t += every) {
    ticks += `M${Math.round(x(t) * 10) / 10} ${axisY - 5}v10`;
    const k = Math.round(t / labelEvery);
    if (Math.abs(t - k * labelEvery) < 1e-9) b += label(x(t), axisY + 28, String(Math.round(t * 10) / 10).replace('.', ','), { size: 20 });
  }
  b += d.path(ticks, { w: 2.5 });
  b += label(right + 14, axisY + 58, unit, { size: 20, anchor: 'end' });
  return { body: b, h: axisY + 72, x };
}

// ---------------------------------------------------------------- the board on a breadboard

/**
 * The school board on a breadboard (columns 1–19): the chip across the groove in columns 6–12,
 * notch left; each LED's resistor bridges from its pin's column to the LED's own column and the
 * LED goes to the top minus rail; the buttons and the buzzer from their pins to the bottom minus
 * rail; pin 1 to the plus rail, pin 14 to the minus; both minus rails joined on the right.
 */
export function breadboardBoard() {
  const bb = breadboard({ x: 62, y: 70, cols: 19, pitch: 28 });
  const at = bb.at;
  // the upper row of column numbers lies under the LEDs: the lower row says the same
  const upperNumbers = new RegExp(`<text x="[\\d.]+" y="${Math.round((70 + 2.15 * 28) * 10) / 10}"[^>]*>\\d+</text>`, 'g');
  let b = bb.svg.replace(upperNumbers, '');
  // pin k's hole: 1–7 in row f (columns 6–12), 8–14 in row e (columns 12–6)
  const pinHole = (/** @type {number} */ pin) => (pin <= 7 ? `f${5 + pin}` : `e${20 - pin}`);
  const col = (/** @type {number} */ pin) => Number(pinHole(pin).slice(1));
  // power: pin 14 to the top minus, pin 1 to the bottom plus, the two minus rails joined
  b += jumper(at('a6'), at('T-6'), { color: C.blue });
  b += jumper(at('i6'), at('B+6'), { color: C.red });
  b += jumper(at('T-19'), at('B-19'), { color: C.blue, bend: 20 });
  // LEDs: resistor from the pin's column to the LED's column, LED to the top minus rail
  /** @type {Record<string, [string, number]>} */
  const route = { HL1: ['b', 4], HL2: ['c', 2], HL3: ['b', 14], HL4: ['c', 16], HL5: ['d', 18] };
  for (const led of SCHOOL_BOARD.leds) {
    const [row, to] = route[led.name] ?? ['b', 14];
    b += bbResistor(at(`${row}${col(led.chipPin)}`), at(`${row}${to}`), SCHOOL_BOARD.ohms);
  }
  for (const led of SCHOOL_BOARD.leds) {
    const [, to] = route[led.name] ?? ['b', 14];
    b += bbLed(at(`a${to}`), at(`T-${to}`), led.fill);
    b += partTag(at(`a${to}`)[0], 34, led.name, { size: 20 });
  }
  // the chip
  const [lx, ey] = at('e6');
  const [rx, fy] = at('f12');
  for (let pin = 1; pin <= 14; pin++) {
    const [px, py] = at(pinHole(pin));
    b += d.rect(px - 6, pin <= 7 ? py - 14 : py - 2, 12, 16, { fill: C.metal, sw: 2, rx: 2 });
  }
  b += d.rect(lx - 14, ey + 8, rx - lx + 28, fy - ey - 16, { fill: '#2b2b2b', rx: 4 });
  b += `<path d="M${lx - 14} ${(ey + fy) / 2 - 9}A9 9 0 0 1 ${lx - 14} ${(ey + fy) / 2 + 9}" fill="#777" stroke="${C.ink}" stroke-width="2"/>`;
  b += label((lx + rx) / 2 + 6, (ey + fy) / 2 + 7, 'ATtiny84A', { size: 19, bold: true, color: '#eee', halo: false });
  // buttons and the buzzer: from their pins' columns (row j) to the bottom minus rail
  /** @type {Record<string, number>} */
  const down = { S1: 9, S2: 12, BA1: 15 };
  for (const part of [...SCHOOL_BOARD.buttons, SCHOOL_BOARD.buzzer]) {
    const [ax, ay] = at(`j${col(part.chipPin)}`);
    const [bx, by] = at(`B-${down[part.name] ?? 15}`);
    const mx = (ax + bx) / 2;
    const my = (ay + by) / 2;
    b += d.line(ax, ay, mx, my, { color: '#8a8f98', w: 3 }) + d.line(mx, my, bx, by, { color: '#8a8f98', w: 3 });
    b += part.name === SCHOOL_BOARD.buzzer.name ? d.circle(mx, my, 18, { fill: '#333' }) + d.circle(mx, my, 4, { fill: '#111', color: '#666', sw: 2 }) : d.tact(mx, my, { s: 0.62 });
    b += partTag(mx, bb.bottom + 26, part.name, { size: 20 });
  }
  b += label(320, bb.bottom + 66, 'Резисторы — по 330 Ом. Батарейки 4,5 В:\nплюс к красной полосе «+», минус к синей «−»', { size: 20 });
  return { body: b, h: Math.round(bb.bottom + 120) };
}
