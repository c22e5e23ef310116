// @ts-check
// Guide 10: Мультивибратор (two-transistor LED blinker on a breadboard).
// The card and step drawings. Their alt texts, which become the SVG <title>s, live in
// src/content/projects.ts and src/content/guides/guide-10.ts (steps in the same order);
// guides-build.mjs adds the last step, the photo for the teacher.
import * as d from '../guides-draw.mjs';

const { C, label } = d;

/**
 * @param {number} y
 * @param {number} x1
 * @param {number} x2
 * @param {readonly number[]} hops
 */
function hopLine(y, x1, x2, hops) {
  // horizontal wire from x1 to x2 (x1 > x2 allowed) with half-circle hops over crossing wires
  const dir = x2 > x1 ? 1 : -1;
  let p = `M${x1} ${y}`;
  for (const h of hops) p += `H${h - 7 * dir}a7 7 0 0 ${dir > 0 ? 1 : 0} ${14 * dir} 0`;
  p += `H${x2}`;
  return d.path(p);
}

export function schematic() {
  let b = '';
  b += d.sLine([[40, 26], [440, 26], [440, 134]]) + d.sBat(440, 140, '') + label(470, 290, '4,5 В', { size: 18, bold: true, anchor: 'end' });
  b += d.sLine([[440, 146], [440, 262], [40, 262]]);
  // LED branches
  for (const x of [136, 366]) {
    b += d.sLine([[x, 26], [x, 30]]) + d.sRes(x, 52, '', { v: true }) + d.sLine([[x, 76], [x, 84]]) + d.sLed(x, 94) + d.sLine([[x, 106], [x, 166]]) + d.sDot(x, 26);
  }
  b += label(150, 58, '470', { size: 16, bold: true, anchor: 'start' }) + label(380, 58, '470', { size: 16, bold: true, anchor: 'start' });
  // base resistors
  b += d.sRes(70, 70, '', { v: true }) + d.sLine([[70, 26], [70, 46]]) + d.sLine([[70, 94], [70, 200], [100, 200]]) + d.sDot(70, 26);
  b += d.sRes(300, 70, '', { v: true }) + d.sLine([[300, 26], [300, 46]]) + d.sLine([[300, 94], [300, 200], [330, 200]]) + d.sDot(300, 26);
  b += label(56, 76, '68к', { size: 16, bold: true, anchor: 'end' }) + label(286, 76, '68к', { size: 16, bold: true, anchor: 'end' });
  // transistors
  b += d.sNpn(126, 200) + d.sNpn(356, 200);
  b += d.sLine([[136, 234], [136, 262]]) + d.sLine([[366, 234], [366, 262]]) + d.sDot(136, 262);
  b += label(106, 250, 'VT1', { size: 16, bold: true, anchor: 'end' }) + label(396, 250, 'VT2', { size: 16, bold: true, anchor: 'start' });
  // C1: VT1 collector -> VT2 base
  b += d.sLine([[136, 160], [210, 160]]) + d.sEcap(216, 160, '') + d.sLine([[222, 160], [300, 160]]) + d.sDot(136, 160) + d.sDot(300, 160);
  // C2: VT2 collector -> VT1 base (+ on the right, toward VT2 collector)
  b += hopLine(124, 366, 262, [300]) + d.at(256, 124, d.sEcap(0, 0, ''), { r: 180 }) + hopLine(124, 250, 70, [136]) + d.sDot(366, 124) + d.sDot(70, 124);
  b += label(216, 198, '100 мкФ', { size: 16, bold: true }) + label(256, 102, '100 мкФ', { size: 16, bold: true });
  return b;
}

function board({ litLeft = true } = {}) {
  let b = d.breadboard(20, 40, 440, 240, { id: 'bb10' });
  b += d.transistor(170, 220, { s: 0.7, pinLabels: false, legs: 14, name: '' }) + d.transistor(310, 220, { s: 0.7, pinLabels: false, legs: 14, name: '' });
  b += d.ecap(240, 160, { s: 0.55, marks: false }) + d.ecap(240, 230, { s: 0.55, marks: false });
  b += d.led(120, 150, { color: C.red, s: 0.7, legs: false, lit: litLeft }) + d.led(360, 150, { color: C.green, s: 0.7, legs: false, lit: !litLeft });
  b += d.resistor(120, 110, { ohms: 470, len: 60, s: 0.6 }) + d.resistor(360, 110, { ohms: 470, len: 60, s: 0.6 });
  b += d.resistor(190, 120, { ohms: 68000, len: 60, s: 0.6, r: 90 }) + d.resistor(290, 120, { ohms: 68000, len: 60, s: 0.6, r: 90 });
  return b;
}

// Мультивибратор-мигалка на макетной плате: два транзистора, два светодиода
export const card = { body: board() };

export const steps = [
  {
    // step 1: Схема мультивибратора: два транзистора, два светодиода с резисторами 470 Ом, резисторы 68 кОм к базам, конденсаторы 100 мкФ крест-накрест
    body: schematic(),
  },
  {
    // step 2: Макетная плата: дырочки в столбике соединены внутри, длинные полосы по краям — плюс и минус
    body:
      d.breadboard(20, 30, 440, 200, { id: 'bb10b' }) +
      d.rect(98, 82, 20, 66, { fill: 'none', color: C.orange, sw: 4, rx: 6 }) + d.rect(24, 40, 432, 22, { fill: 'none', color: C.red, sw: 4, rx: 6 }) +
      label(300, 262, 'столбик — одно целое', { size: 20, bold: true }) + d.arrow(170, 250, 110, 154, { color: C.orange, w: 4 }) +
      label(240, 292, 'красная полоса +, синяя −', { size: 20, bold: true, color: C.darkRed }),
  },
  {
    // step 3: Два транзистора BC547 стоят плоской стороной к тебе: ножки коллектор, база, эмиттер
    body:
      d.transistor(140, 170, { s: 1.4, name: 'VT1' }) + d.transistor(340, 170, { s: 1.4, name: 'VT2' }) +
      label(240, 40, 'BC547 × 2', { size: 26, bold: true }) +
      label(240, 290, 'каждая ножка — в свой столбик', { size: 20, bold: true }),
  },
  {
    // step 4: Светодиод и резистор 470 Ом от плюса к коллектору, ток около 5 мА
    body:
      d.led(110, 130, { color: C.red, s: 1.1 }) + d.resistor(300, 100, { ohms: 470, len: 200, s: 1.2, text: '470 Ом' }) +
      label(300, 170, 'жёлтый · фиолетовый ·\nкоричневый', { size: 20, bold: true }) +
      label(240, 276, '(4,5 − 2) В : 470 Ом ≈ 0,005 А', { size: 20, bold: true, color: C.darkRed }),
  },
  {
    // step 5: Конденсаторы 100 мкФ крест-накрест: плюс к коллектору одного транзистора, минус к базе другого
    body:
      d.rect(40, 190, 110, 60, { fill: '#eceff1', rx: 10 }) + label(95, 230, 'VT1', { size: 24, bold: true }) +
      d.rect(330, 190, 110, 60, { fill: '#eceff1', rx: 10 }) + label(385, 230, 'VT2', { size: 24, bold: true }) +
      d.ecap(150, 130, { s: 0.8, marks: false, text: '' }) + d.ecap(330, 130, { s: 0.8, marks: false }) +
      d.arrow(80, 188, 240, 100, { color: C.red, w: 4 }) + d.arrow(400, 188, 240, 100, { color: C.blue, w: 4 }) +
      label(240, 60, '100 мкФ × 2', { size: 24, bold: true }) +
      label(240, 284, '+ к коллектору, − к базе соседа', { size: 20, bold: true, color: C.darkRed }),
  },
  {
    // step 6: Резисторы 68 кОм: полоски синяя, серая, оранжевая; от плюса к базе каждого транзистора
    body:
      d.resistor(240, 110, { ohms: 68000, len: 260, s: 1.5, text: '' }) + label(240, 50, '68 кОм × 2', { size: 28, bold: true }) +
      label(240, 190, 'синий 6 · серый 8 · оранжевый ×1000', { size: 20, bold: true }) +
      label(240, 240, 'от плюса к базе (Б)', { size: 22, bold: true, color: C.darkRed }),
  },
  {
    // step 7: Первое включение: светодиоды переключаются медленно, каждый горит около 5 секунд
    body:
      d.led(120, 130, { color: C.red, lit: true }) + d.led(230, 130, { color: C.green }) +
      d.circle(370, 110, 56, { fill: '#fff' }) + d.line(370, 110, 370, 66, { w: 5 }) + d.line(370, 110, 400, 124, { w: 5 }) +
      label(370, 200, '≈ 5 с', { size: 30, bold: true, color: C.darkRed }) +
      label(240, 270, '0,7 × 68 000 Ом × 0,0001 Ф ≈ 4,8 с', { size: 20, bold: true }),
  },
  {
    // step 8: Ускоряем: резисторы 68 кОм заменены на 15 кОм, теперь каждый светодиод горит около 1 секунды
    body:
      d.resistor(120, 80, { ohms: 68000, len: 140, s: 1 }) + d.bad(220, 80) + d.arrow(120, 110, 120, 150, { color: C.blue }) +
      d.resistor(120, 180, { ohms: 15000, len: 140, s: 1, text: '' }) + d.ok(220, 180) +
      label(120, 44, '68 кОм', { size: 22, bold: true }) + label(120, 226, '15 кОм', { size: 22, bold: true }) +
      label(370, 130, '≈ 1 с', { size: 40, bold: true, color: C.green }) +
      label(240, 280, '0,7 × 15 000 Ом × 0,0001 Ф ≈ 1 с', { size: 20, bold: true }),
  },
];
