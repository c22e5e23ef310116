// The image reader's rules: previous/next wrap around; zoom 0.5–2 in steps of 0.25
// from 1; the view pans only when zoomed above 1, and never further than the enlarged picture.

export const ZOOM = { min: 0.5, max: 2, step: 0.25, start: 1 } as const;

export interface Offset {
  x: number;
  y: number;
}

export const CENTER: Offset = { x: 0, y: 0 };

export function wrapIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

export function zoomIn(zoom: number): number {
  return Math.min(ZOOM.max, zoom + ZOOM.step);
}

export function zoomOut(zoom: number): number {
  return Math.max(ZOOM.min, zoom - ZOOM.step);
}

export function canPan(zoom: number): boolean {
  return zoom > 1;
}

/** Moves the view by `delta` pixels, kept within the part of the picture that zoom pushed off-screen. */
export function pan(offset: Offset, delta: Offset, zoom: number, view: { width: number; height: number }): Offset {
  if (!canPan(zoom)) return CENTER;
  const limitX = ((zoom - 1) * view.width) / 2;
  const limitY = ((zoom - 1) * view.height) / 2;
  const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
  return { x: clamp(offset.x + delta.x, limitX), y: clamp(offset.y + delta.y, limitY) };
}

/** The sheet a typed number asks for (1-based text → 0-based index), or undefined if there is none. */
export function sheetFromInput(text: string, count: number): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return undefined;
  const n = Number(trimmed);
  return n >= 1 && n <= count ? n - 1 : undefined;
}

/** How far a finger must travel sideways, in CSS pixels, to turn a page. */
export const SWIPE_MIN = 50;

/**
 * A horizontal swipe turns the page: −1 (finger moved right: back), +1 (moved left: forward), or 0
 * for a tap, a short move, or a mostly vertical one (the page scrolls instead).
 */
export function swipeDelta(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN || Math.abs(dx) < Math.abs(dy) * 1.5) return 0;
  return dx < 0 ? 1 : -1;
}
