/* Five buttons to the common wire: S1 PA0 (pin 13), S2 PA1 (12), S3 PA2 (11), S4 PA3 (10),
 * S5 PA7 (6). S6 is wired to RESET (pin 4) and restarts the chip by itself. */
#ifndef BUTTONS_H
#define BUTTONS_H
#include <stdint.h>

enum button { NONE = 0, SEEK_DOWN, SEEK_UP, QUIETER, LOUDER, MUTE };

void buttons_init(void);
/* Waits for a press (sleeping in between) and returns it; a held volume button repeats. */
enum button buttons_wait(void);
#endif
