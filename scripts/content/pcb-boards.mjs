// @ts-check
// The printed boards of guides 11, 12, 13 and 15 (decision 0151): outline, parts and the nets of
// each guide's schematic (guides-art/gNN.mjs draws the same circuits). pcb-router.mjs lays the
// tracks, pcb-draw.mjs draws them 1:1, src/content/pcbs.test.ts checks the copper against these nets.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GRID } from './pcb-router.mjs';
import { ROOT } from './svg-core.mjs';

/** @typedef {import('./pcb-parts.mjs').Part} Part */
/**
 * @typedef {object} BoardSpec
 * @property {number} guide
 * @property {string} title
 * @property {number} w mm
 * @property {number} h mm
 * @property {string} outline SVG path of the edge, mm
 * @property {(x: number, y: number) => boolean} inside
 * @property {Part[]} parts
 * @property {{ x: number, y: number, text: string }} label copper text, seen from the copper side
 * @property {string} note one line for the page: what is special about this board
 * @property {boolean} [twoSided] copper on both sides (the parts side only through vias)
 * @property {{ tracks: Segment[], topTracks: Segment[], vias: Pad[] }} [fixed] copper laid by hand
 */
/** @typedef {import('./pcb-router.mjs').Segment} Segment */
/** @typedef {import('./pcb-router.mjs').Pad} Pad */

const U = GRID;


/**
 * The LED table of the sand clock's firmware: which lines each LED sits between.
 * @returns {[number, number][]} [anode line, cathode line] in the board's order
 */
export function sandClockLeds() {
  const source = readFileSync(join(ROOT, 'firmware/11-sand-clock/leds.h'), 'utf8');
  const body = /LED_LINES\[56\][^{]*\{([^}]*)\}/.exec(source)?.[1] ?? '';
  const values = [...body.matchAll(/0x([0-9a-f]{2})/gi)].map((m) => parseInt(m[1] ?? '0', 16));
  if (values.length !== 56) throw new Error(`firmware/11-sand-clock/leds.h: expected 56 LEDs, found ${values.length}`);
  return values.map((v) => [v >> 4, v & 15]);
}

/**
 * A polygon's inside test (even-odd).
 * @param {[number, number][]} poly
 */
function insidePolygon(poly) {
  return (/** @type {number} */ x, /** @type {number} */ y) => {
    let inside = false;
    for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
      const [xi, yi] = poly[i] ?? [0, 0];
      const [xj, yj] = poly[j] ?? [0, 0];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
    return inside;
  };
}
/** @param {[number, number][]} poly */
const polyPath = (poly) => `M${poly.map(([x, y]) => `${x} ${y}`).join('L')}Z`;

// ---------------------------------------------------------------- guide 11: the sand clock

/**
 * The copper of the 56 LEDs, laid by hand (in grid steps, then mm). Row r of half A (7 − r LEDs,
 * centres at 10 + 3r + 6i) has its line Lr on every anode: a bus under the row on the back. Each
 * cathode goes to line L(r + 1 + i) through a via just right of it; on the parts side each line
 * runs down from row to row in a staircase, three steps left per row, to its own row's bus.
 * Half B is the same upside down (`rows` − y). The lines leave at the left end of their row's
 * bus; the router takes them on to R1–R8.
 * @param {number} rows the board's height in grid steps
 */
function ledMatrix(rows) {
  /** @type {Segment[]} */
  const tracks = [];
  /** @type {Segment[]} */
  const topTracks = [];
  /** @type {Pad[]} */
  const vias = [];
  for (const mirror of [false, true]) {
    const Y = (/** @type {number} */ y) => (mirror ? rows - y : y);
    /** @param {Segment[]} list @param {number} net @param {...[number, number]} pts */
    const run = (list, net, ...pts) => {
      for (let k = 1; k < pts.length; k++) {
        const [x1, y1] = pts[k - 1] ?? [0, 0];
        const [x2, y2] = pts[k] ?? [0, 0];
        list.push({ x1: x1 * U, y1: Y(y1) * U, x2: x2 * U, y2: Y(y2) * U, net: `L${net}` });
      }
    };
    const via = (/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ net) => vias.push({ part: '', pin: '', x: x * U, y: Y(y) * U, d: 1.9, net: `L${net}` });
    const S = (/** @type {number} */ j, /** @type {number} */ r) => 7 + 6 * j - 3 * r;
    for (let r = 0; r < 7; r++) {
      const y = 6 + 6 * r;
      const first = 9 + 3 * r;
      // the row's bus: every anode down to it, and on left to where its line leaves
      for (let i = 0; i < 7 - r; i++) run(tracks, r, [first + 6 * i, y], [first + 6 * i, y + 2]);
      run(tracks, r, [first - 2, y + 2], [first + 6 * (6 - r), y + 2]);
      via(first - 2, y + 2, r);
      for (let i = 0; i < 7 - r; i++) {
        const j = r + 1 + i;
        run(tracks, j, [first + 6 * i + 2, y], [S(j, r), y]);
        via(S(j, r), y, j);
        // on to the next row's via of the same line, or to this line's own bus
        if (j > r + 1) run(topTracks, j, [S(j, r), y], [S(j, r), y + 3], [S(j, r) - 3, y + 3], [S(j, r) - 3, y + 6]);
        else if (j < 7) run(topTracks, j, [S(j, r), y], [S(j, r), y + 3], [S(j, r) - 3, y + 3], [S(j, r) - 3, y + 8]);
      }
    }
  }
  return { tracks, topTracks, vias };
}

function sandClock() {
  const w = 56 * U;
  const h = 118 * U;
  const neck = 5;
  const y1 = 45 * U;
  const y2 = h - y1;
  /** @type {[number, number][]} */
  const poly = [[0, 0], [w, 0], [w - neck, y1], [w, y1], [w, y2], [w - neck, y2], [w, h], [0, h], [neck, y2], [0, y2], [0, y1], [neck, y1]];
  const leds = sandClockLeds();
  /** @type {Part[]} */
  const parts = [];
  /** LED positions in the firmware's order: half A from the top edge to the waist, then half B from the waist down. */
  /** @type {[number, number][]} */
  const pos = [];
  for (let r = 0; r < 7; r++) for (let i = 0; i < 7 - r; i++) pos.push([28 + (i - (6 - r) / 2) * 6, 6 + r * 6]);
  for (let r = 0; r < 7; r++) for (let i = 0; i < r + 1; i++) pos.push([28 + (i - r / 2) * 6, 118 - 6 - (6 - r) * 6]);
  pos.forEach(([cx, cy], k) => {
    const [a, c] = leds[k] ?? [0, 0];
    // half B is half A upside down: its LEDs turn round, so the row's own line is on the left again
    const flip = k >= 28;
    parts.push({ ref: `HL${k + 1}`, kind: 'led', x: flip ? cx + 1 : cx - 1, y: cy, rot: flip ? 180 : 0, nets: { A: `L${a}`, K: `L${c}` }, name: 'Светодиод', value: 'жёлтый, 3 мм' });
  });
  // the waist: U1 in the middle, R1–R4 left, R5–R8 right, power along the bottom
  const pa = [13, 12, 11, 10, 9, 8, 7, 6];
  // U1 stands upright: PA0…PA5 face R1–R6 on its left
  parts.push({
    ref: 'U1',
    kind: 'dip14',
    x: 40,
    y: 68,
    rot: 270,
    nets: { 1: 'VCC', 14: 'GND', 2: 'PB0', ...Object.fromEntries(pa.map((pin, k) => [String(pin), `PA${k}`])) },
    name: 'Микроконтроллер',
    value: 'ATtiny84A-PU с программой, в панельке DIP-14',
  });
  // R1…R8 lie one under another, their line ends on the left where the lines come in
  for (let k = 0; k < 8; k++) {
    parts.push({ ref: `R${k + 1}`, kind: 'res', x: 26, y: 69 - 3 * k, rot: 180, nets: { 1: `PA${k}`, 2: `L${k}` }, name: 'Резистор', value: '100 Ом' });
  }
  parts.push({ ref: 'C1', kind: 'ecap', x: 44, y: 52, nets: { '+': 'VCC', '−': 'GND' }, name: 'Конденсатор электролитический', value: '100 мкФ, 10 В' });
  parts.push({ ref: 'S1', kind: 'tilt', x: 46, y: 60, nets: { 1: 'PB0', 2: 'GND' }, name: 'Датчик наклона', value: 'SW-520D' });
  parts.push({ ref: 'SA1', kind: 'slide', x: 46, y: 66, nets: { 1: 'BAT', 2: 'VCC' }, name: 'Выключатель', value: 'движковый SS12D00' });
  parts.push({ ref: 'GB1', kind: 'wires', x: 47, y: 70, nets: { 1: 'BAT', 2: 'GND' }, name: 'Держатель батареек (на обороте)', value: '3 × LR44: вывод «+» — в левое отверстие' });
  return /** @type {BoardSpec} */ ({
    guide: 11,
    title: 'Песочные часы',
    twoSided: true,
    first: ['L0', 'L1', 'L7'],
    w,
    h,
    outline: polyPath(poly),
    inside: insidePolygon(poly),
    parts,
    label: { x: 58, y: y1 + 4, text: '11 · часы' },
    fixed: ledMatrix(h / U),
    note: '56 светодиодов на восьми линиях: их порядок тот же, что в прошивке (firmware/11-sand-clock/leds.h).',
  });
}

// ---------------------------------------------------------------- guide 12: the radio

function radio() {
  const w = 64 * U;
  const h = 60 * U;
  /** @type {[number, number][]} */
  const poly = [[0, 0], [w, 0], [w, h], [0, h]];
  /** @type {Part[]} */
  const parts = [];
  parts.push({ ref: 'U1', kind: 'dip14', x: 8, y: 20, nets: { 1: 'VCC', 14: 'GND', 4: 'RST', 7: 'SDA', 9: 'SCL', 13: 'K1', 12: 'K2', 11: 'K3', 10: 'K4', 6: 'K5' }, name: 'Микроконтроллер', value: 'ATtiny84A-PU с программой, в панельке DIP-14' });
  parts.push({ ref: 'U2', kind: 'dip8', x: 44, y: 20, nets: { 1: 'VCC', 2: 'AIN', 3: 'GND', 6: 'GND', 5: 'OUTP', 8: 'OUTN' }, name: 'Усилитель', value: 'TDA7052, DIP-8' });
  parts.push({ ref: 'A1', kind: 'module7', x: 22, y: 30, nets: { SDA: 'SDA', SCL: 'SCL', GND: 'GND', VCC: 'VCC', ANT: 'ANT', L: 'AL', R: 'AR' }, name: 'Модуль FM-приёмника', value: 'RDA5807M на переходнике, 7 выводов' });
  /** @type {[string, string, string, string][]} */
  const res = [['R1', 'RST', 'VCC', '10 кОм'], ['R2', 'SDA', 'VCC', '4,7 кОм'], ['R3', 'SCL', 'VCC', '4,7 кОм'], ['R4', 'AL', 'MIX', '10 кОм'], ['R5', 'AR', 'MIX', '10 кОм'], ['R6', 'MIX', 'GND', '1 кОм']];
  res.forEach(([ref, a, b, value], k) => parts.push({ ref, kind: 'res', x: 6 + k * 6, y: 36, rot: 90, nets: { 1: a, 2: b }, name: 'Резистор', value }));
  parts.push({ ref: 'C1', kind: 'ecap', x: 44, y: 30, nets: { '+': 'MIX', '−': 'AIN' }, name: 'Конденсатор электролитический', value: '10 мкФ, 16 В' });
  parts.push({ ref: 'C2', kind: 'ecap', x: 46, y: 38, nets: { '+': 'VCC', '−': 'GND' }, name: 'Конденсатор электролитический', value: '220 мкФ, 10 В' });
  parts.push({ ref: 'C3', kind: 'ecap', x: 54, y: 30, nets: { '+': 'VCC', '−': 'GND' }, name: 'Конденсатор электролитический', value: '100 мкФ, 10 В' });
  parts.push({ ref: 'ANT', kind: 'wire', x: 58, y: 44, nets: { 1: 'ANT' }, name: 'Провод антенны WA1', value: '75 см' });
  parts.push({ ref: 'SPK', kind: 'wires', x: 54, y: 8, nets: { 1: 'OUTP', 2: 'OUTN' }, name: 'Динамик BA1 на проводах', value: '8 Ом, 0,5 Вт' });
  parts.push({ ref: 'BAT', kind: 'wires', x: 4, y: 6, nets: { 1: 'VCC', 2: 'GND' }, name: 'Отсек GB1 на проводах', value: '2 × АА: «+» — в левое отверстие' });
  ['K1', 'K2', 'K3', 'K4', 'K5', 'RST'].forEach((net, k) => parts.push({ ref: `S${k + 1}`, kind: 'tact', x: 4 + k * 10, y: 50, nets: { 1: net, 4: 'GND' }, name: 'Кнопка', value: 'тактовая 6×6 мм' }));
  return /** @type {BoardSpec} */ ({
    guide: 12,
    title: 'Радио',
    w,
    h,
    outline: polyPath(poly),
    inside: insidePolygon(poly),
    parts,
    label: { x: w / 2, y: 4.5, text: '12 · радио' },
    note: 'Кнопки паяются всеми четырьмя ножками, дорожки идут к двум ножкам по диагонали.',
  });
}

// ---------------------------------------------------------------- guide 13: the speaker

function speaker() {
  const w = 48 * U;
  const h = 38 * U;
  /** @type {[number, number][]} */
  const poly = [[0, 0], [w, 0], [w, h], [0, h]];
  /** @type {Part[]} */
  const parts = [
    { ref: 'DA1', kind: 'dip8', x: 16, y: 16, nets: { 6: 'VCC', 4: 'GND', 2: 'GND', 3: 'WIPER', 1: 'G1', 8: 'G8', 5: 'OUT' }, name: 'Усилитель', value: 'LM386N-1 в панельке DIP-8' },
    { ref: 'R1', kind: 'pot', x: 4, y: 30, nets: { 1: 'IN', 2: 'WIPER', 3: 'GND' }, name: 'Переменный резистор', value: '10 кОм (B10K)' },
    { ref: 'R2', kind: 'res', x: 32, y: 6, rot: 90, nets: { 1: 'OUT', 2: 'ZOB' }, name: 'Резистор', value: '10 Ом' },
    { ref: 'C2', kind: 'ccap', x: 36, y: 6, rot: 90, nets: { 1: 'ZOB', 2: 'GND' }, name: 'Конденсатор керамический', value: '0,047 мкФ (473)' },
    { ref: 'C1', kind: 'ecap', x: 18, y: 6, nets: { '+': 'G1', '−': 'G8' }, name: 'Конденсатор электролитический', value: '10 мкФ, 16 В' },
    { ref: 'C3', kind: 'ecap', x: 30, y: 24, nets: { '+': 'OUT', '−': 'SPKP' }, name: 'Конденсатор электролитический', value: '220 мкФ, 16 В' },
    { ref: 'C4', kind: 'ecap', x: 18, y: 24, nets: { '+': 'VCC', '−': 'GND' }, name: 'Конденсатор электролитический', value: '100 мкФ, 16 В' },
    { ref: 'IN', kind: 'wires', x: 4, y: 12, nets: { 1: 'IN', 2: 'GND' }, name: 'Кабель X1 со штекером', value: 'сигнал — в левое отверстие, общий — в правое' },
    { ref: 'SPK', kind: 'wires', x: 34, y: 30, nets: { 1: 'SPKP', 2: 'GND' }, name: 'Динамик BA1 на проводах', value: '8 Ом, 0,5 Вт' },
    { ref: 'BAT', kind: 'wires', x: 22, y: 31, nets: { 1: 'VCC', 2: 'GND' }, name: 'Отсек GB1 на проводах', value: '4 × АА: «+» — в левое отверстие' },
  ];
  return /** @type {BoardSpec} */ ({
    guide: 13,
    title: 'Колонка v2',
    w,
    h,
    outline: polyPath(poly),
    inside: insidePolygon(poly),
    parts,
    label: { x: 11, y: h - 1.6, text: '13 · колонка' },
    note: 'Средний вывод регулятора громкости R1 идёт на вход усилителя (ножка 3).',
  });
}

// ---------------------------------------------------------------- guide 15: the shouting wheel

function wheel() {
  const c = 28; // the centre in grid steps (35.56 mm)
  const r = c * U;
  const w = 2 * r;
  const h = 2 * r;
  const q = [3, 2, 4, 7, 10, 1, 5, 6, 9, 11];
  /** @type {Part[]} */
  const parts = [];
  for (let k = 0; k < 10; k++) {
    const a = (k / 10) * Math.PI * 2 - Math.PI / 2;
    const x = Math.round(c + Math.cos(a) * 22);
    const y = Math.round(c + Math.sin(a) * 22);
    // the cathode looks outwards, to the common ring along the edge
    const left = x < c;
    parts.push({ ref: `HL${k + 1}`, kind: 'led', x: left ? x + 1 : x - 1, y, rot: left ? 180 : 0, nets: { A: `Q${k}`, K: 'GND' }, name: 'Светодиод', value: 'красный, оранжевый, жёлтый или зелёный, 3 мм' });
  }
  // DD1 across the middle; the microphone's amplifier above it, the battery below
  parts.push({ ref: 'DD1', kind: 'dip16', x: 35, y: 28, rot: 180, nets: { 16: 'V3', 8: 'GND', 13: 'GND', 15: 'GND', 14: 'COLL', ...Object.fromEntries(q.map((pin, k) => [String(pin), `Q${k}`])) }, name: 'Счётчик', value: 'CD4017B (К561ИЕ8), DIP-16' });
  parts.push({ ref: 'R1', kind: 'res', x: 15, y: 12, rot: 90, nets: { 1: 'VF', 2: 'MIC' }, name: 'Резистор', value: '2,2 кОм' });
  parts.push({ ref: 'R2', kind: 'res', x: 18, y: 12, rot: 90, nets: { 1: 'BASE', 2: 'COLL' }, name: 'Резистор', value: '1 МОм' });
  parts.push({ ref: 'VT1', kind: 'to92', x: 22, y: 16, nets: { C: 'COLL', B: 'BASE', E: 'GND' }, name: 'Транзистор', value: 'BC547B, плоской стороной вниз' });
  parts.push({ ref: 'R3', kind: 'res', x: 30, y: 12, rot: 90, nets: { 1: 'VF', 2: 'COLL' }, name: 'Резистор', value: '10 кОм' });
  parts.push({ ref: 'R4', kind: 'res', x: 33, y: 12, rot: 90, nets: { 1: 'V3', 2: 'VF' }, name: 'Резистор', value: '100 Ом' });
  parts.push({ ref: 'C1', kind: 'ecap', x: 37, y: 13, nets: { '+': 'MIC', '−': 'BASE' }, name: 'Конденсатор электролитический', value: '10 мкФ, 16 В' });
  parts.push({ ref: 'BM1', kind: 'mic', x: 37, y: 17, nets: { '+': 'MIC', '−': 'GND' }, name: 'Микрофон электретный', value: '6×5 мм, «−» — вывод с дорожкой к корпусу' });
  parts.push({ ref: 'C2', kind: 'ecap', x: 37, y: 21, nets: { '+': 'VF', '−': 'GND' }, name: 'Конденсатор электролитический', value: '100 мкФ, 16 В' });
  parts.push({ ref: 'SA1', kind: 'wires', x: 24, y: 23, nets: { 1: 'BAT', 2: 'V3' }, name: 'Выключатель на двух проводах', value: 'SS12D00: средний и крайний вывод' });
  parts.push({ ref: 'GB1', kind: 'coin', x: 20, y: 44, nets: { '+': 'BAT', '−': 'GND' }, name: 'Держатель CR2032 (на обороте)', value: 'лапки припаиваются к площадкам со стороны дорожек' });
  return /** @type {BoardSpec} */ ({
    guide: 15,
    title: 'Колесо-крикун',
    twoSided: true,
    w,
    h,
    outline: `M${r} 0A${r} ${r} 0 1 1 ${r} ${2 * r}A${r} ${r} 0 1 1 ${r} 0Z`,
    inside: (x, y) => Math.hypot(x - r, y - r) < r,
    parts,
    label: { x: r, y: 54, text: '15' },
    fixed: commonRing(c, 25),
    first: ['Q3'],
    note: 'Держатель батарейки стоит на обороте: его выводы паяются со стороны дорожек.',
  });
}

/**
 * The common wire of the wheel: a ring of copper along the edge, on the grid.
 * @param {number} c the centre, grid steps
 * @param {number} radius grid steps
 */
function commonRing(c, radius) {
  /** @type {[number, number][]} */
  const cells = [];
  for (let k = 0; k <= 720; k++) {
    const a = (k / 720) * Math.PI * 2;
    const x = Math.round(c + Math.cos(a) * radius);
    const y = Math.round(c + Math.sin(a) * radius);
    const [lx, ly] = cells[cells.length - 1] ?? [NaN, NaN];
    if (x === lx && y === ly) continue;
    // a diagonal step becomes two straight ones
    if (cells.length && x !== lx && y !== ly) cells.push([x, ly]);
    cells.push([x, y]);
  }
  /** @type {Segment[]} */
  const tracks = [];
  for (let k = 1; k < cells.length; k++) {
    const [x1, y1] = cells[k - 1] ?? [0, 0];
    const [x2, y2] = cells[k] ?? [0, 0];
    tracks.push({ x1: x1 * U, y1: y1 * U, x2: x2 * U, y2: y2 * U, net: 'GND' });
  }
  return { tracks, topTracks: [], vias: [] };
}

/** @returns {BoardSpec[]} */
export function boardSpecs() {
  return [sandClock(), radio(), speaker(), wheel()];
}
