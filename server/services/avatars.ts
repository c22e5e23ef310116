import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

// Avatars (docs/decisions/0084-profile-edit-and-avatars.md): the photo pipeline's 320 px JPEG
// (decoded by sharp, turned upright, EXIF and GPS gone) under a random name in UPLOADS_DIR/profile,
// served at /assets/profile/<name>.

export const AVATAR_FOLDER = 'profile';
const AVATAR_NAME = /^[a-f0-9]{32}\.jpg$/;

export const isAvatarName = (name: string) => AVATAR_NAME.test(name);

export function avatarStore(uploadsDir: string) {
  const dir = join(uploadsDir, AVATAR_FOLDER);
  return {
    /** Writes a new avatar; 'exists' if its random name is taken (never in practice: the FILE_EXISTS answer's case). */
    async save(jpeg: Buffer): Promise<{ ok: true; name: string } | { ok: false; reason: 'exists' }> {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const name = `${randomBytes(16).toString('hex')}.jpg`;
      // Written under a temporary dot-name and linked into place, as photos are (photo-store.ts):
      // a reader (a backup, docs/decisions/0195-one-backup-file-for-both-engines.md) never sees half an avatar.
      const temporary = join(dir, `.${randomBytes(16).toString('hex')}.tmp`);
      await writeFile(temporary, jpeg, { flag: 'wx', mode: 0o600 });
      try {
        // link, unlike rename, never replaces a file already at that name.
        await link(temporary, join(dir, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return { ok: false, reason: 'exists' };
        throw error;
      } finally {
        await unlink(temporary).catch(() => {});
      }
      return { ok: true, name };
    },
    async read(name: string): Promise<Buffer | undefined> {
      if (!isAvatarName(name)) return undefined;
      return readFile(join(dir, name)).catch(() => undefined);
    },
    async remove(name: string): Promise<void> {
      if (isAvatarName(name)) await rm(join(dir, name), { force: true });
    },
  };
}

export type AvatarStore = ReturnType<typeof avatarStore>;
