import type { PushKey, PushSubscriptionBody } from '../../../../domain/push';
import { api, call } from '../../../lib/api-client';

// Web Push calls (domain/push.ts is their contract).

export function getPushKey(): Promise<PushKey> {
  return call(async () => (await api.get('push/key').json<{ data: PushKey }>()).data);
}

export function saveSubscription(json: PushSubscriptionBody): Promise<unknown> {
  return call(() => api.post('push/subscription', { json }).json());
}

export function forgetSubscription(endpoint: string): Promise<unknown> {
  return call(() => api.delete('push/subscription', { json: { endpoint } }).json());
}
