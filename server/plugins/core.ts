import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { DB } from '../db/database';
import { createMailer, type Mailer } from '../services/mailer';
import type { PasswordHasher } from '../services/passwords';
import { createTokenService, type TokenService } from '../services/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: DB;
    tokens: TokenService;
    /** Password hashes of this process, a few at a time (services/work-gate.ts). */
    passwords: PasswordHasher;
    /** Letters: SMTP, or .eml files in the data folder (services/mailer.ts). */
    mailer: Mailer;
  }
}

export interface CoreOptions {
  config: Config;
  db: DB;
  passwords: PasswordHasher;
}

async function core(app: FastifyInstance, { config, db, passwords }: CoreOptions) {
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('tokens', createTokenService(config.jwtSecret, config.tokenTtlSeconds));
  app.decorate('passwords', passwords);
  app.decorate(
    'mailer',
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: (line) => app.log.info(line) }),
  );
}

export default fp(core, { name: 'core' });
