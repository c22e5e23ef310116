#include "buttons.h"

#include <avr/interrupt.h>
#include <avr/io.h>
#include <avr/sleep.h>
#include <util/delay.h>

#define MASK (_BV(PA0) | _BV(PA1) | _BV(PA2) | _BV(PA3) | _BV(PA7))
#define REPEAT_MS 250 /* a held «тише» or «громче» steps four times a second */

/* A press wakes the chip from sleep; the main loop reads the pins itself. */
EMPTY_INTERRUPT(PCINT0_vect);

void buttons_init(void) {
    DDRA &= (uint8_t)~MASK;
    PORTA |= MASK; /* the buttons close to the common wire: pull-ups inside the chip */
    PCMSK0 = MASK;
    GIMSK |= _BV(PCIE0);
}

static enum button pressed(void) {
    uint8_t low = (uint8_t)~PINA & MASK;
    if (low & _BV(PA0)) return SEEK_DOWN;
    if (low & _BV(PA1)) return SEEK_UP;
    if (low & _BV(PA2)) return QUIETER;
    if (low & _BV(PA3)) return LOUDER;
    if (low & _BV(PA7)) return MUTE;
    return NONE;
}

static void wait_released(void) {
    while (pressed() != NONE) _delay_ms(20);
    _delay_ms(20); /* contacts bounce on release too */
}

enum button buttons_wait(void) {
    static enum button held;
    if (held == QUIETER || held == LOUDER) {
        /* still held after REPEAT_MS: repeat the volume step */
        for (uint8_t n = 0; n < REPEAT_MS / 10; n++) {
            if (pressed() != held) break;
            _delay_ms(10);
        }
        if (pressed() == held) return held;
    }
    if (held != NONE) wait_released();
    held = NONE;
    for (;;) {
        /* sleep until a pin changes; the radio keeps playing on its own */
        set_sleep_mode(SLEEP_MODE_PWR_DOWN);
        cli();
        if (pressed() == NONE) {
            sleep_enable();
            sei();
            sleep_cpu();
            sleep_disable();
        }
        sei();
        _delay_ms(20); /* debounce */
        held = pressed();
        if (held != NONE) return held;
    }
}
