// @ts-check
// The SVG core every content generator shares: escaping, numbers, elements (text, line, path),
// the document wrapper, the palettes and writing generated files with their "generated" header.
// Output must stay deterministic (no dates, no unseeded randomness): CI regenerates the content
// and fails when the committed files differ.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** @typedef {readonly [number, number]} Point */
/** @typedef {Record<string, string | number | false | null | undefined>} Attrs */

/** The repository root. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

// ---------------------------------------------------------------- palettes

/** Dark ink of the sheets, comic, video and tool cards. */
export const INK = '#1b1b1b';
/** Warm paper behind the sheets, comic pages and video frames. */
export const PAPER = '#fffdf6';
/** Red for titles and warnings. */
export const ACCENT = '#c0392b';
/** The school's blue: badges, banners, the iron's handle. */
export const BLUE = '#1f5fa8';
/** Green for "good" marks. */
export const GREEN = '#2a9d3f';
/** A red wire and a red part. */
export const WIRE_RED = '#d62828';
export const PART_RED = '#e63946';
/** Component legs and bare metal. */
export const LEG = '#8a8f98';

/** The softer palette of the guide step and project card pictures. */
export const GUIDE_COLORS = {
  ink: '#222',
  bg: '#fffaf0',
  red: '#e53935',
  darkRed: '#b71c1c',
  green: '#43a047',
  blue: '#1e88e5',
  yellow: '#fdd835',
  orange: '#fb8c00',
  white: '#f5f5f5',
  black: '#333',
  metal: '#b0b7bf',
  copper: '#d9822b',
  card: '#d7b27a',
  cardDark: '#b88a4a',
  pcb: '#2e7d32',
  pcbLight: '#4caf50',
  pink: '#ec407a',
  violet: '#8e24aa',
};

// ---------------------------------------------------------------- text and numbers

/**
 * Round a coordinate to 0.1 so the files stay small.
 * @param {number} v
 */
export const round = (v) => Math.round(v * 10) / 10;

/**
 * Escape text for SVG text nodes and attribute values.
 * @param {unknown} s
 */
export function esc(s) {
  return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Attributes in the given order; undefined, null, false and '' are left out.
 * @param {Attrs} a
 */
export function attrs(a) {
  let s = '';
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined || v === null || v === false || v === '') continue;
    s += ` ${k}="${typeof v === 'number' ? v : esc(v)}"`;
  }
  return s;
}

/**
 * An element: self-closing without `content`, else `content` is inserted as is (already SVG).
 * @param {string} tag
 * @param {Attrs} a
 * @param {string} [content]
 */
export function el(tag, a, content) {
  return content === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${content}</${tag}>`;
}

/**
 * Greedy word wrap by an estimate of the character width (DejaVu Sans ~0.6 em).
 * @param {string} str
 * @param {number} maxChars
 */
export function wrap(str, maxChars) {
  const words = String(str).split(/\s+/).filter(Boolean);
  /** @type {string[]} */
  const out = [];
  let cur = '';
  for (const w of words) {
    if (!cur) cur = w;
    else if ((cur + ' ' + w).length <= maxChars) cur += ' ' + w;
    else {
      out.push(cur);
      cur = w;
    }
  }
  if (cur) out.push(cur);
  return out;
}

/**
 * @typedef {object} TextOptions
 * @property {number} [size] font size in viewBox units (default 25: 14 px on a 640-wide sheet at 360 px)
 * @property {'start' | 'middle' | 'end'} [anchor] default 'middle'
 * @property {string} [weight] e.g. 'bold'
 * @property {string} [fill] default INK
 * @property {string} [transform]
 */

/**
 * One line of text at (x, y); `str` is escaped.
 * @param {number} x
 * @param {number} y
 * @param {string | number} str
 * @param {TextOptions} [o]
 */
export function text(x, y, str, o = {}) {
  const anchor = o.anchor ?? 'middle';
  return el(
    'text',
    {
      x: round(x),
      y: round(y),
      'font-size': o.size ?? 25,
      'text-anchor': anchor === 'start' ? undefined : anchor,
      'font-weight': o.weight,
      fill: o.fill ?? INK,
      transform: o.transform,
    },
    esc(str),
  );
}

/**
 * Several lines of text, one under the other (`lh` apart, default 1.25 × size).
 * @param {number} x
 * @param {number} y
 * @param {readonly string[]} arr
 * @param {TextOptions & { lh?: number }} [o]
 */
export function lines(x, y, arr, o = {}) {
  const lh = o.lh ?? (o.size ?? 25) * 1.25;
  return arr.map((s, i) => text(x, y + i * lh, s, o)).join('');
}

// ---------------------------------------------------------------- shapes

/**
 * @typedef {object} StrokeOptions
 * @property {string} [stroke] default INK
 * @property {number} [width] stroke width, default 3
 * @property {string} [dash] stroke-dasharray
 * @property {'round'} [cap] stroke-linecap
 */

/**
 * A straight line.
 * @param {number} x1
 * @param {number} y1
 * @param {number} x2
 * @param {number} y2
 * @param {StrokeOptions} [o]
 */
export function line(x1, y1, x2, y2, o = {}) {
  return el('line', {
    x1: round(x1),
    y1: round(y1),
    x2: round(x2),
    y2: round(y2),
    stroke: o.stroke ?? INK,
    'stroke-width': o.width ?? 3,
    'stroke-dasharray': o.dash,
    'stroke-linecap': o.cap,
  });
}

/**
 * A path with a stroke.
 * @param {string} d
 * @param {StrokeOptions & { fill?: string }} [o]
 */
export function path(d, o = {}) {
  return el('path', {
    d,
    fill: o.fill ?? 'none',
    stroke: o.stroke ?? INK,
    'stroke-width': o.width ?? 3,
    'stroke-dasharray': o.dash,
    'stroke-linecap': o.cap,
  });
}

/**
 * Path data through points: `M1 2L3 4`.
 * @param {readonly Point[]} pts
 */
export function polyD(pts) {
  return pts.map((p, i) => `${i ? 'L' : 'M'}${round(p[0])} ${round(p[1])}`).join('');
}

/**
 * A group moved to (x, y), optionally rotated (degrees) and scaled.
 * @param {number} x
 * @param {number} y
 * @param {string} body
 * @param {{ r?: number, s?: number }} [o]
 */
export function at(x, y, body, { r = 0, s = 1 } = {}) {
  let t = `translate(${round(x)} ${round(y)})`;
  if (r) t += ` rotate(${round(r)})`;
  if (s !== 1) t += ` scale(${round(s * 100) / 100})`;
  return `<g transform="${t}">${body}</g>`;
}

// ---------------------------------------------------------------- documents and files

/**
 * A whole picture. No width/height: pictures scale to their box.
 * @param {number} w
 * @param {number} h
 * @param {string} body
 * @param {{ title?: string, bg?: string, size?: boolean, rootAttrs?: Attrs }} [o]
 *   bg: a full-size background rect; size: add width/height (for rasterising);
 *   rootAttrs: more attributes on <svg> after font-family.
 */
export function svgDoc(w, h, body, { title = '', bg, size = false, rootAttrs = {} } = {}) {
  const root = attrs({
    xmlns: 'http://www.w3.org/2000/svg',
    viewBox: `0 0 ${w} ${h}`,
    width: size ? w : undefined,
    height: size ? h : undefined,
    'font-family': 'sans-serif',
    ...rootAttrs,
  });
  return (
    `<svg${root}>` +
    (title ? `<title>${esc(title)}</title>` : '') +
    (bg ? el('rect', { width: w, height: h, fill: bg }) : '') +
    body +
    `</svg>\n`
  );
}

/**
 * The path of a generator relative to the repository, for headers: `scripts/content/x.mjs`.
 * @param {string} moduleUrl import.meta.url of the generator
 */
export function scriptName(moduleUrl) {
  return relative(ROOT, fileURLToPath(moduleUrl)).split('\\').join('/');
}

/**
 * The "generated" header of a file written by `by` (a repository-relative script path).
 * @param {string} file
 * @param {string} by
 */
export function generatedHeader(file, by) {
  const note = `Generated by ${by} (npm run content) — edit the generator, not this file.`;
  if (file.endsWith('.svg')) return `<!-- ${note} -->\n`;
  if (file.endsWith('.ts')) return `// ${note}\n`;
  throw new Error(`no header format for ${file}`);
}

/**
 * Write a generated file under the repository root, with its header.
 * @param {string} file repository-relative path, e.g. `public/content/tools/ruler.svg`
 * @param {string} content
 * @param {string} by repository-relative path of the generator (see scriptName)
 * @returns {number} bytes written
 */
export function writeGenerated(file, content, by) {
  const full = join(ROOT, file);
  mkdirSync(dirname(full), { recursive: true });
  const text = generatedHeader(file, by) + content;
  writeFileSync(full, text);
  return Buffer.byteLength(text);
}

/**
 * Empty a generated folder (so renumbered files leave nothing stale behind).
 * @param {string} dir repository-relative
 */
export function clearDir(dir) {
  rmSync(join(ROOT, dir), { recursive: true, force: true });
}

/**
 * True when the module is the script node was started with (not imported).
 * @param {string} moduleUrl import.meta.url
 */
export function isMain(moduleUrl) {
  return !!process.argv[1] && fileURLToPath(moduleUrl) === process.argv[1];
}
