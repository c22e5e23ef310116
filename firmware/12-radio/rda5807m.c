#include "rda5807m.h"

#include <util/delay.h>

#include "i2c.h"

#define ADDRESS 0x10

/* register 02h */
#define DHIZ 0x8000       /* audio outputs on */
#define DMUTE 0x4000      /* 1 = not muted */
#define SEEKUP 0x0200
#define SEEK 0x0100
#define NEW_METHOD 0x0004 /* better weak-signal reception */
#define SOFT_RESET 0x0002
#define ENABLE 0x0001
/* register 03h: CHAN in bits 15-6, TUNE, band 00 = 87-108 MHz, spacing 00 = 100 kHz */
#define TUNE 0x0010
/* register 04h: de-emphasis 50 us, as broadcast in Russia and Europe */
#define DE_50US 0x0800
/* register 05h: interrupt mode, seek threshold 8, the LNA input the module's antenna pin uses */
#define REG05 0x8880
/* register 0Ah */
#define STC 0x4000
#define READCHAN 0x03ff

static uint16_t reg[4]; /* 02h ... 05h as last written */

static bool write_regs(uint8_t count) {
    bool ok = i2c_start(ADDRESS, false);
    for (uint8_t i = 0; ok && i < count; i++) {
        ok = i2c_write((uint8_t)(reg[i] >> 8)) && i2c_write((uint8_t)reg[i]);
    }
    i2c_stop();
    return ok;
}

static uint16_t read_0a(void) {
    uint16_t value = 0xffff;
    if (i2c_start(ADDRESS, true)) {
        uint8_t high = i2c_read(false);
        value = (uint16_t)((high << 8) | i2c_read(true));
    }
    i2c_stop();
    return value;
}

static void wait_tuned(void) {
    /* tuning takes tens of milliseconds, a seek across the band up to a few seconds */
    for (uint16_t n = 0; n < 500 && !(read_0a() & STC); n++) _delay_ms(10);
}

bool radio_init(uint16_t channel, uint8_t volume) {
    i2c_init();
    reg[0] = SOFT_RESET | ENABLE;
    if (!write_regs(1)) return false;
    _delay_ms(50);
    reg[0] = DHIZ | DMUTE | NEW_METHOD | ENABLE;
    reg[1] = (uint16_t)((channel << 6) | TUNE);
    reg[2] = DE_50US;
    reg[3] = REG05 | (volume & 0x0f);
    bool ok = write_regs(4);
    wait_tuned();
    return ok;
}

uint16_t radio_seek(bool up) {
    reg[1] &= (uint16_t)~TUNE;
    reg[0] = (uint16_t)((reg[0] & ~SEEKUP) | SEEK | (up ? SEEKUP : 0));
    write_regs(2);
    wait_tuned();
    reg[0] &= (uint16_t)~SEEK;
    write_regs(1);
    uint16_t channel = read_0a() & READCHAN;
    reg[1] = (uint16_t)(channel << 6);
    return channel;
}

void radio_volume(uint8_t volume) {
    reg[3] = REG05 | (volume & 0x0f);
    reg[1] &= (uint16_t)~TUNE; /* do not retune while writing on to 05h */
    write_regs(4);
}

void radio_mute(bool mute) {
    if (mute) reg[0] &= (uint16_t)~DMUTE;
    else reg[0] |= DMUTE;
    write_regs(1);
}
