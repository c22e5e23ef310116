import { randomBytes } from 'node:crypto';
import type { ReadStream } from 'node:fs';
import { chmod, mkdir, open, readdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { ProcessedImage, ProcessedPhoto } from './photo-pipeline';

// Submission photos on disk (docs/decisions/0016-photos-live-in-a-shared-folder-not-in-the-database.md): one folder that
// every server process reaches, files under random names only. A file is written under a temporary
// name, flushed, and renamed into place, so a reader never sees half a photo and a crash leaves at
// worst a temporary file or a photo no row points to — never a row without its photo (the caller
// saves before it commits the row, and removes the files when the row is not made). Files are the
// school's user's only (0600, folders 0700): they are photos taken in children's homes.

/** A stored name: 32 random hex digits and our own extension. Nothing from the client. */
const STORED_NAME = /^[0-9a-f]{32}\.(?:jpg|gif)$/;
const TEMPORARY = /^\.[0-9a-f]{32}\.tmp$/;

const EXTENSION: Record<ProcessedImage['format'], string> = { jpeg: 'jpg', gif: 'gif' };

export const SUBMISSIONS_FOLDER = 'submissions';

export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name);
}

export interface StoredPhoto {
  photo: string;
  thumb: string;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

export interface PhotoStore {
  /** The folder, made (0700) on first use. */
  readonly dir: string;
  /** Writes the photo and its thumbnail; both names are new and random. */
  save(processed: ProcessedPhoto): Promise<StoredPhoto>;
  /** A stored file's bytes, or undefined for a name that is not ours or a file that is gone. */
  read(name: string): Promise<Buffer | undefined>;
  /** The same as a stream with its size, for sending a photo without holding it in memory. */
  openStream(name: string): Promise<{ stream: ReadStream; size: number } | undefined>;
  /** Removes stored files; a name that is not ours or a file already gone is skipped. */
  remove(...names: string[]): Promise<void>;
  /** Temporary files older than `ageMs` left by a crash mid-write; returns how many went. */
  sweepTemporary(ageMs?: number): Promise<number>;
  /** Writes and removes a temporary file: throws when photos cannot be stored (health, the start). */
  checkWritable(): Promise<void>;
}

export function createPhotoStore(uploadsDir: string): PhotoStore {
  const dir = join(uploadsDir, SUBMISSIONS_FOLDER);
  let ready: Promise<void> | undefined;

  const ensureDir = () =>
    (ready ??= (async () => {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // mkdir leaves an existing folder's mode alone; the photos' folder is ours only either way.
      await chmod(dir, 0o700);
    })().catch((error: unknown) => {
      ready = undefined;
      throw error;
    }));

  const pathOf = (name: string) => (isStoredName(name) ? join(dir, name) : undefined);

  async function writeFile(image: ProcessedImage): Promise<string> {
    const name = `${randomBytes(16).toString('hex')}.${EXTENSION[image.format]}`;
    const temporary = join(dir, `.${randomBytes(16).toString('hex')}.tmp`);
    // 'wx': never follows or overwrites anything already at that name.
    const file = await open(temporary, 'wx', 0o600);
    try {
      try {
        await file.writeFile(image.data);
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(temporary, join(dir, name));
    } catch (error) {
      await unlink(temporary).catch(() => {});
      throw error;
    }
    return name;
  }

  /** The rename itself survives a power cut only once the folder is flushed (not on every file system). */
  async function syncDir() {
    const handle = await open(dir, 'r').catch(() => undefined);
    if (!handle) return;
    await handle.sync().catch(() => {});
    await handle.close();
  }

  async function remove(...names: string[]) {
    for (const name of names) {
      const path = pathOf(name);
      if (!path) continue;
      await unlink(path).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    }
  }

  return {
    dir,

    async save(processed) {
      await ensureDir();
      const photo = await writeFile(processed.photo);
      try {
        const thumb = await writeFile(processed.thumb);
        await syncDir();
        return { photo, thumb };
      } catch (error) {
        await remove(photo).catch(() => {});
        throw error;
      }
    },

    async read(name) {
      const path = pathOf(name);
      if (!path) return undefined;
      try {
        return await readFile(path);
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async openStream(name) {
      const path = pathOf(name);
      if (!path) return undefined;
      let handle;
      try {
        handle = await open(path, 'r');
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        // The stream owns the handle from here and closes it when it ends or is destroyed.
        return { stream: handle.createReadStream({ autoClose: true }), size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    remove,

    async checkWritable() {
      await ensureDir();
      // A temporary file's name: one a crash leaves behind is swept like a photo's.
      const probe = join(dir, `.${randomBytes(16).toString('hex')}.tmp`);
      const file = await open(probe, 'wx', 0o600);
      try {
        await file.write('ok');
      } finally {
        await file.close();
        await unlink(probe);
      }
    },

    async sweepTemporary(ageMs = 60 * 60 * 1000) {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if (isMissing(error)) return 0;
        throw error;
      }
      let removed = 0;
      for (const name of names.filter((n) => TEMPORARY.test(n))) {
        const path = join(dir, name);
        const info = await stat(path).catch(() => undefined);
        if (info && Date.now() - info.mtimeMs > ageMs) {
          await unlink(path).catch(() => {});
          removed += 1;
        }
      }
      return removed;
    },
  };
}
