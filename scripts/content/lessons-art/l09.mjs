// @ts-check
// Lesson 9: «Диод и ножки светодиода». The alt texts (the SVG <title>s) live in
// src/content/lessons/lesson-09.ts; the tap areas of led-tap.svg there follow the LED drawn here
// (origin 240, 170, scale 3: legs at x 216 and 264).
import * as d from '../guides-draw.mjs';
import { part, text } from '../guides-schematic.mjs';

const { C, label } = d;
const WATER = '#4fc3f7';

/**
 * A pipe with a one-way flap in the middle, water pushing from the left (open) or the right (shut).
 * @param {number} y the pipe's centre line
 * @param {boolean} open
 */
function valve(y, open) {
  let b = d.rect(30, y - 24, 230, 48, { fill: '#e1f5fe', color: '#546e7a', rx: 6 });
  // the stop the flap rests against, on the pipe's floor just right of the hinge
  b += d.rect(150, y + 12, 10, 12, { fill: '#546e7a', color: '#546e7a', sw: 1, rx: 1 });
  // the hinge at the top and the flap: lifted to the right when water comes from the left
  b += d.circle(144, y - 20, 5, { fill: '#546e7a', color: '#546e7a', sw: 1 });
  b += open ? d.line(144, y - 20, 196, y - 6, { color: C.darkRed, w: 7 }) : d.line(144, y - 20, 148, y + 22, { color: C.darkRed, w: 7 });
  if (open) {
    b += d.arrow(44, y + 6, 126, y + 6, { color: WATER, w: 7 });
    b += d.arrow(168, y + 10, 248, y + 10, { color: WATER, w: 7 });
    b += label(145, y + 56, 'течёт', { bold: true, color: C.green });
    b += d.ok(292, y);
  } else {
    b += d.arrow(248, y + 6, 166, y + 6, { color: WATER, w: 7 });
    b += label(145, y + 56, 'заперто', { bold: true, color: C.darkRed });
    b += d.bad(292, y);
  }
  return b;
}

/**
 * The diode's symbol with the current's direction above it.
 * @param {number} y
 * @param {boolean} forward the current goes the way the triangle points
 */
function diodeRow(y, forward) {
  let b = part('diode', [340, y], [440, y]);
  b += forward ? d.arrow(350, y - 40, 430, y - 40, { color: C.orange, w: 5 }) : d.arrow(430, y - 40, 350, y - 40, { color: C.orange, w: 5 });
  b += label(390, y + 46, forward ? 'ток идёт' : 'тока нет', { size: 20, bold: true, color: forward ? C.green : C.darkRed });
  return b;
}

const valveSvg = valve(80, true) + valve(210, false) + diodeRow(80, true) + diodeRow(210, false);

/** The LED legs, labelled. */
function legs() {
  let b = d.led(240, 150, { s: 2, color: C.red, marks: false });
  b += label(212, 236, 'анод, +', { anchor: 'end', bold: true, color: C.red });
  b += label(212, 262, 'длинная ножка', { anchor: 'end', size: 20 });
  b += label(270, 196, 'катод, −', { anchor: 'start', bold: true, color: C.blue });
  b += label(270, 222, 'короткая ножка', { anchor: 'start', size: 20 });
  // the flat side of the rim is on the cathode's side (the drawing's right)
  b += d.arrow(326, 104, 276, 134, { color: C.orange, w: 4 });
  b += label(300, 64, 'плоский край', { anchor: 'start', bold: true });
  b += label(300, 90, 'ободка', { anchor: 'start', bold: true });
  return b;
}

/**
 * One little loop: battery (+ at the top), resistor on the top wire, the LED down the right side.
 * @param {number} x0 left edge of the loop
 * @param {boolean} forward the LED's anode at the top
 */
function loop(x0, forward) {
  const [x1, x2, yT, yB] = [x0 + 40, x0 + 230, 70, 250];
  let b = part('battery', [x1, yT + 55], [x1, yB - 55]);
  b += part('resistor', [x1, yT], [x2, yT], { value: '470 Ом' });
  b += forward ? part('led', [x2, yT], [x2, yB]) : part('led', [x2, yB], [x2, yT]);
  b += `<path d="M${x1} ${yT + 55}V${yT}M${x1} ${yB - 55}V${yB}H${x2}" fill="none" stroke="${C.ink}" stroke-width="3.5"/>`;
  b += text(x1 + 30, (yT + yB) / 2 + 9, '4,5 В', { anchor: 'start' });
  if (forward) {
    b += `<circle cx="${x2}" cy="${(yT + yB) / 2}" r="30" fill="${C.yellow}" opacity="0.45"/>`;
    b += d.flow([[x1 + 16, yT + 16], [x2 - 16, yT + 16], [x2 - 16, yB - 16], [x1 + 16, yB - 16]]);
    b += d.ok(x0 + 60, 300) + text(x0 + 86, 309, 'горит', { anchor: 'start', weight: 'bold', fill: C.green });
  } else {
    b += d.bad(x0 + 60, 300) + text(x0 + 86, 309, 'не горит', { anchor: 'start', weight: 'bold', fill: C.darkRed });
  }
  return b;
}

/** The LED to tap: no labels; legs spread 48 apart so each is a finger's target. */
const tapSvg = d.led(240, 170, { s: 3, color: C.red, marks: false, legLong: 40, legShort: 28 });

export const pictures = {
  'valve.svg': { body: valveSvg },
  'led-legs.svg': { body: legs() },
  'both-ways.svg': { body: loop(20, true) + loop(340, false), w: 640, h: 340 },
  'led-tap.svg': { body: tapSvg },
};
