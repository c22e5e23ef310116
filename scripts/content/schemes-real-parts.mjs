// @ts-check
// "How it looks in real life" drawings of electronic parts (breadboard-style pictures).
// Each function draws the part centred on (x, y) and returns an SVG fragment.
import { BLUE, GREEN, INK, LEG, PART_RED, WIRE_RED, at, line, text } from './svg-core.mjs';

/** @typedef {import('./svg-core.mjs').Point} Point */
/** @typedef {keyof typeof BAND} BandColor */

/** Resistor colour-code bands. */
export const BAND = {
  black: INK,
  brown: '#7b3f00',
  red: WIRE_RED,
  orange: '#f77f00',
  yellow: '#f4d000',
  green: GREEN,
  blue: BLUE,
  violet: '#7b2cbf',
  grey: '#888888',
  white: '#ffffff',
  gold: '#c9a227',
};

/**
 * @param {number} x
 * @param {number} y
 * @param {string} body
 */
const g = (x, y, body, rot = 0, s = 1) => at(x, y, body, { r: rot, s });
/**
 * A component leg.
 * @param {number} x1
 * @param {number} y1
 * @param {number} x2
 * @param {number} y2
 */
const leg = (x1, y1, x2, y2, w = 4) => line(x1, y1, x2, y2, { stroke: LEG, width: w, cap: 'round' });

/**
 * Resistor lying horizontally; bands: array of colour names; len: lead-to-lead length.
 * @param {number} x
 * @param {number} y
 * @param {{ bands?: readonly BandColor[], len?: number, rot?: number, s?: number }} [o]
 */
export function realResistor(x, y, { bands = ['red', 'red', 'brown', 'gold'], len = 160, rot = 0, s = 1 } = {}) {
  let b = leg(-len / 2, 0, len / 2, 0);
  b += `<rect x="-36" y="-14" width="72" height="28" rx="12" fill="#e9c99a" stroke="${INK}" stroke-width="2.5"/>`;
  bands.forEach((c, i) => {
    const bx = i < 3 ? -24 + i * 12 : 20;
    b += `<rect x="${bx}" y="-13" width="7" height="26" fill="${BAND[c]}"/>`;
  });
  return g(x, y, b, rot, s);
}

/**
 * LED standing upright: dome on top, legs down; the longer leg (anode, +) is on the right.
 * @param {number} x
 * @param {number} y
 */
export function realLed(x, y, { color = PART_RED, s = 1, legs = 60, rot = 0 } = {}) {
  let b = leg(-9, 0, -9, legs - 10) + leg(9, 0, 9, 10) + leg(9, 10, 9, legs);
  b += `<path d="M-20,6 v-30 a20,20 0 0 1 40,0 v30 z" fill="${color}" fill-opacity="0.85" stroke="${INK}" stroke-width="2.5"/>`;
  b += `<rect x="-24" y="2" width="48" height="8" rx="2" fill="${color}" stroke="${INK}" stroke-width="2.5"/>`;
  b += `<path d="M-8,-30 a10,12 0 0 1 8,-10" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity="0.8"/>`;
  return g(x, y, b, rot, s);
}

/**
 * @param {number} x
 * @param {number} y
 */
export function realCeramicCap(x, y, { s = 1, label = '104' } = {}) {
  let b = leg(-8, 0, -10, 55) + leg(8, 0, 10, 55);
  b += `<ellipse cx="0" cy="-18" rx="26" ry="22" fill="#f2a93b" stroke="${INK}" stroke-width="2.5"/>`;
  b += text(0, -10, label, { size: 20, weight: 'bold' });
  return g(x, y, b, 0, s);
}

/**
 * @param {number} x
 * @param {number} y
 */
export function realElectrolytic(x, y, { s = 1, label = '100 мкФ' } = {}) {
  let b = leg(-10, 30, -10, 80) + leg(10, 30, 10, 70);
  b += `<rect x="-28" y="-50" width="56" height="82" rx="8" fill="#2b59c3" stroke="${INK}" stroke-width="2.5"/>`;
  b += `<rect x="-28" y="-50" width="14" height="82" fill="#d9e4ff"/>`;
  b += text(-21, -20, '−', { size: 18, weight: 'bold' });
  b += text(-21, 10, '−', { size: 18, weight: 'bold' });
  b += `<ellipse cx="0" cy="-50" rx="28" ry="6" fill="#9fb4e8" stroke="${INK}" stroke-width="2"/>`;
  b += text(6, -2, label, { size: 14, fill: '#fff', transform: 'rotate(-90 6 -2)' });
  return g(x, y, b, 0, s);
}

/**
 * @param {number} x
 * @param {number} y
 */
export function realDiode(x, y, { s = 1, len = 150, rot = 0 } = {}) {
  let b = leg(-len / 2, 0, len / 2, 0);
  b += `<rect x="-30" y="-11" width="60" height="22" rx="4" fill="#222" stroke="${INK}" stroke-width="2"/>`;
  b += `<rect x="16" y="-11" width="8" height="22" fill="#d8d8d8"/>`;
  return g(x, y, b, rot, s);
}

/**
 * TO-92 transistor seen from the flat side: legs E, B, C from left to right.
 * @param {number} x
 * @param {number} y
 */
export function realTransistor(x, y, { s = 1, label = 'BC547', pins = true } = {}) {
  let b = leg(-16, 10, -20, 70) + leg(0, 10, 0, 70) + leg(16, 10, 20, 70);
  b += `<path d="M-30,14 v-44 a30,20 0 0 1 60,0 v44 z" fill="#2a2a2a" stroke="${INK}" stroke-width="2.5"/>`;
  b += text(0, -2, label, { size: 14, fill: '#fff' });
  if (pins) {
    b += text(-22, 98, 'Э', { size: 22, weight: 'bold' });
    b += text(0, 98, 'Б', { size: 22, weight: 'bold' });
    b += text(22, 98, 'К', { size: 22, weight: 'bold' });
  }
  return g(x, y, b, 0, s);
}

/**
 * AA cell lying horizontally, "+" on the right.
 * @param {number} x
 * @param {number} y
 */
export function realCell(x, y, { s = 1, label = '1,5 В', rot = 0 } = {}) {
  let b = `<rect x="-70" y="-22" width="132" height="44" rx="6" fill="#2e7d32" stroke="${INK}" stroke-width="2.5"/>`;
  b += `<rect x="20" y="-22" width="42" height="44" fill="#c8a24a" stroke="${INK}" stroke-width="2.5"/>`;
  b += `<rect x="62" y="-9" width="10" height="18" rx="2" fill="#c8a24a" stroke="${INK}" stroke-width="2"/>`;
  b += text(-24, 8, label, { size: 22, weight: 'bold', fill: '#fff' });
  b += text(41, 9, '+', { size: 26, weight: 'bold' });
  return g(x, y, b, rot, s);
}

/**
 * Battery box (e.g. 3×AA) with red (+) and black (−) wires going to the right.
 * @param {number} x
 * @param {number} y
 */
export function realBatteryBox(x, y, { s = 1, label = '4,5 В', w = 120, h = 70, wires = true } = {}) {
  let b = `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="8" fill="#333" stroke="${INK}" stroke-width="2.5"/>`;
  b += text(0, 9, label, { size: 24, weight: 'bold', fill: '#fff' });
  if (wires) {
    b += `<path d="M${w / 2},${-h / 4} h30" stroke="${WIRE_RED}" stroke-width="6" stroke-linecap="round"/>`;
    b += `<path d="M${w / 2},${h / 4} h30" stroke="#111" stroke-width="6" stroke-linecap="round"/>`;
  }
  return g(x, y, b, 0, s);
}

/**
 * 3 V coin cell seen from above.
 * @param {number} x
 * @param {number} y
 */
export function realCoinCell(x, y, { s = 1 } = {}) {
  let b = `<circle r="44" fill="#cfd4da" stroke="${INK}" stroke-width="2.5"/>`;
  b += `<circle r="36" fill="#e3e7eb" stroke="#9aa" stroke-width="2"/>`;
  b += text(0, -4, 'CR2032', { size: 20, weight: 'bold' });
  b += text(0, 22, '+ 3 В', { size: 20, weight: 'bold' });
  return g(x, y, b, 0, s);
}

/**
 * @param {number} x
 * @param {number} y
 */
export function realSlideSwitch(x, y, { s = 1 } = {}) {
  let b = leg(-20, 16, -20, 50) + leg(0, 16, 0, 50) + leg(20, 16, 20, 50);
  b += `<rect x="-44" y="-18" width="88" height="34" rx="4" fill="#cfd4da" stroke="${INK}" stroke-width="2.5"/>`;
  b += `<rect x="-30" y="-8" width="60" height="14" rx="3" fill="#555"/>`;
  b += `<rect x="-28" y="-32" width="22" height="30" rx="3" fill="#222" stroke="${INK}" stroke-width="2"/>`;
  return g(x, y, b, 0, s);
}

/**
 * 6×6 mm tact button from above.
 * @param {number} x
 * @param {number} y
 */
export function realButton(x, y, { s = 1, cap = PART_RED } = {}) {
  let b = leg(-30, -22, -44, -22) + leg(30, -22, 44, -22) + leg(-30, 22, -44, 22) + leg(30, 22, 44, 22);
  b += `<rect x="-32" y="-32" width="64" height="64" rx="5" fill="#2a2a2a" stroke="${INK}" stroke-width="2.5"/>`;
  b += `<circle r="18" fill="${cap}" stroke="${INK}" stroke-width="2.5"/>`;
  return g(x, y, b, 0, s);
}

/**
 * @param {number} x
 * @param {number} y
 */
export function realReed(x, y, { s = 1 } = {}) {
  let b = leg(-110, 0, -60, 0) + leg(60, 0, 110, 0);
  b += `<rect x="-62" y="-16" width="124" height="32" rx="16" fill="#e6f4ff" stroke="${INK}" stroke-width="2.5"/>`;
  b += `<path d="M-60,0 H-4 M60,0 H4" stroke="#777" stroke-width="5"/>`;
  b += `<path d="M-4,-3 L8,3" stroke="#777" stroke-width="0"/>`;
  return g(x, y, b, 0, s);
}

/**
 * @param {number} x
 * @param {number} y
 */
export function realLamp(x, y, { s = 1, lit = false } = {}) {
  let b = '';
  if (lit) b += `<circle cy="-20" r="52" fill="#fff3a0" opacity="0.8"/>`;
  b += `<circle cy="-20" r="36" fill="${lit ? '#fff7c2' : '#f4f7fb'}" stroke="${INK}" stroke-width="2.5"/>`;
  b += `<path d="M-10,14 L-8,-14 Q0,-30 8,-14 L10,14" fill="none" stroke="#a15c00" stroke-width="3"/>`;
  b += `<rect x="-16" y="12" width="32" height="30" fill="#b8bec6" stroke="${INK}" stroke-width="2.5"/>`;
  b += `<path d="M-16,22 h32 M-16,32 h32" stroke="${INK}" stroke-width="2"/>`;
  return g(x, y, b, 0, s);
}

/**
 * @param {number} x
 * @param {number} y
 */
export function realMotor(x, y, { s = 1 } = {}) {
  let b = `<rect x="-50" y="-34" width="90" height="68" rx="14" fill="#b8bec6" stroke="${INK}" stroke-width="2.5"/>`;
  b += `<rect x="40" y="-14" width="14" height="28" fill="#e9e9e9" stroke="${INK}" stroke-width="2"/>`;
  b += `<rect x="54" y="-4" width="40" height="8" fill="#999" stroke="${INK}" stroke-width="1.5"/>`;
  b += leg(-50, -16, -78, -16, 5) + leg(-50, 16, -78, 16, 5);
  b += `<path d="M-78,-16 h-20" stroke="${WIRE_RED}" stroke-width="6"/><path d="M-78,16 h-20" stroke="#111" stroke-width="6"/>`;
  return g(x, y, b, 0, s);
}

/**
 * @param {number} x
 * @param {number} y
 */
export function realSpeaker(x, y, { s = 1 } = {}) {
  let b = `<circle r="56" fill="#3a3a3a" stroke="${INK}" stroke-width="2.5"/>`;
  b += `<circle r="44" fill="#5c5c5c"/>`;
  b += `<circle r="16" fill="#222"/>`;
  b += `<path d="M40,40 l30,22 M48,30 l30,22" stroke="${WIRE_RED}" stroke-width="5"/>`;
  return g(x, y, b, 0, s);
}

/**
 * @param {number} x
 * @param {number} y
 */
export function realMic(x, y, { s = 1 } = {}) {
  let b = leg(-8, 30, -8, 70) + leg(8, 30, 8, 70);
  b += `<rect x="-30" y="-24" width="60" height="54" rx="6" fill="#b8bec6" stroke="${INK}" stroke-width="2.5"/>`;
  b += `<ellipse cx="0" cy="-24" rx="30" ry="10" fill="#333" stroke="${INK}" stroke-width="2.5"/>`;
  return g(x, y, b, 0, s);
}

/**
 * @param {number} x
 * @param {number} y
 */
export function realPot(x, y, { s = 1 } = {}) {
  let b = leg(-20, 30, -20, 70) + leg(0, 30, 0, 70) + leg(20, 30, 20, 70);
  b += `<rect x="-40" y="-14" width="80" height="44" rx="4" fill="#2b59c3" stroke="${INK}" stroke-width="2.5"/>`;
  b += `<rect x="-12" y="-60" width="24" height="48" rx="4" fill="#ddd" stroke="${INK}" stroke-width="2.5"/>`;
  b += `<path d="M0,-58 v20" stroke="${INK}" stroke-width="3"/>`;
  return g(x, y, b, 0, s);
}

/**
 * @param {number} x
 * @param {number} y
 */
export function realLdr(x, y, { s = 1 } = {}) {
  let b = leg(-10, 20, -10, 70) + leg(10, 20, 10, 70);
  b += `<circle r="28" fill="#f1e2c4" stroke="${INK}" stroke-width="2.5"/>`;
  b += `<path d="M-18,-14 h30 v7 h-30 v7 h30 v7 h-30 v7 h30" fill="none" stroke="#b5462a" stroke-width="3"/>`;
  return g(x, y, b, 0, s);
}

/**
 * A jumper wire of a given colour through points.
 * @param {readonly Point[]} points
 */
export function jumper(points, color = BLUE, w = 7) {
  const d = points.map(([px, py], i) => `${i ? 'L' : 'M'}${px},${py}`).join(' ');
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;
}
