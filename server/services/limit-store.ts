import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

// Counters for @fastify/rate-limit (server/plugins/security.ts), in Redis when several processes
// share one, in memory otherwise. The plugin's own memory store forgets the oldest of 5,000 keys:
// 5,000 cheap junk requests from made-up addresses flushed a locked-out account's counter and
// guessing resumed. This one cannot be flushed by junk (docs/decisions/0032-limits-count-only-well-formed-requests-in-a-store-junk-cannot-flush.md).

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface Entry {
  count: number;
  resetAt: number;
  /** The limit it was last counted against: where a refund puts it back. */
  max: number;
}

/** Keys one limit keeps in memory; a key is a few hundred bytes, so this is a few MB at most. */
export const LIMIT_STORE_CAPACITY = 20_000;
/** Expired keys are swept when the store is full, at most this often. */
const SWEEP_EVERY_MS = 1000;

/**
 * In memory, a fixed window per key. When full it makes room by dropping expired keys, then keys
 * seen once (what junk makes), then keys under their limit, oldest first; a key at or over its
 * limit is never dropped before its window ends. If every key is at its limit, a new key is refused
 * rather than a locked one forgotten.
 */
export class MemoryLimitStore {
  /** By how far a key is: seen once, under its limit, at or over it. Each in order of last use. */
  readonly #once = new Map<string, Entry>();
  readonly #under = new Map<string, Entry>();
  readonly #locked = new Map<string, Entry>();
  #lastSweep = 0;

  constructor(
    readonly capacity = LIMIT_STORE_CAPACITY,
    readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.#once.size + this.#under.size + this.#locked.size;
  }

  /** Counts one more request of `key`: its count in the window and the milliseconds left. */
  hit(key: string, windowMs: number, max: number): { current: number; ttl: number } {
    const now = this.now();
    let entry = this.#take(key);
    if (entry && entry.resetAt <= now) entry = undefined;
    if (!entry) {
      if (this.size >= this.capacity) this.#makeRoom(now);
      if (this.size >= this.capacity) return { current: max + 1, ttl: windowMs };
      entry = { count: 0, resetAt: now + windowMs, max };
    }
    entry.count += 1;
    entry.max = max;
    const tier = entry.count >= max ? this.#locked : entry.count === 1 ? this.#once : this.#under;
    tier.set(key, entry);
    return { current: entry.count, ttl: entry.resetAt - now };
  }

  /** Takes back one request of `key` in its current window (an answer that did not count); never below zero. */
  refund(key: string): void {
    const entry = this.#take(key);
    if (!entry) return;
    if (entry.count > 0) entry.count -= 1;
    // Back in the tier its new count belongs to, as hit() would put it.
    const tier = entry.count >= entry.max ? this.#locked : entry.count <= 1 ? this.#once : this.#under;
    tier.set(key, entry);
  }

  #take(key: string): Entry | undefined {
    for (const tier of [this.#once, this.#under, this.#locked]) {
      const entry = tier.get(key);
      if (entry) {
        tier.delete(key);
        return entry;
      }
    }
    return undefined;
  }

  #makeRoom(now: number) {
    if (now - this.#lastSweep >= SWEEP_EVERY_MS) {
      this.#lastSweep = now;
      for (const tier of [this.#once, this.#under, this.#locked]) {
        for (const [key, entry] of tier) if (entry.resetAt <= now) tier.delete(key);
      }
    }
    if (this.size < this.capacity) return;
    for (const tier of [this.#once, this.#under]) {
      const oldest = tier.keys().next();
      if (!oldest.done) {
        tier.delete(oldest.value);
        return;
      }
    }
  }
}

// INCR, the window starts with the first request; a key that somehow lost its expiry gets one.
const REDIS_HIT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

// DECR, never below zero nor on a key whose window ended; the key keeps its expiry.
const REDIS_REFUND = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if current > 0 then return redis.call('DECR', KEYS[1]) end
return 0
`;

/** Where the store says that counting moved to memory and back (the app's log). */
export interface LimitStoreLog {
  warn(message: string): void;
  info(message: string): void;
}

export const REDIS_DOWN_MESSAGE = 'Redis недоступен: ограничения попыток считаются в памяти процесса';
export const REDIS_BACK_MESSAGE = 'Redis снова доступен: ограничения попыток снова общие';

/**
 * The store class the plugin takes (`store`): each limit (`child`) gets its own memory store, or
 * the shared Redis under `prefix` (keys expire by themselves there, nothing is evicted). While
 * Redis does not answer, each limit counts in its memory store instead, so the limits still hold
 * per process; the log says so once when it starts and once when Redis answers again
 * (docs/decisions/0100-rate-limits-fall-back-to-memory-when-redis-is-down.md).
 */
export function limitStore(options: { redis?: Redis; prefix: string; capacity?: number; log?: LimitStoreLog }): FastifyRateLimitStoreCtor & {
  refund(key: string): Promise<void>;
} {
  const { redis, prefix, capacity, log } = options;
  // One state for every limit of this store: the outage is Redis's, not one limit's.
  let inMemory = false;
  const redisFailed = () => {
    if (inMemory) return;
    inMemory = true;
    log?.warn(REDIS_DOWN_MESSAGE);
  };
  const redisAnswered = () => {
    if (!inMemory) return;
    inMemory = false;
    log?.info(REDIS_BACK_MESSAGE);
  };

  class Store implements FastifyRateLimitStore {
    readonly #memory = new MemoryLimitStore(capacity);

    incr(key: string, callback: Callback, windowMs?: number, max?: number): void {
      const window = windowMs ?? 60_000;
      const inProcess = () => this.#memory.hit(key, window, max ?? Number.MAX_SAFE_INTEGER);
      if (!redis) {
        callback(null, inProcess());
        return;
      }
      redis.eval(REDIS_HIT, 1, prefix + key, String(window)).then(
        (result) => {
          redisAnswered();
          const [current, ttl] = result as [number, number];
          callback(null, { current, ttl });
        },
        () => {
          redisFailed();
          callback(null, inProcess());
        },
      );
    }

    refundInMemory(key: string): void {
      this.#memory.refund(key);
    }

    child(): FastifyRateLimitStore {
      const child = new Store();
      children.push(child);
      return child;
    }
  }
  // Every limit's store (one per `app.limit`, a few dozen per process): a refund finds its key in
  // the one that counted it, since a key names its limit.
  const children: Store[] = [];

  /** Takes back one request of `key` where it was counted: Redis, or memory while Redis is down. */
  async function refund(key: string): Promise<void> {
    const inProcess = () => children.forEach((child) => child.refundInMemory(key));
    if (!redis || inMemory) return inProcess();
    await redis.eval(REDIS_REFUND, 1, prefix + key).then(redisAnswered, () => {
      redisFailed();
      inProcess();
    });
  }
  return Object.assign(Store as unknown as FastifyRateLimitStoreCtor, { refund });
}
