/*
 * The lines are never driven high: a 1 lets the pin float and R2/R3 (4.7 kOhm) pull it up, a 0
 * makes the pin an output at 0. So a short to the module or a second master cannot hurt the pin.
 * At 1 MHz the clock is about 50 kHz, well inside the RDA5807M's 400 kHz.
 */
#include "i2c.h"

#include <avr/io.h>
#include <util/delay.h>

#define SDA PA6
#define SCL PA4

static void release(uint8_t bit) { DDRA &= (uint8_t)~_BV(bit); }
static void pull_low(uint8_t bit) { DDRA |= _BV(bit); }
static bool is_high(uint8_t bit) { return PINA & _BV(bit); }
static void pause(void) { _delay_us(5); }

static void scl_high(void) {
    release(SCL);
    /* clock stretching: wait while the slave holds SCL, but not forever */
    for (uint8_t n = 0; n < 200 && !is_high(SCL); n++) _delay_us(1);
    pause();
}

void i2c_init(void) {
    PORTA &= (uint8_t)~(_BV(SDA) | _BV(SCL)); /* an output pin is always 0 */
    release(SDA);
    release(SCL);
}

bool i2c_start(uint8_t address, bool read) {
    release(SDA);
    scl_high();
    pull_low(SDA);
    pause();
    pull_low(SCL);
    return i2c_write((uint8_t)((address << 1) | (read ? 1 : 0)));
}

bool i2c_write(uint8_t byte) {
    for (uint8_t i = 0; i < 8; i++) {
        if (byte & 0x80) release(SDA);
        else pull_low(SDA);
        byte = (uint8_t)(byte << 1);
        pause();
        scl_high();
        pull_low(SCL);
    }
    release(SDA); /* the slave answers: 0 = acknowledged */
    pause();
    scl_high();
    bool ack = !is_high(SDA);
    pull_low(SCL);
    return ack;
}

uint8_t i2c_read(bool last) {
    uint8_t byte = 0;
    release(SDA);
    for (uint8_t i = 0; i < 8; i++) {
        pause();
        scl_high();
        byte = (uint8_t)((byte << 1) | (is_high(SDA) ? 1 : 0));
        pull_low(SCL);
    }
    if (last) release(SDA); /* no acknowledge after the last byte */
    else pull_low(SDA);
    pause();
    scl_high();
    pull_low(SCL);
    release(SDA);
    return byte;
}

void i2c_stop(void) {
    pull_low(SDA);
    pause();
    scl_high();
    release(SDA);
    pause();
}
