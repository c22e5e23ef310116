import type { SyntheticEvent } from 'react';

/** The avatar of a user with no photo; precached, so it shows offline too. */
export const DEFAULT_AVATAR = '/icons/avatar.svg';

/** An avatar is the uploaded-avatar path plus the photo's file name, or the default one. */
export function avatarUrl(photo: string | undefined): string {
  return photo ? `/assets/profile/${encodeURIComponent(photo)}` : DEFAULT_AVATAR;
}

/**
 * An avatar's `onError`: a photo that cannot load (offline and not saved, or gone from the server)
 * shows the default avatar instead of a broken image. React sets `src` again when the photo changes.
 */
export function showDefaultAvatar(event: SyntheticEvent<HTMLImageElement>): void {
  const image = event.currentTarget;
  if (image.getAttribute('src') !== DEFAULT_AVATAR) image.src = DEFAULT_AVATAR;
}
