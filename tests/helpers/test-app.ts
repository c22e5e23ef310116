import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { createDatabase, type DB } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { createTestDatabase } from './test-database';

export const TEST_SECRET = 'test-secret-that-is-long-enough-0123456789';

export interface TestApp {
  app: FastifyInstance;
  db: DB;
  config: Config;
  close(): Promise<void>;
}

/**
 * A real server in a fresh temporary data folder, on the engine of the vitest project: a real
 * SQLite file, or (project server-pg) a fresh schema of the PostgreSQL at TEST_DATABASE_URL.
 */
export async function createTestApp(env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'school-test-'));
  const database = await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_SECRET,
    DIST_DIR: join(dataDir, 'no-dist'),
    ...database.env,
    ...env,
  });
  const db = createDatabase(config);
  await migrateToLatest(db);
  const app = await buildApp({ config, db });
  await app.ready();
  return {
    app,
    db,
    config,
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

export async function signup(app: FastifyInstance, body: object): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/v1/users/profile/signup', payload: body });
}

export async function login(app: FastifyInstance, email: string, password: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/v1/users/profile/login', payload: { email, password } });
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
