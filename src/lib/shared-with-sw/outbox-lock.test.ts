import { afterEach, describe, expect, it, vi } from 'vitest';
import { withOutboxLock } from './outbox-lock';

// Web Locks are optional (older iPhones have none): the task then runs as it is, and the server's
// idempotency key keeps a photo stored once.

afterEach(() => vi.unstubAllGlobals());

describe('the outbox lock', () => {
  it('runs the task under the lock where the browser has Web Locks', async () => {
    const request = vi.fn((_name: string, task: () => Promise<unknown>) => task());
    vi.stubGlobal('navigator', { locks: { request } });
    expect(await withOutboxLock(async () => 'sent')).toBe('sent');
    expect(request).toHaveBeenCalledWith('outbox', expect.any(Function));
  });

  it('runs the task as it is with no locks, and with no navigator at all', async () => {
    vi.stubGlobal('navigator', {});
    expect(await withOutboxLock(async () => 'sent')).toBe('sent');
    vi.stubGlobal('navigator', undefined);
    expect(await withOutboxLock(async () => 'sent')).toBe('sent');
  });
});
