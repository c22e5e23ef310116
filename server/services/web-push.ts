import type { Agent } from 'node:https';
import type * as WebPushModule from 'web-push';
import type { PushPayload } from '../../domain/push';

// The one place that knows the `web-push` package (docs/decisions/0284-vapid-keys-and-the-push-sender.md):
// it encrypts a payload for a subscription (RFC 8291), signs the request with the school's VAPID keys
// (RFC 8292) and POSTs it to the browser's push service. The package loads with the first notice,
// not at start-up.

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What became of one notice: delivered, the subscription is gone for good (404/410), or it failed otherwise. */
export type PushOutcome = { kind: 'sent' } | { kind: 'gone'; status: number } | { kind: 'failed'; status: number | null; error: unknown };

export interface PushSender {
  send(target: PushTarget, payload: PushPayload): Promise<PushOutcome>;
}

export interface PushSenderOptions {
  publicKey: string;
  privateKey: string;
  /** `mailto:` or an https address: who the push service may write to about the school's notices. */
  subject: string;
  /** An https agent (tests trust their own push service's certificate with it). */
  agent?: Agent;
}

/** A notice waits at the push service this long for a device that is off: a day (RFC 8030 TTL, seconds). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

type WebPush = typeof WebPushModule;
let loading: Promise<WebPush> | undefined;
const webPush = () => (loading ??= import('web-push').then((module) => ((module as { default?: WebPush }).default ?? module) as WebPush));

export function createPushSender(options: PushSenderOptions): PushSender {
  return {
    async send(target, payload) {
      const library = await webPush();
      try {
        await library.sendNotification(target, JSON.stringify(payload), {
          vapidDetails: { subject: options.subject, publicKey: options.publicKey, privateKey: options.privateKey },
          TTL: PUSH_TTL_SECONDS,
          urgency: 'normal',
          topic: payload.tag,
          contentEncoding: 'aes128gcm',
          timeout: PUSH_TIMEOUT_MS,
          ...(options.agent ? { agent: options.agent } : {}),
        });
        return { kind: 'sent' };
      } catch (error) {
        const status = error instanceof library.WebPushError ? error.statusCode : null;
        if (status === 404 || status === 410) return { kind: 'gone', status };
        return { kind: 'failed', status, error };
      }
    },
  };
}

/** The VAPID subject from the school's address (https) or its letters' sender (mailto:). */
export function vapidSubject(publicUrl: string, mailFrom: string): string {
  if (publicUrl.startsWith('https://')) return publicUrl;
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? (/^\S+@\S+$/.test(mailFrom.trim()) ? mailFrom.trim() : 'no-reply@robotics-school.local');
  return `mailto:${address}`;
}
