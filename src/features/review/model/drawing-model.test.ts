import { describe, expect, it } from 'vitest';
import { marksProblem } from '../../../../domain/review-conversation';
import { markOf, movedCursor, placeWords, tapRadius, toPhotoPoint } from './drawing-model';

const photo = { index: 0, width: 2000, height: 1000 };

describe('toPhotoPoint', () => {
  it('turns a screen point into the photo’s pixels at any zoom', () => {
    // Shown 500 px wide at (100, 50): 1 screen px = 4 photo px.
    expect(toPhotoPoint(350, 175, { left: 100, top: 50, width: 500, height: 250 }, photo)).toEqual([1000, 500]);
    // Zoomed 4× and panned: one screen px is one photo px.
    expect(toPhotoPoint(600, 300, { left: -400, top: -200, width: 2000, height: 1000 }, photo)).toEqual([1000, 500]);
  });

  it('allows for the bars of a photo fitted into a taller box', () => {
    // A 500×500 box: the photo is 500×250 in the middle (bars of 125 above and below).
    expect(toPhotoPoint(0, 125, { left: 0, top: 0, width: 500, height: 500 }, photo)).toEqual([0, 0]);
    expect(toPhotoPoint(500, 375, { left: 0, top: 0, width: 500, height: 500 }, photo)).toEqual([2000, 1000]);
  });

  it('brings a point off the photo to its edge', () => {
    expect(toPhotoPoint(-50, 900, { left: 0, top: 0, width: 500, height: 250 }, photo)).toEqual([0, 1000]);
  });
});

describe('markOf', () => {
  const stroke = { color: '#e53935' as const, photo: 0 };
  it('makes a circle from centre to rim, and a visible ring from a tap', () => {
    expect(markOf({ ...stroke, type: 'circle', start: [500, 500], end: [600, 500] }, photo)?.points).toEqual([[500, 500], [600, 500]]);
    const tapped = markOf({ ...stroke, type: 'circle', start: [500, 500], end: [501, 500] }, photo)!;
    expect(tapped.points[1]).toEqual([500 + tapRadius(photo), 500]);
    expect(marksProblem([tapped], [photo])).toBeUndefined();
    // At the right edge the rim goes left, staying inside the photo.
    const atEdge = markOf({ ...stroke, type: 'circle', start: [1990, 500], end: [1990, 500] }, photo)!;
    expect(atEdge.points[1]).toEqual([1990 - tapRadius(photo), 500]);
    expect(marksProblem([atEdge], [photo])).toBeUndefined();
  });

  it('needs a length for an arrow and a text for a label', () => {
    expect(markOf({ ...stroke, type: 'arrow', start: [10, 10], end: [11, 10] }, photo)).toBeUndefined();
    expect(markOf({ ...stroke, type: 'arrow', start: [10, 10], end: [300, 10] }, photo)?.points).toEqual([[10, 10], [300, 10]]);
    expect(markOf({ ...stroke, type: 'label', start: [10, 10], end: [10, 10], text: '  ' }, photo)).toBeUndefined();
    expect(markOf({ ...stroke, type: 'label', start: [10, 10], end: [10, 10], text: ' минус ' }, photo)).toEqual({
      type: 'label', color: '#e53935', photo: 0, points: [[10, 10]], text: 'минус',
    });
  });
});

describe('the keyboard’s cursor', () => {
  it('steps 1/50 of the longer side (1/10 with Shift), stays on the photo, and says where it is', () => {
    expect(movedCursor([1000, 500], 'ArrowRight', false, photo)).toEqual([1040, 500]);
    expect(movedCursor([1000, 500], 'ArrowUp', true, photo)).toEqual([1000, 300]);
    expect(movedCursor([1990, 990], 'ArrowDown', true, photo)).toEqual([1990, 1000]);
    expect(movedCursor([1000, 500], 'Enter', false, photo)).toBeUndefined();
    expect(placeWords([100, 100], photo)).toBe('слева вверху');
    expect(placeWords([1000, 500], photo)).toBe('в середине');
    expect(placeWords([1900, 500], photo)).toBe('справа');
    expect(placeWords([1000, 1000], photo)).toBe('внизу');
  });
});
