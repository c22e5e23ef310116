// The lessons of course 2 «Микроконтроллеры» (4, 14, 5, 6) and course 3, the secret course on
// neural networks (15, 16, 17): every number a pupil reads is recomputed here, and every fact
// about the kits' chip is read from firmware/ (its Makefile rules, READMEs and C sources), so a
// change of the firmware that the lessons no longer match fails this file. Also the lessons'
// shape: length, questions and their keys, pictures drawn with the alt text as their <title>.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TAP_COLOURS } from '../../scripts/content/lessons-art/l15.mjs';
import { FRAMES, LED_NEURON } from '../../scripts/content/lessons-art/l17.mjs';
import { RESISTOR_8X8 } from '../../scripts/content/lessons-art/nn.mjs';
import { lessonKeyById } from '../../server/content/lesson-keys';
import type { QuestionKey } from '../../server/content/lesson-keys';
import { guide06 } from '../../src/content/guides/guide-06';
import { guide12 } from '../../src/content/guides/guide-12';
import { lessonById } from '../../src/content/lessons';
import type { Lesson, LessonQuestion } from '../../src/content/lessons';
import { bandWords, formatOhms } from '../../src/content/resistor-code';

const ROOT = process.cwd();
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const IDS = [4, 14, 5, 6, 15, 16, 17] as const;

function lesson(id: number): Lesson {
  const found = lessonById(id);
  if (!found) throw new Error(`no lesson ${id}`);
  return found;
}

function keyOf(lessonId: number, questionId: string): QuestionKey {
  const found = lessonKeyById(lessonId)?.questions.find((k) => k.id === questionId);
  if (!found) throw new Error(`no key ${lessonId}/${questionId}`);
  return found;
}

function question(lessonId: number, questionId: string): LessonQuestion {
  const found = lesson(lessonId).questions.find((q) => q.id === questionId);
  if (!found) throw new Error(`no question ${lessonId}/${questionId}`);
  return found;
}

/** The words a pupil reads in the lesson's text, headings, «Запомни» and «Осторожно!» blocks. */
function words(l: Lesson): number {
  return l.blocks
    .flatMap((b) => (b.kind === 'picture' ? [] : b.text.split(/\s+/)))
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Everything a pupil reads: blocks, captions, questions and their options. */
function everything(l: Lesson): string {
  const parts: string[] = [];
  for (const b of l.blocks) parts.push(b.kind === 'picture' ? (b.caption ?? '') + ' ' + b.picture.alt : b.text);
  for (const q of l.questions) {
    parts.push(q.prompt);
    if (q.kind === 'choice') parts.push(...q.options);
    if (q.kind === 'order') parts.push(...q.items);
  }
  return parts.join('\n');
}

const blocksText = (l: Lesson) => l.blocks.map((b) => (b.kind === 'picture' ? b.caption ?? '' : b.text)).join('\n');

/** A number key's answer. */
function numberAnswer(lessonId: number, questionId: string): { answer: number; tolerance: number } {
  const k = keyOf(lessonId, questionId);
  if (k.kind !== 'number') throw new Error(`${lessonId}/${questionId} is not a number question`);
  return { answer: k.answer, tolerance: k.tolerance };
}

/** The option a choice key marks right. */
function rightOption(lessonId: number, questionId: string): string {
  const q = question(lessonId, questionId);
  const k = keyOf(lessonId, questionId);
  if (q.kind !== 'choice' || k.kind !== 'choice') throw new Error(`${lessonId}/${questionId} is not a choice`);
  return q.options[k.correct] ?? '';
}

/** The items of an order question in the key's order. */
function inOrder(lessonId: number, questionId: string): string[] {
  const q = question(lessonId, questionId);
  const k = keyOf(lessonId, questionId);
  if (q.kind !== 'order' || k.kind !== 'order') throw new Error(`${lessonId}/${questionId} is not an order question`);
  return k.order.map((i) => q.items[i] ?? '');
}

function svgTitle(src: string): string | undefined {
  const raw = /<title>([^<]*)<\/title>/.exec(read(join('public', src)))?.[1];
  return raw?.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

/** Russian style: «4,5», «8192», «1 000 000» (thousands split from five digits on). */
const ru = (v: number) => (Math.abs(v) >= 10_000 ? v.toLocaleString('ru-RU').replace(/\u00a0/g, ' ') : String(v).replace('.', ','));

describe.each(IDS)('lesson %i: shape', (id) => {
  const l = lesson(id);
  const key = lessonKeyById(id);

  it('is a real lesson: no stub left, 300–700 words, 4–8 questions', () => {
    expect(read(`src/content/lessons/lesson-${String(id).padStart(2, '0')}.ts`)).not.toContain('STUB');
    expect(read(`server/content/lesson-keys/lesson-${String(id).padStart(2, '0')}.ts`)).not.toContain('STUB');
    expect(words(l)).toBeGreaterThanOrEqual(300);
    expect(words(l)).toBeLessThanOrEqual(700);
    expect(l.questions.length).toBeGreaterThanOrEqual(4);
    expect(l.questions.length).toBeLessThanOrEqual(8);
    expect(new Set(l.questions.map((q) => q.kind)).size).toBeGreaterThanOrEqual(3);
    expect(l.questions.some((q) => q.kind === 'order' || q.kind === 'tap')).toBe(true);
    expect(l.blocks.filter((b) => b.kind === 'picture').length).toBeGreaterThanOrEqual(2);
    expect(l.blocks.filter((b) => b.kind === 'picture').length).toBeLessThanOrEqual(4);
  });

  it('has a key for every question: same ids and kinds, answers in range, a reason to read', () => {
    expect(key?.lessonId).toBe(id);
    expect(key?.questions.map((k) => [k.id, k.kind])).toEqual(l.questions.map((q) => [q.id, q.kind]));
    expect(new Set(l.questions.map((q) => q.id)).size).toBe(l.questions.length);
    l.questions.forEach((q, i) => {
      const k = key?.questions[i];
      expect(k?.why.length, `${q.id} why`).toBeGreaterThan(20);
      expect(k?.why, q.id).not.toMatch(/^Неверно/);
      if (q.kind === 'choice' && k?.kind === 'choice') {
        expect(k.correct).toBeGreaterThanOrEqual(0);
        expect(k.correct).toBeLessThan(q.options.length);
        for (const wrong of Object.keys(k.wrongWhy ?? {}).map(Number)) {
          expect(wrong).not.toBe(k.correct);
          expect(wrong).toBeLessThan(q.options.length);
        }
      }
      if (q.kind === 'order' && k?.kind === 'order') {
        expect([...k.order].sort()).toEqual(q.items.map((_, j) => j));
        expect(k.order, `${q.id}: the items are shown shuffled`).not.toEqual(q.items.map((_, j) => j));
      }
      if (q.kind === 'tap' && k?.kind === 'tap') {
        expect(q.areas.map((a) => a.id)).toContain(k.area);
        for (const wrong of Object.keys(k.wrongWhy ?? {})) expect(q.areas.map((a) => a.id)).toContain(wrong);
        for (const a of q.areas) {
          // a finger's target: at least 40 units of a 480-wide picture
          const min = (40 * q.picture.width) / 480;
          expect(a.width, `${q.id} ${a.id}`).toBeGreaterThanOrEqual(min);
          expect(a.height, `${q.id} ${a.id}`).toBeGreaterThanOrEqual(min);
          expect(a.x).toBeGreaterThanOrEqual(0);
          expect(a.y).toBeGreaterThanOrEqual(0);
          expect(a.x + a.width).toBeLessThanOrEqual(q.picture.width);
          expect(a.y + a.height).toBeLessThanOrEqual(q.picture.height);
        }
        // areas do not overlap: a tap means one part
        for (const a of q.areas)
          for (const b of q.areas)
            if (a !== b) expect(a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y, `${a.id} / ${b.id}`).toBe(true);
      }
    });
  });

  it('draws every picture it shows, with the alt text as the picture’s <title>', () => {
    const pictures = [...l.blocks.flatMap((b) => (b.kind === 'picture' ? [b.picture] : [])), ...l.questions.flatMap((q) => (q.picture ? [q.picture] : []))];
    for (const p of pictures) {
      expect(existsSync(join(ROOT, 'public', p.src)), p.src).toBe(true);
      expect(svgTitle(p.src), p.src).toBe(p.alt);
      expect(p.alt.length).toBeGreaterThan(30);
      const [, w, h] = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(read(join('public', p.src))) ?? [];
      expect([p.width, p.height]).toEqual([Number(w), Number(h)]);
    }
  });

  it('says which project it prepares for', () => {
    for (const project of l.prepares) expect(blocksText(l)).toMatch(new RegExp(`проект\\S* №${project}\\b`));
  });
});

// ---------------------------------------------------------------- the kits' chip, from firmware/

const common = read('firmware/common.mk');
const mk = (name: string) => new RegExp(`^${name}\\s*:=\\s*(\\S+)`, 'm').exec(common)?.[1] ?? '';
const CHIP = {
  mcu: mk('MCU'),
  clockHz: Number(mk('F_CPU').replace(/UL$/, '')),
  flashBytes: Number(mk('FLASH')),
};
const clockReadme = read('firmware/11-sand-clock/README.md');
const radioReadme = read('firmware/12-radio/README.md');
const clockMain = read('firmware/11-sand-clock/main.c');
const radioButtons = read('firmware/12-radio/buttons.h');
const radioMain = read('firmware/12-radio/main.c');

describe('the kits’ chip as firmware/ builds it', () => {
  it('is the ATtiny84A in DIP-14 at 1 MHz with 8 KB of flash', () => {
    expect(CHIP.mcu).toBe('attiny84a');
    expect(CHIP.clockHz).toBe(1_000_000);
    expect(CHIP.flashBytes).toBe(8 * 1024);
    expect(clockReadme).toContain('ATtiny84A-PU (корпус DIP-14)');
    expect(radioReadme).toContain('ATtiny84A-PU (корпус DIP-14)');
    expect(clockMain).toContain('Pins (DIP-14): 1 VCC, 14 GND');
    expect(radioMain).toContain('Pins (DIP-14): 1 VCC, 14 GND');
  });
});

describe('lesson 4: what a microcontroller is', () => {
  const l = lesson(4);
  it('counts the chip’s steps per second as the firmware clocks it', () => {
    expect(everything(l)).toContain(`${ru(CHIP.clockHz)} шагов в секунду`);
    expect(numberAnswer(4, 'q6')).toEqual({ answer: CHIP.clockHz / 1000, tolerance: 0 });
    expect(keyOf(4, 'q6').why).toContain(`${ru(CHIP.clockHz)} : 1000 = ${CHIP.clockHz / 1000}`);
  });
  it('keeps the program in flash, the loop in order', () => {
    expect(rightOption(4, 'q3')).toContain('флеш');
    const q2 = keyOf(4, 'q2');
    expect(q2.kind === 'tap' && q2.area).toBe('flash');
    expect(inOrder(4, 'q5')).toEqual(['Прочитай кнопки и датчики', 'Реши, что делать', 'Включи или выключи ножки', 'Начни сначала']);
    expect(rightOption(4, 'q4')).toContain('проекта №1');
  });
});

describe('lesson 14: the chip of the kits', () => {
  const l = lesson(14);
  const text = everything(l);
  it('states the chip’s name, case, flash, RAM and clock as firmware/ says', () => {
    expect(text).toContain('ATtiny84A');
    expect(text).toContain('DIP-14');
    expect(text).toContain('У микросхемы 14 ножек, по 7 с каждой стороны');
    expect(text).toContain(`Флеш-памяти для программы у неё ${CHIP.flashBytes / 1024} КБ`);
    expect(text).toContain(`8 × 1024 = ${ru(CHIP.flashBytes)} байта`);
    expect(numberAnswer(14, 'q3')).toEqual({ answer: CHIP.flashBytes, tolerance: 0 });
    expect(text).toContain(`частоте ${CHIP.clockHz / 1e6} МГц: это ${ru(CHIP.clockHz)} тактов в секунду`);
    // the programs' sizes, as the READMEs measured them
    expect(clockReadme).toContain('около 0,9 КБ из 8 КБ');
    expect(radioReadme).toContain('около 1,4 КБ из 8 КБ');
    expect(text).toContain('Программа песочных часов занимает около 0,9 КБ, программа радио — около 1,4 КБ');
  });

  it('gives power to pin 1 and minus to pin 14, in both kits', () => {
    expect(text).toContain('На ножку 1 подают плюс питания, на ножку 14 — минус');
    expect(clockReadme).toMatch(/\| 1 \| VCC \|/);
    expect(clockReadme).toMatch(/\| 14 \| GND \|/);
    expect(radioReadme).toMatch(/\| 1 \| VCC \|/);
    expect(radioReadme).toMatch(/\| 14 \| GND \|/);
    const q1 = keyOf(14, 'q1');
    const q2 = keyOf(14, 'q2');
    expect(q1.kind === 'tap' && q1.area).toBe('p1');
    expect(q2.kind === 'tap' && q2.area).toBe('p14');
  });

  it('draws pin 1 where the dot is: the tap areas sit on the drawn pins, numbered counter-clockwise', () => {
    const q = question(14, 'q1');
    if (q.kind !== 'tap') throw new Error('q1 is a tap');
    const area = (id: string) => q.areas.find((a) => a.id === id);
    // pin 1 bottom-left under the dot, pin 7 bottom-right, pin 8 top-right, pin 14 top-left
    expect(area('p1')?.x).toBeLessThan(area('p7')?.x ?? 0);
    expect(area('p1')?.y).toBeGreaterThan(area('p14')?.y ?? 0);
    expect(area('p14')?.x).toBe(area('p1')?.x);
    expect(area('p8')?.x).toBe(area('p7')?.x);
    const svg = read('public/content/lessons/14/chip.svg');
    expect(svg).toContain('<circle cx="82" cy="170"'); // the dot, inside pin 1's column (74–118)
  });

  it('says what the sand clock’s pins do, as its firmware drives them', () => {
    expect(clockMain).toContain('PA0…PA7 = pins 13, 12, 11, 10, 9, 8, 7, 6 drive the lines');
    expect(clockMain).toContain('through R1…R8 (100 Ohm)');
    expect(clockMain).toContain('the tilt sensor S1 closes PB0 (pin 2) to GND');
    expect(clockMain).toContain('8 x 7 = 56');
    expect(clockReadme).toContain('питание 3 × LR44 = 4,5 В');
    expect(text).toContain('Ножки 13, 12, 11, 10, 9, 8, 7 и 6 — это восемь линий, каждая через свой резистор 100 Ом');
    expect(text).toContain(`8 линий управляют 8 × 7 = ${8 * 7} светодиодами`);
    expect(text).toContain('ножка 2 слушает датчик наклона');
    expect(numberAnswer(14, 'q4')).toEqual({ answer: 8 * 7, tolerance: 0 });
    expect(rightOption(14, 'q5')).toBe('Слушает датчик наклона');
  });

  it('says what the radio’s pins do, as its firmware reads them', () => {
    expect(radioButtons).toContain('S1 PA0 (pin 13), S2 PA1 (12), S3 PA2 (11), S4 PA3 (10),');
    expect(radioButtons).toContain('S5 PA7 (6). S6 is wired to RESET (pin 4)');
    expect(radioMain).toContain('SDA PA6 (pin 7), SCL PA4 (pin 9)');
    expect(radioReadme).toContain('питание 2 × AA = 3 В');
    expect(text).toContain('Ножки 13, 12, 11, 10 и 6 читают кнопки S1–S5');
    expect(text).toContain('Кнопка S6 подключена к ножке 4 — это сброс');
    expect(text).toContain('По ножкам 7 и 9 микросхема «разговаривает» с модулем приёмника');
    expect(rightOption(14, 'q6')).toMatch(/^5/);
    expect(radioReadme).toContain('Как записать (USBasp и avrdude)');
    expect(rightOption(14, 'q7')).toContain('программатор');
  });
});

describe('lesson 5: blinking an LED from a program', () => {
  const l = lesson(5);
  const text = everything(l);
  const supply = 4.5; // the sand clock's 3 × LR44
  const ledDrop = 2; // the kits' red LED
  const ohms = 220;

  it('takes the supply, the LED and the resistor from the kits, on a pin both kits leave free', () => {
    expect(clockReadme).toContain(`3 × LR44 = ${ru(supply)} В`);
    const g6 = guide06.parts;
    expect(g6.some((p) => p.ohms === ohms)).toBe(true);
    expect(g6.some((p) => p.name === 'Светодиод' && p.value.includes(`красный, 5 мм (${ledDrop} В, 20 мА)`))).toBe(true);
    expect(text).toContain(`резистор ${formatOhms(ohms)} (${bandWords(ohms)})`);
    expect(clockReadme).toContain('| 3, 4, 5 | PB1, RESET, PB2 | свободны |');
    expect(radioReadme).toContain('| 2, 3, 5, 8 | PB0, PB1, PB2, PA5 | свободны |');
    expect(text).toContain('К свободной ножке 5');
  });

  it('computes the LED’s current by Ohm’s law', () => {
    const rest = supply - ledDrop;
    const amps = rest / ohms;
    expect(text).toContain(`${ru(supply)} В − ${ledDrop} В = ${ru(rest)} В`);
    expect(text).toContain(`${ru(rest)} В : ${ohms} Ом ≈ ${ru(Math.round(amps * 1000) / 1000)} А, то есть около ${Math.round(amps * 1000)} мА`);
    const key = numberAnswer(5, 'q2');
    expect(key.answer).toBe(Math.round(amps * 1000));
    expect(Math.abs(amps * 1000 - key.answer)).toBeLessThanOrEqual(key.tolerance);
    expect(key.tolerance).toBeLessThanOrEqual(1);
    expect(amps * 1000).toBeLessThan(20); // what the text promises the pin
  });

  it('computes the period and the blinks a minute', () => {
    const [on, off] = [1, 2];
    const period = on + off;
    expect(text).toContain(`${on} с + ${off} с = ${period} с`);
    expect(text).toContain(`60 : ${period} = ${60 / period} раз в минуту`);
    expect(numberAnswer(5, 'q3')).toEqual({ answer: period, tolerance: 0 });
    expect(numberAnswer(5, 'q4')).toEqual({ answer: 60 / period, tolerance: 0 });
    expect(numberAnswer(5, 'q5')).toEqual({ answer: 60 / (on + 1), tolerance: 0 });
    expect(keyOf(5, 'q5').why).toContain(`60 : ${on + 1} = ${60 / (on + 1)}`);
  });

  it('says how often the sand clock flashes each grain, as its firmware does', () => {
    // Timer0 at 1 MHz / 8 / 63 shows the next lit LED on each tick; 28 grains are lit
    const ticks = CHIP.clockHz / 8 / 63;
    expect(clockMain).toContain('Timer0 at 1 MHz / 8 / 63 = 1984 Hz');
    expect(Math.round(ticks / 28)).toBe(71);
    expect(text).toContain('каждый их огонёк вспыхивает 71 раз в секунду');
  });

  it('keeps the blink program in order', () => {
    expect(inOrder(5, 'q1')).toEqual(['Включи ножку 5', 'Подожди 1 секунду', 'Выключи ножку 5', 'Подожди 2 секунды', 'Повтори всё сначала']);
    expect(rightOption(5, 'q6')).toBe('Чтобы ограничить ток');
    expect(rightOption(5, 'q7')).toContain('Ровный');
  });
});

describe('lesson 6: reading buttons and sensors', () => {
  const l = lesson(6);
  const text = everything(l);
  const buttonsC = read('firmware/12-radio/buttons.c');

  it('reads the radio’s buttons as its firmware does: pull-ups inside, pressed to the minus, S6 on RESET', () => {
    expect(buttonsC).toContain('PORTA |= MASK; /* the buttons close to the common wire: pull-ups inside the chip */');
    expect(radioReadme).toContain('| 4 | RESET | S6 «сброс» к минусу, R1 10 кОм к +3 В |');
    expect(text).toContain('У ATtiny84A подтяжки спрятаны внутри микросхемы');
    expect(text).toContain('кнопки S1–S5 просто соединяют ножки 13, 12, 11, 10 и 6 с минусом');
    expect(text).toContain('S6, подключена к ножке 4 — сбросу, и у неё своя подтяжка снаружи: резистор R1 на 10 кОм');
    expect(guide12.parts.some((p) => p.ref?.includes('R1') && p.ohms === 10_000)).toBe(true);
    expect(guide12.parts.some((p) => p.name === 'Тактовые кнопки' && p.quantity === '6 шт.' && p.ref === 'S1–S6')).toBe(true);
    const q3 = keyOf(6, 'q3');
    expect(q3.kind === 'tap' && q3.area).toBe('S6');
    expect(rightOption(6, 'q1')).toBe('0');
  });

  it('waits out the bounce and repeats the volume as the firmware’s timings say', () => {
    expect(buttonsC).toContain('_delay_ms(20); /* debounce */');
    const repeatMs = Number(/#define REPEAT_MS (\d+)/.exec(buttonsC)?.[1]);
    expect(repeatMs).toBe(250);
    expect(text).toContain('ждёт 20 мс и читает кнопку ещё раз');
    expect(text).toContain(`каждые ${repeatMs} мс, то есть ${1000 / repeatMs} раза в секунду`);
    expect(numberAnswer(6, 'q4')).toEqual({ answer: 1000 / repeatMs, tolerance: 0 });
    expect(keyOf(6, 'q4').why).toContain(`1000 : ${repeatMs} = ${1000 / repeatMs}`);
  });

  it('treats the sand clock’s tilt sensor as a button on pin 2 to the minus', () => {
    expect(clockMain).toContain('PORTB = _BV(PB0); /* pull-up for the tilt sensor */');
    expect(text).toContain('он соединяет ножку 2 с минусом');
  });

  it('keeps the alarm program in order and promises nothing the school does not have yet', () => {
    expect(inOrder(6, 'q5')).toEqual(['Прочитай ножку геркона', 'Если там 1 — включи пищалку', 'Иначе выключи пищалку', 'Повтори сначала']);
    const last = l.blocks[l.blocks.length - 1];
    expect(last?.kind === 'text' && last.text).toMatch(/программатором/);
    expect(last?.kind === 'text' && last.text).not.toMatch(/симулятор|скоро/);
  });
});

// ---------------------------------------------------------------- the secret course

/** A neuron's weighted sum. */
const weighted = (inputs: readonly number[], weights: readonly number[]) => inputs.reduce((s, v, i) => s + v * (weights[i] ?? 0), 0);

describe('lesson 15: how a network sees a picture', () => {
  const l = lesson(15);
  const text = everything(l);

  it('draws the 8 × 8 resistor from the numbers the text names', () => {
    expect(RESISTOR_8X8).toHaveLength(8);
    for (const row of RESISTOR_8X8) expect(row).toHaveLength(8);
    const values = new Set(RESISTOR_8X8.flat());
    expect([...values].sort((a, b) => a - b)).toEqual([40, 90, 120, 200, 255]);
    for (const [v, what] of [[120, 'ножки'], [200, 'корпус'], [40, 'тёмная'], [90, 'потемнее'], [255, 'фон']] as const) {
      expect(text).toMatch(new RegExp(`${what}[^.]*\\(${v}\\)`));
    }
    const svg = read('public/content/lessons/15/grid.svg');
    expect(svg.match(/>(\d+)<\/text>/g)).toHaveLength(64);
    expect(text).toContain(`8 × 8 = ${8 * 8} числа`);
    expect(numberAnswer(15, 'q1')).toEqual({ answer: 64, tolerance: 0 });
  });

  it('counts three numbers a colour pixel', () => {
    expect(text).toContain(`64 × 3 = ${64 * 3} числа`);
    expect(numberAnswer(15, 'q2')).toEqual({ answer: 64 * 3, tolerance: 0 });
    expect(text).toContain('жёлтый: 255, 255, 0');
    const q4 = question(15, 'q4');
    const k4 = keyOf(15, 'q4');
    if (q4.kind !== 'tap' || k4.kind !== 'tap') throw new Error('q4 is a tap');
    const red = TAP_COLOURS.find((t) => t.fill === '#ff0000');
    const area = q4.areas.find((a) => a.id === k4.area);
    expect(red?.id).toBe(k4.area);
    // the area covers its drawn 70 × 70 square
    expect(area && red && area.x <= red.x && area.x + area.width >= red.x + 70).toBe(true);
  });

  it('recomputes the neuron that finds a dark band, on the drawn resistor’s own row', () => {
    const row = RESISTOR_8X8[3]?.slice(2, 5) ?? [];
    expect(row).toEqual([200, 40, 200]);
    const weights = [1, -2, 1];
    expect(weighted(row, weights)).toBe(320);
    expect(text).toContain(`200 × 1 + 40 × (−2) + 200 × 1 = 200 − 80 + 200 = ${weighted(row, weights)}`);
    expect(text).toContain(`200 − 400 + 200 = ${weighted([200, 200, 200], weights)}`);
    expect(read('public/content/lessons/15/neuron.svg')).toContain(`= ${weighted(row, weights)}</text>`);
    expect(numberAnswer(15, 'q5')).toEqual({ answer: weighted([255, 40, 255], weights), tolerance: 0 });
    expect(keyOf(15, 'q5').why).toContain(`255 − 80 + 255 = ${weighted([255, 40, 255], weights)}`);
    expect(inOrder(15, 'q6')).toEqual(['Камера делает фото', 'Фото превращается в таблицу чисел', 'Нейроны умножают числа на веса и складывают', 'Последний слой говорит: «резистор»']);
  });
});

describe('lesson 16: how a network learns from examples', () => {
  const l = lesson(16);
  const text = everything(l);

  it('recomputes the nudges and the score on new photos', () => {
    expect(text).toContain('вес был 2, после ошибки стал 3');
    expect(numberAnswer(16, 'q3')).toEqual({ answer: 2 + 3 * 1, tolerance: 0 });
    const [right, all] = [17, 20];
    expect(text).toContain(`Если из ${all} новых фото она узнала ${right}, то угадала ${right} : ${all} × 100 = ${(right / all) * 100} %`);
    expect(text).toContain(`${all} − ${right} = ${all - right} фото`);
    expect(numberAnswer(16, 'q4')).toEqual({ answer: (right / all) * 100, tolerance: 0 });
  });

  it('says honestly what a network cannot do', () => {
    expect(text).toContain('она не скажет «не знаю»');
    expect(text).toContain('Эти проценты — просто числа из её сумм, а не настоящая уверенность');
    expect(rightOption(16, 'q5')).toContain('очень уверенно');
    expect(rightOption(16, 'q6')).toContain('синему фону');
    expect(inOrder(16, 'q1')).toEqual(['Показать подписанное фото', 'Нейросеть угадывает', 'Сверить ответ с меткой', 'Чуть подвинуть веса, если ошиблась']);
  });
});

describe('lesson 17: the network finds the kit’s parts', () => {
  const l = lesson(17);
  const text = everything(l);
  const { weights, threshold } = LED_NEURON;
  const says = (sum: number) => (sum > threshold ? 'светодиод' : 'не светодиод');
  const neg = (v: number) => (v < 0 ? `(−${-v})` : String(v));
  const terms = (inputs: readonly number[]) => inputs.map((v, i) => `${v} × ${neg(weights[i] ?? 0)}`).join(' + ');
  const products = (inputs: readonly number[]) =>
    inputs
      .map((v, i) => v * (weights[i] ?? 0))
      .map((p, i) => (i === 0 ? String(p).replace('-', '−') : p < 0 ? `− ${-p}` : `+ ${p}`))
      .join(' ');

  it('recomputes the «is it an LED?» neuron on the LED and on the resistor', () => {
    expect(weights).toEqual([-2, 3, 2]);
    expect(text).toContain('Веса нейрона: полоски −2 (светодиоду они не нужны), купол 3, ножки 2');
    expect(text).toContain(`порог ${threshold}`);
    const led = [1, 9, 8];
    expect(text).toContain(`${terms(led)} = ${products(led)} = ${weighted(led, weights)}`);
    expect(weighted(led, weights)).toBe(41);
    expect(says(weighted(led, weights))).toBe('светодиод');
    const resistor = [9, 0, 1];
    expect(text).toContain(`${products(resistor)} = ${String(weighted(resistor, weights)).replace('-', '−')}, меньше ${threshold} — «не светодиод»`);
    expect(says(weighted(resistor, weights))).toBe('не светодиод');
    expect(read('public/content/lessons/17/neuron.svg')).toContain(`= ${weighted(led, weights)}</text>`);
  });

  it('keys the pupil’s own sum and its decision', () => {
    const mine = [2, 6, 5];
    expect(question(17, 'q1').prompt).toContain('полоски 2, купол 6, ножки 5');
    expect(numberAnswer(17, 'q1')).toEqual({ answer: weighted(mine, weights), tolerance: 0 });
    expect(keyOf(17, 'q1').why).toContain(`${terms(mine)} = ${products(mine)} = ${weighted(mine, weights)}`);
    expect(question(17, 'q2').prompt).toContain(`Сумма получилась ${weighted(mine, weights)}, а порог нейрона — ${threshold}`);
    expect(rightOption(17, 'q2')).toBe(`«${says(weighted(mine, weights)).replace(/^./, (c) => c.toUpperCase())}»`);
  });

  it('asks to tap the one frame drawn wrong, with areas over the drawn frames', () => {
    const q = question(17, 'q3');
    const k = keyOf(17, 'q3');
    if (q.kind !== 'tap' || k.kind !== 'tap') throw new Error('q3 is a tap');
    expect(FRAMES.filter((f) => !f.right).map((f) => f.id)).toEqual([k.area]);
    for (const f of FRAMES) {
      const a = q.areas.find((x) => x.id === f.id);
      expect(a && a.x <= f.x && a.y <= f.y && a.x + a.width >= f.x + f.w && a.y + a.height >= f.y + f.h, f.id).toBe(true);
    }
  });

  it('keeps faces out of the frame and leaves the last word to the teacher', () => {
    expect(text).toContain('В кадре не должно быть лиц');
    expect(rightOption(17, 'q5')).toBe('Только детали на столе');
    expect(rightOption(17, 'q7')).toBe('Преподаватель');
    expect(inOrder(17, 'q6')).toEqual([
      'Разложить детали отдельно на белой бумаге',
      'Сфотографировать сверху при хорошем свете',
      'Нейросеть обводит детали рамками',
      'Преподаватель проверяет работу',
    ]);
  });
});
