import { describe, expect, it } from 'vitest';
import { REFERENCE_SOLUTIONS } from '../../src/content/mcu/reference-solutions';
import { MCU_TASKS, mcuTaskById } from '../../src/content/mcu/tasks';
import { checkProgram, secondsOf } from './check';
import type { McuProgram, Statement } from './program';
import { MCU_MSG } from './program';

const program = (...body: Statement[]): McuProgram => ({ version: 1, body });
const beacon = mcuTaskById(1)!;
const blink = (onMs: number, offMs: number) =>
  program({
    do: 'forever',
    body: [
      { do: 'led', led: 'HL1', on: true },
      { do: 'wait', ms: { num: onMs } },
      { do: 'led', led: 'HL1', on: false },
      { do: 'wait', ms: { num: offMs } },
    ],
  });

describe('checkProgram', () => {
  it('has right and wrong programs for every task', () => {
    expect(REFERENCE_SOLUTIONS.map((references) => references.taskId)).toEqual(MCU_TASKS.map((task) => task.id));
  });

  for (const references of REFERENCE_SOLUTIONS) {
    const task = mcuTaskById(references.taskId)!;
    it(`task ${task.id} «${task.title}»: passes the right programs and says what went wrong in each wrong one`, () => {
      for (const right of references.right) {
        const result = checkProgram(task, right.program);
        expect(result, right.title).toMatchObject({ ok: true, verdict: { passed: true } });
        if (result.ok) expect(result.verdict.explanation).toMatch(/^Всё верно! Проверка шла \d+ секунд/);
        // The same answer from the program's JSON text, as the server gets it.
        expect(checkProgram(task, JSON.stringify(right.program))).toEqual(result);
      }
      for (const wrong of references.wrong) {
        const result = checkProgram(task, wrong.program);
        expect(result, wrong.title).toMatchObject({ ok: true, verdict: { passed: false } });
        if (!result.ok) continue;
        for (const words of wrong.explains) expect(result.verdict.explanation, wrong.title).toContain(words);
      }
    });
  }

  it('takes a change within the task’s tolerance and not a bit more', () => {
    // The beacon allows 100 ms: 1,09 s on is right, 1,11 s is not, and a drift that adds up too.
    expect(checkProgram(beacon, blink(1090, 1910))).toMatchObject({ verdict: { passed: true } });
    const late = checkProgram(beacon, blink(1110, 1890));
    expect(late).toMatchObject({ verdict: { passed: false } });
    if (late.ok) expect(late.verdict.explanation).toBe('Светодиод HL1 должен погаснуть в 1 с, а он ещё горит.');
    const early = checkProgram(beacon, blink(890, 2110));
    if (early.ok) expect(early.verdict.explanation).toBe('На 0,89 с светодиод HL1 погас, а должен гореть до 1 с.');
    const drifting = checkProgram(beacon, blink(1040, 2000));
    if (drifting.ok) expect(drifting.verdict.explanation).toBe('Светодиод HL1 должен погаснуть в 7 с, а он ещё горит.');
    const melody = mcuTaskById(4)!;
    const notes = (first: number) =>
      program(...[first, 659, 784, 659].map((hz): Statement => ({ do: 'tone', hz: { num: hz }, ms: { num: 400 } })), {
        do: 'tone',
        hz: { num: 523 },
        ms: { num: 800 },
      });
    expect(checkProgram(melody, notes(525))).toMatchObject({ verdict: { passed: true } });
    expect(checkProgram(melody, notes(527))).toMatchObject({ verdict: { passed: false } });
  });

  it('answers ok:false with the Russian message for a program that is not one or stops with an error', () => {
    expect(checkProgram(beacon, { version: 1, body: [] })).toEqual({ ok: false, message: MCU_MSG.empty });
    expect(checkProgram(beacon, 'garbage')).toEqual({ ok: false, message: MCU_MSG.notAProgram });
    expect(checkProgram(beacon, program({ do: 'forever', body: [{ do: 'change', name: 'x', by: { num: 1_000_000_000 } }] }))).toEqual({
      ok: false,
      message: MCU_MSG.overflow,
    });
    const divide = program({ do: 'set', name: 'x', value: { math: '/', a: { num: 1 }, b: { get: 'y' } } });
    expect(checkProgram(beacon, divide)).toEqual({ ok: false, message: MCU_MSG.divideByZero });
  });

  it('writes seconds with a comma', () => {
    expect([0, 200, 1000, 1500, 1030.4, 12_000, 2400].map(secondsOf)).toEqual(['0', '0,2', '1', '1,5', '1,03', '12', '2,4']);
  });
});
