// @ts-check
// Lesson 11: «Мультивибратор». The alt texts (the SVG <title>s) live in
// src/content/lessons/lesson-11.ts. phase.svg is guide 10's own schematic (guides-art/g10.mjs)
// with one half of the cycle marked on it, so the two cannot disagree; the points below are that
// schematic's: rails at y 60 and 430, HL1 on x 130 (y 150–225), R3 on x 390 (y 60–160), C1 on the
// wire y 245 from VT1's collector (x 130) to VT2's base (x 390).
import * as d from '../guides-draw.mjs';
import { schematic } from '../guides-art/g10.mjs';
import { text } from '../svg-core.mjs';

const { C, label } = d;

/** The half of the cycle when VT1 is open: HL1 lit, C1 recharged through R3. */
function phase() {
  const base = schematic();
  let over = '';
  // the LED current: R1, HL1, VT1's collector and emitter, down to the minus rail
  over += `<path d="M130 62V430" fill="none" stroke="${C.orange}" stroke-width="16" opacity="0.35"/>`;
  over += `<circle cx="130" cy="187" r="34" fill="${C.yellow}" opacity="0.55"/>`;
  // C1's path: from the plus rail through R3, along to C1 and VT1's collector
  over += `<path d="M390 62V245H130" fill="none" stroke="${C.blue}" stroke-width="16" opacity="0.3"/>`;
  over += d.arrow(372, 200, 300, 226, { color: C.blue, w: 4 });
  const top = text(340, 36, 'C1 перезаряжается через R3', { size: 22, weight: 'bold', fill: C.blue });
  const state = text(320, 380, 'VT1 открыт', { weight: 'bold', fill: C.green }) + text(320, 410, 'VT2 закрыт', { weight: 'bold', fill: C.darkRed });
  return { body: over + base.body + top + state, w: base.w, h: base.h };
}

/** HL1 and HL2 taking turns with 68 кОм: about 3,6 s each, a full turn about 7,2 s. */
function timing() {
  const [x0, x1, T] = [110, 600, 14.4];
  const X = (/** @type {number} */ t) => x0 + (t / T) * (x1 - x0);
  const half = 3.6;
  let b = '';
  const rows = /** @type {const} */ ([['HL1', 100, C.red, 0], ['HL2', 170, C.green, 1]]);
  for (const [name, y, color, shift] of rows) {
    b += label(x0 - 16, y + 8, name, { anchor: 'end', bold: true });
    b += d.line(x0, y + 18, x1, y + 18, { color: '#bbb', w: 3 });
    for (let k = 0; k < 4; k++) {
      if ((k + shift) % 2) continue;
      b += d.rect(X(k * half), y - 18, X((k + 1) * half) - X(k * half), 36, { fill: color, rx: 6, sw: 2.5 });
    }
  }
  b += d.dim(X(0), 60, X(half), 60, '≈ 3,6 с', { off: -20 });
  // the time axis
  b += d.arrow(x0, 215, x1 + 24, 215, { color: C.ink, w: 3 });
  ['0', '3,6', '7,2', '10,8', '14,4'].forEach((s, i) => {
    b += d.line(X(i * half), 209, X(i * half), 221, { w: 3 }) + text(X(i * half), 246, s, { size: 22 });
  });
  b += text(x0 - 14, 246, 'секунды', { size: 20, anchor: 'end' });
  b += d.dim(X(0), 282, X(2 * half), 282, 'полный круг ≈ 7,2 с', { off: -18, size: 20 });
  return b;
}

export const pictures = {
  'phase.svg': phase(),
  'timing.svg': { body: timing(), w: 640, h: 300 },
};
