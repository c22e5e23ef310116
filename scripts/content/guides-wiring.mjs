// @ts-check
// Wiring pictures of the guides: where every leg goes. A breadboard with its real layout
// (numbered columns of 5 connected holes a–e and f–j, power rails along the edges), printed
// circuit boards with the outline and name of every part, and the small marks both share:
// solder joints, part tags, highlighted holes. Parts placed in earlier steps are drawn faded, the
// parts of this step in full colour.
import { bandsFor, C, at, circle, label, led, line, rect, resistor } from './guides-draw.mjs';
import { round as n } from './svg-core.mjs';

/** @typedef {import('./svg-core.mjs').Point} Point */

/**
 * A bold name tag with a halo: «HL1», «R1 470 Ом».
 * @param {number} x
 * @param {number} y
 * @param {string} text
 * @param {{ size?: number, color?: string, anchor?: 'start' | 'middle' | 'end' }} [o]
 */
export function partTag(x, y, text, { size = 24, color = C.ink, anchor = 'middle' } = {}) {
  return label(x, y, text, { size, bold: true, color, anchor });
}

/**
 * Shiny solder joints.
 * @param {...readonly number[]} pts
 */
export function joints(...pts) {
  return pts.map(([x = 0, y = 0]) => circle(x, y, 7, { fill: '#dfe5ea', color: '#5f6670', sw: 2.5 })).join('');
}

/**
 * An orange arrow: which way the current goes.
 * @param {number} x1
 * @param {number} y1
 * @param {number} x2
 * @param {number} y2
 * @param {string} [text]
 */
export function arrowTo(x1, y1, x2, y2, text = '') {
  const a = Math.atan2(y2 - y1, x2 - x1);
  const hx = x2 - Math.cos(a) * 14;
  const hy = y2 - Math.sin(a) * 14;
  const px = -Math.sin(a) * 8;
  const py = Math.cos(a) * 8;
  return (
    line(x1, y1, hx, hy, { color: C.orange, w: 4 }) +
    `<path d="M${n(x2)} ${n(y2)}L${n(hx + px)} ${n(hy + py)}L${n(hx - px)} ${n(hy - py)}Z" fill="${C.orange}"/>` +
    (text ? label((x1 + x2) / 2, Math.min(y1, y2) - 10, text, { size: 22, bold: true, color: C.orange }) : '')
  );
}

/** Wrap parts of an earlier step so they recede. */
export const faded = (/** @type {string} */ body) => (body ? `<g opacity="0.4">${body}</g>` : '');

// ---------------------------------------------------------------- breadboard

/**
 * @typedef {object} Breadboard
 * @property {(hole: string) => Point} at the centre of a hole: 'a4', 'j10', 'T+3' (top red rail,
 *   above column 3), 'T-3' (top blue rail), 'B+6', 'B-4'
 * @property {(holes: readonly string[]) => string} mark orange rings around holes
 * @property {string} svg the board with its holes, numbers and letters
 * @property {number} bottom y of the board's lower edge
 * @property {number} right x of the board's right edge
 */

const ROWS = 'abcdefghij';

/**
 * A breadboard seen from above: `cols` numbered columns; each column is two groups of 5 connected
 * holes (a–e above the middle groove, f–j below); two rails along each long edge (blue «−»
 * outside, red «+» inside).
 * @param {{ x: number, y: number, cols: number, pitch?: number, first?: number }} o
 *   x, y: the hole of column `first`, top blue rail
 * @returns {Breadboard}
 */
export function breadboard({ x, y, cols, pitch = 30, first = 1 }) {
  const P = pitch;
  /** @type {Record<string, number>} */
  const rowY = { 'T-': y, 'T+': y + P };
  [...'abcde'].forEach((r, i) => {
    rowY[r] = y + 2.9 * P + i * P;
  });
  [...'fghij'].forEach((r, i) => {
    rowY[r] = y + 8.7 * P + i * P;
  });
  rowY['B+'] = y + 14.5 * P;
  rowY['B-'] = y + 15.5 * P;
  const colX = (/** @type {number} */ c) => x + (c - first) * P;
  /** @param {string} hole */
  const at = (hole) => {
    const m = /^(T[+-]|B[+-]|[a-j])(\d+)$/.exec(hole);
    if (!m) throw new Error(`no hole ${hole}`);
    const ry = rowY[m[1] ?? ''];
    if (ry === undefined) throw new Error(`no row in ${hole}`);
    return /** @type {Point} */ ([colX(Number(m[2])), ry]);
  };
  const left = x - 1.4 * P;
  const right = colX(first + cols - 1) + 0.9 * P;
  const top = y - 0.8 * P;
  const bottom = y + 16.3 * P;
  let s = rect(left, top, right - left, bottom - top, { fill: '#f4f4f1', rx: 10, color: '#9e9e9e' });
  // rails: blue outside, red inside, with their lines
  for (const [row, color, dy] of /** @type {[string, string, number][]} */ ([
    ['T-', C.blue, -0.5],
    ['T+', C.red, 0.5],
    ['B+', C.red, -0.5],
    ['B-', C.blue, 0.5],
  ])) {
    const ry = (rowY[row] ?? 0) + dy * P;
    s += line(left + 0.5 * P, ry, right - 0.4 * P, ry, { color, w: 3 });
    s += label(left + 0.45 * P, (rowY[row] ?? 0) + 8, row[1] === '+' ? '+' : '−', { size: 24, bold: true, color });
  }
  // the groove in the middle
  s += rect(left + 0.2 * P, y + 7.55 * P, right - left - 0.4 * P, 0.3 * P, { fill: '#deded8', color: '#deded8', sw: 1, rx: 2 });
  // holes: one path of 7 × 7 squares whose round 2-unit outline makes them 9 × 9 with soft
  // corners — a rect each cost a breadboard 12 KB of the offline budget
  // row by row, each hole a relative step from the one before
  let holes = '';
  for (const r of ['T-', 'T+', ...ROWS, 'B+', 'B-']) {
    holes += `M${n(colX(first) - 3.5)} ${n((rowY[r] ?? 0) - 3.5)}h7v7h-7z`;
    for (let c = first + 1; c < first + cols; c++) holes += `m${n(P)} 0h7v7h-7z`;
  }
  s += `<path d="${holes}" fill="#5b5b5b" stroke="#5b5b5b" stroke-width="2" stroke-linejoin="round"/>`;
  // column numbers above a and below j, row letters on the left
  for (let c = first; c < first + cols; c++) {
    s += label(colX(c), y + 2.15 * P, String(c), { size: 20, bold: true, color: '#555', halo: false });
    s += label(colX(c), y + 14.05 * P, String(c), { size: 20, bold: true, color: '#555', halo: false });
  }
  for (const r of ROWS) s += label(left + 0.5 * P, (rowY[r] ?? 0) + 7, r, { size: 20, bold: true, color: '#555', halo: false });
  const mark = (/** @type {readonly string[]} */ holes) =>
    holes.map((h) => {
      const [hx, hy] = at(h);
      return circle(hx, hy, 10, { fill: 'none', color: C.orange, sw: 4 });
    }).join('');
  return { at, mark, svg: s, bottom, right };
}

/**
 * A resistor lying between two holes, its bands readable; the body shrinks on short spans.
 * @param {Point} a
 * @param {Point} b
 * @param {number} ohms
 */
export function bbResistor(a, b, ohms) {
  const [x1, y1] = a;
  const [x2, y2] = b;
  const len = Math.hypot(x2 - x1, y2 - y1);
  const ang = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
  const bodyLen = Math.min(46, len - 12);
  const k = bodyLen / 64;
  const bands = bandsFor(ohms);
  let g = line(-len / 2, 0, len / 2, 0, { color: '#8a8f98', w: 3 });
  g += `<rect x="${n(-bodyLen / 2)}" y="-8" width="${n(bodyLen)}" height="16" rx="6" fill="#e9cf9f" stroke="${C.ink}" stroke-width="2"/>`;
  [-20, -10, 0, 18].forEach((bx, i) => {
    g += `<rect x="${n(bx * k - 2.5)}" y="-7" width="5" height="14" fill="${bands[i]}"/>`;
  });
  g += ends(len);
  return at((x1 + x2) / 2, (y1 + y2) / 2, g, { r: ang });
}

/** Leg ends sitting in their holes. @param {number} len */
function ends(len) {
  return circle(-len / 2, 0, 3.5, { fill: '#8a8f98', color: '#555', sw: 1 }) + circle(len / 2, 0, 3.5, { fill: '#8a8f98', color: '#555', sw: 1 });
}

/**
 * A 5 mm LED seen from above between its holes: the long leg (+) in `anode`. The rim's flat side
 * is on the cathode's side.
 * @param {Point} anode
 * @param {Point} cathode
 * @param {string} color
 * @param {{ lit?: boolean, lift?: number }} [o] lift: the dome sits this far to one side of the legs
 */
export function bbLed(anode, cathode, color, { lit = false, lift = 0 } = {}) {
  const [x1, y1] = anode;
  const [x2, y2] = cathode;
  const len = Math.hypot(x2 - x1, y2 - y1);
  const ang = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
  let g = line(-len / 2, 0, 0, lift, { color: '#8a8f98', w: 3 }) + line(len / 2, 0, 0, lift, { color: '#8a8f98', w: 3 });
  if (lit) g += circle(0, lift, 30, { fill: color, color: 'none', sw: 0 }).replace('fill=', 'opacity="0.35" fill=');
  g += `<path d="M9 ${lift - 15}A17 17 0 1 0 9 ${lift + 15}Z" fill="${color}" stroke="${C.ink}" stroke-width="2.5"/>`;
  g += circle(0, lift, 11, { fill: color, color: 'rgba(0,0,0,0.25)', sw: 2 });
  g += circle(-4, lift - 4, 3, { fill: '#fff', color: '#fff', sw: 0 });
  g += ends(len);
  return at((x1 + x2) / 2, (y1 + y2) / 2, g, { r: ang });
}

/**
 * An electrolytic capacitor seen from above, its legs in `plus` and `minus`; `lean` moves the can
 * sideways (capacitors side by side lean apart).
 * @param {Point} plus
 * @param {Point} minus
 * @param {{ lean?: number }} [o]
 */
export function bbCap(plus, minus, { lean = 0 } = {}) {
  const [x1, y1] = plus;
  const [x2, y2] = minus;
  const cx = (x1 + x2) / 2 + lean;
  const cy = (y1 + y2) / 2;
  let s = line(x1, y1, cx - 6, cy, { color: '#8a8f98', w: 3 }) + line(x2, y2, cx + 6, cy, { color: '#8a8f98', w: 3 });
  s += circle(cx, cy, 20, { fill: '#1565c0', sw: 2.5 });
  // the stripe marks the minus leg's side
  const a = Math.atan2(y2 - cy, x2 - cx);
  const p = (/** @type {number} */ t) => `${n(cx + Math.cos(a + t) * 20)} ${n(cy + Math.sin(a + t) * 20)}`;
  s += `<path d="M${p(-0.9)}A20 20 0 0 1 ${p(0.9)}Z" fill="#cfd8dc" stroke="${C.ink}" stroke-width="2"/>`;
  s += circle(cx, cy, 20, { fill: 'none', sw: 2.5 });
  s += circle(x1, y1, 3.5, { fill: '#8a8f98', color: '#555', sw: 1 }) + circle(x2, y2, 3.5, { fill: '#8a8f98', color: '#555', sw: 1 });
  return s;
}

/**
 * A TO-92 transistor seen from above, legs in three holes (left to right as given); `flat` is the
 * direction its flat face looks: 'down' (towards the reader) or 'up'.
 * @param {readonly Point[]} legs
 * @param {{ flat?: 'down' | 'up', name?: string }} [o]
 */
export function bbTransistor(legs, { flat = 'down' } = {}) {
  const [l, m, r] = legs;
  if (!l || !m || !r) return '';
  const cx = m[0];
  const cy = m[1] + (flat === 'down' ? -16 : 16);
  const w = 24;
  let s = '';
  for (const p of legs) s += line(p[0], p[1], p[0] * 0.5 + cx * 0.5, cy, { color: '#8a8f98', w: 3 });
  const d =
    flat === 'down'
      ? `M${n(cx - w)} ${n(cy + 8)}H${n(cx + w)}A${n(w)} ${n(w)} 0 0 0 ${n(cx - w)} ${n(cy + 8)}Z`
      : `M${n(cx - w)} ${n(cy - 8)}H${n(cx + w)}A${n(w)} ${n(w)} 0 0 1 ${n(cx - w)} ${n(cy - 8)}Z`;
  s += `<path d="${d}" fill="#333" stroke="${C.ink}" stroke-width="2.5"/>`;
  s += line(cx - w + 6, cy + (flat === 'down' ? 8 : -8), cx + w - 6, cy + (flat === 'down' ? 8 : -8), { color: '#bbb', w: 3 });
  for (const p of legs) s += circle(p[0], p[1], 3.5, { fill: '#8a8f98', color: '#555', sw: 1 });
  return s;
}

/**
 * A jumper wire arching between two holes.
 * @param {Point} a
 * @param {Point} b
 * @param {{ color?: string, bend?: number }} [o]
 */
export function jumper(a, b, { color = C.orange, bend = 0 } = {}) {
  const [x1, y1] = a;
  const [x2, y2] = b;
  const mx = (x1 + x2) / 2 + bend;
  const my = (y1 + y2) / 2;
  const d = `M${n(x1)} ${n(y1)}Q${n(mx)} ${n(my)} ${n(x2)} ${n(y2)}`;
  return (
    `<path d="${d}" fill="none" stroke="${C.ink}" stroke-width="9"/><path d="${d}" fill="none" stroke="${color}" stroke-width="6"/>` +
    circle(x1, y1, 5, { fill: C.metal, sw: 1.5 }) +
    circle(x2, y2, 5, { fill: C.metal, sw: 1.5 })
  );
}

/**
 * A legend of what goes where, at the right of a picture: blocks of a bold title and lines.
 * @param {number} x left edge
 * @param {number} y first baseline
 * @param {readonly { title: string, color?: string, lines: readonly string[] }[]} blocks
 */
export function legend(x, y, blocks, { size = 24, gap = 12 } = {}) {
  let s = '';
  let yy = y;
  for (const b of blocks) {
    s += label(x, yy, b.title, { size, bold: true, anchor: 'start', color: b.color ?? C.ink });
    yy += size * 1.2;
    for (const l of b.lines) {
      s += label(x, yy, l, { size, anchor: 'start' });
      yy += size * 1.2;
    }
    yy += gap;
  }
  return s;
}

// ---------------------------------------------------------------- printed boards

/**
 * @typedef {object} Footprint a part's place on a printed board
 * @property {'res' | 'ecap' | 'ccap' | 'led' | 'to92' | 'dip' | 'mic' | 'pot' | 'tact' | 'pads' | 'tilt' | 'slide' | 'module'} kind
 * @property {number} x centre
 * @property {number} y centre
 * @property {string} ref silkscreen name: R1, C2, DD1
 * @property {number} [r] rotation in degrees (resistors: 0 horizontal, 90 vertical)
 * @property {number} [ohms] resistors: bands when placed
 * @property {number} [pins] dip: pin count
 * @property {readonly string[]} [labels] pads / module: pad names
 * @property {string} [color] LED colour
 * @property {number} [len] resistor pitch
 * @property {'up' | 'down' | 'left' | 'right'} [flat] to92 / led: where the flat side looks
 * @property {{ x: number, y: number, anchor?: 'start' | 'middle' | 'end' }} [tag] where the ref goes
 * @property {string} [value] printed beside the ref when the part is highlighted
 */

const SILK = '#ffffff';
const PAD = '#d4b35f';

/** @param {number} x @param {number} y @param {boolean} [square] */
function pad(x, y, square = false) {
  return square
    ? `<rect class="t" x="${n(x - 6)}" y="${n(y - 6)}" width="12" height="12" fill="${PAD}" stroke="#8a6d1f" stroke-width="1.5"/><circle cx="${n(x)}" cy="${n(y)}" r="2.5" fill="#1b4d20"/>`
    : `<circle class="t" cx="${n(x)}" cy="${n(y)}" r="6" fill="${PAD}" stroke="#8a6d1f" stroke-width="1.5"/><circle cx="${n(x)}" cy="${n(y)}" r="2.5" fill="#1b4d20"/>`;
}

/**
 * The footprint's outline, pads and name, and, if `placed`, the part on it.
 * @param {Footprint} f
 * @param {{ placed?: boolean, hi?: boolean }} [o]
 */
export function footprint(f, { placed = false, hi = false } = {}) {
  let s = '';
  const silk = (/** @type {string} */ d) => `<path d="${d}" fill="none" stroke="${SILK}" stroke-width="2"/>`;
  const plus = (/** @type {number} */ px, /** @type {number} */ py) => label(px, py, '+', { size: 20, bold: true, color: SILK, halo: false });
  switch (f.kind) {
    case 'res': {
      const L = f.len ?? 60;
      let g = silk(`M${-L / 2 + 10} -8H${L / 2 - 10}V8H${-L / 2 + 10}Z`) + pad(-L / 2, 0) + pad(L / 2, 0);
      if (placed) {
        const k = (L - 24) / 64;
        const bands = bandsFor(f.ohms ?? 1000);
        g += `<rect x="${n(-L / 2 + 12)}" y="-9" width="${n(L - 24)}" height="18" rx="7" fill="#e9cf9f" stroke="${C.ink}" stroke-width="2"/>`;
        [-20, -10, 0, 18].forEach((bx, i) => {
          g += `<rect x="${n(bx * k - 2.5)}" y="-8" width="5" height="16" fill="${bands[i]}"/>`;
        });
      }
      s += at(f.x, f.y, g, { r: f.r ?? 0 });
      break;
    }
    case 'ecap': {
      let g = `<circle r="19" fill="none" stroke="${SILK}" stroke-width="2"/>` + `<path d="M6 -18A19 19 0 0 1 6 18Z" fill="${SILK}" opacity="0.75"/>`;
      g += pad(-9, 0, true) + pad(9, 0) + plus(-22, -10);
      if (placed) {
        g += `<circle r="18" fill="#1565c0" stroke="${C.ink}" stroke-width="2.5"/><path d="M6 -17A18 18 0 0 1 6 17Z" fill="#cfd8dc" stroke="${C.ink}" stroke-width="1.5"/>`;
        g += label(-4, 6, '+', { size: 16, bold: true, color: '#fff', halo: false });
      }
      s += at(f.x, f.y, g, { r: f.r ?? 0 });
      break;
    }
    case 'ccap': {
      let g = silk('M-16 -8H16V8H-16Z') + pad(-10, 0) + pad(10, 0);
      if (placed) g += `<ellipse rx="16" ry="10" fill="${C.orange}" stroke="${C.ink}" stroke-width="2"/>`;
      s += at(f.x, f.y, g, { r: f.r ?? 0 });
      break;
    }
    case 'led': {
      // flat side towards `flat` (default: the cathode, on the right before rotation)
      let g = silk('M8 -14A16 16 0 1 0 8 14Z') + pad(-6, 0, true) + pad(6, 0) + plus(-8, -20);
      if (placed) {
        g += `<path d="M8 -13A15 15 0 1 0 8 13Z" fill="${f.color ?? C.red}" stroke="${C.ink}" stroke-width="2.5"/>`;
        g += circle(-4, -4, 3, { fill: '#fff', color: '#fff', sw: 0 });
      }
      s += at(f.x, f.y, g, { r: f.r ?? 0 });
      break;
    }
    case 'to92': {
      // legs К Б Э left to right with the flat side down (r rotates)
      let g = silk('M-20 8H20A20 20 0 0 0 -20 8Z') + pad(-12, 0) + pad(0, 0) + pad(12, 0);
      if (placed) g += `<path d="M-19 7H19A19 19 0 0 0 -19 7Z" fill="#333" stroke="${C.ink}" stroke-width="2.5"/>` + line(-15, 7, 15, 7, { color: '#bbb', w: 3 });
      s += at(f.x, f.y, g, { r: f.r ?? 0 });
      break;
    }
    case 'dip': {
      const N = f.pins ?? 8;
      const half = N / 2;
      const W2 = (half - 1) * 12 + 14;
      let g = silk(`M${-W2} -22H${W2}V22H${-W2}V7A7 7 0 0 0 ${-W2} -7Z`);
      for (let i = 0; i < half; i++) {
        const px = -(half - 1) * 6 + i * 12;
        g += pad(px, 30, i === 0) + pad(px, -30);
      }
      if (placed) {
        g += `<rect x="${-W2 + 2}" y="-20" width="${2 * W2 - 4}" height="40" rx="3" fill="#2b2b2b" stroke="${C.ink}" stroke-width="2"/>`;
        g += `<path d="M${-W2 + 2} -7A7 7 0 0 1 ${-W2 + 2} 7" fill="#777" stroke="${C.ink}" stroke-width="1.5"/>`;
        g += circle(-W2 + 10, 12, 3, { fill: '#ccc', color: '#ccc', sw: 0 });
      }
      s += at(f.x, f.y, g, { r: f.r ?? 0 });
      break;
    }
    case 'mic': {
      let g = `<circle r="20" fill="none" stroke="${SILK}" stroke-width="2"/>` + pad(-7, 0) + pad(7, 0, true);
      g += label(-14, 36, '+', { size: 20, bold: true, color: SILK, halo: false }) + label(16, 36, '−', { size: 20, bold: true, color: SILK, halo: false });
      if (placed) g += circle(0, 0, 19, { fill: C.metal, sw: 2.5 }) + circle(0, 0, 12, { fill: '#555', sw: 1.5 });
      s += at(f.x, f.y, g, { r: f.r ?? 0 });
      break;
    }
    case 'pot': {
      let g = silk('M-24 -20H24V14H-24Z') + pad(-14, 24) + pad(0, 24) + pad(14, 24);
      if (placed) g += `<rect x="-23" y="-19" width="46" height="32" rx="4" fill="#1e88e5" stroke="${C.ink}" stroke-width="2"/>` + circle(0, -3, 10, { fill: '#fff', sw: 2 });
      s += at(f.x, f.y, g, { r: f.r ?? 0 });
      break;
    }
    case 'tact': {
      let g = silk('M-14 -14H14V14H-14Z') + pad(-14, -12) + pad(14, -12) + pad(-14, 12) + pad(14, 12);
      if (placed) g += `<rect x="-13" y="-13" width="26" height="26" rx="3" fill="#cfd8dc" stroke="${C.ink}" stroke-width="2"/>` + circle(0, 0, 8, { fill: '#333', sw: 1.5 });
      s += at(f.x, f.y, g, { r: f.r ?? 0 });
      break;
    }
    case 'tilt': {
      let g = silk('M-12 -12H12V12H-12Z') + pad(-6, 0) + pad(6, 0);
      if (placed) g += circle(0, 0, 11, { fill: C.metal, sw: 2 });
      s += at(f.x, f.y, g, { r: f.r ?? 0 });
      break;
    }
    case 'slide': {
      let g = silk('M-26 -10H26V10H-26Z') + pad(-12, 0) + pad(0, 0) + pad(12, 0);
      if (placed) g += `<rect x="-25" y="-9" width="50" height="18" rx="3" fill="${C.metal}" stroke="${C.ink}" stroke-width="2"/><rect x="-2" y="-7" width="12" height="14" fill="#333"/>`;
      s += at(f.x, f.y, g, { r: f.r ?? 0 });
      break;
    }
    case 'pads':
    case 'module': {
      const labels = f.labels ?? [];
      const span = (labels.length - 1) * 14;
      let g = '';
      if (f.kind === 'module') {
        g += silk(`M${-span / 2 - 14} -50H${span / 2 + 14}V10H${-span / 2 - 14}Z`);
        if (placed) g += `<rect x="${-span / 2 - 13}" y="-49" width="${span + 26}" height="58" rx="3" fill="#1565c0" stroke="${C.ink}" stroke-width="2"/>`;
      }
      labels.forEach((_, i) => {
        g += pad(-span / 2 + i * 14, 0, i === 0);
      });
      s += at(f.x, f.y, g, { r: f.r ?? 0 });
      break;
    }
  }
  if (hi) s = `<g>${s}</g>`;
  const t = f.tag ?? { x: f.x, y: f.y - 26 };
  if (f.ref) s += label(t.x, t.y, f.ref, { size: 19, bold: true, color: SILK, halo: false, anchor: t.anchor ?? 'middle' });
  return s;
}

/**
 * An orange ring around a footprint: «this step's part goes here».
 * @param {number} x
 * @param {number} y
 * @param {number} r
 */
export function ring(x, y, r) {
  return circle(x, y, r, { fill: 'none', color: C.orange, sw: 5 });
}

export { led as sideLed, resistor as sideResistor };

// ---------------------------------------------------------------- perfboard

/**
 * @typedef {object} Perfboard
 * @property {(col: number, row: number) => Point} at the centre of a hole
 * @property {string} svg the board with its holes
 * @property {(...holes: readonly [number, number][]) => string} track a solder track on the back,
 *   through the given holes (drawn see-through, silver)
 */

/**
 * A perfboard (monтажная плата) seen from above: holes with copper rings at `pitch`.
 * @param {{ x: number, y: number, cols: number, rows: number, pitch?: number }} o x, y: hole (1, 1)
 * @returns {Perfboard}
 */
export function perfboard({ x, y, cols, rows, pitch = 34 }) {
  const at = (/** @type {number} */ c, /** @type {number} */ r) => /** @type {Point} */ ([x + (c - 1) * pitch, y + (r - 1) * pitch]);
  let s = rect(x - pitch * 0.8, y - pitch * 0.8, (cols - 1) * pitch + pitch * 1.6, (rows - 1) * pitch + pitch * 1.6, { fill: '#c9a46a', rx: 8, color: '#8d6e43' });
  for (let c = 1; c <= cols; c++) {
    for (let r = 1; r <= rows; r++) {
      const [hx, hy] = at(c, r);
      s += `<circle class="t" cx="${n(hx)}" cy="${n(hy)}" r="6" fill="#d9a441" stroke="#9c6f1c" stroke-width="1.5"/><circle cx="${n(hx)}" cy="${n(hy)}" r="2.5" fill="#5d4037"/>`;
    }
  }
  const track = (/** @type {readonly [number, number][]} */ ...holes) => {
    const d = holes.map(([c, r], i) => {
      const [hx, hy] = at(c, r);
      return `${i ? 'L' : 'M'}${n(hx)} ${n(hy)}`;
    }).join('');
    return `<path class="t" d="${d}" fill="none" stroke="#7d8590" stroke-width="12" stroke-linecap="round" stroke-linejoin="round" opacity="0.55"/>`;
  };
  return { at, svg: s, track };
}

/**
 * An active buzzer seen from above, its legs in `plus` and `minus`.
 * @param {Point} plus
 * @param {Point} minus
 */
export function topBuzzer(plus, minus, { r = 40 } = {}) {
  const cx = (plus[0] + minus[0]) / 2;
  const cy = (plus[1] + minus[1]) / 2;
  return (
    circle(cx, cy, r, { fill: '#2b2b2b', sw: 2.5 }) + circle(cx, cy, 7, { fill: '#111', color: '#666', sw: 2 }) +
    label(plus[0], plus[1] - 12, '+', { size: 24, bold: true, color: '#fff', halo: false }) +
    circle(plus[0], plus[1], 3.5, { fill: '#8a8f98', color: '#555', sw: 1 }) + circle(minus[0], minus[1], 3.5, { fill: '#8a8f98', color: '#555', sw: 1 })
  );
}
