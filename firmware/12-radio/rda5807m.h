/* The RDA5807M FM receiver, in its sequential mode (I2C address 0x10: writes start at
 * register 02h, reads at 0Ah). The band is 87-108 MHz in 100 kHz steps: channel 0 = 87.0 MHz. */
#ifndef RDA5807M_H
#define RDA5807M_H
#include <stdbool.h>
#include <stdint.h>

#define RADIO_CHANNELS 210 /* 87.0 ... 107.9 MHz */
#define RADIO_VOLUME_MAX 15

bool radio_init(uint16_t channel, uint8_t volume);
/* Seeks the next station up or down and returns its channel. */
uint16_t radio_seek(bool up);
void radio_volume(uint8_t volume);
void radio_mute(bool mute);
#endif
