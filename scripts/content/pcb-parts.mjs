// @ts-check
// Footprints of the kits' printed boards in millimetres, seen from the parts side: where each
// leg of a part goes through the board (decision 0151). Pins sit on the 2.54 mm grid of DIP
// parts unless the part's legs are elsewhere.
import { GRID } from './pcb-router.mjs';

/** @typedef {import('./pcb-router.mjs').Pad} Pad */
/**
 * @typedef {object} Part a part on a board
 * @property {string} ref R1, U1, HL3
 * @property {string} kind a key of FOOTPRINTS
 * @property {number} x the first pin, in grid steps of 1.27 mm from the board's left edge
 * @property {number} y in grid steps from the top edge
 * @property {0 | 90 | 180 | 270} [rot] clockwise, seen from the parts side
 * @property {Record<string, string>} nets pin → net; pins left out are not connected
 * @property {string} name what it is, for the parts list: «Резистор»
 * @property {string} value «100 Ом»
 */

const U = GRID;
/** @type {Record<string, { pins: [string, number, number][], d?: number, outline?: [number, number, number, number] }>} */
export const FOOTPRINTS = {
  // axial resistor, 10.16 mm between the holes
  res: { pins: [['1', 0, 0], ['2', 8 * U, 0]] },
  led: { pins: [['A', 0, 0], ['K', 2 * U, 0]] },
  ecap: { pins: [['+', 0, 0], ['−', 2 * U, 0]] },
  ccap: { pins: [['1', 0, 0], ['2', 4 * U, 0]] },
  // BC547 with its flat side towards the viewer: collector, base, emitter
  to92: { pins: [['C', 0, 0], ['B', 2 * U, 0], ['E', 4 * U, 0]] },
  mic: { pins: [['+', 0, 0], ['−', 2 * U, 0]] },
  tilt: { pins: [['1', 0, 0], ['2', 2 * U, 0]] },
  slide: { pins: [['1', 0, 0], ['2', 2 * U, 0], ['3', 4 * U, 0]] },
  pot: { pins: [['1', 0, 0], ['2', 4 * U, 0], ['3', 8 * U, 0]] },
  // 6 × 6 mm tact button, legs 6.5 × 4.5 mm: only the diagonal pair is wired, which is across
  // the switch whichever way the button is turned
  tact: { pins: [['1', 0, 0], ['2', 6.5, 0], ['3', 0, 4.5], ['4', 6.5, 4.5]] },
  wires: { pins: [['1', 0, 0], ['2', 4 * U, 0]], d: 2.4 },
  wire: { pins: [['1', 0, 0]], d: 2.4 },
  module7: { pins: ['SDA', 'SCL', 'GND', 'VCC', 'ANT', 'L', 'R'].map((p, i) => /** @type {[string, number, number]} */ ([p, i * 2 * U, 0])) },
  // CR2032 holder with legs for the board, 20.3 mm apart
  coin: { pins: [['+', 0, 0], ['−', 16 * U, 0]], d: 2.4 },
};

/**
 * A DIP chip with its notch on the left, pin 1 bottom left (seen from the parts side).
 * @param {number} n
 * @returns {[string, number, number][]}
 */
function dip(n) {
  const half = n / 2;
  return Array.from({ length: n }, (_, i) => {
    const pin = i + 1;
    return pin <= half ? [String(pin), i * 2 * U, 0] : [String(pin), (n - pin) * 2 * U, -6 * U];
  });
}
FOOTPRINTS.dip8 = { pins: dip(8) };
FOOTPRINTS.dip14 = { pins: dip(14) };
FOOTPRINTS.dip16 = { pins: dip(16) };

/**
 * The pads of a part, in mm on the board.
 * @param {Part} part
 * @returns {Pad[]}
 */
export function padsOf(part) {
  const fp = FOOTPRINTS[part.kind];
  if (!fp) throw new Error(`no footprint ${part.kind}`);
  const rot = part.rot ?? 0;
  return fp.pins.map(([pin, dx, dy]) => {
    const [rx, ry] = rot === 0 ? [dx, dy] : rot === 90 ? [-dy, dx] : rot === 180 ? [-dx, -dy] : [dy, -dx];
    return {
      part: part.ref,
      pin,
      x: Math.round((part.x * U + rx) * 1000) / 1000,
      y: Math.round((part.y * U + ry) * 1000) / 1000,
      d: fp.d ?? 1.9,
      net: part.nets[pin] ?? '',
      square: pin === '1' && part.kind.startsWith('dip') ? true : pin === '+',
    };
  });
}
