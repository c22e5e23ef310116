import type { ExpectedSegment, McuTask, PinExpectation } from '../../../domain/mcu/tasks';
import type { LedName, OutputName, Statement } from '../../../domain/mcu/program';
import { LED_NAMES, MCU_PROGRAM_VERSION } from '../../../domain/mcu/program';

// The programming tasks of the course «Микроконтроллеры» (docs/product.md, «Микроконтроллеры»),
// one a lesson from lesson 18 on. The page checks a program against `expect` offline and the server
// checks it again before it pays: both run domain/mcu/check.ts on these same objects.
// A check's timeline is written out as segments; the helpers below only spare repeating them.

/**
 * A change may drift this much: every block costs the chip 10 µs, so a program runs a little late,
 * and later every round. A pupil who waits in 10 ms ticks counted in a variable (8 blocks a tick)
 * runs 0,8 % late: 72 ms after the beacon's 9 s. So a task that repeats for seconds allows about a
 * fifth of its shortest segment; a wrong length (0,2 s or more) is still far outside it.
 */
const TOLERANCE_MS = 20;
const BEACON_TOLERANCE_MS = 100;
const TURNS_TOLERANCE_MS = 50;
const RUNNER_TOLERANCE_MS = 40;

/** A pattern of `period` ms repeated from 0 to `runMs`: `[fromMs, toMs, value]` inside one period. */
function periodic(runMs: number, period: number, pattern: readonly (readonly [number, number, number])[]): ExpectedSegment[] {
  const segments: ExpectedSegment[] = [];
  for (let start = 0; start < runMs; start += period) {
    for (const [from, to, value] of pattern) {
      if (to > from && start + from < runMs) segments.push({ fromMs: start + from, toMs: Math.min(runMs, start + to), value });
    }
  }
  return merge(segments);
}

/** Joins neighbouring segments of the same value, so a tolerance is applied only at real changes. */
function merge(segments: readonly ExpectedSegment[]): ExpectedSegment[] {
  const merged: ExpectedSegment[] = [];
  for (const segment of segments) {
    const last = merged.at(-1);
    if (last && last.toMs === segment.fromMs && last.value === segment.value) last.toMs = segment.toMs;
    else merged.push({ ...segment });
  }
  return merged;
}

/** A pin's value from one moment (ms) on: `[[0, 1], [1000, 0]]` up to `runMs`. */
function steps(runMs: number, changes: readonly (readonly [number, number])[]): ExpectedSegment[] {
  return merge(
    changes.map(([fromMs, value], i) => ({ fromMs, toMs: i + 1 < changes.length ? changes[i + 1]![0] : runMs, value })),
  );
}

const pin = (name: OutputName, segments: ExpectedSegment[], toleranceMs = TOLERANCE_MS): PinExpectation => ({
  pin: name,
  segments,
  toleranceMs,
});

const on = (led: LedName): Statement => ({ do: 'led', led, on: true });
const off = (led: LedName): Statement => ({ do: 'led', led, on: false });
const wait = (ms: number): Statement => ({ do: 'wait', ms: { num: ms } });

// Task 2: HL1 and HL2 take turns, half a second each.
const TURNS_RUN_MS = 4000;

// Task 3: the check holds S1 down for a second, for a short 200 ms, and again; S2 must change nothing.
const BUTTON_RUN_MS = 5000;
const BUTTON_PRESSES = [
  { atMs: 500, button: 'S1', pressed: true },
  { atMs: 1500, button: 'S1', pressed: false },
  { atMs: 2000, button: 'S1', pressed: true },
  { atMs: 2200, button: 'S1', pressed: false },
  { atMs: 3000, button: 'S1', pressed: true },
  { atMs: 3800, button: 'S1', pressed: false },
  { atMs: 4200, button: 'S2', pressed: true },
  { atMs: 4700, button: 'S2', pressed: false },
] as const;

// Task 4: the notes (equal temperament, A4 = 440 Гц, rounded to whole hertz) and their lengths.
const TUNE = [
  { name: 'До', hz: 523, ms: 400 },
  { name: 'Ми', hz: 659, ms: 400 },
  { name: 'Соль', hz: 784, ms: 400 },
  { name: 'Ми', hz: 659, ms: 400 },
  { name: 'До', hz: 523, ms: 800 },
] as const;
const TUNE_RUN_MS = 4000;

function tuneSegments(): ExpectedSegment[] {
  const changes: [number, number][] = [];
  let at = 0;
  for (const note of TUNE) {
    changes.push([at, note.hz]);
    at += note.ms;
  }
  changes.push([at, 0]);
  return steps(TUNE_RUN_MS, changes);
}

// Task 5: one light runs HL1 → HL5, 200 ms each.
const RUNNER_MS = 200;
const RUNNER_RUN_MS = 3000;

// Task 6: the sand clock. Every 2 s one LED goes out from HL5 down; S1 turns it over. The check
// presses S1 for a short moment once all are out (12 s) and once in the middle of the sand (17 s).
// The tolerance is wider here: a program that counts time in a variable runs late by its own blocks
// (lesson 23's program: about 32 blocks of 10 µs a round of «ждать 10 мс», 3 %, so HL1 goes out
// 0,3 s late), and whether the sand starts at the press or at the release (0,1 s later) is the
// pupil's choice. Steps of 1 s or 3 s, or a press missed, are still far outside it.
const SAND_STEP_MS = 2000;
const SAND_RUN_MS = 22_000;
const SAND_TURNS_MS = [0, 12_000, 17_000] as const;
const SAND_TOLERANCE_MS = 400;
const SAND_PRESSES = [
  { atMs: 12_000, button: 'S1', pressed: true },
  { atMs: 12_100, button: 'S1', pressed: false },
  { atMs: 17_000, button: 'S1', pressed: true },
  { atMs: 17_100, button: 'S1', pressed: false },
] as const;

/** HL5 goes out 2 s after a turn, HL4 after 4 s… HL1 after 10 s; a turn lights them all again. */
function sandSegments(led: LedName): ExpectedSegment[] {
  const outAfter = (5 - LED_NAMES.indexOf(led)) * SAND_STEP_MS;
  const changes: [number, number][] = [];
  SAND_TURNS_MS.forEach((turn, i) => {
    changes.push([turn, 1]);
    const next = SAND_TURNS_MS[i + 1] ?? SAND_RUN_MS;
    if (turn + outAfter < next) changes.push([turn + outAfter, 0]);
  });
  return steps(SAND_RUN_MS, changes);
}

export const MCU_TASKS: readonly McuTask[] = [
  {
    id: 1,
    lessonId: 18,
    title: 'Маяк',
    text: 'Светодиод HL1 горит 1 секунду и гаснет на 2 секунды, и так по кругу.',
    runMs: 9000,
    presses: [],
    expect: [pin('HL1', periodic(9000, 3000, [[0, 1000, 1], [1000, 3000, 0]]), BEACON_TOLERANCE_MS)],
    starter: { version: MCU_PROGRAM_VERSION, body: [on('HL1')] },
    toolbox: ['leds', 'time', 'loops'],
  },
  {
    id: 2,
    lessonId: 19,
    title: 'Огоньки по очереди',
    text: 'Светодиод HL1 горит полсекунды, потом гаснет, и полсекунды горит HL2. И так по кругу: сначала HL1, потом HL2.',
    runMs: TURNS_RUN_MS,
    presses: [],
    expect: [
      pin('HL1', periodic(TURNS_RUN_MS, 1000, [[0, 500, 1], [500, 1000, 0]]), TURNS_TOLERANCE_MS),
      pin('HL2', periodic(TURNS_RUN_MS, 1000, [[0, 500, 0], [500, 1000, 1]]), TURNS_TOLERANCE_MS),
    ],
    starter: { version: MCU_PROGRAM_VERSION, body: [{ do: 'forever', body: [on('HL1'), wait(500), off('HL1')] }] },
    toolbox: ['leds', 'time', 'loops'],
  },
  {
    id: 3,
    lessonId: 20,
    title: 'Кнопка',
    text: 'Пока кнопка S1 нажата, горит светодиод HL1. Отпустишь — гаснет. Кнопка S2 светодиод не трогает.',
    runMs: BUTTON_RUN_MS,
    presses: BUTTON_PRESSES,
    expect: [
      pin(
        'HL1',
        steps(BUTTON_RUN_MS, [[0, 0], [500, 1], [1500, 0], [2000, 1], [2200, 0], [3000, 1], [3800, 0]]),
      ),
    ],
    starter: {
      version: MCU_PROGRAM_VERSION,
      body: [{ do: 'forever', body: [{ do: 'if', cond: { pressed: 'S1' }, then: [], else: [] }] }],
    },
    toolbox: ['leds', 'loops', 'logic', 'buttons'],
  },
  {
    id: 4,
    lessonId: 21,
    title: 'Мелодия',
    text:
      'Сыграй на зуммере BA1 пять нот, одну за другой, а потом пусть будет тишина. ' +
      'Ноты: До — 523 Гц, 400 мс; Ми — 659 Гц, 400 мс; Соль — 784 Гц, 400 мс; Ми — 659 Гц, 400 мс; ' +
      'До — 523 Гц, 800 мс (последняя нота длиннее).',
    runMs: TUNE_RUN_MS,
    presses: [],
    expect: [{ ...pin('BA1', tuneSegments()), toleranceHz: 3 }],
    starter: { version: MCU_PROGRAM_VERSION, body: [{ do: 'tone', hz: { num: 523 }, ms: { num: 400 } }] },
    toolbox: ['sound', 'time'],
  },
  {
    id: 5,
    lessonId: 22,
    title: 'Бегущий огонёк',
    text:
      'Огонёк бежит по светодиодам: HL1, HL2, HL3, HL4, HL5 — каждый горит 200 мс, потом гаснет, и загорается следующий. ' +
      'После HL5 снова HL1, и так по кругу. Горит всегда только один.',
    runMs: RUNNER_RUN_MS,
    presses: [],
    expect: LED_NAMES.map((led, i) =>
      pin(
        led,
        periodic(RUNNER_RUN_MS, RUNNER_MS * 5, [
          [0, i * RUNNER_MS, 0],
          [i * RUNNER_MS, (i + 1) * RUNNER_MS, 1],
          [(i + 1) * RUNNER_MS, RUNNER_MS * 5, 0],
        ]),
        RUNNER_TOLERANCE_MS,
      ),
    ),
    starter: { version: MCU_PROGRAM_VERSION, body: [{ do: 'forever', body: [on('HL1'), wait(RUNNER_MS), off('HL1')] }] },
    // Lesson 22 puts the pause into a variable.
    toolbox: ['leds', 'time', 'loops', 'variables'],
  },
  {
    id: 6,
    lessonId: 23,
    title: 'Песочные часы',
    text:
      'Сначала горят все пять светодиодов. Каждые 2 секунды гаснет один, начиная с HL5. ' +
      'Когда нажимаешь кнопку S1 — как будто переворачиваешь часы, — все пять загораются снова, и песок сыплется сначала.',
    runMs: SAND_RUN_MS,
    presses: SAND_PRESSES,
    expect: LED_NAMES.map((led) => pin(led, sandSegments(led), SAND_TOLERANCE_MS)),
    starter: { version: MCU_PROGRAM_VERSION, body: LED_NAMES.map(on) },
    toolbox: ['leds', 'time', 'loops', 'logic', 'buttons', 'variables', 'math'],
  },
];

export const mcuTaskById = (id: number): McuTask | undefined => MCU_TASKS.find((task) => task.id === id);
