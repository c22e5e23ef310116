import { describe, expect, it } from 'vitest';
import { MCU_MSG, PROGRAM_LIMITS } from './program';
import { parseProgram } from './validate';

const led = { do: 'led', led: 'HL1', on: true };
const program = (...body: unknown[]) => ({ version: 1, body });
const messageOf = (input: unknown) => {
  const result = parseProgram(input);
  return result.ok ? 'ok' : result.message;
};

describe('parseProgram', () => {
  it('reads every kind of block, from a value and from its JSON text, into a clean copy', () => {
    const input = program(
      { do: 'set', name: 'счёт', value: { random: { min: { num: 1 }, max: { num: 6 } } } },
      {
        do: 'forever',
        body: [
          {
            do: 'if',
            cond: { logic: 'and', a: { pressed: 'S1' }, b: { not: { compare: '>=', a: { get: 'счёт' }, b: { num: -3 } } } },
            then: [{ do: 'toggle', led: 'HL5' }, { do: 'tone', hz: { num: 523 }, ms: { num: 400 } }],
            else: [{ do: 'buzz', hz: { math: '*', a: { num: 2 }, b: { num: 220 } } }, { do: 'silence' }],
          },
          { do: 'while', cond: { pressed: 'S2' }, body: [{ do: 'wait', ms: { num: 10 } }] },
          { do: 'repeat', times: { num: 3 }, body: [{ do: 'change', name: 'счёт', by: { num: 1 } }] },
        ],
      },
    );
    const result = parseProgram(input);
    expect(result).toEqual({ ok: true, program: input });
    expect(parseProgram(JSON.stringify(input))).toEqual({ ok: true, program: input });
    // Extra keys (an editor's block ids) are left behind, not passed on.
    const extra = parseProgram({ version: 1, body: [{ ...led, id: 'a1', colour: 'x' }], extra: 1 });
    expect(extra).toEqual({ ok: true, program: program(led) });
  });

  it('answers the right Russian message for each kind of bad program', () => {
    const cases: [unknown, string][] = [
      [null, MCU_MSG.notAProgram],
      [42, MCU_MSG.notAProgram],
      ['{not json', MCU_MSG.notAProgram],
      [[led], MCU_MSG.notAProgram],
      [{ version: 1 }, MCU_MSG.notAProgram],
      [{ version: 2, body: [led] }, MCU_MSG.wrongVersion],
      [{ body: [led] }, MCU_MSG.wrongVersion],
      [program(), MCU_MSG.empty],
      [program({ do: 'explode' }), MCU_MSG.notAProgram],
      [program({ do: 'led', led: 'HL9', on: true }), MCU_MSG.notAProgram],
      [program({ do: 'led', led: 'HL1', on: 'yes' }), MCU_MSG.notAProgram],
      [program({ do: 'led', led: 'toString', on: true }), MCU_MSG.notAProgram],
      [program({ do: 'if', cond: { pressed: 'S3' }, then: [] }), MCU_MSG.notAProgram],
      [program({ do: 'if', cond: { pressed: 'S1' }, then: {} }), MCU_MSG.notAProgram],
      [program({ do: 'set', name: 'x', value: { math: '^', a: { num: 1 }, b: { num: 2 } } }), MCU_MSG.notAProgram],
      [program({ do: 'set', name: 'x', value: { num: 1.5 } }), MCU_MSG.notInteger],
      [program({ do: 'set', name: 'x', value: { num: 2_147_483_648 } }), MCU_MSG.overflow],
      [program({ do: 'set', name: 'x', value: { num: '5' } }), MCU_MSG.notAProgram],
      ['{"version":1,"body":[{"do":"wait","ms":{"num":1e400}}]}', MCU_MSG.overflow],
      [program({ do: 'set', name: '', value: { num: 1 } }), MCU_MSG.badName],
      [program({ do: 'set', name: 'a b', value: { num: 1 } }), MCU_MSG.badName],
      [program({ do: 'set', name: '__proto__', value: { num: 1 } }), MCU_MSG.badName],
      [program({ do: 'set', name: 'я'.repeat(31), value: { num: 1 } }), MCU_MSG.badName],
      [program({ do: 'change', name: 42, by: { num: 1 } }), MCU_MSG.badName],
      [program({ do: 'wait', ms: { num: -1 } }), MCU_MSG.waitNegative],
      [program({ do: 'wait', ms: { num: 60_001 } }), MCU_MSG.waitTooLong],
      [program({ do: 'tone', hz: { num: 30 }, ms: { num: 100 } }), MCU_MSG.toneRange],
      [program({ do: 'buzz', hz: { num: 20_001 } }), MCU_MSG.toneRange],
      [program({ do: 'wait' }), MCU_MSG.notAProgram],
      [program(...Array.from({ length: PROGRAM_LIMITS.maxBlocks + 1 }, () => led)), MCU_MSG.tooBig],
      ['x'.repeat(PROGRAM_LIMITS.maxJsonChars + 1), MCU_MSG.tooBig],
      [
        program(...Array.from({ length: PROGRAM_LIMITS.maxVariables + 1 }, (_, i) => ({ do: 'set', name: `v${i}`, value: { num: 0 } }))),
        MCU_MSG.tooManyVariables,
      ],
    ];
    for (const [input, message] of cases) expect(messageOf(input), JSON.stringify(input)?.slice(0, 120)).toBe(message);
  });

  it('counts blocks inside each other up to the limit, and stops on the first one past it', () => {
    const nested = (levels: number) => {
      let body: unknown[] = [led];
      for (let i = 1; i < levels; i++) body = [{ do: 'forever', body }];
      return program(...body);
    };
    expect(messageOf(nested(PROGRAM_LIMITS.maxDepth))).toBe('ok');
    expect(messageOf(nested(PROGRAM_LIMITS.maxDepth + 1))).toBe(MCU_MSG.tooDeep);
    // 10 000 levels of blocks and of expressions, as values and as JSON text: an answer, no stack overflow.
    expect(messageOf(nested(10_000))).toBe(MCU_MSG.tooDeep);
    let expr: unknown = { num: 1 };
    for (let i = 0; i < 10_000; i++) expr = { not: expr };
    expect(messageOf(program({ do: 'set', name: 'x', value: expr }))).toBe(MCU_MSG.tooDeep);
    const text = '{"version":1,"body":[' + '{"do":"forever","body":['.repeat(10_000) + ']}'.repeat(10_000) + ']}';
    expect(messageOf(text)).toBe(MCU_MSG.tooBig);
    const nots = '{"version":1,"body":[{"do":"wait","ms":' + '{"not":'.repeat(5000) + '{"num":1}' + '}'.repeat(5000) + '}]}';
    expect(nots.length).toBeLessThan(PROGRAM_LIMITS.maxJsonChars);
    expect(messageOf(nots)).toBe(MCU_MSG.tooDeep);
    const arrays = '{"version":1,"body":' + '['.repeat(20_000) + ']'.repeat(20_000) + '}';
    expect(messageOf(arrays)).toBe(MCU_MSG.notAProgram);
  });

  it('keeps "__proto__" and inherited names out of the answer and out of Object.prototype', () => {
    const text = '{"version":1,"__proto__":{"polluted":1},"body":[{"do":"led","led":"HL1","on":true,"__proto__":{"x":1}}]}';
    const result = parseProgram(text);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(Object.getPrototypeOf(result.program)).toBe(Object.prototype);
      expect(Object.getPrototypeOf(result.program.body[0])).toBe(Object.prototype);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(messageOf('{"version":1,"body":[{"__proto__":{"do":"silence"}}]}')).toBe(MCU_MSG.notAProgram);
    expect(messageOf(program({ do: 'set', name: 'x', value: { get: 'constructor' } }))).toBe('ok');
    expect(messageOf(program({ do: 'set', name: 'x', value: Object.create({ num: 1 }) }))).toBe(MCU_MSG.notAProgram);
  });

  it('never throws on random garbage (fuzz)', () => {
    let seed = 12345;
    const rnd = () => {
      seed = (seed * 1_103_515_245 + 12_345) >>> 0;
      return seed / 4_294_967_296;
    };
    const atoms = [null, true, 0, -1, 1.5, 1e300, NaN, '', 'HL1', 'S1', 'led', 'forever', '__proto__', 'constructor'];
    const keys = ['do', 'led', 'on', 'ms', 'body', 'then', 'else', 'cond', 'num', 'get', 'math', 'a', 'b', 'not', 'random', 'min', 'max', 'name', 'value', 'by', 'hz', 'times', 'pressed', '__proto__', 'version'];
    const garbage = (depth: number): unknown => {
      const pick = rnd();
      if (depth > 6 || pick < 0.3) return atoms[Math.floor(rnd() * atoms.length)];
      if (pick < 0.5) return Array.from({ length: Math.floor(rnd() * 4) }, () => garbage(depth + 1));
      const object: Record<string, unknown> = {};
      for (let i = Math.floor(rnd() * 5); i > 0; i--) object[keys[Math.floor(rnd() * keys.length)]!] = garbage(depth + 1);
      return object;
    };
    let accepted = 0;
    for (let i = 0; i < 2000; i++) {
      const input = i % 2 ? { version: 1, body: [garbage(0), garbage(0)] } : garbage(0);
      const result = parseProgram(i % 3 === 0 ? JSON.stringify(input) ?? 'undefined' : input);
      if (result.ok) accepted++;
      else expect(Object.values(MCU_MSG)).toContain(result.message);
    }
    expect(accepted).toBeLessThan(2000);
    // Text cut at every place is either a program or a message.
    const text = JSON.stringify(program(led, { do: 'wait', ms: { num: 500 } }));
    for (let cut = 0; cut < text.length; cut++) expect(typeof messageOf(text.slice(0, cut))).toBe('string');
  });
});
