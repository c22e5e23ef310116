// @ts-check
// Finds text that runs outside its picture. A generated SVG is read the way a browser would lay
// it out, roughly: the transforms of the enclosing groups are applied, and a line's width is
// estimated from its characters and font size with the widths of DejaVu Sans (the widest of the
// usual sans-serif fonts: Android's Roboto and Apple's San Francisco are narrower), so a label
// that passes here fits on a phone too. Used by src/content/svg-text.test.ts on every picture
// under public/content.

/** @typedef {[number, number, number, number, number, number]} Matrix a b c d e f */

/** @type {Matrix} */
const IDENTITY = [1, 0, 0, 1, 0, 0];

/**
 * @param {Matrix} m
 * @param {Matrix} n
 * @returns {Matrix}
 */
function multiply(m, n) {
  const [a, b, c, d, e, f] = m;
  const [a2, b2, c2, d2, e2, f2] = n;
  return [a * a2 + c * b2, b * a2 + d * b2, a * c2 + c * d2, b * c2 + d * d2, a * e2 + c * f2 + e, b * e2 + d * f2 + f];
}

/**
 * An SVG transform attribute as a matrix.
 * @param {string | undefined} value
 * @returns {Matrix}
 */
export function parseTransform(value) {
  /** @type {Matrix} */
  let m = IDENTITY;
  if (!value) return m;
  for (const [, name, args] of value.matchAll(/(\w+)\s*\(([^)]*)\)/g)) {
    const v = (args ?? '').split(/[\s,]+/).filter(Boolean).map(Number);
    /** @type {Matrix} */
    let t = IDENTITY;
    if (name === 'translate') t = [1, 0, 0, 1, v[0] ?? 0, v[1] ?? 0];
    else if (name === 'scale') t = [v[0] ?? 1, 0, 0, v[1] ?? v[0] ?? 1, 0, 0];
    else if (name === 'matrix' && v.length === 6) t = /** @type {Matrix} */ (v);
    else if (name === 'rotate') {
      const r = ((v[0] ?? 0) * Math.PI) / 180;
      const cos = Math.cos(r);
      const sin = Math.sin(r);
      const cx = v[1] ?? 0;
      const cy = v[2] ?? 0;
      t = multiply(multiply([1, 0, 0, 1, cx, cy], [cos, sin, -sin, cos, 0, 0]), [1, 0, 0, 1, -cx, -cy]);
    }
    m = multiply(m, t);
  }
  return m;
}

const WIDE = new Set([...'жшщыюмЖШЩЫЮМДФфWMmw%@—']);
const NARROW = new Set([...' .,:;!|\'`ilIjtfr()[]/']);
const SYMBOL = new Set([...'−+=×<>~≈≤≥→←°']);

/**
 * The estimated width of a line of text in ems.
 * @param {string} s
 * @param {boolean} bold
 */
export function textWidthEm(s, bold) {
  let w = 0;
  for (const ch of s) {
    if (WIDE.has(ch)) w += 0.85;
    else if (NARROW.has(ch)) w += 0.34;
    else if (SYMBOL.has(ch)) w += 0.84;
    else if (/[0-9]/.test(ch)) w += 0.64;
    else if (/[A-ZА-ЯЁ]/.test(ch)) w += 0.72;
    else w += 0.6;
  }
  return w * (bold ? 1.1 : 1);
}

/**
 * @param {string} s
 */
function decode(s) {
  return s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

/**
 * @param {string} raw
 * @returns {Record<string, string>}
 */
function attributes(raw) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const [, k, v] of raw.matchAll(/([\w:-]+)="([^"]*)"/g)) if (k) out[k] = v ?? '';
  return out;
}

/** The class that marks a track, a wire or a pad for `textOverTracks`. */
export const TRACK_CLASS = 't';

/** @typedef {{ x1: number, y1: number, x2: number, y2: number, r: number }} Track a marked stroke (half width r) or circle */

/**
 * @typedef {object} TextRun
 * @property {string} text
 * @property {number} x0 left edge in picture units
 * @property {number} x1 right edge
 * @property {number} y0 top
 * @property {number} y1 bottom
 */

/**
 * Every line of text of a picture with its estimated box in the picture's own units.
 * @param {string} svg
 * @returns {{ width: number, height: number, runs: TextRun[], tracks: Track[] }}
 */
export function textRuns(svg) {
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1]?.split(/\s+/).map(Number) ?? [0, 0, 0, 0];
  const [, , width = 0, height = 0] = viewBox;
  /** @type {TextRun[]} */
  const runs = [];
  /** @type {Track[]} */
  const tracks = [];
  /**
   * A marked track, wire or pad, in picture units.
   * @param {string} tag
   * @param {Record<string, string>} a
   * @param {Matrix} m
   */
  const marked = (tag, a, m) => {
    const at = (/** @type {number} */ x, /** @type {number} */ y) => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
    const k = Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));
    if (tag === 'circle') {
      const [x = 0, y = 0] = at(Number(a.cx ?? 0), Number(a.cy ?? 0));
      const r = Number(a.r ?? 0) * k;
      tracks.push({ x1: x, y1: y, x2: x, y2: y, r });
    } else if (tag === 'rect') {
      const w = Number(a.width ?? 0);
      const h = Number(a.height ?? 0);
      const [x = 0, y = 0] = at(Number(a.x ?? 0) + w / 2, Number(a.y ?? 0) + h / 2);
      tracks.push({ x1: x, y1: y, x2: x, y2: y, r: (Math.max(w, h) / 2) * k });
    } else if (tag === 'line') {
      const [x1 = 0, y1 = 0] = at(Number(a.x1 ?? 0), Number(a.y1 ?? 0));
      const [x2 = 0, y2 = 0] = at(Number(a.x2 ?? 0), Number(a.y2 ?? 0));
      tracks.push({ x1, y1, x2, y2, r: (Number(a['stroke-width'] ?? 1) * k) / 2 });
    } else if (tag === 'path') {
      /** @type {number[][]} */
      const pts = [];
      for (const [, cmd, nums] of (a.d ?? '').matchAll(/([MLHV])([^MLHVZ]*)/gi)) {
        const v = (nums ?? '').trim().split(/[\s,]+/).filter(Boolean).map(Number);
        const last = pts.at(-1) ?? [0, 0];
        if (cmd === 'M' || cmd === 'L') for (let i = 0; i + 1 < v.length; i += 2) pts.push([v[i] ?? 0, v[i + 1] ?? 0]);
        else if (cmd === 'H') pts.push([v[0] ?? 0, last[1] ?? 0]);
        else if (cmd === 'V') pts.push([last[0] ?? 0, v[0] ?? 0]);
      }
      const r = (Number(a['stroke-width'] ?? 1) * k) / 2;
      for (let i = 1; i < pts.length; i++) {
        const [x1 = 0, y1 = 0] = at(pts[i - 1]?.[0] ?? 0, pts[i - 1]?.[1] ?? 0);
        const [x2 = 0, y2 = 0] = at(pts[i]?.[0] ?? 0, pts[i]?.[1] ?? 0);
        tracks.push({ x1, y1, x2, y2, r });
      }
    }
  };
  /** @type {Matrix[]} */
  const stack = [IDENTITY];
  /** @type {{ m: Matrix, size: number, anchor: string, bold: boolean, x: number, y: number, lines: { x: number, y: number, s: string }[], dy: number } | null} */
  let open = null;
  let span = false;
  for (const [, close, tag, raw = '', selfClose, body] of svg.matchAll(/<(\/?)([a-zA-Z]+)([^>]*?)(\/?)>|([^<]+)/g)) {
    if (body !== undefined) {
      if (open && body.trim()) {
        const last = open.lines.at(-1);
        if (span && last) last.s += decode(body);
        else open.lines.push({ x: open.x, y: open.y, s: decode(body) });
      }
      continue;
    }
    const a = attributes(raw);
    const top = stack.at(-1) ?? IDENTITY;
    if (a.class === TRACK_CLASS && !close) marked(tag ?? '', a, top);
    if (tag === 'g') {
      if (close) stack.pop();
      else if (!selfClose) stack.push(multiply(top, parseTransform(a.transform)));
    } else if (tag === 'text') {
      if (close) {
        const t = open;
        if (t) {
          for (const line of t.lines) {
            const w = textWidthEm(line.s, t.bold) * t.size;
            const x0 = t.anchor === 'middle' ? line.x - w / 2 : t.anchor === 'end' ? line.x - w : line.x;
            const corners = [
              [x0, line.y - t.size * 0.75],
              [x0 + w, line.y - t.size * 0.75],
              [x0, line.y + t.size * 0.2],
              [x0 + w, line.y + t.size * 0.2],
            ].map(([px = 0, py = 0]) => [t.m[0] * px + t.m[2] * py + t.m[4], t.m[1] * px + t.m[3] * py + t.m[5]]);
            const xs = corners.map((c) => c[0] ?? 0);
            const ys = corners.map((c) => c[1] ?? 0);
            runs.push({ text: line.s, x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) });
          }
        }
        open = null;
      } else {
        const x = Number(a.x ?? 0);
        const y = Number(a.y ?? 0);
        open = {
          m: multiply(top, parseTransform(a.transform)),
          size: Number(a['font-size'] ?? 16),
          anchor: a['text-anchor'] ?? 'start',
          bold: a['font-weight'] === 'bold',
          x,
          y,
          lines: [],
          dy: 0,
        };
      }
    } else if (tag === 'tspan' && open) {
      if (close) span = false;
      else {
        const x = a.x !== undefined ? Number(a.x) : (open.lines.at(-1)?.x ?? open.x);
        open.dy += Number(a.dy ?? 0);
        open.lines.push({ x, y: open.y + open.dy, s: '' });
        span = true;
      }
    }
  }
  return { width, height, runs, tracks };
}

/**
 * Shortest distance from a segment to a box (0 when they meet).
 * @param {Track} t
 * @param {{ x0: number, y0: number, x1: number, y1: number }} b
 */
function segmentToBox(t, b) {
  const inside = (/** @type {number} */ x, /** @type {number} */ y) => x >= b.x0 && x <= b.x1 && y >= b.y0 && y <= b.y1;
  if (inside(t.x1, t.y1) || inside(t.x2, t.y2)) return 0;
  let best = Infinity;
  // sample the segment finely: boxes are small, segments short enough
  const steps = Math.max(1, Math.ceil(Math.hypot(t.x2 - t.x1, t.y2 - t.y1) / 1));
  for (let i = 0; i <= steps; i++) {
    const x = t.x1 + ((t.x2 - t.x1) * i) / steps;
    const y = t.y1 + ((t.y2 - t.y1) * i) / steps;
    const dx = Math.max(b.x0 - x, 0, x - b.x1);
    const dy = Math.max(b.y0 - y, 0, y - b.y1);
    best = Math.min(best, Math.hypot(dx, dy));
  }
  return best;
}

/**
 * Lines of text that lie on a track, a wire or a pad (elements marked `class="t"` by the
 * wiring drawings): a label there hides what the child must see. The text's box is taken
 * `inset` units smaller, so a label may touch a wire's edge but not cover it.
 * @param {string} svg
 * @param {number} [inset]
 */
export function textOverTracks(svg, inset = 2) {
  const { runs, tracks } = textRuns(svg);
  // a lone «+» or «−» beside a pad is the pad's own polarity mark, not a label
  return runs.filter((run) => run.text.trim().length > 1).filter((run) => {
    const box = { x0: run.x0 + inset, y0: run.y0 + inset, x1: run.x1 - inset, y1: run.y1 - inset };
    return tracks.some((t) => segmentToBox(t, box) < t.r);
  });
}

/**
 * Lines of text that reach outside the picture (by more than `slack` units).
 * @param {string} svg
 * @param {number} [slack]
 */
export function textOutside(svg, slack = 1) {
  const { width, height, runs } = textRuns(svg);
  return runs.filter((r) => r.x0 < -slack || r.y0 < -slack || r.x1 > width + slack || r.y1 > height + slack);
}
