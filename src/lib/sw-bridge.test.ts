import { afterEach, describe, expect, it, vi } from 'vitest';
import { onServiceWorkerMessage, registerBackgroundSync, requestPersistentStorage } from './sw-bridge';

// Background Sync, persistent storage and the worker itself are optional: Chromium has them all,
// WebKit and Firefox have no Background Sync, older iPhones no `navigator.storage`
// (docs/decisions/0257-three-engines-and-what-each-cannot-do.md). Without them nothing throws.

function set(name: 'serviceWorker' | 'storage', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true });
}

afterEach(() => {
  set('serviceWorker', undefined);
  set('storage', undefined);
});

describe('Background Sync', () => {
  it('is asked for where the browser has it', async () => {
    const register = vi.fn(async () => undefined);
    set('serviceWorker', { ready: Promise.resolve({ sync: { register } }) });
    await registerBackgroundSync('outbox');
    expect(register).toHaveBeenCalledWith('outbox');
  });

  it('is left out without sync (WebKit, Firefox), without a worker, or when refused', async () => {
    set('serviceWorker', { ready: Promise.resolve({}) });
    await expect(registerBackgroundSync('outbox')).resolves.toBeUndefined();
    set('serviceWorker', undefined);
    await expect(registerBackgroundSync('outbox')).resolves.toBeUndefined();
    set('serviceWorker', { ready: Promise.resolve({ sync: { register: () => Promise.reject(new DOMException('no', 'NotAllowedError')) } }) });
    await expect(registerBackgroundSync('outbox')).resolves.toBeUndefined();
  });
});

describe('persistent storage', () => {
  it('is asked for once where it is offered and not yet given', async () => {
    const persist = vi.fn(async () => true);
    set('storage', { persisted: async () => false, persist });
    await requestPersistentStorage();
    expect(persist).toHaveBeenCalledTimes(1);
    persist.mockClear();
    set('storage', { persisted: async () => true, persist });
    await requestPersistentStorage();
    expect(persist).not.toHaveBeenCalled();
  });

  it('is left out with no navigator.storage (older iPhones), no persist(), or when it throws', async () => {
    set('storage', undefined);
    await expect(requestPersistentStorage()).resolves.toBeUndefined();
    set('storage', { estimate: async () => ({}) });
    await expect(requestPersistentStorage()).resolves.toBeUndefined();
    set('storage', { persisted: () => Promise.reject(new Error('blocked')), persist: async () => true });
    await expect(requestPersistentStorage()).resolves.toBeUndefined();
  });
});

describe("the worker's messages", () => {
  it('are not listened for where there is no service worker', () => {
    set('serviceWorker', undefined);
    const stop = onServiceWorkerMessage(() => undefined);
    expect(() => stop()).not.toThrow();
  });
});
