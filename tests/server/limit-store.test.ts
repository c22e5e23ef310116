import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { describe, expect, it, vi } from 'vitest';
import { limitStore, MemoryLimitStore, REDIS_BACK_MESSAGE, REDIS_DOWN_MESSAGE } from '../../server/services/limit-store';

// The in-memory store of the rate limits: junk keys must not push out a key that is locked.

const MINUTE = 60_000;

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('MemoryLimitStore', () => {
  it('counts per key in a fixed window', () => {
    const time = clock();
    const store = new MemoryLimitStore(100, time.now);
    expect(store.hit('a', MINUTE, 10)).toEqual({ current: 1, ttl: MINUTE });
    time.advance(1000);
    expect(store.hit('a', MINUTE, 10)).toEqual({ current: 2, ttl: MINUTE - 1000 });
    time.advance(MINUTE);
    expect(store.hit('a', MINUTE, 10)).toEqual({ current: 1, ttl: MINUTE });
  });

  it('keeps a locked key through 6,000 junk keys in a store of 100', () => {
    const time = clock();
    const store = new MemoryLimitStore(100, time.now);
    for (let i = 0; i < 11; i += 1) store.hit('victim', MINUTE, 10);
    for (let i = 0; i < 3; i += 1) store.hit('classmate', MINUTE, 10);
    for (let i = 0; i < 6000; i += 1) {
      time.advance(1);
      store.hit(`junk-${i}`, MINUTE, 10);
    }
    expect(store.size).toBeLessThanOrEqual(100);
    // Still over its limit: the 12th try of the minute.
    expect(store.hit('victim', MINUTE, 10).current).toBe(12);
    // A key under its limit outlives keys seen once, too.
    expect(store.hit('classmate', MINUTE, 10).current).toBe(4);
  });

  it('keeps a locked key through keys seen twice, dropping those first', () => {
    const time = clock();
    const store = new MemoryLimitStore(100, time.now);
    for (let i = 0; i < 10; i += 1) store.hit('victim', MINUTE, 10);
    for (let i = 0; i < 3000; i += 1) {
      store.hit(`pair-${i}`, MINUTE, 10);
      store.hit(`pair-${i}`, MINUTE, 10);
    }
    expect(store.hit('victim', MINUTE, 10).current).toBe(11);
  });

  it('refuses a new key rather than forget a locked one, and takes keys again as windows end', () => {
    const time = clock();
    const store = new MemoryLimitStore(3, time.now);
    for (const key of ['a', 'b', 'c']) for (let i = 0; i < 2; i += 1) store.hit(key, MINUTE, 2);
    expect(store.hit('new', MINUTE, 2).current).toBe(3);
    expect(store.hit('a', MINUTE, 2).current).toBe(3);
    time.advance(MINUTE);
    expect(store.hit('new', MINUTE, 2).current).toBe(1);
  });

  it('takes a request back within its window, never below zero', () => {
    const time = clock();
    const store = new MemoryLimitStore(100, time.now);
    for (let i = 0; i < 3; i += 1) store.hit('busy', MINUTE, 2);
    store.refund('busy');
    store.refund('unknown');
    expect(store.size).toBe(1);
    expect(store.hit('busy', MINUTE, 2)).toEqual({ current: 3, ttl: MINUTE });
    for (let i = 0; i < 5; i += 1) store.refund('busy');
    expect(store.hit('busy', MINUTE, 2).current).toBe(1);
  });
});

describe('limitStore while Redis is down', () => {
  /** A Redis that fails or answers on command, counting like the real one. */
  function fakeRedis() {
    const counts = new Map<string, number>();
    const redis = {
      down: false,
      eval(_script: string, _keys: number, key: string, window: string) {
        if (redis.down) return Promise.reject(new Error('Connection is closed.'));
        const current = (counts.get(key) ?? 0) + 1;
        counts.set(key, current);
        return Promise.resolve([current, Number(window)]);
      },
    };
    return redis;
  }
  // The plugin calls `incr` with the window and the limit too (its type names only two arguments).
  type Incr = (key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, windowMs: number, max: number) => void;
  const hit = (store: FastifyRateLimitStore, key: string) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      (store.incr as Incr).call(store, key, (error, result) => (error ? reject(error) : resolve(result!)), MINUTE, 3),
    );

  it('counts in memory instead of letting every request through, and says so once each way', async () => {
    const redis = fakeRedis();
    const log = { warn: vi.fn(), info: vi.fn() };
    const Store = limitStore({ redis: redis as unknown as Redis, prefix: 'test:', log });
    const store = new Store({} as never);
    const login = store.child({} as never);
    const comments = store.child({} as never);

    expect((await hit(login, 'a')).current).toBe(1);
    redis.down = true;
    // Four tries of one key while Redis is away: counted, the fourth is over a limit of 3.
    const counts = [];
    for (let i = 0; i < 4; i += 1) counts.push((await hit(login, 'a')).current);
    expect(counts).toEqual([1, 2, 3, 4]);
    expect((await hit(comments, 'a')).current).toBe(1);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(REDIS_DOWN_MESSAGE);
    expect(log.info).not.toHaveBeenCalled();

    redis.down = false;
    expect((await hit(login, 'a')).current).toBe(2);
    expect((await hit(login, 'a')).current).toBe(3);
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith(REDIS_BACK_MESSAGE);

    redis.down = true;
    await hit(login, 'b');
    expect(log.warn).toHaveBeenCalledTimes(2);
  });
});
