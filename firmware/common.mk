# Shared rules of the firmware programs: ATtiny84A, 1 MHz internal clock, -Os, warnings are errors.
MCU      := attiny84a
F_CPU    := 1000000UL
FLASH    := 8192
CC       := avr-gcc
OBJCOPY  := avr-objcopy
SIZE     := avr-size
CFLAGS   := -mmcu=$(MCU) -DF_CPU=$(F_CPU) -Os -std=gnu11 -Wall -Wextra -Werror \
            -ffunction-sections -fdata-sections
LDFLAGS  := -mmcu=$(MCU) -Wl,--gc-sections

.PHONY: all clean
all: $(NAME).hex

$(NAME).elf: $(SOURCES) $(wildcard *.h)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $(SOURCES)
	@$(SIZE) $@
	@bytes=$$($(SIZE) -A $@ | awk '$$1==".text"||$$1==".data"{s+=$$2} END{print s}'); \
	  echo "$(NAME): $$bytes of $(FLASH) bytes of flash"; \
	  if [ "$$bytes" -gt $(FLASH) ]; then echo "$(NAME) does not fit the chip's flash" >&2; rm -f $@; exit 1; fi

$(NAME).hex: $(NAME).elf
	$(OBJCOPY) -O ihex -R .eeprom $< $@

clean:
	rm -f $(NAME).elf $(NAME).hex
