// The sand clock's real firmware (public/firmware/sand-clock.hex, built from firmware/11-sand-clock)
// on the simulated ATtiny84A: what its 56 LEDs show, read back from the pins.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { Attiny84 } from '../../src/lib/avr/attiny84';
import { SAND_CLOCK_HALF, SAND_CLOCK_LED_LINES, SandClockLeds } from '../../src/features/mcu/firmware/sand-clock-leds';

const ROOT = join(import.meta.dirname, '../..');
const HEX = readFileSync(join(ROOT, 'public/firmware/sand-clock.hex'), 'utf8');

interface Shown {
  a: number[];
  b: number[];
}

function start() {
  const chip = new Attiny84(HEX);
  const leds = new SandClockLeds();
  chip.onPortChange(leds.onPortChange);
  // the clock stands with half A up: the tilt sensor is closed
  chip.setExternal('B', 0, 'low');
  /** The LEDs lit in each half, by index inside the half. */
  const shown = (): Shown => {
    const lit = leds.litWithin(chip.cycles);
    const half = (from: number) => lit.slice(from, from + SAND_CLOCK_HALF).flatMap((on, i) => (on ? [i] : []));
    return { a: half(0), b: half(SAND_CLOCK_HALF) };
  };
  /**
   * Runs in 5 ms steps until the LEDs show something else; answers when (ms from now) and what
   * they show once a whole scan has passed since.
   */
  const untilChanged = (limitMs: number) => {
    const before = JSON.stringify(shown());
    const from = chip.timeMs;
    while (chip.timeMs - from < limitMs) {
      chip.runFor(5);
      if (JSON.stringify(shown()) !== before) {
        const afterMs = chip.timeMs - from;
        chip.runFor(30);
        return { shown: shown(), afterMs };
      }
    }
    return { shown: shown(), afterMs: Infinity };
  };
  return { chip, shown, untilChanged };
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

// CPU-bound: each test runs seconds of the chip's time, slow on a busy machine
describe('the sand clock firmware on avr8js', { timeout: 120_000 }, () => {
  it('has the LED table of firmware/11-sand-clock/leds.h', () => {
    const header = readFileSync(join(ROOT, 'firmware/11-sand-clock/leds.h'), 'utf8');
    const table = header.slice(header.indexOf('LED_LINES'));
    const values = [...table.slice(0, table.indexOf('};')).matchAll(/0x([0-9a-f]{2})/gi)].map((m) => parseInt(m[1] ?? '', 16));
    expect(values).toEqual(SAND_CLOCK_LED_LINES);
  });

  it('starts with all 28 grains in the upper half and drops one about every 2 s', () => {
    const { chip, shown, untilChanged } = start();
    chip.runFor(50);
    expect(shown()).toEqual({ a: range(0, 28), b: [] });
    // GRAIN_MS is 2000 of the firmware's «ms», counted by a timer that now and then loses a tick
    // while its interrupt scans: a little over 2 s of the chip's time
    const first = untilChanged(3000);
    expect(first.shown).toEqual({ a: range(1, 28), b: [27] });
    expect(first.afterMs).toBeGreaterThan(2000);
    expect(first.afterMs).toBeLessThan(2300);
    const second = untilChanged(3000);
    expect(second.shown).toEqual({ a: range(2, 28), b: [26, 27] });
    expect(second.afterMs).toBeGreaterThan(2000);
    expect(second.afterMs).toBeLessThan(2300);
  });

  it('swaps the halves when turned over for longer than 150 ms, not for a shake', () => {
    const { chip, shown, untilChanged } = start();
    chip.runFor(50);
    untilChanged(3000);
    expect(shown()).toEqual({ a: range(1, 28), b: [27] });
    // a shake: the sensor opens for 100 ms, then closes again
    chip.setExternal('B', 0, 'open');
    chip.runFor(100);
    chip.setExternal('B', 0, 'low');
    chip.runFor(300);
    expect(shown()).toEqual({ a: range(1, 28), b: [27] });
    // turned over: half B is up now, with the one grain that had fallen at its waist
    chip.setExternal('B', 0, 'open');
    const turned = untilChanged(1000);
    expect(turned.shown).toEqual({ a: range(0, 27), b: [0] });
    expect(turned.afterMs).toBeGreaterThan(150);
    expect(turned.afterMs).toBeLessThan(250);
    // and that grain falls back into half A
    expect(untilChanged(3000).shown).toEqual({ a: range(0, 28), b: [] });
  });

  it('goes dark and sleeps a minute after the last grain fell, and wakes when turned over', () => {
    const { chip, shown, untilChanged } = start();
    chip.runFor(50);
    // turned over at once: all 28 grains are now in the lower half, none is left to fall
    chip.setExternal('B', 0, 'open');
    expect(untilChanged(1000).shown).toEqual({ a: range(0, 28), b: [] });
    chip.runFor(59_000);
    const dark = untilChanged(10_000);
    expect(dark.shown).toEqual({ a: [], b: [] });
    expect(chip.timeMs).toBeGreaterThan(60_000);
    expect(chip.asleep).toBe(true);
    // asleep, the chip stays dark however long it lies
    chip.runFor(5000);
    expect(shown()).toEqual({ a: [], b: [] });
    // turned back: the pin change wakes it, and 150 ms later the sand is on top again
    chip.setExternal('B', 0, 'low');
    const woken = untilChanged(1000);
    expect(chip.asleep).toBe(false);
    expect(woken.shown).toEqual({ a: range(0, 28), b: [] });
  });
});
