import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LEVELS } from '../../domain/constants';

// The five avatar frames (one per level 1–5, named by number) are drawn over the photo:
// their centre must stay see-through, or the frame would cover the pupil's face.

const SIZE = 240;
const CLEAR_RADIUS = 38 / 120;

describe.each(LEVELS.filter((level) => level > 0))('frame %i', (level) => {
  const file = `public/icons/frames/${level}.svg`;

  it('is a small self-contained SVG of 120 × 120', () => {
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('viewBox="0 0 120 120"');
    expect(text.length).toBeLessThan(6_000);
    expect(text).not.toMatch(/<script|href=|url\((?!#)/i);
  });

  it('leaves the photo in its centre uncovered and draws a ring around it', async () => {
    const { data } = await sharp(file, { density: 144 }).resize(SIZE, SIZE).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    let covered = 0;
    let ring = 0;
    for (let y = 0; y < SIZE; y++) {
      for (let x = 0; x < SIZE; x++) {
        const distance = Math.hypot((x + 0.5) / SIZE - 0.5, (y + 0.5) / SIZE - 0.5);
        const alpha = data[(y * SIZE + x) * 4 + 3]!;
        if (distance < CLEAR_RADIUS && alpha > 0) covered++;
        if (distance > 0.36 && distance < 0.42 && alpha > 200) ring++;
      }
    }
    expect(covered).toBe(0);
    expect(ring).toBeGreaterThan(1500);
  });

  it('draws nothing outside its 120 × 120 box, where the browser would clip it', async () => {
    // The same drawing on a canvas 20 units larger on every side: whatever lands in the margin
    // would be cut off in the real 120 × 120 image (a star's tip, a shield's point).
    const text = readFileSync(file, 'utf8');
    const widened = text.replace('viewBox="0 0 120 120" width="120" height="120"', 'viewBox="-20 -20 160 160" width="160" height="160"');
    expect(widened).not.toBe(text);
    const scale = 2;
    const side = 160 * scale;
    const { data } = await sharp(Buffer.from(widened), { density: 72 * scale }).resize(side, side).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const outside: string[] = [];
    for (let y = 0; y < side; y++) {
      for (let x = 0; x < side; x++) {
        // In drawing units; half a unit of anti-aliasing is allowed at the edge.
        const [u, v] = [(x + 0.5) / scale - 20, (y + 0.5) / scale - 20];
        const inBox = u > -0.5 && u < 120.5 && v > -0.5 && v < 120.5;
        if (!inBox && data[(y * side + x) * 4 + 3]! > 0) outside.push(`${u},${v}`);
      }
    }
    expect(outside.slice(0, 5)).toEqual([]);
  });
});
