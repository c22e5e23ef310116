// The FM receiver of guide 12 «Радио», as much of it as the kit's firmware uses: its registers
// over I²C in the sequential mode (writes start at 02h, reads at 0Ah), tuning, seeking,
// volume and mute. The stations are made up: a band with a few of them to find.
import type { I2cDevice } from '../../../lib/avr/i2c-target';

export const RADIO_BAND = { fromMhz: 87, stepMhz: 0.1, channels: 210 } as const;
/** Channels (87.0 MHz + 0.1 × n) where the simulated receiver hears a station. */
export const RADIO_STATIONS: readonly number[] = [17, 42, 80, 118, 147, 172, 194];

const REG02 = { DMUTE: 0x4000, SEEKUP: 0x0200, SEEK: 0x0100, SOFT_RESET: 0x0002, ENABLE: 0x0001 };
const TUNE = 0x0010;
const STC = 0x4000;
const FM_TRUE = 0x0100;
/** A tune settles in this many µs, a seek takes this many per channel it passes. */
const TUNE_US = 20_000;
const SEEK_STEP_US = 8_000;

export const radioMhz = (channel: number) => RADIO_BAND.fromMhz + channel * RADIO_BAND.stepMhz;

/** What the firmware has told the receiver, as the page shows it. */
export interface RadioState {
  enabled: boolean;
  channel: number;
  /** 0…15 */
  volume: number;
  muted: boolean;
  seeking: boolean;
  /** True when a station plays on the channel. */
  station: boolean;
}

export interface RadioWrite {
  /** µs of the chip's time */
  at: number;
  /** the registers written, from 02h on */
  registers: { register: number; value: number }[];
}

export class Rda5807m implements I2cDevice {
  readonly address = 0x10;
  private readonly reg = new Uint16Array(16);
  private channel = 0;
  /** When the running tune or seek completes (µs), or null when none runs. */
  private doneAt: number | null = null;
  private complete = false;
  /** Where the running seek stops. */
  private seekTo: number | null = null;
  private pending = 0;
  private written: { register: number; value: number }[] = [];
  private readonly writes: RadioWrite[] = [];

  /** `now`: the chip's time in µs. */
  constructor(private readonly now: () => number) {}

  state(): RadioState {
    this.settle();
    const r02 = this.reg[2] ?? 0;
    return {
      enabled: (r02 & REG02.ENABLE) !== 0,
      channel: this.channel,
      volume: (this.reg[5] ?? 0) & 0x0f,
      muted: (r02 & REG02.DMUTE) === 0,
      seeking: this.doneAt !== null,
      station: RADIO_STATIONS.includes(this.channel),
    };
  }

  /** Every transfer that wrote registers, oldest first (the page shows the last few). */
  takeWrites(): RadioWrite[] {
    return this.writes.splice(0);
  }

  begin(): void {
    this.written = [];
  }

  write(byte: number, index: number): void {
    if (index % 2 === 0) {
      this.pending = byte;
      return;
    }
    const register = (2 + (index >> 1)) & 0x0f;
    const value = (this.pending << 8) | byte;
    this.reg[register] = value;
    this.written.push({ register, value });
    this.apply(register, value);
  }

  read(index: number): number {
    this.settle();
    const register = (0x0a + (index >> 1)) & 0x0f;
    const value = this.readRegister(register);
    return index % 2 === 0 ? value >> 8 : value & 0xff;
  }

  end(): void {
    if (this.written.length > 0) this.writes.push({ at: this.now(), registers: this.written });
    this.written = [];
  }

  private readRegister(register: number): number {
    if (register === 0x0a) return (this.complete ? STC : 0) | (this.channel & 0x03ff);
    if (register === 0x0b) return RADIO_STATIONS.includes(this.channel) ? 0x7000 | FM_TRUE : 0x1000;
    return this.reg[register] ?? 0;
  }

  private apply(register: number, value: number): void {
    if (register === 2) {
      if (value & REG02.SOFT_RESET) {
        this.reg.fill(0, 3);
        this.doneAt = null;
        this.seekTo = null;
        this.complete = false;
        return;
      }
      if (value & REG02.SEEK && value & REG02.ENABLE) this.seek((value & REG02.SEEKUP) !== 0);
      else if (!(value & REG02.SEEK) && this.doneAt === null) this.complete = false;
    } else if (register === 3 && value & TUNE && (this.reg[2] ?? 0) & REG02.ENABLE) {
      this.channel = Math.min(RADIO_BAND.channels - 1, value >> 6);
      this.seekTo = null;
      this.complete = false;
      this.doneAt = this.now() + TUNE_US;
    }
  }

  /** Seeks with wrap-around at the band's ends (SKMODE 0), to the next station after the current channel. */
  private seek(up: boolean): void {
    const { channels } = RADIO_BAND;
    let steps = 1;
    let channel = this.channel;
    for (; steps <= channels; steps++) {
      channel = (channel + (up ? 1 : channels - 1)) % channels;
      if (RADIO_STATIONS.includes(channel)) break;
    }
    this.seekTo = channel;
    this.complete = false;
    this.doneAt = this.now() + steps * SEEK_STEP_US;
  }

  private settle(): void {
    if (this.doneAt === null || this.now() < this.doneAt) return;
    if (this.seekTo !== null) this.channel = this.seekTo;
    this.seekTo = null;
    this.doneAt = null;
    this.complete = true;
  }
}
