// @ts-check
// Sheet series 2, «Позитроник»: a progressive collection of 83 schematic sheets.
// Run: node scripts/content/schemes-positronic.mjs  (writes public/content/schemes/2/sheet-NN.svg)
import { part, chain, wire, dot, line, ground, transistor, rails, spdt, terminal, arrow } from './schematic-symbols.mjs';
import * as RP from './schemes-real-parts.mjs';

/** @typedef {import('./schematic-symbols.mjs').PartKind} PartKind */
/** @typedef {import('./schematic-symbols.mjs').ChainPart} ChainPart */
/** @typedef {import('./schematic-symbols.mjs').LabelOptions} LabelOptions */
/** @typedef {readonly (ChainPart | null)[]} Chain */
import { buildSheets, writeSeries } from './schemes-lib.mjs';
import { ACCENT, BLUE, GREEN, INK, WIRE_RED, isMain, lines, scriptName, text } from './svg-core.mjs';

/** @type {import('./schemes-lib.mjs').SheetSpec[]} */
const S = [];
/** @param {import('./schemes-lib.mjs').SheetSpec} o */
const add = (o) => S.push(o);

/**
 * A framed white panel with an optional blue heading.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {string} [label]
 */
const panel = (x, y, w, h, label) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="#fff" stroke="#9aa7b8" stroke-width="2"/>` +
  (label ? text(x + w / 2, y + 32, label, { weight: 'bold', fill: BLUE }) : '');

// ---------------------------------------------------------------- 1. title sheet
add({
  title: 'Позитроник: сборник схем',
  alt: 'Титульный лист сборника «Позитроник»: светодиод с резистором и батарейкой и список глав сборника',
  body:
    part('battery', [110, 130], [110, 330], { name: 'GB1', side: 'left' }) +
    wire([110, 130], [200, 130]) +
    chain([200, 130], [200, 330], [{ k: 'resistor', name: 'R1', side: 'left' }, { k: 'led', name: 'HL1', side: 'left' }]) +
    wire([110, 330], [200, 330]) +
    lines(285, 112, ['1. Символы', '2. Светодиоды', '3. Диоды и моторы', '4. Конденсаторы', '5. Транзисторы', '6. Мигалки', '7. Звук и микрофон', '8. Опыты и задачи'], { anchor: 'start', lh: 36 }),
  caption: 'Листай по порядку: от значков к настоящим устройствам. Собирай схемы только вместе с учителем.',
});

// ---------------------------------------------------------------- chapter 1: symbols
/**
 * A symbol sheet: the symbol on the left (a part kind, or `big` drawn by hand), the real part on the right.
 * @param {{ title: string, kind?: PartKind, code: string, real: string, caption: string, alt: string, big?: string }} o
 */
function symbolSheet({ title, kind, code, real, caption, alt, big }) {
  let left = panel(24, 82, 292, 300, 'На схеме');
  left += big ?? (kind ? `<g transform="translate(170 240) scale(1.5)">${part(kind, [-85, 0], [85, 0])}</g>` : '');
  left += text(170, 360, `Буква: ${code}`, { size: 28, weight: 'bold' });
  let right = panel(324, 82, 292, 300, 'В жизни');
  right += real;
  add({ title, alt, body: left + right, caption });
}

symbolSheet({
  title: 'Символ: провод и точка',
  code: '—',
  big:
    wire([60, 170], [280, 170]) + wire([170, 170], [170, 230]) + dot(170, 170) +
    text(170, 150, 'соединены', { size: 25 }) +
    wire([60, 290], [280, 290]) + wire([170, 250], [170, 330]) + text(235, 325, 'нет', { size: 25 }),
  real: RP.jumper([[360, 200], [420, 160], [520, 220], [590, 170]], WIRE_RED) + RP.jumper([[360, 300], [450, 260], [540, 320], [590, 280]], BLUE),
  caption: 'Линия — это провод. Жирная точка значит «провода соединены». Без точки провода просто пересекаются.',
  alt: 'Символ провода: пересечение проводов с точкой означает соединение, без точки — провода не соединены; рядом цветные провода',
});
symbolSheet({
  title: 'Символ: батарейка',
  kind: 'battery',
  code: 'GB',
  real: RP.realCell(470, 240, { s: 1.3 }),
  caption: 'Длинная тонкая черта — плюс, короткая толстая — минус. Батарейка толкает ток по цепи от плюса к минусу.',
  alt: 'Символ батарейки: длинная черта — плюс, короткая толстая — минус; рядом рисунок пальчиковой батарейки 1,5 В',
});
symbolSheet({
  title: 'Символ: общий провод',
  code: 'нет',
  big: wire([170, 140], [170, 230]) + ground(170, 230, { stem: 20 }) + text(215, 200, '0 В', { anchor: 'start' }),
  real: RP.jumper([[350, 240], [590, 240]], '#111', 10) + text(470, 210, 'чёрный провод', { size: 25 }) + text(470, 290, 'к минусу', { size: 25 }),
  caption: 'Все такие значки соединены между собой и с минусом батарейки. Так схема получается проще.',
  alt: 'Символ общего провода (земли): черта с тремя укорачивающимися линиями, это минус питания; рядом чёрный провод к минусу',
});
symbolSheet({
  title: 'Символ: резистор',
  kind: 'resistor',
  code: 'R',
  real: RP.realResistor(470, 240, { s: 1.5, len: 170 }),
  caption: 'Резистор мешает току и ограничивает его. Без резистора светодиод может сгореть. Сопротивление — в омах (Ом).',
  alt: 'Символ резистора — прямоугольник с буквой R; рядом рисунок резистора с цветными полосками',
});
symbolSheet({
  title: 'Символ: переменный резистор',
  kind: 'pot',
  code: 'R',
  real: RP.realPot(470, 230, { s: 1.4 }),
  caption: 'Стрелка значит «можно менять». Крутишь ручку — сопротивление меняется. Так регулируют яркость и громкость.',
  alt: 'Символ переменного резистора — прямоугольник, перечёркнутый стрелкой; рядом рисунок резистора с ручкой',
});
symbolSheet({
  title: 'Символ: фоторезистор',
  kind: 'ldr',
  code: 'R',
  real: RP.realLdr(470, 220, { s: 1.6 }),
  caption: 'Стрелки — это свет, падающий на резистор. На свету его сопротивление маленькое, в темноте — большое.',
  alt: 'Символ фоторезистора — прямоугольник с двумя стрелками света; рядом рисунок фоторезистора со змейкой',
});
symbolSheet({
  title: 'Символ: конденсатор',
  kind: 'capacitor',
  code: 'C',
  real: RP.realCeramicCap(470, 220, { s: 1.5 }),
  caption: 'Две пластинки с зазором. Конденсатор копит заряд, как маленький бак. Ёмкость: пФ, нФ, мкФ.',
  alt: 'Символ конденсатора — две параллельные черты; рядом рисунок керамического конденсатора с надписью 104',
});
symbolSheet({
  title: 'Символ: электролит',
  kind: 'electrolytic',
  code: 'C',
  real: RP.realElectrolytic(470, 220, { s: 1.3 }),
  caption: 'Электролитический конденсатор большой ёмкости. У него есть плюс и минус! Полоска на корпусе — это минус.',
  alt: 'Символ электролитического конденсатора с плюсом у одной пластины; рядом синий цилиндр с полоской минуса',
});
symbolSheet({
  title: 'Символ: диод',
  kind: 'diode',
  code: 'VD',
  real: RP.realDiode(470, 240, { s: 1.5, len: 170 }),
  caption: 'Треугольник — стрелка, куда может идти ток. Черта — «стоп» для обратного тока. Полоска на корпусе — катод.',
  alt: 'Символ диода — треугольник с чертой; рядом рисунок диода: чёрный корпус с серой полоской катода',
});
symbolSheet({
  title: 'Символ: светодиод',
  kind: 'led',
  code: 'HL',
  real: RP.realLed(470, 230, { s: 1.6 }) + text(540, 330, '+', { size: 34, weight: 'bold', fill: ACCENT }),
  caption: 'Диод, который светится. Стрелки — это свет. Длинная ножка — плюс (анод). Включай только с резистором!',
  alt: 'Символ светодиода — диод с двумя стрелками наружу; рядом красный светодиод, длинная ножка отмечена плюсом',
});
symbolSheet({
  title: 'Символ: транзистор NPN',
  code: 'VT',
  big: (() => {
    const t = transistor(170, 235, {});
    return `<g transform="translate(170 235) scale(1.4) translate(-170 -235)">${t.svg}</g>` +
      text(90, 228, 'Б', { weight: 'bold' }) + text(210, 160, 'К', { weight: 'bold' }) + text(210, 322, 'Э', { weight: 'bold' });
  })(),
  real: RP.realTransistor(470, 210, { s: 1.5 }),
  caption: 'База (Б), коллектор (К), эмиттер (Э). Маленький ток в базу открывает большой ток от коллектора к эмиттеру.',
  alt: 'Символ транзистора NPN в круге с выводами база, коллектор и эмиттер (стрелка наружу); рядом транзистор BC547 с ножками Э Б К',
});
symbolSheet({
  title: 'Символ: транзистор PNP',
  code: 'VT',
  big: (() => {
    const t = transistor(170, 235, { type: 'pnp' });
    return `<g transform="translate(170 235) scale(1.4) translate(-170 -235)">${t.svg}</g>` +
      text(90, 228, 'Б', { weight: 'bold' }) + text(210, 160, 'К', { weight: 'bold' }) + text(210, 322, 'Э', { weight: 'bold' });
  })(),
  real: RP.realTransistor(470, 210, { s: 1.5, label: 'BC557' }),
  caption: 'У PNP стрелка эмиттера смотрит внутрь. Он открывается, когда базу тянут к минусу. Эмиттер ставят к плюсу.',
  alt: 'Символ транзистора PNP: стрелка эмиттера направлена внутрь; рядом транзистор BC557',
});
symbolSheet({
  title: 'Символ: выключатель',
  kind: 'switch',
  code: 'SA',
  real: RP.realSlideSwitch(470, 230, { s: 1.5 }),
  caption: 'Наклонная черта — это открытый контакт. Щёлкнул — контакт замкнулся и остался замкнутым.',
  alt: 'Символ выключателя — наклонная черта между выводами; рядом рисунок движкового выключателя',
});
symbolSheet({
  title: 'Символ: кнопка',
  kind: 'button',
  code: 'SB',
  real: RP.realButton(470, 235, { s: 1.5 }),
  caption: 'Кнопка замыкает цепь, только пока на неё нажимают. Отпустил — цепь снова разорвана.',
  alt: 'Символ кнопки — контакт с толкателем сверху; рядом тактовая кнопка с красным колпачком',
});
symbolSheet({
  title: 'Символ: геркон',
  kind: 'reed',
  code: 'SF',
  real: RP.realReed(470, 230, { s: 1.1 }) +
    `<rect x="420" y="290" width="100" height="34" rx="4" fill="${WIRE_RED}"/><rect x="470" y="290" width="50" height="34" rx="4" fill="${BLUE}"/>` +
    text(470, 355, 'магнит', { size: 25 }),
  caption: 'Контакты в стеклянной колбе. Поднесёшь магнит — контакты притянутся и замкнут цепь.',
  alt: 'Символ геркона — контакт внутри овала колбы; рядом стеклянный геркон и магнит',
});
symbolSheet({
  title: 'Символ: лампа',
  kind: 'lamp',
  code: 'EL',
  real: RP.realLamp(470, 240, { s: 1.6, lit: true }),
  caption: 'Круг с крестиком — лампа накаливания. Ток нагревает тонкую нить, и она светится.',
  alt: 'Символ лампы накаливания — круг с крестиком; рядом светящаяся лампочка',
});
symbolSheet({
  title: 'Символ: мотор',
  kind: 'motor',
  code: 'M',
  real: RP.realMotor(490, 240, { s: 1.3 }),
  caption: 'Круг с буквой M — электродвигатель. Поменяешь плюс и минус — мотор закрутится в другую сторону.',
  alt: 'Символ электродвигателя — круг с буквой M; рядом маленький моторчик с красным и чёрным проводом',
});
symbolSheet({
  title: 'Символ: динамик',
  kind: 'speaker',
  code: 'BA',
  real: RP.realSpeaker(470, 230, { s: 1.3 }),
  caption: 'Прямоугольник с раструбом — динамик. Он превращает быстрые колебания тока в звук.',
  alt: 'Символ динамика — прямоугольник с раструбом; рядом круглый динамик с проводами',
});
symbolSheet({
  title: 'Символ: микрофон',
  kind: 'mic',
  code: 'BM',
  real: RP.realMic(470, 220, { s: 1.6 }),
  caption: 'Круг с чертой — микрофон. Он превращает звук в слабые колебания тока. Их усиливают транзистором.',
  alt: 'Символ микрофона — круг с чертой сбоку; рядом маленький электретный микрофон',
});

// ---------------------------------------------------------------- chapter 2: LEDs
/**
 * The label of battery GB1.
 * @param {string} v
 * @returns {LabelOptions}
 */
const bat = (v, name = 'GB1') => ({ name, value: v });
add({
  title: 'Лампа и батарейка',
  body: rails({ bat: bat('4,5 В'), cols: [{ x: 400, parts: [{ k: 'lamp', name: 'EL1', value: '4,5 В' }] }] }),
  caption: 'Самая простая цепь: ток идёт от плюса через лампу к минусу. Цепь замкнута — лампа горит.',
  alt: 'Схема: батарейка 4,5 В и лампа накаливания соединены в замкнутую цепь',
});
add({
  title: 'Светодиод на 3 вольта',
  body: rails({ bat: bat('3 В'), cols: [{ x: 400, parts: [{ k: 'resistor', name: 'R1', value: '100 Ом' }, { k: 'led', name: 'HL1', value: 'красный' }] }] }),
  caption: 'Резистор 100 Ом ограничивает ток. Светодиод ставим плюсом (анодом) к плюсу батарейки.',
  alt: 'Схема: батарейка 3 В, резистор R1 100 Ом и красный светодиод HL1 последовательно',
});
add({
  title: 'Светодиод на 4,5 вольта',
  body: rails({ bat: bat('4,5 В'), cols: [{ x: 400, parts: [{ k: 'resistor', name: 'R1', value: '220 Ом' }, { k: 'led', name: 'HL1', value: 'красный' }] }] }),
  caption: 'Батарейка сильнее — резистор больше: 220 Ом. Ток будет около 10 мА, светодиоду хорошо.',
  alt: 'Схема: батарейка 4,5 В, резистор 220 Ом и красный светодиод последовательно',
});
add({
  title: 'Светодиод на 9 вольт',
  body: rails({ bat: bat('9 В'), cols: [{ x: 400, parts: [{ k: 'resistor', name: 'R1', value: '680 Ом' }, { k: 'led', name: 'HL1', value: 'красный' }] }] }),
  caption: 'От «Кроны» 9 В нужен резистор 680 Ом. Без него светодиод сгорит за секунду.',
  alt: 'Схема: батарейка 9 В, резистор 680 Ом и красный светодиод последовательно',
});
add({
  title: 'Считаем резистор',
  body:
    rails({ xL: 120, bat: bat('4,5 В'), cols: [{ x: 200, parts: [{ k: 'resistor', name: 'R1', value: '?' }, { k: 'led', name: 'HL1' }] }] }) +
    panel(320, 90, 300, 290) +
    lines(336, 132, ['R = (U − Uсд) : I', 'U = 4,5 В', 'Uсд = 2 В', 'I = 0,01 А (10 мА)', 'R = 2,5 : 0,01 =', '= 250 Ом'], { anchor: 'start', lh: 38 }) +
    text(336, 362, 'Берём 220 Ом', { anchor: 'start', weight: 'bold', fill: ACCENT }),
  caption: 'Uсд — напряжение на светодиоде. Из напряжения батарейки вычти Uсд и раздели на ток.',
  alt: 'Лист с формулой расчёта резистора для светодиода: R = (4,5 − 2) : 0,01 = 250 Ом, берём 220 Ом',
});
add({
  title: 'Фонарик-брелок',
  body: rails({ bat: bat('3 В'), cols: [{ x: 400, parts: [{ k: 'button', name: 'SB1', side: 'left' }, { k: 'led', name: 'HL1', value: 'белый', side: 'left' }] }] }) +
    RP.realCoinCell(540, 250, { s: 1.25 }),
  caption: 'Как в проекте 1: батарейка-таблетка CR2032 слабая, она сама ограничивает ток. Нажал кнопку — светит.',
  alt: 'Схема фонарика-брелока: батарейка-таблетка 3 В, кнопка SB1 и белый светодиод',
});
add({
  title: 'Выключатель',
  body: rails({ bat: bat('4,5 В'), top: [{ k: 'switch', name: 'SA1' }], cols: [{ x: 420, parts: [{ k: 'resistor', name: 'R1', value: '220 Ом' }, { k: 'led', name: 'HL1', value: 'зелёный' }] }] }),
  caption: 'Выключатель ставим в провод от плюса. Щёлкнул — цепь замкнута, светодиод горит, пока не выключишь.',
  alt: 'Схема: батарейка 4,5 В, выключатель SA1, резистор 220 Ом и зелёный светодиод',
});
add({
  title: 'Кнопка',
  body: rails({ bat: bat('4,5 В'), top: [{ k: 'button', name: 'SB1' }], cols: [{ x: 420, parts: [{ k: 'resistor', name: 'R1', value: '220 Ом' }, { k: 'led', name: 'HL1', value: 'синий' }] }] }),
  caption: 'Кнопка замыкает цепь только пока её держат. Синему светодиоду нужно около 3 В, поэтому он светит тусклее.',
  alt: 'Схема: батарейка 4,5 В, кнопка SB1, резистор 220 Ом и синий светодиод',
});
add({
  title: 'Геркон и магнит',
  body: rails({ bat: bat('4,5 В'), top: [{ k: 'reed', name: 'SF1' }], cols: [{ x: 430, parts: [{ k: 'resistor', name: 'R1', value: '220 Ом' }, { k: 'led', name: 'HL1', value: 'жёлтый' }] }] }) +
    `<rect x="250" y="50" width="0" height="0"/>` +
    `<rect x="236" y="170" width="70" height="26" rx="4" fill="${WIRE_RED}"/><rect x="271" y="170" width="35" height="26" rx="4" fill="${BLUE}"/>` +
    text(271, 225, 'магнит', { size: 25 }),
  caption: 'Поднеси магнит к геркону — светодиод загорится. Так работают датчики открытой двери.',
  alt: 'Схема: батарейка 4,5 В, геркон SF1 с магнитом рядом, резистор 220 Ом и жёлтый светодиод',
});
add({
  title: 'Два светодиода подряд',
  body: rails({ bat: bat('9 В'), cols: [{ x: 400, parts: [{ k: 'resistor', name: 'R1', value: '470 Ом' }, { k: 'led', name: 'HL1' }, { k: 'led', name: 'HL2' }] }] }),
  caption: 'Последовательно: ток один и тот же, а напряжения складываются: 2 + 2 = 4 В. R = (9 − 4) : 0,01 ≈ 470 Ом.',
  alt: 'Схема: батарейка 9 В, резистор 470 Ом и два красных светодиода последовательно',
});
add({
  title: 'Три светодиода подряд',
  body: rails({ yT: 110, yB: 390, bat: bat('9 В'), cols: [{ x: 400, parts: [{ k: 'resistor', name: 'R1', value: '330 Ом' }, { k: 'led', name: 'HL1' }, { k: 'led', name: 'HL2' }, { k: 'led', name: 'HL3' }] }] }),
  caption: 'Три красных по 2 В — это 6 В. Остаётся 3 В на резистор: 3 : 0,01 = 300 Ом, берём 330 Ом.',
  alt: 'Схема: батарейка 9 В, резистор 330 Ом и три светодиода последовательно',
});
add({
  title: 'Светодиоды параллельно',
  body: rails({ bat: bat('4,5 В'), cols: [
    { x: 300, parts: [{ k: 'resistor', name: 'R1', value: '220 Ом' }, { k: 'led', name: 'HL1' }] },
    { x: 480, parts: [{ k: 'resistor', name: 'R2', value: '220 Ом' }, { k: 'led', name: 'HL2' }] },
  ] }),
  caption: 'Параллельно: у каждого светодиода своя дорожка и свой резистор. Точки показывают соединения.',
  alt: 'Схема: батарейка 4,5 В и две параллельные ветки, в каждой резистор 220 Ом и светодиод',
});
add({
  title: 'Светофор на кнопках',
  body: rails({ xL: 110, bat: bat('4,5 В'), cols: ['красный', 'жёлтый', 'зелёный'].map((_c, i) => ({
    x: 240 + i * 150,
    parts: [{ k: 'button', name: `SB${i + 1}`, side: 'left' }, { k: 'resistor', name: `R${i + 1}`, side: 'left' }, { k: 'led', name: `HL${i + 1}`, side: 'left' }],
  })) }) + text(300, 408, '', {}),
  caption: 'Три ветки: кнопка, резистор 220 Ом и светодиод своего цвета. Каждая кнопка зажигает свой цвет.',
  alt: 'Схема светофора: три параллельные ветки с кнопкой, резистором и красным, жёлтым и зелёным светодиодами',
});
add({
  title: 'Кнопки подряд: «И»',
  body: rails({ bat: bat('4,5 В'), top: [{ k: 'button', name: 'SB1' }, { k: 'button', name: 'SB2' }], cols: [{ x: 470, parts: [{ k: 'resistor', name: 'R1', value: '220 Ом' }, { k: 'led', name: 'HL1' }] }] }),
  caption: 'Светодиод горит, только если нажаты SB1 И SB2. Так делают защиту: две руки на двух кнопках.',
  alt: 'Схема логики И: две кнопки последовательно, резистор и светодиод; горит только при нажатии обеих',
});
add({
  title: 'Кнопки рядом: «ИЛИ»',
  body:
    part('battery', [120, 150], [120, 380], { name: 'GB1', value: '4,5 В', side: 'left' }) +
    wire([120, 150], [180, 150]) + wire([180, 150], [180, 240]) + part('button', [180, 240], [320, 240], { name: 'SB2', side: 'below' }) +
    part('button', [180, 150], [320, 150], { name: 'SB1' }) + wire([320, 150], [320, 240]) + dot(180, 150) + dot(320, 150) +
    wire([320, 150], [460, 150]) + chain([460, 150], [460, 380], [{ k: 'resistor', name: 'R1', value: '220 Ом' }, { k: 'led', name: 'HL1' }]) + wire([120, 380], [460, 380]),
  caption: 'Кнопки параллельно: хватит нажать SB1 ИЛИ SB2. Так звонок можно включить из двух мест.',
  alt: 'Схема логики ИЛИ: две кнопки параллельно, резистор и светодиод; горит при нажатии любой кнопки',
});
add({
  title: 'Переключатель двух цветов',
  body: (() => {
    const sw = spdt(240, 130, { name: 'SA1' });
    return part('battery', [110, 130], [110, 380], { name: 'GB1', value: '4,5 В', side: 'left' }) + wire([110, 130], sw.com) + sw.svg +
      wire(sw.up, [390, 104]) + wire(sw.down, [340, 156], [340, 200]) +
      wire([390, 104], [520, 104], [520, 200]) +
      chain([340, 200], [340, 380], [{ k: 'resistor', name: 'R1', side: 'left' }, { k: 'led', name: 'HL1', value: 'красн.', side: 'left' }]) +
      chain([520, 200], [520, 380], [{ k: 'resistor', name: 'R2', side: 'left' }, { k: 'led', name: 'HL2', value: 'зелён.', side: 'left' }]) +
      wire([110, 380], [520, 380]) + dot(340, 380);
  })(),
  caption: 'Переключатель SA1 направляет ток то в одну ветку, то в другую: горит красный или зелёный. R1, R2 — 220 Ом.',
  alt: 'Схема с переключателем на два положения: в одном горит красный светодиод, в другом зелёный',
});
add({
  title: 'Свет из двух мест',
  body: (() => {
    const a = spdt(200, 200, { name: 'SA1' });
    const b2 = spdt(420, 200, { name: 'SA2' });
    // SA2 drawn mirrored by hand: throws on the left, common on the right
    const m = `<g transform="translate(840 0) scale(-1 1)">${b2.svg.replace(/<text[^>]*>SA2<\/text>/, '')}</g>` + text(400, 160, 'SA2', { weight: 'bold' });
    /** @type {import('./svg-core.mjs').Point} */
    const comB = [840 - b2.com[0], 200];
    return part('battery', [110, 120], [110, 390], { name: 'GB1', value: '4,5 В', side: 'left' }) +
      wire([110, 120], [150, 120], [150, 200], a.com) + a.svg + m +
      wire(a.up, [840 - b2.up[0], b2.up[1]]) + wire(a.down, [840 - b2.down[0], b2.down[1]]) +
      wire(comB, [540, 200], [540, 240]) + chain([540, 240], [540, 390], [{ k: 'lamp', name: 'EL1', side: 'left' }]) + wire([110, 390], [540, 390]);
  })(),
  caption: 'Два переключателя: свет можно включить внизу лестницы и выключить наверху. Проверь все 4 положения!',
  alt: 'Схема лестничного выключателя: два переключателя соединены двумя проводами и управляют одной лампой',
});
add({
  title: 'Регулятор яркости',
  body: rails({ bat: bat('4,5 В'), cols: [{ x: 400, parts: [{ k: 'pot', name: 'R1', value: '1 кОм' }, { k: 'resistor', name: 'R2', value: '100 Ом' }, { k: 'led', name: 'HL1' }] }] }),
  caption: 'Крути R1 — ток меняется, и яркость тоже. R2 защищает светодиод, когда R1 выкручен в ноль.',
  alt: 'Схема регулятора яркости: переменный резистор 1 кОм, резистор 100 Ом и светодиод',
});
add({
  title: 'Фоторезистор и светодиод',
  body: rails({ bat: bat('4,5 В'), cols: [{ x: 400, parts: [{ k: 'ldr', name: 'R1', value: 'фото' }, { k: 'resistor', name: 'R2', value: '100 Ом' }, { k: 'led', name: 'HL1' }] }] }),
  caption: 'На свету фоторезистор пропускает больше тока — светодиод ярче. Закрой его ладонью — станет тусклее.',
  alt: 'Схема: батарейка, фоторезистор, резистор 100 Ом и светодиод последовательно',
});
add({
  title: 'Шахтёрский фонарь',
  body: rails({ xL: 120, bat: bat('4,5 В'), top: [{ k: 'switch', name: 'SA1' }], cols: [0, 1, 2].map((i) => ({
    x: 260 + i * 140,
    parts: [{ k: 'resistor', name: `R${i + 1}`, side: 'left' }, { k: 'led', name: `HL${i + 1}`, side: 'left' }],
  })) }),
  caption: 'Как в проекте 7: три белых светодиода, у каждого резистор 68 Ом. Выключатель SA1 включает все сразу.',
  alt: 'Схема шахтёрского фонаря: выключатель и три параллельные ветки из резистора 68 Ом и белого светодиода',
});

// ---------------------------------------------------------------- chapter 3: diodes, motors
add({
  title: 'Диод: ток в одну сторону',
  body:
    rails({ xL: 100, yT: 130, yB: 370, bat: { name: 'GB1' }, cols: [{ x: 220, parts: [{ k: 'diode', name: 'VD1' }, { k: 'resistor', name: 'R1' }, { k: 'led', name: 'HL1' }] }] }) +
    rails({ xL: 390, yT: 130, yB: 370, bat: { name: 'GB2' }, cols: [{ x: 510, parts: [{ k: 'diode', name: 'VD2', rev: true }, { k: 'resistor', name: 'R2' }, { k: 'led', name: 'HL2' }] }] }) +
    text(160, 108, 'горит', { weight: 'bold', fill: GREEN }) + text(450, 108, 'не горит', { weight: 'bold', fill: ACCENT }),
  caption: 'Слева диод повёрнут по току — светодиод горит. Справа тот же диод развёрнут — ток не идёт.',
  alt: 'Две схемы с диодом: слева диод по направлению тока и светодиод горит, справа диод развёрнут и светодиод не горит',
});

add({
  title: 'Защита от переполюсовки',
  body: rails({ bat: bat('4,5 В'), cols: [{ x: 400, parts: [{ k: 'diode', name: 'VD1', value: '1N4148' }, { k: 'resistor', name: 'R1', value: '180 Ом' }, { k: 'led', name: 'HL1' }] }] }),
  caption: 'Перепутал плюс и минус — диод VD1 не пустит ток, и детали не пострадают. На диоде теряется 0,7 В.',
  alt: 'Схема защиты от переполюсовки: батарейка, диод 1N4148, резистор 180 Ом и светодиод последовательно',
});
add({
  title: 'Индикатор полярности',
  body: rails({ xL: 110, bat: { name: 'GB1', value: '?' }, top: [{ k: 'resistor', name: 'R1', value: '330 Ом' }], cols: [
    { x: 330, parts: [{ k: 'led', name: 'HL1', value: 'красный', side: 'left' }] },
    { x: 470, parts: [{ k: 'led', name: 'HL2', value: 'зелёный', rev: true, side: 'right' }] },
  ] }),
  caption: 'Светодиоды развёрнуты в разные стороны. Если сверху плюс — горит красный, если минус — зелёный.',
  alt: 'Схема индикатора полярности: резистор 330 Ом и два встречно включённых светодиода, красный и зелёный',
});
add({
  title: 'Мотор и индикатор',
  body: rails({ bat: bat('3 В'), top: [{ k: 'button', name: 'SB1' }], cols: [
    { x: 330, parts: [{ k: 'motor', name: 'M1', side: 'left' }] },
    { x: 480, parts: [{ k: 'resistor', name: 'R1', value: '100 Ом' }, { k: 'led', name: 'HL1' }] },
  ] }),
  caption: 'Мотор и светодиод подключены параллельно. Нажал кнопку — мотор крутится, а светодиод это показывает.',
  alt: 'Схема: кнопка, мотор M1 и параллельно ему резистор 100 Ом со светодиодом',
});

// ---------------------------------------------------------------- chapter 4: capacitors
add({
  title: 'Конденсатор копит заряд',
  body: rails({ bat: bat('4,5 В'), top: [{ k: 'button', name: 'SB1' }], cols: [
    { x: 330, parts: [{ k: 'electrolytic', name: 'C1', value: '1000 мкФ', side: 'left' }] },
    { x: 470, parts: [{ k: 'resistor', name: 'R1', value: '220 Ом' }, { k: 'led', name: 'HL1' }] },
  ] }),
  caption: 'Нажми SB1 и отпусти: светодиод гаснет не сразу, а плавно. Это конденсатор отдаёт накопленный заряд.',
  alt: 'Схема: кнопка заряжает конденсатор 1000 мкФ, после отпускания светодиод плавно гаснет',
});
add({
  title: 'Ёмкости складываются',
  body: rails({ xL: 120, bat: bat('4,5 В'), top: [{ k: 'button', name: 'SB1' }], cols: [
    { x: 270, parts: [{ k: 'electrolytic', name: 'C1', side: 'left' }] },
    { x: 380, parts: [{ k: 'electrolytic', name: 'C2', side: 'left' }] },
    { x: 490, parts: [{ k: 'resistor', name: 'R1' }, { k: 'led', name: 'HL1' }] },
  ] }),
  caption: 'C1 и C2 по 1000 мкФ параллельно — это 2000 мкФ. Светодиод будет гаснуть в два раза дольше.',
  alt: 'Схема: два конденсатора по 1000 мкФ параллельно, резистор и светодиод; свечение длится вдвое дольше',
});
add({
  title: 'Вспышка при включении',
  body: rails({ bat: bat('4,5 В'), top: [{ k: 'switch', name: 'SA1' }], cols: [{ x: 430, parts: [{ k: 'electrolytic', name: 'C1', value: '470 мкФ' }, { k: 'resistor', name: 'R1', value: '220 Ом' }, { k: 'led', name: 'HL1' }] }] }),
  caption: 'Пока конденсатор заряжается, ток идёт — светодиод мигнёт. Заряженный конденсатор ток не пропускает.',
  alt: 'Схема: выключатель, конденсатор 470 мкФ, резистор и светодиод последовательно; светодиод мигает при включении',
});

// ---------------------------------------------------------------- chapter 5: transistors
/**
 * Battery, base network on the left, NPN transistor with its load in the collector.
 * @param {{ v?: string, up?: Chain, down?: Chain, base?: ChainPart | null, load: Chain,
 *   vt?: { name: string, value?: string }, xB?: number, extra?: string }} o
 */
function tswitch({ v = '4,5 В', up = [], down = [], base = null, load, vt = { name: 'VT1', value: 'BC547' }, xB = 260, extra = '' }) {
  const yT = 110;
  const yB = 400;
  const t = transistor(420, 300, vt);
  let s = part('battery', [120, yT], [120, yB], { name: 'GB1', value: v, side: 'left' });
  s += wire([120, yT], [t.c[0], yT]) + wire([120, yB], [t.e[0], yB]);
  s += t.svg + wire(t.e, [t.e[0], yB]);
  s += chain([t.c[0], yT], t.c, load);
  if (up.length) s += chain([xB, yT], [xB, 300], up) + dot(xB, yT);
  if (down.length) s += chain([xB, 300], [xB, yB], down) + dot(xB, yB) + (up.length ? dot(xB, 300) : '');
  s += base ? part(base.k, [xB, 300], t.b, base) : wire([xB, 300], t.b);
  return s + extra;
}
/** @returns {ChainPart[]} */
const led2 = (r = '220 Ом') => [{ k: 'resistor', name: 'R2', value: r }, { k: 'led', name: 'HL1' }];
add({
  title: 'Транзистор — ключ',
  body: tswitch({ up: [{ k: 'button', name: 'SB1', side: 'left' }], base: { k: 'resistor', name: 'R1', value: '10 кОм' }, load: led2() }),
  caption: 'Нажал SB1 — в базу течёт маленький ток, транзистор открывается и зажигает светодиод.',
  alt: 'Схема транзисторного ключа: кнопка и резистор 10 кОм в базе транзистора BC547, в коллекторе резистор 220 Ом и светодиод',
});
add({
  title: 'Малый ток — большой ток',
  body: tswitch({ up: [{ k: 'button', name: 'SB1', side: 'left' }], base: { k: 'resistor', name: 'R1', value: '10 кОм' }, load: led2() }) +
    arrow(290, 330, 350, 330, { stroke: BLUE, sw: 4, size: 14 }) + text(300, 365, '0,4 мА', { weight: 'bold', fill: BLUE, size: 26 }) +
    arrow(570, 150, 570, 250, { stroke: ACCENT, sw: 5, size: 16 }) + text(600, 290, '10 мА', { weight: 'bold', fill: ACCENT, size: 26, anchor: 'end' }),
  caption: 'Ток базы (синий) в 25 раз меньше тока коллектора (красный). Транзистор — усилитель тока.',
  alt: 'Схема транзисторного ключа со стрелками: ток базы 0,4 мА управляет током коллектора 10 мА',
});
/**
 * Darlington pair: sensor contacts drive VT1, VT1 drives VT2.
 * @param {string} sensorName
 * @param {string} sensorValue
 */
function darlington(sensorName, sensorValue, extra = '') {
  const yT = 110;
  const yB = 400;
  const t1 = transistor(330, 240, { name: 'VT1' });
  const t2 = transistor(440, 320, { name: 'VT2' });
  let s = part('battery', [120, yT], [120, yB], { name: 'GB1', value: '4,5 В', side: 'left' });
  s += wire([120, yT], [t2.c[0], yT]) + wire([120, yB], [t2.e[0], yB]);
  s += chain([200, yT], [200, 240], [{ k: 'contacts', name: sensorName, value: sensorValue, side: 'right', off: 22 }]) + dot(200, yT);
  s += part('resistor', [200, 240], t1.b, { name: 'R1', value: '1 кОм', side: 'below', off: 22 });
  s += t1.svg + t2.svg + wire(t1.c, [t1.c[0], yT]) + dot(t1.c[0], yT);
  s += wire(t1.e, [t1.e[0], 320], t2.b) + wire(t2.e, [t2.e[0], yB]);
  s += chain([t2.c[0], yT], t2.c, led2('220 Ом'));
  return s + extra;
}
add({
  title: 'Сенсорная кнопка',
  body: darlington('X1', 'сенсор'),
  caption: 'Коснись пальцем двух контактов X1: через кожу течёт крошечный ток. Два транзистора усиливают его.',
  alt: 'Схема сенсорной кнопки на двух транзисторах: контакты X1, резистор 1 кОм, транзисторы VT1 и VT2, светодиод',
});
add({
  title: 'Датчик темноты',
  body: tswitch({ up: [{ k: 'resistor', name: 'R1', value: '10 кОм', side: 'left' }], down: [{ k: 'ldr', name: 'R3', value: 'фото', side: 'left' }], load: led2() }),
  caption: 'Светло — фоторезистор R3 «уводит» ток от базы, светодиод не горит. Стемнело — ночник включается сам.',
  alt: 'Схема ночника: делитель из резистора 10 кОм и фоторезистора управляет транзистором со светодиодом',
});
add({
  title: 'Датчик света',
  body: tswitch({ up: [{ k: 'ldr', name: 'R1', value: 'фото', side: 'left' }], down: [{ k: 'resistor', name: 'R3', value: '10 кОм', side: 'left' }], base: { k: 'resistor', name: 'R4', value: '1 кОм' }, load: led2() }),
  caption: 'Фоторезистор наверху: на свету его сопротивление падает, в базу идёт ток — светодиод загорается.',
  alt: 'Схема датчика света: фоторезистор сверху, резистор 10 кОм снизу, через 1 кОм к базе транзистора, светодиод в коллекторе',
});
add({
  title: 'Датчик воды',
  body: darlington('X1', 'щупы') +
    `<path d="M150,205 v60 h80 v-60" fill="#cfe8ff" stroke="${BLUE}" stroke-width="3"/>`.replace(/.*/, ''),
  caption: 'Опусти щупы X1 в воду: вода проводит ток, и светодиод загорается. Так делают датчик протечки.',
  alt: 'Схема датчика воды на двух транзисторах: щупы X1 в воде открывают транзисторы, светодиод загорается',
});
add({
  title: 'Сигнализация с герконом',
  body: tswitch({ up: [{ k: 'resistor', name: 'R1', value: '10 кОм', side: 'left' }], down: [{ k: 'reed', name: 'SF1', side: 'left' }], load: [{ k: 'speaker', name: 'BA1', value: 'зуммер' }] }),
  caption: 'Дверь закрыта: магнит замыкает геркон, база у минуса. Дверь открыли — геркон разомкнулся, зуммер пищит.',
  alt: 'Схема сигнализации: геркон замыкает базу транзистора на минус, при открытии двери включается зуммер',
});
add({
  title: 'Сигнализация на обрыв',
  body: tswitch({ up: [{ k: 'resistor', name: 'R1', value: '10 кОм', side: 'left' }], down: [{ k: 'fuseWire', name: 'тонкий', value: 'провод', side: 'left' }], load: [{ k: 'speaker', name: 'BA1', value: 'зуммер' }] }),
  caption: 'Пока тонкий провод цел, транзистор закрыт. Провод порвали — ток идёт в базу, и зуммер пищит.',
  alt: 'Схема сигнализации на обрыв: тонкий провод замыкает базу на минус, при обрыве провода включается зуммер',
});
add({
  title: 'Транзистор и мотор',
  body: (() => {
    const t = transistor(420, 300, { name: 'VT1', value: 'КТ817' });
    let s = part('battery', [120, 110], [120, 400], { name: 'GB1', value: '4,5 В', side: 'left' });
    s += wire([120, 110], [540, 110]) + wire([120, 400], [t.e[0], 400]) + t.svg + wire(t.e, [t.e[0], 400]);
    s += part('motor', [t.c[0], 110], [t.c[0], 210], { name: 'M1', side: 'left' }) + wire([t.c[0], 210], t.c);
    s += wire([t.c[0], 210], [540, 210]) + part('diode', [540, 210], [540, 110], { name: 'VD1', side: 'right' }) + dot(t.c[0], 210) + dot(t.c[0], 110);
    s += chain([260, 110], [260, 300], [{ k: 'button', name: 'SB1', side: 'left' }]) + dot(260, 110);
    s += part('resistor', [260, 300], t.b, { name: 'R1', value: '1 кОм' });
    return s;
  })(),
  caption: 'Мотору нужен большой ток, поэтому транзистор мощнее — КТ817. Диод VD1 гасит скачок напряжения от мотора.',
  alt: 'Схема управления мотором: кнопка и резистор 1 кОм в базе транзистора КТ817, мотор в коллекторе, защитный диод параллельно мотору',
});
add({
  title: 'Таймер: погаснет сам',
  body: tswitch({ up: [{ k: 'button', name: 'SB1', side: 'left' }], down: [{ k: 'electrolytic', name: 'C1', value: '470 мкФ', side: 'left' }], base: { k: 'resistor', name: 'R1', value: '47 кОм' }, load: led2() }),
  caption: 'Нажми SB1: C1 зарядится. Потом он медленно отдаёт ток в базу, и светодиод горит ещё около 20 секунд.',
  alt: 'Схема таймера: кнопка заряжает конденсатор 470 мкФ, который через резистор 47 кОм держит транзистор открытым',
});
add({
  title: 'Ключ на PNP',
  body: (() => {
    const t = transistor(420, 200, { type: 'pnp', flip: true, name: 'VT1', value: 'BC557', ldy: 10 });
    let s = part('battery', [120, 110], [120, 400], { name: 'GB1', value: '4,5 В', side: 'left' });
    s += wire([120, 110], [t.e[0], 110]) + wire(t.e, [t.e[0], 110]) + wire([120, 400], [t.c[0], 400]) + t.svg;
    s += chain(t.c, [t.c[0], 400], led2());
    s += part('resistor', [260, 200], t.b, { name: 'R1', value: '10 кОм' });
    s += chain([260, 200], [260, 400], [{ k: 'button', name: 'SB1', side: 'left' }]) + dot(260, 400);
    return s;
  })(),
  caption: 'У PNP всё наоборот: эмиттер — к плюсу, а кнопка тянет базу к минусу. Нажал SB1 — светодиод горит.',
  alt: 'Схема ключа на PNP-транзисторе BC557: эмиттер к плюсу, кнопка соединяет базу через 10 кОм с минусом, светодиод в коллекторе',
});

// ---------------------------------------------------------------- chapter 6: multivibrators
/**
 * Classic two-transistor astable multivibrator between a "+" and a "−" terminal.
 * @param {{ left: Chain, right: Chain, cap?: PartKind, bottom?: ChainPart | null }} o
 */
function multivib({ left, right, cap = 'electrolytic', bottom = null }) {
  const yT = 100;
  const yB = 385;
  const t1 = transistor(184, 315, { mirror: true, name: 'VT1' });
  const t2 = transistor(456, 315, { name: 'VT2' });
  let s = terminal(50, yT) + text(30, yT + 10, '+', { weight: 'bold', size: 32 });
  s += terminal(50, yB) + text(30, yB + 10, '−', { weight: 'bold', size: 32 });
  s += wire([56, yT], [470, yT]);
  s += bottom ? chain([56, yB], [170, yB], [bottom]) + wire([170, yB], [470, yB]) : wire([56, yB], [470, yB]);
  s += t1.svg + t2.svg + wire(t1.e, [170, yB]) + wire(t2.e, [470, yB]) + dot(170, yB);
  s += chain([170, yT], [170, 225], left) + wire([170, 225], t1.c) + dot(170, 225);
  s += chain([470, yT], [470, 225], right) + wire([470, 225], t2.c) + dot(470, 250);
  s += chain([300, yT], [300, 195], [{ k: 'resistor', name: 'R2', side: 'right' }]) + wire([300, 195], [300, 315], t1.b);
  s += chain([380, yT], [380, 195], [{ k: 'resistor', name: 'R3', side: 'right' }]) + wire([380, 195], [380, 315], t2.b);
  s += part(cap, [170, 225], [290, 225], { name: 'C1', side: 'below' }) + wire([290, 225], [380, 225]) + dot(380, 225);
  s += part(cap, [470, 250], [390, 250], { name: 'C2', side: 'above' }) + wire([390, 250], [300, 250]) + dot(300, 250);
  s += dot(170, yT) + dot(300, yT) + dot(380, yT);
  return s;
}
/** @type {{ left: Chain, right: Chain }} */
const mvLeds = {
  left: [{ k: 'resistor', name: 'R1', side: 'left' }, { k: 'led', name: 'HL1', side: 'left' }],
  right: [{ k: 'resistor', name: 'R4', side: 'right' }, { k: 'led', name: 'HL2', side: 'right' }],
};
add({
  title: 'Мультивибратор-мигалка',
  body: multivib(mvLeds),
  caption: 'R1, R4 220 Ом; R2, R3 15 кОм; C1, C2 100 мкФ; VT1, VT2 BC547. Светодиоды мигают по очереди.',
  alt: 'Схема мультивибратора: два транзистора, два светодиода, резисторы и перекрёстно включённые конденсаторы 100 мкФ',
});
add({
  title: 'Как мигает мультивибратор',
  body: (() => {
    let s = '';
    /**
     * @param {number} y
     * @param {string} label
     * @param {string} color
     * @param {number} phase
     */
    const wave = (y, label, color, phase) => {
      let d = `M150,${y + 40}`;
      for (let i = 0; i < 6; i++) {
        const hi = (i + phase) % 2 === 0;
        const yy = hi ? y : y + 40;
        d += ` V${yy} H${150 + (i + 1) * 75}`;
      }
      return text(130, y + 30, label, { weight: 'bold', anchor: 'end', fill: color }) +
        `<path d="${d}" fill="none" stroke="${color}" stroke-width="5" stroke-linejoin="round"/>` + line(150, y + 44, 610, y + 44, { sw: 1.5, stroke: '#9aa7b8' });
    };
    s += wave(110, 'HL1', ACCENT, 0) + wave(200, 'HL2', GREEN, 1);
    s += arrow(150, 300, 610, 300, { sw: 3 }) + text(590, 335, 'время', { anchor: 'end' });
    for (let i = 0; i <= 6; i++) s += line(150 + i * 75, 294, 150 + i * 75, 306, { sw: 2.5 });
    s += text(187, 335, '1 с') + text(150, 372, 'вверху — горит, внизу — погас', { anchor: 'start' });
    return s;
  })(),
  caption: 'Конденсаторы по очереди закрывают транзисторы. Время ≈ 0,7 × R × C = 0,7 × 15 кОм × 100 мкФ ≈ 1 с.',
  alt: 'Графики работы мультивибратора: светодиоды HL1 и HL2 загораются по очереди, каждый примерно на одну секунду',
});
add({
  title: 'Быстрая мигалка',
  body: multivib(mvLeds),
  caption: 'Та же схема, но C1, C2 — 10 мкФ. Ёмкость в 10 раз меньше — мигает в 10 раз быстрее. R2, R3 — 15 кОм.',
  alt: 'Схема мультивибратора с конденсаторами 10 мкФ: светодиоды мигают быстро',
});
add({
  title: 'Короткие вспышки',
  body: multivib(mvLeds),
  caption: 'C1 = 100 мкФ, C2 = 10 мкФ: один светодиод горит долго, другой — коротко. Так мигают маячки.',
  alt: 'Схема несимметричного мультивибратора: конденсаторы разной ёмкости дают длинные и короткие вспышки',
});
add({
  title: 'Мигалка с выключателем',
  body: multivib({ ...mvLeds, bottom: { k: 'switch', name: 'SA1' } }),
  caption: 'Выключатель SA1 можно поставить и в провод от минуса. Детали те же, что на листе 59.',
  alt: 'Схема мультивибратора-мигалки с выключателем питания SA1',
});
add({
  title: 'Пищалка на двух транзисторах',
  body: multivib({
    left: [{ k: 'resistor', name: 'R1', side: 'left' }],
    right: [{ k: 'resistor', name: 'R4', side: 'right' }, { k: 'speaker', name: 'BA1', side: 'right' }],
    cap: 'capacitor',
  }),
  caption: 'R1 1 кОм; R2, R3 47 кОм; C1, C2 22 нФ; R4 100 Ом; BA1 динамик. 700 колебаний в секунду — это писк!',
  alt: 'Схема звукового мультивибратора: маленькие конденсаторы 22 нФ и динамик в коллекторе второго транзистора',
});

// ---------------------------------------------------------------- chapter 7: sound
/**
 * Complementary (NPN + PNP) sound generator.
 * @param {{ r1?: Chain, top?: ChainPart | null, c1?: PartKind }} o
 */
function complementary({ r1 = [{ k: 'resistor', name: 'R1', side: 'right' }], top = null, c1 = 'capacitor' }) {
  const yT = top ? 135 : 110;
  const yB = 385;
  const cy2 = yT + 70;
  const n = cy2 + 65;
  const t2 = transistor(420, cy2, { type: 'pnp', flip: true, name: 'VT2', ldy: 12 });
  const t1 = transistor(300, n + 55, { name: 'VT1', ldy: 45 });
  let s = part('battery', [120, yT], [120, yB], { name: 'GB1', value: '4,5 В', side: 'left' });
  s += top ? chain([120, yT], [200, yT], [top]) : wire([120, yT], [200, yT]);
  s += wire([200, yT], [t2.e[0], yT]) + wire(t2.e, [t2.e[0], yT]) + wire([120, yB], [t2.c[0], yB]);
  s += t1.svg + t2.svg + wire(t1.e, [t1.e[0], yB]) + dot(t1.e[0], yB);
  s += wire(t1.c, [t1.c[0], cy2], t2.b);
  s += wire(t2.c, [t2.c[0], n]) + chain([t2.c[0], n], [t2.c[0], yB], [{ k: 'speaker', name: 'BA1' }, { k: 'resistor', name: 'R2' }]) + dot(t2.c[0], n);
  s += chain([200, yT], [200, t1.b[1]], r1) + wire([200, t1.b[1]], t1.b) + dot(200, yT);
  s += part(c1, [t2.c[0], n], [360, n], { name: 'C1', side: 'below' }) + wire([360, n], [230, n], [230, t1.b[1]]) + dot(230, t1.b[1]);
  return s;
}
add({
  title: 'Звуковой генератор',
  body: complementary({}),
  caption: 'R1 47 кОм; C1 0,1 мкФ; R2 47 Ом; VT1 BC547; VT2 BC557. C1 раскачивает транзисторы — динамик гудит.',
  alt: 'Схема звукового генератора на транзисторах NPN и PNP: конденсатор обратной связи, динамик в коллекторе PNP',
});
add({
  title: 'Меняем тон',
  body: complementary({ r1: [{ k: 'resistor', name: 'R1', side: 'right' }, { k: 'pot', name: 'R3', side: 'right', dy: -30 }] }),
  caption: 'R1 10 кОм, R3 — переменный 100 кОм. Крутишь R3 — звук становится то выше, то ниже.',
  alt: 'Схема звукового генератора с переменным резистором в базе: высота звука меняется ручкой',
});
add({
  title: 'Метроном',
  body: complementary({ c1: 'electrolytic' }),
  caption: 'Ставим большой C1 — 10 мкФ (плюсом к динамику) и R1 100 кОм. Вместо писка — щелчки: тик, тик, тик.',
  alt: 'Схема метронома: тот же генератор с электролитическим конденсатором 10 мкФ издаёт редкие щелчки',
});
add({
  title: 'Дверной звонок',
  body: complementary({ top: { k: 'button', name: 'SB1' } }),
  caption: 'Добавим кнопку SB1 в провод питания: нажали — звонок гудит. Детали как на листе 65.',
  alt: 'Схема дверного звонка: звуковой генератор включается кнопкой SB1 в цепи питания',
});
add({
  title: 'Игра «Не касайся»',
  body: rails({ xL: 110, bat: bat('4,5 В'), top: [{ k: 'contacts', name: 'X1', value: 'петля' }], cols: [
    { x: 320, parts: [{ k: 'speaker', name: 'BA1', value: 'зуммер', side: 'left' }] },
    { x: 470, parts: [{ k: 'resistor', name: 'R1', value: '220 Ом' }, { k: 'led', name: 'HL1' }] },
  ] }),
  caption: 'Как в проекте 3: петля X1 коснулась проволоки — цепь замкнулась, зуммер пищит и горит светодиод.',
  alt: 'Схема игры «Не касайся»: петля и проволока как контакт, зуммер и светодиод параллельно',
});
add({
  title: 'Прозвонка проводов',
  body: rails({ bat: bat('3 В'), top: [{ k: 'contacts', name: 'X1', value: 'щупы' }], cols: [{ x: 420, parts: [{ k: 'resistor', name: 'R1', value: '100 Ом' }, { k: 'led', name: 'HL1' }] }] }),
  caption: 'Коснись щупами концов провода: горит — провод целый, не горит — где-то обрыв. Проверь так свои пайки!',
  alt: 'Схема прозвонки: батарейка 3 В, щупы, резистор 100 Ом и светодиод',
});
add({
  title: 'Как подключить микрофон',
  body: (() => {
    let s = part('battery', [120, 110], [120, 400], { name: 'GB1', value: '4,5 В', side: 'left' });
    s += wire([120, 110], [300, 110]) + wire([120, 400], [300, 400]);
    s += chain([300, 110], [300, 250], [{ k: 'resistor', name: 'R1', value: '2,2 кОм', side: 'left' }]);
    s += chain([300, 250], [300, 400], [{ k: 'mic', name: 'BM1', side: 'left' }]) + dot(300, 250);
    s += part('capacitor', [300, 250], [470, 250], { name: 'C1', value: '1 мкФ' }) + wire([470, 250], [520, 250]) + terminal(526, 250);
    s += text(526, 300, 'к усилителю', { anchor: 'middle' });
    return s;
  })(),
  caption: 'Электретному микрофону нужно питание через R1. Звук — это слабые колебания, они проходят через C1 дальше.',
  alt: 'Схема подключения электретного микрофона: резистор 2,2 кОм к плюсу, разделительный конденсатор 1 мкФ на выход к усилителю',
});
add({
  title: 'Светодиод слышит хлопок',
  body: (() => {
    const yT = 100;
    const yB = 385;
    const t1 = transistor(320, 250, { name: 'VT1' });
    const t2 = transistor(500, 300, { name: 'VT2' });
    let s = terminal(50, yT) + text(30, yT + 10, '+', { weight: 'bold', size: 32 });
    s += terminal(50, yB) + text(30, yB + 10, '−', { weight: 'bold', size: 32 });
    s += wire([56, yT], [t2.c[0], yT]) + wire([56, yB], [t2.e[0], yB]);
    s += chain([130, yT], [130, 250], [{ k: 'resistor', name: 'R1', side: 'left' }]) + chain([130, 250], [130, yB], [{ k: 'mic', name: 'BM1', side: 'left' }]);
    s += dot(130, yT) + dot(130, 250) + dot(130, yB);
    s += part('capacitor', [130, 250], [240, 250], { name: 'C1', side: 'below' }) + wire([240, 250], t1.b) + dot(240, 250);
    s += chain([240, yT], [240, 250], [{ k: 'resistor', name: 'R2', side: 'right' }]) + dot(240, yT);
    s += t1.svg + wire(t1.e, [t1.e[0], yB]) + dot(t1.e[0], yB);
    s += chain([t1.c[0], yT], [t1.c[0], 175], [{ k: 'resistor', name: 'R3', side: 'left' }]) + wire([t1.c[0], 175], t1.c) + dot(t1.c[0], yT) + dot(t1.c[0], 175);
    s += part('electrolytic', [t1.c[0], 175], [430, 175], { name: 'C2' }) + wire([430, 175], [430, 300], t2.b);
    s += chain([430, 300], [430, yB], [{ k: 'resistor', name: 'R4', side: 'left' }]) + dot(430, 300) + dot(430, yB);
    s += t2.svg + wire(t2.e, [t2.e[0], yB]);
    s += chain([t2.c[0], yT], t2.c, [{ k: 'resistor', name: 'R5' }, { k: 'led', name: 'HL1' }]);
    return s;
  })(),
  caption: 'R1, R3 2,2 кОм; R2 1 МОм; R4 100 кОм; R5 220 Ом; C1 1 мкФ; C2 10 мкФ. VT1 усиливает звук, VT2 — ключ.',
  alt: 'Схема на двух транзисторах: микрофон, усилитель на VT1 и ключ на VT2, светодиод вспыхивает от громкого звука',
});

// ---------------------------------------------------------------- chapter 8: experiments and tasks
add({
  title: 'Делитель напряжения',
  body: rails({ bat: bat('9 В'), cols: [{ x: 330, parts: [{ k: 'resistor', name: 'R1', value: '10 кОм', side: 'left' }, { k: 'resistor', name: 'R2', value: '10 кОм', side: 'left' }] }] }) +
    dot(330, 250) + wire([330, 250], [450, 250]) + terminal(456, 250) + text(480, 258, '4,5 В', { anchor: 'start', weight: 'bold', fill: ACCENT }),
  caption: 'Два одинаковых резистора делят 9 В пополам. Возьми R2 побольше — и на выходе станет больше половины.',
  alt: 'Схема делителя напряжения: два резистора по 10 кОм от 9 В, в средней точке 4,5 В',
});
add({
  title: 'Закон Ома',
  body: (() => {
    let s = `<polygon points="170,100 290,330 50,330" fill="#fff7d6" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/>`;
    s += line(90, 255, 250, 255, { sw: 3 }) + line(170, 255, 170, 330, { sw: 3 });
    s += text(170, 225, 'U', { size: 44, weight: 'bold', fill: ACCENT }) + text(125, 310, 'I', { size: 40, weight: 'bold', fill: BLUE }) + text(215, 310, 'R', { size: 40, weight: 'bold' });
    s += lines(320, 130, ['U = I × R', 'I = U : R', 'R = U : I'], { anchor: 'start', size: 32, weight: 'bold', lh: 48 });
    s += lines(320, 290, ['U — вольты (В)', 'I — амперы (А)', 'R — омы (Ом)'], { anchor: 'start', lh: 32 });
    return s;
  })(),
  caption: 'Закрой пальцем букву, которую ищешь, — останется формула. Пример: 9 В делим на 450 Ом, получаем 0,02 А.',
  alt: 'Треугольник закона Ома с буквами U, I, R и формулы U = I × R, I = U : R, R = U : I',
});
add({
  title: 'Резисторы: подряд и рядом',
  body:
    chain([40, 150], [300, 150], [null, { k: 'resistor', name: 'R1', value: '100' }, { k: 'resistor', name: 'R2', value: '200' }, null]) +
    text(170, 230, 'R = R1 + R2', { weight: 'bold' }) + text(170, 265, '= 300 Ом', { weight: 'bold', fill: ACCENT }) +
    wire([340, 150], [380, 150]) + wire([380, 150], [380, 220]) + wire([560, 150], [560, 220]) + wire([560, 150], [600, 150]) +
    part('resistor', [380, 150], [560, 150], { name: 'R1', side: 'above' }) +
    part('resistor', [380, 220], [560, 220], { name: 'R2', side: 'below', off: 18 }) + dot(380, 150) + dot(560, 150) +
    text(470, 295, 'R = R1×R2 : (R1+R2)', { weight: 'bold' }) + text(470, 330, '= 100 : 2 = 50 Ом', { weight: 'bold', fill: ACCENT }) +
    text(170, 370, 'подряд', { size: 28 }) + text(470, 370, 'рядом (R1 = R2 = 100)', { size: 25 }),
  caption: 'Подряд (последовательно) сопротивления складываются. Рядом (параллельно) общее сопротивление меньше каждого.',
  alt: 'Последовательное и параллельное соединение резисторов: 100 + 200 = 300 Ом, два по 100 Ом параллельно дают 50 Ом',
});
add({
  title: 'Цветные полоски',
  body: (() => {
    /** @type {import('./schemes-real-parts.mjs').BandColor[]} */
    const rows = ['black', 'brown', 'red', 'orange', 'yellow', 'green', 'blue', 'violet', 'grey', 'white'];
    const names = ['чёрный', 'коричневый', 'красный', 'оранжевый', 'жёлтый', 'зелёный', 'синий', 'фиолетовый', 'серый', 'белый'];
    let s = '';
    rows.forEach((c, i) => {
      const y = 80 + i * 31.5;
      s += `<rect x="28" y="${y}" width="40" height="26" rx="4" fill="${RP.BAND[c]}" stroke="${INK}" stroke-width="2"/>`;
      s += text(80, y + 22, `${i} — ${names[i]}`, { anchor: 'start' });
    });
    s += RP.realResistor(480, 130, { bands: ['red', 'red', 'brown', 'gold'], s: 1.2, len: 220 });
    s += lines(480, 205, ['красный — 2', 'красный — 2', 'коричневый —', '+ один ноль', '= 220 Ом'], { lh: 34 });
    return s;
  })(),
  caption: 'Первые две полоски — цифры, третья — сколько нулей добавить. Золотая полоска — справа.',
  alt: 'Таблица цветовой маркировки резисторов от чёрного 0 до белого 9 и пример: красный, красный, коричневый — 220 Ом',
  chars: 40,
});
add({
  title: 'Надписи на конденсаторах',
  body:
    RP.realCeramicCap(130, 170, { s: 1.6, label: '104' }) + lines(130, 300, ['10 и 4 нуля', '= 100 000 пФ', '= 0,1 мкФ'], { lh: 32 }) +
    RP.realCeramicCap(330, 170, { s: 1.6, label: '223' }) + lines(330, 300, ['22 и 3 нуля', '= 22 000 пФ', '= 22 нФ'], { lh: 32 }) +
    RP.realElectrolytic(520, 180, { s: 1.3 }) + lines(520, 320, ['пишут прямо:', '100 мкФ'], { lh: 32 }),
  caption: '1 мкФ = 1000 нФ = 1 000 000 пФ. У маленьких конденсаторов код из трёх цифр, ёмкость в пикофарадах.',
  alt: 'Маркировка конденсаторов: 104 — это 0,1 мкФ, 223 — 22 нФ, на электролите пишут 100 мкФ',
});
add({
  title: 'Где плюс, где минус',
  body:
    RP.realLed(100, 170, { s: 1.3 }) + text(125, 280, '+', { size: 34, weight: 'bold', fill: ACCENT }) + text(70, 280, '−', { size: 34, weight: 'bold' }) +
    lines(100, 330, ['длинная', 'ножка +'], { lh: 30 }) +
    RP.realElectrolytic(250, 160, { s: 1.1 }) + lines(250, 330, ['полоска', '— минус'], { lh: 30 }) +
    RP.realDiode(410, 210, { s: 1.0, len: 140 }) + lines(410, 330, ['полоска', '— катод'], { lh: 30 }) +
    RP.realTransistor(560, 160, { s: 1.1 }) + lines(560, 330, ['плоская', 'сторона'], { lh: 30 }),
  caption: 'Светодиод, электролит и диод нельзя переворачивать. Ножки BC547: Э, Б, К, если смотреть на плоскую сторону.',
  alt: 'Полярность деталей: у светодиода длинная ножка — плюс, у электролита полоска — минус, у диода полоска — катод, у транзистора ножки Э Б К',
  chars: 40,
});
add({
  title: 'Ищем путь тока',
  body: tswitch({ up: [{ k: 'button', name: 'SB1', side: 'left' }], base: { k: 'resistor', name: 'R1', value: '10 кОм' }, load: led2() }) +
    `<path d="M120,104 H254 V296 H418" fill="none" stroke="${BLUE}" stroke-width="9" opacity="0.35"/>` +
    `<path d="M128,116 H428 V404 H128" fill="none" stroke="${ACCENT}" stroke-width="9" opacity="0.3"/>`,
  caption: 'Синий путь — ток базы: плюс, кнопка, R1, база. Красный — ток коллектора: плюс, R2, светодиод, транзистор, минус.',
  alt: 'Схема транзисторного ключа с подсвеченными путями тока: синий ток базы через кнопку и красный ток коллектора через светодиод',
  chars: 40,
});
add({
  title: 'Задача: что горит?',
  body: rails({ xL: 120, bat: bat('4,5 В'), top: [{ k: 'switch', name: 'SA1' }], cols: [
    { x: 280, parts: [{ k: 'resistor', name: 'R1', side: 'left' }, { k: 'led', name: 'HL1', side: 'left' }] },
    { x: 420, parts: [{ k: 'switch', name: 'SA2', side: 'left' }, { k: 'resistor', name: 'R2', side: 'left' }, { k: 'led', name: 'HL2', side: 'left' }] },
    { x: 560, parts: [{ k: 'resistor', name: 'R3', side: 'left' }, { k: 'led', name: 'HL3', side: 'left' }] },
  ] }),
  caption: 'Включён только SA2. Что горит? А если включить SA1? (Ответ: сначала ничего; потом HL1, HL2, HL3.)',
  alt: 'Задача: схема с общим выключателем SA1 и выключателем SA2 в средней ветке, три светодиода',
});
add({
  title: 'Задача: подбери резистор',
  body: rails({ bat: bat('6 В'), cols: [{ x: 330, parts: [{ k: 'resistor', name: 'R1', value: '? Ом', side: 'left' }, { k: 'led', name: 'HL1', value: '3 В', side: 'left' }] }] }) +
    lines(400, 150, ['белый', 'светодиод', '3 В, 20 мА'], { anchor: 'start', lh: 34 }) +
    text(400, 300, '(6 − 3) : 0,02', { anchor: 'start' }) + text(400, 340, '= ? Ом', { anchor: 'start', weight: 'bold', fill: ACCENT }),
  caption: 'Посчитай сам! Подсказка: 3 : 0,02 = 150. Ответ: 150 Ом. Если такого нет — бери чуть больше.',
  alt: 'Задача: подобрать резистор для белого светодиода 3 В 20 мА от батарейки 6 В, ответ 150 Ом',
});
add({
  title: 'Правила безопасности',
  body: lines(40, 120, [
    '✔ Работаем только от батареек',
    '   до 9 В. Розетка — никогда!',
    '✔ Не замыкай батарейку проводом:',
    '   она нагреется.',
    '✔ Электролит — строго по полярности.',
    '✔ Паяем вместе с учителем.',
    '✔ Что-то греется или пахнет —',
    '   отключи батарейку.',
  ], { anchor: 'start', lh: 36 }),
  caption: 'Если не уверен в схеме — покажи её учителю до включения. Лучше спросить, чем сжечь деталь.',
  alt: 'Лист с правилами безопасности: только батарейки до 9 вольт, не замыкать батарейку, соблюдать полярность, паять с учителем',
});
add({
  title: 'Финиш! Придумай свою схему',
  body: `<circle cx="150" cy="220" r="100" fill="#fff3b0" stroke="${INK}" stroke-width="4"/>` +
    text(150, 200, 'Ты', { size: 34, weight: 'bold' }) + text(150, 240, 'молодец!', { size: 30, weight: 'bold' }) +
    lines(290, 130, ['Ты прошёл 83 листа.', 'Теперь собери', 'любую схему сам', 'и сфотографируй её', 'для учителя.'], { anchor: 'start', lh: 40, size: 28 }),
  caption: 'Совет: сначала нарисуй схему на бумаге, потом проверь её с учителем и только потом паяй.',
  alt: 'Финальный лист сборника: поздравление и совет нарисовать свою схему и показать учителю',
});

/** @type {import('./schemes-lib.mjs').Series} */
export const positronicSeries = { dir: 'schemes/2', by: scriptName(import.meta.url), sheets: () => buildSheets(S) };

if (isMain(import.meta.url)) writeSeries(positronicSeries);
