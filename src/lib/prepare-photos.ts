import { checkPhotoFile, isGif } from '../../domain/photo-file';
import { MAX_CHOSEN_PHOTO_BYTES, MAX_PHOTO_BYTES, SUBMISSION_MSG } from '../../domain/submission';

// The 10 MB rule is for what is sent: a phone's 48-megapixel photo (15–25 MB) is shrunk first
// (PHOTO_COMPRESSION: about 2 MB) and refused only when it cannot be, with what to do instead
// (docs/product.md, «Project submission»). Shared by every form that sends a photo: a project's, a task's solution.

type Chosen = Pick<File, 'name' | 'type' | 'size'>;

/** A photo just chosen: its type, and a size the app can still shrink (a GIF cannot be: its animation). */
export function checkChosenPhoto(file: Chosen | null | undefined): string | undefined {
  const problem = checkPhotoFile(file);
  if (problem !== SUBMISSION_MSG.tooBig || !file) return problem;
  if (isGif(file)) return SUBMISSION_MSG.gifTooBig;
  return file.size > MAX_CHOSEN_PHOTO_BYTES ? SUBMISSION_MSG.tooBigToShrink : undefined;
}

/**
 * The photos as they will be sent: each compressed (a GIF as it is); a failed compression keeps
 * the original. Refused only when one is still over 10 MB: the reason says what to do.
 */
export async function preparePhotos(files: readonly File[], compress: (file: File) => Promise<File>): Promise<{ ok: true; photos: File[] } | { ok: false; message: string }> {
  const photos: File[] = [];
  for (const file of files) {
    const sent = isGif(file) ? file : await compress(file).catch(() => file);
    if (sent.size > MAX_PHOTO_BYTES) return { ok: false, message: isGif(file) ? SUBMISSION_MSG.gifTooBig : SUBMISSION_MSG.tooBigToShrink };
    photos.push(sent);
  }
  return { ok: true, photos };
}
