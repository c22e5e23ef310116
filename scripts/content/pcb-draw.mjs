// @ts-check
// Draws a routed board 1:1 in millimetres (decision 0151): the copper as seen from the copper
// side (what the etched board looks like, names of the parts in grey beside their holes) and its
// mirror image, copper only, black on white, for toner transfer.
import { padsOf } from './pcb-parts.mjs';
import { TRACK } from './pcb-router.mjs';
import { esc } from './svg-core.mjs';

/** @typedef {import('./pcb-boards.mjs').BoardSpec} BoardSpec */
/** @typedef {import('./pcb-router.mjs').Routed} Routed */

const n = (/** @type {number} */ v) => String(Math.round(v * 100) / 100);

/**
 * The copper of one side: tracks, pads with their drill marks.
 * @param {Routed} r
 * @param {string} ink
 * @param {'back' | 'front'} [side] the back (copper side) or, on two-sided boards, the parts side
 */
function copper(r, ink, side = 'back') {
  const d = (side === 'back' ? r.tracks : r.topTracks).map((t) => `M${n(t.x1)} ${n(t.y1)}L${n(t.x2)} ${n(t.y2)}`).join('');
  let s = `<path d="${d}" fill="none" stroke="${ink}" stroke-width="${TRACK}" stroke-linecap="round"/>`;
  s += `<g fill="${ink}">`;
  for (const p of r.pads) {
    s += p.square ? `<rect x="${n(p.x - p.d / 2)}" y="${n(p.y - p.d / 2)}" width="${n(p.d)}" height="${n(p.d)}"/>` : `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="${n(p.d / 2)}"/>`;
  }
  s += `</g><g fill="#fff">`;
  // the drill's centre: a 0.7 mm hole in the copper guides a 0.8–1 mm drill
  for (const p of r.pads) s += `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="0.35"/>`;
  return s + '</g>';
}

/**
 * @param {BoardSpec} b
 * @param {string} body
 * @param {string} title
 */
function doc(b, body, title) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${n(b.w)}mm" height="${n(b.h)}mm" viewBox="0 0 ${n(b.w)} ${n(b.h)}" font-family="sans-serif"><title>${esc(title)}</title>${body}</svg>\n`;
}

const outline = (/** @type {BoardSpec} */ b) => `<path d="${b.outline}" fill="#fff" stroke="#000" stroke-width="0.2"/>`;

/**
 * The board from the copper side: copper, the parts' names and the wire links dashed.
 * @param {BoardSpec} b
 * @param {Routed} r
 */
export function copperSide(b, r) {
  const flip = `translate(${n(b.w)} 0) scale(-1 1)`;
  let names = '';
  for (const part of b.parts) {
    const pads = padsOf(part);
    const x = b.w - pads.reduce((s, p) => s + p.x, 0) / pads.length;
    const y = Math.min(...pads.map((p) => p.y)) - 1.4;
    if (part.kind === 'led' && b.guide === 11) continue; // 56 names would hide the tracks
    names += `<text x="${n(x)}" y="${n(y)}" font-size="1.5" text-anchor="middle">${esc(part.ref)}</text>`;
  }
  // wire links dashed, and on two-sided boards the parts side's copper seen through, in blue
  const links = r.links.map((l) => `M${n(l.x1)} ${n(l.y1)}L${n(l.x2)} ${n(l.y2)}`).join('');
  const front = r.topTracks.map((t) => `M${n(t.x1)} ${n(t.y1)}L${n(t.x2)} ${n(t.y2)}`).join('');
  const body =
    outline(b) +
    `<g transform="${flip}">${front ? `<path d="${front}" fill="none" stroke="#1e88e5" stroke-width="${TRACK}" stroke-linecap="round" opacity="0.35"/>` : ''}${copper(r, '#b35c1e')}${links ? `<path d="${links}" fill="none" stroke="#1e88e5" stroke-width="0.4" stroke-dasharray="1 0.8"/>` : ''}</g>` +
    `<text x="${n(b.w - b.label.x)}" y="${n(b.label.y)}" font-size="2.6" font-weight="bold" text-anchor="middle" fill="#b35c1e">${esc(b.label.text)}</text>` +
    `<g fill="#888">${names}</g>`;
  return doc(b, body, `Плата «${b.title}» со стороны дорожек, 1:1${front ? '; синим просвечивают дорожки стороны деталей' : ''}${links ? '; пунктиром — перемычки' : ''}`);
}

/**
 * The mirror image for toner transfer: black copper only, the text reversed (it reads right
 * once ironed onto the copper).
 * @param {BoardSpec} b
 * @param {Routed} r
 */
export function transferPrint(b, r) {
  const body =
    outline(b) +
    copper(r, '#000') +
    `<text x="${n(b.label.x)}" y="${n(b.label.y)}" font-size="2.6" font-weight="bold" text-anchor="middle" transform="translate(${n(2 * b.label.x)} 0) scale(-1 1)">${esc(b.label.text)}</text>`;
  return doc(b, body, `Плата «${b.title}» для переноса тонером: зеркально, 1:1`);
}

/**
 * Two-sided boards: the copper of the parts side, seen from the parts side (vias joined to the back).
 * @param {BoardSpec} b
 * @param {Routed} r
 */
export function partsSide(b, r) {
  const body =
    outline(b) +
    copper(r, '#1e6fb5', 'front') +
    `<text x="${n(b.w / 2)}" y="${n(b.h - 1.2)}" font-size="2.2" font-weight="bold" text-anchor="middle" fill="#1e6fb5">${esc(`${b.guide} · сторона деталей`)}</text>`;
  return doc(b, body, `Плата «${b.title}»: медь на стороне деталей, 1:1`);
}

/**
 * Two-sided boards: the parts side mirrored for toner transfer.
 * @param {BoardSpec} b
 * @param {Routed} r
 */
export function partsSideTransfer(b, r) {
  const body =
    outline(b) +
    `<g transform="translate(${n(b.w)} 0) scale(-1 1)">${copper(r, '#000', 'front')}</g>` +
    `<text x="${n(b.w / 2)}" y="${n(b.h - 1.2)}" font-size="2.2" font-weight="bold" text-anchor="middle" transform="translate(${n(b.w)} 0) scale(-1 1)">${esc(`${b.guide} · сторона деталей`)}</text>`;
  return doc(b, body, `Плата «${b.title}»: сторона деталей для переноса тонером, зеркально, 1:1`);
}
