/** Why the last try to send a photo failed, kept with the photo for the pupil to read. */
export interface OutboxError {
  message: string;
  code?: string;
  status?: number | null;
}

/** One photo of a submission in the outbox. */
export interface OutboxPhoto {
  bytes: ArrayBuffer;
  mime: string;
  filename: string;
}

/**
 * A photo waiting to reach the server. `queued`: will be sent at the next chance
 * (new, offline, or a round of attempts failed for a reason that may pass); `sending`: a sender
 * holds it now; `rejected`: the server refused it for good (not linked, already submitted, bad
 * photo) and it waits for the pupil to delete it or try again.
 */
export interface OutboxRecord {
  id: string;
  /** Made once when the photo enters the outbox; the server answers a repeat with its first answer. */
  idempotencyKey: string;
  /** Whose photo: only this user's session ever sends it (shared family phones). */
  ownerId: number;
  projectId: number;
  /** The first photo («Спереди»): records made before several photos per work have only this one. */
  bytes: ArrayBuffer;
  mime: string;
  filename: string;
  /**
   * The back and the close-up, when the pupil took them: they go in the same request as the first,
   * so the submission arrives whole or waits whole (docs/decisions/0164-several-photos-one-outbox-item.md).
   * Absent on records stored before; such a record still sends its one photo.
   */
  morePhotos?: OutboxPhoto[];
  createdAt: number;
  /** Attempts made so far, over all rounds. */
  attempts: number;
  state: 'queued' | 'sending' | 'rejected';
  lastError?: OutboxError;
}

/** Every photo of a record, the first first: one for a record stored before several were allowed. */
export function photosOf(record: OutboxRecord): OutboxPhoto[] {
  return [{ bytes: record.bytes, mime: record.mime, filename: record.filename }, ...(record.morePhotos ?? [])];
}
