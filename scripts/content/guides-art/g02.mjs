// @ts-check
// Guide 2: Колесо фортуны (motor-driven prize wheel in a cardboard cube).
// The card and step drawings. Their alt texts, which become the SVG <title>s, live in
// src/content/projects.ts and src/content/guides/guide-02.ts (steps in the same order);
// guides-build.mjs adds the last step, the photo for the teacher.
import * as d from '../guides-draw.mjs';
import { loop, note, wide } from '../guides-schematic.mjs';
import { joints, partTag } from '../guides-wiring.mjs';

const { C, label } = d;
const SECT = [C.red, C.orange, C.yellow, C.green, C.blue, C.violet, C.pink];

/**
 * @param {number} x
 * @param {number} y
 * @param {number} r
 */
export function wheel7(x, y, r, { nums = true, spin = false } = {}) {
  let b = '';
  for (let i = 0; i < 7; i++) {
    const a1 = (i / 7) * Math.PI * 2 - Math.PI / 2;
    const a2 = ((i + 1) / 7) * Math.PI * 2 - Math.PI / 2;
    const p = (/** @type {number} */ a) => `${(Math.cos(a) * r).toFixed(1)} ${(Math.sin(a) * r).toFixed(1)}`;
    b += `<path d="M0 0L${p(a1)}A${r} ${r} 0 0 1 ${p(a2)}Z" fill="${SECT[i]}" stroke="${C.ink}" stroke-width="2.5"/>`;
    if (nums) {
      const am = (a1 + a2) / 2;
      b += label(Math.cos(am) * r * 0.66, Math.sin(am) * r * 0.66 + 7, String(i + 1), { size: Math.max(14, r * 0.28), bold: true });
    }
  }
  b += d.circle(0, 0, r, { fill: 'none', sw: 3.5 }) + d.circle(0, 0, 6, { fill: '#ddd', sw: 2 });
  if (spin) b += d.path(`M${r + 14} -20A${r + 14} ${r + 14} 0 0 1 ${r * 0.5} ${r + 6}`, { color: C.blue, w: 5 }) + `<path d="M${r * 0.5} ${r + 6}l14 -10l2 16z" fill="${C.blue}"/>`;
  return d.at(x, y, b);
}

/**
 * Cardboard cube in a simple oblique view; (x, y) is the front face's top-left corner.
 * @param {number} x
 * @param {number} y
 * @param {number} a
 */
export function cube(x, y, a, { hole = false } = {}) {
  const k = a * 0.4;
  let b = `<path d="M${x} ${y}l${k} ${-k}h${a}l${-k} ${k}Z" fill="#e6c48f" stroke="${C.ink}" stroke-width="3"/>`;
  b += `<path d="M${x + a} ${y}l${k} ${-k}v${a}l${-k} ${k}Z" fill="${C.cardDark}" stroke="${C.ink}" stroke-width="3"/>`;
  b += d.rect(x, y, a, a, { fill: C.card, rx: 2 });
  if (hole) b += d.circle(x + a / 2, y + a / 2, 6, { fill: '#333', sw: 2 });
  return b;
}

/**
 * @param {number} x
 * @param {number} y
 */
function pointer(x, y) {
  return `<path d="M${x - 14} ${y - 26}H${x + 14}L${x} ${y}Z" fill="#fff" stroke="${C.ink}" stroke-width="3"/>`;
}

function finished(spin = false) {
  return cube(150, 110, 170) + pointer(235, 112) + wheel7(235, 195, 78, { spin }) + d.at(368, 96, d.pushButton(0, 0, { s: 0.8 }), { r: -20 });
}

// Колесо фортуны из картона с моторчиком
export const card = { body: finished(true) + label(410, 270, 'Приз?', { size: 26, bold: true, color: C.darkRed }) };

export const steps = [
  {
    // step 1: Картон, размеченный на 7 квадратов 8 на 8 сантиметров, и линейка
    body: (() => {
      let b = d.cardboard(40, 40, 400, 200, { lines: false });
      const s = 80;
      for (let i = 0; i < 7; i++) {
        const cx = 60 + (i % 4) * (s + 12);
        const cy = 60 + Math.floor(i / 4) * (s + 14);
        b += d.rect(cx, cy, s, s, { fill: '#e6c48f', rx: 2, sw: 2.5 }) + label(cx + s / 2, cy + s / 2 + 8, String(i + 1), { size: 24, bold: true });
      }
      b += d.dim(60, 270, 140, 270, '8 см', { off: 18 });
      b += d.dim(340, 154, 340, 234, '8 см', { off: -46 });
      return b + label(340, 290, '7 квадратов', { size: 24, bold: true });
    })(),
  },
  {
    // step 2: Из шести квадратов склеен кубик, в передней стенке дырка для вала, сбоку дырка для кнопки
    body:
      cube(210, 100, 150, { hole: true }) +
      d.circle(393, 100, 8, { fill: '#333', sw: 2 }) +
      label(285, 284, 'дырка для вала', { size: 20, bold: true }) + d.arrow(285, 262, 285, 186, { color: C.blue, w: 4 }) +
      label(450, 30, 'для кнопки', { size: 20, bold: true, anchor: 'end' }) + d.arrow(430, 38, 398, 88, { color: C.blue, w: 4 }) +
      d.glueGun(120, 170, { s: 0.8, r: 30 }) + d.warn(40, 40, 'горячо!'),
  },
  {
    // step 3: Из седьмого квадрата вырезан круг диаметром 8 см, разделённый на 7 секторов примерно по 51 градусу
    body:
      d.rect(40, 50, 200, 200, { fill: '#e6c48f', rx: 2 }) + d.circle(140, 150, 100, { fill: 'none', color: C.darkRed, sw: 3 }) +
      d.dim(40, 270, 240, 270, '8 см', { off: 18 }) +
      wheel7(360, 150, 100) +
      d.path('M360 150L360 90', { color: '#000', w: 2 }) +
      label(400, 42, '≈ 51°', { size: 24, bold: true, color: C.darkRed }) +
      d.arrow(246, 150, 254, 150, { color: C.blue }),
  },
  {
    // step 4: Схема: батарея GB1 3 В, кнопка SB1, моторчик M1 в одном кольце
    ...wide(
      loop({ x1: 150, x2: 470, yT: 70, yB: 290, bat: { name: 'GB1', value: '3 В' }, top: [{ k: 'button', name: 'SB1' }], right: [{ k: 'motor', name: 'M1', value: '3 В' }] }) +
        note(360, ['+ → кнопка SB1 → моторчик M1 → −', 'GB1: 2 батарейки по 1,5 В = 3 В']),
      410,
    ),
  },
  {
    // step 5: К лепесткам моторчика припаяны красный и чёрный провода
    body:
      d.gearMotor(300, 150, { s: 1.6 }) + partTag(300, 60, 'M1 мотор с редуктором', { size: 22 }) +
      d.wire([[210, 128], [60, 128], [40, 100]], { color: C.red }) +
      d.wire([[210, 172], [60, 172], [40, 200]], { color: '#222' }) +
      joints([210, 128], [210, 172]) +
      d.circle(196, 112, 6, { fill: C.red, color: C.darkRed, sw: 2 }) +
      label(120, 112, 'красный', { size: 20, bold: true, color: C.darkRed }) +
      label(120, 210, 'чёрный', { size: 20, bold: true }) +
      label(300, 270, 'лепестки — 2 секунды!', { size: 22, bold: true, color: C.darkRed }),
  },
  {
    // step 6: Соединения: отсек → кнопка → моторчик → отсек
    ...wide(
      d.batteryBox(110, 200, { count: 2, wireLen: 30 }) + partTag(110, 130, 'GB1 3 В') +
        d.pushButton(330, 110, { s: 1.3 }) + partTag(330, 30, 'SB1') +
        d.gearMotor(520, 230, { r: 180, s: 1.1 }) + partTag(520, 150, 'M1') +
        d.wire([[200, 190], [250, 190], [250, 175], [317, 175], [317, 149]], { color: C.red }) +
        d.wire([[343, 149], [343, 175], [420, 175], [420, 215], [582, 215]], { color: C.red }) +
        d.wire([[200, 210], [250, 210], [250, 300], [600, 300], [600, 245], [582, 245]], { color: '#222' }) +
        joints([317, 149], [343, 149], [582, 215], [582, 245]) +
        d.rect(370, 290, 60, 22, { fill: '#333', rx: 4 }) + label(400, 340, 'скрутка + изолента', { size: 22, bold: true }) +
        label(150, 370, 'красный: «+» → SB1 → M1', { size: 22, bold: true, color: C.darkRed, anchor: 'start' }),
      390,
    ),
  },
  {
    // step 6: Нажатая кнопка: вал моторчика крутится
    body:
      d.tact(110, 160, { s: 1.6 }) + d.finger(110, 140, { s: 1.2 }) +
      d.gearMotor(300, 160, { s: 1.5, spin: true }) +
      label(320, 60, 'вал крутится!', { size: 24, bold: true, color: C.green }) +
      label(110, 270, 'нажми', { size: 24, bold: true }),
  },
  {
    // step 7: Моторчик приклеен внутри кубика, вал выходит через дырку, колесо надето на вал, сверху стрелка
    body:
      cube(40, 90, 150) + d.gearMotor(115, 165, { r: 90, s: 0.75 }) + d.rect(70, 120, 90, 90, { fill: 'none', color: '#555', sw: 2 }) +
      label(115, 280, 'моторчик внутри', { size: 20, bold: true }) +
      d.arrow(210, 160, 260, 160, { color: C.blue }) +
      cube(280, 110, 140) + pointer(350, 112) + wheel7(350, 180, 64) +
      label(410, 40, 'стрелка', { size: 20, bold: true }) + d.arrow(400, 48, 362, 92, { color: C.blue, w: 4 }) +
      label(350, 284, 'клей в центре', { size: 20, bold: true }),
  },
  {
    // step 8: Колесо крутится, пока кнопка нажата; отпусти — колесо остановится на призе
    body:
      finished(true) +
      d.finger(368, 60, { s: 0.9, r: -20 }) +
      label(80, 60, 'нажми', { size: 24, bold: true }) + label(80, 92, 'и отпусти', { size: 24, bold: true }) +
      label(75, 180, 'стрелка\nпокажет\nприз', { size: 22, bold: true, color: C.darkRed }),
  },
];

