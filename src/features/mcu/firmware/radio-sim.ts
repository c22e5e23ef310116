// The radio kit on the page: its chip running the real firmware, five buttons and the receiver on I²C.
import { Attiny84 } from '../../../lib/avr/attiny84';
import { I2cTarget } from '../../../lib/avr/i2c-target';
import { RADIO_BUTTONS, RADIO_I2C_PINS, type RadioButton } from './radio-board';
import { Rda5807m, type RadioState, type RadioWrite } from './rda5807m';

export interface RadioView {
  radio: RadioState;
  asleep: boolean;
  /** The last register writes, newest first. */
  writes: RadioWrite[];
}

const LOG_LENGTH = 4;

export class RadioSim {
  private readonly chip: Attiny84;
  private readonly radio: Rda5807m;
  private log: RadioWrite[] = [];

  /** `eeprom`: what the chip kept from its last run (the station and the volume), erased if absent. */
  constructor(hex: string, eeprom?: Uint8Array) {
    this.chip = new Attiny84(hex, eeprom);
    this.radio = new Rda5807m(() => this.chip.cycles);
    new I2cTarget(this.chip, RADIO_I2C_PINS, this.radio);
  }

  get eeprom(): Uint8Array {
    return this.chip.eeprom;
  }

  runFor(ms: number): void {
    this.chip.runFor(ms);
    const fresh = this.radio.takeWrites();
    if (fresh.length > 0) this.log = [...fresh.reverse(), ...this.log].slice(0, LOG_LENGTH);
  }

  /** A button closes its pin to the common wire while held. */
  setButton(button: RadioButton, down: boolean): void {
    this.chip.setExternal('A', RADIO_BUTTONS[button].bit, down ? 'low' : 'open');
  }

  view(): RadioView {
    return { radio: this.radio.state(), asleep: this.chip.asleep, writes: this.log };
  }
}
