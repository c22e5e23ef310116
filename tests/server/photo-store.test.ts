import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProcessedImage, ProcessedPhoto } from '../../server/services/photo-pipeline';
import { createPhotoStore, isStoredName, SUBMISSIONS_FOLDER, type PhotoStore } from '../../server/services/photo-store';

// Where submission photos live (docs/decisions/0016-photos-live-in-a-shared-folder-not-in-the-database.md): random names, written whole or not at all,
// readable by the school's user only, and no name from outside can reach another file.

let root: string;
let uploadsDir: string;
let store: PhotoStore;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'photo-store-'));
  uploadsDir = join(root, 'uploads'); // not there yet: the store makes it
  store = createPhotoStore(uploadsDir);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function image(format: ProcessedImage['format'], content: string): ProcessedImage {
  const data = Buffer.from(content);
  return { data, format, mime: format === 'gif' ? 'image/gif' : 'image/jpeg', width: 1, height: 1, bytes: data.length };
}

function photo(format: ProcessedImage['format'] = 'jpeg', content = 'photo-bytes'): ProcessedPhoto {
  return { sourceFormat: format, photo: { ...image(format, content), frames: 1 }, thumb: image('jpeg', `thumb-of-${content}`) };
}

const mode = (path: string) => statSync(path).mode & 0o777;

describe('photo store', () => {
  it('saves the photo and the thumbnail under new random names, 0600 in a 0700 folder', async () => {
    const saved = await store.save(photo('jpeg'));
    expect(saved.photo).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(saved.thumb).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(saved.photo).not.toBe(saved.thumb);
    expect(store.dir).toBe(join(uploadsDir, SUBMISSIONS_FOLDER));
    expect(mode(store.dir)).toBe(0o700);
    expect(mode(join(store.dir, saved.photo))).toBe(0o600);
    expect(mode(join(store.dir, saved.thumb))).toBe(0o600);
    expect((await store.read(saved.photo))?.toString()).toBe('photo-bytes');
    expect((await store.read(saved.thumb))?.toString()).toBe('thumb-of-photo-bytes');
    // Renamed into place: no temporary file is left behind.
    expect(readdirSync(store.dir).sort()).toEqual([saved.photo, saved.thumb].sort());

    const gif = await store.save(photo('gif', 'gif-bytes'));
    expect(gif.photo).toMatch(/^[0-9a-f]{32}\.gif$/);
    expect(gif.thumb).toMatch(/\.jpg$/);
  });

  it('makes the folder private even when it was there before', async () => {
    const other = join(root, 'shared');
    const existing = join(other, SUBMISSIONS_FOLDER);
    mkdirSync(existing, { recursive: true, mode: 0o755 });
    expect(mode(existing)).toBe(0o755);
    await createPhotoStore(other).save(photo());
    expect(mode(existing)).toBe(0o700);
  });

  it('gives every one of many parallel saves its own names', async () => {
    const saved = await Promise.all(Array.from({ length: 20 }, (_, i) => store.save(photo('jpeg', `p${i}`))));
    const names = saved.flatMap((s) => [s.photo, s.thumb]);
    expect(new Set(names).size).toBe(40);
    expect(readdirSync(store.dir)).toHaveLength(40);
    for (const [i, s] of saved.entries()) expect((await store.read(s.photo))?.toString()).toBe(`p${i}`);
  });

  it('streams a stored file with its size', async () => {
    const saved = await store.save(photo('jpeg', 'streamed'));
    const opened = await store.openStream(saved.photo);
    expect(opened?.size).toBe('streamed'.length);
    expect(await text(opened!.stream)).toBe('streamed');
    expect(await store.openStream('0'.repeat(32) + '.jpg')).toBeUndefined();
    expect(await store.openStream('../secret')).toBeUndefined();
  });

  it('reads only names of its own pattern: no path reaches another file', async () => {
    const saved = await store.save(photo());
    writeFileSync(join(uploadsDir, 'secret.jpg'), 'secret');
    writeFileSync(join(root, 'outside.jpg'), 'outside');
    const hostile = [
      '../secret.jpg',
      '../../outside.jpg',
      `../${SUBMISSIONS_FOLDER}/${saved.photo}`,
      `${saved.photo}/`,
      `${saved.photo}\0.jpg`,
      saved.photo.toUpperCase(),
      `/${saved.photo}`,
      `${saved.photo.slice(0, -4)}.png`,
      `.${saved.photo}`,
      '',
      'photo.jpg',
    ];
    for (const name of hostile) {
      expect(isStoredName(name)).toBe(false);
      expect(await store.read(name)).toBeUndefined();
    }
    // A well-formed name that was never stored.
    expect(await store.read(`${'a'.repeat(32)}.jpg`)).toBeUndefined();
  });

  it('removes stored files, skips missing ones and never touches a name outside its pattern', async () => {
    const saved = await store.save(photo());
    writeFileSync(join(uploadsDir, 'keep.jpg'), 'keep');
    await store.remove(saved.photo, saved.thumb, '../keep.jpg');
    expect(await store.read(saved.photo)).toBeUndefined();
    expect(readdirSync(store.dir)).toEqual([]);
    expect(existsSync(join(uploadsDir, 'keep.jpg'))).toBe(true);
    await expect(store.remove(saved.photo)).resolves.toBeUndefined();
  });

  it('leaves nothing behind when the second file cannot be written', async () => {
    const broken = photo();
    broken.thumb = { ...broken.thumb, data: 42 as unknown as Buffer };
    await expect(store.save(broken)).rejects.toThrow();
    expect(readdirSync(store.dir)).toEqual([]);
  });

  it('sweeps temporary files a crash left, but not ones being written now', async () => {
    await store.save(photo());
    const old = join(store.dir, `.${'1'.repeat(32)}.tmp`);
    const fresh = join(store.dir, `.${'2'.repeat(32)}.tmp`);
    writeFileSync(old, 'half');
    writeFileSync(fresh, 'half');
    const twoHoursAgo = (Date.now() - 2 * 60 * 60 * 1000) / 1000;
    utimesSync(old, twoHoursAgo, twoHoursAgo);
    expect(await store.sweepTemporary()).toBe(1);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    expect(readdirSync(store.dir)).toHaveLength(3);
  });
});
