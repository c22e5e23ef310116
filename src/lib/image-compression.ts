import imageCompression from 'browser-image-compression';
// Served by us, not the library's CDN default: offline and under our CSP the worker must load it
// from the school's own origin (DESIGN §6); the service worker precaches it like any asset.
import libURL from 'browser-image-compression/dist/browser-image-compression.js?url';

/** iOS Safari's canvas stops at 4096 px; 2560 px still shows every solder joint to a teacher. */
export const MAX_PHOTO_SIDE = 2560;

/**
 * Shrinks a camera photo before it enters the outbox: at most 2560 px on the long side, JPEG,
 * EXIF (and so GPS) dropped. GIFs are not touched: re-drawing would lose their animation.
 */
export async function compressPhoto(file: File): Promise<File> {
  const compressed = await imageCompression(file, {
    maxWidthOrHeight: MAX_PHOTO_SIDE,
    maxSizeMB: 2,
    initialQuality: 0.85,
    fileType: 'image/jpeg',
    preserveExif: false,
    useWebWorker: true,
    libURL,
  });
  const name = file.name.replace(/\.[^.]*$/, '') || 'photo';
  return new File([compressed], `${name}.jpg`, { type: 'image/jpeg', lastModified: file.lastModified });
}
