// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { programToC } from '../../../domain/mcu/c-code';
import type { McuProgram } from '../../../domain/mcu/program';
import { REFERENCE_SOLUTIONS } from './reference-solutions';

// Every right program's C must build for the real chip with warnings as errors. gcc-avr is
// installed here and in CI; elsewhere the test is skipped, but in CI its absence is a failure.
function hasAvrGcc(): boolean {
  try {
    execFileSync('avr-gcc', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const available = hasAvrGcc();
const dir = mkdtempSync(join(tmpdir(), 'mcu-c-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every block and expression at least once, with names C would choke on. */
const everything: McuProgram = {
  version: 1,
  body: [
    { do: 'set', name: 'int', value: { random: { min: { num: -5 }, max: { num: 5 } } } },
    { do: 'set', name: 'счёт', value: { math: '%', a: { get: 'int' }, b: { num: 3 } } },
    { do: 'change', name: 'счёт', by: { math: '*', a: { math: '-', a: { num: 2 }, b: { num: 7 } }, b: { num: -1 } } },
    {
      do: 'forever',
      body: [
        {
          do: 'if',
          cond: { logic: 'or', a: { not: { pressed: 'S2' } }, b: { compare: '!=', a: { get: 'счёт' }, b: { num: 0 } } },
          then: [{ do: 'toggle', led: 'HL3' }, { do: 'buzz', hz: { math: '/', a: { num: 44_000 }, b: { num: 100 } } }],
          else: [{ do: 'silence' }],
        },
        { do: 'repeat', times: { num: 2 }, body: [{ do: 'repeat', times: { get: 'счёт' }, body: [{ do: 'tone', hz: { num: 31 }, ms: { num: 5 } }] }] },
        { do: 'while', cond: { logic: 'and', a: { pressed: 'S1' }, b: { compare: '<=', a: { num: 1 }, b: { num: 2 } } }, body: [{ do: 'wait', ms: { num: 0 } }] },
        { do: 'set', name: 'Тики', value: { num: -2_147_483_648 } },
        { do: 'set', name: 'rand', value: { get: 'exit' } },
        { do: 'set', name: 'ms', value: { get: 'hz' } },
      ],
    },
  ],
};

describe.skipIf(!available && !process.env.CI)('the C of the reference programs', () => {
  it('avr-gcc is here', () => {
    expect(available).toBe(true);
  });

  const programs = [
    ...REFERENCE_SOLUTIONS.flatMap((references) =>
      references.right.map((right) => ({ name: `task ${references.taskId}, ${right.title}`, program: right.program })),
    ),
    { name: 'every block', program: everything },
  ];
  it.each(programs.map((entry, i) => [entry.name, entry.program, i] as const))(
    '%s compiles for the ATtiny84A with -Wall -Werror',
    (_name, program, i) => {
      const source = join(dir, `program-${i}.c`);
      writeFileSync(source, programToC(program, 'Проверка'));
      const elf = join(dir, `program-${i}.elf`);
      execFileSync('avr-gcc', ['-mmcu=attiny84a', '-DF_CPU=1000000UL', '-Os', '-Wall', '-Werror', '-o', elf, source], {
        stdio: 'pipe',
      });
      // The image fits the chip's 8 KB of flash.
      const size = execFileSync('avr-size', ['-A', elf]).toString();
      const text = Number(/\.text\s+(\d+)/.exec(size)?.[1]);
      expect(text).toBeGreaterThan(0);
      expect(text).toBeLessThan(8192);
    },
  );
});
