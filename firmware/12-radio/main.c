/*
 * Guide 12 «Радио»: ATtiny84A reads five buttons and drives the RDA5807M over I2C.
 *
 * Pins (DIP-14): 1 VCC, 14 GND; SDA PA6 (pin 7), SCL PA4 (pin 9) with R2, R3 4.7 kOhm to +3 V;
 * S1 «поиск ◄» PA0 (13), S2 «поиск ►» PA1 (12), S3 «тише» PA2 (11), S4 «громче» PA3 (10),
 * S5 «без звука» PA7 (6), all to the common wire; S6 «сброс» on RESET (pin 4, R1 10 kOhm to +3 V).
 * The station and the volume are kept in EEPROM, so the radio comes back where it was.
 */
#include <avr/eeprom.h>
#include <avr/io.h>
#include <stdbool.h>
#include <stdint.h>
#include <util/delay.h>

#include "buttons.h"
#include "rda5807m.h"

#define DEFAULT_CHANNEL 0 /* 87.0 MHz: the first seek finds a station */
#define DEFAULT_VOLUME 8

static uint16_t EEMEM saved_channel = DEFAULT_CHANNEL;
static uint8_t EEMEM saved_volume = DEFAULT_VOLUME;

int main(void) {
    ACSR = _BV(ACD);
    PRR = _BV(PRTIM0) | _BV(PRTIM1) | _BV(PRUSI) | _BV(PRADC);
    buttons_init();
    _delay_ms(200); /* the module's crystal starts after power-on */

    uint16_t channel = eeprom_read_word(&saved_channel);
    uint8_t volume = eeprom_read_byte(&saved_volume);
    if (channel >= RADIO_CHANNELS) channel = DEFAULT_CHANNEL; /* an erased EEPROM reads 0xFF */
    if (volume > RADIO_VOLUME_MAX) volume = DEFAULT_VOLUME;
    while (!radio_init(channel, volume)) _delay_ms(500); /* module not answering yet: retry */

    bool muted = false;
    for (;;) {
        enum button b = buttons_wait();
        if (b == SEEK_DOWN || b == SEEK_UP) {
            channel = radio_seek(b == SEEK_UP);
            eeprom_update_word(&saved_channel, channel);
        } else if (b == QUIETER || b == LOUDER) {
            if (b == QUIETER && volume > 0) volume--;
            if (b == LOUDER && volume < RADIO_VOLUME_MAX) volume++;
            radio_volume(volume);
            eeprom_update_byte(&saved_volume, volume);
        } else if (b == MUTE) {
            muted = !muted;
            radio_mute(muted);
        }
    }
}
