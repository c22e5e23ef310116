// @ts-check
// Guide pictures 640 units wide: schematics drawn with the symbol library of the scheme readers
// (schematic-symbols.mjs) and wiring pictures. Text is 25 units (14 px when the picture is shown
// 360 px wide) unless a picture needs a smaller note.
import { dot, part, wire } from './schematic-symbols.mjs';
import { text } from './svg-core.mjs';

export { chip, dot, ground, line, part, chain, terminal, transistor, wire } from './schematic-symbols.mjs';
export { text };

/** The width of a schematic or wiring picture. */
export const WIDE = 640;

/**
 * A 640-wide picture of the given height.
 * @param {string} body
 * @param {number} h
 */
export function wide(body, h) {
  return { body, w: WIDE, h };
}

/**
 * A plain loop: battery on the left (from `yT` down to `yB`), the parts along the top wire from
 * left to right, then down the right side; the return wire along the bottom.
 * @param {{ x1: number, x2: number, yT: number, yB: number, bat: import('./schematic-symbols.mjs').LabelOptions & { k?: import('./schematic-symbols.mjs').PartKind },
 *   top?: readonly import('./schematic-symbols.mjs').ChainPart[], right?: readonly import('./schematic-symbols.mjs').ChainPart[] }} o
 */
export function loop({ x1, x2, yT, yB, bat, top = [], right = [] }) {
  let s = part(bat.k ?? 'battery', [x1, yT + 40], [x1, yB - 40], { side: 'left', ...bat });
  s += wire([x1, yT + 40], [x1, yT]) + wire([x1, yB - 40], [x1, yB], [x2, yB]);
  const n = top.length;
  const step = (x2 - x1) / (n + 1);
  let x = x1;
  s += wire([x1, yT], [x1 + step / 2, yT]);
  x = x1 + step / 2;
  for (const p of top) {
    s += part(p.k, [x, yT], [x + step, yT], p);
    x += step;
  }
  s += wire([x, yT], [x2, yT]);
  const m = right.length;
  const vstep = (yB - yT) / (m || 1);
  let y = yT;
  for (const p of right) {
    s += part(p.k, [x2, y], [x2, y + vstep], p);
    y += vstep;
  }
  if (!m) s += wire([x2, yT], [x2, yB]);
  return s;
}

/**
 * A note under a schematic, in a soft box, one or two lines.
 * @param {number} y baseline of the first line
 * @param {readonly string[]} lines
 */
export function note(y, lines) {
  const h = lines.length * 32 + 14;
  return (
    `<rect x="18" y="${y - 28}" width="${WIDE - 36}" height="${h}" rx="10" fill="#eef4fb"/>` +
    lines.map((l, i) => text(30, y + i * 32, l, { anchor: 'start' })).join('')
  );
}

/**
 * Junction dots.
 * @param {...import('./svg-core.mjs').Point} pts
 */
export function dots(...pts) {
  return pts.map(([x, y]) => dot(x, y)).join('');
}
