// @ts-check
// Guide 14: Игра «Лабиринт» (hexagonal marble maze with contact jumpers).
// The card and step drawings. Their alt texts, which become the SVG <title>s, live in
// src/content/projects.ts and src/content/guides/guide-14.ts (steps in the same order);
// guides-build.mjs adds the last step, the photo for the teacher.
import * as d from '../guides-draw.mjs';
import { dot, part, text, wide, wire } from '../guides-schematic.mjs';
import { joints, partTag } from '../guides-wiring.mjs';

const { C, label } = d;

/**
 * @param {number} r
 * @returns {[number, number][]}
 */
function hexPts(r) {
  return Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i;
    return [Math.cos(a) * r, Math.sin(a) * r];
  });
}
/**
 * @param {number} r
 */
function hexPath(r) {
  return hexPts(r).map((p, i) => `${i ? 'L' : 'M'}${p[0].toFixed(1)} ${p[1].toFixed(1)}`).join('') + 'Z';
}
/**
 * @param {number} x
 * @param {number} y
 */
function pair(x, y, { color = C.red, s = 1 } = {}) {
  const b = d.rect(-16, -14, 32, 28, { fill: color, rx: 4, sw: 0, color }) + d.line(-12, -5, 12, -5, { color: '#cfd8dc', w: 4 }) + d.line(-12, 5, 12, 5, { color: '#cfd8dc', w: 4 });
  return d.at(x, y, `<g opacity="0.95">${b}</g>`, { s });
}
/**
 * Top view of the maze; r = hexagon radius (= side).
 * @param {number} x
 * @param {number} y
 * @param {{ r?: number, ball?: readonly [number, number], walls?: boolean }} [o]
 */
export function maze(x, y, { r = 120, ball = [-60, 20], walls = true } = {}) {
  let b = `<path d="${hexPath(r + 10)}" fill="${C.cardDark}" stroke="${C.ink}" stroke-width="3"/>`;
  b += `<path d="${hexPath(r)}" fill="#fff3e0" stroke="${C.ink}" stroke-width="3"/>`;
  if (walls) {
    const k = r / 120;
    const ws = ['M-80 -40H20', 'M40 -90V-20', 'M-40 10V70', 'M-10 40H80', 'M60 -10L90 -40', 'M-100 40H-60', 'M10 70V100'];
    b += ws.map((w) => d.path(w.replace(/-?\d+/g, (m) => String(Math.round(Number(m) * k))), { color: C.cardDark, w: 8 })).join('');
  }
  b += pair(-20 * (r / 120), -70 * (r / 120)) + pair(70 * (r / 120), 20 * (r / 120)) + pair(-90 * (r / 120), 0) + pair(40 * (r / 120), 80 * (r / 120), { color: C.green });
  b += d.circle(ball[0] * (r / 120), ball[1] * (r / 120), 10 * (r / 120), { fill: '#b0bec5', sw: 2.5 }) + d.circle(ball[0] * (r / 120) - 3, ball[1] * (r / 120) - 3, 3, { fill: '#fff', sw: 0, color: '#fff' });
  return d.at(x, y, b);
}

// Игра «Лабиринт»: шестиугольная коробка, шарик, ловушки и финиш
export const card = { body: maze(200, 150, { r: 125 }) + d.led(400, 140, { color: C.green, lit: true, legs: false }) + label(400, 240, 'Финиш!', { size: 24, bold: true, color: C.green }) };

/** Three traps in parallel light HL1 (through R1) and sound HA1; the finish lights HL2 (through R2). */
function schematic() {
  const yT = 60;
  const yB = 430;
  let s = part('battery', [50, 200], [50, 300], { name: 'GB1', value: '3 В', side: 'right' });
  s += wire([50, 200], [50, yT], [500, yT]) + wire([50, 300], [50, yB], [560, yB]);
  // the traps X1–X3, side by side, to one node
  [170, 260, 350].forEach((x, i) => {
    s += dot(x, yT) + part('contacts', [x, yT], [x, 160], { name: `X${i + 1}`, side: 'right' }) + wire([x, 160], [x, 190]);
  });
  s += wire([170, 190], [400, 190]) + dot(260, 190) + dot(350, 190) + text(260, 225, 'ловушки', { size: 22, weight: 'bold' });
  s += part('resistor', [300, 190], [300, 300], { name: 'R1', value: '100 Ом', side: 'left' }).replace('', '') + dot(300, 190);
  s += part('led', [300, 300], [300, 380], { name: 'HL1', side: 'left' }) + wire([300, 380], [300, yB]) + dot(300, yB);
  s += part('buzzer', [400, 190], [400, 380], { name: 'HA1', side: 'right' }) + wire([400, 380], [400, yB]) + dot(400, yB);
  // the finish X4 → R2 → HL2
  s += part('contacts', [560, yT], [560, 160], { name: 'X4', side: 'left' }) + wire([500, yT], [560, yT]) + text(560, 40, 'финиш', { size: 22, weight: 'bold' });
  s += part('resistor', [560, 160], [560, 290], { name: 'R2', value: '100 Ом', side: 'left' }) + part('led', [560, 290], [560, 380], { name: 'HL2', side: 'left' }) + wire([560, 380], [560, yB]);
  return wide(s, 460);
}

/** The maze from below: one plate of each pair to «+», the other plates to the LEDs and the buzzer. */
function underside() {
  let s = d.rect(20, 20, 420, 300, { fill: '#d7b27a', rx: 10 }) + label(230, 50, 'вид снизу', { size: 22, bold: true });
  /** @type {[number, number, string][]} */
  const pairs = [[90, 110, 'X1'], [230, 110, 'X2'], [370, 110, 'X3'], [230, 250, 'X4']];
  for (const [x, y, name] of pairs) {
    s += d.line(x - 36, y - 10, x + 36, y - 10, { color: '#90a4ae', w: 6 }) + d.line(x - 36, y + 10, x + 36, y + 10, { color: '#90a4ae', w: 6 });
    // between the plates and the orange wire under them, so no wire hides the name
    s += partTag(x, name === 'X4' ? y + 44 : y + 31, name, { size: 22, color: name === 'X4' ? '#2e7d32' : C.darkRed });
  }
  // «+» to the upper plate of every pair
  s += d.wire([[54, 100], [40, 100], [40, 190], [194, 190], [194, 240]], { color: C.red, w: 5 }) + d.wire([[40, 100], [40, 76], [194, 76], [194, 100]], { color: C.red, w: 5 }) + d.wire([[194, 76], [334, 76], [334, 100]], { color: C.red, w: 5 });
  s += d.wire([[40, 190], [10, 190]], { color: C.red, w: 5 }) + label(10, 216, '+', { size: 26, bold: true, color: C.red, anchor: 'start' });
  // trap plates together → HA1 «+» and R1
  s += d.wire([[126, 120], [150, 120], [150, 150], [290, 150], [290, 120], [266, 120]], { color: C.orange, w: 5 }) + d.wire([[290, 150], [420, 150], [420, 120], [406, 120]], { color: C.orange, w: 5 });
  s += d.wire([[420, 150], [534, 150], [534, 141]], { color: C.orange, w: 5 }) + d.wire([[468, 150], [468, 230]], { color: C.orange, w: 5 });
  s += d.buzzer(540, 100, { s: 0.7 }) + partTag(540, 60, 'HA1', { size: 22 });
  // HL1 ends left of the «−» line, its cathode wire passes under it: no wire crosses the LED
  s += d.resistor(500, 230, { ohms: 100, len: 80, s: 0.8 }) + partTag(500, 210, 'R1', { size: 22 });
  s += d.line(532, 230, 539, 224, { color: '#777', w: 3 }) + d.led(578, 230, { color: C.red, s: 0.7, marks: false, r: 90, legLong: 56 }) + partTag(590, 290, 'HL1', { size: 22 });
  // finish plate → R2 → HL2
  s += d.wire([[266, 260], [300, 260], [300, 370], [396, 370]], { color: C.green, w: 5 });
  s += d.resistor(440, 370, { ohms: 100, len: 110, s: 0.8 }) + partTag(440, 350, 'R2', { size: 22 });
  s += d.line(484, 370, 497, 364, { color: '#777', w: 3 }) + d.led(540, 370, { color: C.green, s: 0.7, marks: false, r: 90 }) + partTag(520, 420, 'HL2', { size: 22 });
  // the minuses: HA1, HL1, HL2 → «−»
  s += d.wire([[546, 134], [625, 134], [625, 450], [10, 450]], { color: C.blue, w: 5 }) + d.wire([[547, 236], [547, 256], [625, 256]], { color: C.blue, w: 5 }) + d.wire([[509, 376], [509, 400], [625, 400]], { color: C.blue, w: 5 });
  s += label(14, 440, '−', { size: 28, bold: true, color: C.blue, anchor: 'start' });
  s += joints([54, 100], [194, 100], [334, 100], [194, 240], [126, 120], [266, 120], [406, 120], [266, 260], [534, 141], [546, 134], [547, 236], [509, 376]);
  s += label(320, 486, '«+» и «−» — провода отсека GB1', { size: 22, bold: true });
  return { body: s, w: 640, h: 505 };
}

export const steps = [
  {
    // step 1: Лабиринт сверху: шарик, три красные ловушки и зелёный финиш, в каждом месте пара перемычек
    body:
      maze(170, 150, { r: 120 }) +
      label(390, 80, 'ловушка', { size: 22, bold: true, color: C.red }) + label(390, 140, 'финиш', { size: 22, bold: true, color: C.green }) +
      label(390, 200, 'шарик', { size: 22, bold: true }) + label(390, 250, '4 места ×\n2 перемычки', { size: 18, bold: true }),
  },
  {
    // step 2: Основа-шестиугольник: циркулем радиусом 6,5 см проведена окружность и отмечены 6 точек
    body: (() => {
      let b = d.circle(170, 150, 120, { fill: 'none', color: '#90a4ae', sw: 2 }) + `<path d="${hexPath(120)}" transform="translate(170 150)" fill="${C.card}" stroke="${C.ink}" stroke-width="3"/>`;
      hexPts(120).forEach(([px, py]) => {
        b += d.circle(170 + px, 150 + py, 6, { fill: C.red, sw: 2 });
      });
      b += d.dim(230, 46, 290, 150, '6,5 см', { off: 40 });
      return b + label(400, 230, 'сторона =\nрадиус', { size: 22, bold: true }) + label(400, 60, 'циркуль', { size: 20, bold: true });
    })(),
  },
  {
    // step 3: Шесть боковинок шириной 6,5 см и высотой 3 см приклеены по краям основы
    body: (() => {
      let b = '';
      for (let i = 0; i < 6; i++) b += d.rect(60 + (i % 3) * 80, 40 + Math.floor(i / 3) * 70, 65, 30, { fill: C.card, rx: 1 });
      b += d.dim(60, 180, 125, 180, '6,5 см', { off: 16, size: 18 }) + d.dim(52, 40, 52, 70, '3 см', { off: 24, size: 16 });
      b += `<path d="${hexPath(70)}" transform="translate(380 120)" fill="#fff3e0" stroke="${C.cardDark}" stroke-width="12"/>`;
      return b + label(170, 250, '6 боковинок', { size: 22, bold: true }) + d.warn(330, 250, 'горячо!');
    })(),
  },
  {
    // step 4: Стенки лабиринта из картонных полосок; проход в полтора раза шире шарика
    body: maze(170, 150, { r: 120 }) + d.dim(300, 120, 300, 160, '1,5 см', { off: -50, size: 20 }) +
      label(390, 240, 'проход шире\nшарика', { size: 20, bold: true }),
  },
  {
    // step 5: Пара перемычек из лужёной проволоки с зазором 3 мм, меньше шарика; концы проходят сквозь основу
    body:
      d.rect(40, 180, 400, 40, { fill: C.card, rx: 2 }) +
      d.line(140, 170, 340, 170, { color: '#90a4ae', w: 6 }) + d.line(140, 150, 340, 150, { color: '#90a4ae', w: 6 }) +
      d.line(140, 150, 140, 250, { color: '#90a4ae', w: 4 }) + d.line(340, 170, 340, 250, { color: '#90a4ae', w: 4 }) +
      d.circle(240, 130, 26, { fill: '#b0bec5', sw: 3 }) + d.dim(380, 150, 380, 170, '3 мм', { off: -44, size: 18 }) +
      label(240, 60, '8 перемычек = 4 пары', { size: 24, bold: true }) + label(240, 286, 'концы — вниз, сквозь картон', { size: 20, bold: true }),
  },
  // step 6: Схема
  schematic(),
  {
    // step 7: Вид снизу: перемычки, провода, резисторы, светодиоды и зуммер
    ...underside(),
  },
  {
    // step 7: Проверка: шарик лежит на финишной паре, горит зелёный светодиод
    body: d.rect(60, 150, 200, 40, { fill: C.card, rx: 2 }) + d.line(90, 146, 230, 146, { color: '#90a4ae', w: 6 }) + d.circle(160, 124, 24, { fill: '#b0bec5', sw: 3 }) +
      d.led(370, 150, { color: C.green, lit: true }) + label(240, 270, 'контакт есть!', { size: 24, bold: true, color: C.green }),
  },
  {
    // step 8: Игра: наклоняй лабиринт, веди шарик к финишу мимо ловушек
    body: d.at(200, 150, maze(0, 0, { r: 115, ball: [20, 60] }), { r: -8 }) + d.path('M390 60A80 80 0 0 1 390 240', { color: C.blue, w: 5 }) + `<path d="M390 240l-14 -2l8 -12z" fill="${C.blue}"/>` +
      label(420, 150, 'наклоняй', { size: 20, bold: true }),
  },
];
