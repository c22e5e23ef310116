// @ts-check
// Lesson 17: Нейросеть узнаёт детали набора. A bench photo with the network's frames (one of them
// wrong: the tap question), a good and a bad photo, and the worked «это светодиод?» neuron whose
// sum tests/unit/lessons-c.test.ts recomputes. Alt texts: src/content/lessons/lesson-17.ts.
import * as d from '../guides-draw.mjs';
import { neuron } from './nn.mjs';

const { C, label } = d;

/** The «это светодиод?» neuron of the lesson: what earlier layers found, scored 0–10. */
export const LED_NEURON = { names: ['полоски', 'купол', 'ножки разные'], weights: [-2, 3, 2], threshold: 20 };

/** The network's frames on the bench photo, each a tap area of the question. */
export const FRAMES = [
  { id: 'resistor', x: 30, y: 160, w: 130, h: 60, tagY: 126, text: 'резистор\n97 %', right: true },
  { id: 'led', x: 200, y: 156, w: 80, h: 126, tagY: 126, text: 'светодиод\n91 %', right: true },
  { id: 'cap', x: 350, y: 156, w: 80, h: 126, tagY: 126, text: 'резистор\n58 %', right: false },
];

function bench() {
  let b = d.rect(6, 6, 468, 288, { fill: '#f5f5f5', rx: 10, sw: 0, color: '#f5f5f5' });
  b += d.resistor(95, 190, { ohms: 220, len: 110 });
  b += d.led(240, 218, { color: C.red, s: 0.9, marks: false });
  b += d.ecap(390, 226, { s: 0.9, marks: false });
  for (const f of FRAMES) {
    const color = f.right ? C.green : C.red;
    b += `<rect x="${f.x}" y="${f.y}" width="${f.w}" height="${f.h}" fill="none" stroke="${color}" stroke-width="4" stroke-dasharray="10 6"/>`;
    b += d.tag(f.x + f.w / 2, f.tagY, f.text, { size: 19, stroke: color, fill: '#fff' });
  }
  b += label(240, 40, 'Что нашла нейросеть', { size: 22, bold: true });
  return b;
}

/**
 * One photo of the two: plain and light, or dark, busy and piled up.
 * @param {number} ox
 * @param {boolean} good
 */
function tipPhoto(ox, good) {
  let b = '';
  if (good) {
    b += d.rect(ox, 30, 270, 170, { fill: '#ffffff', rx: 6 });
    b += d.resistor(ox + 70, 120, { ohms: 220, len: 100, s: 0.9 }) + d.led(ox + 150, 140, { s: 0.7, marks: false }) + d.ecap(ox + 220, 140, { s: 0.7, marks: false });
    b += d.circle(ox + 240, 56, 14, { fill: C.yellow, color: C.orange });
  } else {
    b += d.rect(ox, 30, 270, 170, { fill: '#5d4037', rx: 6 });
    for (let i = 0; i < 9; i++) b += d.line(ox + 10 + i * 30, 34, ox + 40 + i * 30 - 40, 196, { color: i % 2 ? '#8d6e63' : '#ff7043', w: 6 });
    b += d.resistor(ox + 120, 120, { ohms: 220, len: 100, s: 0.9, r: 20 }) + d.led(ox + 140, 150, { s: 0.7, marks: false, r: -30 }) + d.ecap(ox + 120, 160, { s: 0.7, marks: false, r: 60 });
  }
  b += (good ? d.ok(ox + 30, 56) : d.bad(ox + 30, 56));
  const words = good ? ['светло, ровный фон,', 'детали отдельно'] : ['темно, пёстрый фон,', 'детали в куче'];
  b += label(ox + 135, 236, words[0] ?? '', { size: 20, bold: true, color: good ? C.green : C.darkRed });
  b += label(ox + 135, 262, words[1] ?? '', { size: 20, bold: true, color: good ? C.green : C.darkRed });
  return b;
}

export const pictures = {
  'bench.svg': { body: bench() },
  'tips.svg': { body: tipPhoto(30, true) + tipPhoto(340, false), w: 640, h: 290 },
  'neuron.svg': {
    body: neuron([1, 9, 8], LED_NEURON.weights, { names: LED_NEURON.names, verdict: 'больше 20:\nсветодиод', y0: 74, step: 86 }),
    w: 640,
    h: 320,
  },
};
