// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bandsFor } from '../../scripts/content/guides-draw.mjs';
import { guides } from './guides';
import { BAND_PAINT, bandWords, formatOhms, resistorBands } from './resistor-code';

describe('resistor colour code', () => {
  it.each([
    [10, 'коричневый, чёрный, чёрный'],
    [47, 'жёлтый, фиолетовый, чёрный'],
    [100, 'коричневый, чёрный, коричневый'],
    [220, 'красный, красный, коричневый'],
    [470, 'жёлтый, фиолетовый, коричневый'],
    [1_000, 'коричневый, чёрный, красный'],
    [2_200, 'красный, красный, красный'],
    [4_700, 'жёлтый, фиолетовый, красный'],
    [5_100, 'зелёный, коричневый, красный'],
    [10_000, 'коричневый, чёрный, оранжевый'],
    [15_000, 'коричневый, зелёный, оранжевый'],
    [68_000, 'синий, серый, оранжевый'],
    [1_000_000, 'коричневый, чёрный, зелёный'],
  ])('%i Ω is %s', (ohms, words) => {
    expect(bandWords(ohms)).toBe(words);
    expect(resistorBands(ohms)[3]).toBe('gold');
  });

  it('refuses values a 4-band resistor cannot show', () => {
    expect(() => resistorBands(4_750)).toThrow();
    expect(() => resistorBands(0)).toThrow();
  });

  it('writes values the way the guides do', () => {
    expect(formatOhms(470)).toBe('470 Ом');
    expect(formatOhms(5_100)).toBe('5,1 кОм');
    expect(formatOhms(68_000)).toBe('68 кОм');
    expect(formatOhms(1_000_000)).toBe('1 МОм');
  });

  it('paints the same bands in the pictures as in the parts lists', () => {
    for (const guide of guides) {
      for (const part of guide.parts) {
        for (const ohms of part.ohms === undefined ? [] : typeof part.ohms === 'number' ? [part.ohms] : part.ohms) {
          const drawn = (bandsFor as (ohms: number) => string[])(ohms);
          expect(drawn, `guide ${guide.id}: ${part.value}`).toEqual(resistorBands(ohms).map((band) => BAND_PAINT[band]));
        }
      }
    }
  });
});
