import { MAX_PHOTO_BYTES, PHOTO_EXTENSIONS, PHOTO_TYPES, SUBMISSION_MSG } from './submission';

/** What the checks read of a chosen file (a browser's File has it): no DOM type here. */
type FileFacts = { name: string; type: string; size: number };

/** A file must be chosen, be a JPG, PNG or GIF, and weigh at most 10 MB. */
export function checkPhotoFile(file: FileFacts | null | undefined): string | undefined {
  if (!file) return SUBMISSION_MSG.noFile;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = (PHOTO_TYPES as readonly string[]).includes(file.type.toLowerCase());
  // Some phones give no type at all; the extension decides then (the server checks the bytes anyway).
  const extensionOk = (PHOTO_EXTENSIONS as readonly string[]).includes(extension);
  if (file.type ? !typeOk : !extensionOk) return SUBMISSION_MSG.wrongType;
  if (file.size > MAX_PHOTO_BYTES) return SUBMISSION_MSG.tooBig;
  return undefined;
}

export const isGif = (file: Pick<FileFacts, 'name' | 'type'>) =>
  file.type.toLowerCase() === 'image/gif' || file.name.toLowerCase().endsWith('.gif');
