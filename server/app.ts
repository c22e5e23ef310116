import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { DB } from './db/database';
import auth from './plugins/auth';
import core from './plugins/core';
import docs from './plugins/docs';
import errors from './plugins/errors';
import security from './plugins/security';
import spa from './plugins/spa';
import healthRoutes from './routes/health/index';
import usersRoutes from './routes/users/index';

export interface AppOptions {
  config: Config;
  db: DB;
}

/** The whole school as one Fastify plugin: main.ts listens with it, tests inject into it. */
export async function schoolApp(app: FastifyInstance, { config, db }: AppOptions) {
  await app.register(core, { config, db });
  await app.register(errors);
  await app.register(security);
  await app.register(auth);
  await app.register(docs);
  await app.register(healthRoutes);
  await app.register(usersRoutes, { prefix: '/api/v1/users' });
  await app.register(spa);
}

export const SERVER_OPTIONS: FastifyServerOptions = {
  // JSON bodies of this API are small; uploads get their own limit on their routes.
  bodyLimit: 64 * 1024,
  // No type coercion: a number where a string belongs is a client bug, answered with 400.
  ajv: { customOptions: { coerceTypes: false, removeAdditional: true } },
};

export async function buildApp(options: AppOptions, logger: FastifyServerOptions['logger'] = false) {
  // Behind a reverse proxy (TRUST_PROXY) request.ip is the client's address, for the rate limits.
  const app = Fastify({ ...SERVER_OPTIONS, trustProxy: options.config.trustProxy, logger });
  await app.register(schoolApp, options);
  return app;
}
