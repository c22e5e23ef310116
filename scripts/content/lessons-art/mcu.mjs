// @ts-check
// Drawings shared by the microcontroller lessons (4, 14, 5, 6): the kit's chip, ATtiny84A in its
// DIP-14 case (firmware/README.md), and boxes with words for programs and block diagrams.
import * as d from '../guides-draw.mjs';

const { C, label } = d;

/**
 * A box with centred words (`\n` starts a line).
 * @param {number} x centre
 * @param {number} y centre
 * @param {number} w
 * @param {number} h
 * @param {string} words
 * @param {{ fill?: string, size?: number, color?: string, bold?: boolean }} [o]
 */
export function box(x, y, w, h, words, { fill = '#fff', size = 20, color = C.ink, bold = false } = {}) {
  const rows = words.split('\n').length;
  const top = y - ((rows - 1) * size * 1.15) / 2 + size * 0.35;
  return d.rect(x - w / 2, y - h / 2, w, h, { fill, rx: 10 }) + label(x, top, words, { size, color, bold, halo: false });
}

/** Where pin `pin` (1–14) of the big DIP-14 of `dip14` ends, notch on the left: pin 1 bottom-left. */
export const DIP = { x0: 96, step: 48, body: { x: 60, y: 110, w: 360, h: 80 } };

/**
 * The x of a pin of the big horizontal DIP-14 (notch left): 1–7 along the bottom from the left,
 * 8–14 along the top from the right.
 * @param {number} pin
 */
export function dipX(pin) {
  return pin <= 7 ? DIP.x0 + (pin - 1) * DIP.step : DIP.x0 + (14 - pin) * DIP.step;
}

/**
 * ATtiny84A seen from above, big, on a 480 × 300 picture: notch on the left, the dot at pin 1
 * (bottom-left). `numbers` writes the pin numbers beside the pins.
 * @param {{ numbers?: boolean, name?: boolean }} [o]
 */
export function dip14({ numbers = false, name = true } = {}) {
  const { x, y, w, h } = DIP.body;
  let b = '';
  for (let pin = 1; pin <= 14; pin++) {
    const px = dipX(pin);
    const bottom = pin <= 7;
    b += d.rect(px - 10, bottom ? y + h - 2 : y - 30, 20, 32, { fill: C.metal, sw: 2.5, rx: 2 });
    if (numbers) b += label(px, bottom ? y + h + 58 : y - 42, String(pin), { size: 22, bold: true });
  }
  b += d.rect(x, y, w, h, { fill: '#2b2b2b', rx: 6 });
  b += `<path d="M${x} ${y + h / 2 - 14}A14 14 0 0 1 ${x} ${y + h / 2 + 14}" fill="#777" stroke="${C.ink}" stroke-width="2.5"/>`;
  b += d.circle(x + 22, y + h - 20, 7, { fill: '#bbb', color: '#bbb', sw: 0 });
  if (name) b += label(x + w / 2 + 16, y + h / 2 + 8, 'ATtiny84A', { size: 24, color: '#eee', halo: false, bold: true });
  return b;
}
