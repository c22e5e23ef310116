import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/domain/constants';
import { monthStartOf } from '../../src/domain/progress';
import { USERS_PAGE_SIZE } from '../../src/domain/review';
import { ledgerRepository } from '../../server/db/repositories/ledger';
import { usersRepository } from '../../server/db/repositories/users';
import type { UserRow } from '../../server/db/schema';
import { changeRole, peoplePage, personData, searchPeople, setJournalLinked } from '../../server/services/people';
import { schoolDashboard } from '../../server/services/school-dashboard';
import { person } from '../helpers/people';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The people and school-dashboard services on the engine of the vitest project, called directly:
// who may read whom, the admin's role change and the journal link, and the dashboard's month.

const DAY = 24 * 60 * 60;

async function someone(t: TestApp, role: Role, firstName = 'Маша'): Promise<UserRow> {
  const { id } = await person(t, role, { firstName });
  return (await usersRepository(t.db).findById(id))!;
}

describe('people', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('pages the staff’s list by role and by a fragment of the name, 20 a page', async () => {
    for (let i = 0; i < USERS_PAGE_SIZE + 1; i++) await someone(t, 'pupil', `Списочный${i}`);
    await someone(t, 'teacher', 'Списочный учитель');
    const first = await peoplePage(t.db, { query: 'списочный', role: 'pupil', page: 1 });
    expect(first.count).toBe(USERS_PAGE_SIZE + 1);
    expect(first.rows).toHaveLength(USERS_PAGE_SIZE);
    expect((await peoplePage(t.db, { query: 'списочный', role: 'pupil', page: 2 })).rows).toHaveLength(1);
    expect((await peoplePage(t.db, { query: 'списочный', role: 'teacher', page: 1 })).rows.map((row) => row.first_name)).toEqual(['Списочный учитель']);
  });

  it('finds people by name, and nobody for a blank fragment', async () => {
    const rare = await someone(t, 'pupil', 'Редкоимённая');
    expect((await searchPeople(t.db, 'редкоимён')).map((row) => row.id)).toEqual([rare.id]);
    expect(await searchPeople(t.db, '')).toEqual([]);
  });

  it('gives a user’s data to themself and to staff; a pupil asking about another is refused', async () => {
    const masha = await someone(t, 'pupil');
    const petya = await someone(t, 'pupil');
    const teacher = await someone(t, 'teacher');
    expect(await personData(t.db, masha, masha.id)).toEqual({ ok: true, user: masha });
    expect(await personData(t.db, masha, petya.id)).toEqual({ ok: false, error: 'FORBIDDEN' });
    expect(await personData(t.db, teacher, petya.id)).toMatchObject({ ok: true, user: { id: petya.id } });
    expect(await personData(t.db, teacher, 999_999)).toEqual({ ok: false, error: 'USER_NOT_FOUND' });
  });

  it('changes another user’s role and ends their sessions; never the admin’s own', async () => {
    const admin = await someone(t, 'admin');
    const pupil = await someone(t, 'pupil');
    const own = await changeRole(t.db, admin, admin.id, 'pupil');
    expect(own).toEqual({ ok: false, error: 'VALIDATION_ERROR', message: 'Свою роль поменять нельзя: попросите другого администратора' });
    expect(await changeRole(t.db, admin, 999_999, 'teacher')).toEqual({ ok: false, error: 'USER_NOT_FOUND' });
    expect(await changeRole(t.db, admin, pupil.id, 'teacher')).toEqual({ ok: true });
    const after = await usersRepository(t.db).findById(pupil.id);
    expect(after).toMatchObject({ role: 'teacher', token_version: pupil.token_version + 1 });
    expect((await usersRepository(t.db).findById(admin.id))!.role).toBe('admin');
  });

  it('links a pupil to the journal and unlinks; an unknown id is not found', async () => {
    const pupil = await someone(t, 'pupil');
    expect(await setJournalLinked(t.db, pupil.id, false)).toEqual({ ok: true });
    expect((await usersRepository(t.db).findById(pupil.id))!.journal_linked).toBe(0);
    expect(await setJournalLinked(t.db, pupil.id, true)).toEqual({ ok: true });
    expect((await usersRepository(t.db).findById(pupil.id))!.journal_linked).toBe(1);
    expect(await setJournalLinked(t.db, 999_999, true)).toEqual({ ok: false, error: 'USER_NOT_FOUND' });
  });
});

describe('school dashboard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts this calendar month (UTC) only, and the month’s best pupils by rating earned in it', async () => {
    const now = Math.floor(Date.now() / 1000);
    const month = monthStartOf(new Date(now * 1000).toISOString().slice(0, 7));
    const anna = await someone(t, 'pupil', 'Анна');
    const boris = await someone(t, 'pupil', 'Борис');
    await someone(t, 'teacher');
    const ledger = ledgerRepository(t.db);
    await ledger.credit({ userId: anna.id, kind: 'rating', delta: 5, reason: 'test', ref: null, now });
    await ledger.credit({ userId: boris.id, kind: 'rating', delta: 8, reason: 'test', ref: null, now });
    await ledger.credit({ userId: anna.id, kind: 'rating', delta: 100, reason: 'test', ref: null, now: month - DAY });
    await ledger.credit({ userId: anna.id, kind: 'diamonds', delta: 40, reason: 'test', ref: null, now });
    await ledger.credit({ userId: boris.id, kind: 'diamonds', delta: 7, reason: 'test', ref: null, now: month - DAY });

    const dashboard = await schoolDashboard(t.db, now);
    expect(dashboard.usersByRole).toEqual({ pupil: 2, teacher: 1, admin: 0 });
    expect(dashboard.newThisWeek).toBe(3);
    expect(dashboard.submissions).toEqual({ pending: 0, approvedThisMonth: 0, returnedThisMonth: 0 });
    expect(dashboard.diamonds).toEqual({ creditedThisMonth: 40, spentThisMonth: 0 });
    expect(dashboard.topPupils.map((pupil) => [pupil.firstName, pupil.monthRating])).toEqual([
      ['Борис', 8],
      ['Анна', 5],
    ]);
    // A week later nobody is new.
    expect((await schoolDashboard(t.db, now + 8 * DAY)).newThisWeek).toBe(0);
  });
});
