import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { PUSH_ENDPOINT_MAX, PUSH_MSG } from '../../../domain/push';
import { httpFailure } from '../../http-error';
import { signedInRoutes, userOf, type SchoolApp } from '../../plugins/auth';
import { errors, MessageReply, Text } from '../../schemas/common';
import { subscribe, unsubscribe } from '../../services/push-notices';

// Web Push the person turns on (docs/decisions/0283-web-push-turned-on-by-the-person.md), under /api/v1/push.

const nowSeconds = () => Math.floor(Date.now() / 1000);

export const PushKeyReply = Type.Object({ data: Type.Object({ publicKey: Type.String() }) });
// Sizes only; the shape of a real subscription is the service's rule (domain/push.ts).
export const SubscriptionBody = Type.Object({
  endpoint: Text(PUSH_ENDPOINT_MAX + 1),
  keys: Type.Object({ p256dh: Text(200), auth: Text(100) }),
});
export const EndpointBody = Type.Object({ endpoint: Text(PUSH_ENDPOINT_MAX + 1) });

export default async function pushRoutes(app: FastifyInstance) {
  await signedInRoutes(app, calls);
}

async function calls(app: SchoolApp) {
  app.get(
    '/key',
    { schema: { summary: 'Открытый ключ школы (VAPID) для подписки на уведомления', response: { 200: PushKeyReply, ...errors('AUTH_REQUIRED') } } },
    () => ({ data: { publicKey: app.config.vapid.publicKey } }),
  );

  app.post(
    '/subscription',
    {
      schema: {
        summary: 'Включить уведомления на этом устройстве: подписка браузера { endpoint, keys: { p256dh, auth } }',
        body: SubscriptionBody,
        response: { 201: MessageReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'CONSENT_REQUIRED') },
      },
    },
    async (request, reply) => {
      const result = await subscribe(app.db, userOf(request), request.body, nowSeconds());
      if (!result.ok) throw httpFailure(result);
      return reply.code(201).send({ message: PUSH_MSG.subscribed });
    },
  );

  app.delete(
    '/subscription',
    {
      schema: {
        summary: 'Выключить уведомления на этом устройстве: { endpoint }',
        body: EndpointBody,
        response: { 200: MessageReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED') },
      },
    },
    async (request) => {
      const result = await unsubscribe(app.db, userOf(request), request.body.endpoint);
      if (!result.ok) throw httpFailure(result);
      return { message: PUSH_MSG.unsubscribed };
    },
  );
}
