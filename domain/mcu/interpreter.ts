// Runs a program of blocks on the simulated school board in virtual time
// (docs/decisions/0262-the-blocks-run-in-virtual-time.md): every statement and expression costs the
// chip BLOCK_COST_US, «ждать» moves the clock on exactly. The program is compiled once into a flat
// list of operations for a small stack machine, so a run can stop at any moment (the page calls
// `runUntil` every animation frame and presses buttons between) and go on from there.
import type { ButtonName, Expr, McuProgram, OutputName, PinEvent, RunResult, RunStop, Statement } from './program';
import { BLOCK_COST_US, BOARD, BUTTON_NAMES, LED_NAMES, MCU_MSG, PROGRAM_LIMITS, RUN_LIMITS } from './program';

export interface McuRun {
  /** Virtual time, µs since the chip started. */
  readonly now: number;
  /** null while the program still runs. */
  readonly stop: RunStop | null;
  /** Why it stopped with 'error', in Russian. */
  readonly error?: string;
  /** Every change of an output pin so far, in time order. */
  readonly events: readonly PinEvent[];
  readonly steps: number;
  pins(): Record<OutputName, number>;
  setButton(button: ButtonName, pressed: boolean): void;
  /** Runs the program on up to virtual time `tUs` (or until it stops). */
  runUntil(tUs: number): void;
}

export interface RunOptions {
  /** Seeds the «случайное число» block, so a check gives the same answer every time. */
  seed?: number;
}

const INT32_MIN = -2_147_483_648;
const INT32_MAX = 2_147_483_647;
const OUTPUTS: readonly OutputName[] = [...LED_NAMES, BOARD.buzzer.name];
const BUZZER = OUTPUTS.length - 1;

// Operations. Those marked «costs» are one block each and move the clock on by BLOCK_COST_US.
const enum Op {
  /** costs; push the operand. */
  Num,
  /** costs; push variable #operand. */
  Get,
  /** costs; push 1 if button #operand is down. */
  Pressed,
  /** costs; pop b, a; push a (operand) b. */
  Math,
  Compare,
  Logic,
  /** costs; pop a, push !a. */
  Not,
  /** costs; pop max, min; push a random number between them. */
  Random,
  /** costs; output #operand := operand2 (1/0). */
  Led,
  /** costs; toggles output #operand. */
  Toggle,
  /** costs; pop ms; sleep. */
  Wait,
  /** costs; pop ms, hz; buzzer := hz, sleep; the next op (ToneEnd) silences it. */
  Tone,
  /** free: buzzer := 0 after a note. */
  ToneEnd,
  /** costs; pop hz; buzzer := hz. */
  Buzz,
  /** costs; buzzer := 0. */
  Silence,
  /** costs; pop v; variable #operand := v. */
  Set,
  /** costs; pop v; variable #operand += v. */
  Change,
  /** costs (the loop block, once a round): jump to operand. */
  Loop,
  /** costs (an «если» or «пока» block): pop v; if v is 0 jump to operand. */
  Branch,
  /** free: jump to operand (an «если»'s then-part skipping its else). */
  Jump,
  /** costs («повторить»): pop n; push n on the counters. */
  RepeatStart,
  /** costs (a round of «повторить»): if the counter is 0, drop it and jump to operand; else count one down. */
  RepeatNext,
  /** free: the program's end. */
  End,
}

const MATH: Record<string, number> = { '+': 0, '-': 1, '*': 2, '/': 3, '%': 4 };
const COMPARE: Record<string, number> = { '<': 0, '<=': 1, '=': 2, '!=': 3, '>': 4, '>=': 5 };

/** Every operation takes three slots (op, operand, operand2): jumps are slot indices. */
class Compiler {
  readonly code: number[] = [];
  readonly variables = new Map<string, number>();

  private emit(op: Op, a = 0, b = 0): number {
    this.code.push(op, a, b);
    return this.code.length - 3;
  }

  private patch(at: number, target: number): void {
    this.code[at + 1] = target;
  }

  private slot(name: string): number {
    let slot = this.variables.get(name);
    if (slot === undefined) {
      slot = this.variables.size;
      this.variables.set(name, slot);
    }
    return slot;
  }

  expr(e: Expr): void {
    if ('num' in e) this.emit(Op.Num, e.num);
    else if ('get' in e) this.emit(Op.Get, this.slot(e.get));
    else if ('pressed' in e) this.emit(Op.Pressed, BUTTON_NAMES.indexOf(e.pressed));
    else if ('math' in e) {
      this.expr(e.a);
      this.expr(e.b);
      this.emit(Op.Math, MATH[e.math]);
    } else if ('compare' in e) {
      this.expr(e.a);
      this.expr(e.b);
      this.emit(Op.Compare, COMPARE[e.compare]);
    } else if ('logic' in e) {
      this.expr(e.a);
      this.expr(e.b);
      this.emit(Op.Logic, e.logic === 'and' ? 0 : 1);
    } else if ('not' in e) {
      this.expr(e.not);
      this.emit(Op.Not);
    } else {
      this.expr(e.random.min);
      this.expr(e.random.max);
      this.emit(Op.Random);
    }
  }

  body(list: readonly Statement[]): void {
    for (const s of list) this.statement(s);
  }

  statement(s: Statement): void {
    switch (s.do) {
      case 'led':
        this.emit(Op.Led, LED_NAMES.indexOf(s.led), s.on ? 1 : 0);
        break;
      case 'toggle':
        this.emit(Op.Toggle, LED_NAMES.indexOf(s.led));
        break;
      case 'wait':
        this.expr(s.ms);
        this.emit(Op.Wait);
        break;
      case 'tone':
        this.expr(s.hz);
        this.expr(s.ms);
        this.emit(Op.Tone);
        this.emit(Op.ToneEnd);
        break;
      case 'buzz':
        this.expr(s.hz);
        this.emit(Op.Buzz);
        break;
      case 'silence':
        this.emit(Op.Silence);
        break;
      case 'set':
        this.expr(s.value);
        this.emit(Op.Set, this.slot(s.name));
        break;
      case 'change':
        this.expr(s.by);
        this.emit(Op.Change, this.slot(s.name));
        break;
      case 'forever': {
        const top = this.code.length;
        this.body(s.body);
        this.emit(Op.Loop, top);
        break;
      }
      case 'while': {
        const top = this.code.length;
        this.expr(s.cond);
        const branch = this.emit(Op.Branch);
        this.body(s.body);
        this.emit(Op.Jump, top);
        this.patch(branch, this.code.length);
        break;
      }
      case 'repeat': {
        this.expr(s.times);
        this.emit(Op.RepeatStart);
        const top = this.emit(Op.RepeatNext);
        this.body(s.body);
        this.emit(Op.Jump, top);
        this.patch(top, this.code.length);
        break;
      }
      case 'if': {
        this.expr(s.cond);
        const branch = this.emit(Op.Branch);
        this.body(s.then);
        if (s.else && s.else.length > 0) {
          const skip = this.emit(Op.Jump);
          this.patch(branch, this.code.length);
          this.body(s.else);
          this.patch(skip, this.code.length);
        } else {
          this.patch(branch, this.code.length);
        }
        break;
      }
    }
  }
}

/** mulberry32: small, fast and the same in every engine, so a seed replays the same numbers. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

class Run implements McuRun {
  now = 0;
  stop: RunStop | null = null;
  error?: string;
  readonly events: PinEvent[] = [];
  steps = 0;

  private readonly code: Int32Array;
  private readonly vars: Float64Array;
  private readonly outputs = new Float64Array(OUTPUTS.length);
  private readonly buttons = new Uint8Array(BUTTON_NAMES.length);
  private readonly stack: number[] = [];
  private readonly counters: number[] = [];
  private readonly random: () => number;
  private pc = 0;
  /** While sleeping: the µs at which the program wakes; −1 while it runs. */
  private wakeAt = -1;
  /** Blocks run since the last wait or button read (RUN_LIMITS.maxSteps). */
  private busy = 0;

  constructor(program: McuProgram, seed: number) {
    const compiler = new Compiler();
    compiler.body(program.body);
    compiler.code.push(Op.End, 0, 0);
    this.code = Int32Array.from(compiler.code);
    this.vars = new Float64Array(Math.max(1, compiler.variables.size));
    this.random = generator(seed);
  }

  pins(): Record<OutputName, number> {
    const pins = {} as Record<OutputName, number>;
    OUTPUTS.forEach((name, i) => (pins[name] = this.outputs[i]!));
    return pins;
  }

  setButton(button: ButtonName, pressed: boolean): void {
    const index = BUTTON_NAMES.indexOf(button);
    if (index >= 0) this.buttons[index] = pressed ? 1 : 0;
  }

  private set(output: number, value: number, t: number): boolean {
    if (this.outputs[output] === value) return true;
    this.outputs[output] = value;
    if (this.events.length >= RUN_LIMITS.maxEvents) return false;
    this.events.push({ t, pin: OUTPUTS[output]!, value });
    return true;
  }

  private halt(stop: RunStop, error?: string): void {
    this.stop = stop;
    if (error !== undefined) this.error = error;
  }

  runUntil(tUs: number): void {
    if (this.stop !== null || Number.isNaN(tUs)) return;
    const maxRunUs = RUN_LIMITS.maxRunMs * 1000;
    const limit = Math.min(tUs, maxRunUs);
    if (this.wakeAt >= 0) {
      if (this.wakeAt > limit) {
        this.now = Math.max(this.now, limit);
        if (this.now >= maxRunUs) this.halt('time');
        return;
      }
      this.now = this.wakeAt;
      this.wakeAt = -1;
    }
    const message = this.execute(limit);
    if (message !== null) this.halt('error', message);
    else if (this.stop === null && this.now >= maxRunUs) this.halt('time');
  }

  /** The machine's loop; answers an error message, or null when it paused, slept or finished. */
  private execute(limit: number): string | null {
    const { code, vars, buttons, stack, counters } = this;
    let pc = this.pc;
    let now = this.now;
    let steps = this.steps;
    let busy = this.busy;
    let error: string | null = null;
    const maxBusy = RUN_LIMITS.maxSteps;
    const save = () => {
      this.pc = pc;
      this.now = now;
      this.steps = steps;
      this.busy = busy;
    };

    while (now < limit) {
      const op = code[pc]!;
      if (op === Op.End) {
        save();
        this.halt('finished');
        return null;
      }
      if (op !== Op.ToneEnd && op !== Op.Jump) {
        now += BLOCK_COST_US;
        steps++;
        if (++busy > maxBusy) {
          error = MCU_MSG.tooManySteps;
          break;
        }
      }
      const a = code[pc + 1]!;
      pc += 3;
      switch (op) {
        case Op.Num:
          stack.push(a);
          break;
        case Op.Get:
          stack.push(vars[a]!);
          break;
        case Op.Pressed:
          busy = 0;
          stack.push(buttons[a]!);
          break;
        case Op.Math: {
          const y = stack.pop()!;
          const x = stack.pop()!;
          let r: number;
          if (a === 0) r = x + y;
          else if (a === 1) r = x - y;
          else if (a === 2) r = x * y;
          else {
            if (y === 0) {
              error = MCU_MSG.divideByZero;
              break;
            }
            r = a === 3 ? Math.trunc(x / y) : x % y;
          }
          if (r < INT32_MIN || r > INT32_MAX) {
            error = MCU_MSG.overflow;
            break;
          }
          stack.push(r === 0 ? 0 : r);
          break;
        }
        case Op.Compare: {
          const y = stack.pop()!;
          const x = stack.pop()!;
          const r = a === 0 ? x < y : a === 1 ? x <= y : a === 2 ? x === y : a === 3 ? x !== y : a === 4 ? x > y : x >= y;
          stack.push(r ? 1 : 0);
          break;
        }
        case Op.Logic: {
          const y = stack.pop()!;
          const x = stack.pop()!;
          stack.push((a === 0 ? x !== 0 && y !== 0 : x !== 0 || y !== 0) ? 1 : 0);
          break;
        }
        case Op.Not:
          stack.push(stack.pop()! === 0 ? 1 : 0);
          break;
        case Op.Random: {
          let max = stack.pop()!;
          let min = stack.pop()!;
          if (min > max) [min, max] = [max, min];
          stack.push(min + Math.floor(this.random() * (max - min + 1)));
          break;
        }
        case Op.Led:
          if (!this.set(a, code[pc - 1]!, now)) error = MCU_MSG.tooManyChanges;
          break;
        case Op.Toggle:
          if (!this.set(a, this.outputs[a] === 0 ? 1 : 0, now)) error = MCU_MSG.tooManyChanges;
          break;
        case Op.Wait:
        case Op.Tone: {
          const ms = stack.pop()!;
          if (ms < 0) error = MCU_MSG.waitNegative;
          else if (ms > PROGRAM_LIMITS.maxWaitMs) error = MCU_MSG.waitTooLong;
          if (op === Op.Tone) {
            const hz = stack.pop()!;
            if (hz < PROGRAM_LIMITS.minToneHz || hz > PROGRAM_LIMITS.maxToneHz) error = MCU_MSG.toneRange;
            else if (error === null && !this.set(BUZZER, hz, now)) error = MCU_MSG.tooManyChanges;
          }
          if (error !== null) break;
          busy = 0;
          const wake = now + ms * 1000;
          if (wake > limit) {
            save();
            this.now = Math.max(now, limit);
            this.wakeAt = wake;
            return null;
          }
          now = wake;
          break;
        }
        case Op.ToneEnd:
          if (!this.set(BUZZER, 0, now)) error = MCU_MSG.tooManyChanges;
          break;
        case Op.Buzz: {
          const hz = stack.pop()!;
          if (hz < PROGRAM_LIMITS.minToneHz || hz > PROGRAM_LIMITS.maxToneHz) error = MCU_MSG.toneRange;
          else if (!this.set(BUZZER, hz, now)) error = MCU_MSG.tooManyChanges;
          break;
        }
        case Op.Silence:
          if (!this.set(BUZZER, 0, now)) error = MCU_MSG.tooManyChanges;
          break;
        case Op.Set:
          vars[a] = stack.pop()!;
          break;
        case Op.Change: {
          const r = vars[a]! + stack.pop()!;
          if (r < INT32_MIN || r > INT32_MAX) error = MCU_MSG.overflow;
          else vars[a] = r;
          break;
        }
        case Op.Loop:
        case Op.Jump:
          pc = a;
          break;
        case Op.Branch:
          if (stack.pop()! === 0) pc = a;
          break;
        case Op.RepeatStart:
          counters.push(stack.pop()!);
          break;
        case Op.RepeatNext: {
          const left = counters[counters.length - 1]!;
          if (left <= 0) {
            counters.pop();
            pc = a;
          } else counters[counters.length - 1] = left - 1;
          break;
        }
      }
      if (error !== null) break;
    }
    save();
    return error;
  }
}

/** Starts the program at virtual time 0 with every pin at 0 and no button pressed. */
export function startRun(program: McuProgram, options: RunOptions = {}): McuRun {
  return new Run(program, options.seed ?? 1);
}

export interface RunProgramOptions extends RunOptions {
  runMs: number;
  /** Button changes in virtual ms (a task's script); applied in time order. */
  presses?: readonly { atMs: number; button: ButtonName; pressed: boolean }[];
}

/** Runs the program for `runMs` of virtual time with the scripted presses: what a check looks at. */
export function runProgram(program: McuProgram, options: RunProgramOptions): RunResult {
  const run = startRun(program, options);
  const endUs = options.runMs * 1000;
  const presses = [...(options.presses ?? [])].sort((x, y) => x.atMs - y.atMs);
  for (const press of presses) {
    const atUs = press.atMs * 1000;
    if (atUs > endUs) break;
    run.runUntil(atUs);
    if (run.stop !== null) break;
    run.setButton(press.button, press.pressed);
  }
  run.runUntil(endUs);
  return {
    events: [...run.events],
    endedAt: run.now,
    stop: run.stop ?? 'time',
    ...(run.error !== undefined ? { error: run.error } : {}),
    steps: run.steps,
  };
}
