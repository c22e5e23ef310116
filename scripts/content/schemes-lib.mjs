// @ts-check
// Shared helpers for the scheme sheet generators (sheet size, captions, writing the sheets).
import { PAPER, clearDir, svgDoc, wrap, writeGenerated } from './svg-core.mjs';
import { sheetFrame } from './schematic-symbols.mjs';

export const W = 640;
export const H = 520;

/**
 * A sheet as a series module describes it.
 * @typedef {object} SheetSpec
 * @property {string} title
 * @property {string} body
 * @property {string} [caption]
 * @property {string} alt the alt text of the sheet in src/content/schemes.ts
 * @property {number} [chars] caption line length (default 38)
 */
/** @typedef {{ svg: string, alt: string, title: string }} Sheet */

/**
 * Build a full sheet SVG: frame, number badge, title, body and a wrapped caption (≤ 3 lines).
 * @param {{ num: number, title: string, body: string, caption?: string, chars?: number, maxLines?: number, h?: number }} o
 */
export function sheet({ num, title, body, caption = '', chars = 38, maxLines = 3, h = H }) {
  const cap = caption ? wrap(caption, chars) : [];
  if (cap.length > maxLines) {
    console.warn(`! sheet ${num} "${title}": caption has ${cap.length} lines`);
  }
  if (title.length > 30) console.warn(`! sheet ${num} title is long: ${title}`);
  return svgDoc(W, h, sheetFrame(W, h, { num, title, caption: cap }) + body, { title: `${num}. ${title}`, bg: PAPER });
}

/**
 * Number the sheets of a series and build them.
 * @param {readonly SheetSpec[]} specs
 * @returns {Sheet[]}
 */
export function buildSheets(specs) {
  return specs.map((o, i) => ({ svg: sheet({ num: i + 1, title: o.title, body: o.body, caption: o.caption, chars: o.chars }), alt: o.alt, title: o.title }));
}

/**
 * Write a series to public/content/<dir>/sheet-NN.svg (the folder is emptied first).
 * @param {string} dir e.g. 'schemes/2'
 * @param {readonly string[]} sheets
 * @param {string} by the generator that draws the series (repository-relative), named in the header
 */
export function writeSheets(dir, sheets, by, digits = 2) {
  const out = `public/content/${dir}`;
  clearDir(out);
  let total = 0;
  sheets.forEach((svg, i) => {
    total += writeGenerated(`${out}/sheet-${String(i + 1).padStart(digits, '0')}.svg`, svg, by);
  });
  console.log(`${dir}: ${sheets.length} sheets, ${(total / 1024).toFixed(1)} KiB`);
}

/**
 * A sheet series: where it is written, which module draws it, and its sheets.
 * @typedef {object} Series
 * @property {string} dir e.g. 'schemes/2'
 * @property {string} by the drawing module, repository-relative (named in the file headers)
 * @property {() => Sheet[]} sheets
 */

/**
 * Write a whole series.
 * @param {Series} series
 * @param {Sheet[]} [sheets] already built sheets, to avoid drawing twice
 */
export function writeSeries(series, sheets = series.sheets()) {
  writeSheets(series.dir, sheets.map((s) => s.svg), series.by);
}
