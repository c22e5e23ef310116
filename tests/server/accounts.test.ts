import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../server/services/seed';
import { createAccount } from '../../server/services/registration';
import { countUsers, createTestApp, login, type TestApp } from '../helpers/test-app';
import { loadDatabaseConfig } from '../../server/config';
import { createDatabase } from '../../server/db/database';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { compiledUsersCli } from '../helpers/server-process';

const run = promisify(execFile);

describe('demo accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are made once on a new database, and each can log in with its role', async () => {
    expect(await seedDemoAccounts(t.db)).toEqual({ created: DEMO_ACCOUNTS, existing: [] });
    // A later start finds them made: their passwords are not printed again.
    expect(await seedDemoAccounts(t.db)).toEqual({ created: [], existing: DEMO_ACCOUNTS });
    expect(await countUsers(t.db)).toBe(3);
    for (const account of DEMO_ACCOUNTS) {
      const response = await login(t.app, account.email, account.password);
      expect(response.statusCode).toBe(200);
      const role = await t.app.inject({
        method: 'GET',
        url: '/api/v1/users/profile/role',
        headers: { authorization: (response.json() as { token: string }).token },
      });
      expect(role.json()).toEqual({ role: account.role });
    }
  });

  it('are not made when the school already has its own accounts', async () => {
    const local = await createTestApp();
    try {
      await createAccount(local.db, { email: 'director@school.ru', password: 'long-password-1', name: 'Директор', role: 'admin' });
      expect(await seedDemoAccounts(local.db)).toEqual({ created: [], existing: [] });
      expect(await countUsers(local.db)).toBe(1);
    } finally {
      await local.close();
    }
  });
});

describe('npm run users -- add', () => {
  // The compiled command, as `npm run users` runs it (built once per run: tests/helpers/server-build.ts).
  const dataDir = mkdtempSync(join(tmpdir(), 'school-cli-'));
  let database: TestDatabase;
  // No JWT_SECRET: the operator command needs none, on either engine.
  let env: NodeJS.ProcessEnv;
  // Each run migrates first: while no other test file drops its schema (tests/helpers/test-database.ts).
  const users = (...args: string[]) =>
    database.migrating(() =>
      run(process.execPath, [compiledUsersCli(), ...args], { env }).then(
        (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
        (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout, err: e.stderr }),
      ),
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    env = { ...process.env, DATA_DIR: dataDir, JWT_SECRET: undefined, DATABASE_URL: undefined, ...database.env };
  });
  afterAll(async () => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('makes an admin who can log in', async () => {
    const result = await users('add', '--email', 'Head@School.ru', '--password', 'head-teacher-1', '--name', 'Завуч', '--role', 'admin');
    expect(result.code).toBe(0);
    expect(result.out).toContain('Аккаунт создан');

    const db = createDatabase(loadDatabaseConfig(env));
    try {
      const row = await db.selectFrom('users').selectAll().where('email', '=', 'head@school.ru').executeTakeFirstOrThrow();
      expect([row.role, row.first_name]).toEqual(['admin', 'Завуч']);
    } finally {
      await db.destroy();
    }
  });

  it.each([
    [['add', '--email', 'x@school.ru', '--password', 'short', '--name', 'Учитель'], 'Пароль минимум 8 символов'],
    [['add', '--email', 'head@school.ru', '--password', 'another-pass-1', '--name', 'Второй'], 'Аккаунт с таким email зарегистрирован'],
    [['add', '--email', 'y@school.ru', '--password', 'long-enough-1', '--name', 'Учитель', '--role', 'king'], 'Неизвестная роль «king»'],
    [['remove', '--email', 'y@school.ru'], 'Использование: npm run users -- add'],
    [['add', '--mail', 'y@school.ru'], 'Использование'],
  ])('refuses %j with a Russian message and exit code 1', async (args, message) => {
    const result = await users(...args);
    expect(result.code).toBe(1);
    expect(result.err).toContain(message);
  });
});
