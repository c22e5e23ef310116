/// <reference lib="webworker" />
import type { PushPayload } from '../domain/push';

// Web Push the person turned on (docs/decisions/0283-web-push-turned-on-by-the-person.md): a notice
// is shown with the school's icon, one per tag (a newer one replaces it); a tap opens its page in an
// open tab of the school, or a new one. A push that cannot be read still shows something: a
// browser may revoke the subscription of a worker that stays silent on a push.

const ICON = '/icons/icon-192.png';
const FALLBACK: PushPayload = { title: 'Школа робототехники', body: 'Есть новости: открой школу', url: '/main', tag: 'school' };

/** The payload the server sent (domain/push.ts), or the fallback when it is not one. */
export function readPayload(data: { json(): unknown } | null): PushPayload {
  try {
    const value = data?.json() as Partial<PushPayload> | undefined;
    if (value && typeof value.title === 'string' && typeof value.body === 'string') {
      const url = typeof value.url === 'string' && value.url.startsWith('/') && !value.url.startsWith('//') ? value.url : FALLBACK.url;
      return { title: value.title, body: value.body, url, tag: typeof value.tag === 'string' ? value.tag : FALLBACK.tag };
    }
  } catch {
    // Not JSON: the fallback.
  }
  return FALLBACK;
}

export function installPush(worker: ServiceWorkerGlobalScope) {
  worker.addEventListener('push', (event) => {
    const payload = readPayload(event.data);
    event.waitUntil(worker.registration.showNotification(payload.title, { body: payload.body, tag: payload.tag, icon: ICON, badge: ICON, lang: 'ru', data: { url: payload.url } }));
  });

  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = new URL((event.notification.data as { url?: string } | null)?.url ?? '/main', worker.location.origin).href;
    event.waitUntil(
      (async () => {
        const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((client) => new URL(client.url).origin === worker.location.origin);
        if (open) {
          await open.focus();
          await open.navigate(url).catch(() => undefined);
          return;
        }
        await worker.clients.openWindow(url);
      })(),
    );
  });
}
