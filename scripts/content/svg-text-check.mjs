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
 * @returns {{ width: number, height: number, runs: TextRun[] }}
 */
export function textRuns(svg) {
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1]?.split(/\s+/).map(Number) ?? [0, 0, 0, 0];
  const [, , width = 0, height = 0] = viewBox;
  /** @type {TextRun[]} */
  const runs = [];
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
  return { width, height, runs };
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
