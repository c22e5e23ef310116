// Our program form (domain/mcu/program.ts) and Blockly's JSON form of a workspace, both ways.
// Pure: no Blockly and no DOM here, so the conversion is tested on its own; ./workspace loads and
// saves the JSON through Blockly. Only the blocks under «при запуске» are the program: a block left
// lying apart is greyed by the editor and not run, as on a real chip nothing runs that is not flashed.
import {
  BUTTON_NAMES,
  LED_NAMES,
  MCU_PROGRAM_VERSION,
  type ButtonName,
  type Expr,
  type LedName,
  type McuProgram,
  type Statement,
} from '../../../domain/mcu/program';
import { BLOCK, BLOCK_TITLES } from './block-types';

/** A block in Blockly's JSON serialization, as far as our blocks use it. */
export interface BlockState {
  type: string;
  id?: string;
  x?: number;
  y?: number;
  deletable?: boolean;
  movable?: boolean;
  enabled?: boolean;
  disabledReasons?: string[];
  fields?: Record<string, unknown>;
  inputs?: Record<string, { block?: BlockState; shadow?: BlockState }>;
  next?: { block?: BlockState };
}

export interface WorkspaceState {
  blocks?: { languageVersion?: number; blocks?: BlockState[] };
  variables?: { name: string; id: string; type?: string }[];
}

export type ReadProgram = { ok: true; program: McuProgram } | { ok: false; message: string; blockId?: string };

/** Where a new workspace puts «при запуске». */
export const START_AT = { x: 24, y: 24 } as const;

const variableId = (name: string) => `var-${name}`;

// ——— program → state ———

class Writer {
  readonly variables = new Map<string, string>();

  variable(name: string) {
    const id = variableId(name);
    this.variables.set(name, id);
    return { id };
  }

  /** A value input: a number sits in an editable shadow, anything else is a block. */
  value(expr: Expr) {
    return 'num' in expr ? { shadow: this.expr(expr) } : { block: this.expr(expr) };
  }

  expr(expr: Expr): BlockState {
    if ('num' in expr) return { type: BLOCK.number, fields: { NUM: expr.num } };
    if ('get' in expr) return { type: BLOCK.get, fields: { VAR: this.variable(expr.get) } };
    if ('pressed' in expr) return { type: BLOCK.pressed, fields: { BUTTON: expr.pressed } };
    if ('math' in expr) return { type: BLOCK.math, fields: { OP: MATH_OPS_OUT[expr.math] }, inputs: { A: this.value(expr.a), B: this.value(expr.b) } };
    if ('compare' in expr) return { type: BLOCK.compare, fields: { OP: COMPARE_OPS_OUT[expr.compare] }, inputs: { A: this.value(expr.a), B: this.value(expr.b) } };
    if ('logic' in expr) return { type: BLOCK.logic, fields: { OP: expr.logic.toUpperCase() }, inputs: { A: this.value(expr.a), B: this.value(expr.b) } };
    if ('not' in expr) return { type: BLOCK.not, inputs: { A: this.value(expr.not) } };
    return { type: BLOCK.random, inputs: { MIN: this.value(expr.random.min), MAX: this.value(expr.random.max) } };
  }

  /** A chain of statements joined by their `next` connections. */
  chain(statements: readonly Statement[]): BlockState | undefined {
    let first: BlockState | undefined;
    let last: BlockState | undefined;
    for (const statement of statements) {
      const block = this.statement(statement);
      if (last) last.next = { block };
      else first = block;
      last = block;
    }
    return first;
  }

  body(statements: readonly Statement[]) {
    const block = this.chain(statements);
    return block ? { block } : {};
  }

  statement(statement: Statement): BlockState {
    switch (statement.do) {
      case 'led':
        return { type: BLOCK.led, fields: { STATE: statement.on ? 'ON' : 'OFF', LED: statement.led } };
      case 'toggle':
        return { type: BLOCK.toggle, fields: { LED: statement.led } };
      case 'wait':
        return { type: BLOCK.wait, inputs: { MS: this.value(statement.ms) } };
      case 'repeat':
        return { type: BLOCK.repeat, inputs: { TIMES: this.value(statement.times), DO: this.body(statement.body) } };
      case 'forever':
        return { type: BLOCK.forever, inputs: { DO: this.body(statement.body) } };
      case 'while':
        return { type: BLOCK.while, inputs: { COND: this.value(statement.cond), DO: this.body(statement.body) } };
      case 'if':
        return statement.else
          ? { type: BLOCK.ifElse, inputs: { COND: this.value(statement.cond), THEN: this.body(statement.then), ELSE: this.body(statement.else) } }
          : { type: BLOCK.if, inputs: { COND: this.value(statement.cond), THEN: this.body(statement.then) } };
      case 'set':
        return { type: BLOCK.set, fields: { VAR: this.variable(statement.name) }, inputs: { VALUE: this.value(statement.value) } };
      case 'change':
        return { type: BLOCK.change, fields: { VAR: this.variable(statement.name) }, inputs: { BY: this.value(statement.by) } };
      case 'tone':
        return { type: BLOCK.tone, inputs: { HZ: this.value(statement.hz), MS: this.value(statement.ms) } };
      case 'buzz':
        return { type: BLOCK.buzz, inputs: { HZ: this.value(statement.hz) } };
      case 'silence':
        return { type: BLOCK.silence };
    }
  }
}

const MATH_OPS_OUT = { '+': 'ADD', '-': 'SUB', '*': 'MUL', '/': 'DIV', '%': 'MOD' } as const;
const COMPARE_OPS_OUT = { '<': 'LT', '<=': 'LTE', '=': 'EQ', '!=': 'NEQ', '>': 'GT', '>=': 'GTE' } as const;
const invert = <K extends string, V extends string>(map: Record<K, V>) =>
  Object.fromEntries(Object.entries(map).map(([k, v]) => [v, k])) as Record<V, K>;
const MATH_OPS_IN = invert(MATH_OPS_OUT);
const COMPARE_OPS_IN = invert(COMPARE_OPS_OUT);

/** The workspace of a program: «при запуске» (which cannot be deleted) with the program under it. */
export function programToState(program: McuProgram): WorkspaceState {
  const writer = new Writer();
  const start: BlockState = { type: BLOCK.start, ...START_AT, deletable: false };
  const first = writer.chain(program.body);
  if (first) start.next = { block: first };
  return {
    blocks: { languageVersion: 0, blocks: [start] },
    variables: [...writer.variables].map(([name, id]) => ({ name, id })),
  };
}

// ——— state → program ———

class Unfinished extends Error {
  constructor(
    message: string,
    readonly blockId?: string,
  ) {
    super(message);
  }
}

const titleOf = (block: BlockState) => BLOCK_TITLES[block.type] ?? 'блок';

class Reader {
  constructor(private readonly variables: Map<string, string>) {}

  private field(block: BlockState, name: string) {
    return block.fields?.[name];
  }

  private variable(block: BlockState) {
    const field = this.field(block, 'VAR') as { id?: string; name?: string } | undefined;
    const name = (field?.id && this.variables.get(field.id)) || field?.name;
    if (!name) throw new Unfinished(`В блоке «${titleOf(block)}» не выбрана переменная.`, block.id);
    return name;
  }

  private led(block: BlockState): LedName {
    const led = this.field(block, 'LED');
    return LED_NAMES.includes(led as LedName) ? (led as LedName) : 'HL1';
  }

  private input(block: BlockState, name: string, what: string): Expr {
    const input = block.inputs?.[name];
    const inner = input?.block ?? input?.shadow;
    if (!inner) throw new Unfinished(`В блоке «${titleOf(block)}» не хватает ${what}: вставь в него блок.`, block.id);
    return this.expr(inner);
  }

  private number = (block: BlockState, name: string) => this.input(block, name, 'числа');
  private condition = (block: BlockState, name: string) => this.input(block, name, 'условия');

  expr(block: BlockState): Expr {
    switch (block.type) {
      case BLOCK.number: {
        const value = Number(this.field(block, 'NUM'));
        return { num: Number.isFinite(value) ? Math.trunc(value) : 0 };
      }
      case BLOCK.get:
        return { get: this.variable(block) };
      case BLOCK.pressed: {
        const button = this.field(block, 'BUTTON');
        return { pressed: BUTTON_NAMES.includes(button as ButtonName) ? (button as ButtonName) : 'S1' };
      }
      case BLOCK.math:
        return { math: MATH_OPS_IN[this.field(block, 'OP') as keyof typeof MATH_OPS_IN] ?? '+', a: this.number(block, 'A'), b: this.number(block, 'B') };
      case BLOCK.compare:
        return { compare: COMPARE_OPS_IN[this.field(block, 'OP') as keyof typeof COMPARE_OPS_IN] ?? '=', a: this.number(block, 'A'), b: this.number(block, 'B') };
      case BLOCK.logic:
        return { logic: this.field(block, 'OP') === 'OR' ? 'or' : 'and', a: this.condition(block, 'A'), b: this.condition(block, 'B') };
      case BLOCK.not:
        return { not: this.condition(block, 'A') };
      case BLOCK.random:
        return { random: { min: this.number(block, 'MIN'), max: this.number(block, 'MAX') } };
      default:
        throw new Unfinished('В программе есть незнакомый блок. Убери его.', block.id);
    }
  }

  chain(first: BlockState | undefined): Statement[] {
    const statements: Statement[] = [];
    for (let block = first; block; block = block.next?.block) {
      if (block.enabled === false || (block.disabledReasons?.length ?? 0) > 0) continue;
      statements.push(this.statement(block));
    }
    return statements;
  }

  private body(block: BlockState, name: string) {
    return this.chain(block.inputs?.[name]?.block);
  }

  statement(block: BlockState): Statement {
    switch (block.type) {
      case BLOCK.led:
        return { do: 'led', led: this.led(block), on: this.field(block, 'STATE') !== 'OFF' };
      case BLOCK.toggle:
        return { do: 'toggle', led: this.led(block) };
      case BLOCK.wait:
        return { do: 'wait', ms: this.number(block, 'MS') };
      case BLOCK.repeat:
        return { do: 'repeat', times: this.number(block, 'TIMES'), body: this.body(block, 'DO') };
      case BLOCK.forever:
        return { do: 'forever', body: this.body(block, 'DO') };
      case BLOCK.while:
        return { do: 'while', cond: this.condition(block, 'COND'), body: this.body(block, 'DO') };
      case BLOCK.if:
        return { do: 'if', cond: this.condition(block, 'COND'), then: this.body(block, 'THEN') };
      case BLOCK.ifElse:
        return { do: 'if', cond: this.condition(block, 'COND'), then: this.body(block, 'THEN'), else: this.body(block, 'ELSE') };
      case BLOCK.set:
        return { do: 'set', name: this.variable(block), value: this.number(block, 'VALUE') };
      case BLOCK.change:
        return { do: 'change', name: this.variable(block), by: this.number(block, 'BY') };
      case BLOCK.tone:
        return { do: 'tone', hz: this.number(block, 'HZ'), ms: this.number(block, 'MS') };
      case BLOCK.buzz:
        return { do: 'buzz', hz: this.number(block, 'HZ') };
      case BLOCK.silence:
        return { do: 'silence' };
      default:
        throw new Unfinished('В программе есть незнакомый блок. Убери его.', block.id);
    }
  }
}

/**
 * The program under «при запуске», or what is missing in Russian (with the block to point at).
 * Limits and numbers' ranges are the validator's (domain/mcu/validate.ts), not checked here.
 */
export function stateToProgram(state: WorkspaceState): ReadProgram {
  const start = state.blocks?.blocks?.find((block) => block.type === BLOCK.start);
  if (!start) return { ok: false, message: 'Нет блока «при запуске». Нажми «Начать заново».' };
  const variables = new Map((state.variables ?? []).map((variable) => [variable.id, variable.name]));
  try {
    return { ok: true, program: { version: MCU_PROGRAM_VERSION, body: new Reader(variables).chain(start.next?.block) } };
  } catch (error) {
    if (error instanceof Unfinished) return { ok: false, message: error.message, blockId: error.blockId };
    throw error;
  }
}
