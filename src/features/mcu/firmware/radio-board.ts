// The radio's board (guide 12, firmware/12-radio/README.md): five buttons on port A to the common
// wire, the RDA5807M module on the USI pins.
import type { I2cPins } from '../../../lib/avr/i2c-target';

export const RADIO_BUTTONS = {
  seekDown: { ref: 'S1', bit: 0, label: 'Поиск ◄', hint: 'искать станцию ниже' },
  seekUp: { ref: 'S2', bit: 1, label: 'Поиск ►', hint: 'искать станцию выше' },
  quieter: { ref: 'S3', bit: 2, label: 'Тише', hint: 'тише' },
  louder: { ref: 'S4', bit: 3, label: 'Громче', hint: 'громче' },
  mute: { ref: 'S5', bit: 7, label: 'Без звука', hint: 'выключить или включить звук' },
} as const;

export type RadioButton = keyof typeof RADIO_BUTTONS;

/** SDA on PA6 (pin 7), SCL on PA4 (pin 9), each with 4.7 кОм to +3 В. */
export const RADIO_I2C_PINS: I2cPins = { port: 'A', sda: 6, scl: 4 };
