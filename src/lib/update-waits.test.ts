import { describe, expect, it } from 'vitest';
import { updateWaits } from './update-waits';

const worker = {};

describe('whether an update waits', () => {
  it('does when a worker controls the page and another waits', async () => {
    expect(await updateWaits({ controller: worker, getRegistration: async () => ({ waiting: {} }) })).toBe(true);
  });

  it('does not on a first visit: no worker controls the page yet', async () => {
    expect(await updateWaits({ controller: null, getRegistration: async () => ({ waiting: {} }) })).toBe(false);
  });

  it('does not when nothing waits', async () => {
    expect(await updateWaits({ controller: worker, getRegistration: async () => ({ waiting: null }) })).toBe(false);
    expect(await updateWaits({ controller: worker, getRegistration: async () => undefined })).toBe(false);
  });

  it('does not where there are no service workers, or the registration cannot be read', async () => {
    expect(await updateWaits(undefined)).toBe(false);
    expect(await updateWaits({ controller: worker, getRegistration: () => Promise.reject(new Error('SecurityError')) })).toBe(false);
  });
});
