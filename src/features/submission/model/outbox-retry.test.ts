import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { SendRequest } from '../../../lib/shared-with-sw/outbox-processor';
import { useSession } from '../../../stores/session';

// A photo sent while the school's server cannot be reached (the Wi-Fi itself up, so no `online`
// event comes, and no Background Sync in WebKit or Firefox) leaves by itself while the page is
// open, exactly once.

const server = vi.hoisted(() => ({ up: false, tries: 0, delivered: [] as string[] }));
vi.mock('../../../lib/xhr-sender', async () => {
  const { SendError } = await import('../../../lib/shared-with-sw/outbox-processor');
  return {
    xhrSender: async ({ record }: SendRequest) => {
      server.tries += 1;
      if (!server.up) throw new SendError('network');
      server.delivered.push(record.idempotencyKey);
      return { status: 201, body: { success: true, status: 'pending', message: '', data: { filename: 'torch.jpg' } } };
    },
  };
});
const { OUTBOX_RETRY_MS, enqueuePhotos, flushOutbox, startOutbox, useOutboxRecords } = await import('./outbox');

const PUPIL = 7;
const token = `e30.${btoa(JSON.stringify({ id: PUPIL, exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, '')}.x`;
let stop: () => void;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  useSession.setState({ token });
  stop = startOutbox();
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

it('sends a waiting photo once the server answers again, with the page open and no event', async () => {
  await enqueuePhotos(4, [new File([new Uint8Array([0xff, 0xd8, 0xff])], 'torch.jpg', { type: 'image/jpeg' })], PUPIL);
  const sending = flushOutbox();
  // One round of attempts inside the flush (1 s and 2 s apart), all unanswered.
  await vi.advanceTimersByTimeAsync(5_000);
  await sending;
  expect(useOutboxRecords.getState().records).toHaveLength(1);
  const triedBefore = server.tries;
  expect(triedBefore).toBeGreaterThan(0);
  server.up = true;
  await vi.advanceTimersByTimeAsync(OUTBOX_RETRY_MS.first + 5_000);
  await vi.waitFor(() => expect(useOutboxRecords.getState().records).toHaveLength(0));
  expect(server.delivered).toHaveLength(1);
  // Nothing waits any more: no more tries.
  const after = server.tries;
  await vi.advanceTimersByTimeAsync(OUTBOX_RETRY_MS.max * 2);
  expect(server.tries).toBe(after);
});
