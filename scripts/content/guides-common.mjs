// @ts-check
// Pictures shared by several guides: safety with the soldering iron and glue gun, the final photo step.
import * as d from './guides-draw.mjs';

const { C, label } = d;

/**
 * Open window with a breeze: "ventilate the room".
 * @param {number} x
 * @param {number} y
 */
export function windowIcon(x, y, { s = 1 } = {}) {
  let b = d.rect(-40, -50, 80, 100, { fill: '#e3f2fd', rx: 4 }) + d.line(0, -50, 0, 50) + d.line(-40, 0, 40, 0);
  for (let i = 0; i < 3; i++) b += d.path(`M48 ${-24 + i * 22}q14 -8 28 0t28 0`, { color: C.blue, w: 3 });
  return d.at(x, y, b, { s });
}

/**
 * Tap with water drops: "wash your hands".
 * @param {number} x
 * @param {number} y
 */
export function tapIcon(x, y, { s = 1 } = {}) {
  let b = d.path('M-40 -30H10Q30 -30 30 -10V0', { w: 12, color: '#78909c' }) + d.rect(-10, -48, 20, 14, { fill: C.blue, rx: 4 });
  b += `<path d="M30 14q-7 12 0 16q7 -4 0 -16Z" fill="#4fc3f7" stroke="${C.ink}" stroke-width="2"/>`;
  b += `<path d="M30 40q-7 12 0 16q7 -4 0 -16Z" fill="#4fc3f7" stroke="${C.ink}" stroke-width="2"/>`;
  return d.at(x, y, b, { s });
}

/** Soldering safety: iron in its stand, 300 °C, ventilate, wash hands. */
export function ironSafety() {
  return (
    d.ironStand(110, 236, { s: 1.25 }) +
    d.warn(40, 38, '≈ 300 °C!') +
    label(150, 284, 'паяльник — в подставку', { size: 20, bold: true }) +
    windowIcon(300, 96, { s: 0.8 }) +
    label(330, 168, 'проветривай', { size: 20, bold: true }) +
    tapIcon(330, 226, { s: 0.8 }) +
    label(380, 284, 'мой руки', { size: 20, bold: true })
  );
}

/** Glue gun safety: hot nozzle and hot glue. */
export function glueSafety() {
  return (
    d.glueGun(120, 150, { s: 1.3 }) +
    d.warn(60, 50, 'носик горячий!') +
    d.warn(60, 262, 'клей горячий — не трогай!') +
    d.arrow(90, 70, 118, 136, { color: C.red })
  );
}

/**
 * Small soldering scene: iron tip touching a joint at (x, y), solder coming from the right.
 * @param {number} x
 * @param {number} y
 */
export function soldering(x, y, { s = 1 } = {}) {
  return d.at(x, y, d.iron(-6, -4, { r: -40, s: 0.7, hot: false }) + d.solder(8, -2, { r: 10, s: 0.8 }) + d.joint(0, 6), { s });
}

/**
 * The final step of every guide: photograph the finished build for the teacher.
 * @param {string} cardBody
 */
export function photoStep(cardBody) {
  return d.phonePhoto(cardBody);
}
