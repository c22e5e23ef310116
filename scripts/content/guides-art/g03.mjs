// @ts-check
// Guide 3: Игра «Не касайся» (buzz-wire game).
// The card and step drawings. Their alt texts, which become the SVG <title>s, live in
// src/content/projects.ts and src/content/guides/guide-03.ts (steps in the same order);
// guides-build.mjs adds the last step, the photo for the teacher.
import * as d from '../guides-draw.mjs';
import { rails } from '../schematic-symbols.mjs';
import { note, wide } from '../guides-schematic.mjs';
import { joints, partTag } from '../guides-wiring.mjs';

const { C, label } = d;

/**
 * @param {number} x1
 * @param {number} x2
 * @param {number} y
 * @param {number} amp
 */
function wavePath(x1, x2, y, amp, waves = 3) {
  const step = (x2 - x1) / (waves * 2);
  let p = `M${x1} ${y}`;
  for (let i = 0; i < waves * 2; i++) p += `q${step / 2} ${i % 2 ? amp * 2 : -amp * 2} ${step} 0`;
  return p;
}
/**
 * @param {number} x1
 * @param {number} x2
 * @param {number} y
 * @param {number} amp
 */
function wave(x1, x2, y, amp, { posts = true, tape = false } = {}) {
  let b = '';
  if (posts) b += d.line(x1, y, x1, y + 70, { color: C.copper, w: 6 }) + d.line(x2, y, x2, y + 70, { color: C.copper, w: 6 });
  b += d.path(wavePath(x1, x2, y, amp), { color: '#8d6e63', w: 9 }) + d.path(wavePath(x1, x2, y, amp), { color: C.copper, w: 6 });
  if (tape) b += d.rect(x1 - 6, y - 10, 30, 20, { fill: '#1e88e5', rx: 3, sw: 2 }) + d.rect(x2 - 24, y - 10, 30, 20, { fill: '#1e88e5', rx: 3, sw: 2 });
  return b;
}
/**
 * @param {number} x
 * @param {number} y
 */
function handle(x, y, { s = 1, r = 0 } = {}) {
  const b = `<ellipse cx="0" cy="0" rx="12" ry="22" fill="none" stroke="${C.metal}" stroke-width="6"/>` + d.line(0, 22, 0, 50, { color: C.metal, w: 6 }) + d.rect(-12, 50, 24, 80, { fill: C.red, rx: 8 });
  return d.at(x, y, b, { s, r });
}
/**
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 */
function box(x, y, w, h) {
  return d.rect(x, y, w, h, { fill: C.card, rx: 6 }) + d.line(x, y + 16, x + w, y + 16, { color: C.cardDark, w: 2 });
}

function finished(hx = 250, hr = 20) {
  return box(40, 200, 400, 70) + wave(70, 410, 120, 40, { tape: true }) + handle(hx, 122, { r: hr }) +
    d.led(380, 220, { color: C.red, legs: false, lit: false }) + d.buzzer(110, 236, { s: 0.7 });
}

// Игра «Не касайся»: проволочная змейка и кольцо на ручке
export const card = { body: finished() };

export const steps = [
  {
    // step 1: Кольцо коснулось проволоки: цепь замкнулась, пищалка пищит, светодиод горит
    body:
      wave(40, 300, 130, 40, { posts: false }) + handle(172, 126, { r: 10, s: 1.1 }) +
      `<path d="M160 100l-10 -14l14 4l0 -16l8 14" fill="none" stroke="${C.orange}" stroke-width="4"/>` +
      d.buzzer(380, 100, { sound: true }) + d.led(400, 240, { color: C.red, lit: true, legs: false }) +
      label(170, 270, 'касание = сигнал!', { size: 24, bold: true, color: C.darkRed }),
  },
  {
    // step 2: Схема: GB1, контакт X1 (змейка и кольцо), R1 + HL1 и HA1 параллельно
    ...wide(
      rails({
        xL: 120,
        yT: 90,
        yB: 330,
        bat: { name: 'GB1', value: '3 В' },
        top: [{ k: 'contacts', name: 'X1', value: 'змейка–кольцо', side: 'above' }],
        cols: [
          { x: 380, parts: [{ k: 'resistor', name: 'R1', value: '100 Ом', side: 'left' }, { k: 'led', name: 'HL1', side: 'left' }] },
          { x: 540, parts: [{ k: 'buzzer', name: 'HA1', side: 'left' }] },
        ],
      }) + note(390, ['касание кольца замыкает X1:', 'горит HL1 и пищит HA1']),
      440,
    ),
  },
  {
    // step 2: Прямая проволока длиной 40 см изогнута плоскогубцами в змейку
    body:
      d.line(40, 60, 440, 60, { color: C.copper, w: 6 }) + d.dim(40, 34, 440, 34, '40 см', { off: -4 }) +
      d.arrow(240, 80, 240, 120, { color: C.blue }) +
      wave(80, 400, 180, 40) +
      d.pliers(80, 270, { s: 0.8, r: -10 }) + label(330, 290, 'плоскогубцы', { size: 20, bold: true }),
  },
  {
    // step 3: Сначала кольцо ручки надевают на змейку, и только потом закрепляют её концы
    body:
      wave(60, 420, 120, 36) + handle(150, 118, { r: 0, s: 1.1 }) +
      d.arrow(60, 230, 130, 160, { color: C.blue }) +
      label(320, 250, 'сначала надень\nкольцо!', { size: 24, bold: true, color: C.darkRed }) +
      d.dim(214, 90, 214, 146, '≈ 2 см', { off: -44, size: 20 }),
  },
  {
    // step 4: Концы змейки обмотаны изолентой: там старт и финиш
    body:
      wave(60, 420, 130, 36, { tape: true }) +
      label(70, 240, 'старт', { size: 24, bold: true, color: C.blue }) + d.arrow(70, 216, 70, 150, { color: C.blue, w: 4 }) +
      label(410, 240, 'финиш', { size: 24, bold: true, color: C.blue }) + d.arrow(410, 216, 410, 150, { color: C.blue, w: 4 }) +
      label(240, 60, 'изолента', { size: 24, bold: true }),
  },
  {
    // step 5: Резистор 100 Ом припаян к длинной ножке светодиода; рядом зуммер, у которого длинная ножка плюс
    body:
      d.led(110, 120, { color: C.red, s: 1.1 }) +
      d.resistor(101, 232, { ohms: 100, r: 90, len: 80, s: 1 }) +
      label(190, 236, '100 Ом', { size: 22, bold: true }) +
      d.buzzer(330, 110, { s: 1.2, text: '' }) + label(330, 50, 'зуммер', { size: 22, bold: true }) +
      label(330, 206, 'длинная ножка = +', { size: 20, bold: true, color: C.red }) +
      label(250, 286, '(3 В − 2 В) : 100 Ом = 0,01 А', { size: 20, bold: true, color: C.darkRed }),
  },
  {
    // step 7: Соединения: отсек → змейка; кольцо → R1 и плюс зуммера; минусы → чёрный провод отсека
    ...wide(
      d.batteryBox(100, 330, { count: 2, wireLen: 30 }) + partTag(100, 262, 'GB1 3 В') +
        d.path(wavePath(150, 330, 90, 22, 2), { color: '#8d6e63', w: 9 }) + d.path(wavePath(150, 330, 90, 22, 2), { color: C.copper, w: 6 }) +
        d.line(150, 90, 150, 170, { color: C.copper, w: 6 }) + d.line(330, 90, 330, 170, { color: C.copper, w: 6 }) +
        partTag(240, 40, 'змейка') + handle(250, 92, { s: 0.8, r: -30 }) + partTag(206, 150, 'кольцо', { size: 22 }) +
        d.led(470, 120, { color: C.red }) + partTag(470, 46, 'HL1') +
        d.resistor(462, 246, { ohms: 100, r: 90, len: 70, s: 1 }) + partTag(438, 252, 'R1', { size: 22, anchor: 'end' }) +
        d.buzzer(580, 150, { s: 0.9 }) + partTag(580, 100, 'HA1') +
        d.wire([[160, 320], [190, 320], [190, 170], [150, 170]], { color: C.red }) +
        d.wire([[300, 178], [300, 300], [462, 300], [462, 281]], { color: C.blue }) +
        d.wire([[462, 300], [573, 300], [573, 202]], { color: C.blue }) +
        d.wire([[478, 164], [520, 164], [520, 370], [160, 370], [160, 340]], { color: '#222' }) +
        d.wire([[587, 193], [610, 193], [610, 370], [520, 370]], { color: '#222' }) +
        joints([150, 170], [462, 281], [573, 202], [462, 182], [478, 164], [587, 193], [462, 300], [520, 370]) +
        label(330, 404, 'красный → змейка · синий: кольцо → R1 и «+» HA1', { size: 20, bold: true }),
      420,
    ),
  },
  {
    // step 7: Концы змейки вставлены в коробку-основу и приклеены термоклеем, внутри батареи и пищалка
    body: finished() + d.glueGun(40, 60, { s: 0.7, r: 40 }) + d.warn(300, 40, 'горячо!'),
  },
  {
    // step 8: Проверка: кольцо касается змейки, пищалка пищит и светодиод горит
    body:
      finished(212, -10) +
      d.buzzer(110, 236, { s: 0.7, sound: true }) + d.led(380, 220, { color: C.red, legs: false, lit: true }) +
      label(240, 40, 'би-и-ип!', { size: 28, bold: true, color: C.darkRed }),
  },
];
