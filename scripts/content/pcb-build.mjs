// @ts-check
// Writes the kits' printed boards (decision 0151): public/content/pcbs/NN.svg (from the copper
// side), NN-mirrored.svg (for toner transfer) and src/content/pcbs.ts (sizes, files and the parts
// list of each board, for the «Печатные платы» page). Run alone: node scripts/content/pcb-build.mjs
import { boardSpecs } from './pcb-boards.mjs';
import { copperSide, partsSide, partsSideTransfer, transferPrint } from './pcb-draw.mjs';
import { padsOf } from './pcb-parts.mjs';
import { route } from './pcb-router.mjs';
import { clearDir, isMain, scriptName, writeGenerated } from './svg-core.mjs';

/** @typedef {import('./pcb-boards.mjs').BoardSpec} BoardSpec */

/** The boards that are drawn; the others are still being laid out (see the decision). */
export const READY = [11, 12, 13, 15];

/**
 * Routes a board: its pads, tracks and wire links, keeping copper off its printed number.
 * @param {BoardSpec} b
 */
export function routeBoard(b) {
  const { x, y, text } = b.label;
  const half = text.length * 0.85;
  return route({ w: b.w, h: b.h, pads: b.parts.flatMap(padsOf), inside: b.inside, twoSided: b.twoSided, fixed: b.fixed, keepout: [{ x: x - half, y: y - 3, w: 2 * half, h: 4 }] });
}

/**
 * The parts list: equal parts together, then the wire links.
 * @param {BoardSpec} b
 * @param {number} links
 * @param {number} vias
 */
export function partsList(b, links, vias) {
  /** @type {Map<string, { name: string, value: string, refs: string[] }>} */
  const rows = new Map();
  for (const p of b.parts) {
    const key = `${p.name}|${p.value}`;
    const row = rows.get(key) ?? { name: p.name, value: p.value, refs: [] };
    row.refs.push(p.ref);
    rows.set(key, row);
  }
  const list = [...rows.values()].map((r) => ({ refs: refRange(r.refs), name: r.name, value: r.value, quantity: r.refs.length }));
  if (vias) list.push({ refs: vias === 1 ? 'V1' : `V1–V${vias}`, name: 'Переходное отверстие', value: 'кусочек провода, пропаянный с двух сторон', quantity: vias });
  if (links) list.push({ refs: links === 1 ? 'J1' : `J1–J${links}`, name: 'Перемычка из лужёного провода', value: 'на стороне деталей, по рисунку', quantity: links });
  return list;
}

/**
 * HL1, HL2, HL3 → HL1–HL3.
 * @param {string[]} refs
 */
function refRange(refs) {
  const m = refs.map((r) => /^([A-Z]+)(\d+)$/.exec(r));
  const prefix = m[0]?.[1];
  const nums = m.map((x) => Number(x?.[2]));
  const consecutive = refs.length > 2 && m.every((x) => x && x[1] === prefix) && nums.every((v, i) => i === 0 || v === (nums[i - 1] ?? 0) + 1);
  return consecutive ? `${refs[0]}–${refs[refs.length - 1]}` : refs.join(', ');
}

export function writePcbs() {
  const by = scriptName(import.meta.url);
  clearDir('public/content/pcbs');
  const boards = [];
  for (const b of boardSpecs().filter((s) => READY.includes(s.guide))) {
    const r = routeBoard(b);
    const id = String(b.guide).padStart(2, '0');
    writeGenerated(`public/content/pcbs/${id}.svg`, copperSide(b, r), by);
    writeGenerated(`public/content/pcbs/${id}-mirrored.svg`, transferPrint(b, r), by);
    if (b.twoSided) {
      writeGenerated(`public/content/pcbs/${id}-top.svg`, partsSide(b, r), by);
      writeGenerated(`public/content/pcbs/${id}-top-mirrored.svg`, partsSideTransfer(b, r), by);
    }
    boards.push({
      guide: b.guide,
      title: b.title,
      widthMm: Math.round(b.w * 10) / 10,
      heightMm: Math.round(b.h * 10) / 10,
      picture: `/content/pcbs/${id}.svg`,
      mirrored: `/content/pcbs/${id}-mirrored.svg`,
      top: b.twoSided ? { picture: `/content/pcbs/${id}-top.svg`, mirrored: `/content/pcbs/${id}-top-mirrored.svg` } : null,
      holes: r.pads.length,
      vias: r.pads.filter((p) => /^V\d+$/.test(p.part)).length,
      links: r.links.length,
      note: b.note,
      parts: partsList(b, r.links.length, r.pads.filter((p) => /^V\d+$/.test(p.part)).length),
    });
  }
  const ts =
    `// The kits' printed boards: 1:1 layouts under public/content/pcbs and their parts lists.\n` +
    `export interface PrintedBoardPart {\n  refs: string;\n  name: string;\n  value: string;\n  quantity: number;\n}\n\n` +
    `export interface PrintedBoard {\n  guide: number;\n  title: string;\n  widthMm: number;\n  heightMm: number;\n  picture: string;\n  mirrored: string;\n  /** Two-sided boards: the copper of the parts side. */\n  top: { picture: string; mirrored: string } | null;\n  holes: number;\n  vias: number;\n  links: number;\n  note: string;\n  parts: readonly PrintedBoardPart[];\n}\n\n` +
    `export const printedBoards: readonly PrintedBoard[] = ${JSON.stringify(boards, null, 2)};\n`;
  writeGenerated('src/content/pcbs.ts', ts, by);
}

if (isMain(import.meta.url)) writePcbs();
