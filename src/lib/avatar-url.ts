/** An avatar is the uploaded-avatar path plus the photo's file name, or the default one. */
export function avatarUrl(photo: string | undefined): string {
  return photo ? `/assets/profile/${encodeURIComponent(photo)}` : '/icons/avatar.svg';
}
