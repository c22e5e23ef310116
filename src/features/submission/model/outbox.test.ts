import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { queryClient, queryKeys } from '../../../lib/query';
import { OUTBOX_CHANNEL } from '../../../lib/shared-with-sw/outbox-channel';
import type { OutboxEvent } from '../../../lib/shared-with-sw/outbox-processor';
import { onOutboxEvent, startOutbox } from './outbox';

// Whoever delivers a queued photo (another tab, the service worker), this page hears it: its panels
// follow the step and every project status it holds is asked again.

const SENT: OutboxEvent = { type: 'sent', id: 'photo-1', projectId: 4, reply: null };
const PENDING = { success: true, status: 'pending', message: '', data: { filename: 'robot.jpg' } };
const worker = new EventTarget();
let stop: () => void;

const invalidated = (projectId: number) => queryClient.getQueryState(queryKeys.projects.status(projectId))?.isInvalidated;

beforeEach(() => {
  Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
  queryClient.clear();
  queryClient.setQueryData(queryKeys.projects.status(4), { ...PENDING, status: 'not_submitted' });
  queryClient.setQueryData(queryKeys.projects.statuses, {});
  stop = startOutbox();
});
afterEach(() => {
  stop();
  Object.defineProperty(navigator, 'serviceWorker', { value: undefined, configurable: true });
});

it('asks the project statuses again when another tab delivers a photo', async () => {
  const heard: OutboxEvent[] = [];
  const unsubscribe = onOutboxEvent((event) => heard.push(event));
  const otherTab = new BroadcastChannel(OUTBOX_CHANNEL);
  otherTab.postMessage({ type: 'outbox-event', event: SENT });
  await vi.waitFor(() => expect(invalidated(4)).toBe(true));
  expect(queryClient.getQueryState(queryKeys.projects.statuses)?.isInvalidated).toBe(true);
  expect(heard).toEqual([SENT]);
  otherTab.close();
  unsubscribe();
});

it('asks the project statuses again when the service worker delivers a photo', async () => {
  worker.dispatchEvent(new MessageEvent('message', { data: { type: 'outbox-event', event: SENT } }));
  await vi.waitFor(() => expect(invalidated(4)).toBe(true));
});

it('ignores messages that are not outbox steps, and steps short of a delivery', async () => {
  const otherTab = new BroadcastChannel(OUTBOX_CHANNEL);
  const heard: OutboxEvent[] = [];
  const unsubscribe = onOutboxEvent((event) => heard.push(event));
  otherTab.postMessage({ type: 'outbox-event', event: { type: 'sent' } });
  otherTab.postMessage('changed');
  otherTab.postMessage({ type: 'outbox-event', event: { type: 'attempt', id: 'photo-1', projectId: 4, attempt: 1, of: 3 } });
  await vi.waitFor(() => expect(heard).toHaveLength(1));
  expect(invalidated(4)).toBe(false);
  otherTab.close();
  unsubscribe();
});
