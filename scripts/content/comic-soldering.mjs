// @ts-check
// 8-page comic «Робик учит паять»: a pupil (Аня) and a friendly robot (Робик) solder an LED
// to wires; the safety rules are part of the story.
// Run: node scripts/content/comic-soldering.mjs  (writes public/content/soldering/comic-01.svg … comic-08.svg)
// The character and prop drawings are exported for the video generator too.
import { ACCENT, BLUE, GREEN, INK, LEG, PAPER, PART_RED, WIRE_RED, isMain, scriptName, svgDoc, text as t, wrap, writeGenerated } from './svg-core.mjs';

export const W = 600;
export const H = 860;
const FS = 25;

/**
 * Speech bubble with a tail pointing at (tx, ty).
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {string} str
 * @param {number} tx
 * @param {number} ty
 * @param {{ size?: number, fill?: string, weight?: string }} [o]
 */
export function bubble(x, y, w, str, tx, ty, o = {}) {
  const size = o.size ?? FS;
  const maxChars = Math.floor((w - 28) / (size * 0.58));
  const ls = wrap(str, maxChars);
  const hh = ls.length * size * 1.22 + 22;
  const fill = o.fill ?? '#ffffff';
  const bx = Math.min(Math.max(tx, x + 30), x + w - 30);
  const by = ty < y ? y : y + hh;
  const tail = `<polygon points="${bx - 14},${by} ${bx + 14},${by} ${tx},${ty}" fill="${fill}" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/>`;
  let s = tail + `<rect x="${x}" y="${y}" width="${w}" height="${hh}" rx="18" fill="${fill}" stroke="${INK}" stroke-width="3"/>`;
  s += `<rect x="${bx - 12}" y="${by - (ty < y ? -2 : 4)}" width="24" height="6" fill="${fill}"/>`;
  ls.forEach((l, i) => {
    s += t(x + w / 2, y + 14 + size + i * size * 1.22 - 4, l, { size, weight: o.weight });
  });
  return s;
}

/**
 * Caption box (narration).
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {string} str
 */
export function caption(x, y, w, str) {
  const ls = wrap(str, Math.floor((w - 24) / (FS * 0.58)));
  const hh = ls.length * FS * 1.22 + 16;
  let s = `<rect x="${x}" y="${y}" width="${w}" height="${hh}" fill="#fff3b0" stroke="${INK}" stroke-width="3"/>`;
  ls.forEach((l, i) => {
    s += t(x + 12, y + 8 + FS + i * FS * 1.22 - 4, l, { anchor: 'start' });
  });
  return s;
}

/**
 * Pupil Аня.
 * @param {number} x
 * @param {number} y
 * @param {{ s?: number, shirt?: string, mood?: 'happy' | 'wow' | 'worry', glasses?: boolean, arm?: 'down' | 'up' | 'forward' }} [o]
 */
export function kid(x, y, o = {}) {
  const s = o.s ?? 0.85;
  const shirt = o.shirt ?? '#3a86ff';
  let g = '';
  // body
  g += `<path d="M-46,150 Q-50,70 0,64 Q50,70 46,150 Z" fill="${shirt}" stroke="${INK}" stroke-width="3"/>`;
  // arms
  const arm = o.arm ?? 'down';
  if (arm === 'up') g += `<path d="M36,80 Q70,40 64,0" fill="none" stroke="#f2c09a" stroke-width="14" stroke-linecap="round"/>`;
  else if (arm === 'forward') g += `<path d="M36,84 Q70,100 100,86" fill="none" stroke="#f2c09a" stroke-width="14" stroke-linecap="round"/>`;
  else g += `<path d="M40,84 Q54,112 50,140" fill="none" stroke="#f2c09a" stroke-width="14" stroke-linecap="round"/>`;
  g += `<path d="M-40,84 Q-54,112 -50,140" fill="none" stroke="#f2c09a" stroke-width="14" stroke-linecap="round"/>`;
  // head and hair
  g += `<path d="M-40,-2 Q-46,-54 0,-58 Q46,-54 40,-2 Q60,30 52,58 Q40,30 36,4 Z" fill="#7a3e12"/>`;
  g += `<circle cx="0" cy="8" r="40" fill="#f6cda6" stroke="${INK}" stroke-width="3"/>`;
  g += `<path d="M-40,0 Q-30,-40 0,-34 Q30,-40 40,0 Q34,-22 0,-20 Q-34,-22 -40,0 Z" fill="#7a3e12"/>`;
  g += `<circle cx="48" cy="-24" r="12" fill="#7a3e12"/>`;
  // face
  g += `<circle cx="-14" cy="8" r="4.5" fill="${INK}"/><circle cx="14" cy="8" r="4.5" fill="${INK}"/>`;
  const mood = o.mood ?? 'happy';
  if (mood === 'wow') g += `<ellipse cx="0" cy="30" rx="7" ry="9" fill="#8b1e1e"/>`;
  else if (mood === 'worry') g += `<path d="M-10,32 Q0,24 10,32" fill="none" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>`;
  else g += `<path d="M-13,26 Q0,38 13,26" fill="none" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>`;
  g += `<circle cx="-24" cy="20" r="6" fill="#f79c9c" opacity="0.6"/><circle cx="24" cy="20" r="6" fill="#f79c9c" opacity="0.6"/>`;
  if (o.glasses) g += `<rect x="-34" y="-6" width="68" height="26" rx="10" fill="#bfe3ff" fill-opacity="0.55" stroke="${INK}" stroke-width="3"/>`;
  return `<g transform="translate(${x} ${y}) scale(${s})">${g}</g>`;
}

/**
 * Robot Робик.
 * @param {number} x
 * @param {number} y
 * @param {{ s?: number, eyes?: 'happy' | 'alarm', arm?: 'point' | 'up' | 'down', flip?: boolean }} [o]
 */
export function robot(x, y, o = {}) {
  const s = o.s ?? 0.85;
  let g = '';
  g += `<line x1="0" y1="-58" x2="0" y2="-84" stroke="${INK}" stroke-width="4"/><circle cx="0" cy="-88" r="9" fill="${o.eyes === 'alarm' ? PART_RED : '#ffd166'}" stroke="${INK}" stroke-width="3"/>`;
  g += `<rect x="-48" y="-60" width="96" height="76" rx="18" fill="#a9c4dd" stroke="${INK}" stroke-width="3"/>`;
  g += `<rect x="-36" y="-46" width="72" height="44" rx="12" fill="#23395b"/>`;
  if (o.eyes === 'alarm') {
    g += `<path d="M-26,-34 l14,10 m0,-10 l-14,10 M12,-34 l14,10 m0,-10 l-14,10" stroke="#ff6b6b" stroke-width="4"/>`;
  } else {
    g += `<path d="M-26,-20 q8,-14 16,0 M10,-20 q8,-14 16,0" fill="none" stroke="#7ef9ff" stroke-width="5" stroke-linecap="round"/>`;
  }
  g += `<rect x="-14" y="4" width="28" height="6" rx="3" fill="#23395b"/>`;
  g += `<rect x="-40" y="22" width="80" height="92" rx="14" fill="#cfdde9" stroke="${INK}" stroke-width="3"/>`;
  g += `<circle cx="0" cy="56" r="12" fill="${PART_RED}" stroke="${INK}" stroke-width="3"/>`;
  g += `<rect x="-30" y="114" width="18" height="30" fill="#8aa3ba" stroke="${INK}" stroke-width="3"/><rect x="12" y="114" width="18" height="30" fill="#8aa3ba" stroke="${INK}" stroke-width="3"/>`;
  const arm = o.arm ?? 'down';
  g += `<path d="M-40,40 Q-66,70 -60,100" fill="none" stroke="#8aa3ba" stroke-width="12" stroke-linecap="round"/>`;
  if (arm === 'point') g += `<path d="M40,40 Q70,36 92,20" fill="none" stroke="#8aa3ba" stroke-width="12" stroke-linecap="round"/><circle cx="96" cy="17" r="9" fill="#8aa3ba" stroke="${INK}" stroke-width="2"/>`;
  else if (arm === 'up') g += `<path d="M40,40 Q70,10 64,-24" fill="none" stroke="#8aa3ba" stroke-width="12" stroke-linecap="round"/><circle cx="64" cy="-28" r="9" fill="#8aa3ba" stroke="${INK}" stroke-width="2"/>`;
  else g += `<path d="M40,40 Q66,70 60,100" fill="none" stroke="#8aa3ba" stroke-width="12" stroke-linecap="round"/>`;
  const flip = o.flip ? ' scale(-1 1)' : '';
  return `<g transform="translate(${x} ${y}) scale(${s})${flip}">${g}</g>`;
}

/**
 * Teacher (adult, taller).
 * @param {number} x
 * @param {number} y
 * @param {{ s?: number }} [o]
 */
export function teacher(x, y, o = {}) {
  const s = o.s ?? 1;
  let g = `<path d="M-56,220 Q-60,90 0,82 Q60,90 56,220 Z" fill="#2a9d8f" stroke="${INK}" stroke-width="3"/>`;
  g += `<path d="M-8,84 L0,130 L8,84" fill="#fff" stroke="${INK}" stroke-width="2"/>`;
  g += `<circle cx="0" cy="20" r="46" fill="#f0c29b" stroke="${INK}" stroke-width="3"/>`;
  g += `<path d="M-46,10 Q-40,-36 0,-30 Q40,-36 46,10 Q36,-14 0,-12 Q-36,-14 -46,10 Z" fill="#555"/>`;
  g += `<circle cx="-16" cy="16" r="12" fill="none" stroke="${INK}" stroke-width="3"/><circle cx="16" cy="16" r="12" fill="none" stroke="${INK}" stroke-width="3"/><line x1="-4" y1="16" x2="4" y2="16" stroke="${INK}" stroke-width="3"/>`;
  g += `<circle cx="-16" cy="16" r="3.5" fill="${INK}"/><circle cx="16" cy="16" r="3.5" fill="${INK}"/>`;
  g += `<path d="M-24,40 Q0,70 24,40 Q0,52 -24,40 Z" fill="#666"/>`;
  g += `<path d="M48,110 Q80,80 76,46" fill="none" stroke="#f0c29b" stroke-width="16" stroke-linecap="round"/>`;
  return `<g transform="translate(${x} ${y}) scale(${s})">${g}</g>`;
}

/**
 * Soldering iron lying from (x, y) (tip) to the right-down, length ~200. hot: glow at the tip.
 * @param {number} x
 * @param {number} y
 * @param {{ angle?: number, hot?: boolean, s?: number }} [o]
 */
export function iron(x, y, o = {}) {
  const a = o.angle ?? 20;
  let g = '';
  if (o.hot) g += `<circle cx="0" cy="0" r="16" fill="#ff9f1c" opacity="0.45"/>`;
  g += `<path d="M0,0 L26,-5 L26,5 Z" fill="#9aa0a6" stroke="${INK}" stroke-width="2.5" stroke-linejoin="round"/>`;
  g += `<rect x="26" y="-8" width="70" height="16" rx="3" fill="#c0c6cc" stroke="${INK}" stroke-width="2.5"/>`;
  g += `<rect x="96" y="-16" width="110" height="32" rx="14" fill="${BLUE}" stroke="${INK}" stroke-width="3"/>`;
  g += `<path d="M112,-16 v32 M126,-16 v32" stroke="#123f73" stroke-width="3"/>`;
  g += `<path d="M206,0 q30,0 40,30" fill="none" stroke="${INK}" stroke-width="5"/>`;
  return `<g transform="translate(${x} ${y}) rotate(${a}) scale(${o.s ?? 1})">${g}</g>`;
}

/**
 * Spiral stand with the iron resting in it.
 * @param {number} x
 * @param {number} y
 * @param {{ s?: number, hot?: boolean, withIron?: boolean }} [o]
 */
export function stand(x, y, o = {}) {
  let g = `<ellipse cx="0" cy="40" rx="70" ry="16" fill="#555" stroke="${INK}" stroke-width="3"/>`;
  g += `<path d="M-30,34 L-10,-40" stroke="#777" stroke-width="6"/>`;
  for (let i = 0; i < 6; i++) g += `<ellipse cx="${-6 + i * 10}" cy="${-20 - i * 8}" rx="16" ry="9" fill="none" stroke="#9aa0a6" stroke-width="4" transform="rotate(-30 ${-6 + i * 10} ${-20 - i * 8})"/>`;
  g += `<ellipse cx="40" cy="36" rx="18" ry="6" fill="#f4d35e" stroke="${INK}" stroke-width="2"/>`;
  if (o.withIron !== false) g += iron(-14, 20, { angle: -60, hot: o.hot });
  return `<g transform="translate(${x} ${y}) scale(${o.s ?? 1})">${g}</g>`;
}

/**
 * A reel of solder wire.
 * @param {number} x
 * @param {number} y
 * @param {{ s?: number }} [o]
 */
export function solderSpool(x, y, o = {}) {
  let g = `<circle r="34" fill="#c0c6cc" stroke="${INK}" stroke-width="3"/><circle r="20" fill="#9aa0a6" stroke="${INK}" stroke-width="2"/><circle r="7" fill="#fff" stroke="${INK}" stroke-width="2"/>`;
  g += `<path d="M30,12 Q70,30 90,10" fill="none" stroke="#b0b6bc" stroke-width="5" stroke-linecap="round"/>`;
  return `<g transform="translate(${x} ${y}) scale(${o.s ?? 1})">${g}</g>`;
}

/**
 * A jar of flux.
 * @param {number} x
 * @param {number} y
 * @param {{ s?: number }} [o]
 */
export function fluxJar(x, y, o = {}) {
  let g = `<rect x="-26" y="-10" width="52" height="42" rx="6" fill="#f4a261" stroke="${INK}" stroke-width="3"/><rect x="-28" y="-20" width="56" height="14" rx="4" fill="#6d4c41" stroke="${INK}" stroke-width="3"/>`;
  g += t(0, 18, 'ФЛЮС', { size: 15, weight: 'bold' });
  return `<g transform="translate(${x} ${y}) scale(${o.s ?? 1})">${g}</g>`;
}

/**
 * A comic panel: a clipped, framed box.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {string} body
 */
function panel(x, y, w, h, body, bg = '#eaf4ff') {
  const id = `p${x}${y}`;
  return `<clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10"/></clipPath>` +
    `<g clip-path="url(#${id})"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${bg}"/>${body}</g>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="none" stroke="${INK}" stroke-width="4"/>`;
}
const table = (/** @type {number} */ y) => `<rect x="0" y="${y}" width="${W}" height="200" fill="#d9b38c"/><rect x="0" y="${y}" width="${W}" height="10" fill="#b8895e"/>`;

/** @typedef {{ body: string, bg?: string }} PanelSpec */

/**
 * A page of two panels.
 * @param {number} n
 * @param {PanelSpec} p1
 * @param {PanelSpec} p2
 */
function page(n, p1, p2, title = '') {
  let s = '';
  if (title) s += t(W / 2, 52, title, { size: 38, weight: 'bold', fill: ACCENT });
  const top = title ? 70 : 14;
  const ph = (H - top - 50) / 2 - 6;
  s += panel(14, top, W - 28, ph, p1.body, p1.bg);
  s += panel(14, top + ph + 12, W - 28, ph, p2.body.replace(/\bY0\b/g, ''), p2.bg);
  s += t(W - 24, H - 16, `${n} / 8`, { anchor: 'end', size: 25, weight: 'bold', fill: '#555' });
  return svgDoc(W, H, s, { title: `Комикс «Робик учит паять», страница ${n}`, bg: PAPER });
}

/** Panel bodies use absolute coordinates; panel 2 gets shifted down with a transform. */
const shift = (/** @type {number} */ dy, /** @type {string} */ body) => `<g transform="translate(0 ${dy})">${body}</g>`;

/** @typedef {{ body: (ph: number) => string, bg?: string }} PanelDraw a panel drawn for its height */

/** The eight pages as SVG documents. */
export function comicPages() {
  /** @type {string[]} */
  const pages = [];
  /**
   * @param {number} n
   * @param {string} title
   * @param {PanelDraw} a
   * @param {PanelDraw} b
   */
  const mk = (n, title, a, b) => {
    const top = title ? 70 : 14;
    const ph = (H - top - 50) / 2 - 6;
    const p2y = top + ph + 12;
    pages.push(page(n, { body: shift(top, a.body(ph)), bg: a.bg }, { body: shift(p2y, b.body(ph)), bg: b.bg }, title));
  };

  // 1
  mk(1, 'Робик учит паять', {
    body: (ph) => table(ph - 60) + kid(170, ph - 150, { arm: 'up', mood: 'happy' }) +
      `<path d="M226,${ph - 160} q20,-30 40,-10 q20,20 40,-10" fill="none" stroke="${WIRE_RED}" stroke-width="5"/><circle cx="226" cy="${ph - 172}" r="12" fill="${PART_RED}" stroke="${INK}" stroke-width="2.5"/>` +
      robot(450, ph - 175, { arm: 'down' }) +
      bubble(24, 16, 330, 'Хочу, чтобы светодиод светил на проводах!', 150, ph - 205),
  }, {
    body: (ph) => table(ph - 60) + robot(130, ph - 175, { arm: 'up' }) + kid(440, ph - 150, { mood: 'wow' }) +
      bubble(200, 16, 360, 'Давай их спаяем! Пайка — это соединение металла жидким горячим припоем.', 170, ph - 250),
  });

  // 2
  mk(2, '', {
    bg: '#fff7e6',
    body: (ph) => table(ph - 130) + stand(110, ph - 180, { s: 1.1 }) + solderSpool(300, ph - 160) + fluxJar(450, ph - 150) +
      t(110, ph - 40, 'паяльник') + t(300, ph - 40, 'припой') + t(460, ph - 40, 'флюс') +
      caption(24, 16, 552, 'Робик раскладывает инструменты: паяльник на подставке, припой и флюс.') +
      bubble(150, 110, 400, 'Припой — мягкий металл. Флюс помогает ему растекаться.', 300, ph - 200),
  }, {
    body: (ph) => table(ph - 60) + robot(120, ph - 175, { arm: 'point' }) + stand(300, ph - 120, { hot: true }) + kid(470, ph - 150, { mood: 'wow' }) +
      bubble(24, 16, 320, 'Жало нагревается до 300 °C! Паяльник кладём только на подставку.', 120, ph - 250) +
      bubble(356, 16, 220, 'Ого! Горячее духовки!', 470, ph - 205),
  });

  // 3
  mk(3, '', {
    bg: '#eefbea',
    body: (ph) => table(ph - 60) + teacher(440, ph - 250, { s: 0.95 }) + kid(180, ph - 150, { mood: 'happy' }) +
      bubble(24, 16, 380, 'Паяем только когда рядом взрослый. Я буду рядом и помогу!', 430, ph - 300) +
      caption(290, ph - 100, 286, 'Учитель Иван Петрович'),
  }, {
    body: (ph) => `<rect x="380" y="40" width="170" height="200" fill="#bde0fe" stroke="${INK}" stroke-width="4"/><path d="M465,40 v200 M380,140 h170" stroke="${INK}" stroke-width="4"/>` +
      `<path d="M400,70 q20,-10 40,0 M480,90 q20,-10 40,0" fill="none" stroke="#fff" stroke-width="4"/>` +
      table(ph - 60) + kid(120, ph - 150, { glasses: true, mood: 'happy', arm: 'up' }) + robot(470, ph - 175, { arm: 'up', s: 0.8 }) +
      bubble(24, 16, 330, 'Дым от флюса не вдыхаем: открой окно или включи вытяжку.', 470, ph - 250) +
      bubble(190, 170, 180, 'И очки надену!', 150, ph - 205),
  });

  // 4
  mk(4, '', {
    bg: '#fff0f3',
    body: (ph) => {
      const y = ph / 2 + 40;
      let s = `<path d="M60,${y} H330" stroke="${WIRE_RED}" stroke-width="22" stroke-linecap="round"/><path d="M330,${y} H400" stroke="#c77d3a" stroke-width="10"/>`;
      s += `<path d="M400,${y - 4} q12,4 0,8 q12,4 0,8" fill="none" stroke="#c77d3a" stroke-width="4"/>`;
      s += `<path d="M330,${y + 40} v16 M400,${y + 40} v16 M330,${y + 48} H400" stroke="${INK}" stroke-width="3"/>` + t(365, y + 84, '5 мм', { weight: 'bold' });
      s += caption(24, 16, 552, 'Шаг 1. Зачищаем 5 мм провода от изоляции и скручиваем тонкие жилки.');
      return s;
    },
  }, {
    body: (ph) => {
      const y = ph / 2 + 20;
      let s = `<path d="M60,${y} H330" stroke="${WIRE_RED}" stroke-width="22" stroke-linecap="round"/><path d="M330,${y} H400" stroke="#c9ced4" stroke-width="12"/>`;
      s += iron(404, y - 6, { angle: -30, hot: true });
      s += fluxJar(120, y + 110);
      s += caption(24, 16, 552, 'Шаг 2. Капни флюс и покрой жилки тонким слоем припоя. Это называется лужение.');
      s += bubble(210, y + 70, 360, 'Провод стал серебристым — готово!', 330, y + 10);
      return s;
    },
  });

  // 5
  mk(5, '', {
    bg: '#eaf4ff',
    body: (ph) => {
      const y = ph / 2 + 40;
      let s = `<path d="M40,${y} H250" stroke="${WIRE_RED}" stroke-width="20" stroke-linecap="round"/><path d="M250,${y} H330" stroke="#c9ced4" stroke-width="10"/>`;
      s += `<path d="M300,${y + 6} H560" stroke="${LEG}" stroke-width="7"/><path d="M560,${y - 40} v80" stroke="${PART_RED}" stroke-width="0"/>`;
      s += `<path d="M520,${y - 30} a30,30 0 0 1 60,0 v50 h-60 z" fill="${PART_RED}" opacity="0.9" stroke="${INK}" stroke-width="3" transform="rotate(90 550 ${y})"/>`;
      s += iron(318, y - 4, { angle: -50, hot: true });
      s += caption(24, 16, 552, 'Шаг 3. Прижми жало сразу к проводу и к ножке светодиода. Греем 2–3 секунды.');
      s += t(150, ph - 30, '1, 2, 3…', { size: 34, weight: 'bold', fill: ACCENT });
      return s;
    },
  }, {
    bg: '#eaf4ff',
    body: (ph) => {
      const y = ph / 2 + 40;
      let s = `<path d="M40,${y} H250" stroke="${WIRE_RED}" stroke-width="20" stroke-linecap="round"/><path d="M250,${y} H330" stroke="#c9ced4" stroke-width="10"/>`;
      s += `<path d="M300,${y + 6} H560" stroke="${LEG}" stroke-width="7"/>`;
      s += `<ellipse cx="310" cy="${y + 2}" rx="22" ry="14" fill="#dfe3e8" stroke="${LEG}" stroke-width="2"/>`;
      s += iron(318, y - 4, { angle: -50, hot: true });
      s += `<path d="M250,${y + 130} Q270,${y + 60} 300,${y + 14}" fill="none" stroke="#b0b6bc" stroke-width="8" stroke-linecap="round"/>`;
      s += caption(24, 16, 552, 'Шаг 4. Поднеси припой к месту пайки, а не к жалу. Он сам растечётся по горячему металлу.');
      s += bubble(360, y + 50, 210, 'Растекается!', 330, y + 10);
      return s;
    },
  });

  // 6
  mk(6, '', {
    bg: '#f3f0ff',
    body: (ph) => {
      const y = ph / 2 + 40;
      let s = `<path d="M40,${y} H250" stroke="${WIRE_RED}" stroke-width="20" stroke-linecap="round"/><path d="M250,${y} H300" stroke="#c9ced4" stroke-width="10"/>`;
      s += `<path d="M300,${y + 6} H560" stroke="${LEG}" stroke-width="7"/>`;
      s += `<path d="M270,${y + 14} Q300,${y - 26} 330,${y + 14} Z" fill="#e9edf1" stroke="#7d8590" stroke-width="3"/>`;
      s += iron(360, y - 80, { angle: -50 }) + `<path d="M330,${y - 60} l40,-40" stroke="${INK}" stroke-width="0"/>`;
      s += caption(24, 16, 552, 'Шаг 5. Сначала убери припой, потом паяльник. Не шевели провод 5 секунд, пока припой застывает.');
      return s;
    },
  }, {
    bg: '#ffffff',
    body: (ph) => {
      const y = ph / 2 + 10;
      const joint = (/** @type {number} */ x, /** @type {string} */ kind) => {
        let s = `<path d="M${x - 70},${y + 40} H${x + 70}" stroke="${LEG}" stroke-width="7"/><rect x="${x - 70}" y="${y + 40}" width="140" height="16" fill="#2f6b3a"/>`;
        s += `<path d="M${x},${y - 60} V${y + 56}" stroke="${LEG}" stroke-width="6"/>`;
        if (kind === 'good') s += `<path d="M${x - 34},${y + 40} Q${x - 6},${y + 30} ${x - 3},${y - 10} L${x + 3},${y - 10} Q${x + 6},${y + 30} ${x + 34},${y + 40} Z" fill="#eef2f5" stroke="#6c757d" stroke-width="3"/><path d="M${x - 14},${y + 30} q6,-10 8,-26" stroke="#fff" stroke-width="4" fill="none"/>`;
        else if (kind === 'ball') s += `<circle cx="${x}" cy="${y + 10}" r="26" fill="#c7ccd1" stroke="#6c757d" stroke-width="3"/>`;
        else s += `<path d="M${x - 30},${y + 40} q10,-30 20,-10 q10,-40 20,0 q8,-20 12,10 Z" fill="#9da3a8" stroke="#6c757d" stroke-width="3"/>`;
        return s;
      };
      let s = joint(110, 'good') + joint(300, 'ball') + joint(490, 'dull');
      s += t(110, y + 100, 'конус', { weight: 'bold', fill: GREEN }) + t(110, y + 132, 'блестит ✔', { fill: GREEN, weight: 'bold' });
      s += t(300, y + 100, 'шарик', { weight: 'bold', fill: ACCENT }) + t(300, y + 132, 'мало тепла ✘', { fill: ACCENT });
      s += t(490, y + 100, 'серый', { weight: 'bold', fill: ACCENT }) + t(490, y + 132, 'комком ✘', { fill: ACCENT });
      s += caption(24, 16, 552, 'Хорошая пайка — гладкий блестящий конус. Шарик или серый комок нужно перепаять.');
      return s;
    },
  });

  // 7
  mk(7, '', {
    bg: '#ffecec',
    body: (ph) => table(ph - 60) + stand(300, ph - 120, { hot: true }) + kid(140, ph - 150, { arm: 'forward', mood: 'worry' }) + robot(470, ph - 175, { eyes: 'alarm', arm: 'up' }) +
      bubble(200, 16, 370, 'Стоп! Никогда не трогай жало и металл рядом с ним. Держи паяльник только за ручку!', 440, ph - 250, { weight: 'bold' }),
  }, {
    bg: '#eaf4ff',
    body: (ph) => table(ph - 60) + robot(110, ph - 175, { arm: 'point' }) + stand(470, ph - 80, { hot: false, s: 0.6 }) +
      bubble(200, 16, 376, 'Обжёгся — сразу держи палец под холодной водой и скажи взрослому. Закончил — выключи паяльник, пусть остынет на подставке.', 150, ph - 250),
  });

  // 8
  mk(8, '', {
    bg: '#fffbe0',
    body: (ph) => {
      let s = table(ph - 60) + kid(150, ph - 150, { arm: 'up', mood: 'happy' }) + robot(460, ph - 175, { arm: 'up' });
      s += `<circle cx="300" cy="${ph - 220}" r="46" fill="#fff3a0" opacity="0.9"/><circle cx="300" cy="${ph - 220}" r="18" fill="${PART_RED}" stroke="${INK}" stroke-width="3"/>`;
      s += `<path d="M300,${ph - 200} v40 q0,20 -40,40 M300,${ph - 200} v40 q0,20 40,40" fill="none" stroke="${WIRE_RED}" stroke-width="5"/>`;
      s += bubble(24, 16, 260, 'Ура! Светится!', 150, ph - 205, { weight: 'bold' }) + bubble(330, 16, 246, 'Отличная пайка!', 460, ph - 250);
      return s;
    },
  }, {
    bg: '#e6f7ff',
    body: (ph) => {
      let s = `<rect x="330" y="${ph - 170}" width="220" height="110" rx="10" fill="#fff" stroke="${INK}" stroke-width="3"/><path d="M420,${ph - 220} v-40 h50 v20" fill="none" stroke="${LEG}" stroke-width="10"/>`;
      s += `<path d="M470,${ph - 236} q-4,20 0,40 M478,${ph - 226} q-4,20 0,40" stroke="#4cc9f0" stroke-width="5" fill="none"/>`;
      s += kid(200, ph - 150, { mood: 'happy', arm: 'forward' });
      s += `<circle cx="450" cy="${ph - 180}" r="10" fill="#fff" stroke="#4cc9f0" stroke-width="3"/><circle cx="470" cy="${ph - 192}" r="7" fill="#fff" stroke="#4cc9f0" stroke-width="3"/>`;
      s += bubble(24, 16, 552, 'Теперь вымой руки с мылом: в припое бывает свинец. А пайку сфотографируй для учителя!', 220, ph - 205);
      return s;
    },
  });
  return pages;
}

// The alt texts of the pages live in src/content/soldering.ts.

/** Write public/content/soldering/comic-01.svg … comic-08.svg. */
export function writeComic() {
  const by = scriptName(import.meta.url);
  const pages = comicPages();
  pages.forEach((svg, i) => writeGenerated(`public/content/soldering/comic-0${i + 1}.svg`, svg, by));
  console.log(`comic: ${pages.length} pages written`);
}

if (isMain(import.meta.url)) writeComic();
