// @ts-check
// Sheet series 3, «О схемах»: how to read a schematic (10 sheets).
// Run: node scripts/content/schemes-about.mjs  (writes public/content/schemes/3/sheet-NN.svg)
import { part, chain, wire, dot, ground, transistor, rails, terminal, line } from './schematic-symbols.mjs';
import * as RP from './schemes-real-parts.mjs';

/** @typedef {import('./schematic-symbols.mjs').PartKind} PartKind */
import { buildSheets, writeSeries } from './schemes-lib.mjs';
import { ACCENT, BLUE, GREEN, WIRE_RED, isMain, lines, scriptName, text } from './svg-core.mjs';

/** @type {import('./schemes-lib.mjs').SheetSpec[]} */
const S = [];
/** @param {import('./schemes-lib.mjs').SheetSpec} o */
const add = (o) => S.push(o);

/**
 * A table of symbols: rows of [kind or custom svg fn, name, code].
 * @param {readonly [PartKind | ((x: number, y: number) => string), string, string][]} rows
 */
function symbolTable(rows) {
  let s = '';
  rows.forEach(([draw, name, code], i) => {
    const y = 80 + i * 50;
    s += `<rect x="24" y="${y}" width="592" height="46" rx="8" fill="${i % 2 ? '#fff' : '#f3f6fa'}"/>`;
    s += typeof draw === 'string' ? part(draw, [50, y + 26], [190, y + 26]) : draw(50, y);
    s += text(230, y + 32, name, { anchor: 'start', weight: 'bold' });
    s += text(600, y + 32, code, { anchor: 'end', fill: BLUE, weight: 'bold' });
  });
  return s;
}

add({
  title: 'Что такое схема',
  body:
    RP.realBatteryBox(100, 240, { label: '4,5 В', wires: false }) +
    RP.jumper([[160, 222], [200, 222], [200, 140], [250, 140]], WIRE_RED) +
    RP.realResistor(250, 140, { len: 0 }).replace(/<line[^>]*>/, '') +
    RP.jumper([[286, 140], [310, 140], [310, 190]], WIRE_RED) +
    RP.realLed(310, 230, { s: 0.8 }) +
    RP.jumper([[302, 280], [302, 330], [160, 330], [160, 258]], '#111') +
    text(180, 380, 'так выглядит') +
    line(360, 90, 360, 390, { sw: 2, stroke: '#9aa7b8' }) +
    rails({ xL: 430, yT: 130, yB: 330, bat: {}, cols: [{ x: 540, parts: [{ k: 'resistor', name: 'R1', side: 'left' }, { k: 'led', name: 'HL1', side: 'left' }] }] }) +
    text(495, 380, 'так рисуют'),
  caption: 'Схема — это карта цепи. На ней нет проводов и корпусов, только значки и линии соединений.',
  alt: 'Слева настоящая цепь из батарейки, резистора и светодиода с проводами, справа та же цепь в виде схемы',
});
add({
  title: 'Значки: питание и контакты',
  body: symbolTable([
    ['battery', 'Батарейка', 'GB'],
    [(x, y) => wire([x + 20, y + 6], [x + 20, y + 18]) + ground(x + 20, y + 18, { stem: 2 }) + wire([x + 70, y + 30], [x + 140, y + 30]) + dot(x + 105, y + 30) + wire([x + 105, y + 6], [x + 105, y + 30]), 'Земля и точка', '⊥ •'],
    ['switch', 'Выключатель', 'SA'],
    ['button', 'Кнопка', 'SB'],
    ['reed', 'Геркон', 'SF'],
    ['lamp', 'Лампа', 'EL'],
  ]),
  caption: 'Буквы показывают, что это за деталь. Номер отличает одинаковые детали: SB1, SB2.',
  alt: 'Таблица значков: батарейка GB, общий провод и точка соединения, выключатель SA, кнопка SB, геркон SF, лампа EL',
});
add({
  title: 'Значки: детали',
  body: symbolTable([
    ['resistor', 'Резистор', 'R'],
    ['capacitor', 'Конденсатор', 'C'],
    ['electrolytic', 'Электролит', 'C (есть +)'],
    ['diode', 'Диод', 'VD'],
    ['led', 'Светодиод', 'HL'],
    [(x, y) => `<g transform="translate(${x + 70} ${y + 25}) scale(0.55) translate(${-(x + 70)} ${-(y + 25)})">` + transistor(x + 70, y + 25, {}).svg + '</g>', 'Транзистор', 'VT'],
  ]),
  caption: 'Светодиод — это диод со стрелками света. Во Fritzing транзистор рисуют без круга.',
  alt: 'Таблица значков: резистор R, конденсатор C, электролитический конденсатор с плюсом, диод VD, светодиод HL, транзистор VT',
});
add({
  title: 'Значки: звук и датчики',
  body: symbolTable([
    ['speaker', 'Динамик', 'BA'],
    ['mic', 'Микрофон', 'BM'],
    ['motor', 'Мотор', 'M'],
    ['ldr', 'Фоторезистор', 'R'],
    ['pot', 'Перем. резистор', 'R'],
    ['contacts', 'Контакты', 'X'],
  ]),
  caption: 'Стрелка внутрь — на деталь падает свет. Стрелка наружу — деталь светит сама.',
  alt: 'Таблица значков: динамик BA, микрофон BM, мотор M, фоторезистор, переменный резистор, контакты X',
});
add({
  title: 'Пересечение и соединение',
  body:
    `<rect x="24" y="84" width="292" height="300" rx="12" fill="#fff" stroke="${GREEN}" stroke-width="3"/>` +
    wire([60, 230], [280, 230]) + wire([170, 120], [170, 340]) + dot(170, 230, 9) + text(170, 370, 'соединены', { weight: 'bold', fill: GREEN }) +
    `<rect x="324" y="84" width="292" height="300" rx="12" fill="#fff" stroke="${ACCENT}" stroke-width="3"/>` +
    wire([360, 230], [580, 230]) + wire([470, 120], [470, 340]) + text(470, 370, 'не соединены', { weight: 'bold', fill: ACCENT }) +
    '',
  caption: 'Точка — провода спаяны вместе. Просто крест без точки — провода проходят друг над другом.',
  alt: 'Слева два провода пересекаются с жирной точкой — соединены; справа пересекаются без точки — не соединены',
});
add({
  title: 'Плюс, минус и земля',
  body:
    rails({ xL: 110, yT: 130, yB: 340, bat: { name: 'GB1', value: '9 В' }, cols: [{ x: 220, parts: [{ k: 'resistor', name: 'R1', side: 'right' }, { k: 'led', name: 'HL1', side: 'right' }] }] }) +
    text(330, 240, '=', { size: 44, weight: 'bold' }) +
    terminal(470, 118) + text(500, 126, '+9 В', { anchor: 'start', weight: 'bold' }) +
    chain([470, 124], [470, 320], [{ k: 'resistor', name: 'R1', side: 'left' }, { k: 'led', name: 'HL1', side: 'left' }]) + ground(470, 320),
  caption: 'Справа та же схема: вместо батарейки — вывод «+9 В», вместо провода к минусу — значок земли.',
  alt: 'Одна и та же цепь нарисована двумя способами: с батарейкой и с выводом плюс 9 В и значком общего провода',
});
add({
  title: 'Читаем номиналы',
  body: lines(40, 120, ['1 кОм = 1000 Ом', '1 МОм = 1000 кОм', '1 мкФ = 1000 нФ', '1 нФ = 1000 пФ'], { anchor: 'start', lh: 40 }) +
    lines(330, 120, ['4,7 кОм = 4700 Ом', '4k7 = 4,7 кОм', '100 нФ = 0,1 мкФ', '104 = 0,1 мкФ'], { anchor: 'start', lh: 40, fill: BLUE }) +
    part('resistor', [60, 350], [220, 350], { name: 'R2', value: '4,7 кОм' }) + part('electrolytic', [360, 350], [520, 350], { name: 'C1', value: '100 мкФ × 16 В', off: 44 }),
  caption: 'к — кило, тысяча. М — мега, миллион. мк — микро, миллионная доля. На электролите пишут и напряжение.',
  alt: 'Таблица единиц: килоомы, мегаомы, микрофарады, нанофарады и пикофарады, примеры R2 4,7 кОм и C1 100 мкФ на 16 В',
});
add({
  title: 'Полярность',
  body:
    part('led', [40, 160], [290, 160], { name: 'HL1' }) + text(40, 205, 'анод +', { anchor: 'start', fill: ACCENT, weight: 'bold' }) + text(290, 205, 'катод', { anchor: 'end' }) +
    part('electrolytic', [350, 160], [600, 160], { name: 'C1' }) + text(350, 205, '+', { anchor: 'start', fill: ACCENT, weight: 'bold', size: 30 }) + text(600, 205, '−', { anchor: 'end', weight: 'bold', size: 30 }) +
    part('diode', [40, 320], [290, 320], { name: 'VD1' }) + text(290, 365, 'полоска', { anchor: 'end' }) + text(40, 365, 'анод', { anchor: 'start' }) +
    part('battery', [350, 320], [600, 320], { name: 'GB1' }) + text(350, 365, 'длинная +', { anchor: 'start', fill: ACCENT, weight: 'bold' }),
  caption: 'Эти детали нельзя ставить наоборот. Ток в схеме течёт от плюса к минусу — по стрелке диода.',
  alt: 'Полярные детали: светодиод с анодом и катодом, электролит с плюсом, диод с полоской катода, батарейка с длинной чертой плюса',
});
add({
  title: 'Как читать схему',
  body: rails({ xL: 130, yT: 130, yB: 370, bat: { name: 'GB1', value: '4,5 В' }, top: [{ k: 'switch', name: 'SA1' }], cols: [{ x: 430, parts: [{ k: 'resistor', name: 'R1', value: '220 Ом' }, { k: 'led', name: 'HL1' }] }] }) +
    `<path d="M136,160 H424 V364 H136" fill="none" stroke="${ACCENT}" stroke-width="8" opacity="0.3"/>` +
    text(290, 300, '1 → 2 → 3 → 4', { weight: 'bold', fill: ACCENT }),
  caption: 'Начни с плюса батарейки и иди пальцем по линии: 1 выключатель, 2 резистор, 3 светодиод, 4 минус.',
  alt: 'Схема с подсвеченным путём тока от плюса батарейки через выключатель, резистор и светодиод к минусу',
});
add({
  title: 'Проверь себя',
  body: rails({ xL: 120, bat: { name: 'GB1', value: '9 В' }, top: [{ k: 'button', name: 'SB1' }], cols: [
    { x: 260, parts: [{ k: 'resistor', name: 'R1', side: 'left' }, { k: 'led', name: 'HL1', side: 'left' }] },
    { x: 390, parts: [{ k: 'resistor', name: 'R2', side: 'left' }, { k: 'led', name: 'HL2', side: 'left' }] },
  ] }) + lines(445, 140, ['1. Сколько', 'резисторов?', '2. Что будет,', 'если не', 'нажать SB1?'], { anchor: 'start', lh: 34 }),
  caption: 'Ответы: 1 — два резистора. 2 — без нажатия кнопки цепь разорвана, оба светодиода не горят.',
  alt: 'Задание: схема с кнопкой и двумя ветками резистор плюс светодиод и вопросы по схеме с ответами',
});

/** @type {import('./schemes-lib.mjs').Series} */
export const aboutSeries = { dir: 'schemes/3', by: scriptName(import.meta.url), sheets: () => buildSheets(S) };

if (isMain(import.meta.url)) writeSeries(aboutSeries);
