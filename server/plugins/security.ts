import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '../../src/domain/messages';
import { isApiPath } from '../api-path';
import { HttpError } from '../http-error';
import { limitStore } from '../services/limit-store';
import { connectRedis } from '../services/redis';

export interface LimitOptions {
  /** Part of every key, so two limits never share a counter. */
  name: string;
  max: number;
  windowMs: number;
  /** What is counted: the client's address, or the address and the e-mail. */
  key(request: FastifyRequest): string;
  /** The Russian 429 message; it names the window. */
  message: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler: one more request of this key; over `max` in `windowMs`, 429 with `Retry-After`.
     * Put it after the check of the body, so a request refused for its shape is never counted
     * (docs/decisions.md): junk makes no keys.
     */
    limit(options: LimitOptions): preHandlerAsyncHookHandler;
  }
}

async function security(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Plain-http installs (a school's own laptop) must keep working: no forced https.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });

  // With REDIS_URL every server process counts into the same Redis keys, so a limit holds across
  // the load balancer; without it each process counts alone (one process: the embedded setup).
  const { redisUrl, redisPrefix } = app.config;
  let lastRedisWarning = 0;
  const redis = redisUrl
    ? await connectRedis(redisUrl, (error) => {
        // ioredis reports every reconnect attempt: one line a minute is enough.
        if (Date.now() - lastRedisWarning < 60_000) return;
        lastRedisWarning = Date.now();
        app.log.warn({ err: error }, 'Redis недоступен: ограничения попыток временно не действуют');
      })
    : undefined;
  if (redis) {
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }

  // Off by default; the routes that need it (login, sign-up, later comments and password reset)
  // set their own limits with `app.limit`.
  await app.register(rateLimit, {
    global: false,
    store: limitStore({ redis, prefix: `${redisPrefix}rate-limit:` }),
    // A Redis outage must not lock every pupil out of the school; scrypt still slows guessing.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      code: 'RATE_LIMITED',
      message: MSG.tooMany,
    }),
  });

  app.decorate('limit', ({ name, max, windowMs, key, message }: LimitOptions): preHandlerAsyncHookHandler => {
    const count = app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: (request) => `${name}:${key(request)}` });
    return async (request) => {
      const result = await count(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new HttpError('RATE_LIMITED', message, Math.max(1, result.ttlInSeconds));
      }
    };
  });

  // API answers are about someone (a profile, a role, a token) or say nothing worth keeping:
  // no browser, proxy or service worker may store them, unless a route says otherwise.
  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('cache-control') && isApiPath(request.url)) reply.header('cache-control', 'no-store');
  });
}

export default fp(security, { name: 'security' });
