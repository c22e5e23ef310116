import type { Mark, MarkColor, MarkPoint, MarkType, SubmissionPhoto } from '../../../../domain/review-conversation';

// The teacher's drawing on a photo, without React: where a finger or the mouse is in the photo's
// own pixels (whatever the zoom and pan), and which mark a press-drag-release makes.

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * A screen point in the photo's pixels. `box` is the photo's element as shown now (zoom and pan
 * included); the photo is fitted into it (object-fit: contain), so bars around it are allowed.
 * Points off the photo are brought to its edge: a mark never leaves the photo.
 */
export function toPhotoPoint(clientX: number, clientY: number, box: Box, photo: Pick<SubmissionPhoto, 'width' | 'height'>): MarkPoint {
  const scale = Math.min(box.width / photo.width, box.height / photo.height);
  if (!Number.isFinite(scale) || scale <= 0) return [0, 0];
  const shownLeft = box.left + (box.width - photo.width * scale) / 2;
  const shownTop = box.top + (box.height - photo.height * scale) / 2;
  const x = (clientX - shownLeft) / scale;
  const y = (clientY - shownTop) / scale;
  const clamp = (value: number, max: number) => Math.round(Math.min(max, Math.max(0, value)) * 10) / 10;
  return [clamp(x, photo.width), clamp(y, photo.height)];
}

/** A tap (no drag) with the circle: a ring around the spot, big enough to see on the photo. */
export function tapRadius(photo: Pick<SubmissionPhoto, 'width' | 'height'>): number {
  return Math.round(Math.max(photo.width, photo.height) / 25);
}

export interface Stroke {
  type: MarkType;
  color: MarkColor;
  photo: number;
  start: MarkPoint;
  end: MarkPoint;
  /** For a label. */
  text?: string;
}

/** The mark a stroke makes, or undefined (an arrow with no length, a label with no text). */
export function markOf(stroke: Stroke, photo: Pick<SubmissionPhoto, 'width' | 'height'>): Mark | undefined {
  const { type, color, start, end } = stroke;
  const base = { type, color, photo: stroke.photo };
  const length = Math.hypot(end[0] - start[0], end[1] - start[1]);
  const tiny = Math.max(photo.width, photo.height) / 100;
  if (type === 'label') {
    const text = stroke.text?.trim();
    return text ? { ...base, points: [start], text } : undefined;
  }
  if (type === 'arrow') return length < tiny ? undefined : { ...base, points: [start, end] };
  if (length >= tiny) return { ...base, points: [start, end] };
  // A tap: the rim to the right of the centre, or to the left where the photo ends.
  const radius = tapRadius(photo);
  const rimX = start[0] + radius <= photo.width ? start[0] + radius : Math.max(0, start[0] - radius);
  return { ...base, points: [start, [rimX, start[1]]] };
}

/** Where the keyboard's cursor starts: the photo's middle. */
export function photoCentre(photo: Pick<SubmissionPhoto, 'width' | 'height'>): MarkPoint {
  return [Math.round(photo.width / 2), Math.round(photo.height / 2)];
}

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * The keyboard's cursor after an arrow key: a step of 1/50 of the photo's longer side, 1/10 with
 * Shift, kept on the photo; undefined for any other key.
 */
export function movedCursor(
  cursor: MarkPoint,
  key: string,
  big: boolean,
  photo: Pick<SubmissionPhoto, 'width' | 'height'>,
): MarkPoint | undefined {
  const direction = ARROWS[key];
  if (!direction) return undefined;
  const step = Math.max(photo.width, photo.height) / (big ? 10 : 50);
  const clamp = (value: number, max: number) => Math.round(Math.min(max, Math.max(0, value)) * 10) / 10;
  return [clamp(cursor[0] + direction[0] * step, photo.width), clamp(cursor[1] + direction[1] * step, photo.height)];
}

/** Where a point is on the photo, in words: «слева вверху», «в середине». */
export function placeWords([x, y]: MarkPoint, photo: Pick<SubmissionPhoto, 'width' | 'height'>): string {
  const third = (value: number, size: number) => (size > 0 ? Math.min(2, Math.floor((value / size) * 3)) : 1);
  const across = ['слева', '', 'справа'][third(x, photo.width)];
  const down = ['вверху', 'в середине', 'внизу'][third(y, photo.height)] ?? 'в середине';
  if (!across) return down === 'в середине' ? 'в середине' : down;
  return down === 'в середине' ? across : `${across} ${down}`;
}
