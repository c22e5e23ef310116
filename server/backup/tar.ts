import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { WriteStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';

// A school's backup is one tar file (docs/decisions/0195-one-backup-file-for-both-engines.md):
// `tar -tvf` lists it and `tar -xf` takes one photo out by hand. POSIX ustar, each entry a regular
// file; a size past ustar's 8 GB (a large database) in GNU's base-256 form, which GNU tar and
// bsdtar read. Written and read as streams: a school's photos do not fit in memory.

const BLOCK = 512;
const CHUNK = 1 << 20;
const USTAR_MAX = 0o77777777777;

export interface TarEntry {
  name: string;
  size: number;
}

function putString(header: Buffer, offset: number, length: number, value: string): void {
  const bytes = Buffer.from(value, 'utf8');
  if (bytes.length > length) throw new Error(`tar: «${value}» длиннее ${length} байт`);
  bytes.copy(header, offset);
}

function putOctal(header: Buffer, offset: number, length: number, value: number): void {
  putString(header, offset, length, value.toString(8).padStart(length - 1, '0'));
}

/** The size field: octal up to 8 GB, GNU base-256 beyond. */
function putSize(header: Buffer, value: number): void {
  if (value <= USTAR_MAX) return putOctal(header, 124, 12, value);
  header[124] = 0x80;
  let rest = BigInt(value);
  for (let i = 135; i > 124; i -= 1) {
    header[i] = Number(rest & 0xffn);
    rest >>= 8n;
  }
}

/** Splits a long name into ustar's prefix (155) and name (100) at a slash. */
function splitName(name: string): [prefix: string, name: string] {
  if (Buffer.byteLength(name) <= 100) return ['', name];
  for (let cut = name.indexOf('/'); cut !== -1; cut = name.indexOf('/', cut + 1)) {
    const prefix = name.slice(0, cut);
    const rest = name.slice(cut + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return [prefix, rest];
  }
  throw new Error(`tar: имя «${name}» слишком длинное`);
}

function header({ name, size }: TarEntry, mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  const [prefix, short] = splitName(name);
  putString(block, 0, 100, short);
  putOctal(block, 100, 8, 0o600);
  putOctal(block, 108, 8, 0);
  putOctal(block, 116, 8, 0);
  putSize(block, size);
  putOctal(block, 136, 12, mtime);
  block.fill(0x20, 148, 156);
  block[156] = 0x30; // '0': a regular file
  putString(block, 257, 6, 'ustar');
  putString(block, 263, 2, '00');
  putString(block, 345, 155, prefix);
  let sum = 0;
  for (const byte of block) sum += byte;
  putString(block, 148, 8, sum.toString(8).padStart(6, '0') + '\0 ');
  return block;
}

const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

/** Writes entries to a stream; `add*` return each entry's sha256 (hex), for the manifest. */
export class TarWriter {
  readonly #out: WriteStream;
  readonly #mtime = Math.floor(Date.now() / 1000);
  bytes = 0;

  constructor(out: WriteStream) {
    this.#out = out;
  }

  async #write(chunk: Buffer): Promise<void> {
    this.bytes += chunk.length;
    if (!this.#out.write(chunk)) await once(this.#out, 'drain');
  }

  async addBuffer(name: string, data: Buffer): Promise<string> {
    await this.#write(header({ name, size: data.length }, this.#mtime));
    await this.#write(data);
    await this.#write(Buffer.alloc(padding(data.length)));
    return createHash('sha256').update(data).digest('hex');
  }

  /**
   * A file as it is now. A file that changed size while read (nothing in the school does that:
   * photos and avatars are written under another name and moved into place) fails the backup.
   */
  async addFile(name: string, path: string): Promise<{ sha256: string; size: number }> {
    const file = await open(path, 'r');
    try {
      const { size } = await file.stat();
      await this.#write(header({ name, size }, this.#mtime));
      const hash = createHash('sha256');
      let done = 0;
      while (done < size) {
        const buffer = Buffer.allocUnsafe(Math.min(CHUNK, size - done));
        const { bytesRead } = await file.read(buffer, 0, buffer.length, done);
        if (bytesRead === 0) throw new Error(`Файл ${path} стал короче, пока его копировали`);
        const chunk = buffer.subarray(0, bytesRead);
        hash.update(chunk);
        await this.#write(chunk);
        done += bytesRead;
      }
      await this.#write(Buffer.alloc(padding(size)));
      return { sha256: hash.digest('hex'), size };
    } finally {
      await file.close();
    }
  }

  /** Two zero blocks end the archive. */
  async finish(): Promise<void> {
    await this.#write(Buffer.alloc(2 * BLOCK));
    this.#out.end();
    await once(this.#out, 'finish');
  }
}

function readString(block: Buffer, offset: number, length: number): string {
  const field = block.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

function readSize(block: Buffer): number {
  if (block[124]! & 0x80) {
    let value = 0n;
    for (let i = 125; i < 136; i += 1) value = (value << 8n) | BigInt(block[i]!);
    return Number(value);
  }
  return parseInt(readString(block, 124, 12).trim() || '0', 8);
}

export class BadArchive extends Error {}

function checksumOk(block: Buffer): boolean {
  const stored = parseInt(readString(block, 148, 8).trim(), 8);
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 0x20 : block[i]!;
  return sum === stored;
}

/** What the reader does with an entry's bytes: `chunk` in order, then `end`. */
export interface EntrySink {
  chunk(data: Buffer): Promise<void> | void;
  end(): Promise<void> | void;
  /** Stop reading after this entry. */
  last?: boolean;
}

/**
 * Reads a tar file's regular-file entries in order. `onEntry` returns where the bytes go, or
 * undefined to skip them. Throws BadArchive when the file is not a tar this code wrote (or ends early).
 */
export async function readTar(path: string, onEntry: (entry: TarEntry) => Promise<EntrySink | undefined>): Promise<void> {
  let file: FileHandle;
  try {
    file = await open(path, 'r');
  } catch (error) {
    throw new BadArchive(`не удалось открыть файл: ${(error as Error).message}`);
  }
  try {
    const { size: total } = await file.stat();
    let position = 0;
    const block = Buffer.alloc(BLOCK);
    for (;;) {
      const { bytesRead } = await file.read(block, 0, BLOCK, position);
      if (bytesRead < BLOCK) throw new BadArchive('файл обрывается: нет конца архива');
      position += BLOCK;
      if (block.every((byte) => byte === 0)) return;
      if (!checksumOk(block) || readString(block, 257, 5) !== 'ustar') throw new BadArchive('это не архив копии школы (tar)');
      const prefix = readString(block, 345, 155);
      const short = readString(block, 0, 100);
      const entry = { name: prefix ? `${prefix}/${short}` : short, size: readSize(block) };
      const type = String.fromCharCode(block[156]!);
      if (position + entry.size > total) throw new BadArchive(`файл обрывается посреди «${entry.name}»`);
      const sink = type === '0' || type === '\0' ? await onEntry(entry) : undefined;
      if (sink) {
        let done = 0;
        while (done < entry.size) {
          const buffer = Buffer.allocUnsafe(Math.min(CHUNK, entry.size - done));
          const read = await file.read(buffer, 0, buffer.length, position + done);
          if (read.bytesRead === 0) throw new BadArchive(`файл обрывается посреди «${entry.name}»`);
          await sink.chunk(buffer.subarray(0, read.bytesRead));
          done += read.bytesRead;
        }
        await sink.end();
        if (sink.last) return;
      }
      position += entry.size + padding(entry.size);
    }
  } finally {
    await file.close();
  }
}
