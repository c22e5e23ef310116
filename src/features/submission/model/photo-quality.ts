// A quick look at a photo before it is queued (docs/decisions/0028-the-photo-check-before-queuing.md): too dark or too blurred to judge a solder
// joint? Measured on a small copy (≤ 256 px on the long side), so it takes a few milliseconds.

export const QUALITY_SAMPLE_SIZE = 256;

/** Below this mean luminance (0–255) the parts are lost in the dark. */
export const DARK_BELOW = 50;
/** Below this variance of the Laplacian the edges of wires and joints are smeared. */
export const BLURRY_BELOW = 80;
/**
 * Edges are judged as if the photo were lit this well: the Laplacian grows with the light, so a
 * sharp photo taken in the dark would otherwise count as blurred too.
 */
export const LIT_BRIGHTNESS = 100;

export interface Pixels {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel, as canvas getImageData gives it. */
  data: Uint8ClampedArray | Uint8Array;
}

export interface PhotoMeasure {
  /** Mean luminance, 0 (black) to 255 (white). */
  brightness: number;
  /** Variance of the 4-neighbour Laplacian of the luminance: how crisp the edges are. */
  sharpness: number;
}

export interface PhotoVerdict extends PhotoMeasure {
  dark: boolean;
  blurry: boolean;
}

export function measurePhoto({ width, height, data }: Pixels): PhotoMeasure {
  const luma = new Float32Array(width * height);
  let sum = 0;
  for (let i = 0; i < luma.length; i += 1) {
    const value = 0.299 * data[i * 4]! + 0.587 * data[i * 4 + 1]! + 0.114 * data[i * 4 + 2]!;
    luma[i] = value;
    sum += value;
  }
  const brightness = luma.length > 0 ? sum / luma.length : 0;

  let count = 0;
  let mean = 0;
  let m2 = 0;
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const i = y * width + x;
      const laplacian = luma[i - 1]! + luma[i + 1]! + luma[i - width]! + luma[i + width]! - 4 * luma[i]!;
      // Welford's running variance: one pass, no big array.
      count += 1;
      const delta = laplacian - mean;
      mean += delta / count;
      m2 += delta * (laplacian - mean);
    }
  }
  return { brightness, sharpness: count > 1 ? m2 / (count - 1) : 0 };
}

export function judgePhoto(pixels: Pixels): PhotoVerdict {
  const measure = measurePhoto(pixels);
  const gain = LIT_BRIGHTNESS / Math.max(1, Math.min(measure.brightness, LIT_BRIGHTNESS));
  return { ...measure, dark: measure.brightness < DARK_BELOW, blurry: measure.sharpness * gain ** 2 < BLURRY_BELOW };
}
