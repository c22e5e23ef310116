import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import {
  createPasswordHasher,
  hashPassword,
  hashPasswordScrypt,
  PRODUCTION_COST,
  TEST_COST,
  verifyPassword,
} from '../../server/services/passwords';
import { logIn } from '../../server/services/sessions';
import { createTestApp, login, newPupil, signup, type TestApp } from '../helpers/test-app';
import { testEngine } from '../helpers/test-database';

// Passwords are argon2id; production uses OWASP's cost, tests a cheap one through
// PASSWORD_HASH_COST=test; old scrypt hashes still log in and become argon2id on the way.

const storedHash = async (t: TestApp, email: string) =>
  (await t.db.selectFrom('users').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow()).password_hash;

describe('the password hash cost', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'school-cost-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is OWASP argon2id (m=19456, t=2, p=1) without a setting, and a hash made with it says so', async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.passwordHashCost).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    const hash = await createPasswordHasher(undefined, config.passwordHashCost).hash('a-real-password-1', '10.0.0.1');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await verifyPassword('a-real-password-1', hash)).toBe(true);
    expect(await verifyPassword('a-real-password-2', hash)).toBe(false);
    // The hasher a server makes when none is given uses the same cost.
    expect(createPasswordHasher().cost).toEqual(PRODUCTION_COST);
    expect(loadConfig({ DATA_DIR: dataDir, PASSWORD_HASH_COST: 'production', NODE_ENV: 'production' }).passwordHashCost).toEqual(PRODUCTION_COST);
  });

  it('is cheap only when asked for, and never with NODE_ENV=production', () => {
    expect(loadConfig({ DATA_DIR: dataDir, PASSWORD_HASH_COST: 'test' }).passwordHashCost).toEqual(TEST_COST);
    expect(() => loadConfig({ DATA_DIR: dataDir, PASSWORD_HASH_COST: 'test', NODE_ENV: 'production' })).toThrow(
      'PASSWORD_HASH_COST=test — дешёвые хеши паролей только для тестов, а NODE_ENV=production: уберите PASSWORD_HASH_COST',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, PASSWORD_HASH_COST: 'cheap' })).toThrow('PASSWORD_HASH_COST должен быть production или test, а не «cheap»');
  });
});

describe(`argon2id at login and sign-up on ${testEngine()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs up with the real cost on a server left at its default', async () => {
    const real = await createTestApp({ PASSWORD_HASH_COST: '' });
    try {
      const pupil = newPupil();
      expect((await signup(real.app, pupil)).statusCode).toBe(201);
      expect(await storedHash(real, pupil.email)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect((await login(real.app, pupil.email, pupil.password)).statusCode).toBe(200);
    } finally {
      await real.close();
    }
  });

  it('logs an old scrypt hash in and stores it as argon2id in the same request', async () => {
    const email = `old-scrypt-${process.pid}@example.com`;
    // A hash exactly as the server made them before argon2id: scrypt N=2^17, r=8, p=1.
    const old = await hashPasswordScrypt('an-old-password-1');
    expect(old).toMatch(/^scrypt\$17\$8\$1\$/);
    await t.db.insertInto('users').values({ email, password_hash: old, first_name: 'Старожил', created_at: 0 }).execute();

    expect((await login(t.app, email, 'not-the-password')).statusCode).toBe(401);
    expect(await storedHash(t, email)).toBe(old);

    expect((await login(t.app, email, 'an-old-password-1')).statusCode).toBe(200);
    const upgraded = await storedHash(t, email);
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$/);
    expect(await verifyPassword('an-old-password-1', upgraded)).toBe(true);

    expect((await login(t.app, email, 'an-old-password-1')).statusCode).toBe(200);
    expect((await login(t.app, email, 'not-the-password')).statusCode).toBe(401);
  });

  it('raises a hash of a lower argon2id cost too, and keeps it when it is current', async () => {
    const email = `low-cost-${process.pid}@example.com`;
    const low = await hashPassword('a-low-password-1', { memoryCost: 128, timeCost: 1, parallelism: 1 });
    await t.db.insertInto('users').values({ email, password_hash: low, first_name: 'Ученик', created_at: 0 }).execute();
    expect((await login(t.app, email, 'a-low-password-1')).statusCode).toBe(200);
    const raised = await storedHash(t, email);
    expect(raised).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$/);
    expect((await login(t.app, email, 'a-low-password-1')).statusCode).toBe(200);
    expect(await storedHash(t, email)).toBe(raised);
  });

  it('lets the login through when the new hash cannot be made, and keeps the old one', async () => {
    const email = `rehash-fails-${process.pid}@example.com`;
    const old = await hashPasswordScrypt('an-old-password-2', 10);
    await t.db.insertInto('users').values({ email, password_hash: old, first_name: 'Ученик', created_at: 0 }).execute();
    // argon2 refuses 1 KiB (it needs 8 per lane): every new hash of this hasher fails.
    const broken = createPasswordHasher(undefined, { memoryCost: 1, timeCost: 1, parallelism: 1 });
    await expect(broken.hash('a-password-1', '10.1.1.1')).rejects.toThrow();
    const result = await logIn(t.db, { email, password: 'an-old-password-2' }, { passwords: broken, client: '10.1.1.1' });
    expect(result.ok).toBe(true);
    expect(await storedHash(t, email)).toBe(old);
  });
});
