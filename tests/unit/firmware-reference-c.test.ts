// A cross-check of the block interpreter (domain/mcu/interpreter.ts) and the C it is turned into
// (domain/mcu/c-code.ts): each right reference program of every task, compiled with avr-gcc and
// run on the simulated ATtiny84A (src/lib/avr, decision 0264) with the task's presses, lights the
// LEDs in the same order as the interpreter, each change within 2 % of its moment (+ 1 ms for
// the chip's start), and plays its notes within 2 % of their pitch. Skipped without avr-gcc, except in CI, where .ci/run installs it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { REFERENCE_SOLUTIONS } from '../../src/content/mcu/reference-solutions';
import { mcuTaskById } from '../../src/content/mcu/tasks';
import { programToC } from '../../domain/mcu/c-code';
import { runProgram } from '../../domain/mcu/interpreter';
import { BOARD, LED_NAMES, type LedName, type McuProgram } from '../../domain/mcu/program';
import { Attiny84 } from '../../src/lib/avr/attiny84';

function hasAvrGcc(): boolean {
  try {
    execFileSync('avr-gcc', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const available = hasAvrGcc();
const dir = mkdtempSync(join(tmpdir(), 'mcu-avr-c-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface LedEvent {
  /** µs */
  t: number;
  pin: LedName;
  value: number;
}

function compile(program: McuProgram, name: string): string {
  const source = join(dir, `${name}.c`);
  const elf = join(dir, `${name}.elf`);
  const hex = join(dir, `${name}.hex`);
  writeFileSync(source, programToC(program, 'Проверка'));
  execFileSync('avr-gcc', ['-mmcu=attiny84a', '-DF_CPU=1000000UL', '-Os', '-o', elf, source], { stdio: 'pipe' });
  execFileSync('avr-objcopy', ['-O', 'ihex', '-R', '.eeprom', elf, hex], { stdio: 'pipe' });
  return readFileSync(hex, 'utf8');
}

/**
 * The compiled program on the simulated chip with the task's presses: its LED changes, and every
 * edge (µs) of the buzzer's pin, which timer 1 toggles to make a note.
 */
function runOnChip(hex: string, runMs: number, presses: readonly { atMs: number; button: 'S1' | 'S2'; pressed: boolean }[]) {
  const chip = new Attiny84(hex);
  const events: LedEvent[] = [];
  const buzzerEdges: number[] = [];
  let buzzer = 0;
  const lit = new Map<LedName, number>(LED_NAMES.map((led) => [led, 0]));
  chip.onPortChange((change) => {
    if (change.port !== 'A') return;
    const level = (change.levels >> BOARD.buzzer.bit) & 1;
    if (level !== buzzer) {
      buzzer = level;
      buzzerEdges.push(change.cycle);
    }
    for (const led of LED_NAMES) {
      const bit = BOARD.leds[led].bit;
      const value = (change.ddr & change.out) >> bit & 1;
      if (value !== lit.get(led)) {
        lit.set(led, value);
        events.push({ t: change.cycle, pin: led, value });
      }
    }
  });
  for (const press of [...presses].sort((a, b) => a.atMs - b.atMs)) {
    chip.runCycles(Math.max(0, press.atMs * 1000 - chip.cycles));
    chip.setExternal('B', BOARD.buttons[press.button].bit, press.pressed ? 'low' : 'open');
  }
  chip.runCycles(Math.max(0, runMs * 1000 - chip.cycles));
  return { events, buzzerEdges };
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? NaN;

const programs = REFERENCE_SOLUTIONS.flatMap((references) =>
  references.right.map((right, k) => ({ taskId: references.taskId, title: right.title, program: right.program, name: `task-${references.taskId}-${k}` })),
);

describe.skipIf(!available && !process.env.CI)('the interpreter and the compiled C agree on the LEDs and the notes', { timeout: 120_000 }, () => {
  it('avr-gcc is here', () => {
    expect(available).toBe(true);
  });

  it.each(programs.map((p) => [`task ${p.taskId}, ${p.title}`, p] as const))('%s', (_label, { taskId, program, name }) => {
    const task = mcuTaskById(taskId);
    expect(task).toBeDefined();
    const { runMs, presses } = task!;
    const run = runProgram(program, { runMs, presses });
    const interpreted = run.events.filter((e): e is LedEvent => e.pin !== BOARD.buzzer.name);
    const notes = run.events.filter((e) => e.pin === BOARD.buzzer.name);
    // every task lights an LED or plays a note: the comparison is never of two empty lists
    expect(interpreted.length + notes.length).toBeGreaterThan(0);
    const { events: onChip, buzzerEdges } = runOnChip(compile(program, name), runMs, presses);
    expect(onChip.map(({ pin, value }) => `${pin}=${value}`)).toEqual(interpreted.map(({ pin, value }) => `${pin}=${value}`));
    interpreted.forEach((event, i) => {
      const chipT = onChip[i]?.t ?? NaN;
      expect(Math.abs(chipT - event.t), `${event.pin}=${event.value} at ${event.t} µs, on the chip at ${chipT} µs`).toBeLessThanOrEqual(
        event.t * 0.02 + 1000,
      );
    });
    // each note of the interpreter: inside it (its ends trimmed) the pin toggles at twice its frequency, ±2 %
    notes.forEach((note, i) => {
      const end = notes[i + 1]?.t ?? runMs * 1000;
      const inside = buzzerEdges.filter((t) => t > note.t * 1.02 + 2000 && t < end - 2000);
      if (note.value === 0) {
        expect(inside, `silent from ${note.t} µs`).toEqual([]);
        return;
      }
      expect(inside.length, `a ${note.value} Hz note from ${note.t} µs`).toBeGreaterThan(2);
      const hz = 1e6 / (2 * median(inside.slice(1).map((t, k) => t - (inside[k] ?? t))));
      expect(Math.abs(hz - note.value), `${note.value} Hz from ${note.t} µs, on the chip ${hz.toFixed(1)} Hz`).toBeLessThanOrEqual(note.value * 0.02);
    });
  });
});
