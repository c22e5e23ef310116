// Reads a program that arrived from outside (the block editor's save, a request to the server's
// checker) into a typed McuProgram, or says in Russian what is wrong with it. It never throws: the
// walk stops at the first block past PROGRAM_LIMITS.maxDepth, so nesting of any depth costs no
// stack, and it stops counting at PROGRAM_LIMITS.maxBlocks. What it answers is a fresh object with
// only the known keys, so nothing of the input (a "__proto__" key, extra fields) goes any further.
import type { ButtonName, Expr, LedName, McuProgram, Statement } from './program';
import { BOARD, MCU_MSG, MCU_PROGRAM_VERSION, PROGRAM_LIMITS } from './program';

export type ParseResult = { ok: true; program: McuProgram } | { ok: false; message: string };

const INT32_MIN = -2_147_483_648;
const INT32_MAX = 2_147_483_647;
/** Letters and digits, starting with a letter: «счёт», «n2». Spaces and signs are not allowed. */
const NAME = /^\p{L}[\p{L}\p{N}_]*$/u;

const MATH_OPS = new Set(['+', '-', '*', '/', '%']);
const COMPARE_OPS = new Set(['<', '<=', '=', '!=', '>', '>=']);
const LOGIC_OPS = new Set(['and', 'or']);

class Invalid {
  constructor(readonly message: string) {}
}

const fail = (message: string): never => {
  throw new Invalid(message);
};

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Only the object's own key: `{ get: 'x' }` must not find `constructor` or `toString` inherited. */
const own = (value: Json, key: string): unknown => (Object.hasOwn(value, key) ? value[key] : undefined);

const isLed = (value: unknown): value is LedName => typeof value === 'string' && Object.hasOwn(BOARD.leds, value);
const isButton = (value: unknown): value is ButtonName =>
  typeof value === 'string' && Object.hasOwn(BOARD.buttons, value);

class Reader {
  private blocks = 0;
  private readonly names = new Set<string>();

  /** Counts one block at `depth` (1 = a statement right under «при запуске»). */
  private enter(depth: number): void {
    if (depth > PROGRAM_LIMITS.maxDepth) fail(MCU_MSG.tooDeep);
    this.blocks += 1;
    if (this.blocks > PROGRAM_LIMITS.maxBlocks) fail(MCU_MSG.tooBig);
  }

  private name(value: unknown): string {
    if (typeof value !== 'string' || value.length > PROGRAM_LIMITS.maxNameLength || !NAME.test(value)) {
      fail(MCU_MSG.badName);
    }
    const name = value as string;
    this.names.add(name);
    if (this.names.size > PROGRAM_LIMITS.maxVariables) fail(MCU_MSG.tooManyVariables);
    return name;
  }

  private literal(value: unknown): number {
    if (typeof value !== 'number' || Number.isNaN(value)) return fail(MCU_MSG.notAProgram);
    if (!Number.isFinite(value) || value < INT32_MIN || value > INT32_MAX) return fail(MCU_MSG.overflow);
    if (!Number.isInteger(value)) return fail(MCU_MSG.notInteger);
    return value === 0 ? 0 : value; // −0 is 0 on the chip
  }

  expr(input: unknown, depth: number): Expr {
    this.enter(depth);
    if (!isObject(input)) return fail(MCU_MSG.notAProgram);
    const next = depth + 1;
    if (Object.hasOwn(input, 'num')) return { num: this.literal(input.num) };
    if (Object.hasOwn(input, 'get')) return { get: this.name(input.get) };
    if (Object.hasOwn(input, 'pressed')) {
      const button = input.pressed;
      return isButton(button) ? { pressed: button } : fail(MCU_MSG.notAProgram);
    }
    if (Object.hasOwn(input, 'math')) {
      const op = input.math;
      if (typeof op !== 'string' || !MATH_OPS.has(op)) fail(MCU_MSG.notAProgram);
      return { math: op as '+', a: this.expr(own(input, 'a'), next), b: this.expr(own(input, 'b'), next) };
    }
    if (Object.hasOwn(input, 'compare')) {
      const op = input.compare;
      if (typeof op !== 'string' || !COMPARE_OPS.has(op)) fail(MCU_MSG.notAProgram);
      return { compare: op as '<', a: this.expr(own(input, 'a'), next), b: this.expr(own(input, 'b'), next) };
    }
    if (Object.hasOwn(input, 'logic')) {
      const op = input.logic;
      if (typeof op !== 'string' || !LOGIC_OPS.has(op)) fail(MCU_MSG.notAProgram);
      return { logic: op as 'and', a: this.expr(own(input, 'a'), next), b: this.expr(own(input, 'b'), next) };
    }
    if (Object.hasOwn(input, 'not')) return { not: this.expr(input.not, next) };
    if (Object.hasOwn(input, 'random')) {
      const range = input.random;
      if (!isObject(range)) return fail(MCU_MSG.notAProgram);
      return { random: { min: this.expr(own(range, 'min'), next), max: this.expr(own(range, 'max'), next) } };
    }
    return fail(MCU_MSG.notAProgram);
  }

  /** A «ждать» or a note's length: a number written in the block is checked now, not when it runs. */
  private duration(input: unknown, depth: number): Expr {
    const ms = this.expr(input, depth);
    if ('num' in ms && ms.num < 0) fail(MCU_MSG.waitNegative);
    if ('num' in ms && ms.num > PROGRAM_LIMITS.maxWaitMs) fail(MCU_MSG.waitTooLong);
    return ms;
  }

  private frequency(input: unknown, depth: number): Expr {
    const hz = this.expr(input, depth);
    if ('num' in hz && (hz.num < PROGRAM_LIMITS.minToneHz || hz.num > PROGRAM_LIMITS.maxToneHz)) {
      fail(MCU_MSG.toneRange);
    }
    return hz;
  }

  body(input: unknown, depth: number): Statement[] {
    if (!Array.isArray(input)) return fail(MCU_MSG.notAProgram);
    const list: unknown[] = input;
    const statements: Statement[] = [];
    // The block count bounds the loop: a list longer than the limit fails on its 401st block.
    for (let i = 0; i < list.length; i++) statements.push(this.statement(list[i], depth));
    return statements;
  }

  statement(input: unknown, depth: number): Statement {
    this.enter(depth);
    if (!isObject(input)) return fail(MCU_MSG.notAProgram);
    const next = depth + 1;
    const kind = own(input, 'do');
    switch (kind) {
      case 'led': {
        const led = own(input, 'led');
        const on = own(input, 'on');
        if (!isLed(led) || typeof on !== 'boolean') return fail(MCU_MSG.notAProgram);
        return { do: 'led', led, on };
      }
      case 'toggle': {
        const led = own(input, 'led');
        return isLed(led) ? { do: 'toggle', led } : fail(MCU_MSG.notAProgram);
      }
      case 'wait':
        return { do: 'wait', ms: this.duration(own(input, 'ms'), next) };
      case 'repeat':
        return { do: 'repeat', times: this.expr(own(input, 'times'), next), body: this.body(own(input, 'body'), next) };
      case 'forever':
        return { do: 'forever', body: this.body(own(input, 'body'), next) };
      case 'while':
        return { do: 'while', cond: this.expr(own(input, 'cond'), next), body: this.body(own(input, 'body'), next) };
      case 'if': {
        const cond = this.expr(own(input, 'cond'), next);
        const then = this.body(own(input, 'then'), next);
        const otherwise = own(input, 'else');
        return otherwise === undefined
          ? { do: 'if', cond, then }
          : { do: 'if', cond, then, else: this.body(otherwise, next) };
      }
      case 'set':
        return { do: 'set', name: this.name(own(input, 'name')), value: this.expr(own(input, 'value'), next) };
      case 'change':
        return { do: 'change', name: this.name(own(input, 'name')), by: this.expr(own(input, 'by'), next) };
      case 'tone':
        return {
          do: 'tone',
          hz: this.frequency(own(input, 'hz'), next),
          ms: this.duration(own(input, 'ms'), next),
        };
      case 'buzz':
        return { do: 'buzz', hz: this.frequency(own(input, 'hz'), next) };
      case 'silence':
        return { do: 'silence' };
      default:
        return fail(MCU_MSG.notAProgram);
    }
  }
}

function read(input: unknown): McuProgram {
  let value = input;
  if (typeof value === 'string') {
    if (value.length > PROGRAM_LIMITS.maxJsonChars) fail(MCU_MSG.tooBig);
    try {
      value = JSON.parse(value);
    } catch {
      fail(MCU_MSG.notAProgram);
    }
  }
  if (!isObject(value)) return fail(MCU_MSG.notAProgram);
  const body = own(value, 'body');
  if (!Array.isArray(body)) return fail(MCU_MSG.notAProgram);
  if (own(value, 'version') !== MCU_PROGRAM_VERSION) return fail(MCU_MSG.wrongVersion);
  if (body.length === 0) return fail(MCU_MSG.empty);
  return { version: MCU_PROGRAM_VERSION, body: new Reader().body(body, 1) };
}

/** Untrusted JSON (a value or its text) → a program, or the Russian message of its first problem. */
export function parseProgram(input: unknown): ParseResult {
  try {
    return { ok: true, program: read(input) };
  } catch (error) {
    return { ok: false, message: error instanceof Invalid ? error.message : MCU_MSG.notAProgram };
  }
}
