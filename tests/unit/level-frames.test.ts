import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LEVELS } from '../../src/domain/constants';

// The five avatar frames (SPEC §3: one per level 1–5, named by number) are drawn over the photo:
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
});
