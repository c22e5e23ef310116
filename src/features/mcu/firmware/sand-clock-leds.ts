// The sand clock's 56 charlieplexed LEDs (guide 11) as its firmware drives them on PA0–PA7.
import type { PortChange } from '../../../lib/avr/attiny84';

/**
 * Which lines each LED sits between, in the board's order (half A from its far edge to the waist,
 * then half B from the waist to its far edge): anode line × 16 + cathode line. The same table as
 * firmware/11-sand-clock/leds.h (a test reads it there and compares).
 */
export const SAND_CLOCK_LED_LINES: readonly number[] = [
  0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x12, 0x13, 0x14, 0x15, 0x16, 0x17, 0x23, 0x24, 0x25, 0x26, 0x27, 0x34, 0x35, 0x36, 0x37, 0x45, 0x46,
  0x47, 0x56, 0x57, 0x67, 0x76, 0x65, 0x75, 0x54, 0x64, 0x74, 0x43, 0x53, 0x63, 0x73, 0x32, 0x42, 0x52, 0x62, 0x72, 0x21, 0x31, 0x41, 0x51, 0x61,
  0x71, 0x10, 0x20, 0x30, 0x40, 0x50, 0x60, 0x70,
];

export const SAND_CLOCK_LEDS = SAND_CLOCK_LED_LINES.length;
/** LEDs in each half; the first half (A, HL1–HL28) is the one on top when the tilt sensor is closed. */
export const SAND_CLOCK_HALF = SAND_CLOCK_LEDS / 2;

/** LED index by anode × 8 + cathode, −1 where no LED sits. */
const LED_BY_LINES: readonly number[] = (() => {
  const table = new Array<number>(64).fill(-1);
  SAND_CLOCK_LED_LINES.forEach((pair, index) => {
    table[(pair >> 4) * 8 + (pair & 0x0f)] = index;
  });
  return table;
})();

/** The LEDs a port state lights: current flows from every line driven high to every line driven low. */
export function ledsLitBy(ddr: number, out: number): number[] {
  const lit: number[] = [];
  const anodes = ddr & out;
  const cathodes = ddr & ~out;
  if (anodes === 0 || (cathodes & 0xff) === 0) return lit;
  for (let a = 0; a < 8; a++) {
    if (!((anodes >> a) & 1)) continue;
    for (let c = 0; c < 8; c++) {
      const led = LED_BY_LINES[a * 8 + c] ?? -1;
      if ((cathodes >> c) & 1 && led >= 0) lit.push(led);
    }
  }
  return lit;
}

/**
 * Watches port A and remembers, for every LED, the last cycle it was lit. The firmware lights one
 * LED at a time, 71 times a second each, so «lit» means «lit at some moment of the last scan».
 */
export class SandClockLeds {
  private readonly lastLit = new Float64Array(SAND_CLOCK_LEDS).fill(-Infinity);
  private current: number[] = [];

  /** Feed it every port change of the chip. */
  readonly onPortChange = (change: PortChange): void => {
    if (change.port !== 'A') return;
    for (const led of this.current) this.lastLit[led] = change.cycle;
    this.current = ledsLitBy(change.ddr, change.out);
  };

  /** The LEDs lit at any moment of the `windowCycles` before `now` (a scan of all 28 takes 14 112 µs). */
  litWithin(now: number, windowCycles = 20_000): boolean[] {
    for (const led of this.current) this.lastLit[led] = now;
    return Array.from(this.lastLit, (cycle) => now - cycle <= windowCycles);
  }
}
