// The radio's real firmware (public/firmware/radio.hex, built from firmware/12-radio) on the
// simulated ATtiny84A, with a simulated RDA5807M answering on its I²C pins: the buttons change
// what the chip writes into the receiver's registers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { Attiny84 } from '../../src/lib/avr/attiny84';
import { I2cTarget } from '../../src/lib/avr/i2c-target';
import { RADIO_BUTTONS, RADIO_I2C_PINS } from '../../src/features/mcu/firmware/radio-board';
import { Rda5807m } from '../../src/features/mcu/firmware/rda5807m';

const HEX = readFileSync(join(import.meta.dirname, '../../public/firmware/radio.hex'), 'utf8');

function start(eeprom?: Uint8Array) {
  const chip = new Attiny84(HEX, eeprom);
  const radio = new Rda5807m(() => chip.cycles);
  new I2cTarget(chip, RADIO_I2C_PINS, radio);
  /** Holds a button for `ms`, lets it go and gives the firmware time to finish what it started. */
  const press = (name: keyof typeof RADIO_BUTTONS, ms = 100) => {
    const { bit } = RADIO_BUTTONS[name];
    chip.setExternal('A', bit, 'low');
    chip.runFor(ms);
    chip.setExternal('A', bit, 'open');
    const from = chip.timeMs;
    // done when the chip sleeps again, waiting for the next press
    while (!chip.asleep && chip.timeMs - from < 10_000) chip.runFor(10);
  };
  return { chip, radio, press };
}

describe('the radio firmware on avr8js', { timeout: 60_000 }, () => {
  it('wakes the receiver at 87.0 MHz, volume 8, from an erased EEPROM, and sleeps', () => {
    const { chip, radio } = start();
    chip.runFor(500);
    const writes = radio.takeWrites().map((w) => w.registers.map(({ register, value }) => [register, value]));
    // a soft reset, then 02h…05h: audio on, not muted, enabled; channel 0 with TUNE; 50 µs; volume 8
    expect(writes).toEqual([
      [[2, 0x0003]],
      [
        [2, 0xc005],
        [3, 0x0010],
        [4, 0x0800],
        [5, 0x8888],
      ],
    ]);
    expect(radio.state()).toMatchObject({ enabled: true, channel: 0, volume: 8, muted: false, seeking: false });
    expect(chip.asleep).toBe(true);
  });

  it('turns the volume up and down by one a press, and on while «громче» is held', () => {
    const { chip, radio, press } = start();
    chip.runFor(500);
    press('louder');
    expect(radio.state().volume).toBe(9);
    press('quieter');
    press('quieter');
    expect(radio.state().volume).toBe(7);
    // held: one step at once, then one every 250 ms
    press('louder', 1100);
    expect(radio.state().volume).toBeGreaterThanOrEqual(10);
    expect(radio.state().volume).toBeLessThanOrEqual(12);
    press('louder', 2000);
    expect(radio.state().volume).toBe(15);
  });

  it('seeks up and down to the next station, wrapping round the band, and mutes', () => {
    const { chip, radio, press } = start();
    chip.runFor(500);
    press('seekUp');
    expect(radio.state()).toMatchObject({ channel: 17, station: true, seeking: false });
    press('seekUp');
    expect(radio.state().channel).toBe(42);
    press('seekDown');
    press('seekDown');
    expect(radio.state().channel).toBe(194);
    press('mute');
    expect(radio.state().muted).toBe(true);
    press('mute');
    expect(radio.state().muted).toBe(false);
  });

  it('comes back on the station and volume it was switched off at (EEPROM)', () => {
    const first = start();
    first.chip.runFor(500);
    first.press('seekUp');
    first.press('quieter');
    const second = start(first.chip.eeprom);
    second.chip.runFor(500);
    expect(second.radio.state()).toMatchObject({ channel: 17, volume: 7 });
  });

  it('ignores a press shorter than the firmware’s 20 ms debounce', () => {
    const { chip, radio, press } = start();
    chip.runFor(500);
    press('louder', 5);
    expect(radio.state().volume).toBe(8);
  });
});
