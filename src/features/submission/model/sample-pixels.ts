import { QUALITY_SAMPLE_SIZE, type Pixels } from './photo-quality';

/** The photo shrunk to ≤ 256 px on a canvas, as RGBA pixels for the quality check. */
export async function samplePixels(photo: Blob): Promise<Pixels> {
  const bitmap = await createImageBitmap(photo);
  try {
    const scale = Math.min(1, QUALITY_SAMPLE_SIZE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('canvas 2d unavailable');
    context.drawImage(bitmap, 0, 0, width, height);
    return { width, height, data: context.getImageData(0, 0, width, height).data };
  } finally {
    bitmap.close();
  }
}
