import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRODUCTION_COST, TEST_COST, type PasswordCost } from './services/passwords';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL instead of the embedded SQLite file when set. */
  databaseUrl: string | undefined;
  /** Rate limits shared by every server process when set; kept in each process otherwise. */
  redisUrl: string | undefined;
  /** Prefix of every Redis key, so two schools (or test runs) can share one Redis. */
  redisPrefix: string;
  /** Photos and avatars: a folder every server process reaches (docs/decisions/0016-photos-live-in-a-shared-folder-not-in-the-database.md). */
  uploadsDir: string;
  jwtSecret: string;
  /**
   * The school's VAPID key pair for Web Push (base64url): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or
   * made once into the data folder like the token secret
   * (docs/decisions/0284-vapid-keys-and-the-push-sender.md).
   */
  vapid: { publicKey: string; privateKey: string };
  /**
   * Where the school is reached: links in letters and the class's QR code are built from it, never
   * from a request's Host. PUBLIC_URL, or (unset) the address the class reaches, set once the
   * server listens (server/school-address.ts).
   */
  publicUrl: string;
  /** PUBLIC_URL was set: the operator's address stands as it is. */
  publicUrlGiven: boolean;
  /** Letters go through this SMTP server when set; otherwise each is written as an .eml file to DATA_DIR/mail. */
  smtpUrl: string | undefined;
  /** The letters' sender. */
  mailFrom: string;
  /** `/metrics` in Prometheus's text format (METRICS=on); off, it answers 404. */
  metrics: boolean;
  /** The Bearer token `/metrics` asks for; required with METRICS=on. */
  metricsToken: string | undefined;
  /** Built PWA; served with an SPA fallback when it exists. */
  distDir: string;
  tokenTtlSeconds: number;
  /** Demo pupil, teacher and admin on a new database: on by default only for embedded SQLite. */
  demoAccounts: boolean;
  /** Longest time to receive a whole request, headers and body; a slower one gets 408. */
  requestTimeoutMs: number;
  /** Fastify's `trustProxy`: true, or the proxy addresses to trust. */
  trustProxy: boolean | string;
  logLevel: string;
  /** `pretty`: readable lines; `json`: one JSON object a line; unset: pretty in a terminal only. */
  logFormat: 'pretty' | 'json' | undefined;
  /** argon2id's cost for new password hashes: OWASP's unless PASSWORD_HASH_COST=test (never with NODE_ENV=production). */
  passwordHashCost: Readonly<PasswordCost>;
}

export type DatabaseConfig = Pick<Config, 'dataDir' | 'databaseUrl'>;

/** What the mail command needs: the data and the letters' way out, none of the server's secrets. */
export type MailConfig = DatabaseConfig & Pick<Config, 'smtpUrl' | 'mailFrom'>;

/**
 * The project's folder, wherever this file runs from: server/config.ts under tsx, the bundled
 * dist-server/main.js, or a command in dist-server/cli/ (into which esbuild copies this file, so
 * «one folder up» would be dist-server/). The nearest folder up with the project's package.json.
 * Every default path (the data folder above all) hangs from it, so the server and every command
 * of server/cli/ use one database (docs/decisions/0232-one-data-folder-for-the-server-and-its-commands.md).
 */
const PROJECT_NAME = 'robotics-school';

function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if ((JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name === PROJECT_NAME) return dir;
      } catch {
        // Not JSON: not ours; look further up.
      }
    }
    if (dirname(dir) === dir) return resolve(from, '..');
  }
}

export const ROOT_DIR = findProjectRoot(dirname(fileURLToPath(import.meta.url)));

/** The data folder when DATA_DIR is unset: the project's `data/`, the same for the server and every command. */
export const DEFAULT_DATA_DIR = join(ROOT_DIR, 'data');

/** Where the data is, for a command to print before it works: «Данные: /srv/school/data» or the PostgreSQL database (without its password). */
export function describeDataPlace({ dataDir, databaseUrl }: DatabaseConfig): string {
  if (!databaseUrl) return `Данные: ${dataDir}`;
  try {
    const url = new URL(databaseUrl);
    return `Данные: PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname} (DATABASE_URL)`;
  } catch {
    return 'Данные: PostgreSQL (DATABASE_URL)';
  }
}

const THIRTY_DAYS = 30 * 24 * 60 * 60;
const OFF = ['0', 'off', 'false', 'no'];
const ON = ['1', 'on', 'true', 'yes'];

function readPort(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT должен быть числом от 0 до 65535, а не «${value}»`);
  }
  return port;
}

/** Off by default; `1`/`on` trusts any proxy, anything else is the list of proxy addresses. */
function readTrustProxy(value: string | undefined): boolean | string {
  const text = (value ?? '').trim();
  if (text === '' || OFF.includes(text.toLowerCase())) return false;
  return ON.includes(text.toLowerCase()) ? true : text;
}

/** On/off settings; unset gives the default, anything else stops the start with a message. */
function readSwitch(name: string, value: string | undefined, byDefault: boolean): boolean {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '') return byDefault;
  if (ON.includes(text)) return true;
  if (OFF.includes(text)) return false;
  throw new Error(`${name} должен быть on или off, а не «${value}»`);
}

function readSeconds(name: string, value: string | undefined, byDefault: number): number {
  if (value === undefined || value.trim() === '') return byDefault * 1000;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`${name} — число секунд больше нуля, а не «${value}»`);
  return Math.round(seconds * 1000);
}

function readLogFormat(value: string | undefined): Config['logFormat'] {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '') return undefined;
  if (text === 'pretty' || text === 'json') return text;
  throw new Error(`LOG_FORMAT должен быть pretty или json, а не «${value}»`);
}

/**
 * PASSWORD_HASH_COST: unset or `production` is OWASP's argon2id cost; `test` is a cheap one that
 * makes the test suite's thousands of logins fast. A cheap cost in a real school would make stolen
 * hashes easy to guess, so with NODE_ENV=production it stops the start
 * (docs/decisions/0105-argon2id-password-hashes-and-a-cheap-cost-for-tests.md).
 */
function readPasswordCost(value: string | undefined, nodeEnv: string | undefined): Readonly<PasswordCost> {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'production') return PRODUCTION_COST;
  if (text !== 'test') throw new Error(`PASSWORD_HASH_COST должен быть production или test, а не «${value}»`);
  if (nodeEnv === 'production') {
    throw new Error('PASSWORD_HASH_COST=test — дешёвые хеши паролей только для тестов, а NODE_ENV=production: уберите PASSWORD_HASH_COST');
  }
  return TEST_COST;
}

/** The secret is made once and kept in the data folder so tokens survive restarts. */
function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

/** The file in the data folder that keeps the VAPID key pair the server made. */
export const VAPID_KEYS_FILE = 'vapid-keys.json';

/** A P-256 key pair as Web Push wants it: the uncompressed public point and the private scalar, base64url. */
export function makeVapidKeys(): { publicKey: string; privateKey: string } {
  const curve = createECDH('prime256v1');
  curve.generateKeys();
  const secret = curve.getPrivateKey();
  // A scalar with leading zero bytes comes back shorter: Web Push wants all 32 bytes.
  const privateKey = Buffer.concat([Buffer.alloc(32 - secret.length), secret]).toString('base64url');
  return { publicKey: curve.getPublicKey().toString('base64url'), privateKey };
}

export const isVapidPair = (value: unknown): value is { publicKey: string; privateKey: string } => {
  const pair = value as { publicKey?: unknown; privateKey?: unknown } | null;
  return typeof pair?.publicKey === 'string' && /^[A-Za-z0-9_-]{87}$/.test(pair.publicKey) && typeof pair.privateKey === 'string' && /^[A-Za-z0-9_-]{43}$/.test(pair.privateKey);
};

/** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY as given (either set), unchecked; undefined when neither is. */
function givenVapidKeys(env: NodeJS.ProcessEnv): { publicKey: string; privateKey: string } | undefined {
  const given = { publicKey: env.VAPID_PUBLIC_KEY?.trim() ?? '', privateKey: env.VAPID_PRIVATE_KEY?.trim() ?? '' };
  return given.publicKey !== '' || given.privateKey !== '' ? given : undefined;
}

export const VAPID_ENV_WRONG = 'VAPID_PUBLIC_KEY и VAPID_PRIVATE_KEY задаются вместе: ключи P-256 в base64url (87 и 43 символа)';

/** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together, or the pair made once in the data folder (0600). */
function loadOrCreateVapidKeys(dataDir: string, env: NodeJS.ProcessEnv): { publicKey: string; privateKey: string } {
  const given = givenVapidKeys(env);
  if (given) {
    if (!isVapidPair(given)) throw new Error(VAPID_ENV_WRONG);
    return given;
  }
  const file = join(dataDir, VAPID_KEYS_FILE);
  if (existsSync(file)) {
    const kept: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (isVapidPair(kept)) return kept;
    throw new Error(`Файл ${file} испорчен: удалите его (уведомления придётся включить заново) или восстановите из копии`);
  }
  const made = makeVapidKeys();
  writeFileSync(file, JSON.stringify(made) + '\n', { mode: 0o600 });
  return made;
}

/** Only where the data lives: what the operator command needs, without the server's secrets. */
export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const dataDir = resolve(env.DATA_DIR || DEFAULT_DATA_DIR);
  // Accounts, password hashes and children's photos: readable by the school's user only.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  return { dataDir, databaseUrl: env.DATABASE_URL?.trim() || undefined };
}

export function loadMailConfig(env: NodeJS.ProcessEnv = process.env): MailConfig {
  return {
    ...loadDatabaseConfig(env),
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    mailFrom: env.MAIL_FROM?.trim() || 'Школа робототехники <no-reply@robotics-school.local>',
  };
}

const METRICS_TOKEN_LENGTH = 16;

/** METRICS=on needs METRICS_TOKEN: the figures name the school's routes and load, never public. */
function readMetrics(env: NodeJS.ProcessEnv): Pick<Config, 'metrics' | 'metricsToken'> {
  const metrics = readSwitch('METRICS', env.METRICS, false);
  const token = env.METRICS_TOKEN?.trim() || undefined;
  if (metrics && (!token || token.length < METRICS_TOKEN_LENGTH)) {
    throw new Error(`METRICS=on открывает /metrics только по токену: задайте METRICS_TOKEN не короче ${METRICS_TOKEN_LENGTH} символов`);
  }
  return { metrics, metricsToken: metrics ? token : undefined };
}

/** Where a school's data is, read without making anything (the backup commands check it themselves). */
export function dataPaths(
  env: NodeJS.ProcessEnv = process.env,
): DatabaseConfig & { uploadsDir: string; jwtSecret: string | undefined; vapid: { publicKey: string; privateKey: string } | undefined } {
  const dataDir = resolve(env.DATA_DIR || DEFAULT_DATA_DIR);
  return {
    dataDir,
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    uploadsDir: resolve(env.UPLOADS_DIR || join(dataDir, 'uploads')),
    jwtSecret: env.JWT_SECRET?.trim() || undefined,
    // VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY as given (checked where they are used).
    vapid: givenVapidKeys(env),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const { dataDir, databaseUrl } = loadDatabaseConfig(env);
  const port = readPort(env.PORT);
  const secret = env.JWT_SECRET?.trim();
  if (secret !== undefined && secret !== '' && secret.length < 32) {
    throw new Error('JWT_SECRET должен быть не короче 32 символов');
  }
  if (databaseUrl && !secret) {
    // Several processes share one database: a secret made by each of them would make every
    // token valid on one process only.
    throw new Error(
      'С DATABASE_URL нужен и JWT_SECRET (не короче 32 символов), один и тот же для всех процессов сервера',
    );
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl,
    redisUrl: env.REDIS_URL?.trim() || undefined,
    redisPrefix: env.REDIS_PREFIX?.trim() || 'school:',
    uploadsDir: dataPaths({ ...env, DATA_DIR: dataDir }).uploadsDir,
    jwtSecret: secret || loadOrCreateSecret(dataDir),
    vapid: loadOrCreateVapidKeys(dataDir, env),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    publicUrlGiven: Boolean(env.PUBLIC_URL?.trim()),
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    mailFrom: env.MAIL_FROM?.trim() || 'Школа робототехники <no-reply@robotics-school.local>',
    ...readMetrics(env),
    distDir: resolve(env.DIST_DIR || join(ROOT_DIR, 'dist')),
    tokenTtlSeconds: THIRTY_DAYS,
    // A PostgreSQL install is a real school: known demo passwords only when asked for.
    demoAccounts: readSwitch('DEMO_ACCOUNTS', env.DEMO_ACCOUNTS, !databaseUrl),
    requestTimeoutMs: readSeconds('REQUEST_TIMEOUT', env.REQUEST_TIMEOUT, 60),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL || 'info',
    logFormat: readLogFormat(env.LOG_FORMAT),
    passwordHashCost: readPasswordCost(env.PASSWORD_HASH_COST, env.NODE_ENV),
  };
}
