// The teacher's photo zoom: from half the fitted size up to the photo's own pixels (one pixel of
// the photo on one pixel of the screen), at least 2× as the readers have. A 2560 px photo fitted
// into a 700 px column is judged at 366 %, into a phone's 358 px at 715 %: a solder joint is a few
// dozen of its pixels.

/** Where «+» and «−» stop between 50 % and the photo's own pixels. */
const STEPS = [0.5, 0.75, 1, 1.5, 2, 3, 4, 6, 8, 12, 16];
export const MIN_ZOOM = 0.5;
const LEAST_MAX = 2;
const EPSILON = 1e-6;

export interface Size {
  width: number;
  height: number;
}

/**
 * The zoom at which the photo shows its own pixels: its width over the width it is shown at
 * when fitted into `box` (object-fit: contain), never below 2.
 */
export function ownPixelsZoom(photo: Size, box: Size): number {
  if (photo.width <= 0 || photo.height <= 0 || box.width <= 0 || box.height <= 0) return LEAST_MAX;
  const shownWidth = Math.min(box.width, (box.height * photo.width) / photo.height);
  return Math.max(LEAST_MAX, photo.width / shownWidth);
}

export function zoomIn(zoom: number, max: number): number {
  return Math.min(max, STEPS.find((step) => step > zoom + EPSILON) ?? max);
}

export function zoomOut(zoom: number, max: number): number {
  const lower = STEPS.filter((step) => step < zoom - EPSILON).at(-1) ?? MIN_ZOOM;
  return Math.min(max, Math.max(MIN_ZOOM, lower));
}
