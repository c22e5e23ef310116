// Shared helpers for the scheme sheet generators (sheet size, captions, writing files).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { svgDoc, sheetFrame, wrap } from './schematic-symbols.mjs';

export const W = 640;
export const H = 520;
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Build a full sheet SVG: frame, number badge, title, body and a wrapped caption (≤ 3 lines). */
export function sheet({ num, title, body, caption = '', chars = 38, maxLines = 3, h = H }) {
  const cap = caption ? wrap(caption, chars) : [];
  if (cap.length > maxLines) {
    console.warn(`! sheet ${num} "${title}": caption has ${cap.length} lines`);
  }
  if (title.length > 30) console.warn(`! sheet ${num} title is long: ${title}`);
  return svgDoc(W, h, sheetFrame(W, h, { num, title, caption: cap }) + body, { title: `${num}. ${title}` });
}

export function writeSheets(dir, sheets, digits = 2) {
  const out = join(ROOT, 'public', 'content', dir);
  mkdirSync(out, { recursive: true });
  let total = 0;
  sheets.forEach((svg, i) => {
    const name = `sheet-${String(i + 1).padStart(digits, '0')}.svg`;
    writeFileSync(join(out, name), svg);
    total += Buffer.byteLength(svg);
  });
  console.log(`${dir}: ${sheets.length} sheets, ${(total / 1024).toFixed(1)} KiB`);
}
