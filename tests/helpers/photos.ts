import sharp from 'sharp';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDeflate, crc32 } from 'node:zlib';
import { ROOT_DIR } from '../../server/config';

// Pictures made for the photo tests: photo-like JPEGs, GIFs, PNG chunks and decompression bombs.

/** A photo-like JPEG: noise, so it does not compress to nothing. */
export function noisyJpeg(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

export function solid(width: number, height: number, background: string) {
  return sharp({ create: { width, height, channels: 3, background } });
}

/** Frames of one colour each, as one animated GIF. */
export async function animatedGif(width: number, height: number, colours: string[]) {
  const frames = await Promise.all(colours.map((colour) => solid(width, height, colour).png().toBuffer()));
  const strip = await sharp({ create: { width, height: height * colours.length, channels: 3, background: '#000' } })
    .composite(frames.map((input, i) => ({ input, top: i * height, left: 0 })))
    .removeAlpha()
    .raw()
    .toBuffer();
  return sharp(strip, { raw: { width, height: height * colours.length, channels: 3, pageHeight: height } })
    .gif({ delay: colours.map(() => 100), loop: 0, dither: 0 })
    .toBuffer();
}

export function pngChunk(type: string, data: Buffer) {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A decompression bomb: a PNG of `size`×`size` grey pixels of one colour. Its rows are deflated as
 * they are made (never 400 MB at once), so the file is a few hundred KB and making it costs little
 * memory.
 */
export async function pngBomb(size: number): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const row = Buffer.alloc(1 + size); // filter byte 0, then black
  for (let y = 0; y < size; y += 1) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', Buffer.concat(parts)), pngChunk('IEND', Buffer.alloc(0))]);
}


/**
 * A 12-megapixel phone photo of the bug robot on a cardboard table: our own card picture at
 * 4000×3000 with strong camera noise, JPEG 95 — about 3 MB, as phones save them.
 */
export async function twelveMegapixelPhoto(): Promise<Buffer> {
  const svg = readFileSync(join(ROOT_DIR, 'public/content/projects/04.svg'));
  const base = await sharp(svg, { density: 200 })
    .flatten({ background: '#d8c9a8' })
    .resize(4000, 3000, { fit: 'contain', background: '#d8c9a8' })
    .toBuffer();
  const noise = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 32 } } })
    .raw()
    .toBuffer();
  return sharp(base)
    .composite([{ input: noise, raw: { width: 4000, height: 3000, channels: 3 }, blend: 'overlay' }])
    .jpeg({ quality: 95 })
    .toBuffer();
}

/**
 * A phone camera's photo of width×height: the gaussian noise of `noisyJpeg` (mean 140, sigma 30
 * on cardboard, JPEG 75), made as a 1000-px tile repeated over the frame. Drawing the noise for all
 * 48 Mp took libvips several times longer than encoding the JPEG; JPEG codes 8-px blocks, so the
 * repeated tile gives the same size (15.7 MB at 6000×8000 either way).
 */
export async function cameraJpeg(width: number, height: number): Promise<Buffer> {
  const side = 1000;
  const tile = await sharp({ create: { width: side, height: side, channels: 3, background: '#c9b28a', noise: { type: 'gaussian', mean: 140, sigma: 30 } } })
    .raw()
    .toBuffer();
  const frame = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    const row = tile.subarray((y % side) * side * 3, ((y % side) + 1) * side * 3);
    for (let x = 0; x < width; x += side) row.copy(frame, (y * width + x) * 3, 0, Math.min(side, width - x) * 3);
  }
  return sharp(frame, { raw: { width, height, channels: 3 } }).jpeg({ quality: 75 }).toBuffer();
}
