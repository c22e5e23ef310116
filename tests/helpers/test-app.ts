import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { ERROR_CODES } from '../../domain/api';
import { buildApp, type AppOptions } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { createDatabase, type DB } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { createPasswordHasher, HASH_LIMITS, type PasswordHasher } from '../../server/services/passwords';
import { createMigratedTestDatabase } from './test-database';
import { createBackgroundJobs, type BackgroundJobs } from '../../server/services/background-jobs';

export const TEST_SECRET = 'test-secret-that-is-long-enough-0123456789';

export interface TestApp {
  app: FastifyInstance;
  db: DB;
  config: Config;
  /** The app's password hasher: its gate tells how many hashes ran at once. */
  passwords: PasswordHasher;
  /** Work the app's requests started after their answers (a letter, a notice): `await t.jobs.settled()`. */
  jobs: BackgroundJobs;
  close(): Promise<void>;
}

/**
 * A real server in a fresh temporary data folder, on the engine of the vitest project: a real
 * SQLite file, or (project server-pg) a fresh schema of the PostgreSQL at TEST_DATABASE_URL.
 */
export async function createTestApp(env: NodeJS.ProcessEnv = {}, options: Pick<AppOptions, 'pushAgent'> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'school-test-'));
  const database = await createMigratedTestDatabase(dataDir);
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_SECRET,
    DIST_DIR: join(dataDir, 'no-dist'),
    // Cheap password hashes (a test passes PASSWORD_HASH_COST: '' for the real cost).
    PASSWORD_HASH_COST: 'test',
    ...database.env,
    ...env,
  });
  const db = createDatabase(config);
  if (database.migrating) await database.migrating(() => migrateToLatest(db));
  const passwords = createPasswordHasher(HASH_LIMITS, config.passwordHashCost);
  const jobs = createBackgroundJobs();
  const app = await buildApp({ config, db, passwords, jobs, ...options });
  await app.ready();
  return {
    app,
    db,
    config,
    passwords,
    jobs,
    async close() {
      try {
        await app.close();
        await db.destroy();
      } finally {
        await database.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

let counter = 0;

export function newPupil(overrides: Partial<{ firstName: string; email: string; password: string }> = {}) {
  counter += 1;
  return {
    firstName: `Ученик${counter}`,
    email: `pupil${counter}-${process.pid}@example.com`,
    password: 'correct-horse-42',
    ...overrides,
  };
}

/** The address requests come from unless told (app.inject's default). */
export const LOCAL_ADDRESS = '127.0.0.1';

/** A grown-up's birth year: sign-ups through `signup` need no parent's consent unless the body says otherwise. */
export const ADULT_BIRTH_YEAR = new Date().getUTCFullYear() - 30;

/**
 * A sign-up, from `from`. Without a `birthYear` in the body an adult's is added, so tests of other
 * things can send photos and comments at once; `rawSignup` sends the body as it is (the contract's payload).
 */
export async function signup(app: FastifyInstance, body: object, from = LOCAL_ADDRESS): Promise<LightMyRequestResponse> {
  return rawSignup(app, 'birthYear' in body ? body : { ...body, birthYear: ADULT_BIRTH_YEAR }, from);
}

export async function rawSignup(app: FastifyInstance, body: object, from = LOCAL_ADDRESS): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/v1/users/profile/signup', payload: body, remoteAddress: from });
}

/** A login, from `from` as the client's address (rate limits and the hash gate count per address). */
export async function login(app: FastifyInstance, email: string, password: string, from = LOCAL_ADDRESS): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/v1/users/profile/login', payload: { email, password }, remoteAddress: from });
}

/** Any JSON answer that is an error must be `{ message, code }`: a Russian message and a known code. */
/** An error answer of this status and code, in the school's shape (and with this message, when given). */
export function expectError(response: LightMyRequestResponse, status: number, code: string, message?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(isErrorBody(response.json())).toBe(true);
  expect(response.json().code).toBe(code);
  if (message) expect(response.json().message).toBe(message);
}

export function isErrorBody(body: unknown): boolean {
  const value = body as { message?: unknown; code?: unknown } | null;
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.keys(value).sort().join() === 'code,message' &&
    typeof value.message === 'string' &&
    /[а-яё]/i.test(value.message) &&
    (ERROR_CODES as readonly unknown[]).includes(value.code)
  );
}

/** Signs a new pupil up and returns the token and the credentials. */
export async function signedInPupil(app: FastifyInstance) {
  const pupil = newPupil();
  const created = await signup(app, pupil);
  if (created.statusCode !== 201) throw new Error(`signup failed: ${created.body}`);
  const response = await login(app, pupil.email, pupil.password);
  return { ...pupil, token: (response.json() as { token: string }).token };
}

export async function countUsers(db: DB): Promise<number> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Requests through `app.inject` as someone (anything with a token, a bare token, or nobody).
 * `app` is asked at each call: test files make their app in beforeAll.
 */
export function caller(app: () => FastifyInstance) {
  return (who: { token: string } | string | undefined, method: Method, url: string, payload?: object) => {
    const token = typeof who === 'string' ? who : who?.token;
    return app().inject({ method, url, headers: token ? { authorization: token } : {}, payload });
  };
}
