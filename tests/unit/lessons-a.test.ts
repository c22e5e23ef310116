import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lesson01Key } from '../../server/content/lesson-keys/lesson-01';
import { lesson02Key } from '../../server/content/lesson-keys/lesson-02';
import { lesson07Key } from '../../server/content/lesson-keys/lesson-07';
import { lesson08Key } from '../../server/content/lesson-keys/lesson-08';
import { lesson13Key } from '../../server/content/lesson-keys/lesson-13';
import type { LessonKey, QuestionKey } from '../../server/content/lesson-keys/types';
import { guides } from '../../src/content/guides';
import { SOLDERING_HYGIENE } from '../../src/content/guides/safety';
import { lessons } from '../../src/content/lessons';
import { lesson01 } from '../../src/content/lessons/lesson-01';
import { lesson02 } from '../../src/content/lessons/lesson-02';
import { lesson07 } from '../../src/content/lessons/lesson-07';
import { lesson08 } from '../../src/content/lessons/lesson-08';
import { lesson13 } from '../../src/content/lessons/lesson-13';
import type { Lesson, LessonQuestion } from '../../src/content/lessons/types';
import { BAND_NAMES, BAND_PAINT, bandWords, formatOhms, resistorBands, type BandColor } from '../../src/content/resistor-code';
import { solderingPage } from '../../src/content/soldering';
import type { Guide, Picture } from '../../src/content/types';

// The five lessons of «Электроника: первые шаги» written together (1, 13, 2, 7, 8): their
// structure, their keys, and every number they state, recomputed here from the kit's parts.

const PAIRS: readonly (readonly [Lesson, LessonKey])[] = [
  [lesson01, lesson01Key],
  [lesson13, lesson13Key],
  [lesson02, lesson02Key],
  [lesson07, lesson07Key],
  [lesson08, lesson08Key],
];

/** Russian style: 4.5 → «4,5». */
const ru = (n: number): string => String(n).replace('.', ',');

/** All the words a pupil reads in the lesson's own blocks. */
function prose(lesson: Lesson): string {
  return lesson.blocks.map((b) => (b.kind === 'picture' ? '' : b.text)).join('\n');
}

function wordCount(lesson: Lesson): number {
  return prose(lesson)
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

function pictures(lesson: Lesson): Picture[] {
  return [
    ...lesson.blocks.flatMap((b) => (b.kind === 'picture' ? [b.picture] : [])),
    ...lesson.questions.flatMap((q) => (q.picture ? [q.picture] : [])),
  ];
}

function svgOf(picture: Picture): string {
  return readFileSync(join(process.cwd(), 'public', picture.src), 'utf8');
}

function titleOf(svg: string): string | undefined {
  return /<title>([^<]*)<\/title>/
    .exec(svg)?.[1]
    ?.replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

function question<K extends LessonQuestion['kind']>(lesson: Lesson, id: string, kind: K): Extract<LessonQuestion, { kind: K }> {
  const q = lesson.questions.find((x) => x.id === id);
  if (!q || q.kind !== kind) throw new Error(`lesson ${lesson.id}: no ${kind} question ${id}`);
  return q as Extract<LessonQuestion, { kind: K }>;
}

function key<K extends QuestionKey['kind']>(lessonKey: LessonKey, id: string, kind: K): Extract<QuestionKey, { kind: K }> {
  const k = lessonKey.questions.find((x) => x.id === id);
  if (!k || k.kind !== kind) throw new Error(`key ${lessonKey.lessonId}: no ${kind} key ${id}`);
  return k as Extract<QuestionKey, { kind: K }>;
}

/** The items of an order question in the key's order. */
function ordered(lesson: Lesson, lessonKey: LessonKey, id: string): string[] {
  const items = question(lesson, id, 'order').items;
  return key(lessonKey, id, 'order').order.map((i) => items[i] ?? '');
}

/** The option a choice key marks right. */
function rightOption(lesson: Lesson, lessonKey: LessonKey, id: string): string {
  return question(lesson, id, 'choice').options[key(lessonKey, id, 'choice').correct] ?? '';
}

/** A number key accepts `value` (what the lesson's own calculation gives). */
function expectAccepts(lessonKey: LessonKey, id: string, value: number): void {
  const k = key(lessonKey, id, 'number');
  expect(Math.abs(k.answer - value), `${lessonKey.lessonId} ${id}: key ${k.answer}, computed ${value}`).toBeLessThanOrEqual(k.tolerance + 1e-9);
}

const guide = (id: number): Guide => {
  const g = guides.find((x) => x.id === id);
  if (!g) throw new Error(`no guide ${id}`);
  return g;
};

/** «коричневый» → «коричневая»: how a prompt names a band («полоска» is feminine). */
const feminine = (word: string): string => word.replace(/ий$/, 'яя').replace(/[ыо]й$/, 'ая');
const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

describe.each(PAIRS.map(([lesson, lessonKey]) => [lesson.id, lesson, lessonKey] as const))('lesson %i', (_id, lesson, lessonKey) => {
  it('is a real lesson of course 1, in the catalogue, of 300–700 words', () => {
    expect(lesson.courseId).toBe(1);
    expect(lessons).toContain(lesson);
    expect(lessonKey.lessonId).toBe(lesson.id);
    expect(prose(lesson)).not.toMatch(/скоро появится/);
    const words = wordCount(lesson);
    expect(words).toBeGreaterThanOrEqual(300);
    expect(words).toBeLessThanOrEqual(700);
  });

  it('names a project it prepares for, by number and title', () => {
    expect(lesson.prepares.length).toBeGreaterThan(0);
    const named = lesson.prepares.filter((id) => new RegExp(`проект[еа] №${id} «${guide(id).title}»`).test(prose(lesson)));
    expect(named.length).toBeGreaterThan(0);
  });

  it('asks 4–8 questions of several kinds, with an order or tap question, and keys them one by one', () => {
    const qs = lesson.questions;
    expect(qs.length).toBeGreaterThanOrEqual(4);
    expect(qs.length).toBeLessThanOrEqual(8);
    expect(new Set(qs.map((q) => q.id)).size).toBe(qs.length);
    expect(new Set(qs.map((q) => q.kind)).size).toBeGreaterThanOrEqual(3);
    expect(qs.some((q) => q.kind === 'order' || q.kind === 'tap')).toBe(true);
    expect(qs.some((q) => q.kind === 'number')).toBe(true);
    expect(lessonKey.questions.map((k) => [k.id, k.kind])).toEqual(qs.map((q) => [q.id, q.kind]));
    qs.forEach((q, i) => {
      const k = lessonKey.questions[i];
      if (!k) throw new Error('no key');
      expect(k.why.length, `${q.id} why`).toBeGreaterThan(20);
      expect(k.why).not.toMatch(/неверно/i);
      if (q.kind === 'choice' && k.kind === 'choice') {
        expect(q.options.length).toBeGreaterThanOrEqual(2);
        expect(k.correct).toBeGreaterThanOrEqual(0);
        expect(k.correct).toBeLessThan(q.options.length);
        for (const wrong of Object.keys(k.wrongWhy ?? {}).map(Number)) {
          expect(wrong).not.toBe(k.correct);
          expect(q.options[wrong], `${q.id} wrongWhy ${wrong}`).toBeDefined();
        }
      }
      if (q.kind === 'number' && k.kind === 'number') {
        expect(q.unit.length).toBeGreaterThan(0);
        expect(Number.isFinite(k.answer)).toBe(true);
        expect(k.tolerance).toBeGreaterThanOrEqual(0);
        expect(k.tolerance).toBeLessThanOrEqual(Math.abs(k.answer) * 0.1);
      }
      if (q.kind === 'order' && k.kind === 'order') {
        expect([...k.order].sort((a, b) => a - b)).toEqual(q.items.map((_, j) => j));
        // shown shuffled: the page's first order is not already the answer
        expect(k.order).not.toEqual(q.items.map((_, j) => j));
      }
      if (q.kind === 'tap' && k.kind === 'tap') {
        const ids = q.areas.map((a) => a.id);
        expect(ids).toContain(k.area);
        expect(new Set(ids).size).toBe(ids.length);
        for (const wrong of Object.keys(k.wrongWhy ?? {})) expect(ids).toContain(wrong);
        const minSide = (40 * q.picture.width) / 480;
        for (const a of q.areas) {
          expect(a.width, `${q.id} ${a.id}`).toBeGreaterThanOrEqual(minSide);
          expect(a.height, `${q.id} ${a.id}`).toBeGreaterThanOrEqual(minSide);
          expect(a.x).toBeGreaterThanOrEqual(0);
          expect(a.y).toBeGreaterThanOrEqual(0);
          expect(a.x + a.width).toBeLessThanOrEqual(q.picture.width);
          expect(a.y + a.height).toBeLessThanOrEqual(q.picture.height);
        }
        // no finger lands on two parts at once
        for (const a of q.areas) {
          for (const b of q.areas) {
            if (a === b) continue;
            const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
            expect(overlap, `${q.id}: ${a.id} and ${b.id} overlap`).toBe(false);
          }
        }
      }
    });
  });

  it('shows 2–4 pictures drawn for it, each at its size with its alt text as the <title>', () => {
    const own = new Set(pictures(lesson).filter((p) => p.src.startsWith(`/content/lessons/${String(lesson.id).padStart(2, '0')}/`)).map((p) => p.src));
    expect(own.size).toBeGreaterThanOrEqual(2);
    expect(own.size).toBeLessThanOrEqual(4);
    for (const picture of pictures(lesson)) {
      const svg = svgOf(picture);
      expect(svg, picture.src).toContain(`viewBox="0 0 ${picture.width} ${picture.height}"`);
      expect(titleOf(svg), picture.src).toBe(picture.alt);
      expect(picture.alt.length).toBeGreaterThan(30);
    }
  });
});

describe('lesson 1: current, voltage, resistance', () => {
  it('converts amperes to milliamperes as its text does', () => {
    const text = prose(lesson01);
    expect(text).toContain('1 А = 1000 мА');
    expect(text).toContain(`${ru(20 / 1000)} А`);
    expect(question(lesson01, 'q3', 'number').prompt).toContain('0,02 А');
    expectAccepts(lesson01Key, 'q3', 0.02 * 1000);
  });

  it('names the voltages of the kit\'s cells', () => {
    const text = prose(lesson01);
    expect(guide(9).parts.some((p) => p.value === 'АА, 1,5 В')).toBe(true);
    expect(text).toContain('АА даёт 1,5 В');
    expect(guide(1).parts.some((p) => p.value === 'CR2032, 3 В')).toBe(true);
    expect(text).toContain('CR2032 — 3 В');
    expect(rightOption(lesson01, lesson01Key, 'q2')).toContain('вольтах');
    expect(rightOption(lesson01, lesson01Key, 'q1')).toBe('Батарейка');
  });

  it('follows the torch\'s current from plus through the button and the LED to minus', () => {
    expect(ordered(lesson01, lesson01Key, 'q6')).toEqual(['Плюс батарейки', 'Кнопка', 'Длинная ножка светодиода', 'Короткая ножка светодиода', 'Минус батарейки']);
    expect(key(lesson01Key, 'q5', 'tap').area).toBe('button');
  });
});

describe('lesson 13: the soldering iron', () => {
  it('prepares for exactly the projects that use the iron, and says how many there are', () => {
    const withIron = guides.filter((g) => g.tools.includes('soldering-iron')).map((g) => g.id);
    expect(lesson13.prepares).toEqual(withIron);
    expect(prose(lesson13)).toContain(`в ${withIron.length} проектах из ${guides.length}`);
  });

  it('gives the tip 300–350 °C, as the soldering page and the lead-free rule do', () => {
    const k = key(lesson13Key, 'q1', 'number');
    expect([k.answer - k.tolerance, k.answer + k.tolerance]).toEqual([300, 350]);
    expect(prose(lesson13)).toContain('300–350 °C');
    expect(solderingPage.text.join(' ')).toContain('300 °C');
    expect(SOLDERING_HYGIENE).toContain('350 °C');
    expect(prose(lesson13)).toContain('без свинца: для него жало нагревают сильнее, примерно до 350 °C');
  });

  it('orders a joint\'s steps as the soldering page does', () => {
    expect(ordered(lesson13, lesson13Key, 'q4')).toEqual([
      'Зажать детали в третьей руке',
      'Прижать жало к ножке и проводу и прогреть 2–3 секунды',
      'Поднести припой к месту пайки',
      'Убрать припой',
      'Убрать паяльник',
      'Не шевелить деталь, пока припой застывает',
    ]);
    const page = solderingPage.steps.join(' ');
    expect(page).toMatch(/прогрей 2–3 секунды.*Поднеси припой к месту пайки.*Убери сначала припой, потом паяльник/);
  });

  it('cools a burn under water for 10–20 minutes and never catches a falling iron', () => {
    expect(prose(lesson13)).toContain('10–20 минут');
    expect(rightOption(lesson13, lesson13Key, 'q5')).toContain('10–20 минут');
    expect(rightOption(lesson13, lesson13Key, 'q2')).toMatch(/Отдёрну руки/);
    expect(prose(lesson13)).toMatch(/не лови/i);
    expect(key(lesson13Key, 'q3', 'tap').area).toBe('stand');
  });

  it('solders only beside an adult, as the soldering page says', () => {
    expect(solderingPage.after.join(' ')).toContain('Паяем только когда рядом учитель или другой взрослый');
    expect(prose(lesson13)).toContain('паяй, только когда рядом преподаватель или другой взрослый');
  });
});

describe('lesson 2: Ohm\'s law', () => {
  const U = 9;
  const LED = 2;
  const R = 470;

  it('computes the simulator\'s example: 9 В, a red LED of 2 В, 470 Ом → about 15 мА', () => {
    const left = U - LED;
    const amps = left / R;
    const text = prose(lesson02);
    expect(text).toContain(`${U} В − ${LED} В = ${left} В`);
    expect(text).toContain(`I = ${left} В : ${R} Ом ≈ ${ru(Number(amps.toFixed(3)))} А`);
    expect(text).toContain(`около ${Math.round(amps * 1000)} мА`);
    expect(text).toContain('«Светодиод и резистор»');
    // The lesson promises nothing the school does not have yet (no simulator today).
    expect(text).not.toContain('симулятор');
    expectAccepts(lesson02Key, 'q3', amps * 1000);
    expect(key(lesson02Key, 'q3', 'number').answer).toBe(15);
    expect(amps * 1000).toBeLessThan(20); // the LED's limit the text states
  });

  it('turns the law round: R = U / I', () => {
    const ohms = (U - LED) / 0.015;
    expect(prose(lesson02)).toContain(`R = 7 В : 0,015 А ≈ ${Math.round(ohms)} Ом`);
    expectAccepts(lesson02Key, 'q6', (U - LED) / 0.01);
    const dimmer = (U - LED) / 1000;
    expect(prose(lesson02)).toContain(`7 В : 1000 Ом = ${ru(dimmer)} А, то есть ${dimmer * 1000} мА`);
  });

  it('gives a white LED 3 В and a red or yellow one about 2 В, as the parts lists do', () => {
    expect(guide(1).parts.find((p) => p.ref === 'HL1')?.value).toContain('белый, 5 мм (3 В');
    expect(guide(10).parts.find((p) => p.ref === 'HL1')?.value).toBe('5 мм, 2 В, 20 мА');
    expect(prose(lesson02)).toContain('красный и жёлтый — около 2 В, а белый и синий — около 3 В');
  });

  it('computes the torch of project 7 from its parts list', () => {
    const parts = guide(7).parts;
    expect(parts.some((p) => p.value.includes('2,1 В'))).toBe(true);
    expect(parts.some((p) => p.ohms === 47)).toBe(true);
    expect(parts.some((p) => p.value.includes('на 2 батарейки АА'))).toBe(true);
    const left = 2 * 1.5 - 2.1;
    const amps = left / 47;
    expect(prose(lesson02)).toContain(`${ru(Number(left.toFixed(1)))} В : 47 Ом ≈ ${ru(Number(amps.toFixed(3)))} А`);
    expectAccepts(lesson02Key, 'q5', amps * 1000);
  });

  it('orders the calculation and names the law right', () => {
    expect(ordered(lesson02, lesson02Key, 'q2')).toEqual([
      'Узнать напряжение батарейки',
      'Вычесть напряжение светодиода',
      'Разделить напряжение на резисторе на его сопротивление',
      'Перевести амперы в миллиамперы',
    ]);
    expect(rightOption(lesson02, lesson02Key, 'q1')).toBe('I = U / R');
    expect(rightOption(lesson02, lesson02Key, 'q4')).toMatch(/сгорит/);
    expect(key(lesson02Key, 'q7', 'tap').area).toBe('resistor');
  });
});

describe('lesson 7: the colour code', () => {
  const kit = [470, 68_000, 10_000, 15_000];

  it('uses the resistors of project 10', () => {
    const ohms = guide(10).parts.flatMap((p) => (p.ohms === undefined ? [] : [p.ohms].flat()));
    for (const value of [470, 68_000, 15_000]) expect(ohms).toContain(value);
  });

  it('states each digit colour as resistor-code.ts does, and draws the chart in its paints', () => {
    const digits: BandColor[] = ['black', 'brown', 'red', 'orange', 'yellow', 'green', 'blue', 'violet', 'grey', 'white'];
    expect(prose(lesson07)).toContain(digits.map((c, i) => `${BAND_NAMES[c]} — ${i}`).join(', '));
    const chart = svgOf({ src: '/content/lessons/07/chart.svg', width: 640, height: 300, alt: '' });
    for (const c of digits) {
      expect(chart).toContain(`fill="${BAND_PAINT[c]}"`);
      expect(chart).toContain(`>${BAND_NAMES[c]}<`);
    }
  });

  it('reads the kit\'s resistors in the words of resistor-code.ts', () => {
    const text = prose(lesson07);
    const zeros: Record<number, string> = { 1: 'один ноль', 3: 'три нуля' };
    for (const ohms of kit) {
      const exponent = Math.floor(Math.log10(ohms)) - 1;
      const digits = Math.round(ohms / 10 ** exponent);
      const reading = `${capital(bandWords(ohms))}: ${Math.floor(digits / 10)} и ${digits % 10}, и ${zeros[exponent]} — ${ohms >= 1000 ? `${ohms.toLocaleString('ru-RU').replace(/\s/g, ' ')} Ом` : formatOhms(ohms)}`;
      if (ohms === 15_000) expect(text).toContain(`${capital(bandWords(ohms))}: 1 и 5, и три нуля — ${formatOhms(ohms)}`);
      else expect(text).toContain(reading);
      expect(text).toContain(formatOhms(ohms));
    }
    expect(text).toContain('68 000 Ом = 68 кОм');
    expect(text).toContain('10 000 Ом, то есть 10 кОм');
    // the torch's 47 Ом differs from 470 Ом in the third band only
    expect(guide(7).parts.some((p) => p.ohms === 47)).toBe(true);
    expect(text).toContain(`${bandWords(47)} — просто 47 Ом`);
    expect(resistorBands(47).slice(0, 2)).toEqual(resistorBands(470).slice(0, 2));
    expect(resistorBands(47)[2]).not.toBe(resistorBands(470)[2]);
  });

  it('keys the band questions with the colours resistor-code.ts gives', () => {
    const words = (ohms: number): string[] => resistorBands(ohms).map((c) => feminine(BAND_NAMES[c]));
    expect(question(lesson07, 'q2', 'number').prompt).toContain(`Полоски: ${words(470).join(', ')}.`);
    expect(key(lesson07Key, 'q2', 'number').answer).toBe(470);
    expect(question(lesson07, 'q3', 'number').prompt).toContain(`Полоски: ${words(68_000).join(', ')}.`);
    expect(key(lesson07Key, 'q3', 'number').answer).toBe(68_000 / 1000);
    expect(rightOption(lesson07, lesson07Key, 'q4')).toBe(capital(words(10_000).slice(0, 3).join(', ')));
    expect(ordered(lesson07, lesson07Key, 'q6').map((s) => s.toLowerCase())).toEqual(words(15_000));
    expect(rightOption(lesson07, lesson07Key, 'q1')).toBe(capital(BAND_NAMES.black));
  });

  it('lets the pupil tap the multiplier band, painted in its colour', () => {
    const q = question(lesson07, 'q5', 'tap');
    const area = q.areas.find((a) => a.id === key(lesson07Key, 'q5', 'tap').area);
    expect(area?.id).toBe('band3');
    const svg = svgOf(q.picture);
    const bands = [...svg.matchAll(/<rect x="([\d.]+)" y="102" width="26" height="96" fill="([^"]+)"\/>/g)].map((m) => ({ x: Number(m[1]) + 13, fill: m[2] }));
    expect(bands.map((b) => b.fill)).toEqual(resistorBands(15_000).map((c) => BAND_PAINT[c]));
    // each band lies inside the area of its own number
    bands.forEach((b, i) => {
      const a = q.areas[i];
      expect(a && b.x > a.x && b.x < a.x + a.width, `band ${i + 1}`).toBe(true);
    });
  });

  it('computes the 5 % tolerance', () => {
    const spread = 470 * 0.05;
    expect(prose(lesson07)).toContain(`${ru(spread)} Ом, значит, на самом деле у него может быть от ${ru(470 - spread)} до ${ru(470 + spread)} Ом`);
    expect(resistorBands(470)[3]).toBe('gold');
    expectAccepts(lesson07Key, 'q7', 10_000 * 1.05);
  });
});

describe('lesson 8: series and parallel', () => {
  it('adds resistors in series and halves two equal ones in parallel', () => {
    const series = 470 + 470;
    const parallel = 1 / (1 / 470 + 1 / 470);
    const text = prose(lesson08);
    expect(text).toContain(`470 + 470 = ${series} Ом`);
    expect(text).toContain(`470 : 2 = ${parallel} Ом`);
    expectAccepts(lesson08Key, 'q1', series);
    expectAccepts(lesson08Key, 'q2', parallel);
  });

  it('adds the cells of the light sword\'s battery box', () => {
    const parts = guide(9).parts;
    expect(parts.some((p) => p.value.startsWith('на 3 батарейки АА'))).toBe(true);
    expect(parts.some((p) => p.value === 'АА, 1,5 В' && p.quantity === '3 шт.')).toBe(true);
    const volts = 3 * 1.5;
    expect(prose(lesson08)).toContain(`1,5 + 1,5 + 1,5 = ${ru(volts)} В, две — ${ru(2 * 1.5)} В`);
    expectAccepts(lesson08Key, 'q3', volts);
  });

  it('adds LED voltages in series: three red LEDs need more than the 4,5 В the box gives', () => {
    expect(prose(lesson08)).toContain(`2 В + 2 В = ${2 + 2} В, а три — уже ${3 * 2} В`);
    expect(3 * 2).toBeGreaterThan(3 * 1.5);
    expectAccepts(lesson08Key, 'q7', 3 * 2);
  });

  it('says the torch of project 7 has two LEDs in parallel, each with its 47 Ом', () => {
    const torch = guide(7);
    expect(torch.parts.find((p) => p.ref === 'HL1, HL2')?.quantity).toBe('2 шт.');
    expect(torch.parts.find((p) => p.ref === 'R1, R2')?.ohms).toBe(47);
    expect(torch.steps.some((s) => s.paragraph.includes('параллельно'))).toBe(true);
    expect(prose(lesson08)).toContain('два светодиода стоят параллельно, и у каждого свой резистор 47 Ом');
  });

  it('counts the LEDs of a 10 cm piece of the sword\'s strip', () => {
    const strip = guide(9).parts.find((p) => p.ref === 'HL1');
    expect(strip?.value).toContain('60 светодиодов на метр');
    expect(strip?.quantity).toBe('10 см');
    expect(prose(lesson08)).toContain(`На метре ленты 60 светодиодов, значит, на куске в 10 см их ${(60 * 10) / 100}.`);
  });

  it('shows the sword\'s schematic with the guide\'s own alt text, and keys the parallel circuit', () => {
    const reused = pictures(lesson08).find((p) => p.src === '/content/guides/09/step-03.svg');
    expect(reused?.alt).toBe(guide(9).steps[2]?.image.alt);
    expect(key(lesson08Key, 'q5', 'tap').area).toBe('b');
    expect(rightOption(lesson08, lesson08Key, 'q4')).toBe('Погаснут все');
    expect(rightOption(lesson08, lesson08Key, 'q6')).toMatch(/параллельно/);
  });
});
