import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Agent } from 'node:https';
import { createPushSender, vapidSubject, type PushSender } from '../services/web-push';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push with the school's VAPID keys (services/web-push.ts). */
    push: PushSender;
  }
}

export interface PushPluginOptions {
  /** An https agent for the push services (tests trust their local push service with it). */
  agent?: Agent;
}

async function push(app: FastifyInstance, { agent }: PushPluginOptions) {
  const { vapid, publicUrl, mailFrom } = app.config;
  app.decorate('push', createPushSender({ ...vapid, subject: vapidSubject(publicUrl, mailFrom), agent }));
}

export default fp(push, { name: 'push', dependencies: ['core'] });
