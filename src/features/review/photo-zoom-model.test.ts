import { describe, expect, it } from 'vitest';
import { MIN_ZOOM, ownPixelsZoom, zoomIn, zoomOut } from './photo-zoom-model';

describe('the photo zoom', () => {
  it('goes up to the photo’s own pixels, not 200 %', () => {
    // 2560 × 1920 in a 700 × 600 box: fitted at 700 wide (height 525).
    expect(ownPixelsZoom({ width: 2560, height: 1920 }, { width: 700, height: 600 })).toBeCloseTo(2560 / 700);
    // The same photo limited by the box's height: 400 tall → 533 wide.
    expect(ownPixelsZoom({ width: 2560, height: 1920 }, { width: 900, height: 400 })).toBeCloseTo(2560 / (400 * (4 / 3)));
    // A phone's column.
    expect(ownPixelsZoom({ width: 2560, height: 1920 }, { width: 358, height: 440 })).toBeCloseTo(7.15, 2);
  });

  it('still allows 2× for a small photo, and for a size not known', () => {
    expect(ownPixelsZoom({ width: 800, height: 600 }, { width: 900, height: 700 })).toBe(2);
    expect(ownPixelsZoom({ width: 0, height: 0 }, { width: 900, height: 700 })).toBe(2);
  });

  it('steps in, ending exactly at the own pixels, and back out to half', () => {
    const max = 2560 / 700;
    const ins: number[] = [1];
    while (ins.at(-1)! < max) ins.push(zoomIn(ins.at(-1)!, max));
    expect(ins).toEqual([1, 1.5, 2, 3, max]);
    expect(zoomIn(max, max)).toBe(max);
    const outs: number[] = [max];
    while (outs.at(-1)! > MIN_ZOOM) outs.push(zoomOut(outs.at(-1)!, max));
    expect(outs).toEqual([max, 3, 2, 1.5, 1, 0.75, 0.5]);
  });
});
