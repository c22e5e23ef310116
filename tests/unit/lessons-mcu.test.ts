// The programming lessons of course 2 «Микроконтроллеры» (18–23): every number a pupil reads is
// recomputed here — from the school board of the tasks (domain/mcu/program.ts, BOARD), from the
// drawings' own data (scripts/content/lessons-art/), and from the sand clock's firmware — so a pin
// moved on the board, a task's timing changed or a drawing redrawn without the text fails this
// file. Also the lessons' shape, keys, prices, and the club leader's steps for a real chip.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BEACON, BEACON_HIGH } from '../../scripts/content/lessons-art/l18.mjs';
import { HL1_HIGH, HL2_HIGH, TURNS } from '../../scripts/content/lessons-art/l19.mjs';
import { BUTTON, S1_HELD } from '../../scripts/content/lessons-art/l20.mjs';
import { NOTES, TUNE } from '../../scripts/content/lessons-art/l21.mjs';
import { RUNNER, RUNNER_HIGH, STEP_MS } from '../../scripts/content/lessons-art/l22.mjs';
import { GRAIN_S, SAND, SAND_HIGH, TURNS_S } from '../../scripts/content/lessons-art/l23.mjs';
import { BLOCK_FILL, boardAreas, SCHOOL_BOARD } from '../../scripts/content/lessons-art/school-board.mjs';
import { lessonKeyById } from '../../server/content/lesson-keys';
import type { QuestionKey } from '../../server/content/lesson-keys';
import { LECTURES } from '../../server/services/learning-catalog';
import { lessonById, lessons } from '../../src/content/lessons';
import type { Lesson, LessonQuestion } from '../../src/content/lessons';
import { schoolBoardAreas } from '../../src/content/lessons/school-board';
import { mcuTaskById } from '../../src/content/mcu/tasks';
import { runProgram } from '../../domain/mcu/interpreter';
import { BOARD, LED_NAMES, type Expr, type LedName, type McuProgram, type OutputName, type PinEvent, type Statement } from '../../domain/mcu/program';
import { parseProgram } from '../../domain/mcu/validate';
import type { McuTask } from '../../domain/mcu/tasks';
import { countOf, SECONDS, STEPS } from '../../domain/plural';

const ROOT = process.cwd();
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const IDS = [18, 19, 20, 21, 22, 23] as const;

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

/** The text of a block a pupil (or the adult) reads. */
const blockText = (b: Lesson['blocks'][number]) =>
  b.kind === 'picture' ? '' : b.kind === 'adult' ? [b.text, ...b.steps.map((s) => s.text)].join(' ') : b.text;

/** The words a pupil reads in the lesson's blocks. */
const words = (l: Lesson) =>
  l.blocks
    .flatMap((b) => blockText(b).split(/\s+/))
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** Everything a pupil reads: blocks, captions, alt texts, questions and their options. */
function everything(l: Lesson): string {
  const parts: string[] = [];
  for (const b of l.blocks) parts.push(b.kind === 'picture' ? (b.caption ?? '') + ' ' + b.picture.alt : blockText(b));
  for (const q of l.questions) {
    parts.push(q.prompt);
    if (q.kind === 'choice') parts.push(...q.options);
    if (q.kind === 'order') parts.push(...q.items);
  }
  return parts.join('\n');
}

const numberAnswer = (lessonId: number, questionId: string) => {
  const k = keyOf(lessonId, questionId);
  if (k.kind !== 'number') throw new Error(`${lessonId}/${questionId} is not a number question`);
  return { answer: k.answer, tolerance: k.tolerance };
};

function rightOption(lessonId: number, questionId: string): string {
  const q = question(lessonId, questionId);
  const k = keyOf(lessonId, questionId);
  if (q.kind !== 'choice' || k.kind !== 'choice') throw new Error(`${lessonId}/${questionId} is not a choice`);
  return q.options[k.correct] ?? '';
}

function inOrder(lessonId: number, questionId: string): string[] {
  const q = question(lessonId, questionId);
  const k = keyOf(lessonId, questionId);
  if (q.kind !== 'order' || k.kind !== 'order') throw new Error(`${lessonId}/${questionId} is not an order question`);
  return k.order.map((i) => q.items[i] ?? '');
}

function tapArea(lessonId: number, questionId: string) {
  const q = question(lessonId, questionId);
  const k = keyOf(lessonId, questionId);
  if (q.kind !== 'tap' || k.kind !== 'tap') throw new Error(`${lessonId}/${questionId} is not a tap`);
  const area = q.areas.find((a) => a.id === k.area);
  if (!area) throw new Error(`${lessonId}/${questionId}: no area ${k.area}`);
  return area;
}

/** Russian style: «4,5», «8192», «1 000 000» (thousands split from five digits on). */
const ru = (v: number) => (Math.abs(v) >= 10_000 ? v.toLocaleString('ru-RU').replace(/\u00a0/g, ' ') : String(v).replace('.', ','));
const svgTitle = (src: string) =>
  /<title>([^<]*)<\/title>/
    .exec(read(join('public', src)))?.[1]
    ?.replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** Every drawn block's words, depth first. */
type Drawn = { t: string; body?: readonly Drawn[]; else?: readonly Drawn[] };
const drawnWords = (blocks: readonly Drawn[]): string[] => blocks.flatMap((b) => [b.t, ...drawnWords(b.body ?? []), ...drawnWords(b.else ?? [])]);

function task(lessonId: number): McuTask {
  const found = mcuTaskById(lesson(lessonId).mcuTaskId ?? 0);
  if (!found) throw new Error(`lesson ${lessonId} sets no task`);
  return found;
}

/** Where a task wants `pin` at `value`, in seconds, up to `untilS`: what a timing picture draws high. */
function wanted(t: McuTask, pin: OutputName, untilS: number, value = 1): [number, number][] {
  const segments = t.expect.find((e) => e.pin === pin)?.segments ?? [];
  return segments
    .filter((s) => s.value === value && s.fromMs < untilS * 1000)
    .map((s): [number, number] => [s.fromMs / 1000, Math.min(untilS, s.toMs / 1000)]);
}

// ---------------------------------------------------------------- the programs the lessons teach

const n = (num: number): Expr => ({ num });
const on = (led: LedName): Statement => ({ do: 'led', led, on: true });
const off = (led: LedName): Statement => ({ do: 'led', led, on: false });
const wait = (ms: Expr | number): Statement => ({ do: 'wait', ms: typeof ms === 'number' ? n(ms) : ms });
const forever = (...body: Statement[]): Statement => ({ do: 'forever', body });
const TICK_MS = 50;

/** The solution each lesson builds, block by block: it must pass its task on the interpreter. */
const TAUGHT: Record<(typeof IDS)[number], McuProgram> = {
  18: { version: 1, body: [forever(on('HL1'), wait(1000), off('HL1'), wait(2000))] },
  19: { version: 1, body: [forever(on('HL1'), off('HL2'), wait(500), off('HL1'), on('HL2'), wait(500))] },
  20: { version: 1, body: [forever({ do: 'if', cond: { pressed: 'S1' }, then: [on('HL1')], else: [off('HL1')] })] },
  21: { version: 1, body: TUNE.map(([, hz, ms]) => ({ do: 'tone', hz: n(Number(hz)), ms: n(Number(ms)) }) as Statement) },
  22: {
    version: 1,
    body: [{ do: 'set', name: 'пауза', value: n(STEP_MS) }, forever(...LED_NAMES.flatMap((led) => [on(led), wait({ get: 'пауза' }), off(led)]))],
  },
  23: {
    version: 1,
    body: [
      { do: 'set', name: 'тики', value: n(0) },
      forever(
        { do: 'if', cond: { pressed: 'S1' }, then: [{ do: 'set', name: 'тики', value: n(0) }] },
        // HL5 first: it burns while «тики» < 40, HL4 while < 80 … HL1 while < 200
        ...[...LED_NAMES].reverse().map(
          (led, i): Statement => ({
            do: 'if',
            cond: { compare: '<', a: { get: 'тики' }, b: n(((i + 1) * GRAIN_S * 1000) / TICK_MS) },
            then: [on(led)],
            else: [off(led)],
          }),
        ),
        wait(TICK_MS),
        { do: 'change', name: 'тики', by: n(1) },
      ),
    ],
  },
};

/** A block as the editor writes it (src/lib/blockly/blocks.ts). */
function exprWords(e: Expr): string {
  if ('num' in e) return String(e.num);
  if ('get' in e) return e.get;
  if ('pressed' in e) return `кнопка ${e.pressed} нажата`;
  if ('compare' in e) return `${exprWords(e.a)} ${e.compare} ${exprWords(e.b)}`;
  throw new Error(`no words for ${JSON.stringify(e)}`);
}
function blockWords(s: Statement): string[] {
  switch (s.do) {
    case 'led':
      return [`${s.on ? 'включить' : 'выключить'} светодиод ${s.led}`];
    case 'wait':
      return [`ждать ${exprWords(s.ms)} мс`];
    case 'forever':
      return ['повторять всегда', ...s.body.flatMap(blockWords)];
    case 'if':
      return [`если ${exprWords(s.cond)} то`, ...s.then.flatMap(blockWords), ...(s.else ?? []).flatMap(blockWords)];
    case 'set':
      return [`задать ${s.name} = ${exprWords(s.value)}`];
    case 'change':
      return [`изменить ${s.name} на ${exprWords(s.by)}`];
    case 'tone':
      return [`играть ноту ${exprWords(s.hz)} Гц ${exprWords(s.ms)} мс`];
    default:
      throw new Error(`no words for ${s.do}`);
  }
}

/** What a pin does at `tMs` in a run (every pin starts at 0). */
const pinAt = (events: readonly PinEvent[], pin: OutputName, tMs: number) => events.filter((e) => e.pin === pin && e.t <= tMs * 1000).at(-1)?.value ?? 0;

/** The first place a run breaks its task: a pin's value inside a segment, away from its ends by the tolerance. */
function firstMiss(t: McuTask, events: readonly PinEvent[]): string | undefined {
  for (const e of t.expect) {
    for (const segment of e.segments) {
      for (let ms = segment.fromMs + e.toleranceMs + 1; ms < segment.toMs - e.toleranceMs; ms += 5) {
        const got = pinAt(events, e.pin, ms);
        if (Math.abs(got - segment.value) > (e.toleranceHz ?? 0)) return `${e.pin} at ${ms} ms: ${got}, wanted ${segment.value}`;
      }
    }
  }
  return undefined;
}

const BOARD_LEDS = LED_NAMES.map((name) => ({ name, ...BOARD.leds[name] }));
const SUPPLY = 4.5;
const RED_LED_DROP = 2;

describe.each(IDS)('lesson %i: shape', (id) => {
  const l = lesson(id);
  const key = lessonKeyById(id);

  it('is a real lesson: 300–700 words, 4–8 questions of at least three kinds, 2–4 pictures, a «Запомни»', () => {
    expect(words(l)).toBeGreaterThanOrEqual(300);
    expect(words(l)).toBeLessThanOrEqual(700);
    expect(l.questions.length).toBeGreaterThanOrEqual(4);
    expect(l.questions.length).toBeLessThanOrEqual(8);
    expect(new Set(l.questions.map((q) => q.kind)).size).toBeGreaterThanOrEqual(3);
    expect(l.questions.some((q) => q.kind === 'order' || q.kind === 'tap')).toBe(true);
    expect(l.blocks.filter((b) => b.kind === 'picture').length).toBeGreaterThanOrEqual(2);
    expect(l.blocks.filter((b) => b.kind === 'picture').length).toBeLessThanOrEqual(4);
    expect(l.blocks.filter((b) => b.kind === 'remember').length).toBe(1);
    expect(l.blocks.filter((b) => b.kind === 'heading').length).toBeGreaterThanOrEqual(2);
  });

  it('comes after lesson 6 in course 2, sets its programming task, and costs more than the one before', () => {
    const course = lessons.filter((other) => other.courseId === 2).map((other) => other.id);
    expect(course.slice(course.indexOf(6) + 1)).toEqual([...IDS]);
    expect(l.courseId).toBe(2);
    expect(l.mcuTaskId).toBe(id - 17);
    const money = LECTURES.find((lecture) => lecture.id === id)!;
    const before = LECTURES.find((lecture) => lecture.id === id - 1);
    expect(money.price).toBe(40 + (id - 18) * 10);
    expect(money.reward).toBeGreaterThan(money.price);
    if (id > 18) expect(money.reward).toBeGreaterThan(before!.reward);
  });

  it('keys every question: same ids and kinds, a reason to read, tap areas a finger can hit', () => {
    expect(key?.questions.map((k) => [k.id, k.kind])).toEqual(l.questions.map((q) => [q.id, q.kind]));
    l.questions.forEach((q, i) => {
      const k = key!.questions[i]!;
      expect(k.why.length, `${q.id} why`).toBeGreaterThan(20);
      if (q.kind === 'order' && k.kind === 'order') expect(k.order, `${q.id}: shown shuffled`).not.toEqual(q.items.map((_, j) => j));
      if (q.kind === 'tap') {
        const min = (40 * q.picture.width) / 480;
        for (const a of q.areas) {
          expect(a.width, `${q.id} ${a.id}`).toBeGreaterThanOrEqual(min);
          expect(a.height, `${q.id} ${a.id}`).toBeGreaterThanOrEqual(min);
          expect(a.x >= 0 && a.y >= 0 && a.x + a.width <= q.picture.width && a.y + a.height <= q.picture.height, `${q.id} ${a.id} on the picture`).toBe(true);
        }
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
      const [, w, h] = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(read(join('public', p.src))) ?? [];
      expect([p.width, p.height]).toEqual([Number(w), Number(h)]);
    }
  });

  it('says which project it prepares for', () => {
    const text = l.blocks.map(blockText).join('\n');
    for (const project of l.prepares) expect(text).toMatch(new RegExp(`проект\\S* №${project}\\b`));
  });

  it('puts seconds and steps in the form their number asks for', () => {
    const text = everything(l);
    for (const [forms, stem] of [
      [SECONDS, 'секунд'],
      [STEPS, 'шаг'],
    ] as const) {
      for (const m of text.matchAll(new RegExp(`(?<![\\d,])(\\d{1,3}(?: \\d{3})*) (${stem}[а-яё]*)`, 'g'))) {
        const n = Number(m[1]!.replace(/ /g, ''));
        // «секунде», «шагами»: a case the counting forms do not cover
        if (![forms.one, forms.few, forms.many].includes(m[2]!)) continue;
        expect(`${m[1]} ${m[2]}`).toBe(`${m[1]} ${countOf(n, forms).split(' ').slice(1).join(' ')}`);
      }
    }
  });
});

describe('the school board the lessons draw and name', () => {
  it('is the board of the tasks: the same LEDs, pins, colours, buzzer, buttons and clock', () => {
    expect(SCHOOL_BOARD.chip).toBe(BOARD.chip);
    expect(SCHOOL_BOARD.leds.map((l) => [l.name, l.colour, l.chipPin])).toEqual(BOARD_LEDS.map((l) => [l.name, l.colour, l.chipPin]));
    expect(SCHOOL_BOARD.buzzer).toEqual({ name: BOARD.buzzer.name, chipPin: BOARD.buzzer.chipPin });
    expect(SCHOOL_BOARD.buttons).toEqual(Object.entries(BOARD.buttons).map(([name, b]) => ({ name, chipPin: b.chipPin })));
    expect(schoolBoardAreas()).toEqual(boardAreas());
  });

  it('draws blocks in the editor’s colours, and each lesson sets the task of its own id', () => {
    const { note, ...groups } = BLOCK_FILL;
    expect(note).toBe('none');
    // read, not imported: the editor's wrapper is app code, this test runs with the server's
    const editor = read('src/lib/blockly/block-types.ts');
    for (const [group, fill] of Object.entries(groups)) expect(editor, group).toMatch(new RegExp(`^\\s+${group}: '${fill}',$`, 'm'));
    for (const id of IDS) {
      expect(task(id).lessonId).toBe(id);
      // the lesson speaks of what the task asks, in the task's words for it
      expect(everything(lesson(id)).toLowerCase()).toContain(task(id).title.toLowerCase());
    }
  });

  it('is described in lesson 18 with the board’s own pins, resistors and clock', () => {
    const text = everything(lesson(18));
    const pins = BOARD_LEDS.map((l) => l.chipPin);
    expect(text).toContain(`подключены к ножкам ${pins.slice(0, -1).join(', ')} и ${pins.at(-1)}, каждый через свой резистор ${SCHOOL_BOARD.ohms} Ом к минусу`);
    expect(text).toContain('HL1 красный, HL2 жёлтый, HL3 зелёный, HL4 синий и HL5 белый');
    expect(text).toContain(`Зуммер ${BOARD.buzzer.name} стоит на ножке ${BOARD.buzzer.chipPin}`);
    expect(text).toContain(`кнопки S1 и S2 — на ножках ${BOARD.buttons.S1.chipPin} и ${BOARD.buttons.S2.chipPin}`);
    expect(text).toContain(`на частоте ${BOARD.clockHz / 1e6} МГц, питание — ${ru(SUPPLY)} В`);
  });

  it('computes the red LED’s current through 330 Ом from 4,5 В', () => {
    const rest = SUPPLY - RED_LED_DROP;
    const mA = (rest / SCHOOL_BOARD.ohms) * 1000;
    expect(mA).toBeCloseTo(7.58, 2);
    expect(everything(lesson(18))).toContain(`${ru(SUPPLY)} В − ${RED_LED_DROP} В = ${ru(rest)} В, и ток равен ${ru(rest)} В : ${SCHOOL_BOARD.ohms} Ом ≈ ${ru(Math.round(mA * 10) / 10)} мА`);
    const key = numberAnswer(18, 'q3');
    expect(key.answer).toBe(Math.round(mA * 10) / 10);
    expect(Math.abs(mA - key.answer)).toBeLessThanOrEqual(key.tolerance);
    expect(key.tolerance).toBeLessThan(0.5);
    expect(keyOf(18, 'q3').why).toContain(`≈ ${ru(Math.round(mA * 10) / 10_000)} А, то есть около ${ru(Math.round(mA * 10) / 10)} мА`);
  });
});

describe.each(IDS)('lesson %i: the program it teaches', (id) => {
  it('is the program its pictures draw, and it solves the lesson’s task on the simulated board', () => {
    const program = TAUGHT[id];
    expect(parseProgram(JSON.parse(JSON.stringify(program)))).toEqual({ ok: true, program });
    const drawn = { 18: BEACON, 19: TURNS, 20: BUTTON, 21: TUNE.map(([, hz, ms]) => ({ t: `играть ноту ${hz} Гц ${ms} мс` })), 22: RUNNER, 23: SAND }[id];
    const words = program.body.flatMap(blockWords);
    // a picture may leave repeated blocks out («… так же HL3, HL4, HL5»): what it draws comes in the program's order
    const shown = drawnWords(drawn).filter((w) => !w.startsWith('…') && !w.startsWith(' '));
    let at = 0;
    for (const w of shown) {
      const found = words.indexOf(w, at);
      expect(found, `«${w}» in lesson ${id}'s program`).toBeGreaterThanOrEqual(0);
      at = found + 1;
    }
    if (id !== 22 && id !== 23) expect(shown).toEqual(words);
    const t = task(id);
    const run = runProgram(program, { runMs: t.runMs, presses: t.presses });
    expect(run.error).toBeUndefined();
    expect(firstMiss(t, run.events), `lesson ${id}`).toBeUndefined();
  });

  it('fails its task when it is broken as a question of the lesson breaks it', () => {
    const t = task(id);
    const broken: Partial<Record<(typeof IDS)[number], McuProgram>> = {
      // q4: without «повторять всегда» the beacon blinks once
      18: { version: 1, body: [on('HL1'), wait(1000), off('HL1'), wait(2000)] },
      // q4: without the second wait HL2 is lit for microseconds only
      19: { version: 1, body: [forever(on('HL1'), off('HL2'), wait(500), off('HL1'), on('HL2'))] },
      // q3: without «иначе» HL1 never goes out
      20: { version: 1, body: [forever({ do: 'if', cond: { pressed: 'S1' }, then: [on('HL1')] })] },
      // q4 of lesson 23: «ждать 2000 мс» does not see S1
      23: { version: 1, body: [forever(...LED_NAMES.map(on), ...[...LED_NAMES].reverse().flatMap((led) => [wait(2000), off(led)]), { do: 'while', cond: { not: { pressed: 'S1' } }, body: [wait(10)] })] },
    };
    const program = broken[id];
    if (!program) return;
    const run = runProgram(program, { runMs: t.runMs, presses: t.presses });
    expect(firstMiss(t, run.events), `lesson ${id}`).toBeDefined();
  });
});

describe('lesson 18: the beacon', () => {
  const text = everything(lesson(18));
  it('draws the blocks the text names, and a timing of 1 s on, 2 s off', () => {
    expect(drawnWords(BEACON)).toEqual(['повторять всегда', 'включить светодиод HL1', 'ждать 1000 мс', 'выключить светодиод HL1', 'ждать 2000 мс']);
    for (const block of drawnWords(BEACON)) expect(text).toContain(`«${block}»`);
    expect(BEACON_HIGH).toEqual(wanted(task(18), 'HL1', 9));
    expect(task(18).runMs).toBe(9000);
    expect(BEACON_HIGH.map(([from, to]) => to - from)).toEqual([1, 1, 1]);
    expect(BEACON_HIGH.map(([from]) => from)).toEqual([0, 3, 6]);
    expect(text).toContain('1 с + 2 с = 3 с');
    expect(text).toContain(`загорается в ${BEACON_HIGH.map(([from]) => `${from} с`).join(', ').replace(/, (?=[^,]*$)/, ' и ')}, а гаснет в ${BEACON_HIGH.map(([, to]) => `${to} с`).join(', ').replace(/, (?=[^,]*$)/, ' и ')}`);
    expect(text).toContain(`60 : 3 = ${60 / 3} раз`);
    expect(text).toContain('1 с = 1000 мс');
    expect(numberAnswer(18, 'q2')).toEqual({ answer: 1500, tolerance: 0 });
    expect(numberAnswer(18, 'q5')).toEqual({ answer: 4 * 3, tolerance: 0 });
    expect(inOrder(18, 'q1')).toEqual(drawnWords(BEACON).slice(1));
    expect(tapArea(18, 'q6').id).toBe(BOARD_LEDS.find((l) => l.chipPin === 13)?.name);
    expect(rightOption(18, 'q4')).toContain('один раз');
  });

  it('gives the club leader the real commands for the kits’ chip, as the sand clock’s firmware is written', () => {
    const adult = lesson(18).blocks.find((b) => b.kind === 'adult');
    if (adult?.kind !== 'adult') throw new Error('lesson 18 has no steps for the adult');
    const commands = adult.steps.flatMap((s) => (s.command ? [s.command] : []));
    expect(commands).toEqual([
      `avr-gcc -mmcu=attiny84a -DF_CPU=${BOARD.clockHz}UL -Os -o program.elf program.c`,
      'avr-objcopy -O ihex program.elf program.hex',
      'avrdude -c usbasp -p t84 -B 10 -U flash:w:program.hex:i',
    ]);
    const common = read('firmware/common.mk');
    expect(common).toMatch(/^MCU\s*:=\s*attiny84a$/m);
    expect(common).toMatch(new RegExp(`^F_CPU\\s*:=\\s*${BOARD.clockHz}UL$`, 'm'));
    const readme = read('firmware/11-sand-clock/README.md');
    expect(readme).toContain('avrdude -c usbasp -p t84 -U flash:w:');
    expect(readme).toContain('`-B 10` замедляет');
    expect(readme).toContain('lfuse | 0x62 | заводское: внутренний генератор 8 МГц, делитель на 8 = 1 МГц');
    // the programmer's wires as the firmware's README lists them
    const wires = adult.steps.map((s) => s.text).join(' ');
    for (const [signal, pin] of [['VCC', 1], ['GND', 14], ['RESET', 4], ['SCK', 9], ['MISO', 8], ['MOSI', 7]] as const) {
      expect(readme).toMatch(new RegExp(`\\| ${signal} \\(\\d+\\) \\| ножка ${pin}\\b`));
      expect(wires).toContain(`${signal} — ${pin}`);
    }
    expect(adult.text).toContain('руководителя кружка');
  });
});

describe('lesson 19: two lights in turns', () => {
  const text = everything(lesson(19));
  it('alternates HL1 and HL2 every 500 ms, a round of 1000 ms, as drawn', () => {
    expect(drawnWords(TURNS)).toEqual(['повторять всегда', 'включить светодиод HL1', 'выключить светодиод HL2', 'ждать 500 мс', 'выключить светодиод HL1', 'включить светодиод HL2', 'ждать 500 мс']);
    expect(HL1_HIGH).toEqual(wanted(task(19), 'HL1', 3));
    expect(HL2_HIGH).toEqual(wanted(task(19), 'HL2', 3));
    expect(HL1_HIGH.every(([from, to]) => to - from === 0.5 && from % 1 === 0)).toBe(true);
    expect(HL2_HIGH.map(([from, to]) => [from - 0.5, to - 0.5])).toEqual(HL1_HIGH.map(([from, to]) => [from, to]));
    expect(text).toContain('500 мс + 500 мс = 1000 мс');
    expect(text).toContain('загорается 60 раз в минуту');
    expect(numberAnswer(19, 'q2')).toEqual({ answer: 1000, tolerance: 0 });
    expect(numberAnswer(19, 'q5')).toEqual({ answer: 60_000 / 1000, tolerance: 0 });
  });

  it('counts the chip’s steps in a wait from its clock', () => {
    expect(text).toContain(`${ru(BOARD.clockHz)} шагов в секунду`);
    expect(text).toContain(`За 500 мс она успевает сделать ${ru(BOARD.clockHz)} : 2 = ${ru(BOARD.clockHz / 2)} шагов`);
    expect(numberAnswer(19, 'q3')).toEqual({ answer: BOARD.clockHz / 2, tolerance: 0 });
  });

  it('keys HL2’s second lighting on the drawn chart', () => {
    const area = tapArea(19, 'q6');
    const [from, to] = HL2_HIGH[1]!;
    const x = (s: number) => 110 + ((600 - 110) * s) / 3;
    expect(area.x).toBeGreaterThanOrEqual(x(from));
    expect(area.x + area.width).toBeLessThanOrEqual(x(to));
    expect(area.x + area.width).toBeGreaterThan(x(to) - 4);
    expect(inOrder(19, 'q1')[0]).toBe('Включает HL1 и выключает HL2');
    expect(rightOption(19, 'q4')).toBe('HL1 кажется горящим всё время, а HL2 — погасшим');
  });
});

describe('lesson 20: the button', () => {
  const text = everything(lesson(20));
  it('reads S1 on its pin with the chip’s pull-up: released 1, pressed 0', () => {
    expect(text).toContain(`Кнопка S1 соединяет ножку ${BOARD.buttons.S1.chipPin} с минусом`);
    expect(text).toContain(`на ножке почти ${ru(SUPPLY)} В, и микросхема читает 1`);
    expect(rightOption(20, 'q1')).toMatch(/^0/);
    expect(tapArea(20, 'q5').id).toBe('S1');
    expect(drawnWords(BUTTON)).toEqual(['повторять всегда', 'если кнопка S1 нажата то', 'включить светодиод HL1', 'выключить светодиод HL1']);
    expect(inOrder(20, 'q2')).toEqual(['повторять всегда', 'если кнопка S1 нажата', 'включить светодиод HL1', 'иначе: выключить светодиод HL1']);
  });

  it('draws and adds up the check’s presses', () => {
    const words = (s: number) => ru(s);
    expect(text).toContain(
      `нажимает S1 с ${words(S1_HELD[0]![0])} до ${words(S1_HELD[0]![1])} с, потом коротко, с ${words(S1_HELD[1]![0])} до ${words(S1_HELD[1]![1])} с, и ещё раз с ${words(S1_HELD[2]![0])} до ${words(S1_HELD[2]![1])} с`,
    );
    const presses = task(20).presses.filter((p) => p.button === 'S1');
    expect(S1_HELD.map(([down, up]) => [down * 1000, up * 1000])).toEqual(presses.flatMap((p, i) => (p.pressed ? [[p.atMs, presses[i + 1]?.atMs]] : [])));
    expect(S1_HELD).toEqual(wanted(task(20), 'HL1', 5));
    expect(task(20).presses.some((p) => p.button === 'S2')).toBe(true);
    expect(text).toContain('а потом нажимает S2 — её программа трогать не должна');
    const heldMs = S1_HELD.reduce((sum, [from, to]) => sum + Math.round((to - from) * 1000), 0);
    expect(heldMs).toBe(2000);
    expect(numberAnswer(20, 'q6')).toEqual({ answer: heldMs, tolerance: 0 });
    expect(keyOf(20, 'q6').why).toContain(`1000 + 200 + 800 = ${heldMs} мс`);
  });
});

describe('lesson 21: the tune', () => {
  const text = everything(lesson(21));
  const equal = (semitonesFromA4: number) => Math.round(440 * 2 ** (semitonesFromA4 / 12));

  it('names the notes of the octave by equal temperament from Ля 440 Гц', () => {
    // До5 is 3 semitones above Ля4, then Ре, Ми, Фа, Соль, Ля, Си
    expect(NOTES.map((n) => n.hz)).toEqual([3, 5, 7, 8, 10, 12, 14].map(equal));
    expect(lesson(21).blocks.some((b) => b.kind === 'picture' && NOTES.every((n) => b.picture.alt.includes(`${n.name} ${n.hz} Гц`)))).toBe(true);
    expect(text).toContain(`Ля на октаву выше — ровно вдвое больше, ${2 * 440} Гц`);
    expect(numberAnswer(21, 'q2')).toEqual({ answer: 2 * 659, tolerance: 1 });
    expect(Math.abs(equal(19) - 2 * 659)).toBeLessThanOrEqual(1);
    expect(inOrder(21, 'q3').map((item) => Number(/(\d+) Гц/.exec(item)?.[1]))).toEqual([523, 659, 784, 880]);
    expect(rightOption(21, 'q7')).toBe('Си 988 Гц');
  });

  it('switches pin 7 twice a vibration, and times the timer in the chip’s steps', () => {
    const hz = 523;
    expect(text).toContain(`ножка ${BOARD.buzzer.chipPin} должна быстро переключаться`);
    expect(text).toContain(`2 × ${hz} = ${2 * hz} раз в секунду`);
    expect(text).toContain(`1000 мс : ${hz} ≈ ${ru(Math.round((1000 / hz) * 10) / 10)} мс`);
    expect(text).toContain(`${ru(BOARD.clockHz)} : ${2 * hz} ≈ ${Math.round(BOARD.clockHz / (2 * hz))} шагов`);
    expect(1000 / hz / 2).toBeLessThan(1); // «половина дрожания До короче одной миллисекунды»
    expect(numberAnswer(21, 'q1')).toEqual({ answer: 2 * hz, tolerance: 0 });
    expect(tapArea(21, 'q5').id).toBe(BOARD.buzzer.name);
  });

  it('plays the task’s tune and adds its length', () => {
    const total = TUNE.reduce((sum, [, , ms]) => sum + Number(ms), 0);
    // the task's buzzer: each note in turn, then silence
    const segments = task(21).expect.find((e) => e.pin === 'BA1')?.segments ?? [];
    let at = 0;
    expect(segments.map((s) => [s.fromMs, s.value])).toEqual([...TUNE.map(([, hz, ms]) => [(at += Number(ms)) - Number(ms), hz]), [total, 0]]);
    for (const [name, hz, ms] of TUNE) expect(task(21).text).toContain(`${name} — ${hz} Гц, ${ms} мс`);
    expect(total).toBe(2400);
    expect(text).toContain(`400 × 4 + 800 = ${total} мс, то есть ${ru(total / 1000)} секунды`);
    expect(text).toContain('До 523 Гц, Ми 659 Гц, Соль 784 Гц и снова Ми и До');
    for (const [name, hz] of TUNE) expect(NOTES.find((n) => n.name === name)?.hz).toBe(hz);
    expect(numberAnswer(21, 'q4')).toEqual({ answer: 3 * 400 + 800, tolerance: 0 });
  });
});

describe('lesson 22: the running light', () => {
  const text = everything(lesson(22));
  it('runs HL1 → HL5, 200 ms each, a round of 1000 ms, as drawn', () => {
    expect(STEP_MS).toBe(200);
    expect(RUNNER_HIGH.map((r) => r.name)).toEqual(LED_NAMES);
    RUNNER_HIGH.forEach((row, i) => expect(row.high[0]).toEqual([i * STEP_MS, (i + 1) * STEP_MS]));
    for (const row of RUNNER_HIGH) expect(row.high.map(([a, b]) => [a / 1000, b / 1000])).toEqual(wanted(task(22), row.name as OutputName, 2));
    expect(task(22).text).toContain(`каждый горит ${STEP_MS} мс`);
    expect(text).toContain(`5 × 200 мс = ${5 * STEP_MS} мс`);
    expect(text).toContain(`за минуту огонёк пробежит ${60_000 / (5 * STEP_MS)} кругов`);
    expect(text).toContain(`HL3 загорается в ${2 * STEP_MS} мс`);
    expect(text).toContain(`HL5 гаснет в ${5 * STEP_MS} мс`);
    expect(text).toContain(`5 × 100 = ${5 * 100} мс`);
    expect(numberAnswer(22, 'q1')).toEqual({ answer: 5 * STEP_MS, tolerance: 0 });
    expect(numberAnswer(22, 'q2')).toEqual({ answer: 5 * 150, tolerance: 0 });
    expect(numberAnswer(22, 'q4')).toEqual({ answer: 10, tolerance: 0 });
    expect(inOrder(22, 'q5').map((item) => item.split(' ')[0])).toEqual(LED_NAMES);
    expect(drawnWords(RUNNER).slice(0, 2)).toEqual(['задать пауза = 200', 'повторять всегда']);
  });

  it('keys the row lit from 400 to 600 ms on the drawn chart', () => {
    const area = tapArea(22, 'q6');
    const row = RUNNER_HIGH.find((r) => r.high[0]![0] === 400 && r.high[0]![1] === 600);
    expect(area.id).toBe(row?.name);
    // the row's line lies inside its area: rows 66 apart from y 66, the line 44 high
    const i = LED_NAMES.indexOf(area.id as (typeof LED_NAMES)[number]);
    expect(area.y).toBeLessThanOrEqual(66 + i * 66);
    expect(area.y + area.height).toBeGreaterThanOrEqual(66 + i * 66 + 44);
  });
});

describe('lesson 23: the sand clock', () => {
  const text = everything(lesson(23));
  const clockMain = read('firmware/11-sand-clock/main.c');
  const define = (name: string) => Number(new RegExp(`#define ${name} (\\d+)u?`).exec(clockMain)?.[1]);

  it('puts a grain out every 2 s from HL5 and turns the clock over at the check’s presses', () => {
    expect(GRAIN_S).toBe(2);
    expect(TURNS_S).toEqual([0, ...task(23).presses.filter((p) => p.button === 'S1' && p.pressed).map((p) => p.atMs / 1000)]);
    expect(task(23).runMs).toBe(22_000);
    for (const row of SAND_HIGH) expect(row.high).toEqual(wanted(task(23), row.name as OutputName, 22));
    expect(task(23).text).toContain(`Каждые ${GRAIN_S} секунды гаснет один, начиная с HL5`);
    // HL5 out after 2 s … HL1 after 10 s; every turn lights all five again
    expect(SAND_HIGH.map((r) => r.high[0])).toEqual(LED_NAMES.map((_, i) => [0, (5 - i) * GRAIN_S]));
    expect(SAND_HIGH.find((r) => r.name === 'HL5')?.high).toEqual([
      [0, 2],
      [12, 14],
      [17, 19],
    ]);
    expect(SAND_HIGH.find((r) => r.name === 'HL1')?.high).toEqual([
      [0, 10],
      [12, 22],
    ]);
    expect(text).toContain('HL5 гаснет через 2 секунды, HL4 — через 4, HL3 — через 6, HL2 — через 8, а последним, через 5 × 2 = 10 секунд, гаснет HL1');
    expect(text).toContain('в 12 с нажимает S1, а в 17 с — ещё раз');
    expect(numberAnswer(23, 'q1')).toEqual({ answer: 5 * GRAIN_S, tolerance: 0 });
    expect(tapArea(23, 'q2').id).toBe('HL5');
    expect(inOrder(23, 'q6')).toEqual([...LED_NAMES].reverse());
  });

  it('waits in 50 ms ticks and counts them: 40 a grain, the button read 20 times a second', () => {
    const ticks = (GRAIN_S * 1000) / TICK_MS;
    expect(text).toContain(`2000 : ${TICK_MS} = ${ticks}`);
    expect(text).toContain(`1000 : ${TICK_MS} = ${1000 / TICK_MS} раз в секунду`);
    expect(keyOf(23, 'q4').why).toContain(`проверять S1 ${1000 / TICK_MS} раз в секунду`);
    expect(text).toContain(`HL5 горит, пока «тики» меньше ${ticks}, HL4 — пока меньше ${2 * ticks}`);
    expect(text).toContain(`до HL1 — пока меньше ${5 * ticks}`);
    expect(numberAnswer(23, 'q3')).toEqual({ answer: ticks, tolerance: 0 });
    const drawn = drawnWords(SAND).join(' | ');
    expect(drawn).toContain(`если тики < ${ticks} то`);
    expect(drawn).toContain(`HL4 и ${2 * ticks}, HL3 и ${3 * ticks}`);
    expect(drawn).toContain(`HL2 и ${4 * ticks}, HL1 и ${5 * ticks}`);
    expect(drawn).toContain(`ждать ${TICK_MS} мс`);
    // the check presses S1 for 100 ms: the program must look at it within that time
    expect(task(23).presses.filter((p) => p.button === 'S1').map((p) => p.atMs)).toEqual([12_000, 12_100, 17_000, 17_100]);
    expect(TICK_MS).toBeLessThan(100);
    expect(rightOption(23, 'q4')).toContain('не смотрит на кнопку S1');
  });

  it('tells how the kit’s clock pours its sand, as its firmware does', () => {
    expect(define('HALF')).toBe(28);
    expect(define('GRAIN_MS')).toBe(GRAIN_S * 1000);
    expect(define('TILT_STABLE_MS')).toBe(150);
    expect(define('SLEEP_AFTER_MS')).toBe(60_000);
    expect(clockMain).toContain('the tilt sensor S1 closes PB0 (pin 2) to GND');
    expect(BOARD.buttons.S1.chipPin).toBe(2);
    expect(text).toContain(`песчинок там ${define('HALF')}, а светодиодов ${2 * define('HALF')}`);
    expect(text).toContain(`${define('HALF')} × 2 = ${define('HALF') * GRAIN_S} секунд`);
    expect(text).toContain('датчик наклона, и стоит он на той же ножке 2');
    expect(text).toContain('если он 150 мс говорит одно и то же');
    expect(text).toContain('через минуту после последней песчинки часы засыпают');
    expect(numberAnswer(23, 'q5')).toEqual({ answer: define('HALF') * GRAIN_S, tolerance: 0 });
    expect(rightOption(23, 'q7')).toBe('Датчик наклона на ножке 2');
  });
});
