import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../server/config';
import { judgePhoto, QUALITY_SAMPLE_SIZE } from '../../src/features/submission/model/photo-quality';

// The photo check's thresholds, tuned on "photos" made here: our own guide pictures on a
// cardboard-coloured table at 12 MP with camera noise, then blurred, darkened or dimmed as a
// phone in a dim room does. Each is measured the way the page does: shrunk to 256 px first.

const SCENES = ['guides/10/step-06.svg', 'projects/04.svg'];

async function photoOf(scene: string): Promise<Buffer> {
  const svg = readFileSync(join(ROOT_DIR, 'public/content', scene));
  const base = await sharp(svg, { density: 200 })
    .flatten({ background: '#d8c9a8' })
    .resize(4000, 3000, { fit: 'contain', background: '#d8c9a8' })
    .toBuffer();
  let seed = 42;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const noise = Buffer.from(new Uint8Array(4000 * 3000 * 3).map(() => 128 + Math.round((random() - 0.5) * 24)));
  return sharp(base).composite([{ input: noise, raw: { width: 4000, height: 3000, channels: 3 }, blend: 'overlay' }]).jpeg().toBuffer();
}

/** Sharp applies resize before blur in one pipeline: each effect is materialised first. */
const effects: Record<string, (photo: Buffer) => Promise<Buffer>> = {
  sharp: async (photo) => photo,
  blurred: (photo) => sharp(photo).blur(25).jpeg().toBuffer(),
  dark: (photo) => sharp(photo).linear(0.15, 0).jpeg().toBuffer(),
  dim: (photo) => sharp(photo).linear(0.4, 0).jpeg().toBuffer(),
  'dim and blurred': (photo) => sharp(photo).linear(0.4, 0).blur(25).jpeg().toBuffer(),
};

async function verdict(photo: Buffer) {
  const { data, info } = await sharp(photo)
    .resize(QUALITY_SAMPLE_SIZE, QUALITY_SAMPLE_SIZE, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return judgePhoto({ width: info.width, height: info.height, data });
}

const photos = new Map<string, Buffer>();
beforeAll(async () => {
  for (const scene of SCENES) photos.set(scene, await photoOf(scene));
}, 60_000);

describe.each(SCENES)('a photo of %s', (scene) => {
  it.each([
    ['sharp', { dark: false, blurry: false }],
    ['blurred', { dark: false, blurry: true }],
    ['dark', { dark: true }],
    ['dim', { dark: false, blurry: false }],
    ['dim and blurred', { dark: false, blurry: true }],
  ])('judged %s', async (effect, expected) => {
    expect(await verdict(await effects[effect]!(photos.get(scene)!))).toMatchObject(expected);
  });
});

it('calls a black frame dark and a flat grey one blurry', () => {
  const flat = (value: number) => ({ width: 64, height: 48, data: new Uint8Array(64 * 48 * 4).fill(value) });
  expect(judgePhoto(flat(5))).toMatchObject({ dark: true, blurry: true });
  const grey = judgePhoto(flat(128));
  expect(grey).toMatchObject({ dark: false, blurry: true });
  expect(grey.brightness).toBeCloseTo(128);
  expect(grey.sharpness).toBeCloseTo(0);
});
