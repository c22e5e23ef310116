import { deferredSchemas } from './deferred-schemas';
import Fastify, { type FastifyHttpOptions, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Server } from 'node:http';
import type { Agent } from 'node:https';
import type { Config } from './config';
import type { DB } from './db/database';
import { ajvLogger, RequestLog } from './logger';
import auth from './plugins/auth';
import backgroundJobs from './plugins/background-jobs';
import familyDigest from './plugins/family-digest';
import outbox from './plugins/outbox';
import push from './plugins/push';
import compression from './plugins/compression';
import core from './plugins/core';
import docs from './plugins/docs';
import errors, { clientErrorHandler, frameworkErrors } from './plugins/errors';
import security from './plugins/security';
import spa from './plugins/spa';
import healthRoutes from './routes/health/index';
import accountRoutes from './routes/account/index';
import adminRoutes from './routes/admin/index';
import aproveTaskRoutes from './routes/aprove-task/index';
import classesRoutes from './routes/classes/index';
import classLifeRoutes from './routes/class-life/index';
import pushRoutes from './routes/push/index';
import labRoutes from './routes/lab/index';
import lessonsRoutes from './routes/lessons/index';
import mcuRoutes from './routes/mcu/index';
import badgesRoutes from './routes/badges/index';
import commentsRoutes from './routes/comments/index';
import moderationRoutes from './routes/moderation/index';
import galleryRoutes from './routes/gallery/index';
import coursesRoutes from './routes/courses/index';
import familyRoutes from './routes/family/index';
import learningRoutes from './routes/learning/index';
import standingRoutes from './routes/standing/index';
import projectsRoutes from './routes/projects/index';
import reviewRoutes from './routes/review/index';
import usersRoutes from './routes/users/index';
import peopleRoutes from './routes/users/people';
import photos from './plugins/photos';
import metrics from './plugins/metrics';
import type { PhotoPipeline } from './services/photo-pipeline';
import type { PhotoStore } from './services/photo-store';
import type { BackgroundJobs } from './services/background-jobs';
import { FIELD_MESSAGES_KEY } from './schemas/field-messages';
import { createPasswordHasher, HASH_LIMITS, type PasswordHasher } from './services/passwords';

export interface AppOptions {
  config: Config;
  db: DB;
  /** The process's password hasher and its gate; made here when not given (tests look into it). */
  passwords?: PasswordHasher;
  /** The photo pipeline; loaded with the first photo when not given (tests hold or fill its queue). */
  photoPipeline?: PhotoPipeline;
  /** Where project photos are written; the uploads folder when not given (tests fill a disk). */
  photoStore?: PhotoStore;
  /** An https agent for Web Push (tests trust their local push service with it). */
  pushAgent?: Agent;
  /** Work started by requests that outlives their answers; made here when not given (tests wait for it). */
  jobs?: BackgroundJobs;
}

/** The whole school as one Fastify plugin: main.ts listens with it, tests inject into it. */
export async function schoolApp(
  app: FastifyInstance,
  { config, db, passwords = createPasswordHasher(HASH_LIMITS, config.passwordHashCost), photoPipeline, photoStore, pushAgent, jobs }: AppOptions,
) {
  await app.register(core, { config, db, passwords });
  await app.register(errors);
  await app.register(backgroundJobs, { jobs });
  await app.register(outbox);
  await app.register(familyDigest);
  await app.register(push, { agent: pushAgent });
  await app.register(security);
  await app.register(compression);
  await app.register(auth);
  await app.register(docs);
  await app.register(photos, { pipeline: photoPipeline, store: photoStore });
  await app.register(healthRoutes);
  await app.register(metrics);
  await app.register(usersRoutes, { prefix: '/api/v1/users' });
  await app.register(peopleRoutes, { prefix: '/api/v1/users' });
  await app.register(standingRoutes, { prefix: '/api/v1/users' });
  await app.register(learningRoutes, { prefix: '/api/v1/users/learning' });
  await app.register(badgesRoutes, { prefix: '/api/v1/users/badges' });
  await app.register(coursesRoutes, { prefix: '/api/v1/courses' });
  await app.register(projectsRoutes, { prefix: '/api/v1/projects' });
  await app.register(reviewRoutes, { prefix: '/api/v1/review' });
  await app.register(adminRoutes, { prefix: '/api/v1/admin' });
  await app.register(commentsRoutes, { prefix: '/api/v1/comments' });
  await app.register(moderationRoutes, { prefix: '/api/v1/moderation' });
  await app.register(familyRoutes, { prefix: '/api/v1/family' });
  await app.register(aproveTaskRoutes, { prefix: '/api/v1' });
  await app.register(classesRoutes, { prefix: '/api/v1' });
  await app.register(classLifeRoutes, { prefix: '/api/v1' });
  await app.register(pushRoutes, { prefix: '/api/v1/push' });
  await app.register(galleryRoutes, { prefix: '/api/v1' });
  await app.register(labRoutes, { prefix: '/api/v1/lab' });
  await app.register(lessonsRoutes, { prefix: '/api/v1/lessons' });
  await app.register(mcuRoutes, { prefix: '/api/v1/mcu' });
  await app.register(accountRoutes);
  await app.register(spa);
}

// No type coercion: a number where a string belongs is a client bug, answered with 400.
// `x-messages`: a field's Russian answers, read by the error handler (server/schemas/field-messages.ts).
const AJV_OPTIONS = { coerceTypes: false, removeAdditional: true, keywords: [FIELD_MESSAGES_KEY] };

export const SERVER_OPTIONS: FastifyServerOptions = {
  // JSON bodies of this API are small; uploads get their own limit on their routes.
  bodyLimit: 64 * 1024,
  ajv: { customOptions: AJV_OPTIONS },
  // Errors the router and Node's HTTP parser answer by themselves: ours too, `{ message, code }`.
  frameworkErrors,
  clientErrorHandler,
};

/**
 * Time limits of a connection: a whole request (headers and body) within `requestTimeoutMs` (a
 * photo over a slow school Wi-Fi included; the client gives up after 45 s at most), headers within
 * 20 s, an idle keep-alive connection closed after 10 s. A connection trickling a body byte by byte
 * is cut instead of held for ever.
 */
export function timeoutOptions(requestTimeoutMs: number): FastifyHttpOptions<Server> {
  return {
    requestTimeout: requestTimeoutMs,
    connectionTimeout: requestTimeoutMs + 10_000,
    keepAliveTimeout: 10_000,
    http: {
      headersTimeout: Math.min(requestTimeoutMs, 20_000),
      // How often Node looks for requests over their time; the default 30 s would let a 60 s limit run to 90.
      connectionsCheckingInterval: Math.max(100, Math.min(5_000, Math.round(requestTimeoutMs / 4))),
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Compiles the route schemas not called yet (server/deferred-schemas.ts): main.ts, once it listens. */
    compileDeferredSchemas(): Promise<void>;
  }
}

export async function buildApp(options: AppOptions, logger: FastifyServerOptions['logger'] = false) {
  const made: { app?: FastifyInstance } = {};
  const schemas = deferredSchemas();
  const app = Fastify({
    ...SERVER_OPTIONS,
    schemaController: { compilersFactory: schemas.compilersFactory },
    // Ajv's notes on our schemas at start go to the log, in its format (LOG_FORMAT=json: JSON too).
    ajv: { customOptions: { ...AJV_OPTIONS, logger: ajvLogger(() => made.app?.log) } },
    ...timeoutOptions(options.config.requestTimeoutMs),
    // Behind a reverse proxy (TRUST_PROXY) request.ip is the client's address, for the rate limits.
    trustProxy: options.config.trustProxy,
    logger,
    // One line for a request that failed or was slow, instead of two lines for every request.
    logController: new RequestLog(),
  });
  made.app = app;
  app.decorate('compileDeferredSchemas', () => schemas.compileAll());
  await app.register(schoolApp, options);
  return app;
}
