import { PHOTO_COMPRESSION } from '../../domain/submission';
// Served by us, not the library's CDN default: offline and under our CSP the worker must load it
// from the school's own origin (docs/decisions/0029-compression-before-the-outbox.md); the service worker precaches it like any asset.
import libURL from 'browser-image-compression/dist/browser-image-compression.js?url';

/**
 * Shrinks a camera photo before it enters the outbox (PHOTO_COMPRESSION). GIFs are not touched:
 * re-drawing would lose their animation.
 */
export async function compressPhoto(file: File): Promise<File> {
  // 30 KB of library, loaded when a photo is taken, not with every guide page.
  const { default: imageCompression } = await import('browser-image-compression');
  const compressed = await imageCompression(file, { ...PHOTO_COMPRESSION, useWebWorker: true, libURL });
  const name = file.name.replace(/\.[^.]*$/, '') || 'photo';
  return new File([compressed], `${name}.jpg`, { type: 'image/jpeg', lastModified: file.lastModified });
}
