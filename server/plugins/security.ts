import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MSG } from '../../domain/messages';
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
  /**
   * Answers that give the request back: the server's own refusals (503 busy, 507 storage full), not
   * the caller's doing. A phone retrying a busy upload must not spend the pupil's limit.
   */
  giveBackOn?: readonly number[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler: one more request of this key; over `max` in `windowMs`, 429 with `Retry-After`.
     * Put it after the check of the body, so a request refused for its shape is never counted
     * (docs/decisions/0032-limits-count-only-well-formed-requests-in-a-store-junk-cannot-flush.md): junk makes no keys.
     */
    limit(options: LimitOptions): preHandlerAsyncHookHandler;
  }
}

const HELMET: HelmetOptions = {
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
  // Plain-http installs (a school's own laptop) must keep working: helmet never forces https;
  // `hstsFor` below adds the header per request when the school is served over https.
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
};

/**
 * helmet's headers for our options, read once from its middleware: the policy has no per-request
 * part (no nonces), and rebuilding the CSP string on every answer cost 6 % of a request's CPU.
 */
export function helmetHeaders(options: HelmetOptions = HELMET): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let done = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return Object.freeze(headers);
}

const SECURITY_HEADERS = helmetHeaders();

/**
 * API answers are data, never a page: the short set of headers for a JSON API (OWASP REST
 * Security) instead of a page's dozen — nothing may render, frame or embed them, nobody may store
 * them. The page's CSP and helmet's legacy headers are 700 bytes a response for nothing.
 */
export const API_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
});

/**
 * The few pages the API itself answers (the weekly letter's «Отписаться»): the letter's look lives
 * in inline styles, as in the letter, so only those are let in; no script, image, form or frame.
 */
export const API_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Strict-Transport-Security of an https school: 180 days, this host only (docs/decisions/0099-hsts-only-when-the-school-is-served-over-https.md). */
export const HSTS = 'max-age=15552000';

/**
 * Whether an answer carries HSTS: when the request came over https (TLS here, or a trusted proxy's
 * X-Forwarded-Proto under TRUST_PROXY), or when PUBLIC_URL is https:// and no trusted proxy says
 * this request came over plain http. A plain-http school (PUBLIC_URL http://) never gets it.
 */
export function hstsFor(request: FastifyRequest, publicUrl: string, trustProxy: boolean | string): boolean {
  if (request.protocol === 'https') return true;
  const proxySaysHttp = trustProxy !== false && request.headers['x-forwarded-proto'] !== undefined;
  return publicUrl.startsWith('https://') && !proxySaysHttp;
}

async function security(app: FastifyInstance) {
  // Security headers, computed once: the page's for the app, the API's for /api. API answers are
  // about someone (a profile, a role, a token) or say nothing worth keeping: no browser, proxy or
  // service worker may store them — a route that wants otherwise sets its own Cache-Control later.
  const { publicUrl, trustProxy } = app.config;
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? API_HEADERS : SECURITY_HEADERS);
    if (hstsFor(request, publicUrl, trustProxy)) reply.header('strict-transport-security', HSTS);
    done();
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
        app.log.warn({ err: error }, 'Redis недоступен');
      })
    : undefined;
  if (redis) {
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }

  const store = limitStore({ redis, prefix: `${redisPrefix}rate-limit:`, log: { warn: (m) => app.log.warn(m), info: (m) => app.log.info(m) } });
  // Off by default; the routes that need it (login, sign-up, later comments and password reset)
  // set their own limits with `app.limit`.
  await app.register(rateLimit, {
    global: false,
    // While Redis is down each process counts in memory (docs/decisions/0100-rate-limits-fall-back-to-memory-when-redis-is-down.md).
    store,
    // The store answers from memory when Redis fails; should anything else fail, pupils still get in.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      code: 'RATE_LIMITED',
      message: MSG.tooMany,
    }),
  });

  app.decorate('limit', ({ name, max, windowMs, key, message, giveBackOn = [] }: LimitOptions): preHandlerAsyncHookHandler => {
    const count = app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: (request) => `${name}:${key(request)}` });
    return async (request, reply) => {
      const result = await count(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new HttpError('RATE_LIMITED', message, Math.max(1, result.ttlInSeconds));
      }
      if (giveBackOn.length === 0 || result.isAllowed) return;
      // Once the answer is out (before the client can send the next request), so a retry finds its slot back.
      reply.raw.once('finish', () => {
        if (!giveBackOn.includes(reply.statusCode)) return;
        store.refund(result.key).catch((error: unknown) => request.log.warn({ err: error }, 'Не удалось вернуть попытку в ограничение'));
      });
    };
  });
}

export default fp(security, { name: 'security' });
