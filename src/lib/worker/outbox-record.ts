/** Why the last try to send a photo failed, kept with the photo for the pupil to read. */
export interface OutboxError {
  message: string;
  code?: string;
  status?: number | null;
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
  bytes: ArrayBuffer;
  mime: string;
  filename: string;
  createdAt: number;
  /** Attempts made so far, over all rounds. */
  attempts: number;
  state: 'queued' | 'sending' | 'rejected';
  lastError?: OutboxError;
}
