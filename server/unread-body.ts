import type { IncomingMessage } from 'node:http';
import { MAX_SUBMISSION_PHOTOS } from '../domain/review-conversation';
import { MAX_PHOTO_BYTES } from '../domain/submission';

// An answer given before the request's body was read (a bad token, a rate limit, a full photo
// queue, a JSON body over the limit) must not cut the body off: nginx talks HTTP/1.0 with
// `Connection: close` to the processes, Node closes the socket right after such an answer, and the
// rest of the body arriving on a closed socket resets it. nginx then sees «Broken pipe» instead
// of the answer, gives the pupil 502 and counts the process as failed. On a kept-alive connection
// Node itself reads and drops the rest after the answer
// (docs/decisions/0190-early-answers-read-the-body-first.md).

/**
 * The largest body read and dropped before an early answer: three photos of 10 MB and the form
 * around them. The nginx block of docs/operations.md lets through no more (`client_max_body_size 32m`).
 */
export const UNREAD_BODY_MAX_BYTES = MAX_SUBMISSION_PHOTOS * MAX_PHOTO_BYTES + 2 * 1024 * 1024;

/** A body announced larger than any the school takes: not worth reading, the connection is closed instead. */
export function bodyTooLarge(raw: IncomingMessage, max = UNREAD_BODY_MAX_BYTES): boolean {
  const length = Number(raw.headers['content-length']);
  return Number.isFinite(length) && length > max;
}

/**
 * Reads what is left of the request's body and drops it. Resolves true once the body has arrived
 * whole (at once if it already had), false when it is larger than `max` or the client went away:
 * then the connection cannot be kept. A client trickling its body is cut by the server's request
 * timeout (server/app.ts), which closes the socket and so ends the wait.
 */
export function discardUnreadBody(raw: IncomingMessage, max = UNREAD_BODY_MAX_BYTES): Promise<boolean> {
  if (raw.complete || raw.readableEnded) return Promise.resolve(true);
  if (raw.destroyed || raw.socket.destroyed) return Promise.resolve(false);
  if (bodyTooLarge(raw, max)) return Promise.resolve(false);
  return new Promise((resolve) => {
    let seen = 0;
    const finish = (whole: boolean) => {
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onGone);
      raw.socket.off('close', onGone);
      resolve(whole);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > max) finish(false);
    };
    const onEnd = () => finish(true);
    const onGone = () => finish(raw.complete);
    // A form parser may still hold the stream (piped, paused by its backpressure): it is done with it.
    raw.unpipe();
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('error', onGone);
    raw.socket.once('close', onGone);
    raw.resume();
  });
}
