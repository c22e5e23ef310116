import type { OutboxEvent } from './outbox-processor';

// How the outbox's steps reach every open page of the app, whoever sends the photo: the service
// worker posts its steps to its pages (`outbox-event` messages), and a page that sends tells the
// other tabs over this channel, so each can show the project as sent
// (docs/decisions/0117-every-page-hears-the-outbox-deliver.md).

export const OUTBOX_CHANNEL = 'robotics-school-outbox';

/** The message both paths carry. */
export interface OutboxMessage {
  type: 'outbox-event';
  event: OutboxEvent;
}

export function isOutboxMessage(data: unknown): data is OutboxMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, event } = data as { type?: unknown; event?: { type?: unknown; id?: unknown; projectId?: unknown } };
  return type === 'outbox-event' && typeof event?.type === 'string' && typeof event.id === 'string' && typeof event.projectId === 'number';
}

export interface OutboxChannel {
  /** Tells the other tabs (never this one: it has heard its own step already). */
  post(event: OutboxEvent): void;
  close(): void;
}

/** Opens the channel; `heard` gets the other tabs' steps. Without BroadcastChannel it stays quiet. */
export function openOutboxChannel(heard: (event: OutboxEvent) => void): OutboxChannel {
  if (typeof BroadcastChannel === 'undefined') return { post() {}, close() {} };
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.onmessage = (message: MessageEvent) => {
    if (isOutboxMessage(message.data)) heard(message.data.event);
  };
  return {
    post: (event) => channel.postMessage({ type: 'outbox-event', event } satisfies OutboxMessage),
    close: () => channel.close(),
  };
}
