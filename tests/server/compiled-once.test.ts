import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledOnce } from '../../server/db/compiled-once';
import { person } from '../helpers/people';
import { createTestApp, type TestApp } from '../helpers/test-app';

// A query compiled once (server/db/compiled-once.ts) answers each call with that call's values,
// on the engine of the vitest project, and refuses a build that changes a value on its way in.

describe('compiledOnce', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('binds each call’s values where the stand-ins were, as often as they appear', async () => {
    const a = await person(t, 'pupil', { firstName: 'Аня' });
    const b = await person(t, 'teacher', { firstName: 'Борис' });
    const named = compiledOnce(['string', 'number', 'number'] as const, (db, role, id, alsoId) =>
      db.selectFrom('users').select(['id', 'first_name']).where('role', '=', role as 'pupil').where((eb) => eb.or([eb('id', '=', id), eb('id', '=', alsoId)])),
    );
    expect(await named(t.db, 'pupil', a.id, a.id)).toEqual([{ id: a.id, first_name: 'Аня' }]);
    expect(await named(t.db, 'teacher', b.id, a.id)).toEqual([{ id: b.id, first_name: 'Борис' }]);
    expect(await named(t.db, 'teacher', a.id, a.id)).toEqual([]);
  });

  it('refuses a value changed before it reaches the query', async () => {
    const shifted = compiledOnce(['number'] as const, (db, id) => db.selectFrom('users').select('id').where('id', '=', id + 1));
    await expect(shifted(t.db, 1)).rejects.toThrow(/value 0/);
  });
});
