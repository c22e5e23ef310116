// @ts-check
// Sheet series 1, «Схемы во Fritzing»: three simple circuits, each shown the way Fritzing
// draws it — breadboard view, schematic view and PCB view (12 sheets).
// Run: node scripts/content/schemes-fritzing.mjs  (writes public/content/schemes/1/sheet-NN.svg)
import { part, chain, wire, dot, transistor, line } from './schematic-symbols.mjs';
import * as RP from './schemes-real-parts.mjs';
import { buildSheets, writeSeries } from './schemes-lib.mjs';
import { ACCENT, BLUE, GREEN, INK, LEG, PART_RED, WIRE_RED, isMain, lines, scriptName, text } from './svg-core.mjs';

// ------------------------------------------------------------------ breadboard
const BX = 160;
const P = 19;
const NC = 22;
/** @typedef {import('./svg-core.mjs').Point} Point */
/** @typedef {import('./schemes-real-parts.mjs').BandColor} BandColor */
/** @typedef {keyof typeof ROWY} Row a breadboard row: the rails tp/tm/bp/bm and the rows a–j */

const ROWY = { tp: 96, tm: 114, a: 146, b: 165, c: 184, d: 203, e: 222, f: 258, g: 277, h: 296, i: 315, j: 334, bp: 366, bm: 384 };
/** x of column c */
const hx = (/** @type {number} */ c) => BX + c * P;
/** @type {(c: number, r: Row) => Point} the hole in column c, row r */
const h = (c, r) => [hx(c), ROWY[r]];
const ROWS = /** @type {Row[]} */ (Object.keys(ROWY));

/**
 * The breadboard with its rails; `highlight` is drawn under the holes.
 * @param {{ highlight?: readonly string[] }} [o]
 */
function breadboard({ highlight = [] } = {}) {
  const w = (NC - 1) * P + 36;
  let s = `<rect x="${BX - 18}" y="82" width="${w}" height="318" rx="8" fill="#f4f3ee" stroke="#9a9a92" stroke-width="2.5"/>`;
  s += `<rect x="${BX - 18}" y="236" width="${w}" height="8" fill="#dcdad2"/>`;
  for (const [r, col] of /** @type {[Row, string][]} */ ([['tp', WIRE_RED], ['bp', WIRE_RED], ['tm', BLUE], ['bm', BLUE]])) {
    const y = ROWY[r] + (r.endsWith('p') ? -10 : 10);
    s += line(BX - 8, y, hx(NC - 1) + 8, y, { sw: 2, stroke: col });
  }
  for (const hl of highlight) s += hl;
  // holes as a pattern-free list of small squares (short path commands keep the file small)
  let d = '';
  for (const r of ROWS) for (let c = 0; c < NC; c++) d += `M${hx(c) - 3.5},${ROWY[r] - 3.5}h7v7h-7z`;
  s += `<path d="${d}" fill="#4a4a4a"/>`;
  return s;
}
/**
 * A highlighted five-hole strip.
 * @param {number} c
 * @param {'top' | 'bottom'} half
 */
const strip = (c, half, color = '#ffd54a') => {
  const [y1, y2] = half === 'top' ? [ROWY.a, ROWY.e] : [ROWY.f, ROWY.j];
  return `<rect x="${hx(c) - 8}" y="${y1 - 10}" width="16" height="${y2 - y1 + 20}" rx="6" fill="${color}"/>`;
};
/**
 * A highlighted rail.
 * @param {Row} r
 * @param {string} color
 */
const railHl = (r, color) => `<rect x="${BX - 12}" y="${ROWY[r] - 9}" width="${(NC - 1) * P + 24}" height="18" rx="6" fill="${color}"/>`;

/**
 * Resistor between two holes on the same row (top view).
 * @param {number} c1
 * @param {number} c2
 * @param {Row} row
 * @param {readonly BandColor[]} bands
 */
function bbResistor(c1, c2, row, bands) {
  const [x1, y] = h(c1, row);
  const [x2] = h(c2, row);
  return RP.realResistor((x1 + x2) / 2, y, { bands, len: x2 - x1, s: 1 }).replace('scale(1)', '');
}
/**
 * LED (top view) between two holes: anode a, cathode k (flat side).
 * @param {number} a
 * @param {number} k
 * @param {Row} row
 */
function bbLed(a, k, row, color = PART_RED) {
  const [xa, y] = h(a, row);
  const [xk] = h(k, row);
  const cx = (xa + xk) / 2;
  return line(xa, y, cx, y - 6, { sw: 3.5, stroke: LEG }) + line(xk, y, cx, y - 6, { sw: 3.5, stroke: LEG }) +
    `<circle cx="${cx}" cy="${y - 12}" r="17" fill="${color}" fill-opacity="0.9" stroke="${INK}" stroke-width="2.5"/>` +
    `<circle cx="${cx - 5}" cy="${y - 18}" r="5" fill="#fff" opacity="0.7"/>` +
    line(xk + (xa < xk ? -6 : 6), y - 26, xk + (xa < xk ? -6 : 6), y + 2, { sw: 3 });
}
/**
 * Tact button straddling the middle gap between columns c and c+2.
 * @param {number} c
 */
function bbButton(c) {
  const x = hx(c + 1);
  let s = '';
  for (const cc of [c, c + 2]) for (const r of /** @type {Row[]} */ (['e', 'f'])) s += line(hx(cc), ROWY[r], x, (ROWY.e + ROWY.f) / 2, { sw: 3.5, stroke: LEG });
  s += `<rect x="${x - 26}" y="${(ROWY.e + ROWY.f) / 2 - 26}" width="52" height="52" rx="4" fill="#2a2a2a" stroke="${INK}" stroke-width="2"/>`;
  s += `<circle cx="${x}" cy="${(ROWY.e + ROWY.f) / 2}" r="15" fill="${PART_RED}" stroke="${INK}" stroke-width="2"/>`;
  return s;
}
/**
 * TO-92 transistor, flat side to the viewer, legs E B C in columns c, c+1, c+2.
 * @param {number} c
 * @param {Row} row
 */
function bbTransistor(c, row) {
  const y = ROWY[row];
  let s = '';
  for (let i = 0; i < 3; i++) s += line(hx(c + i), y, hx(c + 1) + (i - 1) * 8, y - 18, { sw: 3.5, stroke: LEG });
  s += `<path d="M${hx(c) - 10},${y - 16} h${2 * P + 20} v-22 a${P + 10},14 0 0 0 -${2 * P + 20},0 z" fill="#2a2a2a" stroke="${INK}" stroke-width="2"/>`;
  return s;
}
/** @type {(pts: readonly Point[], color: string) => string} */
const jumper = (pts, color) => RP.jumper(pts, color, 6);
const batteryOff = (label = '4,5 В') =>
  `<rect x="24" y="150" width="92" height="120" rx="8" fill="#333" stroke="${INK}" stroke-width="2.5"/>` +
  text(70, 200, 'GB1', { fill: '#fff', weight: 'bold' }) + text(70, 234, label, { fill: '#fff' }) +
  jumper([[116, 170], [130, 170], [130, ROWY.tp], [hx(0), ROWY.tp]], WIRE_RED) +
  jumper([[116, 250], [138, 250], [138, ROWY.tm], [hx(0), ROWY.tm]], '#111');
/**
 * A framed label.
 * @param {number} x
 * @param {number} y
 * @param {string} s
 * @param {{ stroke?: string }} [o]
 */
const tag = (x, y, s, o = {}) => {
  const w = s.length * 15 + 16;
  return `<rect x="${x - w / 2}" y="${y - 24}" width="${w}" height="32" rx="7" fill="#fff" stroke="${o.stroke ?? BLUE}" stroke-width="2"/>` + text(x, y, s, { weight: 'bold', fill: o.stroke ?? BLUE });
};

// ------------------------------------------------------------------ PCB
const CU = '#e0a526';
/**
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} hh
 */
const pcbBoard = (x, y, w, hh) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${hh}" rx="14" fill="#2f6b3a" stroke="#1d4424" stroke-width="3"/>` +
  [[x + 14, y + 14], [x + w - 14, y + 14], [x + 14, y + hh - 14], [x + w - 14, y + hh - 14]].map(([a, b]) => `<circle cx="${a}" cy="${b}" r="6" fill="#f4f3ee"/>`).join('');
/**
 * @param {number} x
 * @param {number} y
 */
const pad = (x, y, square = false) =>
  (square
    ? `<rect x="${x - 12}" y="${y - 12}" width="24" height="24" fill="${CU}" stroke="#a8780f" stroke-width="1.5"/>`
    : `<circle cx="${x}" cy="${y}" r="12" fill="${CU}" stroke="#a8780f" stroke-width="1.5"/>`) +
  `<circle cx="${x}" cy="${y}" r="4.5" fill="${INK}"/>`;
/**
 * @param {...Point} pts
 */
const trace = (...pts) => `<polyline points="${pts.map((p) => p.join(',')).join(' ')}" fill="none" stroke="${CU}" stroke-width="11" stroke-linejoin="round" stroke-linecap="round"/>`;
/**
 * White silkscreen text on the PCB.
 * @param {number} x
 * @param {number} y
 * @param {string} s
 * @param {import('./svg-core.mjs').TextOptions} [o]
 */
const silk = (x, y, s, o = {}) => text(x, y, s, { fill: '#ffffff', weight: 'bold', ...o });
/**
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} hh
 */
const silkRect = (x, y, w, hh) => `<rect x="${x}" y="${y}" width="${w}" height="${hh}" rx="4" fill="none" stroke="#fff" stroke-width="2.5"/>`;
/**
 * @param {number} x
 * @param {number} y
 * @param {number} r
 */
const silkCircle = (x, y, r) => `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="#fff" stroke-width="2.5"/>`;

// grid background of Fritzing's schematic view
const grid = () => {
  let d = '';
  for (let x = 40; x <= 600; x += 40) d += `M${x},80V395`;
  for (let y = 80; y <= 395; y += 40) d += `M20,${y}H620`;
  return `<path d="${d}" stroke="#dfe6ee" stroke-width="1.5"/>`;
};

/** @type {import('./schemes-lib.mjs').SheetSpec[]} */
const S = [];
/** @param {import('./schemes-lib.mjs').SheetSpec} o */
const add = (o) => S.push(o);

// 1. overview
add({
  title: 'Три вида во Fritzing',
  body: (() => {
    let s = '';
    const names = ['Макетка', 'Схема', 'Плата'];
    names.forEach((n, i) => {
      const x = 24 + i * 200;
      s += `<rect x="${x}" y="84" width="190" height="34" rx="8" fill="${i === 1 ? BLUE : '#dfe6ee'}"/>` + text(x + 95, 110, n, { weight: 'bold', fill: i === 1 ? '#fff' : INK });
      s += `<rect x="${x}" y="124" width="190" height="240" rx="8" fill="${i === 2 ? '#2f6b3a' : '#fff'}" stroke="#9aa7b8" stroke-width="2"/>`;
    });
    // mini breadboard
    s += `<rect x="40" y="150" width="158" height="190" rx="6" fill="#f4f3ee" stroke="#9a9a92" stroke-width="2"/>`;
    let d = '';
    for (let c = 0; c < 7; c++) for (let r = 0; r < 8; r++) d += `M${52 + c * 22 - 3},${172 + r * 21 - 3}h6v6h-6z`;
    s += `<path d="${d}" fill="#555"/>`;
    s += RP.realResistor(107, 214, { len: 80, s: 0.8 }) + RP.realLed(150, 280, { s: 0.6 }) + RP.jumper([[52, 172], [52, 320], [180, 320]], '#111', 5);
    // mini schematic
    s += part('battery', [260, 170], [260, 320], { name: 'GB1', side: 'right' }).replace(/<text[^>]*>GB1<\/text>/, '') +
      wire([260, 170], [350, 170]) + chain([350, 170], [350, 320], [{ k: 'resistor' }, { k: 'led' }]) + wire([260, 320], [350, 320]);
    // mini PCB
    s += trace([470, 180], [540, 180]) + trace([560, 220], [560, 290]) + trace([470, 310], [540, 310]) + trace([470, 180], [470, 310]);
    s += pad(470, 180, true) + pad(470, 310) + pad(540, 180) + pad(560, 220) + pad(560, 290) + pad(540, 310);
    s += silk(505, 250, 'R1 HL1', { size: 25 });
    return s;
  })(),
  caption: 'Fritzing рисует одну и ту же схему тремя способами. Переключай вкладки внизу окна программы.',
  alt: 'Три вкладки Fritzing рядом: макетная плата с деталями, принципиальная схема и зелёная печатная плата одной и той же цепи',
});

// 2. how a breadboard is connected inside
add({
  title: 'Макетная плата внутри',
  body: breadboard({ highlight: [railHl('tp', '#ffb3b3'), railHl('tm', '#b3d1ff'), strip(3, 'top'), strip(3, 'bottom', '#b9f6ca'), strip(8, 'top'), railHl('bp', '#ffb3b3'), railHl('bm', '#b3d1ff')] }) +
    tag(hx(13), ROWY.c + 8, 'столбик 5 гнёзд') + tag(hx(13), ROWY.h + 8, 'через канавку — нет', { stroke: ACCENT }),
  caption: 'Пять гнёзд в столбике соединены. Длинные полоски сверху и снизу — это плюс (красная) и минус (синяя).',
  alt: 'Макетная плата: подсвечены соединённые внутри столбики по пять гнёзд и длинные шины питания плюс и минус',
});

// circuit 1: LED + resistor
const c1bb = () =>
  breadboard() + batteryOff() +
  jumper([h(3, 'tp'), [hx(3), ROWY.a]], WIRE_RED) +
  bbResistor(3, 8, 'c', ['red', 'red', 'brown', 'gold']) + bbLed(8, 10, 'b') +
  jumper([[hx(10), ROWY.a], h(10, 'tm')], '#111') +
  tag(hx(5.5), ROWY.e + 40, 'R1 220 Ом') + tag(hx(13), ROWY.b - 6, 'HL1');
add({
  title: 'Цепь 1: макетная плата',
  body: c1bb(),
  caption: 'Резистор и светодиод стоят в соседних столбиках. Длинная ножка светодиода — к резистору.',
  alt: 'Вид «Макетная плата» во Fritzing: батарейка 4,5 В, резистор 220 Ом и красный светодиод на макетной плате с перемычками',
});
add({
  title: 'Цепь 1: схема',
  body: grid() + part('battery', [160, 120], [160, 360], { name: 'GB1', value: '4,5 В', side: 'left' }) + wire([160, 120], [440, 120]) +
    chain([440, 120], [440, 360], [{ k: 'resistor', name: 'R1', value: '220 Ом' }, { k: 'led', name: 'HL1', value: 'красный' }]) + wire([160, 360], [440, 360]),
  caption: 'Вкладка «Схема»: те же детали, но значками. Fritzing сам проводит пунктир — соедини его линиями.',
  alt: 'Вид «Схема» во Fritzing на сетке: батарейка, резистор 220 Ом и светодиод последовательно',
});
add({
  title: 'Цепь 1: печатная плата',
  body: pcbBoard(90, 90, 460, 290) +
    trace([170, 160], [300, 160]) + trace([420, 160], [480, 160], [480, 220]) + trace([480, 300], [480, 330], [170, 330], [170, 260]) +
    pad(170, 160, true) + pad(170, 260) + silk(125, 168, '+') + silk(125, 268, '−') + silkRect(140, 130, 60, 160) + silk(170, 120, 'J1', { size: 25 }).replace('y="120"', 'y="122"') +
    pad(300, 160) + pad(420, 160) + silkRect(320, 146, 80, 28) + silk(360, 212, 'R1') +
    pad(480, 220, true) + pad(480, 300) + silkCircle(480, 260, 34) + silk(420, 268, 'HL1'),
  caption: 'Вкладка «Печатная плата»: жёлтые дорожки из меди заменяют провода. Квадратная площадка — плюс.',
  alt: 'Вид «Печатная плата» во Fritzing: зелёная плата, медные дорожки от разъёма питания через резистор R1 к светодиоду HL1',
});

// circuit 2: button
add({
  title: 'Цепь 2: кнопка, макетка',
  body: breadboard() + batteryOff() +
    jumper([h(3, 'tp'), [hx(3), ROWY.a]], WIRE_RED) + bbButton(3) +
    bbResistor(5, 10, 'c', ['red', 'red', 'brown', 'gold']) + bbLed(10, 12, 'b', '#3a86ff') +
    jumper([[hx(12), ROWY.a], h(12, 'tm')], '#111') +
    tag(hx(4), ROWY.h + 30, 'SB1') + tag(hx(7.5), ROWY.e + 2, 'R1').replace(/y="\d+(\.\d+)?" width/, (m) => m) + tag(hx(15), ROWY.b - 6, 'HL1'),
  caption: 'Кнопку ставим над канавкой. Когда её нажимают, она соединяет столбик 3 со столбиком 5.',
  alt: 'Вид «Макетная плата»: кнопка над канавкой макетной платы, резистор и синий светодиод, перемычки к шинам питания',
});
add({
  title: 'Цепь 2: схема',
  body: grid() + part('battery', [140, 150], [140, 360], { name: 'GB1', value: '4,5 В', side: 'left' }) +
    chain([140, 150], [440, 150], [null, { k: 'button', name: 'SB1' }, null]) +
    chain([440, 150], [440, 360], [{ k: 'resistor', name: 'R1', value: '220 Ом' }, { k: 'led', name: 'HL1', value: 'синий' }]) + wire([140, 360], [440, 360]),
  caption: 'Кнопка SB1 стоит в проводе от плюса. На схеме сразу видно, где разрывается цепь.',
  alt: 'Вид «Схема»: батарейка, кнопка SB1, резистор 220 Ом и синий светодиод',
});
add({
  title: 'Цепь 2: печатная плата',
  body: pcbBoard(70, 90, 500, 290) +
    trace([140, 160], [220, 160]) + trace([300, 160], [360, 160]) + trace([460, 160], [510, 160], [510, 220]) + trace([510, 300], [510, 335], [140, 335], [140, 260]) +
    pad(140, 160, true) + pad(140, 260) + silk(100, 168, '+') + silk(100, 268, '−') + silkRect(116, 130, 48, 160) +
    pad(220, 160) + pad(300, 160) + pad(220, 230) + pad(300, 230) + silkRect(200, 140, 120, 110) + silkCircle(260, 195, 26) + silk(260, 282, 'SB1') +
    pad(360, 160) + pad(460, 160) + silkRect(378, 146, 64, 28) + silk(410, 212, 'R1') +
    pad(510, 220, true) + pad(510, 300) + silkCircle(510, 260, 32) + silk(440, 268, 'HL1'),
  caption: 'У кнопки четыре ножки: две лишние тоже паяем — так она крепче держится. Дорожки не пересекаются.',
  alt: 'Вид «Печатная плата»: разъём питания, кнопка с четырьмя площадками, резистор и светодиод, соединённые медными дорожками',
});

// circuit 3: transistor switch
add({
  title: 'Цепь 3: транзистор, макетка',
  body: breadboard() + batteryOff() +
    jumper([h(3, 'tp'), [hx(3), ROWY.a]], WIRE_RED) + bbButton(3) +
    RP.realResistor((hx(5) + hx(9)) / 2, ROWY.e, { len: hx(9) - hx(5), bands: ['brown', 'black', 'orange', 'gold'] }) +
    bbTransistor(8, 'd') + bbLed(12, 10, 'b', GREEN) +
    RP.realResistor((hx(12) + hx(17)) / 2, ROWY.c, { len: hx(17) - hx(12), bands: ['red', 'red', 'brown', 'gold'] }) +
    jumper([h(17, 'tp'), [hx(17), ROWY.a]], WIRE_RED) + jumper([[hx(8), ROWY.a], h(8, 'tm')], '#111') +
    tag(hx(4), ROWY.h + 30, 'SB1') + tag(hx(9), ROWY.h + 30, 'VT1') + tag(hx(14.5), ROWY.e + 30, 'R2') + tag(hx(7), ROWY.e + 40, 'R1').replace(/.*/, '') + tag(hx(19), ROWY.b - 6, 'HL1'),
  caption: 'VT1: ножки Э, Б, К в столбиках 8, 9, 10. R1 (10 кОм) ведёт от кнопки к базе, R2 и светодиод — к коллектору.',
  alt: 'Вид «Макетная плата»: транзисторный ключ — кнопка, резистор 10 кОм к базе транзистора BC547, резистор 220 Ом и зелёный светодиод в коллекторе',
});
add({
  title: 'Цепь 3: схема',
  body: grid() + (() => {
    const t = transistor(420, 300, { name: 'VT1', value: 'BC547' });
    let s = part('battery', [120, 110], [120, 380], { name: 'GB1', value: '4,5 В', side: 'left' });
    s += wire([120, 110], [t.c[0], 110]) + wire([120, 380], [t.e[0], 380]) + t.svg + wire(t.e, [t.e[0], 380]);
    s += chain([t.c[0], 110], t.c, [{ k: 'resistor', name: 'R2', value: '220 Ом' }, { k: 'led', name: 'HL1' }]);
    s += chain([250, 110], [250, 300], [{ k: 'button', name: 'SB1', side: 'left' }]) + dot(250, 110);
    s += part('resistor', [250, 300], t.b, { name: 'R1', value: '10 кОм' });
    return s;
  })(),
  caption: 'В русских учебниках транзистор рисуют в круге, во Fritzing — без круга. Выводы те же: Б, К, Э.',
  alt: 'Вид «Схема»: кнопка SB1 и резистор R1 10 кОм к базе транзистора VT1, в коллекторе резистор R2 220 Ом и светодиод HL1',
});
add({
  title: 'Цепь 3: печатная плата',
  body: pcbBoard(50, 90, 540, 300) +
    trace([100, 150], [100, 112], [560, 112], [560, 140]) + trace([100, 150], [180, 150]) +
    trace([260, 220], [260, 250], [300, 250]) + trace([380, 250], [460, 250], [460, 320]) +
    trace([420, 320], [420, 362], [100, 362], [100, 330]) +
    trace([560, 210], [560, 240]) + trace([560, 300], [500, 300], [500, 320]) +
    pad(100, 150, true) + pad(100, 330) + silk(72, 158, '+') + silk(72, 338, '−') +
    pad(180, 150) + pad(260, 150) + pad(180, 220) + pad(260, 220) + silkRect(160, 130, 120, 110) + silkCircle(220, 185, 24) + silk(220, 290, 'SB1') +
    pad(300, 250) + pad(380, 250) + silkRect(318, 236, 44, 28) + silk(340, 225, 'R1') +
    pad(420, 320) + pad(460, 320) + pad(500, 320) + `<path d="M400,338 h120 v-24 a60,22 0 0 0 -120,0 z" fill="none" stroke="#fff" stroke-width="2.5"/>` + silk(460, 290, 'VT1') +
    pad(560, 140) + pad(560, 210) + silkRect(546, 154, 28, 42) + silk(530, 185, 'R2', { anchor: 'end' }) +
    pad(560, 240, true) + pad(560, 300) + silkCircle(560, 270, 30),
  caption: 'Жёлтые дорожки заменяют все провода. Квадратные площадки: плюс питания и анод светодиода HL1.',
  alt: 'Вид «Печатная плата»: разъём питания, кнопка SB1, резистор R1, транзистор VT1, резистор R2 и светодиод на зелёной плате с медными дорожками',
});

// 12. tips
add({
  title: 'Как работать во Fritzing',
  body: lines(36, 116, [
    '1. Перетащи детали из окна «Детали».',
    '2. Собери цепь на вкладке «Макетка».',
    '3. На вкладке «Схема» разложи значки',
    '    ровно и соедини пунктир линиями.',
    '4. На вкладке «Печатная плата» проведи',
    '    дорожки, они не должны пересекаться.',
    '5. Нажми «Проверка DRC» и исправь',
    '    всё, что подсвечено красным.',
  ], { anchor: 'start', lh: 37 }),
  caption: 'Сохрани файл .fzz и покажи учителю. Картинку для отчёта сделай через «Файл → Экспорт → как PNG».',
  alt: 'Памятка по работе во Fritzing: пять шагов от деталей и макетной платы к схеме, печатной плате и проверке DRC',
});

/** @type {import('./schemes-lib.mjs').Series} */
export const fritzingSeries = { dir: 'schemes/1', by: scriptName(import.meta.url), sheets: () => buildSheets(S) };

if (isMain(import.meta.url)) writeSeries(fritzingSeries);
