// @ts-check
// Lesson 4: Что такое микроконтроллер. What is inside the chip (the tap question asks for the
// program's memory), where such chips live, and the program's endless loop.
// Alt texts: src/content/lessons/lesson-04.ts.
import * as d from '../guides-draw.mjs';
import { box } from './mcu.mjs';

const { C, label } = d;

/** Inside the chip: the processor, the flash with the program, the RAM with the variables, the pins. */
function inside() {
  let b = label(240, 28, 'ножки — связь с миром', { size: 20, bold: true, color: C.darkRed });
  for (let i = 0; i < 7; i++) {
    const x = 80 + i * 53;
    b += d.rect(x - 9, 40, 18, 26, { fill: C.metal, sw: 2.5, rx: 2 });
    b += d.rect(x - 9, 236, 18, 32, { fill: C.metal, sw: 2.5, rx: 2 });
  }
  b += d.rect(40, 62, 400, 178, { fill: '#2b2b2b', rx: 10 });
  b += box(130, 151, 140, 130, 'процессор:\nвыполняет\nкоманды', { fill: '#ffcc80', size: 19, bold: true });
  b += box(330, 104, 200, 58, 'флеш-память:\nпрограмма', { fill: '#bbdefb', size: 19, bold: true });
  b += box(330, 184, 200, 58, 'ОЗУ:\nпеременные', { fill: '#c8e6c9', size: 19, bold: true });
  b += d.arrow(226, 110, 204, 120, { color: C.yellow, w: 4 }) + d.arrow(204, 180, 226, 184, { color: C.yellow, w: 4 });
  return b;
}

/** A washing machine, a microwave and a toy robot, each with its chip inside. */
function where() {
  const mcu = (/** @type {number} */ x, /** @type {number} */ y) =>
    d.rect(x - 18, y - 11, 36, 22, { fill: '#2b2b2b', rx: 3, sw: 2 }) + label(x, y + 6, 'МК', { size: 14, color: '#fff', halo: false, bold: true });
  let b = '';
  // washing machine
  b += d.rect(30, 60, 120, 150, { fill: '#eceff1', rx: 10 }) + d.line(30, 92, 150, 92, { w: 3 });
  b += d.circle(90, 152, 40, { fill: '#90caf9' }) + d.circle(90, 152, 28, { fill: '#e3f2fd', sw: 2 });
  b += d.circle(130, 76, 8, { fill: C.metal, sw: 2 }) + mcu(60, 76);
  b += label(90, 240, 'стиральная\nмашина', { size: 20, bold: true });
  // microwave
  b += d.rect(172, 90, 140, 100, { fill: '#eceff1', rx: 8 }) + d.rect(184, 104, 84, 72, { fill: '#ffe082', sw: 2.5, rx: 4 });
  for (let i = 0; i < 3; i++) b += d.rect(280, 106 + i * 20, 22, 14, { fill: '#fff', sw: 2, rx: 2 });
  b += mcu(291, 175);
  b += label(242, 240, 'микроволновка', { size: 20, bold: true });
  // toy robot
  b += d.rect(362, 60, 76, 56, { fill: '#ffab91', rx: 10 }) + d.circle(386, 86, 9, { fill: C.yellow, sw: 2 }) + d.circle(414, 86, 9, { fill: C.yellow, sw: 2 });
  b += d.line(400, 60, 400, 44, { w: 3 }) + d.circle(400, 40, 6, { fill: C.red, sw: 2 });
  b += d.rect(352, 122, 96, 84, { fill: '#ffccbc', rx: 10 }) + mcu(400, 150);
  b += d.rect(368, 176, 64, 16, { fill: '#fff', sw: 2, rx: 4 });
  b += label(400, 240, 'говорящая\nигрушка', { size: 20, bold: true });
  return b;
}

/** The program's loop: read, decide, act, again — thousands of times a second. */
function loop() {
  let b = box(240, 50, 180, 60, 'прочитай\nкнопки и датчики', { fill: '#bbdefb', size: 19 });
  b += box(390, 150, 150, 60, 'реши,\nчто делать', { fill: '#ffe082', size: 19 });
  b += box(240, 250, 180, 60, 'включи или\nвыключи ножки', { fill: '#c8e6c9', size: 19 });
  b += box(90, 150, 150, 60, 'начни\nсначала', { fill: '#ffccbc', size: 19 });
  b += d.arrow(330, 62, 380, 116, { curve: -14 }) + d.arrow(380, 184, 330, 240, { curve: -14 });
  b += d.arrow(150, 240, 100, 184, { curve: -14 }) + d.arrow(100, 116, 150, 62, { curve: -14 });
  b += label(240, 144, 'тысячи раз', { size: 20, bold: true, color: C.darkRed }) + label(240, 168, 'в секунду', { size: 20, bold: true, color: C.darkRed });
  return b;
}

export const pictures = {
  'inside.svg': { body: inside() },
  'where.svg': { body: where() },
  'loop.svg': { body: loop() },
};
