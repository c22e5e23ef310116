// @ts-check
// Generates all three scheme sheet series and src/content/schemes.ts (titles, lesson texts,
// and the image list with alt texts, kept in sync with the sheets).
// Run: node scripts/content/schemes-build.mjs
import { writeSeries } from './schemes-lib.mjs';
import { fritzingSeries } from './schemes-fritzing.mjs';
import { positronicSeries } from './schemes-positronic.mjs';
import { aboutSeries } from './schemes-about.mjs';
import { isMain, scriptName, writeGenerated } from './svg-core.mjs';

/** @typedef {{ id: number, title: string, series: import('./schemes-lib.mjs').Series, text: string[] }} Page */

/** @type {Page[]} */
const PAGES = [
  {
    id: 1,
    title: 'Схемы во Fritzing',
    series: fritzingSeries,
    text: [
      'Fritzing — бесплатная программа, в которой можно собрать электронную схему на экране, прежде чем брать в руки паяльник. В ней есть тысячи готовых деталей: резисторы, светодиоды, кнопки, транзисторы и даже платы Arduino.',
      'Главная хитрость Fritzing — три вкладки. «Макетная плата» показывает детали почти как в жизни: они воткнуты в макетку и соединены цветными проводами. «Схема» рисует ту же цепь условными значками. «Печатная плата» показывает, как разместить детали и медные дорожки на настоящей плате.',
      'Все три вида связаны. Если соединить две детали на макетке, на схеме сразу появится пунктирная линия: так Fritzing подсказывает, что эти выводы нужно соединить. Остаётся провести по пунктиру аккуратную линию.',
      'На листах ниже разобраны три простые цепи: светодиод с резистором, светодиод с кнопкой и транзисторный ключ. Для каждой есть все три вида. Сравни рисунки и найди одни и те же детали на каждом из них.',
      'Попробуй сам: собери цепь во Fritzing, сохрани файл и покажи учителю. Если что-то не получается, спроси учителя или напиши вопрос в комментариях внизу страницы.',
    ],
  },
  {
    id: 2,
    title: 'Позитроник',
    series: positronicSeries,
    text: [
      '«Позитроник» — это сборник из 83 листов со схемами. Он идёт от простого к сложному: сначала знакомимся со значками деталей, потом собираем цепи со светодиодами, кнопками и диодами, а затем переходим к конденсаторам, транзисторам, мигалкам и звуку.',
      'На каждом листе есть номер, название, схема и короткое пояснение. Буквы рядом со значками — это обозначения деталей: R — резистор, C — конденсатор, HL — светодиод, VT — транзистор, SB — кнопка. Цифра после буквы отличает одинаковые детали друг от друга.',
      'Все схемы рассчитаны на батарейки от 3 до 9 вольт, поэтому они безопасны. Но светодиоды, диоды и электролитические конденсаторы нужно ставить правильной стороной, а светодиод всегда включать через резистор.',
      'Листай сборник по порядку и собирай схемы на макетной плате. Получилось — сфотографируй и покажи учителю. Не получилось — проверь схему по листу «Ищем путь тока» или спроси учителя.',
    ],
  },
  {
    id: 3,
    title: 'О схемах',
    series: aboutSeries,
    text: [
      'Электрическая схема — это карта электронного устройства. На ней не рисуют корпуса деталей и настоящие провода: каждая деталь обозначается значком, а провода — прямыми линиями.',
      'Значки одинаковы в книгах и программах, поэтому схему поймёт инженер в любой стране. Рядом со значком пишут букву и номер детали, например R1, и её номинал: 220 Ом, 100 мкФ.',
      'Важно отличать соединение от пересечения. Если в месте встречи проводов стоит жирная точка — провода соединены. Если точки нет, они просто проходят друг над другом.',
      'Схему читают так: начинают от плюса батарейки и идут пальцем по линиям через детали к минусу. Путь тока должен быть замкнут. Значок земли означает, что этот провод соединён с минусом питания.',
      'На листах этого раздела собраны таблицы значков, правила чтения номиналов и полярности. В конце — маленькая задача, чтобы проверить себя.',
    ],
  },
];

const q = (/** @type {string} */ s) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** Write the sheets of the three pages and src/content/schemes.ts. */
export function writeSchemes() {
  const pages = PAGES.map((p) => ({ ...p, sheets: p.series.sheets() }));
  for (const p of pages) writeSeries(p.series, p.sheets);

  let ts = `// The scheme pages: Fritzing schemes, Positronic, About schemes.
import type { Picture, SchemePage } from './types';

const sheets = (id: number, alts: readonly string[]): Picture[] =>
  alts.map((alt, i) => ({ src: \`/content/schemes/\${id}/sheet-\${String(i + 1).padStart(2, '0')}.svg\`, width: 640, height: 520, alt }));

export const schemePages: readonly SchemePage[] = [
`;
  for (const p of pages) {
    ts += `  {\n    id: ${p.id},\n    title: ${q(p.title)},\n    text: [\n`;
    ts += p.text.map((t) => `      ${q(t)},\n`).join('');
    ts += `    ],\n    images: sheets(${p.id}, [\n`;
    ts += p.sheets.map((s, i) => `      ${q(`Лист ${i + 1}. ${s.alt}`)},\n`).join('');
    ts += `    ]),\n  },\n`;
  }
  ts += `];

export function schemePageById(id: number): SchemePage | undefined {
  return schemePages.find((p) => p.id === id);
}
`;
  writeGenerated('src/content/schemes.ts', ts, scriptName(import.meta.url));
  console.log('src/content/schemes.ts written');
}

if (isMain(import.meta.url)) writeSchemes();
