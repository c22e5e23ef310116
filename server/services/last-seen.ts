import type { DB } from '../db/database';
import { classesRepository } from '../db/repositories/classes';

// «Last seen» for the teacher (docs/decisions/0134-last-seen.md). A signed-in request only notes
// the user in memory; once a minute one UPDATE writes the time for everyone noted, so a request
// still costs one read of its user and a busy school one small write a minute.

export const LAST_SEEN_EVERY_MS = 60_000;
const CHUNK = 500;

const recorders = new WeakMap<DB, LastSeenRecorder>();

/** Writes now what the app of this database noted (tests; the timer does it once a minute). */
export function flushLastSeen(db: DB): Promise<void> {
  return recorders.get(db)?.flush() ?? Promise.resolve();
}

export class LastSeenRecorder {
  readonly #pending = new Set<number>();
  #timer: NodeJS.Timeout | undefined;
  #flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: DB,
    private readonly nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
  ) {
    recorders.set(db, this);
  }

  /** Notes a signed-in request; a user written less than a minute ago is not noted again. */
  seen(user: { id: number; last_seen_at: number | null }): void {
    if (user.last_seen_at !== null && this.nowSeconds() - Number(user.last_seen_at) < LAST_SEEN_EVERY_MS / 1000) return;
    this.#pending.add(user.id);
    this.#timer ??= setInterval(() => void this.flush(), LAST_SEEN_EVERY_MS).unref();
  }

  /** Writes the noted users' time now (the timer's work; tests and shutdown call it too). */
  flush(): Promise<void> {
    this.#flushing = this.#flushing.then(async () => {
      if (this.#pending.size === 0) return;
      const ids = [...this.#pending];
      this.#pending.clear();
      const now = this.nowSeconds();
      for (let i = 0; i < ids.length; i += CHUNK) await classesRepository(this.db).touchLastSeen(ids.slice(i, i + CHUNK), now);
    });
    return this.#flushing;
  }

  async close(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    await this.flush().catch(() => undefined);
  }
}
