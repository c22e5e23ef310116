import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { createDatabase, SQLITE_FILE } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { DEMO_ACCOUNTS } from '../../server/services/seed';
import { startServerProcess } from '../helpers/server-process';
import { createTestDatabase, testEngine, type TestDatabase } from '../helpers/test-database';

// What a real school gets without reading the manual: no known demo passwords on a production
// database unless asked for, passwords printed once, and data files only the school's user reads.

const scratch = mkdtempSync(join(tmpdir(), 'school-defaults-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const mode = (path: string) => statSync(path).mode & 0o777;
const secret = () => `defaults-${randomBytes(16).toString('hex')}`;

describe('DEMO_ACCOUNTS', () => {
  const base = { DATA_DIR: join(scratch, 'config'), JWT_SECRET: secret() };

  it('is on by default only for the embedded SQLite', () => {
    expect(loadConfig(base).demoAccounts).toBe(true);
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://school@127.0.0.1/school' }).demoAccounts).toBe(false);
  });

  it('can be turned on for PostgreSQL and off for SQLite', () => {
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://school@127.0.0.1/school', DEMO_ACCOUNTS: 'on' }).demoAccounts).toBe(true);
    expect(loadConfig({ ...base, DEMO_ACCOUNTS: 'off' }).demoAccounts).toBe(false);
  });

  it('refuses a value that is neither on nor off', () => {
    expect(() => loadConfig({ ...base, DEMO_ACCOUNTS: 'maybe' })).toThrow('DEMO_ACCOUNTS должен быть on или off, а не «maybe»');
  });
});

describe(`the server on ${testEngine()}`, () => {
  const pupilPassword = DEMO_ACCOUNTS.find((account) => account.role === 'pupil')!.password;

  /** Two runs of the server on one database; each migrates while no other test drops its schema. */
  async function twoStarts(database: TestDatabase, env: NodeJS.ProcessEnv) {
    const outputs: string[] = [];
    for (let run = 0; run < 2; run += 1) {
      const server = await database.migrating(() => startServerProcess(env));
      outputs.push(await server.printed('Школа робототехники работает'));
      expect(await server.stop('SIGTERM')).toBe(0);
    }
    return outputs;
  }

  it('prints the demo passwords only on the run that made the accounts', async () => {
    const database = await createTestDatabase();
    try {
      const dataDir = join(scratch, `demo-${testEngine()}`);
      const env = { DATA_DIR: dataDir, DIST_DIR: join(dataDir, 'no-dist'), JWT_SECRET: secret(), ...database.env, DEMO_ACCOUNTS: 'on' };
      const [first, second] = await twoStarts(database, env);
      expect(first).toContain(`пароль: ${pupilPassword}`);
      expect(second).toContain('pupil@demo.school');
      expect(second).not.toContain(pupilPassword);
      expect(second).not.toContain('пароль:');
    } finally {
      await database.drop();
    }
  });

  it.runIf(testEngine() === 'postgres')('makes no demo accounts on PostgreSQL unless asked', async () => {
    const database = await createTestDatabase();
    try {
      const dataDir = join(scratch, 'no-demo');
      const env = { DATA_DIR: dataDir, DIST_DIR: join(dataDir, 'no-dist'), JWT_SECRET: secret(), ...database.env, DEMO_ACCOUNTS: undefined };
      const [first] = await twoStarts(database, env);
      expect(first).not.toContain('demo.school');
      const db = createDatabase(loadConfig(env));
      try {
        expect(await db.selectFrom('users').select('email').execute()).toEqual([]);
      } finally {
        await db.destroy();
      }
    } finally {
      await database.drop();
    }
  });

  it('creates the data folder 0700 and the database with its WAL 0600', async () => {
    const database = await createTestDatabase();
    const dataDir = join(scratch, `fresh-${testEngine()}`, 'data');
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret(), ...database.env });
    const db = createDatabase(config);
    try {
      await database.migrating(() => migrateToLatest(db));
      await db.insertInto('meta').values({ key: 'written', value: 'yes' }).execute();
      expect(mode(dataDir)).toBe(0o700);
      if (testEngine() === 'sqlite') {
        for (const suffix of ['', '-wal', '-shm']) {
          const file = join(dataDir, SQLITE_FILE + suffix);
          expect(existsSync(file), file).toBe(true);
          expect(mode(file).toString(8), file).toBe('600');
        }
      }
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
