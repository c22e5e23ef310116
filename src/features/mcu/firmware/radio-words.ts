// What a write into the receiver's registers means, in words for the page.
import { radioMhz, type RadioWrite } from './rda5807m';

const hex4 = (value: number) => value.toString(16).toUpperCase().padStart(4, '0');

export const mhzText = (channel: number) => `${radioMhz(channel).toFixed(1).replace('.', ',')} МГц`;

/** «02h = C305, 03h = 0000» */
export function registersText(write: RadioWrite): string {
  return write.registers.map(({ register, value }) => `${register.toString(16).padStart(2, '0').toUpperCase()}h = ${hex4(value)}`).join(', ');
}

/** What the chip asked the receiver to do, in a few words. */
export function writeMeaning(write: RadioWrite): string {
  const reg = new Map(write.registers.map(({ register, value }) => [register, value]));
  const r02 = reg.get(2);
  const r03 = reg.get(3);
  const r05 = reg.get(5);
  const words: string[] = [];
  if (r02 !== undefined && r02 & 0x0002) return 'сбросить приёмник и включить его';
  if (r02 !== undefined && r02 & 0x0100) words.push(r02 & 0x0200 ? 'искать станцию выше' : 'искать станцию ниже');
  if (r03 !== undefined && r03 & 0x0010) words.push(`настроиться на ${mhzText(r03 >> 6)}`);
  if (r05 !== undefined) words.push(`громкость ${r05 & 0x0f}`);
  if (r02 !== undefined && !(r02 & 0x4000)) words.push('без звука');
  else if (r02 !== undefined && words.length === 0) words.push(r05 === undefined ? 'звук включён, поиск закончен' : 'звук включён');
  return words.join(', ');
}
