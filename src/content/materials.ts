// «Полезные материалы»: books to read next, our own short lessons that reuse the guides' numbers,
// and the soldering video. Only books whose title, author and first year we are sure of
// (docs/decisions/0146-what-the-materials-list-is.md); no links, so the page reads offline.

export interface Book {
  title: string;
  author: string;
  /** The year of the first edition. */
  year: number;
  /** Where the book is in Russian, or that it is only in English. */
  edition: string;
  why: string;
}

export const books: readonly Book[] = [
  {
    title: 'Электроника для начинающих',
    author: 'Чарльз Платт',
    year: 2009,
    edition: 'На русском — издательство «БХВ-Петербург» (в оригинале «Make: Electronics»).',
    why: 'Учит через опыты: сначала собираешь схему и смотришь, что получилось, потом разбираешься, почему так. Каждый шаг показан на цветных фотографиях.',
  },
  {
    title: 'Занимательная электроника',
    author: 'Юрий Ревич',
    year: 2005,
    edition: 'На русском — издательство «БХВ-Петербург», не раз переиздавалась.',
    why: 'Толстая книга для следующего шага: как устроены детали, как оборудовать домашнюю мастерскую и как самому придумать и собрать устройство. Хорошо читать вместе со взрослым.',
  },
  {
    title: 'Electronics for Kids',
    author: 'Øyvind Nydal Dahl (Эйвинд Нидал Даль)',
    year: 2016,
    edition: 'На английском — издательство No Starch Press.',
    why: 'Написана прямо для детей: от первой простой цепи до мигалок и звуковых схем из тех же деталей, что в наших проектах. Подойдёт тем, кто учит английский, и преподавателю для идей.',
  },
  {
    title: 'Getting Started in Electronics',
    author: 'Forrest M. Mims III (Форрест Мимс)',
    year: 1983,
    edition: 'На английском; вся книга нарисована от руки, как тетрадь.',
    why: 'Классика, по которой учились несколько поколений радиолюбителей: рисунки понятны даже без перевода, а схемы из неё собирают до сих пор.',
  },
];

/** A resistor that sets an LED's current in a guide: the volts left on it and the current they give. */
export interface OhmExample {
  guide: number;
  project: string;
  /** Volts of the batteries and of the LED: what is left sits on the resistor. */
  supply: number;
  led: number;
  ohms: number;
  /** The current the guide names, in mA. */
  milliamps: number;
  /** When the ohms are more than one resistor. */
  resistors?: string;
}

export const ohmExamples: readonly OhmExample[] = [
  { guide: 3, project: 'Игра «Не касайся»', supply: 3, led: 2, ohms: 100, milliamps: 10 },
  { guide: 7, project: 'Шахтёрский факел', supply: 3, led: 2.1, ohms: 47, milliamps: 20 },
  { guide: 10, project: 'Мультивибратор', supply: 4.5, led: 2, ohms: 470, milliamps: 5 },
  { guide: 11, project: 'Песочные часы', supply: 4.5, led: 2, ohms: 200, milliamps: 12, resistors: 'два по 100 Ом' },
];

/** The resistors of the guides to practise the colour code on. */
export const practiceResistors: readonly number[] = [47, 100, 470, 10_000, 68_000, 1_000_000];

export interface MultimeterStep {
  title: string;
  text: string;
}

export const multimeterSteps: readonly MultimeterStep[] = [
  {
    title: 'Подключи щупы',
    text: 'Чёрный щуп вставь в гнездо COM, красный — в гнездо со значками V и Ω. Ручкой выбирают, что измерять. Перед тем как крутить ручку, убери щупы от схемы.',
  },
  {
    title: 'Проверь батарейку',
    text: 'Поставь ручку на V с прямой чертой (постоянное напряжение), предел 20. Красный щуп — к плюсу, чёрный — к минусу. Новая батарейка АА покажет 1,5–1,6 В, батарейка-таблетка CR2032 — около 3 В. Если АА показывает меньше 1,2 В, а таблетка меньше 2,5 В, батарейка села. Минус перед числом значит, что щупы перепутаны, — ничего страшного.',
  },
  {
    title: 'Измерь резистор',
    text: 'Поставь ручку на Ω. Резистор вынь из схемы и не держи оба его конца пальцами: твоё тело тоже проводит ток и портит измерение. Резистор 68 кОм покажет от 64,6 до 71,4 — золотая полоска разрешает ошибку 5 %. Сверь число с цветными полосками.',
  },
  {
    title: 'Прозвони пайку',
    text: 'Значок динамика на ручке — это прозвонка. Прикоснись щупами к двум точкам: если они соединены, мультиметр пищит. Так ищут плохую пайку (где должно пищать, а молчит) и случайные перемычки из припоя между соседними ножками (где пищать не должно). Батарейки из схемы перед этим вынь.',
  },
  {
    title: 'Правила',
    text: 'Измеряй только батарейки и наши проекты. Никогда не суй щупы в розетку: 220 В опасны для жизни. Сопротивление и прозвонку меряют только без питания. Гнездо и режим A (ток) без преподавателя не трогай: если в этом режиме коснуться батарейки, будет короткое замыкание. После работы поставь ручку на OFF.',
  },
];
