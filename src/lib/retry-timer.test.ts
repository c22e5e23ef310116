import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRetryTimer } from './retry-timer';

// While something waits, the page tries again by itself: 5 s, 10 s, 20 s… up to the last wait,
// each cut by up to a fifth at random, whatever the browser says about the network.

const WAITS = { first: 5_000, max: 20_000 };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** An attempt that says «still waiting» until `done` is set, and counts its tries. */
function waiting() {
  const state = { tries: 0, done: false };
  return { state, attempt: async () => (state.tries += 1) > 0 && !state.done };
}

describe('createRetryTimer', () => {
  it('tries at once, then after waits that double up to the last', async () => {
    const { state, attempt } = waiting();
    const timer = createRetryTimer(attempt, WAITS, () => 0);
    timer.now();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.tries).toBe(1);
    const triesAt = (ms: number) => vi.advanceTimersByTimeAsync(ms).then(() => state.tries);
    expect(await triesAt(4_999)).toBe(1);
    expect(await triesAt(1)).toBe(2);
    expect(await triesAt(9_999)).toBe(2);
    expect(await triesAt(1)).toBe(3);
    expect(await triesAt(20_000)).toBe(4);
    // The last wait does not grow further.
    expect(await triesAt(20_000)).toBe(5);
    timer.stop();
  });

  it('stops trying when nothing waits, and starts from the first wait when told', async () => {
    const { state, attempt } = waiting();
    const timer = createRetryTimer(attempt, WAITS, () => 0);
    timer.now();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(state.tries).toBe(3);
    state.done = true;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(state.tries).toBe(4);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(state.tries).toBe(4);
    state.done = false;
    timer.soon();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(state.tries).toBe(5);
    timer.stop();
  });

  it('cuts each wait by at most a fifth, so devices that lost the server together spread out', async () => {
    const { state, attempt } = waiting();
    const timer = createRetryTimer(attempt, WAITS, () => 0.999);
    timer.now();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(state.tries).toBe(1);
    await vi.advanceTimersByTimeAsync(2);
    expect(state.tries).toBe(2);
    timer.stop();
  });

  it('plans one try at a time however often it is nudged, and never again after stop', async () => {
    const { state, attempt } = waiting();
    const timer = createRetryTimer(attempt, WAITS, () => 0);
    timer.soon();
    timer.soon();
    timer.soon();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(state.tries).toBe(1);
    timer.stop();
    timer.now();
    timer.soon();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(state.tries).toBe(1);
  });

  it('treats a failed attempt as still waiting', async () => {
    let tries = 0;
    const timer = createRetryTimer(async () => {
      tries += 1;
      throw new Error('сервер не ответил');
    }, WAITS, () => 0);
    timer.now();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(tries).toBe(2);
    timer.stop();
  });
});
