import { describe, expect, it } from 'vitest';
import { formatAmps, formatFarads, formatVolts } from './format';

describe('the lab’s numbers', () => {
  it('writes volts with a comma and three significant digits at most', () => {
    expect(formatVolts(4.5)).toBe('4,5 В');
    expect(formatVolts(9)).toBe('9 В');
    expect(formatVolts(1.98765)).toBe('1,99 В');
    expect(formatVolts(0.01234)).toBe('0,012 В');
    expect(formatVolts(-2.5)).toBe('−2,5 В');
    expect(formatVolts(0.0000001)).toBe('0 В');
  });

  it('writes currents in milliamps, and in amps from one amp up', () => {
    expect(formatAmps(0.01513)).toBe('15,1 мА');
    expect(formatAmps(0.18)).toBe('180 мА');
    expect(formatAmps(0.0004)).toBe('0,4 мА');
    expect(formatAmps(4.3)).toBe('4,3 А');
    expect(formatAmps(1e-9)).toBe('0 мА');
  });

  it('writes capacitances in the unit a kit’s label uses', () => {
    expect(formatFarads(1e-4)).toBe('100 мкФ');
    expect(formatFarads(4.7e-8)).toBe('47 нФ');
    expect(formatFarads(2.2e-5)).toBe('22 мкФ');
  });
});
