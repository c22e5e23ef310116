import { describe, expect, it } from 'vitest';
import { MemoryLimitStore } from '../../server/services/limit-store';

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
});
