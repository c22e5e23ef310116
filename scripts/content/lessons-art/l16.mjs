// @ts-check
// Lesson 16: Как нейросеть учится на примерах. Labelled photos of three kit parts, the training
// loop (guess → check → nudge the weights), and a confident wrong answer on a part it never saw.
// Alt texts: src/content/lessons/lesson-16.ts.
import * as d from '../guides-draw.mjs';
import { box } from './mcu.mjs';
import { photo } from './nn.mjs';

const { C, label } = d;

function examples() {
  /** @type {[number, 'resistor' | 'led' | 'ecap', { ohms?: number, color?: string, bg?: string }, string][]} */
  const cols = [
    [110, 'resistor', { ohms: 220 }, 'резистор'],
    [320, 'led', { color: C.red }, 'светодиод'],
    [530, 'ecap', {}, 'конденсатор'],
  ];
  let b = '';
  for (const [x, part, o, name] of cols) {
    b += photo(x - 48, 90, part, { ...o, w: 88, h: 96 });
    b += photo(x + 48, 90, part, { ...o, ohms: 10_000, color: C.green, bg: '#fff8e1', w: 88, h: 96 });
    b += d.tag(x, 176, name, { size: 21, fill: '#fff59d' });
  }
  b += label(320, 250, 'Каждое фото подписал человек:', { size: 22, bold: true });
  b += label(320, 280, 'это и есть примеры для учёбы', { size: 22, bold: true });
  return b;
}

function loop() {
  let b = box(240, 44, 210, 50, 'покажи фото', { fill: '#bbdefb', size: 20 });
  b += box(376, 150, 180, 62, 'нейросеть\nугадывает', { fill: '#ffe082', size: 19 });
  b += box(240, 254, 210, 50, 'сверь с подписью', { fill: '#c8e6c9', size: 20 });
  b += box(104, 150, 180, 62, 'ошиблась —\nподвинь веса', { fill: '#ffccbc', size: 19 });
  b += d.arrow(350, 60, 386, 116, { curve: -12 }) + d.arrow(386, 184, 350, 244, { curve: -12 });
  b += d.arrow(130, 244, 94, 184, { curve: -12 }) + d.arrow(94, 116, 130, 60, { curve: -12 });
  b += label(240, 146, 'тысячи', { size: 20, bold: true, color: C.darkRed }) + label(240, 170, 'раз', { size: 20, bold: true, color: C.darkRed });
  return b;
}

function wrong() {
  let b = photo(120, 120, 'tact', { w: 150, h: 140 });
  b += label(120, 226, 'кнопка', { size: 20, bold: true }) + label(120, 250, '(её не было', { size: 19 }) + label(120, 272, 'в примерах)', { size: 19 });
  b += d.arrow(210, 120, 260, 120, { color: C.ink, w: 4 });
  b += d.rect(270, 70, 190, 100, { fill: '#fff', rx: 10 });
  b += label(365, 104, 'конденсатор', { size: 21, bold: true }) + label(365, 140, '90 %', { size: 26, bold: true, color: C.darkRed });
  b += d.bad(440, 74);
  b += label(365, 210, 'уверена —', { size: 20, bold: true }) + label(365, 236, 'и ошиблась', { size: 20, bold: true, color: C.darkRed });
  return b;
}

export const pictures = {
  'examples.svg': { body: examples(), w: 640, h: 300 },
  'loop.svg': { body: loop() },
  'wrong.svg': { body: wrong() },
};
