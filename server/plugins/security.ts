import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '../../src/domain/messages';
import { connectRedis } from '../services/redis';

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
  // set their own limits.
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: `${redisPrefix}rate-limit:`,
    // A Redis outage must not lock every pupil out of the school; scrypt still slows guessing.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      code: 'RATE_LIMITED',
      message: MSG.tooMany,
    }),
  });
}

export default fp(security, { name: 'security' });
