// @ts-check
// Small SVG drawing vocabulary for the guide and card pictures, on top of svg-core.mjs.
// Every function returns an SVG fragment string.
// Pictures use a 480 x 300 viewBox and scale to any width (no width/height attributes).
import { GUIDE_COLORS, at, el, esc, line as coreLine, path as corePath, polyD, round as n, svgDoc } from './svg-core.mjs';

export { at };

/** @typedef {import('./svg-core.mjs').Point} Point */

export const W = 480;
export const H = 300;
export const FS = 22; // label font size in viewBox units (16.5 px at 360 px wide)

/** The guide palette. */
export const C = GUIDE_COLORS;

/**
 * Wrap a picture. `title` becomes the SVG <title> (accessibility). Most pictures are 480 × 300;
 * schematics and wiring pictures are 640 wide (text 25 units: 14 px on a 360 px wide screen).
 * @param {string} body
 * @param {{ title?: string, bg?: string, w?: number, h?: number }} [o]
 */
export function svg(body, { title = '', bg = C.bg, w = W, h = H } = {}) {
  const frame = el('rect', { x: 2, y: 2, width: w - 4, height: h - 4, rx: 14, fill: bg, stroke: '#e0d5c0', 'stroke-width': 3 });
  return svgDoc(w, h, frame + body, { title, rootAttrs: { 'stroke-linecap': 'round', 'stroke-linejoin': 'round' } });
}

/**
 * Text label with a white halo so it stays readable over drawings; `\n` starts a new line.
 * @param {number} x
 * @param {number} y
 * @param {string} text
 * @param {{ size?: number, anchor?: 'start' | 'middle' | 'end', color?: string, bold?: boolean, halo?: boolean }} [o]
 */
export function label(x, y, text, { size = FS, anchor = 'middle', color = C.ink, bold = false, halo = true } = {}) {
  const lines = String(text).split('\n');
  /** @type {import('./svg-core.mjs').Attrs} */
  const a = {
    x: n(x),
    y: n(y),
    'font-size': size,
    'text-anchor': anchor,
    fill: color,
    'font-weight': bold && 'bold',
    stroke: halo && '#fff',
    'stroke-width': halo && 5,
    'paint-order': halo && 'stroke',
  };
  if (lines.length === 1) return el('text', a, esc(text));
  return el('text', a, lines.map((l, i) => el('tspan', { x: n(x), dy: i === 0 ? 0 : n(size * 1.15) }, esc(l))).join(''));
}

/**
 * Rounded box with a label inside (for captions, "good / bad" notes).
 * @param {number} x
 * @param {number} y
 * @param {string} text
 */
export function tag(x, y, text, { size = FS, fill = '#fff', color = C.ink, stroke = C.ink, w = 0, pad = 8 } = {}) {
  const lines = String(text).split('\n');
  const longest = Math.max(...lines.map((l) => l.length));
  const bw = w || longest * size * 0.6 + pad * 2;
  const bh = lines.length * size * 1.15 + pad * 1.4;
  return (
    `<rect x="${n(x - bw / 2)}" y="${n(y - bh / 2)}" width="${n(bw)}" height="${n(bh)}" rx="8" fill="${fill}" stroke="${stroke}" stroke-width="2.5"/>` +
    label(x, y - bh / 2 + pad * 0.7 + size * 0.85, text, { size, color, halo: false })
  );
}

/**
 * A line in guide ink.
 * @param {number} x1
 * @param {number} y1
 * @param {number} x2
 * @param {number} y2
 * @param {{ color?: string, w?: number, dash?: string }} [o]
 */
export function line(x1, y1, x2, y2, { color = C.ink, w = 3, dash = '' } = {}) {
  return coreLine(x1, y1, x2, y2, { stroke: color, width: w, dash });
}

/**
 * @param {string} d
 * @param {{ fill?: string, color?: string, w?: number, dash?: string }} [o]
 */
export function path(d, { fill = 'none', color = C.ink, w = 3, dash = '' } = {}) {
  return corePath(d, { fill, stroke: color, width: w, dash });
}

/**
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {{ fill?: string, color?: string, sw?: number, rx?: number }} [o]
 */
export function rect(x, y, w, h, { fill = '#fff', color = C.ink, sw = 3, rx = 4 } = {}) {
  return el('rect', { x: n(x), y: n(y), width: n(w), height: n(h), rx, fill, stroke: color, 'stroke-width': sw });
}

/**
 * @param {number} x
 * @param {number} y
 * @param {number} r
 * @param {{ fill?: string, color?: string, sw?: number }} [o]
 */
export function circle(x, y, r, { fill = '#fff', color = C.ink, sw = 3 } = {}) {
  return el('circle', { cx: n(x), cy: n(y), r: n(r), fill, stroke: color, 'stroke-width': sw });
}

/**
 * Arrow from (x1,y1) to (x2,y2) with a filled head. `curve` bends it sideways.
 * @param {number} x1
 * @param {number} y1
 * @param {number} x2
 * @param {number} y2
 */
export function arrow(x1, y1, x2, y2, { color = C.blue, w = 5, curve = 0 } = {}) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len;
  const uy = dy / len;
  const mx = (x1 + x2) / 2 - uy * curve;
  const my = (y1 + y2) / 2 + ux * curve;
  // direction at the tip
  let tx = x2 - mx;
  let ty = y2 - my;
  const tl = Math.hypot(tx, ty) || 1;
  tx /= tl;
  ty /= tl;
  const hl = 16;
  const hw = 10;
  const bx = x2 - tx * hl;
  const by = y2 - ty * hl;
  const d = curve ? `M${n(x1)} ${n(y1)}Q${n(mx)} ${n(my)} ${n(bx)} ${n(by)}` : `M${n(x1)} ${n(y1)}L${n(bx)} ${n(by)}`;
  return (
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${w}"/>` +
    `<path d="M${n(x2)} ${n(y2)}L${n(bx - ty * hw)} ${n(by + tx * hw)}L${n(bx + ty * hw)} ${n(by - tx * hw)}Z" fill="${color}" stroke="${color}" stroke-width="2"/>`
  );
}

/**
 * Dimension line with end ticks and a centred label.
 * @param {number} x1
 * @param {number} y1
 * @param {number} x2
 * @param {number} y2
 * @param {string} text
 */
export function dim(x1, y1, x2, y2, text, { color = C.darkRed, off = -14, size = FS } = {}) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const len = Math.hypot(dx, dy) || 1;
  const px = -dy / len;
  const py = dx / len;
  const t = 9;
  return (
    line(x1, y1, x2, y2, { color, w: 2.5 }) +
    line(x1 - px * t, y1 - py * t, x1 + px * t, y1 + py * t, { color, w: 2.5 }) +
    line(x2 - px * t, y2 - py * t, x2 + px * t, y2 + py * t, { color, w: 2.5 }) +
    label((x1 + x2) / 2 + px * off, (y1 + y2) / 2 + py * off + size * 0.35, text, { color, size, bold: true })
  );
}

// ---------------------------------------------------------------- components

/**
 * LED standing up. Origin: centre of the rim bottom. Long leg (anode +) on the left.
 * @param {number} x
 * @param {number} y
 */
export function led(x, y, { color = C.red, lit = false, marks = true, legs = true, s = 1, r = 0, legLong = 62, legShort = 44 } = {}) {
  let b = '';
  if (lit) {
    b += `<circle cx="0" cy="-34" r="46" fill="${color}" opacity="0.25"/>`;
    for (let i = 0; i < 8; i++) {
      const a = (i * Math.PI) / 4 - Math.PI / 2;
      b += line(Math.cos(a) * 36, -34 + Math.sin(a) * 36, Math.cos(a) * 52, -34 + Math.sin(a) * 52, { color: C.orange, w: 4 });
    }
  }
  if (legs) {
    b += line(-8, 0, -8, legLong, { color: '#777', w: 4 });
    b += line(8, 0, 8, legShort, { color: '#777', w: 4 });
  }
  // dome
  b += `<path d="M-15 -4V-38A15 15 0 0 1 15 -38V-4Z" fill="${color}" fill-opacity="${lit ? 1 : 0.85}" stroke="${C.ink}" stroke-width="3"/>`;
  b += `<path d="M-8 -36A8 8 0 0 1 -1 -44" fill="none" stroke="#fff" stroke-width="3" opacity="0.8"/>`;
  // rim with the flat side on the right (cathode)
  b += `<path d="M-20 0V-7H15V0Z" fill="${color}" stroke="${C.ink}" stroke-width="3"/>`;
  if (marks && legs) {
    b += label(-20, legLong - 2, '+', { size: 26, color: C.red, bold: true, anchor: 'end' });
    b += label(20, legShort - 2, '−', { size: 26, color: C.blue, bold: true, anchor: 'start' });
  }
  return at(x, y, b, { s, r });
}

/** @type {Record<number | 'gold', string>} */
const BAND = {
  0: '#111', 1: '#8d5524', 2: '#e53935', 3: '#fb8c00', 4: '#fdd835',
  5: '#43a047', 6: '#1e88e5', 7: '#8e24aa', 8: '#9e9e9e', 9: '#fafafa', gold: '#c9a227',
};

/**
 * Colour bands for a resistance in ohms (4-band code).
 * @param {number} ohms
 */
export function bandsFor(ohms) {
  let exp = 0;
  let v = ohms;
  while (v >= 100) {
    v /= 10;
    exp++;
  }
  v = Math.round(v);
  if (v < 10) {
    v *= 10;
    exp--;
  }
  return [BAND[Math.floor(v / 10)], BAND[v % 10], exp >= 0 ? BAND[exp] : BAND.gold, BAND.gold];
}

/**
 * Horizontal resistor centred at origin.
 * @param {number} x
 * @param {number} y
 */
export function resistor(x, y, { ohms = 10000, len = 130, r = 0, s = 1, text = '' } = {}) {
  const bands = bandsFor(ohms);
  let b = line(-len / 2, 0, len / 2, 0, { color: '#777', w: 4 });
  b += `<rect x="-32" y="-12" width="64" height="24" rx="10" fill="#e9cf9f" stroke="${C.ink}" stroke-width="3"/>`;
  const xs = [-20, -10, 0, 18];
  bands.forEach((c, i) => {
    b += `<rect x="${(xs[i] ?? 0) - 3}" y="-11" width="7" height="22" fill="${c}"/>`;
  });
  b += `<rect x="-32" y="-12" width="64" height="24" rx="10" fill="none" stroke="${C.ink}" stroke-width="3"/>`;
  let out = at(x, y, b, { r, s });
  if (text) out += label(x, y - 22 * s, text, { bold: true });
  return out;
}

/**
 * Electrolytic capacitor standing up, origin at the bottom centre. Long leg (+) left, stripe (−) right.
 * @param {number} x
 * @param {number} y
 */
export function ecap(x, y, { text = '', s = 1, r = 0, h = 60, marks = true, color = '#1565c0' } = {}) {
  let b = line(-8, 0, -8, 56, { color: '#777', w: 4 }) + line(8, 0, 8, 40, { color: '#777', w: 4 });
  b += `<rect x="-20" y="${-h}" width="40" height="${h}" rx="6" fill="${color}" stroke="${C.ink}" stroke-width="3"/>`;
  b += `<rect x="6" y="${-h + 2}" width="12" height="${h - 4}" fill="#cfd8dc"/>`;
  for (let i = 0; i < 3; i++) b += line(9, -h + 12 + i * (h / 3.2), 15, -h + 12 + i * (h / 3.2), { color: C.ink, w: 3 });
  b += `<rect x="-20" y="${-h}" width="40" height="${h}" rx="6" fill="none" stroke="${C.ink}" stroke-width="3"/>`;
  if (marks) {
    b += label(-18, 54, '+', { size: 26, color: C.red, bold: true, anchor: 'end' });
    b += label(18, 40, '−', { size: 26, color: C.blue, bold: true, anchor: 'start' });
  }
  let out = at(x, y, b, { s, r });
  if (text) out += label(x, y - (h + 10) * s, text, { bold: true });
  return out;
}

/**
 * Small ceramic (non-polar) capacitor, origin at the bottom centre.
 * @param {number} x
 * @param {number} y
 */
export function ccap(x, y, { text = '', s = 1 } = {}) {
  let b = line(-7, -6, -7, 40, { color: '#777', w: 4 }) + line(7, -6, 7, 40, { color: '#777', w: 4 });
  b += `<ellipse cx="0" cy="-18" rx="18" ry="16" fill="${C.orange}" stroke="${C.ink}" stroke-width="3"/>`;
  let out = at(x, y, b, { s });
  if (text) out += label(x, y - 42 * s, text, { bold: true });
  return out;
}

/**
 * TO-92 transistor seen from its flat face, origin at the bottom of the body.
 * @param {number} x
 * @param {number} y
 */
export function transistor(x, y, { name = 'BC547', pins = ['К', 'Б', 'Э'], s = 1, pinLabels = true, legs = 48 } = {}) {
  let b = '';
  [-14, 0, 14].forEach((px) => {
    b += line(px, 0, px, legs, { color: '#777', w: 4 });
  });
  b += `<path d="M-24 0V-40Q-24 -52 0 -52Q24 -52 24 -40V0Z" fill="#333" stroke="${C.ink}" stroke-width="3"/>`;
  b += line(-16, -44, 16, -44, { color: '#777', w: 2 });
  if (pinLabels) {
    /** @type {Record<string, string>} */
    const cols = { К: C.red, Б: C.green, Э: C.blue, C: C.red, B: C.green, E: C.blue };
    pins.forEach((p, i) => {
      b += label(-18 + i * 18, legs + 24, p, { size: 22, bold: true, color: cols[p] || C.ink });
    });
  }
  let out = at(x, y, b, { s });
  if (name) out += label(x, y - 60 * s, name, { bold: true, size: 20 });
  return out;
}

/**
 * AA battery lying horizontally, origin centre. + on the right.
 * @param {number} x
 * @param {number} y
 */
export function aa(x, y, { s = 1, r = 0, text = '1,5 В' } = {}) {
  let b = `<rect x="-50" y="-16" width="100" height="32" rx="5" fill="#455a64" stroke="${C.ink}" stroke-width="3"/>`;
  b += `<rect x="10" y="-16" width="40" height="32" rx="3" fill="${C.orange}" stroke="${C.ink}" stroke-width="3"/>`;
  b += `<rect x="50" y="-7" width="7" height="14" rx="2" fill="${C.metal}" stroke="${C.ink}" stroke-width="2"/>`;
  b += label(34, 8, '+', { size: 22, bold: true, halo: false });
  if (text) b += label(-20, 7, text, { size: 18, color: '#fff', halo: false, bold: true });
  return at(x, y, b, { s, r });
}

/**
 * Battery box for `count` AA cells, origin at its centre. Red (+) and black (−) wires leave on the right.
 * @param {number} x
 * @param {number} y
 */
export function batteryBox(x, y, { count = 2, s = 1, sw = false, text = '', wireLen = 50 } = {}) {
  const h = count * 36 + 14;
  let b = '';
  b += wire([[60, -10], [60 + wireLen, -10]], { color: C.red });
  b += wire([[60, 10], [60 + wireLen, 10]], { color: '#222' });
  b += `<rect x="-68" y="${-h / 2}" width="130" height="${h}" rx="8" fill="#2b2b2b" stroke="${C.ink}" stroke-width="3"/>`;
  for (let i = 0; i < count; i++) {
    const cy = -h / 2 + 7 + 18 + i * 36;
    b += at(-4, cy, aa(0, 0, { text: '' }), { r: i % 2 ? 180 : 0, s: 0.95 });
  }
  if (sw) {
    b += `<rect x="-30" y="${h / 2 - 4}" width="40" height="16" rx="4" fill="#555" stroke="${C.ink}" stroke-width="2.5"/>`;
    b += `<rect x="-26" y="${h / 2}" width="14" height="10" rx="2" fill="#fff"/>`;
  }
  let out = at(x, y, b, { s });
  if (text) out += label(x, y + (h / 2 + (sw ? 38 : 30)) * s, text, { bold: true });
  return out;
}

/**
 * Coin cell (CR2032) seen from above, + side up.
 * @param {number} x
 * @param {number} y
 */
export function coin(x, y, { rr = 34, text = '3 В', s = 1 } = {}) {
  let b = circle(0, 0, rr, { fill: '#cfd8dc' }) + circle(0, 0, rr - 7, { fill: '#eceff1', sw: 2 });
  b += label(0, -4, '+', { size: 26, bold: true, halo: false });
  b += label(0, 18, text, { size: 16, bold: true, halo: false });
  return at(x, y, b, { s });
}

/**
 * Coin cell holder for a CR2032, top view, origin at the cell's centre: a round black cradle open
 * at the bottom, a silver spring clip from the left over the cell (the "+" contact) and two pins,
 * "+" at the clip's end (left) and "−" on the right; pin ends at (±70, 30).
 * @param {number} x
 * @param {number} y
 */
export function coinHolder(x, y, { s = 1, withCell = true } = {}) {
  let b = line(-46, 30, -70, 30, { color: '#777', w: 5 }) + line(46, 30, 70, 30, { color: '#777', w: 5 });
  // the cradle: a ring of black plastic, open at the bottom where the cell slides in
  b += `<path d="M-22 40A44 44 0 1 1 22 40L16 30A34 34 0 1 0 -16 30Z" fill="#333" stroke="${C.ink}" stroke-width="3"/>`;
  b += `<rect x="-50" y="20" width="14" height="18" rx="3" fill="#333" stroke="${C.ink}" stroke-width="2.5"/>`;
  b += `<rect x="36" y="20" width="14" height="18" rx="3" fill="#333" stroke="${C.ink}" stroke-width="2.5"/>`;
  if (withCell) {
    b += circle(0, 0, 33, { fill: '#cfd8dc', sw: 2.5 }) + circle(0, 0, 27, { fill: '#eceff1', sw: 1.5 });
    b += label(6, 22, 'CR2032', { size: 11, bold: true, halo: false, color: '#555' });
  } else {
    b += circle(0, 0, 33, { fill: '#5d5d5d', color: '#444', sw: 2 });
  }
  // the spring clip: the "+" contact, pressing on the cell's top
  b += `<path d="M-58 22L-50 -14H-8Q8 -14 8 0Q8 14 -8 14H-40Z" fill="#b0b7bf" stroke="${C.ink}" stroke-width="2.5"/>`;
  b += circle(-6, 0, 4, { fill: '#eceff1', sw: 1.5 });
  b += label(-30, 7, '+', { size: 22, bold: true, halo: false, color: C.darkRed });
  b += label(-62, 58, '+', { size: 24, color: C.red, bold: true });
  b += label(62, 58, '−', { size: 24, color: C.blue, bold: true });
  return at(x, y, b, { s });
}

/**
 * Tact button, top view, 4 legs.
 * @param {number} x
 * @param {number} y
 */
export function tact(x, y, { s = 1, cap = '#333', text = '' } = {}) {
  let b = '';
  for (const [lx, ly] of /** @type {Point[]} */ ([[-20, -14], [20, -14], [-20, 14], [20, 14]])) b += line(lx, ly, lx * 1.6, ly, { color: '#777', w: 4 });
  b += `<rect x="-22" y="-22" width="44" height="44" rx="4" fill="#cfd8dc" stroke="${C.ink}" stroke-width="3"/>`;
  b += circle(0, 0, 13, { fill: cap, sw: 2.5 });
  let out = at(x, y, b, { s });
  if (text) out += label(x, y + 48 * s, text, { size: 20, bold: true });
  return out;
}

/**
 * Latching push button (side view), origin at base centre, 2 legs.
 * @param {number} x
 * @param {number} y
 */
export function pushButton(x, y, { s = 1, cap = C.red, pressed = false } = {}) {
  let b = line(-10, 0, -10, 30, { color: '#777', w: 4 }) + line(10, 0, 10, 30, { color: '#777', w: 4 });
  b += `<rect x="-24" y="-32" width="48" height="32" rx="4" fill="#444" stroke="${C.ink}" stroke-width="3"/>`;
  const top = pressed ? -42 : -52;
  b += `<rect x="-14" y="${top}" width="28" height="${-32 - top + 2}" rx="5" fill="${cap}" stroke="${C.ink}" stroke-width="3"/>`;
  return at(x, y, b, { s });
}

/**
 * Slide switch, origin centre, 3 legs down.
 * @param {number} x
 * @param {number} y
 */
export function slideSwitch(x, y, { s = 1, on = true } = {}) {
  let b = '';
  [-14, 0, 14].forEach((px) => {
    b += line(px, 10, px, 36, { color: '#777', w: 4 });
  });
  b += `<rect x="-34" y="-14" width="68" height="26" rx="4" fill="${C.metal}" stroke="${C.ink}" stroke-width="3"/>`;
  b += `<rect x="${on ? -2 : -22}" y="-30" width="20" height="18" rx="3" fill="#333" stroke="${C.ink}" stroke-width="3"/>`;
  return at(x, y, b, { s });
}

/**
 * Small DC motor lying horizontally, shaft to the right, two tabs on the left.
 * @param {number} x
 * @param {number} y
 */
export function motor(x, y, { s = 1, r = 0, spin = false } = {}) {
  let b = `<rect x="-50" y="-28" width="90" height="56" rx="12" fill="${C.metal}" stroke="${C.ink}" stroke-width="3"/>`;
  b += `<rect x="40" y="-12" width="12" height="24" rx="3" fill="#fff" stroke="${C.ink}" stroke-width="3"/>`;
  b += line(52, 0, 84, 0, { color: '#555', w: 5 });
  b += `<rect x="-62" y="-18" width="12" height="8" fill="${C.copper}" stroke="${C.ink}" stroke-width="2"/>`;
  b += `<rect x="-62" y="10" width="12" height="8" fill="${C.copper}" stroke="${C.ink}" stroke-width="2"/>`;
  if (spin) b += path('M70 -22A22 22 0 0 1 70 22', { color: C.blue, w: 4 }) + `<path d="M70 22l-10 -2l6 -9z" fill="${C.blue}"/>`;
  return at(x, y, b, { s, r });
}

/**
 * Geared motor (a yellow TT gearbox with its motor): tabs on the left like `motor`, the slow
 * shaft out of the gearbox on the right.
 * @param {number} x
 * @param {number} y
 */
export function gearMotor(x, y, { s = 1, r = 0, spin = false } = {}) {
  let b = `<rect x="-50" y="-22" width="48" height="44" rx="10" fill="${C.metal}" stroke="${C.ink}" stroke-width="3"/>`;
  b += `<rect x="-4" y="-32" width="56" height="64" rx="8" fill="${C.yellow}" stroke="${C.ink}" stroke-width="3"/>`;
  b += circle(24, 0, 9, { fill: '#fff59d', sw: 2 });
  b += line(33, 0, 84, 0, { color: '#555', w: 7 });
  b += `<rect x="-62" y="-18" width="12" height="8" fill="${C.copper}" stroke="${C.ink}" stroke-width="2"/>`;
  b += `<rect x="-62" y="10" width="12" height="8" fill="${C.copper}" stroke="${C.ink}" stroke-width="2"/>`;
  if (spin) b += path('M70 -22A22 22 0 0 1 70 22', { color: C.blue, w: 4 }) + `<path d="M70 22l-10 -2l6 -9z" fill="${C.blue}"/>`;
  return at(x, y, b, { s, r });
}

/**
 * Vibration motor with a half-moon weight, shaft to the right.
 * @param {number} x
 * @param {number} y
 */
export function vibro(x, y, { s = 1, r = 0, shake = false } = {}) {
  let b = `<rect x="-34" y="-16" width="60" height="32" rx="8" fill="${C.metal}" stroke="${C.ink}" stroke-width="3"/>`;
  b += line(26, 0, 40, 0, { color: '#555', w: 4 });
  b += `<path d="M40 -16A16 16 0 0 1 40 16Z" fill="#888" stroke="${C.ink}" stroke-width="3"/>`;
  b += wire([[-34, -6], [-70, -6]], { color: C.red, w: 5 }) + wire([[-34, 6], [-70, 6]], { color: C.blue, w: 5 });
  if (shake) {
    b += path('M60 -26q6 6 0 12q-6 6 0 12', { color: C.orange, w: 3 }) + path('M70 -20q6 6 0 12q-6 6 0 12', { color: C.orange, w: 3 });
  }
  return at(x, y, b, { s, r });
}

/**
 * Active buzzer, top view (black disc with a hole and + mark).
 * @param {number} x
 * @param {number} y
 */
export function buzzer(x, y, { s = 1, sound = false, text = '' } = {}) {
  let b = line(-8, 20, -8, 58, { color: '#777', w: 4 }) + line(8, 20, 8, 48, { color: '#777', w: 4 });
  b += circle(0, 0, 28, { fill: '#333' }) + circle(0, 0, 6, { fill: '#111', color: '#666', sw: 2 });
  b += label(-14, -6, '+', { size: 20, bold: true, color: '#fff', halo: false });
  if (sound) {
    b += path('M36 -18A26 26 0 0 1 36 18', { color: C.orange, w: 4 }) + path('M46 -28A40 40 0 0 1 46 28', { color: C.orange, w: 4 });
  }
  let out = at(x, y, b, { s });
  if (text) out += label(x, y - 38 * s, text, { bold: true });
  return out;
}

/**
 * Loudspeaker, front view.
 * @param {number} x
 * @param {number} y
 */
export function speaker(x, y, { s = 1, sound = false, rr = 50 } = {}) {
  let b = circle(0, 0, rr, { fill: '#444' }) + circle(0, 0, rr * 0.75, { fill: '#666', sw: 2 }) + circle(0, 0, rr * 0.35, { fill: '#222', sw: 2 });
  if (sound) {
    for (let i = 1; i <= 2; i++) b += path(`M${rr + 10 + i * 14} ${-rr * 0.5 - i * 8}A${rr} ${rr} 0 0 1 ${rr + 10 + i * 14} ${rr * 0.5 + i * 8}`, { color: C.orange, w: 4 });
  }
  return at(x, y, b, { s });
}

/**
 * Electret microphone capsule, front view, legs down. The − leg is joined to the case.
 * @param {number} x
 * @param {number} y
 */
export function mic(x, y, { s = 1, marks = true } = {}) {
  let b = line(-8, 22, -8, 60, { color: '#777', w: 4 }) + line(8, 22, 8, 60, { color: '#777', w: 4 });
  b += circle(0, 0, 26, { fill: C.metal }) + circle(0, 0, 18, { fill: '#555', sw: 2 });
  for (let i = -2; i <= 2; i++) b += line(i * 6, -12, i * 6, 12, { color: '#888', w: 2 });
  if (marks) {
    b += label(-14, 82, '+', { size: 24, color: C.red, bold: true });
    b += label(14, 82, '−', { size: 24, color: C.blue, bold: true });
    b += path('M8 22L20 16', { color: '#777', w: 3 });
  }
  return at(x, y, b, { s });
}

/**
 * DIP chip, top view, origin centre. Notch on the left side, pin 1 dot bottom-left.
 * @param {number} x
 * @param {number} y
 */
export function chip(x, y, { pins = 8, s = 1, text = '', numbers = false } = {}) {
  const half = pins / 2;
  const w = half * 22 + 12;
  let b = '';
  for (let i = 0; i < half; i++) {
    const px = -w / 2 + 17 + i * 22;
    b += `<rect x="${px - 4}" y="22" width="8" height="12" fill="${C.metal}" stroke="${C.ink}" stroke-width="1.5"/>`;
    b += `<rect x="${px - 4}" y="-34" width="8" height="12" fill="${C.metal}" stroke="${C.ink}" stroke-width="1.5"/>`;
    if (numbers) {
      b += label(px, 56, String(i + 1), { size: 18, bold: true });
      b += label(px, -42, String(pins - i), { size: 18, bold: true });
    }
  }
  b += `<rect x="${-w / 2}" y="-24" width="${w}" height="48" rx="3" fill="#2b2b2b" stroke="${C.ink}" stroke-width="3"/>`;
  b += `<path d="M${-w / 2} -9A9 9 0 0 1 ${-w / 2} 9" fill="#888" stroke="${C.ink}" stroke-width="2"/>`;
  b += circle(-w / 2 + 14, 12, 4, { fill: '#ccc', sw: 0, color: '#ccc' });
  if (text) b += label(6, 6, text, { size: 15, color: '#fff', halo: false, bold: true });
  return at(x, y, b, { s });
}

/**
 * Reed switch: glass tube with two overlapping reeds. Origin centre, horizontal.
 * @param {number} x
 * @param {number} y
 */
export function reed(x, y, { s = 1, closed = false } = {}) {
  let b = line(-90, 0, -50, 0, { color: '#777', w: 4 }) + line(50, 0, 90, 0, { color: '#777', w: 4 });
  b += `<rect x="-55" y="-14" width="110" height="28" rx="14" fill="#e3f2fd" fill-opacity="0.7" stroke="${C.ink}" stroke-width="3"/>`;
  b += line(-50, 0, 8, closed ? 0 : -5, { color: C.copper, w: 4 });
  b += line(50, 0, -8, closed ? 0 : 5, { color: C.copper, w: 4 });
  return at(x, y, b, { s });
}

/**
 * Bar magnet, origin centre.
 * @param {number} x
 * @param {number} y
 */
export function magnet(x, y, { s = 1, r = 0 } = {}) {
  let b = `<rect x="-50" y="-16" width="50" height="32" fill="${C.red}" stroke="${C.ink}" stroke-width="3"/>`;
  b += `<rect x="0" y="-16" width="50" height="32" fill="${C.blue}" stroke="${C.ink}" stroke-width="3"/>`;
  b += label(-25, 8, 'N', { size: 22, color: '#fff', bold: true, halo: false }) + label(25, 8, 'S', { size: 22, color: '#fff', bold: true, halo: false });
  return at(x, y, b, { s, r });
}

/**
 * Potentiometer (volume knob), front view, 3 legs down.
 * @param {number} x
 * @param {number} y
 */
export function pot(x, y, { s = 1 } = {}) {
  let b = '';
  [-16, 0, 16].forEach((px) => {
    b += line(px, 20, px, 52, { color: '#777', w: 4 });
  });
  b += `<rect x="-30" y="-24" width="60" height="46" rx="6" fill="#1e88e5" stroke="${C.ink}" stroke-width="3"/>`;
  b += circle(0, -2, 14, { fill: '#fff' }) + line(0, -2, 0, -14, { w: 4 });
  return at(x, y, b, { s });
}

/**
 * Tilt (ball) sensor: small metal can with 2 legs.
 * @param {number} x
 * @param {number} y
 */
export function tilt(x, y, { s = 1 } = {}) {
  let b = line(-7, 0, -7, 36, { color: '#777', w: 4 }) + line(7, 0, 7, 36, { color: '#777', w: 4 });
  b += `<rect x="-14" y="-40" width="28" height="40" rx="6" fill="${C.metal}" stroke="${C.ink}" stroke-width="3"/>`;
  b += circle(0, -14, 6, { fill: '#888', sw: 2 });
  return at(x, y, b, { s });
}

/**
 * Wire through points; `ends` draws bare copper at both ends.
 * @param {readonly Point[]} pts
 */
export function wire(pts, { color = C.red, w = 7, ends = true, bare = 12 } = {}) {
  const d = polyD(pts);
  // class="t": a wire a label must not cover (scripts/content/svg-text-check.mjs)
  let b = `<path class="t" d="${d}" fill="none" stroke="${C.ink}" stroke-width="${w + 3}"/><path d="${d}" fill="none" stroke="${color}" stroke-width="${w}"/>`;
  if (ends && pts.length > 1) {
    /** @type {(a: Point, c: Point) => string} */
    const endSeg = (a, c) => {
      const dx = c[0] - a[0];
      const dy = c[1] - a[1];
      const l = Math.hypot(dx, dy) || 1;
      return line(a[0], a[1], a[0] + (dx / l) * bare, a[1] + (dy / l) * bare, { color: C.copper, w: w - 2 });
    };
    const [p0, p1] = pts;
    const [q0, q1] = [pts[pts.length - 1], pts[pts.length - 2]];
    if (p0 && p1 && q0 && q1) b += endSeg(p0, p1) + endSeg(q0, q1);
  }
  return b;
}

/**
 * Smooth wire (quadratic curve through a control point).
 * @param {number} x1
 * @param {number} y1
 * @param {number} cx
 * @param {number} cy
 * @param {number} x2
 * @param {number} y2
 */
export function cwire(x1, y1, cx, cy, x2, y2, { color = C.red, w = 7 } = {}) {
  const d = `M${n(x1)} ${n(y1)}Q${n(cx)} ${n(cy)} ${n(x2)} ${n(y2)}`;
  return `<path d="${d}" fill="none" stroke="${C.ink}" stroke-width="${w + 3}"/><path d="${d}" fill="none" stroke="${color}" stroke-width="${w}"/>`;
}

/**
 * Shiny solder joint (a small "volcano").
 * @param {number} x
 * @param {number} y
 */
export function joint(x, y, { s = 1 } = {}) {
  return at(x, y, `<path d="M-11 6Q0 -16 11 6Z" fill="#cfd8dc" stroke="#555" stroke-width="2"/><path d="M-3 -2L1 -6" stroke="#fff" stroke-width="2"/>`, { s });
}

/**
 * Soldering iron; origin at the tip, handle up-right by default.
 * @param {number} x
 * @param {number} y
 */
export function iron(x, y, { s = 1, r = -35, hot = true } = {}) {
  let b = `<path d="M0 0L6 -20L-6 -20Z" fill="#777" stroke="${C.ink}" stroke-width="2.5"/>`;
  b += `<rect x="-5" y="-90" width="10" height="70" fill="${C.metal}" stroke="${C.ink}" stroke-width="2.5"/>`;
  b += `<rect x="-12" y="-110" width="24" height="22" rx="4" fill="#555" stroke="${C.ink}" stroke-width="2.5"/>`;
  b += `<rect x="-14" y="-200" width="28" height="92" rx="10" fill="#1e88e5" stroke="${C.ink}" stroke-width="3"/>`;
  b += line(-14, -180, 14, -180, { color: '#0d47a1', w: 2 }) + line(-14, -170, 14, -170, { color: '#0d47a1', w: 2 });
  b += line(0, -200, 0, -226, { color: '#333', w: 5 });
  if (hot) b += path('M-16 -30q-6 -8 0 -16q6 -8 0 -16', { color: C.red, w: 3 }) + path('M16 -30q-6 -8 0 -16q6 -8 0 -16', { color: C.red, w: 3 });
  return at(x, y, b, { s, r });
}

/**
 * Soldering iron stand (spiral holder with a base) with the iron resting in it. Origin at base centre.
 * @param {number} x
 * @param {number} y
 */
export function ironStand(x, y, { s = 1, withIron = true } = {}) {
  let b = `<rect x="-70" y="-14" width="140" height="18" rx="6" fill="#555" stroke="${C.ink}" stroke-width="3"/>`;
  b += `<rect x="-64" y="-34" width="54" height="20" rx="6" fill="#f4e04d" stroke="${C.ink}" stroke-width="2.5"/>`;
  b += line(20, -14, 20, -40, { w: 5, color: '#666' });
  if (withIron) b += iron(-6, -44, { r: 50, hot: false, s: 0.75 });
  for (let i = 0; i < 5; i++) b += `<ellipse cx="${n(4 + i * 10)}" cy="${n(-50 - i * 8)}" rx="9" ry="17" transform="rotate(50 ${n(4 + i * 10)} ${n(-50 - i * 8)})" fill="none" stroke="#888" stroke-width="3.5"/>`;
  return at(x, y, b, { s });
}

/**
 * Solder wire reel end (a bent silver wire).
 * @param {number} x
 * @param {number} y
 */
export function solder(x, y, { s = 1, r = 0 } = {}) {
  return at(x, y, path('M0 0Q30 -10 50 -40T80 -90', { color: '#9e9e9e', w: 5 }), { s, r });
}

/**
 * Hot glue gun; origin at the nozzle tip, pointing left by default.
 * @param {number} x
 * @param {number} y
 */
export function glueGun(x, y, { s = 1, r = 0, drop = true } = {}) {
  let b = `<path d="M0 0L22 -8L22 8Z" fill="#888" stroke="${C.ink}" stroke-width="2.5"/>`;
  b += `<rect x="22" y="-22" width="120" height="44" rx="14" fill="#f9a825" stroke="${C.ink}" stroke-width="3"/>`;
  b += `<path d="M95 20L125 110H155L132 20Z" fill="#f9a825" stroke="${C.ink}" stroke-width="3"/>`;
  b += `<path d="M86 22Q80 52 100 62" fill="none" stroke="${C.ink}" stroke-width="5"/>`;
  b += `<rect x="142" y="-8" width="70" height="16" rx="6" fill="#fff" fill-opacity="0.8" stroke="${C.ink}" stroke-width="2.5"/>`;
  if (drop) b += `<path d="M-2 4Q-8 18 -2 26Q4 18 -2 4Z" fill="#fff" stroke="${C.ink}" stroke-width="2"/>`;
  return at(x, y, b, { s, r });
}

/**
 * Side cutters (бокорезы), origin at the jaws' tip, pointing left.
 * @param {number} x
 * @param {number} y
 */
export function cutters(x, y, { s = 1, r = 0 } = {}) {
  let b = `<path d="M0 0L40 -14L52 -4L40 6Z" fill="#777" stroke="${C.ink}" stroke-width="3"/>`;
  b += `<path d="M0 0L40 14L52 4L40 -6Z" fill="#999" stroke="${C.ink}" stroke-width="3"/>`;
  b += `<path d="M48 -6L140 -30L146 -18L56 4Z" fill="${C.red}" stroke="${C.ink}" stroke-width="3"/>`;
  b += `<path d="M48 6L140 30L146 18L56 -4Z" fill="${C.red}" stroke="${C.ink}" stroke-width="3"/>`;
  b += circle(50, 0, 6, { fill: '#ccc', sw: 2 });
  return at(x, y, b, { s, r });
}

/**
 * Flat-nose pliers, same layout as the cutters.
 * @param {number} x
 * @param {number} y
 */
export function pliers(x, y, { s = 1, r = 0 } = {}) {
  let b = `<path d="M0 -6L46 -10L50 0L46 10L0 6Z" fill="#888" stroke="${C.ink}" stroke-width="3"/>`;
  b += `<path d="M48 -6L140 -30L146 -18L56 4Z" fill="${C.blue}" stroke="${C.ink}" stroke-width="3"/>`;
  b += `<path d="M48 6L140 30L146 18L56 -4Z" fill="${C.blue}" stroke="${C.ink}" stroke-width="3"/>`;
  b += circle(50, 0, 6, { fill: '#ccc', sw: 2 });
  return at(x, y, b, { s, r });
}

/**
 * Scissors, origin at the blade tips, pointing left.
 * @param {number} x
 * @param {number} y
 */
export function scissors(x, y, { s = 1, r = 0 } = {}) {
  let b = `<path d="M0 -2L70 -12L74 -4Z" fill="${C.metal}" stroke="${C.ink}" stroke-width="3"/>`;
  b += `<path d="M0 2L70 12L74 4Z" fill="${C.metal}" stroke="${C.ink}" stroke-width="3"/>`;
  b += `<ellipse cx="96" cy="-18" rx="20" ry="13" fill="none" stroke="${C.red}" stroke-width="7"/>`;
  b += `<ellipse cx="96" cy="18" rx="20" ry="13" fill="none" stroke="${C.red}" stroke-width="7"/>`;
  b += circle(72, 0, 5, { fill: '#ccc', sw: 2 });
  return at(x, y, b, { s, r });
}

/**
 * Ruler with centimetre ticks; origin top-left; `cm` is how many cm are shown; `px` per cm.
 * @param {number} x
 * @param {number} y
 */
export function ruler(x, y, { cm = 10, px = 30, s = 1, r = 0 } = {}) {
  let b = `<rect x="-8" y="0" width="${cm * px + 16}" height="44" rx="4" fill="#fff59d" stroke="${C.ink}" stroke-width="3"/>`;
  for (let i = 0; i <= cm; i++) {
    b += line(i * px, 0, i * px, 16, { w: 2.5 });
    b += label(i * px, 38, String(i), { size: 15, halo: false });
    if (i < cm) b += line(i * px + px / 2, 0, i * px + px / 2, 9, { w: 2 });
  }
  return at(x, y, b, { s, r });
}

/**
 * Corrugated cardboard rectangle.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 */
export function cardboard(x, y, w, h, { fill = C.card, r = 0, lines = true } = {}) {
  let b = rect(0, 0, w, h, { fill, rx: 4 });
  if (lines) for (let i = 14; i < h - 6; i += 16) b += line(6, i, w - 6, i, { color: C.cardDark, w: 1.5 });
  return at(x, y, b, { r });
}

/**
 * Breadboard; origin top-left. Holes are drawn with a pattern so the file stays small.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 */
export function breadboard(x, y, w, h, { id = 'bb' } = {}) {
  let b = `<defs><pattern id="${id}" width="14" height="14" patternUnits="userSpaceOnUse" x="${x + 7}" y="${y + 7}"><rect x="4" y="4" width="6" height="6" fill="#9e9e9e"/></pattern></defs>`;
  b += rect(x, y, w, h, { fill: '#f5f5f5', rx: 8 });
  b += line(x + 12, y + 12, x + w - 12, y + 12, { color: C.red, w: 3 });
  b += line(x + 12, y + 40, x + w - 12, y + 40, { color: C.blue, w: 3 });
  b += line(x + 12, y + h - 40, x + w - 12, y + h - 40, { color: C.red, w: 3 });
  b += line(x + 12, y + h - 12, x + w - 12, y + h - 12, { color: C.blue, w: 3 });
  b += `<rect x="${x + 12}" y="${y + 16}" width="${w - 24}" height="20" fill="url(#${id})"/>`;
  b += `<rect x="${x + 12}" y="${y + h - 36}" width="${w - 24}" height="20" fill="url(#${id})"/>`;
  b += `<rect x="${x + 12}" y="${y + 50}" width="${w - 24}" height="${(h - 110) / 2}" fill="url(#${id})"/>`;
  b += `<rect x="${x + 12}" y="${y + 60 + (h - 110) / 2}" width="${w - 24}" height="${(h - 110) / 2}" fill="url(#${id})"/>`;
  b += label(x + 24, y + 34, '+', { size: 20, color: C.red, bold: true });
  b += label(x + 24, y + h - 16, '−', { size: 20, color: C.blue, bold: true });
  return b;
}

/**
 * Printed circuit board (green) with a pad grid pattern; origin top-left.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 */
export function pcb(x, y, w, h, { id = 'pcb', pads = true, rx = 10 } = {}) {
  let b = '';
  if (pads) b += `<defs><pattern id="${id}" width="18" height="18" patternUnits="userSpaceOnUse" x="${x}" y="${y}"><circle cx="9" cy="9" r="3.5" fill="#c8a951"/></pattern></defs>`;
  b += rect(x, y, w, h, { fill: C.pcb, rx });
  if (pads) b += `<rect x="${x + 8}" y="${y + 8}" width="${w - 16}" height="${h - 16}" fill="url(#${id})" opacity="0.8"/>`;
  return b;
}

/**
 * Silkscreen text on a PCB.
 * @param {number} x
 * @param {number} y
 * @param {string} text
 */
export function silk(x, y, text, { size = 18 } = {}) {
  return label(x, y, text, { size, color: '#fff', halo: false, bold: true });
}

/**
 * Warning badge: yellow triangle with "!" and a text to the right.
 * @param {number} x
 * @param {number} y
 * @param {string} text
 */
export function warn(x, y, text, { size = 20 } = {}) {
  let b = `<path d="M${x} ${y - 22}L${x + 24} ${y + 18}H${x - 24}Z" fill="${C.yellow}" stroke="${C.ink}" stroke-width="3"/>`;
  b += label(x, y + 13, '!', { size: 24, bold: true, halo: false });
  b += label(x + 34, y + 8, text, { size, anchor: 'start', bold: true, color: C.darkRed });
  return b;
}

/**
 * Green tick or red cross badge.
 * @param {number} x
 * @param {number} y
 */
export function ok(x, y, { r = 18 } = {}) {
  return circle(x, y, r, { fill: C.green, color: '#1b5e20' }) + path(`M${x - r / 2} ${y}l${r / 3} ${r / 3}l${r * 0.6} ${-r * 0.7}`, { color: '#fff', w: 4 });
}
/**
 * @param {number} x
 * @param {number} y
 */
export function bad(x, y, { r = 18 } = {}) {
  return circle(x, y, r, { fill: C.red, color: C.darkRed }) + line(x - r / 2.5, y - r / 2.5, x + r / 2.5, y + r / 2.5, { color: '#fff', w: 4 }) + line(x + r / 2.5, y - r / 2.5, x - r / 2.5, y + r / 2.5, { color: '#fff', w: 4 });
}

/**
 * Diamond icon (the app's currency).
 * @param {number} x
 * @param {number} y
 */
export function diamond(x, y, { s = 1 } = {}) {
  const b = `<path d="M-18 -8L-8 -20H8L18 -8L0 18Z" fill="#4fc3f7" stroke="#01579b" stroke-width="2.5"/><path d="M-18 -8H18M-8 -20L-4 -8L0 18L4 -8L8 -20" fill="none" stroke="#01579b" stroke-width="1.5"/>`;
  return at(x, y, b, { s });
}

/**
 * Teacher figure with a speech bubble.
 * @param {number} x
 * @param {number} y
 */
export function teacher(x, y, { s = 1, say = '?' } = {}) {
  let b = circle(0, -70, 18, { fill: '#ffcc80' }) + `<path d="M-22 -48Q0 -58 22 -48L28 0H-28Z" fill="#5c6bc0" stroke="${C.ink}" stroke-width="3"/>`;
  b += `<path d="M-18 -78Q0 -98 18 -78" fill="#6d4c41" stroke="${C.ink}" stroke-width="2"/>`;
  b += rect(24, -130, 64, 40, { fill: '#fff', rx: 12 }) + `<path d="M34 -91L24 -76L46 -91Z" fill="#fff" stroke="${C.ink}" stroke-width="3"/>`;
  b += `<rect x="28" y="-94" width="22" height="6" fill="#fff"/>`;
  b += label(56, -101, say, { size: 26, bold: true, halo: false, color: C.blue });
  return at(x, y, b, { s });
}

/**
 * Phone taking a photo of a finished build (`inner` is a 480 x 300 drawing, shown scaled down).
 * @param {string} inner
 */
export function phonePhoto(inner, { title = 'Фото для преподавателя' } = {}) {
  let b = rect(118, 14, 244, 250, { fill: '#263238', rx: 24 });
  b += rect(130, 42, 220, 180, { fill: '#fff', rx: 6, sw: 2 });
  b += `<g transform="translate(132 72) scale(0.45)">${inner}</g>`;
  b += circle(240, 244, 11, { fill: '#eceff1', sw: 2 });
  b += circle(240, 28, 5, { fill: '#555', sw: 0, color: '#555' });
  b += line(86, 60, 106, 76, { color: C.orange, w: 4 }) + line(80, 120, 104, 120, { color: C.orange, w: 4 }) + line(86, 180, 106, 164, { color: C.orange, w: 4 });
  b += diamond(420, 70, { s: 1.4 }) + label(420, 118, 'алмазы', { size: 20, bold: true });
  b += label(420, 172, '★', { size: 40, color: C.orange }) + label(420, 200, 'рейтинг', { size: 20, bold: true });
  b += label(240, 290, title, { size: 22, bold: true });
  return b;
}

/**
 * Hand pointing / pressing from above at (x, y).
 * @param {number} x
 * @param {number} y
 */
export function finger(x, y, { s = 1, r = 0 } = {}) {
  const b = `<path d="M-10 0Q-12 -10 -10 -50L-10 -70Q0 -78 10 -70L10 -50Q26 -52 30 -40L30 -10Q26 8 10 10Q-6 10 -10 0Z" fill="#ffcc80" stroke="${C.ink}" stroke-width="3"/><path d="M-6 -6Q0 -2 6 -6" fill="none" stroke="${C.ink}" stroke-width="2"/>`;
  return at(x, y, b, { s, r: r + 180 });
}

/**
 * Little "current flows" dots along a polyline.
 * @param {readonly Point[]} pts
 */
export function flow(pts, { color = C.orange } = {}) {
  const d = polyD(pts);
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="4" stroke-dasharray="2 12"/>`;
}

// ---------------------------------------------------------------- schematic symbols
// Symbols are drawn between two points or at a point; wires are plain lines.

/**
 * @param {readonly Point[]} pts
 */
export function sLine(pts, { color = C.ink, w = 3 } = {}) {
  return `<path d="${polyD(pts)}" fill="none" stroke="${color}" stroke-width="${w}"/>`;
}
/**
 * @param {number} x
 * @param {number} y
 */
export function sDot(x, y) {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="5" fill="${C.ink}"/>`;
}
/**
 * Resistor symbol centred at (x,y); vertical if `v`.
 * @param {number} x
 * @param {number} y
 * @param {string} text
 */
export function sRes(x, y, text, { v = false, side = 1 } = {}) {
  const b = rect(-24, -9, 48, 18, { fill: '#fff', rx: 1 });
  let out = at(x, y, b, { r: v ? 90 : 0 });
  out += v ? label(x + side * 20, y + 7, text, { size: 18, anchor: side > 0 ? 'start' : 'end', bold: true }) : label(x, y - 16, text, { size: 18, bold: true });
  return out;
}
/**
 * LED symbol, anode at top when vertical (current flows down).
 * @param {number} x
 * @param {number} y
 */
export function sLed(x, y, { color = C.red } = {}) {
  let b = `<path d="M-14 -10H14L0 12Z" fill="${color}" stroke="${C.ink}" stroke-width="3"/>` + line(-14, 12, 14, 12);
  b += arrow(14, -2, 30, -16, { color: C.orange, w: 2.5 });
  return at(x, y, b);
}
/**
 * Battery symbol, vertical, + at top.
 * @param {number} x
 * @param {number} y
 * @param {string} text
 */
export function sBat(x, y, text) {
  let b = line(-20, -6, 20, -6, { w: 4 }) + line(-10, 6, 10, 6, { w: 7 });
  b += label(-28, -4, '+', { size: 20, color: C.red, bold: true });
  return at(x, y, b) + label(x + 28, y + 7, text, { size: 18, anchor: 'start', bold: true });
}
/**
 * NPN transistor symbol: base at (x-26, y), collector up, emitter down. Returns pin points too.
 * @param {number} x
 * @param {number} y
 */
export function sNpn(x, y) {
  let b = circle(0, 0, 24, { fill: '#fff', sw: 2.5 });
  b += line(-26, 0, -8, 0) + line(-8, -14, -8, 14, { w: 4 });
  b += line(-8, -6, 10, -22) + line(-8, 6, 10, 22);
  b += `<path d="M10 22L-2 19L5 11Z" fill="${C.ink}"/>`;
  b += line(10, -22, 10, -34) + line(10, 22, 10, 34);
  b += label(22, -18, 'К', { size: 16, bold: true, color: C.red, anchor: 'start' });
  b += label(-20, -6, 'Б', { size: 16, bold: true, color: C.green });
  b += label(22, 30, 'Э', { size: 16, bold: true, color: C.blue, anchor: 'start' });
  return at(x, y, b);
}
/**
 * Polarised capacitor symbol, horizontal, + on the left.
 * @param {number} x
 * @param {number} y
 * @param {string} text
 */
export function sEcap(x, y, text, { v = false } = {}) {
  let b = line(-6, -14, -6, 14, { w: 4 }) + `<rect x="3" y="-14" width="6" height="28" fill="${C.ink}"/>` + label(-14, -8, '+', { size: 16, color: C.red, bold: true });
  let out = at(x, y, b, { r: v ? 90 : 0 });
  out += label(x, y + (v ? 6 : -22), text, { size: 18, bold: true, anchor: v ? 'start' : 'middle' });
  return out;
}
/**
 * Switch symbol between (x-24,y) and (x+24,y).
 * @param {number} x
 * @param {number} y
 */
export function sSwitch(x, y, { open = true } = {}) {
  let b = circle(-22, 0, 4, { fill: '#fff' }) + circle(22, 0, 4, { fill: '#fff' });
  b += open ? line(-18, -2, 20, -18) : line(-18, 0, 18, 0);
  return at(x, y, b);
}
/**
 * Buzzer symbol (box with a sound mark), centred.
 * @param {number} x
 * @param {number} y
 */
export function sBuzzer(x, y) {
  let b = rect(-16, -16, 32, 32, { fill: '#fff', rx: 3 }) + path('M-6 -6A8 8 0 0 1 -6 6', { w: 2.5 }) + path('M0 -10A14 14 0 0 1 0 10', { w: 2.5 });
  b += label(-22, -6, '+', { size: 16, color: C.red, bold: true });
  return at(x, y, b);
}
