import type { PushSubscriptionBody } from '../../domain/push';

// The page's side of Web Push (docs/decisions/0283-web-push-turned-on-by-the-person.md): the browser's
// PushManager through our service worker's registration. Callers check `pushSupport` first.

/** How long to wait for the service worker (none in dev mode, or not installed yet). */
const READY_MS = 5_000;

async function registration(): Promise<ServiceWorkerRegistration> {
  const ready = navigator.serviceWorker.ready;
  const late = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no-service-worker')), READY_MS));
  return Promise.race([ready, late]);
}

/** This device's subscription, or null (also where there is no worker yet). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  try {
    // Without waiting for `ready`: no worker registered yet means no subscription, at once.
    const registered = await navigator.serviceWorker.getRegistration();
    return (await registered?.pushManager?.getSubscription()) ?? null;
  } catch {
    return null;
  }
}

const keyBytes = (base64url: string): Uint8Array<ArrayBuffer> => {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
};

/**
 * Asks the person (the browser's own question) and subscribes this device with the school's key.
 * Resolves with the body for the server, or a reason: 'denied' (the person said no) or 'failed'.
 */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionBody | 'denied' | 'failed'> {
  try {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') return 'denied';
    const subscription = await (await registration()).pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
    const json = subscription.toJSON();
    if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) return 'failed';
    return { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } };
  } catch {
    return 'failed';
  }
}

/** Drops this device's subscription in the browser; answers its endpoint (to tell the server), or null. */
export async function unsubscribeThisDevice(): Promise<string | null> {
  const subscription = await currentPushSubscription();
  if (!subscription) return null;
  const { endpoint } = subscription;
  try {
    await subscription.unsubscribe();
  } catch {
    // The browser keeps it; the server forgets it all the same.
  }
  return endpoint;
}

/**
 * At logout: this device stops getting the leaving user's notices (a school's shared tablet must not
 * show the next child someone else's). The browser's subscription goes, and the server is told
 * with the leaving session's token; failures are ignored (the push service then answers 410 and the
 * server forgets it).
 */
export async function forgetPushOnThisDevice(token: string): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const endpoint = await unsubscribeThisDevice().catch(() => null);
  if (!endpoint) return;
  await fetch('/api/v1/push/subscription', {
    method: 'DELETE',
    headers: { Authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify({ endpoint }),
  }).catch(() => undefined);
}
