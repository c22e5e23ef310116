import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/constants';
import { monthStartOf } from '../../domain/standing';
import { SEARCH_COUNT_CAP, USERS_PAGE_SIZE } from '../../domain/review';
import { engineOf, type DB } from '../../server/db/database';
import { ledgerRepository } from '../../server/db/repositories/ledger';
import { peopleSearchRepository, wordMatches } from '../../server/db/repositories/people-search';
import { usersRepository } from '../../server/db/repositories/users';
import type { UserRow } from '../../server/db/schema';
import { foldText } from '../../server/db/search-fold';
import { deleteAccount } from '../../server/services/account-deletion';
import { createClass, joinClass } from '../../server/services/classes';
import { changeRole, peoplePage, personData, searchPeople, setJournalLinked } from '../../server/services/people';
import { saveProfile } from '../../server/services/profile-edit';
import { schoolDashboard } from '../../server/services/school-dashboard';
import { withMigrationDatabase } from '../helpers/migration-database';
import { person } from '../helpers/people';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { testEngine } from '../helpers/test-database';

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
    const pupil = await someone(t, 'pupil');
    expect((await searchPeople(t.db, pupil, 'редкоимён')).rows.map((row) => row.id)).toEqual([rare.id]);
    expect(await searchPeople(t.db, pupil, '')).toEqual({ rows: [], count: 0, countCapped: false });
  });

  it('leaves pupils waiting for a parent’s consent out of a pupil’s search; staff find everyone (0170, 0188)', async () => {
    const states = ['not_needed', 'given', 'pending', 'withdrawn'] as const;
    const byState = new Map<string, number>();
    for (const state of states) {
      const found = await someone(t, 'pupil', `Согласная ${state}`);
      await t.db.updateTable('users').set({ consent_state: state }).where('id', '=', found.id).execute();
      byState.set(state, found.id);
    }
    const staffOne = await someone(t, 'teacher', 'Согласная учительница');
    const ids = (...names: string[]) => [...names.map((name) => (name === 'teacher' ? staffOne.id : byState.get(name)!))].sort((a, b) => a - b);
    const found = async (viewer: UserRow) => (await searchPeople(t.db, viewer, 'согласная')).rows.map((row) => row.id).sort((a, b) => a - b);
    const pupil = await someone(t, 'pupil', 'Смотрящий');
    const teacher = await someone(t, 'teacher', 'Смотрящая');
    const admin = await someone(t, 'admin', 'Смотрящий админ');
    expect(await found(pupil)).toEqual(ids('not_needed', 'given', 'teacher'));
    expect(await found(teacher)).toEqual(ids('not_needed', 'given', 'pending', 'withdrawn', 'teacher'));
    expect(await found(admin)).toEqual(ids('not_needed', 'given', 'pending', 'withdrawn', 'teacher'));

    // The pupil's page still fills: the range is walked past the waiting ones, up to the limit.
    const users = { ...usersRepository(t.db), ...peopleSearchRepository(t.db) };
    expect(await users.search('согласная', 2, { leaveOutWaiting: true })).toMatchObject({ count: 2, countCapped: true });
    expect(await users.search('согласная', 3, { leaveOutWaiting: true })).toMatchObject({ count: 3, countCapped: false });
    expect(await users.search('согласная', 3)).toMatchObject({ count: 3, countCapped: true });
    // Over HTTP, by the caller's role.
    const asked = async (role: Role) => {
      const caller = await person(t, role);
      const reply = await t.app.inject({ method: 'GET', url: `/api/v1/users/search/${encodeURIComponent('Согласная')}`, headers: { authorization: caller.token } });
      return (reply.json() as { data: { id: number }[] }).data.map((row) => row.id).sort((a, b) => a - b);
    };
    expect(await asked('pupil')).toEqual(ids('not_needed', 'given', 'teacher'));
    expect(await asked('parent')).toEqual(ids('not_needed', 'given', 'teacher'));
    expect(await asked('teacher')).toEqual(ids('not_needed', 'given', 'pending', 'withdrawn', 'teacher'));
  });

  it('the list counts a search’s matches up to a cap and pages within them; the search says only that there are more', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await someone(t, i === 4 ? 'teacher' : 'pupil', `Капов${i}`)).id);
    const users = { ...usersRepository(t.db), ...peopleSearchRepository(t.db) };
    // The search reads its page and one more: it says that there are more, not how many.
    const capped = await users.search('капов', 2);
    expect(capped).toMatchObject({ count: 2, countCapped: true });
    expect(capped.rows).toHaveLength(2);
    expect(await users.search('капов', 5)).toMatchObject({ count: 5, countCapped: false });
    expect((await users.search('капов', 5)).rows.map((row) => row.first_name)).toEqual(['Капов0', 'Капов1', 'Капов2', 'Капов3', 'Капов4']);

    const first = await users.page({ query: 'капов', offset: 0, limit: 2, cap: 3 });
    expect(first).toMatchObject({ count: 3, countCapped: true });
    const last = await users.page({ query: 'капов', offset: 2, limit: 2, cap: 3 });
    expect(last.rows).toHaveLength(1);
    // Newest first within the counted; a role narrows before the cap.
    expect([...first.rows, ...last.rows].map((row) => row.id)).toEqual([...first.rows, ...last.rows].map((row) => row.id).sort((a, b) => b - a));
    expect(await users.page({ query: 'капов', role: 'pupil', offset: 0, limit: 20, cap: 4 })).toMatchObject({ count: 4, countCapped: false });
    expect(await users.page({ query: 'капов', offset: 0, limit: 20, cap: 5 })).toMatchObject({ count: 5, countCapped: false });
  });

  it('counts a person whose name has two words with the fragment once, and still fills the page with others', async () => {
    // «зуб зубов» and «зубов» are both Зуб Зубов's and sort before Зубр's «зубр»: a page of two
    // distinct people has to read past the first two words.
    const twice = await someone(t, 'pupil', 'Зуб Зубов');
    const other = await someone(t, 'pupil', 'Зубр');
    const users = { ...usersRepository(t.db), ...peopleSearchRepository(t.db) };
    expect(await users.search('зуб', 1)).toMatchObject({ rows: [{ id: twice.id }], count: 1, countCapped: true });
    expect((await users.search('зуб', 2)).rows.map((row) => row.id)).toEqual([twice.id, other.id]);
    expect(await users.search('зуб', 2)).toMatchObject({ count: 2, countCapped: false });
    expect(await users.page({ query: 'зуб', offset: 0, limit: 20, cap: 1 })).toMatchObject({ count: 1, countCapped: true });
    const all = await users.page({ query: 'зуб', offset: 0, limit: 20, cap: 5 });
    expect(all).toMatchObject({ count: 2, countCapped: false });
    expect(all.rows.map((row) => row.id)).toEqual([other.id, twice.id]);
  });

  it.runIf(testEngine() === 'sqlite')('reaches each matched user by id even when the statistics are from a small school', async () => {
    // As if analyzed when the school had two users: SQLite then scanned users_list for every word.
    await sql`delete from sqlite_stat1 where tbl in ('users', 'user_words')`.execute(t.db);
    for (const [index, stat] of [['users_list', '2 2 1 1'], ['users_role_list', '2 2 1 1 1'], ['user_words', '2 2 1 1']]) {
      await sql`insert into sqlite_stat1 (tbl, idx, stat) values (${index === 'user_words' ? 'user_words' : 'users'}, ${index}, ${stat})`.execute(t.db);
    }
    await sql`analyze sqlite_schema`.execute(t.db);
    try {
      // 'name' is the pupils' search (consent checked or not), 'full' the staff's list (0189).
      const cases = [['name', undefined, false], ['name', undefined, true], ['name', 'pupil', false], ['name', 'pupil', true], ['full', undefined, false], ['full', 'pupil', false]] as const;
      for (const [kind, role, sharingOnly] of cases) {
        const query = wordMatches(t.db, 'маш', kind, role, 21, sharingOnly).select('users.id').compile();
        const plan = await t.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]));
        expect(plan.rows.map((row) => row.detail), `${kind} ${role} ${sharingOnly}`).toEqual([expect.stringMatching(/^SEARCH w USING PRIMARY KEY/), expect.stringMatching(/^SEARCH users USING INTEGER PRIMARY KEY/)]);
      }
    } finally {
      await sql`analyze`.execute(t.db);
    }
  });

  it('staff find a pupil by the surname too, its words in order; a pupil never does; the words follow edits, joins and deletion (0189)', async () => {
    const users = { ...usersRepository(t.db), ...peopleSearchRepository(t.db) };
    const teacher = await someone(t, 'teacher', 'Фамильная учительница');
    const pupil = await someone(t, 'pupil', 'Фамильный ученик');
    const masha = await someone(t, 'pupil', 'Маша');
    const alena = await someone(t, 'pupil', 'Алёна');
    expect(await saveProfile(t.db, masha, { lastName: 'Иванова' })).toEqual({ saved: true, unused: undefined });
    await saveProfile(t.db, alena, { lastName: ' Ёлкина ' });
    const listed = async (query: string) => (await peoplePage(t.db, { query, page: 1 })).rows.map((row) => row.id).sort((a, b) => a - b);
    const searched = async (viewer: UserRow, query: string) => (await searchPeople(t.db, viewer, query)).rows.map((row) => row.id);

    expect(await listed('иванова')).toEqual([masha.id]);
    expect(await listed('ИВАН')).toEqual([masha.id]);
    expect(await listed('маша иван')).toEqual([masha.id]);
    expect(await listed('  Маша   Иванова ')).toEqual([masha.id]);
    expect(await listed('ёлкина')).toEqual([alena.id]);
    expect(await listed('елк')).toEqual([alena.id]);
    expect(await listed('алена ёлкина')).toEqual([alena.id]);
    // The start of a word, the words in order, as for first names (0183).
    expect(await listed('ванова')).toEqual([]);
    expect(await listed('иванова маша')).toEqual([]);
    // The first name still finds, the e-mail too, the role narrows.
    expect(await listed('алёна')).toContain(alena.id);
    expect((await peoplePage(t.db, { query: 'иванова', role: 'teacher', page: 1 })).rows).toEqual([]);
    expect((await peoplePage(t.db, { query: 'иванова', role: 'pupil', page: 1 })).rows.map((row) => [row.id, row.last_name])).toEqual([[masha.id, 'Иванова']]);
    // Over HTTP, as «Ученики» asks.
    const http = await t.app.inject({ method: 'GET', url: `/api/v1/users/profiles/1?q=${encodeURIComponent('маша иван')}`, headers: { authorization: (await person(t, 'teacher')).token } });
    expect(http.json()).toMatchObject({ count: 1, data: [{ id: masha.id, lastName: 'Иванова' }] });

    // Pupils search first names only: a surname is staff-only (0131).
    expect(await searched(pupil, 'иванова')).toEqual([]);
    expect(await searched(pupil, 'маша иван')).toEqual([]);
    expect(await searched(pupil, 'ёлкина')).toEqual([]);
    expect(await searched(pupil, 'алёна')).toContain(alena.id);
    expect(await users.search('иванова', 20)).toMatchObject({ rows: [], count: 0 });
    const asPupil = await t.app.inject({ method: 'GET', url: `/api/v1/users/search/${encodeURIComponent('Иванова')}`, headers: { authorization: (await person(t, 'pupil')).token } });
    expect(asPupil.json()).toMatchObject({ data: [] });
    // The teacher's «Найти ученика» on «Рейтинг» is the same search: first names.
    expect(await searched(teacher, 'иванова')).toEqual([]);

    // A new surname in the profile: the old one no longer finds, the new one does.
    await saveProfile(t.db, masha, { lastName: 'Петрова' });
    expect(await listed('иванова')).toEqual([]);
    expect(await listed('маша иван')).toEqual([]);
    expect(await listed('петрова')).toEqual([masha.id]);
    expect(await listed('маша петр')).toEqual([masha.id]);
    // A new first name keeps the surname's words right.
    await saveProfile(t.db, masha, { firstName: 'Мария' });
    expect(await listed('маша петр')).toEqual([]);
    expect(await listed('мария петрова')).toEqual([masha.id]);
    expect(await listed('петрова')).toEqual([masha.id]);

    // Joining a class with a surname.
    const room = await createClass(t.db, teacher, '5 «Ф»');
    if (!room.ok) throw new Error('class not created');
    const joined = await joinClass(t.db, (await users.findById(masha.id))!, room.data.code!, 'Сидорова');
    expect(joined.ok).toBe(true);
    expect(await listed('петрова')).toEqual([]);
    expect(await listed('сидорова')).toEqual([masha.id]);
    expect(await listed('мария сид')).toEqual([masha.id]);

    // A deleted account is scrubbed: nothing of its names finds it.
    await deleteAccount(t.db, (await users.findById(masha.id))!, Math.floor(Date.now() / 1000));
    expect(await listed('сидорова')).toEqual([]);
    expect(await listed('мария')).not.toContain(masha.id);
    const left = await t.db.selectFrom('user_words').select('word').where('user_id', '=', masha.id).execute();
    expect(left.map((row) => row.word).filter((word) => /мария|сидорова|петрова|иванова/.test(word))).toEqual([]);
  });

  it('answers «more than the cap» past the cap over HTTP in the staff’s list, and «more» in the search', async () => {
    const now = Math.floor(Date.now() / 1000);
    const many = Array.from({ length: SEARCH_COUNT_CAP + 1 }, (_, i) => ({
      email: `mnogo-${i}@example.com`, password_hash: 'x', first_name: `Многоимённый ${i}`, role: 'pupil' as const, created_at: now,
    }));
    await t.db.insertInto('users').values(many).execute();
    const teacher = await person(t, 'teacher');
    const ask = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: teacher.token } });
    const found = (await ask(`/api/v1/users/search/${encodeURIComponent('многоимённый')}`)).json();
    expect(found).toMatchObject({ count: 20, countCapped: true });
    expect(found.data).toHaveLength(20);
    const listed = (await ask('/api/v1/users/profiles/1?q=mnogo')).json();
    expect(listed).toMatchObject({ count: SEARCH_COUNT_CAP, countCapped: true, pageSize: USERS_PAGE_SIZE });
    expect((await ask(`/api/v1/users/profiles/${SEARCH_COUNT_CAP / USERS_PAGE_SIZE}?q=mnogo`)).json().data).toHaveLength(USERS_PAGE_SIZE);
    expect((await ask(`/api/v1/users/profiles/${SEARCH_COUNT_CAP / USERS_PAGE_SIZE + 1}?q=mnogo`)).json().data).toEqual([]);
    // Under the cap the answer has no countCapped at all.
    expect((await ask('/api/v1/users/profiles/1?q=mnogo-999')).json()).not.toHaveProperty('countCapped');
  });

  it('seeks a deep page of the list by the day counts: every page as the walked one, after sign-ups, deletions and role changes', async () => {
    const start = Math.floor(Date.now() / 1000) - 40 * DAY;
    // Several a day, some at the same second (the id decides), on days with gaps between them.
    const accounts = Array.from({ length: 60 }, (_, i) => ({
      email: `dni-${i}@example.com`, password_hash: 'x', first_name: `Дневной ${i}`, role: (i % 4 === 0 ? 'teacher' : 'pupil') as Role,
      created_at: start + Math.floor(i / 5) * 3 * DAY + (i % 3) * 3600,
    }));
    await t.db.insertInto('users').values(accounts).execute();
    const ids = (await t.db.selectFrom('users').select('id').where('email', 'like', 'dni-%').orderBy('id').execute()).map((row) => row.id);
    await t.db.updateTable('users').set({ deleted_at: start }).where('id', 'in', ids.slice(0, 7)).execute();
    await t.db.updateTable('users').set({ deleted_at: null }).where('id', '=', ids[3]!).execute();
    await t.db.updateTable('users').set({ role: 'teacher' }).where('id', 'in', ids.slice(10, 14)).execute();
    await t.db.updateTable('users').set({ created_at: start - 5 * DAY }).where('id', '=', ids[20]!).execute();
    await t.db.deleteFrom('users').where('id', 'in', [ids[30]!, ids[31]!]).execute();

    const live = await t.db.selectFrom('users').select(['role', 'created_at']).where('deleted_at', 'is', null).execute();
    const expected = new Map<string, number>();
    for (const user of live) expected.set(`${user.role} ${Math.floor(user.created_at / DAY)}`, (expected.get(`${user.role} ${Math.floor(user.created_at / DAY)}`) ?? 0) + 1);
    const kept = await sql<{ role: string; day: number; n: number }>`select role, day, n from user_list_days where n <> 0`.execute(t.db);
    expect(new Map(kept.rows.map((row) => [`${row.role} ${Number(row.day)}`, Number(row.n)]))).toEqual(expected);

    const users = { ...usersRepository(t.db), ...peopleSearchRepository(t.db) };
    for (const role of [undefined, 'pupil', 'teacher'] as const) {
      const total = live.filter((user) => role === undefined || user.role === role).length;
      for (let offset = 0; offset <= total + 3; offset += 2) {
        const walked = await users.page({ query: '', role, offset, limit: 3, seekFrom: Infinity });
        const sought = await users.page({ query: '', role, offset, limit: 3, seekFrom: 0 });
        expect(sought.rows.map((row) => row.id)).toEqual(walked.rows.map((row) => row.id));
      }
    }
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
    expect(dashboard.usersByRole).toEqual({ pupil: 2, teacher: 1, admin: 0, parent: 0 });
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

describe('migration 0016', () => {
  interface Named {
    id: number;
    first_name: string;
    last_name: string;
    email: string;
  }
  /** From each folded word to the end, words joined by one space. */
  const tails = (text: string) => {
    const words = foldText(text).split(' ').filter(Boolean);
    return words.map((_, i) => words.slice(i).join(' '));
  };
  /** What user_words should hold: 0014's kinds, and 'full' once 0016 ran. */
  const expectedWords = (users: Named[], full: boolean) =>
    [
      ...new Set(
        users.flatMap((user) => {
          const email = foldText(user.email);
          const domain = email.slice(email.indexOf('@') + 1);
          return [
            ...tails(user.first_name).map((word) => `name:${word}:${user.id}`),
            ...(full ? tails(`${user.first_name} ${user.last_name}`).map((word) => `full:${word}:${user.id}`) : []),
            `email:${email}:${user.id}`,
            ...(email.includes('@') && domain ? [`email:${domain}:${user.id}`] : []),
          ];
        }),
      ),
    ].sort();
  const storedWords = async (db: DB) =>
    (await db.selectFrom('user_words').select(['kind', 'word', 'user_id']).execute()).map((row) => `${row.kind}:${row.word}:${row.user_id}`).sort();
  const allUsers = (db: DB) => db.selectFrom('users').select(['id', 'first_name', 'last_name', 'email']).execute();
  /** The triggers on users that write user_words: one set, whichever migration made it. */
  async function wordTriggers(db: DB): Promise<string[]> {
    if (engineOf(db) === 'postgres') {
      const { rows } = await sql<{ name: string; action: string }>`select distinct trigger_name as name, event_manipulation as action from information_schema.triggers
        where event_object_table = 'users' and trigger_schema = current_schema() and action_statement like '%user_words%'`.execute(db);
      return rows.map((row) => `${row.name} ${row.action}`).sort();
    }
    const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'trigger' and tbl_name = 'users' and sql like '%user_words%'`.execute(db);
    return rows.map((row) => row.name).sort();
  }

  it('fills the surnames’ words of a school that had users, keeps them by one trigger set, and goes down and up again', async () => {
    await withMigrationDatabase(async ({ db, migrateTo, migrateToLatest }) => {
      await migrateTo('0015-build-progress-tick-times');
      const triggersBefore = await wordTriggers(db);
      const now = 1_700_000_000;
      await sql`insert into users (email, password_hash, first_name, last_name, role, created_at, deleted_at) values
        ('Masha@School.ru', 'x', 'Маша', 'Иванова', 'pupil', ${now}, null),
        ('alena@example.com', 'x', ' Алёна  Мария ', ' Ёлкина ', 'pupil', ${now}, null),
        ('obrien@example.com', 'x', 'Шон "Джон"', 'О''Брайен-Смит', 'teacher', ${now}, null),
        ('petya@example.com', 'x', 'Петя', '', 'pupil', ${now}, null),
        ('deleted-9@deleted.invalid', 'x', 'Удалённый аккаунт', '', 'pupil', ${now}, ${now})`.execute(db);
      const [masha, alena, , petya, deleted] = (await db.selectFrom('users').select('id').orderBy('id').execute()).map((row) => row.id);
      expect(await storedWords(db)).toEqual(expectedWords(await allUsers(db), false));

      await migrateToLatest();
      expect(await storedWords(db)).toEqual(expectedWords(await allUsers(db), true));
      expect(await storedWords(db)).toContain(`full:маша иванова:${masha}`);
      expect(await storedWords(db)).toContain(`full:алена мария елкина:${alena}`);
      expect(await storedWords(db)).toContain(`full:о'брайен-смит:${(await allUsers(db))[2]!.id}`);
      // One set of triggers, as many as 0014's, replaced rather than added to.
      expect((await wordTriggers(db)).length).toBe(triggersBefore.length);
      const users = { ...usersRepository(db), ...peopleSearchRepository(db) };
      const listed = async (query: string) => (await users.page({ query, offset: 0, limit: 20 })).rows.map((row) => row.id).sort((a, b) => a - b);
      expect(await listed('иванова')).toEqual([masha]);
      expect(await listed('маша ИВАН')).toEqual([masha]);
      expect(await listed('ёлкина')).toEqual([alena]);
      expect(await listed('мария елк')).toEqual([alena]);
      expect(await listed('удалённый')).toEqual([]);
      expect((await users.search('иванова', 20)).rows).toEqual([]);

      // The triggers keep all three kinds: a surname, a first name, an e-mail changed, a user added and removed.
      await db.updateTable('users').set({ last_name: 'Смирнова' }).where('id', '=', masha!).execute();
      await db.updateTable('users').set({ first_name: 'Алёнка' }).where('id', '=', alena!).execute();
      await db.updateTable('users').set({ email: 'petr@school.ru', last_name: 'Петров' }).where('id', '=', petya!).execute();
      await db.insertInto('users').values({ email: 'new@example.com', password_hash: 'x', first_name: 'Новая', last_name: 'Ученица', role: 'pupil', created_at: now }).execute();
      await db.deleteFrom('users').where('id', '=', deleted!).execute();
      expect(await storedWords(db)).toEqual(expectedWords(await allUsers(db), true));
      expect(await listed('иванова')).toEqual([]);
      expect(await listed('смирнова')).toEqual([masha]);
      expect(await listed('новая учен')).toHaveLength(1);

      // Down: 0014's triggers again (a surname changed then is not kept), no 'full' words.
      await migrateTo('0015-build-progress-tick-times');
      expect(await wordTriggers(db)).toEqual(triggersBefore);
      expect(await storedWords(db)).toEqual(expectedWords(await allUsers(db), false));
      await db.updateTable('users').set({ last_name: 'Кузнецова' }).where('id', '=', masha!).execute();
      await db.updateTable('users').set({ first_name: 'Маруся' }).where('id', '=', alena!).execute();
      await db.insertInto('users').values({ email: 'down@example.com', password_hash: 'x', first_name: 'Пока', last_name: 'Вниз', role: 'pupil', created_at: now }).execute();
      expect(await storedWords(db)).toEqual(expectedWords(await allUsers(db), false));

      // Up again: every user's words, those changed while it was down too.
      await migrateToLatest();
      expect(await storedWords(db)).toEqual(expectedWords(await allUsers(db), true));
      expect(await listed('кузнецова')).toEqual([masha]);
      expect(await listed('маруся ёлкина')).toEqual([alena]);
      expect(await listed('вниз')).toHaveLength(1);
    });
  });
});

describe('migration 0019', () => {
  /** Every word, its user named by e-mail: users made again get new ids. */
  const storedWords = async (db: DB) =>
    (
      await db.selectFrom('user_words').innerJoin('users', 'users.id', 'user_words.user_id').select(['kind', 'word', 'users.email']).execute()
    ).map((row) => `${row.kind}:${row.word}:${row.email}`).sort();
  const tricky = [
    ['Masha@School.ru', 'Маша', 'Иванова'],
    ['alena@example.com', ' Алёна  Мария ', ' Ёлкина '],
    ['obrien@example.com', 'Шон "Джон"', "О'Брайен-Смит"],
    ['EMPTY@', '', ''],
    ['long@EXAMPLE.com', 'A B C D E F G H I J K L', 'ЁЖИКОВ-ЯЩЕРИЦЫН'],
  ] as const;

  it('writes the same words as 0016’s triggers, for a user made, renamed and removed', async () => {
    await withMigrationDatabase(async ({ db, migrateTo, migrateToLatest }) => {
      await migrateTo('0017-board-index-covers-consent');
      const add = (prefix: string) =>
        db
          .insertInto('users')
          .values(tricky.map(([email, first, last]) => ({ email: `${prefix}${email}`, password_hash: 'x', first_name: first, last_name: last, role: 'pupil' as const, created_at: 1_700_000_000 })))
          .execute();
      await add('a-');
      const by0016 = await storedWords(db);
      expect(by0016).toContain('full:алена мария елкина:a-alena@example.com');
      expect(by0016).toContain('name:c d e f g h i j k l:a-long@EXAMPLE.com');

      await migrateToLatest();
      // Nothing refilled: the words stay, and rewritten by 0019's triggers they are the same.
      expect(await storedWords(db)).toEqual(by0016);
      await db.updateTable('users').set((eb) => ({ first_name: eb.ref('first_name'), last_name: eb.ref('last_name'), email: eb.ref('email') })).execute();
      expect(await storedWords(db)).toEqual(by0016);
      await add('b-');
      const with0019 = await storedWords(db);
      const ofUser = (words: string[], email: string) => words.filter((word) => word.endsWith(`:${email}`)).map((word) => word.replace(`:${email}`, ''));
      for (const [email] of tricky) {
        expect(ofUser(with0019, `b-${email}`)).toEqual(ofUser(by0016, `a-${email}`).map((word) => word.replace(/^email:a-/, 'email:b-')));
      }
      await db.deleteFrom('users').where('email', 'like', 'b-%').execute();
      expect(await storedWords(db)).toEqual(by0016);

      // Down to 0016's triggers: the same users made again get the same words from them.
      await migrateTo('0017-board-index-covers-consent');
      await add('b-');
      expect(await storedWords(db)).toEqual(with0019);
    });
  });
});
