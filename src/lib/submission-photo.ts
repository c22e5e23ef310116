import { STORAGE_KEY } from '../../domain/constants';
import type { PhotoSize } from '../../domain/review';
import { api, call, toApiError } from './api-client';
import { userIdOf } from './jwt';
import { OWN_DATA_CACHE } from './shared-with-sw/own-data-names';

// A submission's photo comes as a blob: the call needs the Authorization header, which an <img>
// cannot send. A photo the pupil has seen with the teacher's marks is kept in the pupil's own
// offline copies (the Cache Storage that logout deletes), so it shows again at the workbench
// with no network (docs/decisions/0166-marked-photos-offline.md).

/** The key in the offline copies: per user, so a shared computer never shows one pupil another's photo. */
function keptKey(submissionId: number, index: number, size: PhotoSize): string | undefined {
  const userId = userIdOf(globalThis.localStorage?.getItem(STORAGE_KEY) ?? null);
  if (userId === undefined) return undefined;
  const url = new URL(`/api/v1/review/submissions/${submissionId}/photo`, globalThis.location?.origin ?? 'http://localhost');
  url.searchParams.set('index', String(index));
  url.searchParams.set('size', size);
  url.searchParams.set('__user', String(userId));
  return url.href;
}

async function keptCache(): Promise<Cache | undefined> {
  try {
    return await globalThis.caches?.open(OWN_DATA_CACHE);
  } catch {
    return undefined;
  }
}

async function keep(key: string | undefined, photo: Blob): Promise<void> {
  if (!key) return;
  try {
    await (await keptCache())?.put(key, new Response(photo, { headers: { 'content-type': photo.type || 'image/jpeg' } }));
  } catch {
    // Storage full or not allowed: the photo still shows now, only not offline.
  }
}

async function kept(key: string | undefined): Promise<Blob | undefined> {
  if (!key) return undefined;
  try {
    const saved = await (await keptCache())?.match(key);
    return saved ? await saved.blob() : undefined;
  } catch {
    return undefined;
  }
}

export interface PhotoOptions {
  /** Keep it for offline (the pupil's own photos); staff photos are not kept. */
  keepOffline?: boolean;
  signal?: AbortSignal;
}

/** One photo of a submission (index 0 is the first, the one older submissions have). */
export async function getSubmissionPhoto(submissionId: number, index: number, size: PhotoSize, options: PhotoOptions = {}): Promise<Blob> {
  const key = options.keepOffline ? keptKey(submissionId, index, size) : undefined;
  try {
    const photo = await call(() =>
      api.get(`review/submissions/${submissionId}/photo`, { searchParams: { size, index }, signal: options.signal }).blob(),
    );
    await keep(key, photo);
    return photo;
  } catch (failure) {
    // No network: the copy kept when it was last seen. A refusal (403, 404) is said as it is.
    if (toApiError(failure).status === null) {
      const saved = await kept(key);
      if (saved) return saved;
    }
    throw failure;
  }
}
