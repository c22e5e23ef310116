import { countOf, plural, WORKS } from './plural';

// Web Push notifications the person turns on (docs/decisions/0283-web-push-turned-on-by-the-person.md):
// the calls, the payload the service worker shows, and the Russian words.

/** POST /api/v1/push/subscription: what `PushSubscription.toJSON()` gives. DELETE takes `{endpoint}`. */
export interface PushSubscriptionBody {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** GET /api/v1/push/key → `{data: PushKey}`: the server's VAPID public key (base64url). */
export interface PushKey {
  publicKey: string;
}

/** What a notification carries to the service worker (sw/push.ts). */
export interface PushPayload {
  title: string;
  body: string;
  /** The page a tap opens, a path of the app. */
  url: string;
  /** One notice of a kind replaces the previous one on the device. */
  tag: string;
}

export const PUSH_ENDPOINT_MAX = 2048;

/** An https address with a host (and port), no user or password, no spaces: what push services give. */
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const HTTPS_ENDPOINT = /^https:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?(?:[/?#][^\s\u0000-\u001f\u007f]*)?$/;

export const PUSH_MSG = {
  badSubscription: 'Браузер прислал непонятную подписку на уведомления. Обновите страницу и попробуйте ещё раз.',
  notForParents: 'Уведомления — для учеников и учителей',
  consentRequired: 'Уведомления включатся, когда родитель даст согласие',
  subscribed: 'Уведомления включены',
  unsubscribed: 'Уведомления выключены',
  approvedTitle: 'Проект принят',
  returnedTitle: 'Вернули на доработку',
  answeredTitle: 'Учитель ответил',
} as const;

const WAITS = { one: 'ждёт', few: 'ждут', many: 'ждут' };

/** «1 работа ждёт», «3 работы ждут», «12 работ ждут». */
export const waitingTitle = (count: number): string => `${countOf(count, WORKS)} ${plural(count, WAITS)}`;

/** A push service's address as a browser gives it: https, of a sane length, no spaces or control characters. */
export function endpointProblem(endpoint: unknown): string | undefined {
  if (typeof endpoint !== 'string' || endpoint.length > PUSH_ENDPOINT_MAX || !HTTPS_ENDPOINT.test(endpoint)) return PUSH_MSG.badSubscription;
  return undefined;
}

/** A subscription as the browser sends it: an https endpoint and two base64url keys of their sizes. */
export function subscriptionProblem(body: { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } }): string | undefined {
  const { endpoint, keys } = body;
  const wrongEndpoint = endpointProblem(endpoint);
  if (wrongEndpoint) return wrongEndpoint;
  // P-256 public key: 65 bytes (87 base64url characters); the auth secret: 16 bytes (22).
  if (typeof keys?.p256dh !== 'string' || !/^[A-Za-z0-9_-]{86,88}={0,2}$/.test(keys.p256dh)) return PUSH_MSG.badSubscription;
  if (typeof keys.auth !== 'string' || !/^[A-Za-z0-9_-]{21,24}={0,2}$/.test(keys.auth)) return PUSH_MSG.badSubscription;
  return undefined;
}
