// @ts-check
// Lesson 1: Ток, напряжение и сопротивление. The water analogy, a closed and an open circuit,
// and the keychain torch of project 1 (the tap question). Alt texts: src/content/lessons/lesson-01.ts.
import * as d from '../guides-draw.mjs';

const { C, label } = d;
const WATER = '#64b5f6';
const WL = '#e3f2fd'; // white LED tint, as guide 1 draws it

/**
 * A piece of pipe: a dark outline under light water.
 * @param {readonly d.Point[]} pts
 * @param {number} w inner width
 */
function pipe(pts, w) {
  const p = pts.map((q, i) => `${i ? 'L' : 'M'}${q[0]} ${q[1]}`).join('');
  return d.path(p, { color: C.ink, w: w + 6 }) + d.path(p, { color: WATER, w });
}

/**
 * A pump: a round case with an impeller; (x, y) its centre.
 * @param {number} x
 * @param {number} y
 */
function pump(x, y) {
  let b = d.circle(0, 0, 46, { fill: '#ffe082' });
  for (let i = 0; i < 6; i++) {
    const a = (i * Math.PI) / 3;
    b += d.line(0, 0, Math.cos(a) * 34, Math.sin(a) * 34, { w: 5, color: '#6d4c41' });
  }
  b += d.circle(0, 0, 9, { fill: '#6d4c41', sw: 2 });
  return d.at(x, y, b);
}

/**
 * A paddle wheel the water turns; (x, y) its axle.
 * @param {number} x
 * @param {number} y
 */
function wheel(x, y) {
  let b = d.circle(0, 0, 40, { fill: '#fff59d' });
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    b += d.line(Math.cos(a) * 10, Math.sin(a) * 10, Math.cos(a) * 40, Math.sin(a) * 40, { w: 4, color: C.orange });
  }
  b += d.circle(0, 0, 8, { fill: C.orange, sw: 2 });
  return d.at(x, y, b);
}

// the water loop: pump on the left, narrow pipe on top, wheel on the right
const L = 120;
const R = 520;
const T = 100;
const B = 260;
const water =
  pipe([[L, 150], [L, T], [250, T]], 28) +
  pipe([[250, T], [390, T]], 10) +
  pipe([[390, T], [R, T], [R, 150]], 28) +
  pipe([[R, 210], [R, B], [L, B], [L, 210]], 28) +
  pump(L, 180) +
  wheel(R, 180) +
  d.arrow(580, 120, 580, 240, { color: C.blue, w: 4 }) +
  d.arrow(380, B + 38, 260, B + 38, { color: C.blue, w: 4 }) +
  d.arrow(56, 240, 56, 120, { color: C.blue, w: 4 }) +
  label(320, T - 26, 'узкая труба = резистор', { size: 22, bold: true, color: C.darkRed }) +
  label(320, 170, 'поток воды = ток', { size: 24, bold: true, color: C.blue }) +
  label(320, 202, 'насос толкает = напряжение', { size: 20, bold: true }) +
  label(20, 338, 'насос = батарейка', { size: 22, bold: true, anchor: 'start' }) +
  label(620, 338, 'колесо = светодиод', { size: 22, bold: true, anchor: 'end' });

/**
 * One panel of the circuit picture: battery at the bottom, button on top, LED on the right.
 * @param {number} ox left edge of the panel
 * @param {boolean} closed
 */
function loopPanel(ox, closed) {
  const l = ox + 50;
  const r = ox + 270;
  const t = 80;
  const b = 210;
  const mid = ox + 160;
  let s = '';
  // wires: + of the battery (right) → up the right side → LED → top → button → left side → −
  s += d.wire([[mid + 56, b], [r, b], [r, 172]], { color: C.red, w: 6, ends: false });
  s += d.wire([[r, 120], [r, t], [mid + 26, t]], { color: C.blue, w: 6, ends: false });
  s += d.wire([[mid - 26, t], [l, t], [l, b], [mid - 52, b]], { color: C.black, w: 6, ends: false });
  s += d.aa(mid, b, { s: 1 });
  // the LED on the right side, dome pointing right
  s += d.at(r, 146, d.led(0, 0, { color: closed ? C.red : '#ef9a9a', lit: closed, legs: false, marks: false }), { r: -90 });
  s += d.line(r, 120, r, 172, { color: '#777', w: 4 });
  // the button: two contacts and a bar that joins them when pressed
  s += d.circle(mid - 26, t, 7, { fill: C.metal }) + d.circle(mid + 26, t, 7, { fill: C.metal });
  s += closed ? d.rect(mid - 32, t - 14, 64, 10, { fill: '#555', rx: 3 }) : `<g transform="rotate(-28 ${mid - 26} ${t - 8})">${d.rect(mid - 32, t - 14, 64, 10, { fill: '#555', rx: 3 })}</g>`;
  s += d.line(mid, t - 14, mid, t - 40, { w: 5, color: '#555' }) + d.rect(mid - 16, t - 52, 32, 14, { fill: C.red, rx: 4 });
  if (closed) {
    s += d.flow([[mid + 60, b - 16], [r - 16, b - 16], [r - 16, t + 16], [l + 16, t + 16], [l + 16, b - 16], [mid - 56, b - 16]]);
    s += d.arrow(mid + 10, t + 36, mid - 50, t + 36, { color: C.orange, w: 4 });
    s += d.ok(ox + 40, 36);
  } else {
    s += d.bad(ox + 40, 36);
  }
  s += label(mid, 272, closed ? 'кнопка нажата:' : 'кнопка отпущена:', { size: 22, bold: true });
  s += label(mid, 300, closed ? 'цепь замкнута, ток идёт' : 'разрыв — тока нет', { size: 22, bold: true, color: closed ? C.green : C.darkRed });
  return s;
}

const circuit = loopPanel(0, true) + d.line(320, 20, 320, 300, { color: '#e0d5c0', w: 3, dash: '8 8' }) + loopPanel(320, false);

// the keychain torch of project 1 without names: the tap question asks for the button
const HOLDER = { x: 105, y: 155 };
const BUTTON = { x: 245, y: 100 };
const LED = { x: 400, y: 150 };
const torch =
  d.coinHolder(HOLDER.x, HOLDER.y) +
  d.tact(BUTTON.x, BUTTON.y, { s: 1.3 }) +
  d.led(LED.x, LED.y, { color: WL, marks: false }) +
  d.wire([[HOLDER.x - 70, HOLDER.y + 30], [35, 270], [150, 270], [150, BUTTON.y - 18], [BUTTON.x - 32, BUTTON.y - 18]], { color: C.red, w: 6 }) +
  d.wire([[BUTTON.x + 32, BUTTON.y + 18], [BUTTON.x + 32, 245], [LED.x - 8, 245], [LED.x - 8, LED.y + 62]], { color: C.blue, w: 6 }) +
  d.wire([[LED.x + 8, LED.y + 44], [455, LED.y + 44], [455, 285], [HOLDER.x + 70, 285], [HOLDER.x + 70, HOLDER.y + 30]], { color: C.black, w: 6 });

/** @type {Record<string, { body: string, w?: number, h?: number }>} */
export const pictures = {
  'water.svg': { body: water, w: 640, h: 360 },
  'circuit.svg': { body: circuit, w: 640, h: 320 },
  'torch.svg': { body: torch },
};
