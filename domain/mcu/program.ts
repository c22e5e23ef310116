// A pupil's program for the school board, in our own JSON form of the blocks (docs/product.md,
// «Микроконтроллеры»). The block editor writes it, the interpreter (./interpreter) runs it in the
// browser and on the server's checker, and ./c-code turns it into C for the real chip. Anything
// that arrives from outside is untrusted until ./validate has read it.

/** The form's version: a program of another version is refused with a Russian message. */
export const MCU_PROGRAM_VERSION = 1;

/**
 * The school board: an ATtiny84A at 1 MHz (the chip of the sand clock and the radio kits), five LEDs,
 * a buzzer and two buttons. Every name is the part's name on the board's drawing and in the lesson.
 */
export const BOARD = {
  chip: 'ATtiny84A',
  clockHz: 1_000_000,
  /** LED → port bit; each through 330 Ом to the minus, lit when the pin is 1. */
  leds: {
    HL1: { port: 'A', bit: 0, colour: 'red', chipPin: 13 },
    HL2: { port: 'A', bit: 1, colour: 'yellow', chipPin: 12 },
    HL3: { port: 'A', bit: 2, colour: 'green', chipPin: 11 },
    HL4: { port: 'A', bit: 3, colour: 'blue', chipPin: 10 },
    HL5: { port: 'A', bit: 4, colour: 'white', chipPin: 9 },
  },
  /** The buzzer on PA6 = OC1A: timer 1 makes the note, so the program goes on while it sounds. */
  buzzer: { name: 'BA1', port: 'A', bit: 6, chipPin: 7 },
  /** Buttons close the pin to the minus; the chip's pull-up holds it at 1 otherwise. */
  buttons: {
    S1: { port: 'B', bit: 0, chipPin: 2 },
    S2: { port: 'B', bit: 1, chipPin: 3 },
  },
} as const;

export type LedName = keyof typeof BOARD.leds;
export type ButtonName = keyof typeof BOARD.buttons;
export type BuzzerName = typeof BOARD.buzzer.name;
/** A pin whose timeline the simulator records and a task checks. */
export type OutputName = LedName | BuzzerName;

export const LED_NAMES = Object.keys(BOARD.leds) as LedName[];
export const BUTTON_NAMES = Object.keys(BOARD.buttons) as ButtonName[];

/**
 * Integers only, as on the chip (the C uses `int32_t`): every value is kept in
 * −2 147 483 648…2 147 483 647, division truncates towards zero, dividing by zero stops the program
 * with a Russian message. A comparison or a button is 1 (true) or 0 (false).
 */
export type Expr =
  | { num: number }
  /** A variable's value; a variable never set is 0. */
  | { get: string }
  /** 1 while the button is held down. */
  | { pressed: ButtonName }
  | { math: '+' | '-' | '*' | '/' | '%'; a: Expr; b: Expr }
  | { compare: '<' | '<=' | '=' | '!=' | '>' | '>='; a: Expr; b: Expr }
  | { logic: 'and' | 'or'; a: Expr; b: Expr }
  | { not: Expr }
  /** A whole number from `min` to `max`, both included (the simulator's generator is seeded per run). */
  | { random: { min: Expr; max: Expr } };

export type Statement =
  /** «включить / выключить светодиод». */
  | { do: 'led'; led: LedName; on: boolean }
  /** «переключить светодиод»: on if it was off. */
  | { do: 'toggle'; led: LedName }
  /** «ждать N мс»: 0…60 000 ms a block (a longer wait is a repeat of waits). */
  | { do: 'wait'; ms: Expr }
  | { do: 'repeat'; times: Expr; body: Statement[] }
  | { do: 'forever'; body: Statement[] }
  | { do: 'while'; cond: Expr; body: Statement[] }
  | { do: 'if'; cond: Expr; then: Statement[]; else?: Statement[] }
  | { do: 'set'; name: string; value: Expr }
  | { do: 'change'; name: string; by: Expr }
  /** «играть ноту N Гц M мс»: sounds, then the program goes on after M ms (31…20 000 Hz). */
  | { do: 'tone'; hz: Expr; ms: Expr }
  /** «включить звук N Гц»: starts a note and goes on at once; it sounds until `silence` or another note. */
  | { do: 'buzz'; hz: Expr }
  | { do: 'silence' };

export interface McuProgram {
  version: typeof MCU_PROGRAM_VERSION;
  /** Run once from the top when the chip starts; a `forever` block repeats what is inside it. */
  body: Statement[];
}

/** Bounds of a program the validator accepts (bigger ones get a Russian 400, never a crash). */
export const PROGRAM_LIMITS = {
  /** Statements and expressions counted together. */
  maxBlocks: 400,
  maxDepth: 16,
  maxVariables: 20,
  maxNameLength: 30,
  maxWaitMs: 60_000,
  minToneHz: 31,
  maxToneHz: 20_000,
  /** The JSON text of a program, in characters, before it is even parsed. */
  maxJsonChars: 64_000,
} as const;

/** Virtual time every executed statement or expression costs, in µs: a busy loop still moves time on. */
export const BLOCK_COST_US = 10;

/**
 * Bounds of one run of the interpreter (the checker's and the page's): a program that breaks them
 * stops with a Russian message, it never hangs a tab or the server.
 */
export const RUN_LIMITS = {
  /**
   * Statements and expressions executed in a row without a «ждать» (or a note's wait) and without
   * reading a button: a loop that does neither is stuck. A loop that watches a button is not, and
   * virtual time bounds it (10 µs a block; docs/decisions/0262-the-blocks-run-in-virtual-time.md).
   */
  maxSteps: 5_000_000,
  /** Changes of the output pins kept in one run: an LED switched with no wait between floods memory. */
  maxEvents: 100_000,
  /** Virtual time of one run: the page runs a program for at most this long, then stops it. */
  maxRunMs: 10 * 60_000,
} as const;

/** What happens on a pin, at a moment of virtual time. */
export interface PinEvent {
  /** Microseconds since the chip started. */
  t: number;
  pin: OutputName;
  /** An LED: 1 lit, 0 dark. The buzzer: the note's frequency in Hz, 0 when silent. */
  value: number;
}

/** A button pressed or released by a task's script (or a finger on the page), in virtual time. */
export interface ButtonEvent {
  t: number;
  button: ButtonName;
  pressed: boolean;
}

export type RunStop =
  /** The program reached its end (no `forever`). */
  | 'finished'
  /** The run reached the time it was asked to run for. */
  | 'time'
  /** A limit or an error stopped it: `error` says what, in Russian. */
  | 'error';

export interface RunResult {
  /** Every change of an output pin, in time order; every pin starts at 0 at t = 0 (not listed). */
  events: PinEvent[];
  /** Virtual µs at which the run stopped. */
  endedAt: number;
  stop: RunStop;
  error?: string;
  steps: number;
}

/** Messages of the validator and the interpreter, for a child. */
export const MCU_MSG = {
  notAProgram: 'Это не программа из блоков. Обнови страницу и собери программу ещё раз.',
  wrongVersion: 'Программа сохранена в старом виде. Обнови страницу и собери её ещё раз.',
  tooBig: `Программа слишком большая: в ней больше ${PROGRAM_LIMITS.maxBlocks} блоков. Попробуй сделать её короче с помощью «повторять».`,
  tooDeep: `Слишком много блоков друг в друге: больше ${PROGRAM_LIMITS.maxDepth}. Попробуй сделать программу проще.`,
  tooManyVariables: `В программе больше ${PROGRAM_LIMITS.maxVariables} переменных. Столько не нужно ни одной задаче.`,
  badName: 'У переменной должно быть имя: буквы и цифры, не длиннее 30 знаков.',
  empty: 'Программа пустая: перетащи блоки под «при запуске».',
  divideByZero: 'Программа поделила на ноль — так нельзя. Проверь блоки с делением.',
  tooManySteps: 'Программа делает слишком много шагов без остановки. Добавь блок «ждать» внутрь повторения.',
  waitTooLong: `Блок «ждать» может ждать не больше ${PROGRAM_LIMITS.maxWaitMs / 1000} секунд. Поставь несколько блоков или «повторять».`,
  waitNegative: 'Блок «ждать» получил отрицательное число. Время не может идти назад.',
  toneRange: `Зуммер пищит от ${PROGRAM_LIMITS.minToneHz} до ${PROGRAM_LIMITS.maxToneHz} Гц. Проверь число в блоке с нотой.`,
  overflow: 'Число стало слишком большим для микроконтроллера. Проверь вычисления.',
  notInteger: 'В блоках бывают только целые числа, например 5 или 200. Убери запятую из числа.',
  tooManyChanges:
    'Светодиоды или зуммер переключаются слишком часто — глаз такого даже не заметит. Добавь блок «ждать» между включением и выключением.',
} as const;
