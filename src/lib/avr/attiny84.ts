// The one wrapper of avr8js (docs/decisions/0264-the-kits-firmware-runs-on-avr8js.md): an
// ATtiny84A at 1 MHz that runs a real Intel HEX image. avr8js knows the ATmega328's registers;
// every address below is the tiny84's, from avr-libc's iotn84a.h (I/O address + 0x20).
import {
  AVREEPROM,
  AVRIOPort,
  AVRTimer,
  CPU,
  EEPROMMemoryBackend,
  avrInstruction,
  type AVRPinChangeInterrupt,
  type AVRPortConfig,
  type AVRTimerConfig,
} from 'avr8js';

import { parseIntelHex } from './intel-hex';

export const ATTINY84 = {
  clockHz: 1_000_000,
  flashBytes: 8192,
  /** The last byte of SRAM: 512 bytes from 0x60. */
  ramEnd: 0x25f,
  eepromBytes: 512,
} as const;

/** Data-space addresses of the registers this wrapper touches (iotn84a.h, I/O address + 0x20). */
export const REG = {
  PINA: 0x39,
  DDRA: 0x3a,
  PORTA: 0x3b,
  PINB: 0x36,
  DDRB: 0x37,
  PORTB: 0x38,
  PCMSK0: 0x32,
  PCMSK1: 0x40,
  GIFR: 0x5a,
  GIMSK: 0x5b,
  MCUCR: 0x55,
  EECR: 0x3c,
  EEDR: 0x3d,
  EEARL: 0x3e,
  EEARH: 0x3f,
} as const;

/** Interrupt vectors: one word each on the tiny84 (an rjmp), so vector n sits at word n. */
export const VECTOR = {
  INT0: 1,
  PCINT0: 2,
  PCINT1: 3,
  WDT: 4,
  TIM1_CAPT: 5,
  TIM1_COMPA: 6,
  TIM1_COMPB: 7,
  TIM1_OVF: 8,
  TIM0_COMPA: 9,
  TIM0_COMPB: 10,
  TIM0_OVF: 11,
  EE_RDY: 14,
  USI_STR: 15,
} as const;

const MCUCR_SE = 1 << 5;
const MCUCR_SM_POWER_DOWN = 2 << 3;
const MCUCR_SM_MASK = 3 << 3;
const SLEEP_OPCODE = 0x9588;
/** In idle sleep the timers still run: step time in pieces this small so their interrupts come on time. */
const IDLE_STEP_CYCLES = 16;

type InterruptConfig = Parameters<CPU['queueInterrupt']>[0];

const PCINT_A: AVRPinChangeInterrupt = { PCIE: 4, PCICR: REG.GIMSK, PCIFR: REG.GIFR, PCMSK: REG.PCMSK0, pinChangeInterrupt: VECTOR.PCINT0, mask: 0xff, offset: 0 };
const PCINT_B: AVRPinChangeInterrupt = { PCIE: 5, PCICR: REG.GIMSK, PCIFR: REG.GIFR, PCMSK: REG.PCMSK1, pinChangeInterrupt: VECTOR.PCINT1, mask: 0x0f, offset: 0 };
const PORT_A: AVRPortConfig = { PIN: REG.PINA, DDR: REG.DDRA, PORT: REG.PORTA, pinChange: PCINT_A, externalInterrupts: [] };
const PORT_B: AVRPortConfig = { PIN: REG.PINB, DDR: REG.DDRB, PORT: REG.PORTB, pinChange: PCINT_B, externalInterrupts: [] };

const TIMER_DIVIDERS = { 0: 0, 1: 1, 2: 8, 3: 64, 4: 256, 5: 1024, 6: 0, 7: 0 };
const TIMER_BITS = { TOV: 1, OCFA: 2, OCFB: 4, OCFC: 0, TOIE: 1, OCIEA: 2, OCIEB: 4, OCIEC: 0 };

/** Timer/Counter0: OC0A on PB2, OC0B on PA7, T0 on PA3. */
const TIMER0: AVRTimerConfig = {
  bits: 8,
  dividers: TIMER_DIVIDERS,
  captureInterrupt: 0,
  compAInterrupt: VECTOR.TIM0_COMPA,
  compBInterrupt: VECTOR.TIM0_COMPB,
  compCInterrupt: 0,
  ovfInterrupt: VECTOR.TIM0_OVF,
  TIFR: 0x58,
  OCRA: 0x56,
  OCRB: 0x5c,
  OCRC: 0,
  ICR: 0,
  TCNT: 0x52,
  TCCRA: 0x50,
  TCCRB: 0x53,
  TCCRC: 0,
  TIMSK: 0x59,
  compPortA: REG.PORTB,
  compPinA: 2,
  compPortB: REG.PORTA,
  compPinB: 7,
  compPortC: 0,
  compPinC: 0,
  externalClockPort: REG.PORTA,
  externalClockPin: 3,
  ...TIMER_BITS,
};

/** Timer/Counter1 (16 bits, as the ATmega's): OC1A on PA6 (the school board's buzzer), OC1B on PA5, T1 on PA4. */
const TIMER1: AVRTimerConfig = {
  bits: 16,
  dividers: TIMER_DIVIDERS,
  captureInterrupt: VECTOR.TIM1_CAPT,
  compAInterrupt: VECTOR.TIM1_COMPA,
  compBInterrupt: VECTOR.TIM1_COMPB,
  compCInterrupt: 0,
  ovfInterrupt: VECTOR.TIM1_OVF,
  TIFR: 0x2b,
  OCRA: 0x4a,
  OCRB: 0x48,
  OCRC: 0,
  ICR: 0x44,
  TCNT: 0x4c,
  TCCRA: 0x4f,
  TCCRB: 0x4e,
  TCCRC: 0x42,
  TIMSK: 0x2c,
  compPortA: REG.PORTA,
  compPinA: 6,
  compPortB: REG.PORTA,
  compPinB: 5,
  compPortC: 0,
  compPinC: 0,
  externalClockPort: REG.PORTA,
  externalClockPin: 4,
  ...TIMER_BITS,
};

export type PortName = 'A' | 'B';

/**
 * What the world outside does to a pin that the chip reads: `low` — a button or a device closes it
 * to the minus; `high` — something drives it to the plus; `pulled-up` — a resistor on the board
 * holds it at 1 until someone pulls it down (I²C lines); `open` — nothing is connected: it reads the
 * chip's own pull-up (PORT bit) or 0.
 */
export type ExternalPin = 'low' | 'high' | 'pulled-up' | 'open';

export interface PortChange {
  port: PortName;
  /** Clock cycles since the chip started (1 µs each at 1 MHz). */
  cycle: number;
  ddr: number;
  /** The PORT register as the pins drive it (a timer's compare output included). */
  out: number;
  /** Every line's level: an output's own value, an input's as `setExternal` and the pull-ups make it. */
  levels: number;
}

export type PortListener = (change: PortChange) => void;

interface PortState {
  io: AVRIOPort;
  config: AVRPortConfig;
  low: number;
  high: number;
  pulledUp: number;
  /** The input levels last handed to avr8js. */
  applied: number;
  /** What the port drives, as avr8js last told (PORT with a timer's compare output). */
  driven: number;
}

/** An ATtiny84A with its program, its EEPROM and the world around its pins. */
export class Attiny84 {
  readonly cpu: CPU;
  /** The EEPROM's bytes: an erased chip reads 0xFF; keep it to start the chip again «after power-off». */
  readonly eeprom: Uint8Array;
  private readonly ports: Record<PortName, PortState>;
  private readonly listeners = new Set<PortListener>();
  private sleeping = false;

  /** `hex`: the firmware as avr-objcopy writes it; `eeprom`: its saved bytes (copied), erased if absent. */
  constructor(hex: string, eeprom?: Uint8Array) {
    const flash = parseIntelHex(hex, ATTINY84.flashBytes);
    this.cpu = new CPU(new Uint16Array(flash.buffer), ATTINY84.ramEnd + 1 - 0x100);
    const backend = new EEPROMMemoryBackend(ATTINY84.eepromBytes);
    if (eeprom) backend.memory.set(eeprom.subarray(0, ATTINY84.eepromBytes));
    this.eeprom = backend.memory;
    new AVREEPROM(this.cpu, backend, {
      eepromReadyInterrupt: VECTOR.EE_RDY,
      EECR: REG.EECR,
      EEDR: REG.EEDR,
      EEARL: REG.EEARL,
      EEARH: REG.EEARH,
      // the tiny84A's datasheet: 1.8 ms to erase a byte, 1.8 ms to write it, at any clock
      eraseCycles: 1800,
      writeCycles: 1800,
    });
    const port = (config: AVRPortConfig, name: PortName): PortState => {
      const io = new AVRIOPort(this.cpu, config);
      io.addListener((value) => this.portChanged(name, value));
      return { io, config, low: 0, high: 0, pulledUp: 0, applied: -1, driven: 0 };
    };
    this.ports = { A: port(PORT_A, 'A'), B: port(PORT_B, 'B') };
    this.fixPinChangeRegisters();
    new AVRTimer(this.cpu, TIMER0);
    new AVRTimer(this.cpu, TIMER1);
    this.refreshInputs('A');
    this.refreshInputs('B');
  }

  /** Cycles run since the chip started: 1 µs each. */
  get cycles(): number {
    return this.cpu.cycles;
  }

  get timeMs(): number {
    return this.cpu.cycles / (ATTINY84.clockHz / 1000);
  }

  /** True while the program sleeps (the SLEEP instruction, until an interrupt wakes it). */
  get asleep(): boolean {
    return this.sleeping;
  }

  /** Hears every change the program makes on a port; answers a function that stops listening. */
  onPortChange(listener: PortListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** What the outside world does to a pin (a button, a sensor, a device on a bus). */
  setExternal(port: PortName, bit: number, state: ExternalPin): void {
    const p = this.ports[port];
    const mask = 1 << bit;
    p.low = state === 'low' ? p.low | mask : p.low & ~mask;
    p.high = state === 'high' ? p.high | mask : p.high & ~mask;
    p.pulledUp = state === 'pulled-up' ? p.pulledUp | mask : p.pulledUp & ~mask;
    this.refreshInputs(port);
  }

  /** The level on a pin's line: what the chip drives, or what the outside world and the pull-ups make it. */
  level(port: PortName, bit: number): boolean {
    return ((this.levels(port) >> bit) & 1) === 1;
  }

  ddr(port: PortName): number {
    return this.cpu.data[this.ports[port].config.DDR] ?? 0;
  }

  out(port: PortName): number {
    return this.cpu.data[this.ports[port].config.PORT] ?? 0;
  }

  /** Runs the program for `ms` of the chip's time (a page calls it once a frame). */
  runFor(ms: number): void {
    this.runCycles(Math.round((ms * ATTINY84.clockHz) / 1000));
  }

  runCycles(count: number): void {
    const { cpu } = this;
    const end = cpu.cycles + count;
    while (cpu.cycles < end) {
      if (this.sleeping) {
        if (cpu.interruptsEnabled && cpu.nextInterrupt >= 0 && this.wakesFromSleep(cpu.nextInterrupt)) {
          this.sleeping = false;
          cpu.tick();
          continue;
        }
        // Power-down stops the clocks: nothing but a pin (set between runs) can wake it in this run.
        cpu.cycles = this.powerDown() ? end : Math.min(end, cpu.cycles + IDLE_STEP_CYCLES);
        cpu.tick();
        continue;
      }
      // avr8js runs SLEEP as a no-op; the chip stops there until an interrupt.
      if (cpu.progMem[cpu.pc] === SLEEP_OPCODE && (cpu.data[REG.MCUCR] ?? 0) & MCUCR_SE) this.sleeping = true;
      avrInstruction(cpu);
      cpu.tick();
    }
  }

  private powerDown(): boolean {
    return ((this.cpu.data[REG.MCUCR] ?? 0) & MCUCR_SM_MASK) >= MCUCR_SM_POWER_DOWN;
  }

  /** In power-down (and standby) only a pin change, INT0, the watchdog or the USI's start wake the chip. */
  private wakesFromSleep(vector: number): boolean {
    if (!this.powerDown()) return true;
    return vector === VECTOR.INT0 || vector === VECTOR.PCINT0 || vector === VECTOR.PCINT1 || vector === VECTOR.WDT || vector === VECTOR.USI_STR;
  }

  private levels(port: PortName): number {
    const ddr = this.ddr(port);
    return ((this.ports[port].driven & ddr) | (this.inputLevels(port) & ~ddr)) & 0xff;
  }

  /** What an input pin reads: pulled down beats everything, then driven high, a resistor or the chip's own pull-up. */
  private inputLevels(port: PortName): number {
    const p = this.ports[port];
    return (~p.low & (p.high | p.pulledUp | this.out(port))) & 0xff;
  }

  private refreshInputs(port: PortName): void {
    const p = this.ports[port];
    const wanted = this.inputLevels(port);
    if (wanted === p.applied) return;
    for (let bit = 0; bit < 8; bit++) {
      if (((wanted ^ p.applied) >> bit) & 1) p.io.setPin(bit, ((wanted >> bit) & 1) === 1);
    }
    p.applied = wanted;
  }

  private portChanged(port: PortName, value: number): void {
    this.ports[port].driven = value;
    // a pull-up switched on or off changes what an open input reads
    this.refreshInputs(port);
    if (this.listeners.size === 0) return;
    const change: PortChange = { port, cycle: this.cpu.cycles, ddr: this.ddr(port), out: value, levels: this.levels(port) };
    for (const listener of this.listeners) listener(change);
  }

  /**
   * avr8js's pin-change code is the ATmega's: a write to PCMSKn there re-checks the pending
   * interrupts against the mask's own bits, and a write to PCICR (the tiny's GIMSK) is not heard.
   * On the tiny84 a PCMSK write only chooses pins, and setting PCIEn in GIMSK lets a flag already
   * raised in GIFR through.
   */
  private fixPinChangeRegisters(): void {
    const { cpu } = this;
    const pending = (config: AVRPinChangeInterrupt): InterruptConfig => ({
      address: config.pinChangeInterrupt,
      flagRegister: config.PCIFR,
      flagMask: 1 << config.PCIE,
      enableRegister: config.PCICR,
      enableMask: 1 << config.PCIE,
    });
    const interrupts = [pending(PCINT_A), pending(PCINT_B)];
    for (const address of [REG.PCMSK0, REG.PCMSK1]) {
      cpu.writeHooks[address] = (value) => {
        cpu.data[address] = value;
        return true;
      };
    }
    cpu.writeHooks[REG.GIMSK] = (value) => {
      cpu.data[REG.GIMSK] = value;
      for (const interrupt of interrupts) cpu.updateInterruptEnable(interrupt, value);
      return true;
    };
  }
}
