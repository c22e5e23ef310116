// @ts-check
// Guide 4: Жук-робот (vibrating bristlebot).
// The card and step drawings. Their alt texts, which become the SVG <title>s, live in
// src/content/projects.ts and src/content/guides/guide-04.ts (steps in the same order);
// guides-build.mjs adds the last step, the photo for the teacher.
import * as d from '../guides-draw.mjs';
import { loop, note, wide } from '../guides-schematic.mjs';
import { joints, partTag } from '../guides-wiring.mjs';

const { C, label } = d;

function legs(sw = 1) {
  let b = '';
  for (const y of [-30, 0, 30]) {
    b += d.path(`M-30 ${y}L-70 ${y - 10 * sw}L-86 ${y + 24}`, { color: '#90a4ae', w: 5 });
    b += d.path(`M30 ${y}L70 ${y - 10 * sw}L86 ${y + 24}`, { color: '#90a4ae', w: 5 });
  }
  return b;
}
/**
 * Bug seen from above, head up.
 * @param {number} x
 * @param {number} y
 */
function bug(x, y, { s = 1, shake = false } = {}) {
  let b = legs();
  b += `<ellipse cx="0" cy="0" rx="52" ry="62" fill="#2e7d32" stroke="${C.ink}" stroke-width="3"/>`;
  b += d.circle(0, 8, 32, { fill: '#333', sw: 2 }) + d.circle(0, 8, 26, { fill: '#cfd8dc', sw: 2 }) + label(0, 16, '+', { size: 22, bold: true, halo: false });
  b += d.rect(-22, -84, 44, 30, { fill: C.metal, rx: 8 }) + `<path d="M-14 -84A14 14 0 0 1 14 -84Z" fill="#888" stroke="${C.ink}" stroke-width="2.5"/>`;
  b += d.path('M-12 -98Q-30 -130 -44 -128', { w: 3 }) + d.path('M12 -98Q30 -130 44 -128', { w: 3 });
  b += d.circle(-20, -62, 10, { fill: '#fff' }) + d.circle(-18, -62, 4, { fill: '#000', sw: 0 }) + d.circle(20, -62, 10, { fill: '#fff' }) + d.circle(22, -62, 4, { fill: '#000', sw: 0 });
  b += d.circle(0, 50, 10, { fill: C.red, sw: 2.5 });
  if (shake) for (const sx of [-1, 1]) b += d.path(`M${sx * 96} -60q${sx * 8} 8 0 16q${sx * -8} 8 0 16q${sx * 8} 8 0 16`, { color: C.orange, w: 4 });
  return d.at(x, y, b, { s });
}

// Жук-робот на вибромоторчике
export const card = { body: bug(240, 182, { s: 1.15, shake: true }) + d.arrow(380, 250, 380, 60, { color: C.blue }) };

export const steps = [
  {
    // step 1: Вибромоторчик с грузиком: грузик крутится и трясёт моторчик
    body:
      d.vibro(260, 120, { s: 2, shake: true }) +
      label(330, 60, 'грузик', { size: 22, bold: true }) + d.arrow(336, 68, 340, 96, { color: C.blue, w: 4 }) +
      label(240, 230, 'грузик стоит не по центру —', { size: 22, bold: true }) +
      label(240, 262, 'моторчик трясётся', { size: 22, bold: true, color: C.darkRed }),
  },
  {
    // step 2: Схема: GB1 CR2032, кнопка с фиксацией SA1, вибромоторчик M1
    ...wide(
      loop({ x1: 150, x2: 470, yT: 70, yB: 290, bat: { name: 'GB1', value: '3 В' }, top: [{ k: 'switch', name: 'SA1' }], right: [{ k: 'motor', name: 'M1' }] }) +
        note(360, ['+ → кнопка SA1 → вибромоторчик M1 → −', 'SA1 с фиксацией: нажал — включено']),
      410,
    ),
  },
  {
    // step 2: Скрепки разогнуты плоскогубцами в ножки с коленками
    body:
      d.path('M60 60h70a14 14 0 0 1 0 28h-60a10 10 0 0 1 0 -20h50', { color: '#90a4ae', w: 5 }) + label(100, 130, 'скрепка', { size: 20, bold: true }) +
      d.arrow(180, 80, 250, 80, { color: C.blue }) +
      d.path('M280 120L300 60H400L420 120', { color: '#90a4ae', w: 6 }) + label(350, 150, 'ножки ×3', { size: 22, bold: true }) +
      d.pliers(120, 240, { s: 0.9, r: -10 }) +
      label(360, 250, 'концы острые!', { size: 22, bold: true, color: C.darkRed }),
  },
  {
    // step 3: Провод от плюса держателя припаян к ножке кнопки с фиксацией
    body:
      d.coinHolder(110, 150, { s: 1.1 }) +
      d.wire([[34, 183], [34, 250], [250, 250], [250, 226]], { color: C.red }) +
      d.pushButton(260, 196, { s: 1.1 }) +
      joints([34, 183], [249, 229]) +
      partTag(110, 80, 'GB1', { size: 22 }) + partTag(300, 150, 'SA1', { size: 22 }) +
      label(110, 290, 'провод: «+» → SA1', { size: 20, bold: true, color: C.darkRed }) +
      label(380, 110, 'нажал — вкл.\nещё раз — выкл.', { size: 20, bold: true }),
  },
  {
    // step 4: Провода моторчика: один к кнопке, другой к минусу держателя
    body:
      d.coinHolder(110, 150, { s: 1.1 }) +
      d.wire([[34, 183], [34, 250], [250, 250], [250, 226]], { color: C.red }) +
      d.pushButton(260, 196, { s: 1.1 }) +
      d.vibro(400, 90, { s: 1.2 }) +
      d.wire([[316, 83], [300, 83], [300, 260], [272, 260], [272, 230]], { color: C.red, w: 5 }) +
      d.wire([[316, 97], [316, 120], [186, 120], [186, 183]], { color: C.blue, w: 5 }) +
      joints([34, 183], [249, 229], [271, 229], [186, 183]) +
      partTag(400, 40, 'M1', { size: 22 }) + partTag(312, 162, 'SA1', { size: 22, anchor: 'start' }) +
      label(380, 200, 'к кнопке', { size: 20, bold: true }) +
      label(186, 100, '− держателя', { size: 20, bold: true, color: C.blue }),
  },
  {
    // step 5: Тело жука: держатель с батарейкой, снизу приклеены ножки, спереди моторчик с грузиком
    body: bug(170, 160, { s: 1.1 }) + d.glueGun(300, 210, { s: 0.8, r: -20 }) + d.warn(300, 40, 'горячо!') +
      label(330, 110, 'грузик\nсвободен!', { size: 20, bold: true, color: C.darkRed }),
  },
  {
    // step 6: Глазки-наклейки и усики из проволоки
    body: bug(240, 170, { s: 1.2 }) + label(90, 40, 'глазки', { size: 22, bold: true }) + d.arrow(110, 48, 206, 90, { color: C.blue, w: 4 }) +
      label(400, 40, 'усики', { size: 22, bold: true }) + d.arrow(390, 48, 300, 30, { color: C.blue, w: 4 }),
  },
  {
    // step 7: Тест 200 нажатий: кнопку нажимают 200 раз, жук каждый раз включается и выключается
    body:
      d.pushButton(140, 200, { s: 1.8, pressed: true }) + d.finger(140, 104, { s: 1.1 }) +
      d.rect(270, 70, 170, 100, { fill: '#263238', rx: 10 }) + label(355, 140, '200', { size: 52, bold: true, color: '#69f0ae', halo: false }) +
      label(355, 210, 'нажатий', { size: 24, bold: true }) + d.ok(355, 255),
  },
  {
    // step 8: Ножки отогнуты назад: жук бежит вперёд
    body:
      d.at(240, 150, d.path('M-120 0H120', { color: '#333', w: 0 }) +
        d.rect(-90, -40, 180, 40, { fill: '#2e7d32', rx: 16 }) + d.rect(50, -62, 40, 22, { fill: C.metal, rx: 6 }) +
        d.path('M-60 0L-80 50M0 0L-20 50M60 0L40 50', { color: '#90a4ae', w: 6 })) +
      d.line(40, 202, 440, 202, { w: 4 }) +
      d.arrow(300, 250, 420, 250, { color: C.blue }) + label(200, 258, 'бежит вперёд', { size: 22, bold: true }) +
      label(240, 60, 'ножки назад', { size: 22, bold: true }),
  },
];
