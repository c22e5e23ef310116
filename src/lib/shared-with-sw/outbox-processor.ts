import {
  isRetryable,
  RETRY_DELAYS_MS,
  submissionFailureMessage,
  UPLOAD_ATTEMPTS,
  type SendFailure,
} from '../../../domain/submission';
import type { OutboxRecord } from './outbox-record';
import type { OutboxStore } from './outbox-store';
import type { SessionMirror } from './school-db';

// Sends the photo outbox (docs/decisions/0023-a-photo-goes-to-the-outbox-first-always.md). The same module runs in the page (XHR sender, with upload
// progress) and in the service worker's `sync` handler (fetch sender); everything it touches is
// injected, so vitest drives it with a fake clock, a fake server and fake-indexeddb.

export interface SendRequest {
  record: OutboxRecord;
  token: string;
  timeoutMs: number;
  onProgress?(percent: number): void;
}

export interface SendAnswer {
  status: number;
  body: unknown;
}

/** A send that got no HTTP answer. */
export class SendError extends Error {
  constructor(readonly kind: 'network' | 'timeout') {
    super(kind === 'network' ? 'network error' : 'timeout');
    this.name = 'SendError';
  }
}

export type Sender = (request: SendRequest) => Promise<SendAnswer>;

export type OutboxEvent =
  | { type: 'attempt'; id: string; projectId: number; attempt: number; of: number }
  | { type: 'progress'; id: string; projectId: number; percent: number }
  | { type: 'retrying'; id: string; projectId: number; attempt: number; delayMs: number; reason: string }
  | { type: 'sent'; id: string; projectId: number; reply: unknown }
  | { type: 'failed'; id: string; projectId: number; message: string; final: boolean }
  | { type: 'offline'; id: string; projectId: number };

export interface ProcessorDeps {
  store: OutboxStore;
  send: Sender;
  session(): Promise<SessionMirror | undefined>;
  isOnline(): boolean;
  sleep(ms: number): Promise<void>;
  /** Runs the task while no other sender (page or worker) runs one: a Web Lock. */
  withLock<T>(task: () => Promise<T>): Promise<T>;
  timeoutMs: number;
  /** Phones wait 1 s before the first attempt. */
  firstAttemptDelayMs?: number;
  onEvent?(event: OutboxEvent): void;
}

export interface FlushOptions {
  /** Send only this photo, even if the server refused it before (the pupil pressed «Повторить»). */
  only?: string;
}

export interface FlushReport {
  sent: number;
  queued: number;
  rejected: number;
}

type Outcome = 'sent' | 'queued' | 'rejected' | 'offline' | 'signed-out';

function failureOf(answer: SendAnswer): SendFailure | undefined {
  const body = (answer.body ?? {}) as { success?: unknown; message?: unknown; code?: unknown };
  const message = typeof body.message === 'string' ? body.message : undefined;
  if (answer.status >= 200 && answer.status < 300) {
    return body.success === false ? { kind: 'unsuccessful', message } : undefined;
  }
  return { kind: 'http', status: answer.status, code: typeof body.code === 'string' ? body.code : undefined, message };
}

export function createOutboxProcessor(deps: ProcessorDeps) {
  const { store, send, onEvent = () => {} } = deps;

  async function attempt(record: OutboxRecord, token: string, n: number): Promise<SendFailure | { reply: unknown }> {
    onEvent({ type: 'attempt', id: record.id, projectId: record.projectId, attempt: n, of: UPLOAD_ATTEMPTS });
    await store.update(record.id, { state: 'sending', attempts: record.attempts + n });
    try {
      const answer = await send({
        record,
        token,
        timeoutMs: deps.timeoutMs,
        onProgress: (percent) => onEvent({ type: 'progress', id: record.id, projectId: record.projectId, percent }),
      });
      return failureOf(answer) ?? { reply: answer.body };
    } catch (error) {
      return { kind: error instanceof SendError && error.kind === 'timeout' ? 'timeout' : 'network' };
    }
  }

  /** One round of up to 3 attempts for one photo. */
  async function deliver(record: OutboxRecord, token: string): Promise<Outcome> {
    const base = { id: record.id, projectId: record.projectId };
    if (deps.firstAttemptDelayMs) await deps.sleep(deps.firstAttemptDelayMs);
    for (let n = 1; n <= UPLOAD_ATTEMPTS; n += 1) {
      if (!deps.isOnline()) {
        // Offline burns no attempt: the photo waits for the network.
        await store.update(record.id, { state: 'queued', attempts: record.attempts + n - 1 });
        onEvent({ type: 'offline', ...base });
        return 'offline';
      }
      const result = await attempt(record, token, n);
      if ('reply' in result) {
        // Only now, with the server holding the photo, does it leave the outbox.
        await store.remove(record.id);
        onEvent({ type: 'sent', ...base, reply: result.reply });
        return 'sent';
      }
      if (result.kind === 'network' && !deps.isOnline()) {
        await store.update(record.id, { state: 'queued', attempts: record.attempts + n - 1 });
        onEvent({ type: 'offline', ...base });
        return 'offline';
      }
      const message = submissionFailureMessage(result);
      const lastError = { message, ...(result.kind === 'http' ? { code: result.code, status: result.status } : {}) };
      if (result.kind === 'http' && result.status === 401) {
        // The session ended: keep the photo for when the pupil logs in again.
        await store.update(record.id, { state: 'queued', lastError });
        onEvent({ type: 'failed', ...base, message: result.message || message, final: false });
        return 'signed-out';
      }
      if (!isRetryable(result)) {
        await store.update(record.id, { state: 'rejected', lastError });
        onEvent({ type: 'failed', ...base, message, final: true });
        return 'rejected';
      }
      if (n < UPLOAD_ATTEMPTS) {
        const delayMs = RETRY_DELAYS_MS[n - 1] ?? RETRY_DELAYS_MS[RETRY_DELAYS_MS.length - 1]!;
        onEvent({ type: 'retrying', ...base, attempt: n + 1, delayMs, reason: message });
        await deps.sleep(delayMs);
        continue;
      }
      await store.update(record.id, { state: 'queued', lastError });
      onEvent({ type: 'failed', ...base, message, final: false });
      return 'queued';
    }
    return 'queued';
  }

  async function flush(options: FlushOptions = {}): Promise<FlushReport> {
    const report: FlushReport = { sent: 0, queued: 0, rejected: 0 };
    await deps.withLock(async () => {
      const session = await deps.session();
      if (!session) return;
      const records = (await store.all()).filter(
        (r) =>
          r.ownerId === session.userId &&
          (options.only ? r.id === options.only : r.state !== 'rejected'),
      );
      for (const record of records) {
        const outcome = await deliver(record, session.token);
        if (outcome === 'sent') report.sent += 1;
        else if (outcome === 'rejected') report.rejected += 1;
        else report.queued += 1;
        // Without a network or a session the rest would fail the same way: they wait too.
        if (outcome === 'offline' || outcome === 'signed-out') break;
      }
    });
    return report;
  }

  return { flush };
}

export type OutboxProcessor = ReturnType<typeof createOutboxProcessor>;
