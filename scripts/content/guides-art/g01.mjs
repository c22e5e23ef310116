// @ts-check
// Guide 1: Фонарик-брелок (LED keychain torch).
// The card and step drawings. Their alt texts, which become the SVG <title>s, live in
// src/content/projects.ts and src/content/guides/guide-01.ts (steps in the same order);
// guides-build.mjs adds the last step, the photo for the teacher.
import * as d from '../guides-draw.mjs';
import { ironSafety, soldering } from '../guides-common.mjs';

const { C, label } = d;
const WL = '#e3f2fd'; // white LED tint

/**
 * @param {number} x
 * @param {number} y
 */
function keychain(x, y, s = 1) {
  let b = d.circle(-70, -70, 26, { fill: 'none', color: '#888', sw: 7 }) + d.line(-52, -52, -40, -40, { color: '#888', w: 6 });
  b += d.rect(-50, -44, 110, 80, { fill: C.card, rx: 18 });
  b += d.pushButton(4, -44, { cap: C.red, s: 0.6 });
  b += d.at(60, -4, d.led(0, 0, { color: WL, lit: true, legs: false }), { r: 90 });
  return d.at(x, y, b, { s });
}

export const card = {
  // Фонарик-брелок: светящийся брелок с кнопкой
  body: keychain(230, 170, 1.5) + d.coin(400, 220, { rr: 30 }) + label(400, 276, 'CR2032', { size: 20, bold: true }),
};

export const steps = [
  {
    // step 1: Детали: светодиод с длинной и короткой ножкой, батарейка-таблетка 3 В, держатель и кнопка
    body:
      d.led(70, 120, { color: WL, s: 1.2 }) +
      label(70, 34, 'светодиод', { size: 20, bold: true }) +
      label(150, 226, 'длинная = +\nкороткая = −', { size: 20, bold: true, anchor: 'start' }) +
      d.arrow(146, 222, 70, 196, { color: C.red, w: 3 }) +
      d.coin(215, 90, { rr: 40 }) + label(215, 160, 'батарейка 3 В', { size: 20, bold: true }) +
      d.coinHolder(390, 90, { withCell: false }) + label(390, 160, 'держатель', { size: 20, bold: true }) +
      d.tact(400, 230, { s: 1 }) + label(400, 290, 'кнопка', { size: 20, bold: true }),
  },
  {
    // step 2: Три провода длиной 7–8 см, концы зачищены на 5 мм
    body:
      d.wire([[60, 70], [360, 70]], { color: C.red, bare: 20 }) +
      d.wire([[60, 120], [360, 120]], { color: C.black, bare: 20 }) +
      d.wire([[60, 170], [360, 170]], { color: C.blue, bare: 20 }) +
      d.dim(60, 40, 360, 40, '7–8 см', { off: -12 }) +
      d.circle(370, 226, 48, { fill: '#fff' }) +
      d.wire([[324, 240], [366, 240]], { color: C.blue, w: 16, ends: false }) + d.line(366, 240, 412, 240, { color: C.copper, w: 10 }) +
      d.dim(366, 210, 412, 210, '5 мм', { off: -10, size: 20 }) +
      label(370, 296, 'зачисти 5 мм', { size: 22, bold: true }) +
      d.line(360, 170, 370, 186, { color: '#888', w: 2, dash: '4 4' }) +
      d.cutters(60, 240, { s: 0.9 }) + label(140, 292, 'бокорезы', { size: 20, bold: true }),
  },
  // step 3: Безопасность: паяльник горячий, около 300 °C, всегда клади его в подставку, проветривай и мой руки
  { body: ironSafety() },
  {
    // step 4: Лужение: жало паяльника и припой касаются зачищенного конца провода
    body:
      d.wire([[40, 200], [240, 200]], { color: C.red, bare: 40 }) +
      soldering(226, 196, { s: 1.4 }) +
      label(340, 70, 'провод\nпокрыт\nприпоем', { size: 22, bold: true }) +
      d.arrow(320, 130, 236, 190, { color: C.blue, w: 4 }) +
      label(140, 260, '2–3 секунды', { size: 22, bold: true, color: C.darkRed }),
  },
  {
    // step 5: Красный провод от плюса держателя к кнопке, второй провод от кнопки к длинной ножке светодиода
    body:
      d.coinHolder(90, 150) +
      d.wire([[20, 180], [20, 260], [198, 260], [198, 208]], { color: C.red }) +
      d.tact(230, 190) +
      d.wire([[262, 176], [320, 176], [320, 240], [382, 240], [382, 186]], { color: C.black }) +
      d.led(390, 120, { color: WL }) +
      label(230, 146, 'кнопка', { size: 20, bold: true }) +
      label(90, 292, '+ держателя', { size: 20, bold: true, color: C.red }) +
      label(350, 292, 'длинная (+)', { size: 20, bold: true }),
  },
  {
    // step 6: Третий провод от короткой ножки светодиода к минусу держателя; цепь замкнута
    body:
      d.coinHolder(90, 150) +
      d.wire([[20, 180], [20, 260], [198, 260], [198, 208]], { color: C.red }) +
      d.tact(230, 190) +
      d.wire([[262, 176], [320, 176], [320, 240], [382, 240], [382, 186]], { color: C.black }) +
      d.led(390, 120, { color: WL }) +
      label(230, 146, 'кнопка', { size: 20, bold: true }) +
      d.wire([[160, 180], [160, 46], [450, 46], [450, 166], [402, 166]], { color: C.blue }) +
      label(300, 34, 'короткая (−) → минус', { size: 20, bold: true, color: C.blue }) +
      label(240, 292, 'резистор не нужен: таблетка слабая', { size: 20, bold: true, color: C.darkRed }),
  },
  {
    // step 7: Батарейка вставлена плюсом вверх, палец нажимает кнопку, светодиод светится
    body:
      d.coinHolder(100, 140, { s: 1.3 }) +
      label(100, 250, '«+» вверх', { size: 24, bold: true, color: C.red }) +
      d.tact(270, 190, { s: 1.4 }) + d.finger(270, 176, { s: 1 }) +
      d.led(400, 150, { color: WL, lit: true, s: 1.2 }) +
      label(400, 280, 'светит!', { size: 24, bold: true, color: C.green }),
  },
  {
    // step 8: Термоклей: детали приклеены к корпусу, добавлено кольцо для ключей
    body:
      keychain(330, 170, 1.2) +
      d.glueGun(110, 120, { s: 0.9, r: 20 }) +
      d.warn(40, 40, 'носик горячий!') +
      label(330, 290, 'готовый брелок', { size: 22, bold: true }),
  },
];
