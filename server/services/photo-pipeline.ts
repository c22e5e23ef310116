import sharp, { type Metadata } from 'sharp';
import { SUBMISSION_MSG } from '../../domain/submission';
import { fail, type Failure } from './outcome';
import { busyAsOutcome, WorkGate, type GateLimits } from './work-gate';

// A project photo as the server keeps it (docs/decisions/0043-what-the-server-keeps-of-a-project-photo.md).
// The uploaded bytes are judged by themselves — never by the file name or the client's content
// type — and re-encoded, so what we store is a picture sharp drew, not a copy of what was sent:
//
// - Only JPEG, PNG and GIF, told by their first bytes *before* sharp sees them, so no other
//   decoder (SVG, PDF, HEIC, TIFF, WebP, ...) ever runs on a pupil's upload; sharp must then read
//   the same format.
// - At most 40 megapixels (all frames of a GIF together), checked from the header before any
//   pixel is decoded: a 20000×20000 PNG of one colour (390 KB) is refused in about a millisecond
//   instead of being inflated to 400 MB. Why 40 MP: phones save 12 MP (4032×3024) by default and
//   the app shrinks photos to 2560 px before sending; a 48–50 MP full-resolution JPEG is 12 MB and
//   more, over the 10 MB upload limit anyway, so nothing a child can really send is refused, while
//   one decode stays under 120 MB (40 MP × 3 bytes; a 40 MP PNG measured +60 MB peak RSS with
//   sequential reading). sharp's default is 268 MP (0x3FFF²): 800 MB per photo.
// - `failOn: 'error'`: truncated or corrupt pixel data is refused, not drawn half grey. 'warning'
//   would also refuse real phone JPEGs with harmless libjpeg warnings ("extraneous bytes before
//   marker").
// - `.rotate()` turns the picture by its EXIF orientation; the re-encode then writes no metadata
//   at all: no EXIF (GPS, camera, time), no XMP, no ICC profile, no comments — these are photos
//   taken in children's homes. Whatever was appended to or hidden in the file (a script after a
//   GIF, a JPEG comment, a PNG text chunk) is not in the new bytes.
// - JPEG and PNG become a JPEG of at most 2560 px on the long side (the client's own limit; never
//   enlarged), quality 85, transparency on white. A GIF stays a GIF with every frame (pupils send
//   animations of a blinking LED), same size limit; 40 MP of frames re-encode in 1–2 s, and
//   `timeout` stops anything slower. JPEG without sharp's `mozjpeg` preset (trellis quantisation):
//   it saves ~20 % of bytes but took 9× longer here (1.8 s against 0.2 s, a noisy 12 MP photo).
// - A 320 px JPEG thumbnail (first frame) for the teacher's queue.
// - One photo at a time (a 12 MP phone photo takes ~0.25 s here), a short queue after it, and
//   "busy" beyond: with sharp.concurrency(1) on a 2-core machine that leaves the other core, and
//   three of libuv's four pool threads (sharp runs on them, as scrypt and file reads do), to
//   password hashes, files and the event loop; a flood of uploads is answered at once instead of
//   piling up buffers. A refused upload stays in the pupil's outbox and is retried (503 + Retry-After).

export const PHOTO_LIMITS = {
  /** Pixels of the input, every frame of a GIF counted. */
  maxInputPixels: 40_000_000,
  /** Frames of a GIF: each costs a decode and an encode however small it is. */
  maxFrames: 500,
  /** Long side of the stored copy. */
  maxSide: 2560,
  /** Long side of the thumbnail. */
  thumbSide: 320,
  /** sharp stops a pipeline that runs longer than this (a last guard; a real photo takes < 1 s). */
  timeoutSeconds: 20,
};

export type PhotoLimits = typeof PHOTO_LIMITS;

/** Photos processed at once, waiting per pupil, waiting in all. */
export const PHOTO_GATE: GateLimits = { running: 1, waitingPerClient: 2, waiting: 8 };

/** Seconds a refused-as-busy upload should wait before trying again. */
export const PHOTO_BUSY_RETRY_AFTER = 2;

export type StoredFormat = 'jpeg' | 'gif';

export interface ProcessedImage {
  data: Buffer;
  format: StoredFormat;
  mime: 'image/jpeg' | 'image/gif';
  /** Of one frame. */
  width: number;
  height: number;
  /** data.length */
  bytes: number;
}

export interface ProcessedPhoto {
  /** What the upload was, told by its bytes. */
  sourceFormat: 'jpeg' | 'png' | 'gif';
  photo: ProcessedImage & { frames: number };
  thumb: ProcessedImage;
}

/** Why bytes were refused, for logs and tests; the pupil sees one message for all of them. */
export type BadImageReason =
  /** Not JPEG, PNG or GIF by its first bytes (HTML, PDF, SVG, WebP, HEIC, text, nothing). */
  | 'unsupported-format'
  | 'too-many-pixels'
  | 'too-many-frames'
  /** Looked like an image, but could not be decoded whole (truncated, corrupt). */
  | 'corrupt';

/** Not a photo we keep: 400 with SUBMISSION_MSG.badImage; `reason` and `detail` are for the log. */
export type BadImage = Failure<'VALIDATION_ERROR'> & { reason: BadImageReason; detail?: string };

export type PhotoResult = { ok: true; photo: ProcessedPhoto } | BadImage | Failure<'SERVER_BUSY'>;

function badImage(reason: BadImageReason, detail?: string): BadImage {
  return { ...fail('VALIDATION_ERROR', { message: SUBMISSION_MSG.badImage }), reason, ...(detail ? { detail } : {}) };
}

type InputFormat = ProcessedPhoto['sourceFormat'];

/** The format by the file's signature, or undefined for anything we do not accept. */
export function sniffFormat(bytes: Uint8Array): InputFormat | undefined {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  // GIF87a, GIF89a
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'gif';
  return undefined;
}

class Refusal extends Error {
  constructor(
    readonly reason: BadImageReason,
    readonly detail?: string,
  ) {
    super(detail ?? reason);
  }
}

let sharpConfigured = false;

/** Process-wide: no cache of decoded images (every photo is new), one libvips thread per photo. */
function configureSharp() {
  if (sharpConfigured) return;
  sharp.cache(false);
  sharp.concurrency(1);
  sharpConfigured = true;
}

function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

export interface PhotoPipeline {
  /** Reads, checks and re-encodes one upload; `client` (the pupil's id) shares the queue fairly. */
  process(input: Buffer, client: string): Promise<PhotoResult>;
  /** Runs and waits: for tests and the health of the server. */
  readonly gate: WorkGate;
  /**
   * The SERVER_BUSY a photo sent now would get at once (every place running, the queue full), or
   * undefined: a route asks before it reads an upload's body, so a refused one is never held in memory.
   */
  busy(): Failure<'SERVER_BUSY'> | undefined;
}

export function createPhotoPipeline(
  options: { limits?: Partial<PhotoLimits>; gate?: GateLimits } = {},
): PhotoPipeline {
  configureSharp();
  const limits = { ...PHOTO_LIMITS, ...options.limits };
  const gate = new WorkGate(options.gate ?? PHOTO_GATE);

  async function readHeader(input: Buffer, format: InputFormat): Promise<Metadata> {
    let metadata: Metadata;
    try {
      // Header only: sizes, frames, orientation. The pixel limit already applies here.
      metadata = await sharp(input, { limitInputPixels: limits.maxInputPixels, animated: format === 'gif' }).metadata();
    } catch (error) {
      if (isPixelLimitError(error)) throw new Refusal('too-many-pixels');
      throw new Refusal('corrupt', (error as Error).message);
    }
    if (metadata.format !== format) throw new Refusal('unsupported-format', `sharp read ${metadata.format}`);
    const frames = metadata.pages ?? 1;
    if (frames > limits.maxFrames) throw new Refusal('too-many-frames', `${frames} frames`);
    // With `animated`, the height is every frame stacked: this counts them all.
    if (metadata.width * metadata.height > limits.maxInputPixels) throw new Refusal('too-many-pixels');
    return metadata;
  }

  async function encodePhoto(input: Buffer, format: InputFormat): Promise<ProcessedPhoto['photo']> {
    const animated = format === 'gif';
    const image = sharp(input, {
      limitInputPixels: limits.maxInputPixels,
      failOn: 'error',
      sequentialRead: true,
      animated,
    })
      .timeout({ seconds: limits.timeoutSeconds })
      .rotate()
      .resize({ width: limits.maxSide, height: limits.maxSide, fit: 'inside', withoutEnlargement: true });
    const { data, info } = await (animated
      ? image.gif({ effort: 4 })
      : image.flatten({ background: '#ffffff' }).jpeg({ quality: 85, progressive: true, mozjpeg: false })
    ).toBuffer({ resolveWithObject: true });
    const frames = info.pages ?? 1;
    return {
      data,
      format: animated ? 'gif' : 'jpeg',
      mime: animated ? 'image/gif' : 'image/jpeg',
      width: info.width,
      height: info.pageHeight ?? info.height,
      bytes: data.length,
      frames,
    };
  }

  /** From the stored copy (our own bytes, already small): its first frame, as a JPEG. */
  async function encodeThumb(photo: Buffer): Promise<ProcessedImage> {
    const { data, info } = await sharp(photo, { failOn: 'error', limitInputPixels: limits.maxInputPixels })
      .timeout({ seconds: limits.timeoutSeconds })
      .resize({ width: limits.thumbSide, height: limits.thumbSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, mozjpeg: false })
      .toBuffer({ resolveWithObject: true });
    return { data, format: 'jpeg', mime: 'image/jpeg', width: info.width, height: info.height, bytes: data.length };
  }

  async function run(input: Buffer, format: InputFormat): Promise<PhotoResult> {
    try {
      await readHeader(input, format);
      let photo: ProcessedPhoto['photo'];
      try {
        photo = await encodePhoto(input, format);
      } catch (error) {
        if (isPixelLimitError(error)) throw new Refusal('too-many-pixels');
        throw new Refusal('corrupt', (error as Error).message);
      }
      const thumb = await encodeThumb(photo.data);
      return { ok: true, photo: { sourceFormat: format, photo, thumb } };
    } catch (error) {
      if (error instanceof Refusal) return badImage(error.reason, error.detail);
      throw error;
    }
  }

  return {
    gate,
    busy: () =>
      gate.running >= gate.limits.running && gate.waiting >= gate.limits.waiting ? fail('SERVER_BUSY', { retryAfter: PHOTO_BUSY_RETRY_AFTER }) : undefined,
    async process(input, client) {
      // A file that is no picture at all takes no place in the queue.
      const format = sniffFormat(input);
      if (!format) return badImage('unsupported-format');
      const result = await busyAsOutcome(() => gate.run(client, () => run(input, format)), PHOTO_BUSY_RETRY_AFTER);
      return result.ok ? result.value : result;
    },
  };
}
