// @vitest-environment node
// Lessons 9, 10, 3, 11 and 12 of course 1 (diode, capacitor, transistor, multivibrator,
// batteries): every number they state is recomputed here and must be the one the text says and
// the answer key expects; the numbers they borrow from the guides must still be the guides'; and
// each lesson keeps the shape the lesson page and the server's check rely on.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lessonKeyById } from '../../server/content/lesson-keys';
import type { QuestionKey } from '../../server/content/lesson-keys';
import { guides } from '../../src/content/guides';
import { COIN_CELL_WARNING } from '../../src/content/guides/safety';
import { lessonById } from '../../src/content/lessons';
import type { Lesson, LessonQuestion } from '../../src/content/lessons';
import type { Picture } from '../../src/content/types';

const IDS = [9, 10, 3, 11, 12] as const;

const lesson = (id: number): Lesson => {
  const found = lessonById(id);
  if (!found) throw new Error(`lesson ${id} is missing`);
  return found;
};
const keyOf = (id: number) => {
  const found = lessonKeyById(id);
  if (!found) throw new Error(`the key of lesson ${id} is missing`);
  return found;
};
const question = (id: number, qid: string): LessonQuestion => {
  const found = lesson(id).questions.find((q) => q.id === qid);
  if (!found) throw new Error(`lesson ${id} has no question ${qid}`);
  return found;
};
const answer = (id: number, qid: string): QuestionKey => {
  const found = keyOf(id).questions.find((q) => q.id === qid);
  if (!found) throw new Error(`lesson ${id} has no key for ${qid}`);
  return found;
};
const numberAnswer = (id: number, qid: string): { answer: number; tolerance: number } => {
  const key = answer(id, qid);
  if (key.kind !== 'number') throw new Error(`${id}/${qid} is not a number question`);
  return key;
};

/** Everything a pupil reads in the lesson's blocks (not the questions). */
const prose = (l: Lesson): string =>
  l.blocks.map((b) => (b.kind === 'picture' ? (b.caption ?? '') : b.text)).join('\n');
/** The text the word count covers: text, heading, remember and warning blocks. */
const words = (l: Lesson): number =>
  l.blocks
    .flatMap((b) => (b.kind === 'picture' ? [] : b.text.split(/\s+/)))
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
const pictures = (l: Lesson): Picture[] => [
  ...l.blocks.flatMap((b) => (b.kind === 'picture' ? [b.picture] : [])),
  ...l.questions.flatMap((q) => (q.picture ? [q.picture] : [])),
];
/** A number the Russian way: 6.8 → «6,8». */
const ru = (n: number, digits = 1): string => String(Number(n.toFixed(digits))).replace('.', ',');
const guideText = (id: number): string => {
  const g = guides.find((guide) => guide.id === id);
  if (!g) throw new Error(`guide ${id} is missing`);
  return [g.intro, ...g.parts.map((p) => `${p.name} ${p.value}`), ...g.steps.map((s) => `${s.heading} ${s.paragraph}`)].join('\n');
};
const svgOf = (src: string): string => readFileSync(join(process.cwd(), 'public', src), 'utf8');
const titleOf = (svg: string): string | undefined =>
  /<title>([^<]*)<\/title>/.exec(svg)?.[1]?.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const inArea = (a: { x: number; y: number; width: number; height: number }, x: number, y: number): boolean =>
  x >= a.x && x <= a.x + a.width && y >= a.y && y <= a.y + a.height;
const tapAreas = (id: number, qid: string) => {
  const q = question(id, qid);
  if (q.kind !== 'tap') throw new Error(`${id}/${qid} is not a tap question`);
  return Object.fromEntries(q.areas.map((a) => [a.id, a]));
};

describe.each(IDS)('lesson %i keeps the shape of a lesson', (id) => {
  const l = lesson(id);
  const key = keyOf(id);

  it('is a finished lesson of course 1 with 300–700 words and 4–8 questions', () => {
    expect(l.courseId).toBe(1);
    expect(prose(l)).not.toMatch(/скоро появится|STUB/);
    expect(l.summary.length).toBeGreaterThan(40);
    expect(words(l)).toBeGreaterThanOrEqual(300);
    expect(words(l)).toBeLessThanOrEqual(700);
    expect(l.questions.length).toBeGreaterThanOrEqual(4);
    expect(l.questions.length).toBeLessThanOrEqual(8);
    expect(new Set(l.questions.map((q) => q.kind)).size).toBeGreaterThanOrEqual(3);
    expect(l.questions.some((q) => q.kind === 'order' || q.kind === 'tap')).toBe(true);
  });

  it('says in its text which projects it prepares for', () => {
    expect(l.prepares.length).toBeGreaterThan(0);
    for (const guide of l.prepares) expect(prose(l)).toMatch(new RegExp(`проект(е|ах)? №${guide}\\b|и в проекте №${guide}\\b`));
  });

  it('has one key per question, with the same ids and kinds, answers that exist and a kind why', () => {
    expect(key.lessonId).toBe(id);
    expect(key.questions.map((k) => [k.id, k.kind])).toEqual(l.questions.map((q) => [q.id, q.kind]));
    expect(new Set(l.questions.map((q) => q.id)).size).toBe(l.questions.length);
    l.questions.forEach((q, i) => {
      const k = key.questions[i];
      if (!k) throw new Error('no key');
      expect(k.why.length, `${q.id} why`).toBeGreaterThan(30);
      expect(k.why).not.toMatch(/^Неверно/);
      if (q.kind === 'choice' && k.kind === 'choice') {
        expect(k.correct).toBeGreaterThanOrEqual(0);
        expect(k.correct).toBeLessThan(q.options.length);
        for (const wrong of Object.keys(k.wrongWhy ?? {}).map(Number)) {
          expect(wrong).not.toBe(k.correct);
          expect(q.options[wrong], `${q.id} wrongWhy ${wrong}`).toBeDefined();
        }
      }
      if (q.kind === 'order' && k.kind === 'order') {
        expect([...k.order].sort((a, b) => a - b)).toEqual(q.items.map((_, j) => j));
        // shown shuffled: the page's first order is not already the answer
        expect(k.order).not.toEqual(q.items.map((_, j) => j));
      }
      if (q.kind === 'tap' && k.kind === 'tap') {
        const ids = q.areas.map((a) => a.id);
        expect(ids).toContain(k.area);
        for (const wrong of Object.keys(k.wrongWhy ?? {})) expect(ids).toContain(wrong);
        // a finger's target: at least 40 units of a 480-wide picture, inside it, none overlapping
        const unit = q.picture.width / 480;
        for (const a of q.areas) {
          expect(Math.min(a.width, a.height), `${q.id} ${a.id}`).toBeGreaterThanOrEqual(40 * unit);
          expect(a.x >= 0 && a.y >= 0 && a.x + a.width <= q.picture.width && a.y + a.height <= q.picture.height, `${q.id} ${a.id} inside`).toBe(true);
        }
        for (const a of q.areas) {
          for (const b of q.areas) {
            if (a === b) continue;
            const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
            expect(apart, `${q.id}: ${a.id} and ${b.id} overlap`).toBe(true);
          }
        }
      }
      if (q.kind === 'number' && k.kind === 'number') {
        expect(q.unit.length).toBeGreaterThan(0);
        expect(k.tolerance).toBeGreaterThan(0);
        expect(k.tolerance).toBeLessThan(Math.abs(k.answer) * 0.2 + 1e-9);
      }
    });
  });

  it('draws 2–4 pictures of its own and shows every picture at its drawn size with its alt as <title>', () => {
    const all = pictures(l);
    const own = new Set(l.blocks.flatMap((b) => (b.kind === 'picture' && b.picture.src.startsWith(`/content/lessons/${String(id).padStart(2, '0')}/`) ? [b.picture.src] : [])));
    expect(own.size).toBeGreaterThanOrEqual(2);
    expect(own.size).toBeLessThanOrEqual(4);
    for (const p of all) {
      expect(existsSync(join(process.cwd(), 'public', p.src)), p.src).toBe(true);
      const svg = svgOf(p.src);
      expect(svg.match(/viewBox="0 0 ([\d.]+) ([\d.]+)"/)?.slice(1).map(Number), p.src).toEqual([p.width, p.height]);
      expect(titleOf(svg), p.src).toBe(p.alt);
      expect(p.alt.length).toBeGreaterThan(30);
    }
  });
});

describe('lesson 9: the diode and the LED legs', () => {
  const text = prose(lesson(9));

  it('gives the forward voltages the guides give their LEDs', () => {
    expect(guideText(1)).toMatch(/белый, 5 мм \(3 В/);
    expect(guideText(3)).toMatch(/красный, 5 мм \(2 В/);
    expect(guideText(7)).toMatch(/5 мм, 2,1 В/);
    expect(guideText(10)).toMatch(/Светодиод зелёный', value: '5 мм, 2 В|Светодиод зелёный 5 мм, 2 В/);
    for (const s of ['красный — около 2 В', 'жёлтый — около 2,1 В', 'зелёный — 2–2,2 В', 'синий и белый — около 3 В']) expect(text).toContain(s);
  });

  it('computes the game’s 10 мА and the white LED’s 15 мА by Ohm’s law', () => {
    const game = (3 - 2) / 100;
    expect(game).toBeCloseTo(0.01);
    expect(text).toContain(`1 В : 100 Ом = ${ru(game, 2)} А, то есть ${game * 1000} мА`);
    expect(guideText(3)).toContain('1 В : 100 Ом = 0,01 А (10 мА)');
    const white = ((4.5 - 3) / 100) * 1000;
    const key = numberAnswer(9, 'q5');
    expect(key.answer).toBeCloseTo(white);
    expect(answer(9, 'q5').why).toContain(`= ${ru(white / 1000, 3)} А, то есть ${ru(white)} мА`);
  });

  it('names the long leg the anode (plus) and the short one the cathode (minus), as guide 1 does', () => {
    expect(text).toMatch(/Длинная ножка называется анод — это плюс/);
    expect(text).toMatch(/Короткая ножка — катод, это минус/);
    expect(guideText(1)).toMatch(/Длинная — это плюс \(анод\), короткая — минус \(катод\)/);
  });

  it('puts the tap targets on the drawn legs: the long one at x 216, the short one (the answer) at x 264', () => {
    const svg = svgOf('/content/lessons/09/led-tap.svg');
    expect(svg).toContain('translate(240 170) scale(3)');
    const areas = tapAreas(9, 'q2');
    // led(): legs at x ±8, the long one 40 and the short one 28 long, times 3
    expect(areas.long && inArea(areas.long, 240 - 24, 170 + 100)).toBe(true);
    expect(areas.short && inArea(areas.short, 240 + 24, 170 + 70)).toBe(true);
    expect(answer(9, 'q2')).toMatchObject({ area: 'short' });
  });

  it('orders the torch’s current from plus through the button and the LED (anode first) to minus', () => {
    const q = question(9, 'q6');
    const key = answer(9, 'q6');
    if (q.kind !== 'order' || key.kind !== 'order') throw new Error('q6 is an order question');
    expect(key.order.map((i) => q.items[i])).toEqual([
      'Плюс батарейки',
      'Кнопка',
      'Длинная ножка светодиода (анод)',
      'Короткая ножка светодиода (катод)',
      'Минус батарейки',
    ]);
  });
});

describe('lesson 10: the capacitor and RC time', () => {
  const text = prose(lesson(10));
  const tau = (ohms: number, farads: number) => ohms * farads;

  it('takes its parts from guides 8 and 10', () => {
    for (const s of ['68 кОм', '15 кОм', '100 мкФ']) expect(guideText(10)).toContain(s);
    for (const s of ['5 кОм', '1 мкФ']) expect(guideText(8)).toContain(s);
  });

  it('computes τ = R × C for the kits’ parts', () => {
    expect(tau(68_000, 0.0001)).toBeCloseTo(6.8);
    expect(text).toContain(`τ = 68 000 × 0,0001 = ${ru(tau(68_000, 0.0001))} с`);
    expect(text).toContain(`τ = 15 000 × 0,0001 = ${ru(tau(15_000, 0.0001))} с`);
    expect(text).toContain(`τ = 5 000 × 0,000001 = ${ru(tau(5_000, 0.000001), 3)} с`);
    expect(text).toContain('100 мкФ = 0,0001 Ф');
    expect(text).toContain('1 мкФ = 0,000001 Ф');
  });

  it('states the share charged after τ and 5τ', () => {
    expect(Math.round((1 - Math.exp(-1)) * 100)).toBe(63);
    expect(Math.round((1 - Math.exp(-5)) * 100)).toBe(99);
    expect(text).toContain('примерно на 63 %');
    expect(text).toContain('на 99 %');
    const q4 = answer(10, 'q4');
    const options = question(10, 'q4');
    if (q4.kind !== 'choice' || options.kind !== 'choice') throw new Error('q4 is a choice');
    expect(options.options[q4.correct]).toContain('63 %');
  });

  it('expects the right seconds in its number questions', () => {
    expect(numberAnswer(10, 'q3').answer).toBeCloseTo(tau(47_000, 0.0001));
    expect(question(10, 'q3').prompt).toContain('47 кОм, конденсатор 100 мкФ');
    expect(numberAnswer(10, 'q5').answer).toBeCloseTo(5 * tau(15_000, 0.0001));
    expect(answer(10, 'q5').why).toContain(`5 × 1,5 с = ${ru(5 * tau(15_000, 0.0001))} с`);
  });

  it('orders the pairs by their τ', () => {
    const q = question(10, 'q6');
    const key = answer(10, 'q6');
    if (q.kind !== 'order' || key.kind !== 'order') throw new Error('q6 is an order question');
    const taus: Record<string, number> = {
      '68 кОм и 100 мкФ': tau(68_000, 0.0001),
      '5 кОм и 1 мкФ': tau(5_000, 0.000001),
      '15 кОм и 100 мкФ': tau(15_000, 0.0001),
    };
    const ordered = key.order.map((i) => taus[q.items[i] ?? ''] ?? NaN);
    expect(ordered).toEqual([...ordered].sort((a, b) => a - b));
    expect(new Set(ordered).size).toBe(3);
  });

  it('calls the 100 мкФ of guides 11 and 15 a reserve that smooths the supply, as they do', () => {
    expect(guideText(11)).toContain('Конденсатор 100 мкФ сглаживает питание');
    expect(guideText(15)).toContain('C2 100 мкФ сглаживает питание');
    expect(text).toContain('конденсатор 100 мкФ стоит прямо возле питания');
  });

  it('says the stripe is minus, as guides 8 and 10 do', () => {
    expect(text).toMatch(/длинная ножка — плюс, а светлая полоска на корпусе со знаками «−» показывает минус/);
    expect(guideText(8)).toMatch(/длинная ножка — плюс, а полоска на корпусе показывает минус/);
  });
});

describe('lesson 3: the transistor as a switch', () => {
  const text = prose(lesson(3));

  it('orders BC547B’s legs К, Б, Э seen from the flat side, as the guides do', () => {
    expect(text).toContain('плоской стороной с надписью к себе, ножками вниз. Тогда слева направо: коллектор, база, эмиттер');
    expect(guideText(10)).toContain('если смотреть на плоскую сторону, ножки слева направо: коллектор (К), база (Б), эмиттер (Э)');
    expect(guideText(5)).toContain('Слева направо: К — коллектор, Б — база, Э — эмиттер');
    const q = question(3, 'q3');
    const key = answer(3, 'q3');
    if (q.kind !== 'order' || key.kind !== 'order') throw new Error('q3 is an order question');
    expect(key.order.map((i) => q.items[i])).toEqual(['Коллектор', 'База', 'Эмиттер']);
  });

  it('puts the base, the answer, on the middle leg of the drawn transistor', () => {
    const svg = svgOf('/content/lessons/03/pins-tap.svg');
    expect(svg).toContain('translate(240 170) scale(3)');
    const areas = tapAreas(3, 'q2');
    // transistor(): legs at x −14, 0, 14, 38 long, times 3
    const legs = { left: 240 - 42, middle: 240, right: 240 + 42 };
    for (const [idArea, x] of Object.entries(legs)) {
      const area = areas[idArea];
      expect(area && inArea(area, x, 170 + 60), idArea).toBe(true);
    }
    expect(answer(3, 'q2')).toMatchObject({ area: 'middle' });
  });

  it('multiplies the base current by the gain', () => {
    const collector = 0.1 * 200;
    expect(text).toContain(`0,1 мА × 200 = ${collector} мА`);
    expect(numberAnswer(3, 'q4').answer).toBe(collector);
    expect(text).toContain('BC547B выдерживает до 100 мА, а BC337 из колонки v1 — до 0,8 А');
    expect(guideText(8)).toContain('BC337-25 (NPN, до 0,8 А)');
  });

  it('lets guide 2’s button switch its motor directly, as the guide’s parts allow', () => {
    expect(guideText(2)).toMatch(/Моторчик с редуктором/);
    expect(guideText(2)).toContain('на ток до 1 А');
    expect(text).toContain('Кнопка из проекта №2 «Колесо фортуны» такой ток выдерживает');
  });

  it('says honestly that the game «Не касайся» has no transistor', () => {
    expect(guideText(3)).not.toMatch(/транзистор/i);
    expect(text).toContain('В проекте №3 «Не касайся» транзистора нет');
    expect(answer(3, 'q6')).toMatchObject({ correct: 1 });
  });
});

describe('lesson 11: the multivibrator', () => {
  const text = prose(lesson(11));
  const rc68 = 68_000 * 0.0001;
  const rc15 = 15_000 * 0.0001;

  it('gives the book’s 0,7·R·C and the circuit’s 0,53·R·C, as guide 10 does', () => {
    expect(0.7 * rc68).toBeCloseTo(4.76);
    expect(text).toContain(`0,7 × 68 000 × 0,0001 ≈ ${ru(0.7 * rc68)} с`);
    expect(text).toContain(`0,53 × 68 000 × 0,0001 ≈ ${ru(0.53 * rc68)} с`);
    expect(text).toContain(`0,53 × 15 000 × 0,0001 ≈ ${ru(0.53 * rc15)} с`);
    expect(guideText(10)).toContain(`0,53 × 68 000 Ом × 0,0001 Ф ≈ ${ru(0.53 * rc68)} с`);
    expect(guideText(10)).toContain(`0,53 × 15 000 Ом × 0,0001 Ф ≈ ${ru(0.53 * rc15)} с`);
    expect(guideText(10)).toContain('около 3–4 секунд');
    expect(text).toContain('около 3–4 секунд');
  });

  it('computes the fastest blink the guide allows (4,7 кОм)', () => {
    const rc47 = 4_700 * 0.0001;
    expect(text).toContain(`0,53 × 4 700 × 0,0001 ≈ ${ru(0.53 * rc47, 2)} с`);
    // each LED lit about 0,25 s, so each lights about twice a second
    expect(Math.round(1 / (2 * 0.53 * rc47))).toBe(2);
    expect(text).toContain('два раза в секунду');
    expect(guideText(10)).toContain('от 4,7 до 68 кОм');
    expect(text).toContain('от 4,7 до 68 кОм');
  });

  it('expects the same seconds in its number questions', () => {
    const book = numberAnswer(11, 'q3');
    expect(book.answer).toBeCloseTo(0.7 * rc68);
    expect(Math.abs(4.8 - book.answer)).toBeLessThanOrEqual(book.tolerance);
    const fast = numberAnswer(11, 'q4');
    expect(fast.answer).toBeCloseTo(0.53 * rc15);
    expect(Math.abs(0.8 - fast.answer)).toBeLessThanOrEqual(fast.tolerance);
  });

  it('draws the timing chart with 3,6 s per LED and a full turn of twice that', () => {
    const svg = svgOf('/content/lessons/11/timing.svg');
    expect(svg).toContain(`≈ ${ru(0.53 * rc68)} с`);
    expect(svg).toContain(`полный круг ≈ ${ru(2 * Number((0.53 * rc68).toFixed(1)))} с`);
  });

  it('puts the tap targets on guide 10’s resistors, and C1 recharges through R3', () => {
    const svg = svgOf('/content/guides/10/step-01.svg');
    const areas = tapAreas(11, 'q2');
    // part() draws a vertical resistor at its segment's middle: R1 and R4 from y 60 to 150, R2 and R3 to 160
    const drawn = { R1: [130, 105], R2: [250, 110], R3: [390, 110], R4: [510, 105] } as const;
    for (const [name, [x, y]] of Object.entries(drawn)) {
      expect(svg, name).toContain(`translate(${x} ${y}) rotate(90)`);
      const area = areas[name];
      expect(area && inArea(area, x, y), name).toBe(true);
    }
    expect(guideText(10)).toContain('C1 понемногу заряжается через резистор R3 68 кОм');
    expect(answer(11, 'q2')).toMatchObject({ area: 'R3' });
  });

  it('orders the cycle starting with HL1 lit', () => {
    const q = question(11, 'q1');
    const key = answer(11, 'q1');
    if (q.kind !== 'order' || key.kind !== 'order') throw new Error('q1 is an order question');
    expect(key.order.map((i) => q.items[i]?.split(/[,:]/)[0])).toEqual(['Открыт VT1', 'C1 перезаряжается через R3', 'VT2 открывается', 'C2 толкает вниз базу VT1']);
  });
});

describe('lesson 12: batteries', () => {
  const text = prose(lesson(12));

  it('divides capacity by current', () => {
    expect(220 / 20).toBe(11);
    expect(text).toContain(`220 : 20 = ${220 / 20} часов`);
    expect(numberAnswer(12, 'q1').answer).toBe(220 / 20);
    expect(text).toContain(`2000 : 20 = ${2000 / 20} часов`);
    expect(numberAnswer(12, 'q2').answer).toBe(2000 / 20);
  });

  it('adds up the cells of the battery boxes', () => {
    expect(text).toContain(`2 × 1,5 В = ${ru(2 * 1.5)} В, 3 × 1,5 В = ${ru(3 * 1.5)} В`);
    const q = question(12, 'q4');
    const key = answer(12, 'q4');
    if (q.kind !== 'order' || key.kind !== 'order') throw new Error('q4 is an order question');
    const volts: Record<string, number> = { 'АА': 1.5, CR2032: 3, '«Крона»': 9 };
    const ordered = key.order.map((i) => volts[q.items[i] ?? ''] ?? NaN);
    expect(ordered).toEqual([1.5, 3, 9]);
  });

  it('names the coin cell of guides 1 and 15', () => {
    expect(guideText(1)).toContain('CR2032, 3 В');
    expect(guideText(15)).toContain('CR2032');
    expect(text).toContain('Батарейка-таблетка CR2032 — плоская, как монетка, даёт 3 В');
  });

  it('gives the swallowing rule in the guides’ words, with the doctor, 103 and 112 and the two hours', () => {
    const warnings = lesson(12).blocks.flatMap((b) => (b.kind === 'warning' ? [b.text] : []));
    expect(warnings).toContain(COIN_CELL_WARNING);
    expect(COIN_CELL_WARNING).toMatch(/младшие братья и сёстры/);
    expect(text).toContain('примерно за 2 часа');
    expect(text).toMatch(/103 или 112/);
    expect(text).toContain('специальный ящик для сбора батареек');
    const q3 = answer(12, 'q3');
    const options = question(12, 'q3');
    if (q3.kind !== 'choice' || options.kind !== 'choice') throw new Error('q3 is a choice');
    expect(options.options[q3.correct]).toMatch(/взрослым.*врачу.*103/);
  });
});
