// @ts-check
// Lesson 6: Кнопка и датчик: читаем входы. A pin with a pull-up reads 1 until the button joins it
// to the minus (0); the radio's six buttons (firmware/12-radio: S1–S5 read by the program, S6 on
// RESET) for the tap question; sensors as buttons the world presses; «если дверь открыта — пищи».
// Alt texts: src/content/lessons/lesson-06.ts.
import * as d from '../guides-draw.mjs';
import { box } from './mcu.mjs';

const { C, label } = d;

/**
 * One half of the pull-up picture: + → pull-up → the pin, the button from the pin to the minus.
 * @param {number} ox left edge of the half
 * @param {boolean} pressed
 */
function pullHalf(ox, pressed) {
  const x = ox + 110;
  let b = label(x, 40, '+3 В', { size: 20, bold: true, color: C.red });
  b += d.sLine([[x, 50], [x, 76]]) + d.sRes(x, 100, 'подтяжка', { v: true, side: -1 }) + d.sLine([[x, 124], [x, 170]]);
  b += d.sDot(x, 150) + d.sLine([[x, 150], [ox + 170, 150]]);
  b += d.rect(ox + 170, 122, 110, 56, { fill: '#2b2b2b', rx: 6 });
  b += label(ox + 225, 146, 'ножка', { size: 19, color: '#fff', halo: false }) + label(ox + 225, 170, `читает ${pressed ? 0 : 1}`, { size: 19, color: C.yellow, halo: false, bold: true });
  // the button, standing: a switch symbol turned upright between y 170 and 218
  b += d.at(x, 194, d.sSwitch(0, 0, { open: !pressed }), { r: 90 });
  b += d.sLine([[x, 218], [x, 250]]) + d.line(x - 30, 250, x + 30, 250, { w: 4 });
  b += label(x + 44, 258, 'минус', { size: 19, bold: true, color: C.blue, anchor: 'start' });
  if (pressed) b += d.flow([[x + 12, 60], [x + 12, 240]]);
  b += label(ox + 150, 310, pressed ? 'нажата → 0' : 'не нажата → 1', { size: 22, bold: true, color: pressed ? C.darkRed : C.green });
  return b;
}

function pullup() {
  return pullHalf(20, false) + d.line(320, 30, 320, 320, { color: '#ccc', w: 2, dash: '6 6' }) + pullHalf(330, true);
}

/** The radio's six tact buttons with their names. */
const BUTTONS = [
  { id: 'S1', name: 'поиск ◄', x: 100, y: 80 },
  { id: 'S2', name: 'поиск ►', x: 240, y: 80 },
  { id: 'S5', name: 'без звука', x: 380, y: 80 },
  { id: 'S3', name: 'тише', x: 100, y: 200 },
  { id: 'S4', name: 'громче', x: 240, y: 200 },
  { id: 'S6', name: 'сброс', x: 380, y: 200 },
];

function radioButtons() {
  let b = '';
  for (const k of BUTTONS) b += d.tact(k.x, k.y - 8, { s: 0.9, cap: k.id === 'S6' ? C.red : '#333' }) + label(k.x, k.y + 38, `${k.id}\n${k.name}`, { size: 19, bold: true });
  return b;
}

/** A reed switch closed by a magnet, a tilt sensor closed by its ball. */
function sensors() {
  let b = d.magnet(120, 70, { s: 0.9 }) + d.reed(120, 130, { closed: true, s: 0.95 });
  b += label(120, 190, 'геркон:', { size: 20, bold: true }) + label(120, 214, 'нажимает магнит', { size: 20 });
  b += d.tilt(360, 140, { s: 1.3 });
  b += label(360, 210, 'датчик наклона:', { size: 20, bold: true }) + label(360, 234, 'нажимает шарик', { size: 20 });
  b += label(240, 280, 'Датчик — кнопка, которую нажимает мир', { size: 18, bold: true, color: C.darkRed });
  return b;
}

/** «Если дверь открыта — пищи», the door alarm of project 5 as a program. */
function flow() {
  let b = box(240, 40, 250, 46, 'прочитай ножку геркона', { fill: '#bbdefb', size: 19 });
  b += d.arrow(240, 63, 240, 92);
  b += `<path d="M240 94L318 134L240 174L162 134Z" fill="#ffe082" stroke="${C.ink}" stroke-width="3"/>`;
  b += label(240, 131, 'на ножке', { size: 18, halo: false }) + label(240, 152, '1?', { size: 18, halo: false, bold: true });
  b += d.sLine([[162, 134], [104, 134]]) + d.arrow(104, 134, 104, 196) + label(130, 124, 'да', { size: 19, bold: true, color: C.green });
  b += d.sLine([[318, 134], [370, 134]]) + d.arrow(370, 134, 370, 196) + label(350, 124, 'нет', { size: 19, bold: true, color: C.darkRed });
  b += box(104, 220, 176, 46, 'включи пищалку', { fill: '#ffccbc', size: 18 });
  b += box(370, 220, 176, 46, 'выключи пищалку', { fill: '#c8e6c9', size: 18 });
  b += d.sLine([[104, 243], [104, 272], [470, 272], [470, 40]]) + d.sLine([[370, 243], [370, 272]]) + d.arrow(470, 40, 367, 40);
  b += label(280, 292, 'и снова сначала', { size: 19, bold: true });
  return b;
}

export const pictures = {
  'pullup.svg': { body: pullup(), w: 640, h: 330 },
  'radio-buttons.svg': { body: radioButtons() },
  'sensors.svg': { body: sensors() },
  'flow.svg': { body: flow() },
};
