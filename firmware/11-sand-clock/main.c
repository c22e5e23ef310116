/*
 * Guide 11 «Песочные часы»: ATtiny84A, 56 LEDs charlieplexed on PA0–PA7, tilt sensor on PB0.
 *
 * Pins (DIP-14): 1 VCC, 14 GND; PA0…PA7 = pins 13, 12, 11, 10, 9, 8, 7, 6 drive the lines
 * through R1…R8 (100 Ohm); the tilt sensor S1 closes PB0 (pin 2) to GND; pins 3, 4, 5 are free.
 * Every pair of lines carries two LEDs facing opposite ways: 8 x 7 = 56. leds.h says which
 * LED sits between which lines, in the order of the board (top half, then bottom half).
 *
 * The 28 grains are always lit: the program lights the lit LEDs one at a time, so fast that the
 * eye sees them all, and every GRAIN_MS moves one grain from the upper half to the lower one.
 * When the upper half is empty and the clock lies still for a minute, the chip sleeps until it
 * is turned over (a pin change on PB0 wakes it).
 */
#include <avr/interrupt.h>
#include <avr/io.h>
#include <avr/sleep.h>
#include <stdbool.h>
#include <stdint.h>

#include "leds.h"

#define HALF 28                /* LEDs in each half; also the number of grains */
#define GRAIN_MS 2000u         /* one grain falls every 2 s: the clock runs about a minute */
#define SLEEP_AFTER_MS 60000u  /* sleep a minute after the last grain fell */
#define TILT_STABLE_MS 150u    /* the ball in the sensor rattles: trust it after 150 ms */

/* The LEDs that are lit, one bit per LED, written by the main loop and scanned by the timer. */
static volatile uint8_t lit[(2 * HALF + 7) / 8];
static volatile uint16_t ms; /* milliseconds (1984 ticks a second: close enough) */

static void led_set(uint8_t i, bool on) {
    uint8_t mask = (uint8_t)(1u << (i & 7));
    if (on) lit[i >> 3] |= mask;
    else lit[i >> 3] &= (uint8_t)~mask;
}

static bool led_is_lit(uint8_t i) { return lit[i >> 3] & (1u << (i & 7)); }

/* Timer0 at 1 MHz / 8 / 63 = 1984 Hz: each tick shows the next lit LED (28 lit -> 71 Hz). */
ISR(TIM0_COMPA_vect) {
    static uint8_t current, half;
    if (++half == 2) {
        half = 0;
        ms++;
    }
    DDRA = 0; /* all lines float: nothing lights while we switch */
    PORTA = 0;
    for (uint8_t n = 0; n < 2 * HALF; n++) {
        if (++current >= 2 * HALF) current = 0; /* no division: the chip has none */
        if (led_is_lit(current)) {
            uint8_t pair = led_lines(current);
            uint8_t anode = (uint8_t)(1u << (pair >> 4));
            uint8_t cathode = (uint8_t)(1u << (pair & 0x0f));
            PORTA = anode;
            DDRA = anode | cathode;
            return;
        }
    }
}

/* A pin change on PB0 only wakes the chip; the main loop reads the sensor itself. */
EMPTY_INTERRUPT(PCINT1_vect);

static void timer_start(void) {
    TCCR0A = _BV(WGM01);       /* CTC */
    OCR0A = 62;
    TCCR0B = _BV(CS01);        /* clock / 8 */
    TIMSK0 = _BV(OCIE0A);
}

static uint16_t ms_now(void) {
    uint16_t t;
    cli();
    t = ms;
    sei();
    return t;
}

/* PB0 is low while the sensor is closed: then half A (the top half on the board) is up. */
static bool half_a_up_raw(void) { return !(PINB & _BV(PB0)); }

/*
 * Draws the grains: `up` grains in the upper half gather at the waist, the rest lie in the
 * lower half from its far edge. Half A's LEDs go from its far edge (0) to the waist (27),
 * half B's from the waist (28) to its far edge (55).
 */
static void draw(bool a_up, uint8_t up) {
    uint8_t down = (uint8_t)(HALF - up);
    for (uint8_t i = 0; i < HALF; i++) {
        bool a_lit, b_lit;
        if (a_up) {
            a_lit = i >= HALF - up;   /* A is up: its grains sit at the waist */
            b_lit = i >= HALF - down; /* B is down: its grains sit at its far edge */
        } else {
            a_lit = i < down;         /* A is down: far edge first */
            b_lit = i < up;           /* B is up: at the waist */
        }
        led_set(i, a_lit);
        led_set((uint8_t)(HALF + i), b_lit);
    }
}

static void sleep_until_turned(void) {
    TIMSK0 = 0;
    DDRA = 0;
    PORTA = 0;
    GIMSK |= _BV(PCIE1);
    PCMSK1 |= _BV(PCINT8);
    set_sleep_mode(SLEEP_MODE_PWR_DOWN);
    sleep_enable();
    sei();
    sleep_cpu();
    sleep_disable();
    PCMSK1 &= (uint8_t)~_BV(PCINT8);
    TIMSK0 = _BV(OCIE0A);
}

int main(void) {
    PORTB = _BV(PB0); /* pull-up for the tilt sensor */
    ACSR = _BV(ACD);  /* the analog comparator is not used */
    PRR = _BV(PRTIM1) | _BV(PRUSI) | _BV(PRADC);
    timer_start();
    sei();

    bool a_up = half_a_up_raw();
    uint8_t grains_up = HALF; /* switched on: all the sand is in the upper half */
    uint16_t last_grain = ms_now();
    uint16_t tilt_since = last_grain;
    uint16_t still_since = last_grain;
    draw(a_up, grains_up);

    for (;;) {
        uint16_t now = ms_now();
        bool raw = half_a_up_raw();
        if (raw == a_up) {
            tilt_since = now;
        } else if ((uint16_t)(now - tilt_since) >= TILT_STABLE_MS) {
            /* turned over: the sand that had fallen is now on top */
            a_up = raw;
            grains_up = (uint8_t)(HALF - grains_up);
            last_grain = now;
            still_since = now;
            draw(a_up, grains_up);
        }
        if (grains_up > 0 && (uint16_t)(now - last_grain) >= GRAIN_MS) {
            grains_up--;
            last_grain = now;
            still_since = now;
            draw(a_up, grains_up);
        }
        if (grains_up == 0 && (uint16_t)(now - still_since) >= SLEEP_AFTER_MS) {
            sleep_until_turned();
            now = ms_now();
            tilt_since = now;
            still_since = now;
            last_grain = now;
        }
    }
}
