import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineOf } from '../../server/db/database';
import { usersRepository } from '../../server/db/repositories/users';
import { createTestApp, signedInPupil, type TestApp } from '../helpers/test-app';
import { testEngine } from '../helpers/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`the test server on ${testEngine()}`, () => {
  it('runs on the engine of its vitest project, PostgreSQL in a database of its own copied from the run’s migrated template', async () => {
    expect(engineOf(t.db)).toBe(testEngine());
    if (testEngine() === 'postgres') {
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.db);
      expect(rows[0]?.name).toMatch(/^t\d+_[0-9a-z]+_[0-9a-f]{12}$/);
    }
  });

  it('gives ids, counts and sums back as JS numbers', async () => {
    await signedInPupil(t.app);
    const created = await usersRepository(t.db).create({ email: 'n@example.com', passwordHash: 'x', firstName: 'Число', role: 'pupil', now: 1 });
    expect(created.ok && typeof created.id).toBe('number');
    const row = await t.db
      .selectFrom('users')
      .select((eb) => [eb.fn.countAll().as('n'), eb.fn.sum('created_at').as('total'), eb.fn.max('id').as('top')])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ n: 2, total: expect.any(Number), top: expect.any(Number) });
    expect(await usersRepository(t.db).count()).toBe(2);
  });
});
