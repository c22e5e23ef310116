// @ts-check
// Guide 1: Фонарик-брелок (LED keychain torch).
// The card and step drawings. Their alt texts, which become the SVG <title>s, live in
// src/content/projects.ts and src/content/guides/guide-01.ts (steps in the same order);
// guides-build.mjs adds the last step, the photo for the teacher.
import * as d from '../guides-draw.mjs';
import { ironSafety, soldering } from '../guides-common.mjs';
import { arrowTo, joints, partTag } from '../guides-wiring.mjs';
import { loop, note, wide } from '../guides-schematic.mjs';

const { C, label } = d;
const WL = '#e3f2fd'; // white LED tint

/**
 * The finished keychain: a cardboard body with the button on top, the LED in front and a split
 * key ring through a hole in its corner.
 * @param {number} x
 * @param {number} y
 */
function keychain(x, y, s = 1) {
  let b = d.rect(-50, -44, 110, 80, { fill: C.card, rx: 14 });
  b += d.circle(-36, -30, 6, { fill: C.bg, sw: 2 });
  // split ring: two turns of flat steel wire, a little apart, through the hole
  b += `<circle cx="-56" cy="-50" r="26" fill="none" stroke="#6b7178" stroke-width="8"/>`;
  b += `<circle cx="-56" cy="-50" r="26" fill="none" stroke="#cfd8dc" stroke-width="4"/>`;
  b += `<path d="M-78 -36A26 26 0 0 1 -34 -66" fill="none" stroke="#eceff1" stroke-width="2"/>`;
  // a key on the ring, so it reads as a key ring
  b += `<g transform="translate(-82 -60) rotate(-150)"><circle cx="0" cy="0" r="11" fill="#f2c94c" stroke="${C.ink}" stroke-width="2.5"/><circle cx="0" cy="0" r="4" fill="${C.bg}" stroke="${C.ink}" stroke-width="1.5"/><path d="M10 -3H46V3H42V9H37V3H32V8H27V3H10Z" fill="#f2c94c" stroke="${C.ink}" stroke-width="2.5" stroke-linejoin="round"/></g>`;
  b += d.pushButton(4, -44, { cap: C.red, s: 0.6 });
  b += d.at(60, -4, d.led(0, 0, { color: WL, lit: true, legs: false }), { r: 90 });
  return d.at(x, y, b, { s });
}

// positions of the wiring pictures (640 × 400)
const HOLDER = { x: 120, y: 150 };
const BUTTON = { x: 330, y: 120 };
const LED = { x: 520, y: 150 };
/** Pin ends, from the part drawings' geometry. */
const PIN = {
  plus: [HOLDER.x - 70, HOLDER.y + 30],
  minus: [HOLDER.x + 70, HOLDER.y + 30],
  swA: [BUTTON.x - 32, BUTTON.y - 14], // top left
  swB: [BUTTON.x + 32, BUTTON.y + 14], // bottom right (diagonal to A)
  ledLong: [LED.x - 8, LED.y + 62],
  ledShort: [LED.x + 8, LED.y + 44],
};

/** @param {{ black?: boolean }} [o] */
function wiring({ black = false } = {}) {
  let b = d.coinHolder(HOLDER.x, HOLDER.y, { withCell: false }) + partTag(HOLDER.x, HOLDER.y - 62, 'GB1 держатель');
  b += d.tact(BUTTON.x, BUTTON.y, { s: 1.3 }) + partTag(BUTTON.x, BUTTON.y - 52, 'SB1');
  b += d.led(LED.x, LED.y, { color: WL }) + partTag(LED.x, LED.y - 68, 'HL1');
  // the diagonal legs of the button are the ones to use
  b += d.circle(PIN.swA[0] ?? 0, PIN.swA[1] ?? 0, 9, { fill: 'none', color: C.orange, sw: 4 });
  b += d.circle(PIN.swB[0] ?? 0, PIN.swB[1] ?? 0, 9, { fill: 'none', color: C.orange, sw: 4 });
  // red: holder + → button top-left leg
  b += d.wire([[PIN.plus[0] ?? 0, PIN.plus[1] ?? 0], [50, 290], [230, 290], [230, 60], [PIN.swA[0] ?? 0, 60], [PIN.swA[0] ?? 0, PIN.swA[1] ?? 0]], { color: C.red, w: 6 });
  // blue: button bottom-right leg → LED long leg (red stays plus, black minus)
  b += d.wire([[PIN.swB[0] ?? 0, PIN.swB[1] ?? 0], [PIN.swB[0] ?? 0, 250], [PIN.ledLong[0] ?? 0, 250], [PIN.ledLong[0] ?? 0, PIN.ledLong[1] ?? 0]], { color: C.blue, w: 6 });
  b += joints(PIN.plus, PIN.swA, PIN.swB, PIN.ledLong);
  if (black) {
    b += d.wire([[PIN.ledShort[0] ?? 0, PIN.ledShort[1] ?? 0], [600, PIN.ledShort[1] ?? 0], [600, 340], [PIN.minus[0] ?? 0, 340], [PIN.minus[0] ?? 0, PIN.minus[1] ?? 0]], { color: C.black, w: 6 });
    b += joints(PIN.ledShort, PIN.minus);
  }
  return b;
}

export const card = {
  // Фонарик-брелок: светящийся брелок с кнопкой
  body: keychain(240, 170, 1.5) + d.coin(410, 220, { rr: 30 }) + label(410, 276, 'CR2032', { size: 20, bold: true }),
};

export const steps = [
  {
    // step 1: Детали: светодиод с длинной и короткой ножкой, батарейка-таблетка 3 В, держатель со скобой и кнопка с 4 ножками
    body:
      d.led(60, 110, { color: WL, s: 1.15 }) +
      label(64, 30, 'светодиод', { size: 19, bold: true }) +
      label(120, 240, 'длинная = +\nкороткая = −', { size: 19, bold: true, anchor: 'start' }) +
      d.arrow(116, 236, 62, 196, { color: C.red, w: 3 }) +
      d.coin(210, 80, { rr: 40 }) + label(210, 150, 'CR2032, 3 В', { size: 19, bold: true }) +
      d.coinHolder(370, 90, { withCell: false }) + label(370, 30, 'держатель', { size: 19, bold: true }) +
      label(300, 178, 'скоба = «+»', { size: 19, bold: true, color: C.darkRed, anchor: 'start' }) +
      d.tact(380, 238, { s: 0.95 }) + label(300, 290, 'кнопка, 4 ножки', { size: 19, bold: true, anchor: 'start' }),
  },
  {
    // step 2: Схема: батарейка GB1, кнопка SB1, светодиод HL1 в одном кольце
    ...wide(
      loop({
        x1: 150,
        x2: 470,
        yT: 70,
        yB: 290,
        bat: { name: 'GB1', value: '3 В' },
        top: [{ k: 'button', name: 'SB1' }],
        right: [{ k: 'led', name: 'HL1', value: 'белый' }],
      }) +
        arrowTo(300, 130, 380, 130, '') +
        note(360, ['+ → кнопка SB1 → светодиод HL1 → −', 'длинная ножка HL1 — к кнопке']),
      410,
    ),
  },
  {
    // step 3: Три провода длиной 7–8 см, концы зачищены на 5 мм
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
  // step 4: Безопасность: паяльник горячий, около 300 °C, всегда клади его в подставку, проветривай и мой руки
  { body: ironSafety() },
  {
    // step 5: Лужение: жало паяльника и припой касаются зачищенного конца провода
    body:
      d.wire([[40, 200], [240, 200]], { color: C.red, bare: 40 }) +
      soldering(226, 196, { s: 1.4 }) +
      label(340, 70, 'провод\nпокрыт\nприпоем', { size: 22, bold: true }) +
      d.arrow(320, 130, 236, 190, { color: C.blue, w: 4 }) +
      label(140, 260, '2–3 секунды', { size: 22, bold: true, color: C.darkRed }),
  },
  {
    // step 6: Красный провод от «+» держателя к левой верхней ножке кнопки, синий — от правой нижней к длинной ножке светодиода
    ...wide(
      wiring() +
        label(160, 384, 'красный: «+» → SB1', { size: 22, bold: true, color: C.darkRed }) +
        label(470, 384, 'синий: SB1 → HL1 +', { size: 22, bold: true, color: C.blue }),
      400,
    ),
  },
  {
    // step 7: Чёрный провод от короткой ножки светодиода к «−» держателя; цепь замкнута
    ...wide(wiring({ black: true }) + label(320, 384, 'чёрный: короткая ножка HL1 → «−»', { size: 22, bold: true }), 400),
  },
  {
    // step 8: Батарейка вставлена плюсом вверх, палец нажимает кнопку, светодиод светится
    body:
      d.coinHolder(100, 140, { s: 1.3 }) +
      label(100, 250, '«+» вверх', { size: 24, bold: true, color: C.red }) +
      d.tact(270, 190, { s: 1.4 }) + d.finger(270, 176, { s: 1 }) +
      d.led(400, 150, { color: WL, lit: true, s: 1.2 }) +
      label(400, 280, 'светит!', { size: 24, bold: true, color: C.green }),
  },
  {
    // step 9: Термоклей: детали приклеены к корпусу, кольцо для ключей продето в дырочку корпуса
    body:
      keychain(340, 180, 1.2) +
      d.glueGun(110, 130, { s: 0.9, r: 20 }) +
      d.warn(40, 40, 'носик горячий!') +
      label(340, 290, 'готовый брелок', { size: 22, bold: true }),
  },
];
