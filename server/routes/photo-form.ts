import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { CONVERSATION_MSG } from '../../domain/review-conversation';
import { MAX_PHOTO_BYTES, SUBMISSION_MSG } from '../../domain/submission';
import { HttpError, httpFailure } from '../http-error';
import type { PhotoPipeline } from '../services/photo-pipeline';

// Multipart forms that carry a photo (the pupil's submission, up to three; a teacher's aproveTaskRt,
// the settings form with an avatar: one): read with hard limits, every way a form can be wrong answered in
// Russian with a 4xx.

const FIELD_MAX_BYTES = 1000;

/**
 * Registers multipart parsing in the routes plugin that needs it, and only there: `photos` photos
 * (each up to MAX_PHOTO_BYTES) and at most `fields` text fields (the settings form has more than a
 * submission). One file more than `photos` is still read, so that it is refused in words
 * (readPhotoForm), not by the parser.
 */
export async function acceptPhotoForms(app: FastifyInstance, { fields = 10, photos = 1 }: { fields?: number; photos?: number } = {}) {
  const files = photos > 1 ? photos + 1 : 1;
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: MAX_PHOTO_BYTES, files, fields, fieldSize: FIELD_MAX_BYTES, parts: fields + files + 1, headerPairs: 50 },
  });
}

/** A form this small holds text fields only: no photo worth refusing it for (30 fields of at most 1000 bytes). */
const TEXT_FORM_BYTES = 40 * 1024;

/**
 * preHandler: answers 503 SERVER_BUSY with Retry-After when the photo queue is full, before the
 * form's body is read, so a photo the queue would refuse is never held in memory. A form too small
 * to carry a photo is let through (docs/decisions/0110-a-full-photo-queue-refuses-an-avatar-before-its-body.md).
 */
export function refuseWhenPhotosFull(pipeline: () => PhotoPipeline): preHandlerAsyncHookHandler {
  return async (request) => {
    const length = Number(request.headers['content-length']);
    if (Number.isFinite(length) && length <= TEXT_FORM_BYTES) return;
    const busy = pipeline().busy();
    if (busy) throw httpFailure(busy);
  };
}

export interface PhotoForm {
  fields: Map<string, string>;
  /** The first photo. */
  photo?: { bytes: Buffer; filename: string };
  /** Every photo in the order sent (at most `maxPhotos`). */
  photos: { bytes: Buffer; filename: string }[];
}

const LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

function formError(error: unknown, maxPhotos: number): HttpError {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError('PAYLOAD_TOO_LARGE', SUBMISSION_MSG.fileTooLarge);
  if (code === 'FST_FILES_LIMIT' && maxPhotos > 1) return new HttpError('VALIDATION_ERROR', CONVERSATION_MSG.tooManyPhotos);
  if (typeof code === 'string' && LIMIT_CODES.has(code)) return new HttpError('VALIDATION_ERROR', 'В форме слишком много полей');
  if (error instanceof HttpError) return error;
  // Cut off, malformed boundaries, a connection that died mid-form.
  return new HttpError('BAD_REQUEST', 'Форма пришла не целиком. Попробуйте отправить ещё раз.');
}

/**
 * Reads the form: its text fields and the files in `photoField` (one, or up to `maxPhotos`: one
 * more is refused with CONVERSATION_MSG.tooManyPhotos). Anything else is refused.
 */
export async function readPhotoForm(request: FastifyRequest, photoField: string, { maxPhotos = 1 }: { maxPhotos?: number } = {}): Promise<PhotoForm> {
  if (!request.isMultipart()) throw new HttpError('UNSUPPORTED_MEDIA_TYPE', 'Фото отправляется формой multipart/form-data');
  const form: PhotoForm = { fields: new Map(), photos: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== photoField || (maxPhotos === 1 && form.photo)) {
          await part.toBuffer();
          throw new HttpError('VALIDATION_ERROR', 'В форме лишний файл');
        }
        if (form.photos.length >= maxPhotos) {
          await part.toBuffer();
          throw new HttpError('VALIDATION_ERROR', CONVERSATION_MSG.tooManyPhotos);
        }
        const photo = { bytes: await part.toBuffer(), filename: part.filename ?? '' };
        form.photos.push(photo);
        form.photo ??= photo;
      } else {
        if (part.valueTruncated || typeof part.value !== 'string') {
          throw new HttpError('VALIDATION_ERROR', SUBMISSION_MSG.badRequest);
        }
        form.fields.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    throw formError(error, maxPhotos);
  }
  return form;
}
