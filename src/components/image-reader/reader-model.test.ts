import { describe, expect, it } from 'vitest';
import { canPan, CENTER, pan, sheetFromInput, swipeDelta, wrapIndex, ZOOM, zoomIn, zoomOut } from './reader-model';

describe('reader model', () => {
  it('wraps around both ways', () => {
    expect(wrapIndex(7, 1, 8)).toBe(0);
    expect(wrapIndex(0, -1, 8)).toBe(7);
    expect(wrapIndex(3, 1, 8)).toBe(4);
    expect(wrapIndex(0, -1, 83)).toBe(82);
    expect(wrapIndex(0, 1, 1)).toBe(0);
  });

  it('zooms from 1 in steps of 0.25 between 0.5 and 2', () => {
    expect(ZOOM.start).toBe(1);
    const ups = [zoomIn(1)];
    for (let i = 0; i < 5; i += 1) ups.push(zoomIn(ups.at(-1)!));
    expect(ups).toEqual([1.25, 1.5, 1.75, 2, 2, 2]);
    const downs = [zoomOut(1)];
    for (let i = 0; i < 3; i += 1) downs.push(zoomOut(downs.at(-1)!));
    expect(downs).toEqual([0.75, 0.5, 0.5, 0.5]);
  });

  it('refuses to pan at zoom 1 or below', () => {
    const view = { width: 400, height: 300 };
    expect(canPan(1)).toBe(false);
    expect(canPan(0.75)).toBe(false);
    expect(pan(CENTER, { x: 50, y: 50 }, 1, view)).toEqual(CENTER);
    expect(pan(CENTER, { x: 50, y: 50 }, 0.5, view)).toEqual(CENTER);
  });

  it('pans above 1, but not past the edge of the enlarged picture', () => {
    const view = { width: 400, height: 300 };
    expect(canPan(1.25)).toBe(true);
    expect(pan(CENTER, { x: 30, y: -20 }, 2, view)).toEqual({ x: 30, y: -20 });
    expect(pan(CENTER, { x: 1000, y: -1000 }, 2, view)).toEqual({ x: 200, y: -150 });
    expect(pan(CENTER, { x: 1000, y: 0 }, 1.5, view)).toEqual({ x: 100, y: 0 });
  });
});

describe('reader navigation', () => {
  it('jumps to a typed sheet number within the reader', () => {
    expect(sheetFromInput('1', 83)).toBe(0);
    expect(sheetFromInput(' 83 ', 83)).toBe(82);
    expect(sheetFromInput('84', 83)).toBeUndefined();
    expect(sheetFromInput('0', 83)).toBeUndefined();
    expect(sheetFromInput('2.5', 83)).toBeUndefined();
    expect(sheetFromInput('', 83)).toBeUndefined();
  });

  it('turns pages on a sideways swipe only', () => {
    expect(swipeDelta(-80, 10)).toBe(1);
    expect(swipeDelta(80, -10)).toBe(-1);
    expect(swipeDelta(-30, 0)).toBe(0);
    expect(swipeDelta(-80, 70)).toBe(0);
  });
});
