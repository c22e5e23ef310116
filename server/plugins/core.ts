import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { DB } from '../db/database';
import { createTokenService, type TokenService } from '../services/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: DB;
    tokens: TokenService;
  }
}

export interface CoreOptions {
  config: Config;
  db: DB;
}

async function core(app: FastifyInstance, { config, db }: CoreOptions) {
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('tokens', createTokenService(config.jwtSecret, config.tokenTtlSeconds));
}

export default fp(core, { name: 'core' });
