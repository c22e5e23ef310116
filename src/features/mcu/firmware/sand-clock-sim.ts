// The sand clock kit on the page: its chip running the real firmware, the tilt sensor and the LEDs.
import { Attiny84 } from '../../../lib/avr/attiny84';
import { SAND_CLOCK_HALF, SandClockLeds } from './sand-clock-leds';

export interface SandClockView {
  /** 56 LEDs in the board's order: lit at some moment of the last scan. */
  lit: boolean[];
  /** True while half A (HL1–HL28) is on top. */
  halfAUp: boolean;
  asleep: boolean;
  /** Grains in the half that is on top now, and in the lower one. */
  up: number;
  down: number;
}

export class SandClockSim {
  private readonly chip: Attiny84;
  private readonly leds = new SandClockLeds();
  private halfAUp = true;

  constructor(hex: string) {
    this.chip = new Attiny84(hex);
    this.chip.onPortChange(this.leds.onPortChange);
    this.chip.setExternal('B', 0, 'low');
  }

  runFor(ms: number): void {
    this.chip.runFor(ms);
  }

  /** The tilt sensor S1 closes PB0 to the minus while half A is on top. */
  turnOver(): void {
    this.halfAUp = !this.halfAUp;
    this.chip.setExternal('B', 0, this.halfAUp ? 'low' : 'open');
  }

  view(): SandClockView {
    const lit = this.leds.litWithin(this.chip.cycles);
    const inA = lit.slice(0, SAND_CLOCK_HALF).filter(Boolean).length;
    const inB = lit.slice(SAND_CLOCK_HALF).filter(Boolean).length;
    return {
      lit,
      halfAUp: this.halfAUp,
      asleep: this.chip.asleep,
      up: this.halfAUp ? inA : inB,
      down: this.halfAUp ? inB : inA,
    };
  }
}
