// @ts-check
// Guide 14: Игра «Лабиринт» (hexagonal marble maze with contact jumpers).
// The card and step drawings. Their alt texts, which become the SVG <title>s, live in
// src/content/projects.ts and src/content/guides/guide-14.ts (steps in the same order);
// guides-build.mjs adds the last step, the photo for the teacher.
import * as d from '../guides-draw.mjs';

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
      b += d.dim(60, 180, 125, 180, '6,5 см', { off: 16, size: 18 }) + d.dim(46, 40, 46, 70, '3 см', { off: 26, size: 16 });
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
  {
    // step 6: Схема: одна перемычка каждой пары к плюсу, вторые перемычки ловушек к красному светодиоду и зуммеру, финиша к зелёному светодиоду
    body:
      d.sBat(50, 150, '') + label(40, 196, '3 В', { size: 18, bold: true, anchor: 'middle' }) +
      d.sLine([[50, 144], [50, 40], [330, 40]]) +
      [110, 170, 230].map((x) => d.sLine([[x, 40], [x, 66]]) + d.at(x, 90, d.sSwitch(0, 0), { r: 90 }) + d.sLine([[x, 114], [x, 140], [330, 140]]) + d.sDot(x, 40)).join('') +
      label(170, 32, 'ловушки ×3', { size: 16, bold: true, color: C.red }) +
      d.sLine([[330, 40], [420, 40], [420, 66]]) + d.at(420, 90, d.sSwitch(0, 0), { r: 90 }) + label(420, 30, 'финиш', { size: 16, bold: true, color: C.green }) +
      d.sLine([[330, 140], [330, 150]]) + d.sRes(300, 180, '', { v: true }) + d.sLine([[300, 150], [360, 150]]) + d.sLine([[300, 150], [300, 156]]) + d.sLine([[300, 204], [300, 214]]) + d.sLed(300, 224) +
      d.sLine([[360, 150], [360, 200]]) + d.sBuzzer(360, 216) +
      d.sLine([[420, 114], [420, 156]]) + d.sRes(420, 180, '', { v: true }) + d.sLine([[420, 204], [420, 214]]) + d.sLed(420, 224, { color: C.green }) +
      d.sLine([[300, 236], [300, 268]]) + d.sLine([[360, 232], [360, 268]]) + d.sLine([[420, 236], [420, 268]]) + d.sLine([[50, 156], [50, 268], [420, 268]]) +
      label(256, 186, '100', { size: 16, bold: true }) + label(458, 186, '100', { size: 16, bold: true }),
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
