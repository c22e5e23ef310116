import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { SUBMISSION_MSG } from '../../domain/submission';
import {
  createPhotoPipeline,
  PHOTO_BUSY_RETRY_AFTER,
  PHOTO_LIMITS,
  sniffFormat,
  type PhotoPipeline,
  type PhotoResult,
  type ProcessedPhoto,
} from '../../server/services/photo-pipeline';
import { animatedGif, noisyJpeg, PNG_SIGNATURE, pngBomb, pngChunk, solid } from '../helpers/photos';

// The server's photo checks: bytes decide, bombs are refused before they
// are inflated, metadata and anything smuggled in the file are gone from what we keep.

let pipeline: PhotoPipeline;
beforeAll(() => {
  pipeline = createPhotoPipeline();
});

const PAYLOAD = '<script>alert("PAYLOAD-7f3a")</script>';

function processed(result: PhotoResult): ProcessedPhoto {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result)}`);
  return result.photo;
}

function refusal(result: PhotoResult) {
  if (result.ok) throw new Error('accepted');
  return result;
}

/** The same JPEG with its frame header claiming other dimensions (the pixel data stays small). */
function withJpegSize(jpeg: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(jpeg);
  for (let i = 2; i < copy.length - 9; ) {
    if (copy[i] !== 0xff) throw new Error('not a marker');
    const marker = copy[i + 1]!;
    if (marker === 0xc0 || marker === 0xc2) {
      copy.writeUInt16BE(height, i + 5);
      copy.writeUInt16BE(width, i + 7);
      return copy;
    }
    i += 2 + copy.readUInt16BE(i + 2);
  }
  throw new Error('no frame header');
}

/** Red on the left half, blue on the right. */
async function halves(width: number, height: number) {
  const left = await solid(width / 2, height, '#ff0000').png().toBuffer();
  return solid(width, height, '#0000ff').composite([{ input: left, left: 0, top: 0 }]);
}

async function pixel(image: Buffer, x: number, y: number, page = 0) {
  const { data, info } = await sharp(image, { page }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

const near = (actual: number[], expected: number[]) => actual.every((v, i) => Math.abs(v - expected[i]!) < 40);

describe('photo pipeline: what counts as a photo', () => {
  it('tells JPEG, PNG and GIF by their first bytes only', () => {
    expect(sniffFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffFormat(PNG_SIGNATURE)).toBe('png');
    expect(sniffFormat(Buffer.from('GIF89a'))).toBe('gif');
    expect(sniffFormat(Buffer.from('GIF87a'))).toBe('gif');
    expect(sniffFormat(Buffer.from('GIF88a'))).toBeUndefined();
    expect(sniffFormat(Buffer.alloc(0))).toBeUndefined();
    expect(sniffFormat(Buffer.from([0xff, 0xd8]))).toBeUndefined();
  });

  it('accepts a JPEG, a PNG and a GIF and keeps JPEG, JPEG and GIF', async () => {
    const jpeg = processed(await pipeline.process(await noisyJpeg(800, 600), 'p'));
    expect([jpeg.sourceFormat, jpeg.photo.format, jpeg.photo.mime, jpeg.photo.width, jpeg.photo.height]).toEqual(['jpeg', 'jpeg', 'image/jpeg', 800, 600]);
    expect(jpeg.photo.bytes).toBe(jpeg.photo.data.length);
    expect((await sharp(jpeg.photo.data).metadata()).format).toBe('jpeg');

    const png = processed(await pipeline.process(await solid(300, 200, '#00ff00').png().toBuffer(), 'p'));
    expect([png.sourceFormat, png.photo.format, png.photo.width, png.photo.height]).toEqual(['png', 'jpeg', 300, 200]);
    expect((await sharp(png.photo.data).metadata()).format).toBe('jpeg');

    const gif = processed(await pipeline.process(await solid(120, 80, '#ffff00').gif().toBuffer(), 'p'));
    expect([gif.sourceFormat, gif.photo.format, gif.photo.mime, gif.photo.width, gif.photo.height, gif.photo.frames]).toEqual(['gif', 'gif', 'image/gif', 120, 80, 1]);
    expect((await sharp(gif.photo.data).metadata()).format).toBe('gif');
  });

  it('refuses anything else whatever it is called: HTML, PDF, SVG, WebP, HEIC/AVIF, TIFF, BMP, text, nothing', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic'), Buffer.alloc(64)]);
    const bmp = Buffer.concat([Buffer.from('BM'), Buffer.alloc(64)]);
    const candidates: Record<string, Buffer> = {
      html: Buffer.from(`<!doctype html><html><body>${PAYLOAD}</body></html>`),
      pdf: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
      svg,
      webp: await solid(40, 30, '#123456').webp().toBuffer(),
      avif: await solid(40, 30, '#123456').avif().toBuffer(),
      heic,
      tiff: await solid(40, 30, '#123456').tiff().toBuffer(),
      bmp,
      text: Buffer.from('просто текст, а не фото'),
      empty: Buffer.alloc(0),
    };
    for (const [name, bytes] of Object.entries(candidates)) {
      const result = refusal(await pipeline.process(bytes, 'p'));
      expect({ name, ...result }).toEqual({ name, ok: false, error: 'VALIDATION_ERROR', message: SUBMISSION_MSG.badImage, reason: 'unsupported-format' });
    }
  });

  it('refuses a GIF signature followed by something that is not a GIF', async () => {
    const fake = Buffer.from(`GIF89a<html>${PAYLOAD}</html>`);
    expect(refusal(await pipeline.process(fake, 'p'))).toMatchObject({ error: 'VALIDATION_ERROR', reason: 'corrupt' });
  });

  it('refuses truncated JPEG, PNG and GIF files instead of drawing half of them', async () => {
    const noisy = (w: number, h: number) =>
      sharp({ create: { width: w, height: h, channels: 3, background: '#777', noise: { type: 'gaussian', mean: 128, sigma: 60 } } });
    for (const bytes of [await noisyJpeg(800, 600), await noisy(400, 300).png().toBuffer(), await noisy(400, 300).gif().toBuffer()]) {
      const half = bytes.subarray(0, Math.floor(bytes.length / 2));
      expect(refusal(await pipeline.process(half, 'p'))).toMatchObject({ error: 'VALIDATION_ERROR', reason: 'corrupt' });
    }
  });
});

describe('photo pipeline: bombs', () => {
  it('refuses a 20000×20000 PNG within milliseconds and without inflating it', async () => {
    const bomb = await pngBomb(20_000);
    expect(bomb.length).toBeLessThan(1_000_000);
    const rssBefore = process.memoryUsage().rss;
    const peakBefore = process.resourceUsage().maxRSS; // KiB, the process's high-water mark
    const started = performance.now();
    const result = await pipeline.process(bomb, 'bomber');
    const ms = performance.now() - started;
    const peakGrowthMiB = (process.resourceUsage().maxRSS - peakBefore) / 1024;
    const rssGrowthMiB = (process.memoryUsage().rss - rssBefore) / 1024 / 1024;
    console.info(
      `20000×20000 PNG (${Math.round(bomb.length / 1024)} KiB) refused in ${ms.toFixed(1)} ms; ` +
        `RSS ${(rssBefore / 2 ** 20).toFixed(0)} MiB before, grew ${rssGrowthMiB.toFixed(1)} MiB; ` +
        `peak RSS ${(peakBefore / 1024).toFixed(0)} MiB before, grew ${peakGrowthMiB.toFixed(1)} MiB`,
    );
    expect(refusal(result)).toMatchObject({ error: 'VALIDATION_ERROR', reason: 'too-many-pixels' });
    // Decoding it would take 400 MB (1.2 GB as RGB) and seconds; refusing from the header takes
    // about a millisecond. The bounds leave room for a slow, busy CI machine.
    expect(ms).toBeLessThan(500);
    expect(peakGrowthMiB).toBeLessThan(32);
  });

  it('refuses a JPEG whose header claims 60000×60000', async () => {
    const liar = withJpegSize(await noisyJpeg(64, 64), 60_000, 60_000);
    expect((await sharp(liar, { limitInputPixels: false }).metadata()).width).toBe(60_000);
    expect(refusal(await pipeline.process(liar, 'p'))).toMatchObject({ error: 'VALIDATION_ERROR', reason: 'too-many-pixels' });
  });

  it('counts every frame of a GIF against the pixel limit, and the frames themselves', async () => {
    const gif = await animatedGif(60, 40, ['#f00', '#0f0', '#00f']); // 3 × 2400 pixels
    const tight = createPhotoPipeline({ limits: { maxInputPixels: 5000 } });
    expect(refusal(await tight.process(gif, 'p'))).toMatchObject({ reason: 'too-many-pixels' });
    expect((await tight.process(await solid(60, 40, '#f00').gif().toBuffer(), 'p')).ok).toBe(true);
    const fewFrames = createPhotoPipeline({ limits: { maxFrames: 2 } });
    expect(refusal(await fewFrames.process(gif, 'p'))).toMatchObject({ reason: 'too-many-frames' });
  });

  it('sets sharp for a small server: no decoded-image cache, one thread per photo', () => {
    expect(sharp.concurrency()).toBe(1);
    expect(sharp.cache()).toMatchObject({ memory: { max: 0 }, items: { max: 0 }, files: { max: 0 } });
  });
});

describe('photo pipeline: what is kept', () => {
  it('applies the EXIF orientation and keeps no EXIF (no GPS) in the photo or the thumbnail', async () => {
    const source = await (await halves(200, 100))
      .jpeg()
      .withExif({
        IFD0: { Make: 'PupilPhoneMaker', Model: 'Model-X' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 45/1 2113/100', GPSLongitudeRef: 'E', GPSLongitude: '37/1 37/1 1911/100' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(source).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes('PupilPhoneMaker')).toBe(true);

    const result = processed(await pipeline.process(source, 'p'));
    // Orientation 6 is "turn 90° clockwise to view": 200×100 becomes 100×200, the left (red) half on top.
    expect([result.photo.width, result.photo.height]).toEqual([100, 200]);
    expect(near(await pixel(result.photo.data, 50, 20), [255, 0, 0])).toBe(true);
    expect(near(await pixel(result.photo.data, 50, 180), [0, 0, 255])).toBe(true);
    for (const image of [result.photo.data, result.thumb.data]) {
      const after = await sharp(image).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(image.includes('Exif')).toBe(false);
      expect(image.includes('PupilPhoneMaker')).toBe(false);
    }
  });

  it('re-encodes polyglots: nothing appended to or hidden in a GIF, JPEG or PNG survives', async () => {
    const payload = Buffer.from(PAYLOAD);
    const gif = Buffer.concat([await animatedGif(30, 20, ['#f00', '#00f']), payload]);

    const jpeg = await noisyJpeg(64, 48);
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.alloc(2), payload]);
    comment.writeUInt16BE(2 + payload.length, 2);
    const jpegPolyglot = Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2), payload]);

    const png = await solid(64, 48, '#0f0').png().toBuffer();
    const text = pngChunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), payload]));
    const pngPolyglot = Buffer.concat([png.subarray(0, 33), text, png.subarray(33), payload]); // after IHDR

    for (const polyglot of [gif, jpegPolyglot, pngPolyglot]) {
      expect(polyglot.includes(payload)).toBe(true);
      const result = processed(await pipeline.process(polyglot, 'p'));
      for (const image of [result.photo.data, result.thumb.data]) {
        expect(image.includes('PAYLOAD')).toBe(false);
        expect(image.includes('<script')).toBe(false);
      }
    }
  });

  it('shrinks to 2560 px on the long side, never enlarges, and makes a 320 px JPEG thumbnail', async () => {
    const big = processed(await pipeline.process(await noisyJpeg(4000, 3000), 'p'));
    expect([big.photo.width, big.photo.height]).toEqual([PHOTO_LIMITS.maxSide, 1920]);
    expect([big.thumb.width, big.thumb.height, big.thumb.format]).toEqual([320, 240, 'jpeg']);
    expect((await sharp(big.thumb.data).metadata()).format).toBe('jpeg');

    const tall = processed(await pipeline.process(await solid(150, 600, '#333').png().toBuffer(), 'p'));
    expect([tall.photo.width, tall.photo.height]).toEqual([150, 600]);
    expect([tall.thumb.width, tall.thumb.height]).toEqual([80, 320]);

    const tiny = processed(await pipeline.process(await solid(100, 50, '#333').png().toBuffer(), 'p'));
    expect([tiny.thumb.width, tiny.thumb.height]).toEqual([100, 50]);
  });

  it('puts a transparent PNG on white, not black', async () => {
    const transparent = await sharp({ create: { width: 40, height: 40, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const result = processed(await pipeline.process(transparent, 'p'));
    expect(near(await pixel(result.photo.data, 20, 20), [255, 255, 255])).toBe(true);
    expect(near(await pixel(result.thumb.data, 20, 20), [255, 255, 255])).toBe(true);
  });

  it('keeps an animated GIF animated (every frame), shrunk per frame, with a JPEG thumbnail of the first', async () => {
    const gif = await animatedGif(3000, 100, ['#ff0000', '#00ff00', '#0000ff']);
    const result = processed(await pipeline.process(gif, 'p'));
    expect([result.photo.format, result.photo.frames, result.photo.width, result.photo.height]).toEqual(['gif', 3, 2560, 85]);
    const meta = await sharp(result.photo.data, { animated: true }).metadata();
    expect([meta.pages, meta.pageHeight, meta.delay]).toEqual([3, 85, [100, 100, 100]]);
    expect(near(await pixel(result.photo.data, 1000, 40, 0), [255, 0, 0])).toBe(true);
    expect(near(await pixel(result.photo.data, 1000, 40, 1), [0, 255, 0])).toBe(true);
    expect(near(await pixel(result.photo.data, 1000, 40, 2), [0, 0, 255])).toBe(true);
    expect([result.thumb.format, result.thumb.width]).toEqual(['jpeg', 320]);
    expect(near(await pixel(result.thumb.data, 10, 5), [255, 0, 0])).toBe(true);
  });
});

describe('photo pipeline: a flood of uploads', () => {
  it('processes one photo at a time, queues a few, and answers "busy" at once beyond them', async () => {
    const flood = createPhotoPipeline({ gate: { running: 1, waitingPerClient: 1, waiting: 2 } });
    const photo = await noisyJpeg(640, 480);
    // process() takes its place in the gate before its first await: no timing involved.
    const first = flood.process(photo, 'a');
    const second = flood.process(photo, 'b');
    const secondOfB = flood.process(photo, 'b'); // b already waits once
    const third = flood.process(photo, 'c');
    const fourth = flood.process(photo, 'd'); // the queue is full
    expect([flood.gate.running, flood.gate.waiting]).toEqual([1, 2]);
    expect(await secondOfB).toEqual({ ok: false, error: 'SERVER_BUSY', retryAfter: PHOTO_BUSY_RETRY_AFTER });
    expect(await fourth).toMatchObject({ ok: false, error: 'SERVER_BUSY' });
    expect((await Promise.all([first, second, third])).map((r) => r.ok)).toEqual([true, true, true]);
    expect(flood.gate.peakRunning).toBe(1);
  });

  it('does not queue what is no picture at all', async () => {
    const flood = createPhotoPipeline({ gate: { running: 1, waitingPerClient: 0, waiting: 0 } });
    const photo = await noisyJpeg(64, 64);
    const running = flood.process(photo, 'a');
    const html = flood.process(Buffer.from('<html>'), 'b');
    const another = flood.process(photo, 'c'); // called while the first still holds the only slot
    expect(refusal(await html)).toMatchObject({ reason: 'unsupported-format' });
    expect(refusal(await another)).toMatchObject({ error: 'SERVER_BUSY' });
    expect((await running).ok).toBe(true);
  });

  it('with the default gate, 20 uploads at once from 20 pupils: 1 runs, 8 wait, 11 are told "busy"', async () => {
    const server = createPhotoPipeline();
    const photo = await noisyJpeg(320, 240);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => server.process(photo, `pupil-${i}`)));
    expect(results.filter((r) => r.ok)).toHaveLength(9);
    expect(results.filter((r) => !r.ok && r.error === 'SERVER_BUSY')).toHaveLength(11);
    expect(server.gate.peakRunning).toBe(1);
  });
});

// Keeps the helper honest: the bomb builder makes a valid PNG of the size it says.
it('pngBomb makes a valid PNG header', async () => {
  const small = await pngBomb(300);
  const meta = await sharp(small).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['png', 300, 300]);
});
