// @ts-check
// Lesson 14: Микросхема из нашего набора. ATtiny84A (firmware/README.md): what each of its 14 pins
// does in the sand clock (firmware/11-sand-clock) and in the radio (firmware/12-radio), how the
// teacher writes the program in, and the chip without numbers for the tap questions.
// Alt texts: src/content/lessons/lesson-14.ts.
import * as d from '../guides-draw.mjs';
import { dip14 } from './mcu.mjs';

const { C, label } = d;

/** @typedef {{ text: string, color?: string }} Pin */

const FREE = { text: 'свободна', color: '#9e9e9e' };

/**
 * The chip standing up, notch at the top, with what each pin does: 1–7 down the left side,
 * 8–14 up the right side (counter-clockwise seen from above).
 * @param {readonly Pin[]} pins what pins 1…14 do
 * @param {string} title
 */
function pinout(pins, title) {
  const x0 = 250;
  const x1 = 390;
  const yPin = (/** @type {number} */ i) => 82 + i * 44;
  let b = '';
  pins.forEach((p, k) => {
    const pin = k + 1;
    const left = pin <= 7;
    const y = yPin(left ? pin - 1 : 14 - pin);
    const color = p.color ?? C.ink;
    b += d.rect(left ? x0 - 30 : x1 - 2, y - 9, 32, 18, { fill: C.metal, sw: 2.5, rx: 2 });
    b += label(left ? x0 - 40 : x1 + 40, y + 7, p.text, { size: 21, anchor: left ? 'end' : 'start', bold: p.color !== FREE.color, color });
  });
  b += d.rect(x0, 50, x1 - x0, 320, { fill: '#2b2b2b', rx: 6 });
  b += `<path d="M${(x0 + x1) / 2 - 16} 50A16 16 0 0 0 ${(x0 + x1) / 2 + 16} 50" fill="#777" stroke="${C.ink}" stroke-width="2.5"/>`;
  b += d.circle(x0 + 22, 64, 6, { fill: '#bbb', color: '#bbb', sw: 0 });
  for (let pin = 1; pin <= 14; pin++) {
    const left = pin <= 7;
    b += label(left ? x0 + 22 : x1 - 22, yPin(left ? pin - 1 : 14 - pin) + 7, String(pin), { size: 20, bold: true, color: '#fff', halo: false });
  }
  b += label((x0 + x1) / 2, 36, 'ATtiny84A', { size: 21, bold: true });
  b += label(320, 404, title, { size: 22, bold: true, color: C.darkRed });
  return b;
}

const line = (/** @type {number} */ k) => ({ text: `линия ${k}`, color: C.orange });

const CLOCK = [
  { text: '+ 4,5 В', color: C.red },
  { text: 'датчик наклона', color: C.blue },
  FREE,
  FREE,
  FREE,
  line(7),
  line(6),
  line(5),
  line(4),
  line(3),
  line(2),
  line(1),
  line(0),
  { text: 'минус', color: C.blue },
];

const RADIO = [
  { text: '+ 3 В', color: C.red },
  FREE,
  FREE,
  { text: 'S6 «сброс»', color: C.green },
  FREE,
  { text: 'S5 «без звука»', color: C.green },
  { text: 'SDA к приёмнику', color: C.violet },
  FREE,
  { text: 'SCL к приёмнику', color: C.violet },
  { text: 'S4 «громче»', color: C.green },
  { text: 'S3 «тише»', color: C.green },
  { text: 'S2 «поиск ►»', color: C.green },
  { text: 'S1 «поиск ◄»', color: C.green },
  { text: 'минус', color: C.blue },
];

/** Computer → USB → the USBasp programmer → six wires → the chip on a breadboard. */
function programmer() {
  let b = '';
  // laptop
  b += d.rect(24, 70, 120, 80, { fill: '#455a64', rx: 6 }) + d.rect(34, 80, 100, 60, { fill: '#bbdefb', sw: 2, rx: 3 });
  b += label(84, 106, '0101', { size: 19, bold: true, halo: false, color: C.blue }) + label(84, 128, '1100', { size: 19, bold: true, halo: false, color: C.blue });
  b += `<path d="M14 150H154L164 166H4Z" fill="#90a4ae" stroke="${C.ink}" stroke-width="3"/>`;
  b += label(84, 200, 'компьютер', { size: 20, bold: true });
  // USB cable and the programmer
  b += d.path('M154 120C176 120 170 110 196 110', { color: '#333', w: 6 });
  b += d.rect(196, 84, 96, 52, { fill: '#1565c0', rx: 6 }) + label(244, 117, 'USBasp', { size: 19, bold: true, color: '#fff', halo: false });
  b += label(244, 170, 'программатор', { size: 20, bold: true });
  // six wires to the chip
  const colours = [C.red, '#333', C.orange, C.green, C.yellow, C.violet];
  colours.forEach((c, i) => {
    b += d.path(`M292 ${92 + i * 8}C330 ${92 + i * 8} 330 ${116 + i * 4} 360 ${116 + i * 4}`, { color: c, w: 4 });
  });
  b += d.rect(350, 70, 112, 110, { fill: '#f5f5f5', rx: 6 });
  for (let r = 0; r < 6; r++) for (let c = 0; c < 6; c++) b += d.circle(362 + c * 18, 82 + r * 18, 2.5, { fill: '#999', color: '#999', sw: 0 });
  b += d.chip(406, 126, { pins: 14, s: 0.55 });
  b += label(406, 210, 'микросхема', { size: 20, bold: true });
  b += d.arrow(90, 236, 390, 236, { color: C.green, w: 5 });
  b += label(240, 270, 'прошивку записывает преподаватель', { size: 20, bold: true, color: C.darkRed });
  return b;
}

export const pictures = {
  'clock-pins.svg': { body: pinout(CLOCK, 'Песочные часы: 8 линий для 56 огоньков'), w: 640, h: 420 },
  'radio-pins.svg': { body: pinout(RADIO, 'Радио: 5 кнопок, сброс и приёмник'), w: 640, h: 420 },
  'programmer.svg': { body: programmer() },
  'chip.svg': { body: dip14({ numbers: false }) + label(240, 280, 'Микросхема видна сверху', { size: 20, bold: true }) },
};
