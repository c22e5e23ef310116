// Expensive work (a password hash: 19 MiB and about 40 ms of a core; a photo) runs a few at a time;
// the rest waits in a bounded queue, and beyond it the caller gets "busy" at once instead of a place
// in a line that would take minutes to drain (docs/decisions/0106-a-hash-gate-sized-for-a-class.md). Waiting work is taken from each client in
// turn, so one address sending hundreds of logins makes everyone else wait for one of its hashes,
// not for all of them.

import { fail, type Failure } from './outcome';

export interface GateLimits {
  /** At once: bounds memory and CPU. */
  running: number;
  /** Waiting, from one client (address). */
  waitingPerClient: number;
  /** Waiting, from everyone. */
  waiting: number;
}

export class GateBusyError extends Error {
  constructor() {
    super('gate full');
  }
}

export class WorkGate {
  #running = 0;
  #waiting = 0;
  /** Per client, in the order they are served next (Map keeps insertion order: round robin). */
  readonly #queues = new Map<string, (() => void)[]>();
  /** The most work ever seen running at once, for tests and benchmarks. */
  peakRunning = 0;

  constructor(readonly limits: GateLimits) {}

  get running(): number {
    return this.#running;
  }

  get waiting(): number {
    return this.#waiting;
  }

  /** Runs `work` now or after the work ahead of it; rejects with GateBusyError when the queue is full. */
  async run<T>(client: string, work: () => Promise<T>): Promise<T> {
    if (this.#running >= this.limits.running || this.#waiting > 0) {
      const queue = this.#queues.get(client) ?? [];
      if (this.#waiting >= this.limits.waiting || queue.length >= this.limits.waitingPerClient) {
        throw new GateBusyError();
      }
      await new Promise<void>((resolve) => {
        queue.push(resolve);
        this.#queues.set(client, queue);
        this.#waiting += 1;
      });
    } else {
      this.#running += 1;
    }
    this.peakRunning = Math.max(this.peakRunning, this.#running);
    try {
      return await work();
    } finally {
      this.#next();
    }
  }

  /** A slot is free: hand it to the next client in turn (the slot passes on, `running` stays). */
  #next() {
    const entry = this.#queues.entries().next();
    if (entry.done) {
      this.#running -= 1;
      return;
    }
    const [client, queue] = entry.value;
    const start = queue.shift()!;
    this.#queues.delete(client);
    if (queue.length > 0) this.#queues.set(client, queue);
    this.#waiting -= 1;
    start();
  }
}

/**
 * Runs work that goes through a gate; a full gate is the SERVER_BUSY outcome, asking the client to
 * come back in `retryAfter` seconds, and any other error is thrown as it is.
 */
export async function busyAsOutcome<T>(work: () => Promise<T>, retryAfter: number): Promise<{ ok: true; value: T } | Failure<'SERVER_BUSY'>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (error instanceof GateBusyError) return fail('SERVER_BUSY', { retryAfter });
    throw error;
  }
}
