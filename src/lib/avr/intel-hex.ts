// Intel HEX, the format avr-objcopy writes and avrdude reads: the kits' firmware is shipped so.

/** Thrown for a file that is not a whole Intel HEX image: the page says so in Russian. */
export class IntelHexError extends Error {}

/**
 * The bytes of program memory an Intel HEX text describes, in a buffer of `size` bytes (the rest
 * 0xFF, as in an erased chip). Checks every record's checksum; refuses data past `size`.
 */
export function parseIntelHex(text: string, size: number): Uint8Array {
  const memory = new Uint8Array(size).fill(0xff);
  let base = 0;
  let ended = false;
  const lines = text.split(/\r?\n/);
  for (let n = 0; n < lines.length && !ended; n++) {
    const line = (lines[n] ?? '').trim();
    if (line === '') continue;
    if (!/^:([0-9A-Fa-f]{2})+$/.test(line) || line.length < 11) {
      throw new IntelHexError(`Строка ${n + 1} — не запись Intel HEX`);
    }
    const bytes = Array.from({ length: (line.length - 1) / 2 }, (_, k) => parseInt(line.slice(1 + 2 * k, 3 + 2 * k), 16));
    const [count = 0, high = 0, low = 0, type = 0] = bytes;
    if (bytes.length !== count + 5) throw new IntelHexError(`Строка ${n + 1}: длина записи не совпадает`);
    if (bytes.reduce((sum, b) => sum + b, 0) % 256 !== 0) throw new IntelHexError(`Строка ${n + 1}: неверная контрольная сумма`);
    const data = bytes.slice(4, 4 + count);
    if (type === 0x00) {
      const at = base + ((high << 8) | low);
      if (at + count > size) throw new IntelHexError(`Строка ${n + 1}: программа больше памяти микросхемы`);
      memory.set(data, at);
    } else if (type === 0x01) {
      ended = true;
    } else if (type === 0x02) {
      base = (((data[0] ?? 0) << 8) | (data[1] ?? 0)) * 16;
    } else if (type === 0x04) {
      base = (((data[0] ?? 0) << 8) | (data[1] ?? 0)) << 16;
    }
    // 0x03 and 0x05 (a start address) mean nothing to a chip that starts at 0
  }
  if (!ended) throw new IntelHexError('Файл прошивки оборван: нет последней записи');
  return memory;
}
