// @ts-check
// Pictures of the 13 tools of the cheat-sheet page (Шпора); their alt texts live in
// src/content/cheat-sheet.ts.
// Run: node scripts/content/tools-pictures.mjs  (writes public/content/tools/<id>.svg)
import { stand, fluxJar, solderSpool } from './comic-soldering.mjs';
import { BLUE, GREEN, INK, PART_RED, WIRE_RED, isMain, scriptName, svgDoc, text, writeGenerated } from './svg-core.mjs';

const W = 400;
const H = 300;
/**
 * A tool card: light background, the drawing, and the name on a blue band.
 * @param {string} name
 * @param {string} body
 */
const doc = (name, body) =>
  svgDoc(
    W,
    H,
    `<rect width="${W}" height="${H}" rx="18" fill="#f3f7fc"/>${body}` +
      `<rect x="0" y="${H - 54}" width="${W}" height="54" fill="${BLUE}"/>` +
      text(W / 2, H - 17, name, { size: 30, weight: 'bold', fill: '#fff' }),
    { title: name },
  );

/**
 * A handle outline filled with a colour.
 * @param {string} d
 * @param {string} fill
 */
const handle = (d, fill) => `<path d="${d}" fill="${fill}" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/>`;

/** @type {Record<string, [name: string, body: string]>} */
const TOOLS = {
  flux: ['Флюс', `<g transform="translate(130 120) scale(2.2)">${fluxJar(0, 0).replace(/^<g transform="[^"]*">/, '<g>')}</g>` +
    `<path d="M250,200 L330,60" stroke="#8d6e63" stroke-width="10" stroke-linecap="round"/><path d="M244,212 l10,-18 10,6 -8,18 z" fill="#f4a261" stroke="${INK}" stroke-width="3"/>`],
  scissors: ['Ножницы', `<path d="M200,130 L340,40 M200,130 L340,200" stroke="#9aa0a6" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M200,130 L340,40" stroke="#cfd4da" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="110" cy="80" r="42" fill="none" stroke="${PART_RED}" stroke-width="16"/><circle cx="110" cy="180" r="42" fill="none" stroke="${PART_RED}" stroke-width="16"/>` +
    `<path d="M148,95 L200,130 L148,165" fill="none" stroke="${PART_RED}" stroke-width="16" stroke-linejoin="round"/><circle cx="200" cy="130" r="7" fill="${INK}"/>`],
  pencil: ['Карандаш', `<g transform="rotate(-20 200 125)"><rect x="80" y="105" width="220" height="40" fill="#ffd166" stroke="${INK}" stroke-width="4"/>` +
    `<path d="M80,105 L30,125 L80,145 Z" fill="#f1d1a6" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/><path d="M30,125 L48,118 L48,132 Z" fill="${INK}"/>` +
    `<rect x="300" y="105" width="26" height="40" fill="#c0c6cc" stroke="${INK}" stroke-width="4"/><rect x="326" y="105" width="30" height="40" rx="8" fill="#f28482" stroke="${INK}" stroke-width="4"/>` +
    `<path d="M80,118 H300 M80,132 H300" stroke="#e9b949" stroke-width="3"/></g>`],
  cutters: ['Бокорезы', `<path d="M180,120 L70,40 Q60,60 90,80 L170,132 Z" fill="#9aa0a6" stroke="${INK}" stroke-width="4"/><path d="M180,132 L70,212 Q60,192 90,172 L170,120 Z" fill="#b8bec6" stroke="${INK}" stroke-width="4"/>` +
    handle('M190,116 L360,60 Q376,70 362,84 L200,136 Z', PART_RED) + handle('M190,136 L360,192 Q376,182 362,168 L200,116 Z', PART_RED) +
    `<circle cx="186" cy="126" r="12" fill="#6c757d" stroke="${INK}" stroke-width="3"/>`],
  pliers: ['Плоскогубцы', `<path d="M180,118 L40,108 L40,124 L176,134 Z" fill="#9aa0a6" stroke="${INK}" stroke-width="4"/><path d="M180,134 L40,144 L40,128 L176,118 Z" fill="#b8bec6" stroke="${INK}" stroke-width="4"/>` +
    handle('M190,114 L360,64 Q376,74 362,88 L200,136 Z', BLUE) + handle('M190,138 L360,188 Q376,178 362,164 L200,116 Z', BLUE) +
    `<circle cx="186" cy="126" r="12" fill="#6c757d" stroke="${INK}" stroke-width="3"/>`],
  'third-hand': ['Третья рука', `<rect x="80" y="200" width="240" height="30" rx="8" fill="#555" stroke="${INK}" stroke-width="4"/>` +
    `<path d="M200,200 V80" stroke="#9aa0a6" stroke-width="10"/><path d="M200,110 L110,70 M200,110 L290,70" stroke="#9aa0a6" stroke-width="8"/>` +
    `<path d="M96,62 l-26,-10 4,-12 28,10 M96,62 l-26,8 4,12 26,-10" fill="${PART_RED}" stroke="${INK}" stroke-width="3"/>` +
    `<path d="M304,62 l26,-10 -4,-12 -28,10 M304,62 l26,8 -4,12 -26,-10" fill="${PART_RED}" stroke="${INK}" stroke-width="3"/>` +
    `<circle cx="200" cy="60" r="34" fill="#bde0fe" fill-opacity="0.6" stroke="${INK}" stroke-width="4"/><path d="M224,84 L250,110" stroke="${INK}" stroke-width="6"/>`],
  'soldering-iron': ['Паяльник', `<g transform="translate(120 150) scale(1.2)">${stand(0, 0, { hot: true }).replace(/^<g transform="[^"]*">/, '<g>')}</g>`],
  'wire-coil': ['Моток провода', `<ellipse cx="170" cy="130" rx="100" ry="90" fill="${WIRE_RED}" stroke="${INK}" stroke-width="4"/>` +
    [70, 55, 40, 25].map((r) => `<ellipse cx="170" cy="130" rx="${r + 18}" ry="${r + 10}" fill="none" stroke="#a4161a" stroke-width="4"/>`).join('') +
    `<ellipse cx="170" cy="130" rx="30" ry="24" fill="#f3f7fc" stroke="${INK}" stroke-width="4"/>` +
    `<path d="M262,150 Q320,170 340,120" fill="none" stroke="${WIRE_RED}" stroke-width="10" stroke-linecap="round"/><path d="M340,120 l10,-16" stroke="#c77d3a" stroke-width="6" stroke-linecap="round"/>`],
  solder: ['Припой', `<g transform="translate(160 125) scale(2.4)">${solderSpool(0, 0).replace(/^<g transform="[^"]*">/, '<g>')}</g>`],
  'glue-gun': ['Клеевой пистолет', handle('M90,70 H290 Q310,70 310,90 V110 Q310,130 290,130 H90 Z', GREEN) +
    `<path d="M310,92 H350 L370,100 L350,108 H310 Z" fill="#9aa0a6" stroke="${INK}" stroke-width="4"/>` +
    handle('M150,128 L130,228 Q150,240 170,228 L196,128 Z', GREEN) + `<path d="M205,130 Q210,160 230,160" fill="none" stroke="${INK}" stroke-width="6"/>` +
    `<rect x="20" y="88" width="72" height="22" rx="8" fill="#fefae0" stroke="${INK}" stroke-width="3"/>`],
  ruler: ['Линейка', `<g transform="rotate(-12 200 125)"><rect x="30" y="95" width="340" height="60" rx="6" fill="#ffe8a3" stroke="${INK}" stroke-width="4"/>` +
    Array.from({ length: 61 }, (_, i) => `<path d="M${(45 + i * 5.25).toFixed(1)},95 v${i % 10 === 0 ? 26 : i % 5 === 0 ? 18 : 10}" stroke="${INK}" stroke-width="2"/>`).join('') +
    [0, 1, 2, 3, 4, 5, 6].map((n) => `<text x="${45 + n * 52.5}" y="146" font-size="20" text-anchor="middle" fill="${INK}">${n}</text>`).join('') + '</g>'],
  marker: ['Маркер', `<g transform="rotate(-20 200 125)"><rect x="90" y="98" width="210" height="54" rx="14" fill="#222" stroke="${INK}" stroke-width="4"/>` +
    `<rect x="40" y="104" width="56" height="42" rx="10" fill="${BLUE}" stroke="${INK}" stroke-width="4"/><path d="M40,125 L18,125" stroke="${BLUE}" stroke-width="14" stroke-linecap="round"/>` +
    `<rect x="300" y="104" width="40" height="42" rx="10" fill="${BLUE}" stroke="${INK}" stroke-width="4"/><text x="196" y="134" font-size="22" text-anchor="middle" fill="#fff" font-weight="bold">PERMANENT</text></g>`],
  'utility-knife': ['Канцелярский нож', `<g transform="rotate(-15 200 125)">` + handle('M120,100 H340 Q356,100 356,116 V140 Q356,156 340,156 H120 Z', '#f4a261') +
    `<path d="M120,106 H40 L60,150 H120 Z" fill="#dfe3e8" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/><path d="M60,106 l14,44 M84,106 l14,44 M100,106 l14,44" stroke="#9aa0a6" stroke-width="2.5"/>` +
    `<rect x="200" y="92" width="40" height="14" rx="4" fill="#555" stroke="${INK}" stroke-width="3"/></g>`],
};

export const TOOL_IDS = Object.keys(TOOLS);

/** Write public/content/tools/<id>.svg. */
export function writeTools() {
  const by = scriptName(import.meta.url);
  for (const [id, [name, body]] of Object.entries(TOOLS)) writeGenerated(`public/content/tools/${id}.svg`, doc(name, body), by);
  console.log(`tools: ${TOOL_IDS.length} pictures written`);
}

if (isMain(import.meta.url)) writeTools();
