/* A bit-banged I2C master on the USI pins: SDA = PA6 (pin 7), SCL = PA4 (pin 9). */
#ifndef I2C_H
#define I2C_H
#include <stdbool.h>
#include <stdint.h>

void i2c_init(void);
/* Starts a transfer to the 7-bit `address`; false when nobody answered. */
bool i2c_start(uint8_t address, bool read);
bool i2c_write(uint8_t byte);
uint8_t i2c_read(bool last);
void i2c_stop(void);
#endif
