// A device on the simulated chip's I²C lines, at the level of the pins: it watches SCL and SDA
// (both held up by the board's resistors), answers its address with an ACK by pulling SDA low,
// takes the bytes the chip writes and puts the bytes it reads on SDA, bit by bit.
import type { Attiny84, PortName } from './attiny84';

/** The device's side: registers, or whatever the bytes mean to it. */
export interface I2cDevice {
  /** The 7-bit address it answers. */
  readonly address: number;
  /** A transfer addressed to it begins (`read`: the chip will read). */
  begin?(read: boolean): void;
  /** The chip wrote byte number `index` (0 = the first after the address). */
  write(byte: number, index: number): void;
  /** The chip reads byte number `index`. */
  read(index: number): number;
  /** STOP on the bus: the transfer is over. */
  end?(): void;
}

export interface I2cPins {
  port: PortName;
  sda: number;
  scl: number;
}

type State = 'idle' | 'address' | 'write' | 'ack' | 'send' | 'master-ack';

/** Connects `device` to the chip's SDA/SCL; the chip's program is the bus master. */
export class I2cTarget {
  private state: State = 'idle';
  private scl = true;
  private sda = true;
  private bits = 0;
  private byte = 0;
  private index = 0;
  private reading = false;
  private holdsSda = false;

  constructor(
    private readonly chip: Attiny84,
    private readonly pins: I2cPins,
    private readonly device: I2cDevice,
  ) {
    chip.setExternal(pins.port, pins.sda, 'pulled-up');
    chip.setExternal(pins.port, pins.scl, 'pulled-up');
    chip.onPortChange((change) => {
      if (change.port === pins.port) this.lines();
    });
  }

  private driveSda(low: boolean): void {
    this.holdsSda = low;
    this.chip.setExternal(this.pins.port, this.pins.sda, low ? 'low' : 'pulled-up');
  }

  private lines(): void {
    const { port, sda: sdaBit, scl: sclBit } = this.pins;
    const scl = this.chip.level(port, sclBit);
    const sdaLine = this.chip.level(port, sdaBit);
    // a START or a STOP comes only from the master: watch what it alone does to SDA
    const sda = (this.chip.ddr(port) >> sdaBit) & 1 ? ((this.chip.out(port) >> sdaBit) & 1) === 1 : true;
    const wasScl = this.scl;
    const wasSda = this.sda;
    this.scl = scl;
    this.sda = sda;
    if (scl && wasScl && sda !== wasSda) {
      if (!sda) this.start();
      else this.stop();
      return;
    }
    if (scl && !wasScl) this.rising(sdaLine);
    else if (!scl && wasScl) this.falling();
  }

  private start(): void {
    if (this.holdsSda) this.driveSda(false);
    this.state = 'address';
    this.bits = 0;
    this.byte = 0;
  }

  private stop(): void {
    if (this.state !== 'idle') this.device.end?.();
    if (this.holdsSda) this.driveSda(false);
    this.state = 'idle';
  }

  /** The master samples on the rising edge; so do we. */
  private rising(sda: boolean): void {
    if (this.state === 'address' || this.state === 'write') {
      this.byte = ((this.byte << 1) | (sda ? 1 : 0)) & 0xff;
      this.bits++;
    } else if (this.state === 'master-ack') {
      // low: the master wants another byte
      this.reading = !sda;
    }
  }

  /** Data changes while SCL is low: right after its falling edge. */
  private falling(): void {
    switch (this.state) {
      case 'address':
      case 'write':
        if (this.bits < 8) return;
        if (this.state === 'address') {
          if (this.byte >> 1 !== this.device.address) {
            this.state = 'idle';
            return;
          }
          this.reading = (this.byte & 1) === 1;
          this.index = 0;
          this.device.begin?.(this.reading);
        } else {
          this.device.write(this.byte, this.index++);
        }
        this.state = 'ack';
        this.driveSda(true);
        return;
      case 'ack':
        this.driveSda(false);
        if (this.reading) this.sendNext();
        else {
          this.state = 'write';
          this.bits = 0;
          this.byte = 0;
        }
        return;
      case 'send':
        this.bits++;
        if (this.bits < 8) this.driveSda(((this.byte >> (7 - this.bits)) & 1) === 0);
        else {
          this.driveSda(false);
          this.state = 'master-ack';
        }
        return;
      case 'master-ack':
        if (this.reading) this.sendNext();
        else this.state = 'idle';
        return;
      default:
        return;
    }
  }

  private sendNext(): void {
    this.byte = this.device.read(this.index++) & 0xff;
    this.bits = 0;
    this.state = 'send';
    this.driveSda((this.byte & 0x80) === 0);
  }
}
