import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  publicUrl: string;
  /** Built PWA; served with an SPA fallback when it exists. */
  distDir: string;
  tokenTtlSeconds: number;
  demoAccounts: boolean;
  logLevel: string;
}

export const ROOT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const THIRTY_DAYS = 30 * 24 * 60 * 60;

function readPort(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT должен быть числом от 0 до 65535, а не «${value}»`);
  }
  return port;
}

/** The secret is made once and kept in the data folder so tokens survive restarts. */
function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR || join(ROOT_DIR, 'data'));
  mkdirSync(dataDir, { recursive: true });
  const port = readPort(env.PORT);
  const secret = env.JWT_SECRET?.trim();
  if (secret !== undefined && secret !== '' && secret.length < 32) {
    throw new Error('JWT_SECRET должен быть не короче 32 символов');
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: secret || loadOrCreateSecret(dataDir),
    publicUrl: env.PUBLIC_URL || `http://localhost:${port}`,
    distDir: resolve(env.DIST_DIR || join(ROOT_DIR, 'dist')),
    tokenTtlSeconds: THIRTY_DAYS,
    demoAccounts: !['0', 'off', 'false', 'no'].includes((env.DEMO_ACCOUNTS ?? '').toLowerCase()),
    logLevel: env.LOG_LEVEL || 'info',
  };
}
