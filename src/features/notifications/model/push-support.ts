// Whether this device can get Web Push, read from what the browser offers (feature detection, never
// the browser's name alone): docs/decisions/0283-web-push-turned-on-by-the-person.md.

export type PushSupport = 'available' | 'denied' | 'ios-home-screen' | 'unsupported';

export interface PushEnvironment {
  serviceWorker: boolean;
  pushManager: boolean;
  notification: boolean;
  /** Notification.permission, or undefined without the API. */
  permission: NotificationPermission | undefined;
  userAgent: string;
  /** An iPad says «Macintosh»: it is told by its touch points. */
  maxTouchPoints: number;
  /** Opened from the home screen (display-mode standalone, or iOS's navigator.standalone). */
  standalone: boolean;
}

const isAppleMobile = (env: PushEnvironment) => /iPhone|iPad|iPod/.test(env.userAgent) || (/Macintosh/.test(env.userAgent) && env.maxTouchPoints > 1);

/**
 * What the settings can offer: push itself; a refusal the person gave before (only the browser's
 * settings undo it); an iPhone or iPad in Safari, where Web Push exists only for an app added to the
 * home screen (iOS 16.4+); or nothing at all (an old browser, a private window without the APIs).
 */
export function pushSupport(env: PushEnvironment): PushSupport {
  const apis = env.serviceWorker && env.pushManager && env.notification;
  if (!apis) return isAppleMobile(env) && !env.standalone ? 'ios-home-screen' : 'unsupported';
  if (env.permission === 'denied') return 'denied';
  return 'available';
}

/** The environment of this page. */
export function readPushEnvironment(): PushEnvironment {
  const nav = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { standalone?: boolean });
  const win = typeof window === 'undefined' ? undefined : window;
  return {
    serviceWorker: Boolean(nav && 'serviceWorker' in nav),
    pushManager: Boolean(win && 'PushManager' in win),
    notification: Boolean(win && 'Notification' in win),
    permission: win && 'Notification' in win ? Notification.permission : undefined,
    userAgent: nav?.userAgent ?? '',
    maxTouchPoints: nav?.maxTouchPoints ?? 0,
    standalone: Boolean(nav?.standalone) || Boolean(win?.matchMedia?.('(display-mode: standalone)').matches),
  };
}

/** What the settings say where push cannot be turned on; the notices in the app stay either way. */
export const PUSH_SUPPORT_TEXT: Record<Exclude<PushSupport, 'available'>, string> = {
  'ios-home-screen':
    'На iPhone и iPad уведомления приходят, только если школа добавлена на экран «Домой»: нажми «Поделиться» → «На экран „Домой“» и открой школу оттуда. А пока все новости видны здесь, в приложении.',
  unsupported: 'Этот браузер не умеет показывать уведомления. Все новости о работах всё равно видны здесь, в приложении.',
  denied: 'Уведомления для школы запрещены в настройках браузера. Разреши их там — и сможешь включить здесь. Новости о работах всё равно видны в приложении.',
};
