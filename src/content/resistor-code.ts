// The four-band colour code of a resistor: two digits, a multiplier and the gold tolerance band
// (±5 %). The guide shows it beside every resistor in a parts list; the generator
// scripts/content/guides-draw.mjs paints the same bands (src/content/resistor-code.test.ts).

export type BandColor =
  | 'black'
  | 'brown'
  | 'red'
  | 'orange'
  | 'yellow'
  | 'green'
  | 'blue'
  | 'violet'
  | 'grey'
  | 'white'
  | 'gold'
  | 'silver';

const DIGITS: readonly BandColor[] = ['black', 'brown', 'red', 'orange', 'yellow', 'green', 'blue', 'violet', 'grey', 'white'];

/** Russian names, as the guides write them («коричневый, чёрный, оранжевый»). */
export const BAND_NAMES: Record<BandColor, string> = {
  black: 'чёрный',
  brown: 'коричневый',
  red: 'красный',
  orange: 'оранжевый',
  yellow: 'жёлтый',
  green: 'зелёный',
  blue: 'синий',
  violet: 'фиолетовый',
  grey: 'серый',
  white: 'белый',
  gold: 'золотой',
  silver: 'серебряный',
};

/** Colours to paint the bands with (the same as the guide pictures). */
export const BAND_PAINT: Record<BandColor, string> = {
  black: '#111',
  brown: '#8d5524',
  red: '#e53935',
  orange: '#fb8c00',
  yellow: '#fdd835',
  green: '#43a047',
  blue: '#1e88e5',
  violet: '#8e24aa',
  grey: '#9e9e9e',
  white: '#fafafa',
  gold: '#c9a227',
  silver: '#b0b7bf',
};

/**
 * The bands of a resistance from 0.1 Ω to 99 GΩ with two significant digits: 10 000 → brown,
 * black, orange, gold. Throws for a value that needs three digits (it would not be a 4-band part).
 */
export function resistorBands(ohms: number): [BandColor, BandColor, BandColor, BandColor] {
  if (!(ohms >= 0.1)) throw new Error(`no colour code for ${ohms} Ω`);
  let exponent = Math.floor(Math.log10(ohms)) - 1;
  let digits = Math.round(ohms / 10 ** exponent);
  if (digits >= 100) {
    digits = Math.round(digits / 10);
    exponent += 1;
  }
  if (Math.abs(digits * 10 ** exponent - ohms) > ohms * 1e-9) throw new Error(`${ohms} Ω needs more than two digits`);
  const multiplier: BandColor = exponent === -1 ? 'gold' : exponent === -2 ? 'silver' : (DIGITS[exponent] ?? 'white');
  return [DIGITS[Math.floor(digits / 10)] ?? 'black', DIGITS[digits % 10] ?? 'black', multiplier, 'gold'];
}

/** «коричневый, чёрный, оранжевый» — the three bands that give the value (tolerance left out). */
export function bandWords(ohms: number): string {
  return resistorBands(ohms)
    .slice(0, 3)
    .map((band) => BAND_NAMES[band])
    .join(', ');
}

/** 68 000 → «68 кОм», 1 000 000 → «1 МОм», 5 100 → «5,1 кОм», 470 → «470 Ом». */
export function formatOhms(ohms: number): string {
  const [scaled, unit] = ohms >= 1e6 ? [ohms / 1e6, 'МОм'] : ohms >= 1e3 ? [ohms / 1e3, 'кОм'] : [ohms, 'Ом'];
  return `${String(Math.round(scaled * 100) / 100).replace('.', ',')} ${unit}`;
}
