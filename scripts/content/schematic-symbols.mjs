// @ts-check
// Drawing vocabulary for schematic sheets (GOST-style symbols, as in Russian textbooks).
// Every function returns an SVG fragment string; the basics come from svg-core.mjs.
//
// Conventions:
//  * two-terminal parts are drawn ON a segment from point A to point B: the body sits in
//    the middle, the rest of the segment becomes the leads. Polarised parts point A -> B
//    (diode/LED: anode A, cathode B; battery and electrolytic: "+" at A).
//  * sizes are in viewBox units of a 640-wide sheet; 25 units = 14 px when the sheet is
//    shown 360 px wide, so no label is smaller than that.
import { ACCENT, BLUE, INK, el, line as coreLine, lines, round as r1, text } from './svg-core.mjs';

/** @typedef {import('./svg-core.mjs').Point} Point */

export const SW = 3.5; // stroke width

/**
 * A schematic line: round caps, SW wide, in ink unless told.
 * @param {number} x1
 * @param {number} y1
 * @param {number} x2
 * @param {number} y2
 * @param {{ stroke?: string, sw?: number, dash?: string }} [o]
 */
export function line(x1, y1, x2, y2, o = {}) {
  return coreLine(x1, y1, x2, y2, { stroke: o.stroke ?? INK, width: o.sw ?? SW, dash: o.dash, cap: 'round' });
}

/**
 * A wire through points.
 * @param {...Point} pts
 */
export function wire(...pts) {
  const p = pts.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ');
  return `<polyline points="${p}" fill="none" stroke="${INK}" stroke-width="${SW}" stroke-linejoin="round" stroke-linecap="round"/>`;
}

/**
 * A junction dot.
 * @param {number} x
 * @param {number} y
 */
export function dot(x, y, r = 6) {
  return el('circle', { cx: r1(x), cy: r1(y), r, fill: INK });
}

/**
 * An open terminal (small hollow circle), e.g. a contact or a test point.
 * @param {number} x
 * @param {number} y
 */
export function terminal(x, y, r = 6) {
  return el('circle', { cx: r1(x), cy: r1(y), r, fill: '#fff', stroke: INK, 'stroke-width': 3 });
}

/**
 * @param {number} x
 * @param {number} y
 * @param {number} ang degrees
 */
function arrowHead(x, y, ang, size = 10, fill = INK) {
  const a = (ang * Math.PI) / 180;
  /** @type {(dx: number, dy: number) => Point} */
  const p = (dx, dy) => [x + dx * Math.cos(a) - dy * Math.sin(a), y + dx * Math.sin(a) + dy * Math.cos(a)];
  const pts = [p(0, 0), p(-size, -size * 0.5), p(-size, size * 0.5)];
  return `<polygon points="${pts.map(([u, v]) => `${r1(u)},${r1(v)}`).join(' ')}" fill="${fill}"/>`;
}

/**
 * A straight arrow from (x1,y1) to (x2,y2) with a head at the end.
 * @param {number} x1
 * @param {number} y1
 * @param {number} x2
 * @param {number} y2
 * @param {{ sw?: number, size?: number, stroke?: string }} [o]
 */
export function arrow(x1, y1, x2, y2, o = {}) {
  const ang = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
  const sw = o.sw ?? 2.5;
  const size = o.size ?? 10;
  const a = (ang * Math.PI) / 180;
  const ex = x2 - Math.cos(a) * size * 0.6;
  const ey = y2 - Math.sin(a) * size * 0.6;
  return line(x1, y1, ex, ey, { sw, stroke: o.stroke ?? INK }) + arrowHead(x2, y2, ang, size, o.stroke ?? INK);
}

// ---------------------------------------------------------------------------------
// Bodies of two-terminal parts in local coordinates: x along the segment, centred on 0.
// Each entry: half = half-length of the body (leads end there), draw() = SVG string.
const P = `stroke="${INK}" stroke-width="${SW}"`;

/**
 * @typedef {'resistor' | 'resistorUS' | 'pot' | 'ldr' | 'capacitor' | 'electrolytic' | 'diode' | 'led'
 *   | 'battery' | 'battery2' | 'switch' | 'button' | 'reed' | 'lamp' | 'motor' | 'speaker' | 'mic'
 *   | 'contacts' | 'fuseWire' | 'buzzer' | 'strip'} PartKind
 */
/**
 * @typedef {object} Body
 * @property {number} feat how far the body's features reach on its feature side (for labels)
 * @property {number} thick how far the body reaches on the other side
 * @property {number} half half-length of the body: the leads end there
 * @property {() => string} draw
 * @property {number} [from] where the lead on the A side ends, if not at -half
 * @property {number} [to] where the lead on the B side starts, if not at half
 * @property {string} [letter] a letter drawn upright in the middle (motor: M)
 * @property {boolean} [gap]
 */
/** @type {Record<PartKind, Body>} */
const BODIES = {
  resistor: {
    feat: 12,
    thick: 12,
    half: 30,
    draw: () => `<rect x="-30" y="-12" width="60" height="24" fill="#fff" ${P}/>`,
  },
  // American zig-zag resistor, as Fritzing draws it by default
  resistorUS: {
    feat: 12,
    thick: 12,
    half: 30,
    draw: () =>
      `<polyline points="-30,0 -25,-12 -15,12 -5,-12 5,12 15,-12 25,12 30,0" fill="none" ${P} stroke-linejoin="round"/>`,
  },
  pot: {
    feat: 24,
    thick: 22,
    half: 30,
    draw: () =>
      `<rect x="-30" y="-12" width="60" height="24" fill="#fff" ${P}/>` +
      line(-26, 22, 20, -18, { sw: 2.5 }) +
      arrowHead(26, -23, -41, 11),
  },
  ldr: {
    feat: 50,
    thick: 12,
    half: 30,
    draw: () =>
      `<rect x="-30" y="-12" width="60" height="24" fill="#fff" ${P}/>` +
      arrow(-34, -46, -14, -18, { size: 10 }) +
      arrow(-12, -50, 8, -22, { size: 10 }),
  },
  capacitor: {
    feat: 22,
    thick: 22,
    half: 7,
    draw: () => line(-7, -22, -7, 22, { sw: 4 }) + line(7, -22, 7, 22, { sw: 4 }),
  },
  electrolytic: {
    feat: 36,
    thick: 22,
    half: 9,
    draw: () =>
      `<rect x="-13" y="-22" width="6" height="44" fill="#fff" stroke="${INK}" stroke-width="3"/>` +
      line(9, -22, 9, 22, { sw: 4 }) +
      `<path d="M-30,-26 h14 M-23,-33 v14" stroke="${INK}" stroke-width="3"/>`,
    from: -13,
  },
  diode: {
    feat: 17,
    thick: 17,
    half: 16,
    draw: () =>
      `<polygon points="-16,-17 -16,17 14,0" fill="#fff" ${P} stroke-linejoin="round"/>` +
      line(15, -17, 15, 17, { sw: 4 }),
  },
  led: {
    feat: 40,
    thick: 17,
    half: 16,
    draw: () =>
      `<polygon points="-16,-17 -16,17 14,0" fill="#fff" ${P} stroke-linejoin="round"/>` +
      line(15, -17, 15, 17, { sw: 4 }) +
      arrow(-2, -20, 14, -38, { size: 10 }) +
      arrow(8, -16, 24, -34, { size: 10 }),
  },
  battery: {
    feat: 36,
    thick: 24,
    half: 7,
    draw: () =>
      line(-7, -24, -7, 24, { sw: 3 }) +
      `<rect x="4" y="-12" width="7" height="24" fill="${INK}"/>` +
      `<path d="M-30,-28 h14 M-23,-35 v14" stroke="${INK}" stroke-width="3"/>`,
    to: 11,
  },
  // two cells drawn with a dashed link: a battery of several cells
  battery2: {
    feat: 36,
    thick: 24,
    half: 26,
    draw: () =>
      line(-26, -24, -26, 24, { sw: 3 }) +
      `<rect x="-15" y="-12" width="7" height="24" fill="${INK}"/>` +
      line(-8, 0, 8, 0, { sw: 2.5, dash: '3 4' }) +
      line(8, -24, 8, 24, { sw: 3 }) +
      `<rect x="19" y="-12" width="7" height="24" fill="${INK}"/>` +
      `<path d="M-48,-28 h14 M-41,-35 v14" stroke="${INK}" stroke-width="3"/>`,
  },
  switch: {
    feat: 22,
    thick: 6,
    half: 22,
    draw: () =>
      line(-22, 0, 18, -20) + line(22, 0, 22, -6, { sw: 3 }) + `<circle cx="-22" cy="0" r="3.5" fill="${INK}"/>`,
  },
  button: {
    feat: 34,
    thick: 6,
    half: 22,
    draw: () =>
      line(-22, 0, -22, -6, { sw: 3 }) +
      line(22, 0, 22, -6, { sw: 3 }) +
      line(-26, -14, 26, -14) +
      line(0, -14, 0, -32, { sw: 3 }) +
      line(-10, -32, 10, -32, { sw: 3 }),
  },
  reed: {
    feat: 24,
    thick: 16,
    half: 30,
    draw: () =>
      `<ellipse cx="0" cy="-4" rx="34" ry="20" fill="#eef7ff" stroke="${INK}" stroke-width="2.5"/>` +
      line(-30, 0, 12, -12) +
      line(30, 0, 14, 0, { sw: 3 }),
  },
  lamp: {
    feat: 18,
    thick: 18,
    half: 18,
    draw: () =>
      `<circle r="18" fill="#fff" ${P}/>` + line(-12.7, -12.7, 12.7, 12.7, { sw: 3 }) + line(-12.7, 12.7, 12.7, -12.7, { sw: 3 }),
  },
  motor: {
    feat: 20,
    thick: 20,
    half: 20,
    draw: () => `<circle r="20" fill="#fff" ${P}/>`,
    // the letter M is added upright by placeTwo()
    letter: 'M',
  },
  speaker: {
    feat: 34,
    thick: 12,
    half: 10,
    draw: () =>
      `<rect x="-10" y="-12" width="20" height="24" fill="#fff" ${P}/>` +
      `<polygon points="-10,-12 10,-12 22,-34 -22,-34" fill="#fff" ${P} stroke-linejoin="round"/>`,
  },
  mic: {
    feat: 20,
    thick: 20,
    half: 17,
    draw: () => `<circle r="17" fill="#fff" ${P}/>` + line(-17, -20, -17, 20, { sw: 4 }),
  },
  contacts: {
    feat: 8,
    thick: 8,
    half: 12,
    draw: () =>
      `<circle cx="-12" cy="0" r="6" fill="#fff" stroke="${INK}" stroke-width="3"/>` +
      `<circle cx="12" cy="0" r="6" fill="#fff" stroke="${INK}" stroke-width="3"/>`,
    gap: true,
  },
  // buzzer (HA): a dome on the line, "+" at A
  buzzer: {
    feat: 30,
    thick: 6,
    half: 18,
    draw: () =>
      `<path d="M-18,0 A18,18 0 0 1 18,0 Z" fill="#fff" ${P} stroke-linejoin="round"/>` +
      `<path d="M-34,-16 h12 M-28,-22 v12" stroke="${INK}" stroke-width="3"/>`,
  },
  // an LED strip between its +5V and GND pads: an LED with its resistor in a dashed box
  strip: {
    feat: 34,
    thick: 34,
    half: 46,
    draw: () =>
      `<rect x="-46" y="-30" width="92" height="60" rx="6" fill="#fff" stroke="${INK}" stroke-width="2.5" stroke-dasharray="6 5"/>` +
      `<rect x="-38" y="-8" width="30" height="16" fill="#fff" ${P}/>` +
      line(-46, 0, -38, 0) + line(-8, 0, 4, 0) +
      `<polygon points="4,-13 4,13 26,0" fill="#fff" ${P} stroke-linejoin="round"/>` +
      line(27, -13, 27, 13, { sw: 4 }) + line(27, 0, 46, 0),
  },
  fuseWire: {
    feat: 12,
    thick: 12,
    half: 34,
    draw: () =>
      `<path d="M-34,0 C-20,-22 -8,22 0,0 S20,-22 34,0" fill="none" stroke="${ACCENT}" stroke-width="2.5"/>`,
  },
};

/**
 * Letter designations used in Russian schematics.
 * @type {Partial<Record<PartKind, string>>}
 */
export const LETTERS = {
  resistor: 'R',
  resistorUS: 'R',
  pot: 'R',
  ldr: 'R',
  capacitor: 'C',
  electrolytic: 'C',
  diode: 'VD',
  led: 'HL',
  battery: 'GB',
  battery2: 'GB',
  switch: 'SA',
  button: 'SB',
  reed: 'SF',
  lamp: 'EL',
  motor: 'M',
  speaker: 'BA',
  mic: 'BM',
  contacts: 'X',
  buzzer: 'HA',
  strip: 'HL',
};

/**
 * @typedef {object} LabelOptions
 * @property {string} [name] e.g. 'R1' (bold)
 * @property {string} [value] e.g. '220 Ом'
 * @property {'auto' | 'left' | 'right' | 'above' | 'below'} [side]
 * @property {number} [dx] extra label offset
 * @property {number} [dy]
 * @property {number} [off] distance of the label from the segment
 */
/** @typedef {LabelOptions & { k: PartKind, rev?: boolean }} ChainPart a part in a chain; rev draws it b->a */

/**
 * Draw a two-terminal part on segment a->b.
 * @param {PartKind} kind
 * @param {Point} a
 * @param {Point} b
 * @param {LabelOptions} [o]
 */
export function part(kind, a, b, o = {}) {
  const body = BODIES[kind];
  if (!body) throw new Error('unknown part ' + kind);
  const [x1, y1] = a;
  const [x2, y2] = b;
  const L = Math.hypot(x2 - x1, y2 - y1);
  const ang = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  const from = body.from ?? -body.half;
  const to = body.to ?? body.half;
  let g = '';
  if (-L / 2 < from) g += line(-L / 2, 0, from, 0);
  if (L / 2 > to) g += line(to, 0, L / 2, 0);
  g += body.draw();
  let out = `<g transform="translate(${r1(mx)} ${r1(my)}) rotate(${r1(ang)})">${g}</g>`;
  if (body.letter) out += text(mx, my + 9, body.letter, { size: 24, weight: 'bold' });
  out += partLabel(mx, my, ang, o, body);
  return out;
}

/**
 * @param {number} mx
 * @param {number} my
 * @param {number} ang
 * @param {LabelOptions} o
 * @param {Body} body
 */
function partLabel(mx, my, ang, o, body) {
  if (!o.name && !o.value) return '';
  const horizontal = Math.abs(Math.sin((ang * Math.PI) / 180)) < 0.5;
  let side = o.side ?? 'auto';
  if (side === 'auto') side = horizontal ? 'above' : 'right';
  const rad = (ang * Math.PI) / 180;
  /** @type {Point} */
  const fd = [Math.sin(rad), -Math.cos(rad)];
  /** @type {Record<'above' | 'below' | 'right' | 'left', [number, number]>} */
  const dirs = { above: [0, -1], below: [0, 1], right: [1, 0], left: [-1, 0] };
  const sd = dirs[side];
  const towards = fd[0] * sd[0] + fd[1] * sd[1] > 0.5;
  const off = o.off ?? (towards ? body.feat : body.thick) + 14;
  const dx = o.dx ?? 0;
  const dy = o.dy ?? 0;
  const items = [o.name, o.value].filter((t) => !!t).map(String);
  let s = '';
  if (side === 'above' || side === 'below') {
    const base = side === 'above' ? my - off - (items.length - 1) * 27 : my + off + 20;
    items.forEach((t, i) => {
      s += text(mx + dx, base + i * 27 + dy, t, { weight: i === 0 && o.name ? 'bold' : undefined });
    });
  } else {
    const anchor = side === 'right' ? 'start' : 'end';
    const x = side === 'right' ? mx + off : mx - off;
    const base = my - ((items.length - 1) * 27) / 2 + 9;
    items.forEach((t, i) => {
      s += text(x + dx, base + i * 27 + dy, t, { anchor, weight: i === 0 && o.name ? 'bold' : undefined });
    });
  }
  return s;
}

/**
 * Split a straight run a->b into equal slots and put parts in them (null = plain wire).
 * @param {Point} a
 * @param {Point} b
 * @param {readonly (ChainPart | null | undefined)[]} parts
 */
export function chain(a, b, parts) {
  const n = parts.length;
  let s = '';
  for (let i = 0; i < n; i++) {
    /** @type {Point} */
    const p = [a[0] + ((b[0] - a[0]) * i) / n, a[1] + ((b[1] - a[1]) * i) / n];
    /** @type {Point} */
    const q = [a[0] + ((b[0] - a[0]) * (i + 1)) / n, a[1] + ((b[1] - a[1]) * (i + 1)) / n];
    const it = parts[i];
    if (!it) s += wire(p, q);
    else s += it.rev ? part(it.k, q, p, it) : part(it.k, p, q, it);
  }
  return s;
}

/**
 * Bipolar transistor (GOST: a circle). Returns { svg, b, c, e } with pin coordinates.
 * Base from the left (or from the right when o.mirror), collector up, emitter down
 * (o.flip swaps: collector down / emitter up, handy for PNP on the "+" rail).
 * @param {number} cx
 * @param {number} cy
 * @param {{ type?: 'npn' | 'pnp', mirror?: boolean, flip?: boolean, name?: string, value?: string,
 *   labelLeft?: boolean, ldx?: number, ldy?: number }} [o]
 * @returns {{ svg: string, b: Point, c: Point, e: Point }}
 */
export function transistor(cx, cy, o = {}) {
  const type = o.type ?? 'npn';
  const m = o.mirror ? -1 : 1;
  const f = o.flip ? -1 : 1;
  const X = (/** @type {number} */ x) => cx + m * x;
  const Y = (/** @type {number} */ y) => cy + f * y;
  let s = `<circle cx="${cx}" cy="${cy}" r="30" fill="#fff" stroke="${INK}" stroke-width="3"/>`;
  s += line(X(-10), Y(-17), X(-10), Y(17), { sw: 4.5 });
  s += line(X(-48), cy, X(-10), cy);
  s += line(X(-10), Y(-8), X(14), Y(-24)) + line(X(14), Y(-24), X(14), Y(-48));
  s += line(X(-10), Y(8), X(14), Y(24)) + line(X(14), Y(24), X(14), Y(48));
  // arrow on the emitter: outward for NPN, inward for PNP
  const angOut = (Math.atan2(Y(24) - Y(8), X(14) - X(-10)) * 180) / Math.PI;
  if (type === 'npn') s += arrowHead(X(10), Y(21.3), angOut, 13);
  else s += arrowHead(X(-4), Y(12), angOut + 180, 13);
  /** @type {{ b: Point, c: Point, e: Point }} */
  const pins = { b: [X(-48), cy], c: [X(14), Y(-48)], e: [X(14), Y(48)] };
  if (o.name || o.value) {
    const anchor = (o.labelLeft ? -1 : 1) * m > 0 ? 'start' : 'end';
    const ly = cy + (o.ldy ?? 0);
    const xx = o.labelLeft ? cx - 36 : o.mirror ? cx - 36 : cx + 36;
    s += text(xx + (o.ldx ?? 0), ly - 2, o.name ?? '', { anchor, weight: 'bold' });
    if (o.value) s += text(xx + (o.ldx ?? 0), ly + 25, o.value, { anchor });
  }
  return { svg: s, ...pins };
}

/**
 * Ground ("общий провод") symbol hanging below (x, y).
 * @param {number} x
 * @param {number} y
 * @param {{ stem?: number }} [o]
 */
export function ground(x, y, o = {}) {
  const s = o.stem ?? 14;
  let g = line(x, y, x, y + s);
  g += line(x - 20, y + s, x + 20, y + s, { sw: 4 });
  g += line(x - 12, y + s + 8, x + 12, y + s + 8, { sw: 4 });
  g += line(x - 5, y + s + 16, x + 5, y + s + 16, { sw: 4 });
  return g;
}

/**
 * Power rail label: a short stub ending in an open circle and "+9 В".
 * @param {number} x
 * @param {number} y
 * @param {string} label
 * @param {{ up?: number, dx?: number, anchor?: 'start' | 'middle' | 'end' }} [o]
 */
export function power(x, y, label, o = {}) {
  const up = o.up ?? 22;
  return line(x, y, x, y - up) + terminal(x, y - up - 6) + text(x + (o.dx ?? 0), y - up - 20, label, { weight: 'bold', anchor: o.anchor ?? 'middle' });
}

/**
 * Sheet frame: number badge, title, optional caption block at the bottom.
 * @param {number} w
 * @param {number} h
 * @param {{ num?: number | string | null, title: string, caption?: readonly string[], captionY?: number,
 *   titleSize?: number, badge?: boolean }} o
 */
export function sheetFrame(w, h, { num, title, caption = [], captionY, titleSize = 28, badge = true }) {
  let s = `<rect x="6" y="6" width="${w - 12}" height="${h - 12}" rx="14" fill="none" stroke="${INK}" stroke-width="3"/>`;
  let tx = 24;
  if (badge && num != null) {
    const label = String(num);
    const bw = 24 + label.length * 16;
    s += `<rect x="18" y="16" width="${bw}" height="42" rx="10" fill="${BLUE}"/>`;
    s += text(18 + bw / 2, 46, label, { size: 26, weight: 'bold', fill: '#fff' });
    tx = 18 + bw + 12;
  }
  s += text(tx, 47, title, { size: titleSize, weight: 'bold', anchor: 'start' });
  s += line(18, 68, w - 18, 68, { sw: 2, stroke: '#9aa7b8' });
  if (caption.length) {
    const cy = captionY ?? h - 30 - (caption.length - 1) * 31;
    s += `<rect x="18" y="${cy - 28}" width="${w - 36}" height="${caption.length * 31 + 14}" rx="10" fill="#eef4fb"/>`;
    s += lines(30, cy, caption, { anchor: 'start', lh: 31 });
  }
  return s;
}

/**
 * Changeover switch (SPDT). Common pin on the left at (x - 24, y); throws on the right.
 * @param {number} x
 * @param {number} y
 * @param {{ name?: string, below?: boolean }} [o]
 * @returns {{ svg: string, com: Point, up: Point, down: Point }}
 */
export function spdt(x, y, o = {}) {
  let s = line(x - 24, y, x, y) + `<circle cx="${x}" cy="${y}" r="4" fill="${INK}"/>`;
  s += line(x, y, x + 46, y - 22);
  s += line(x + 50, y - 26, x + 74, y - 26) + line(x + 50, y - 26, x + 50, y - 18, { sw: 3 });
  s += line(x + 50, y + 26, x + 74, y + 26) + line(x + 50, y + 26, x + 50, y + 18, { sw: 3 });
  if (o.name) s += text(x + 20, y + (o.below ? 62 : -40), o.name, { weight: 'bold' });
  return { svg: s, com: [x - 24, y], up: [x + 74, y - 26], down: [x + 74, y + 26] };
}

/**
 * Battery on the left and columns of parts between a "+" rail (top) and a "−" rail (bottom).
 * @param {{ xL?: number, yT?: number, yB?: number, bat?: LabelOptions, batKind?: PartKind,
 *   top?: readonly (ChainPart | null)[], cols: readonly { x: number, parts: readonly (ChainPart | null)[] }[] }} o
 */
export function rails({ xL = 130, yT: yTop, yB = 380, bat, batKind = 'battery', top = [], cols }) {
  const yT = yTop ?? (top.some(Boolean) ? 150 : 120);
  let s = part(batKind, [xL, yT], [xL, yB], { ...bat, side: 'left' });
  const xs = cols.map((c) => c.x);
  const first = xs[0] ?? xL;
  const last = xs.at(-1) ?? first;
  s += top.length ? chain([xL, yT], [first, yT], top) : wire([xL, yT], [first, yT]);
  if (last !== first) s += wire([first, yT], [last, yT]);
  s += wire([xL, yB], [last, yB]);
  for (const c of cols) s += chain([c.x, yT], [c.x, yB], c.parts);
  xs.slice(0, -1).forEach((x) => {
    s += dot(x, yT) + dot(x, yB);
  });
  return s;
}

/**
 * @typedef {object} ChipPin
 * @property {number | string} pin the pin number printed outside the box
 * @property {string} [label] the pin's name printed inside (Q0, CLK, VDD)
 * @property {string} [key] how the caller finds the pin's end point (default: the label, else the number)
 */

/**
 * A chip (DD, DA, U): a box with numbered pins on its sides. Returns the SVG and the end point of
 * every pin, keyed by `key`, label or number. Pins are spread evenly along their side unless a
 * side gives explicit offsets (`at`, from the box's top or left edge).
 * @param {number} x left edge of the box
 * @param {number} y top edge of the box
 * @param {{ w: number, h: number, name?: string, value?: string, stub?: number, size?: number,
 *   left?: readonly (ChipPin & { at: number })[], right?: readonly (ChipPin & { at: number })[],
 *   top?: readonly (ChipPin & { at: number })[], bottom?: readonly (ChipPin & { at: number })[],
 *   nameAt?: 'above' | 'inside' }} o
 * @returns {{ svg: string, pins: Record<string, Point> }}
 */
export function chip(x, y, o) {
  const stub = o.stub ?? 30;
  const size = o.size ?? 22;
  let s = `<rect x="${x}" y="${y}" width="${o.w}" height="${o.h}" fill="#fff" stroke="${INK}" stroke-width="3"/>`;
  /** @type {Record<string, Point>} */
  const pins = {};
  /** @param {ChipPin} p @param {Point} end */
  const keep = (p, end) => {
    pins[String(p.key ?? p.label ?? p.pin)] = end;
  };
  for (const p of o.left ?? []) {
    const py = y + p.at;
    s += line(x - stub, py, x, py);
    s += text(x - 6, py - 6, String(p.pin), { size: size - 2, anchor: 'end' });
    if (p.label) s += text(x + 6, py + size * 0.35, p.label, { size, anchor: 'start' });
    keep(p, [x - stub, py]);
  }
  for (const p of o.right ?? []) {
    const py = y + p.at;
    s += line(x + o.w, py, x + o.w + stub, py);
    s += text(x + o.w + 6, py - 6, String(p.pin), { size: size - 2, anchor: 'start' });
    if (p.label) s += text(x + o.w - 6, py + size * 0.35, p.label, { size, anchor: 'end' });
    keep(p, [x + o.w + stub, py]);
  }
  for (const p of o.top ?? []) {
    const px = x + p.at;
    s += line(px, y - stub, px, y);
    s += text(px + 6, y - 8, String(p.pin), { size: size - 2, anchor: 'start' });
    if (p.label) s += text(px, y + size + 2, p.label, { size });
    keep(p, [px, y - stub]);
  }
  for (const p of o.bottom ?? []) {
    const px = x + p.at;
    s += line(px, y + o.h, px, y + o.h + stub);
    s += text(px + 6, y + o.h + size, String(p.pin), { size: size - 2, anchor: 'start' });
    if (p.label) s += text(px, y + o.h - 8, p.label, { size });
    keep(p, [px, y + o.h + stub]);
  }
  if (o.name) {
    const cx = x + o.w / 2;
    if (o.nameAt === 'inside') {
      s += text(cx, y + o.h / 2 - 4, o.name, { weight: 'bold' }) + (o.value ? text(cx, y + o.h / 2 + 24, o.value, { size }) : '');
    } else {
      s += text(cx, y - stub - 34, o.name, { weight: 'bold' }) + (o.value ? text(cx, y - stub - 8, o.value, { size }) : '');
    }
  }
  return { svg: s, pins };
}
