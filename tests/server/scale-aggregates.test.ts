import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthOf, monthStartOf } from '../../domain/standing';
import type { DB } from '../../server/db/database';
import { commentsRepository } from '../../server/db/repositories/comments';
import { leadersRepository } from '../../server/db/repositories/leaders';
import { ledgerRepository } from '../../server/db/repositories/ledger';
import { submissionsRepository } from '../../server/db/repositories/submissions';
import { peopleSearchRepository } from '../../server/db/repositories/people-search';
import { usersRepository } from '../../server/db/repositories/users';
import { foldText } from '../../server/db/search-fold';
import { approve } from '../../server/services/approval';
import { buyLevel } from '../../server/services/standing';
import { withMigrationDatabase } from '../helpers/migration-database';
import { person } from '../helpers/people';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The maintained aggregates (docs/decisions/0155-maintained-aggregates-for-boards-and-counts.md)
// always equal what they sum, on the engine of the vitest project: the month's rating per pupil
// and the month's diamonds against the ledger, the counters against the rows, the search table
// against the users; after parallel approvals, purchases and reversals, and after the migration
// fills them for a school that had none.

const DAY = 24 * 60 * 60;
const NOW = Math.floor(Date.now() / 1000);

type Row = Record<string, unknown>;
const byKey = (rows: Row[], key: (row: Row) => string) => Object.fromEntries(rows.map((row) => [key(row), row]));

/** Every aggregate, recomputed from the rows it sums and compared. */
async function expectAggregatesEqualRows(db: DB): Promise<void> {
  const ledger = await db.selectFrom('ledger').select(['user_id', 'kind', 'delta', 'created_at']).execute();
  const months: Record<string, { user_id: number; month: string; rating: number; last_earned_at: number }> = {};
  const totals: Record<string, { month: string; diamonds_credited: number; diamonds_spent: number }> = {};
  const balances: Record<string, number> = {};
  for (const row of ledger) {
    const month = monthOf(Number(row.created_at));
    balances[`${row.user_id}:${row.kind}`] = (balances[`${row.user_id}:${row.kind}`] ?? 0) + row.delta;
    if (row.kind === 'rating') {
      const key = `${row.user_id}:${month}`;
      const entry = (months[key] ??= { user_id: row.user_id, month, rating: 0, last_earned_at: 0 });
      entry.rating += row.delta;
      entry.last_earned_at = Math.max(entry.last_earned_at, Number(row.created_at));
    } else {
      const entry = (totals[month] ??= { month, diamonds_credited: 0, diamonds_spent: 0 });
      if (row.delta > 0) entry.diamonds_credited += row.delta;
      else entry.diamonds_spent -= row.delta;
    }
  }
  const numbers = (rows: Row[]) => rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v])));
  const monthly = numbers(await db.selectFrom('monthly_rating').selectAll().execute());
  expect(byKey(monthly, (row) => `${row.user_id}:${row.month}`)).toEqual(months);
  const monthTotals = numbers(await db.selectFrom('month_totals').selectAll().execute());
  expect(byKey(monthTotals, (row) => String(row.month))).toEqual(totals);

  const users = await db.selectFrom('users').select(['id', 'role', 'deleted_at', 'diamonds', 'rating', 'first_name', 'last_name', 'email']).execute();
  for (const user of users) {
    expect({ id: user.id, diamonds: user.diamonds, rating: user.rating }).toEqual({
      id: user.id,
      diamonds: balances[`${user.id}:diamonds`] ?? 0,
      rating: balances[`${user.id}:rating`] ?? 0,
    });
  }

  const ratingCounts: Record<string, Row & { n: number }> = {};
  for (const user of users.filter((u) => u.role === 'pupil' && u.deleted_at === null)) (ratingCounts[user.rating] ??= { rating: user.rating, n: 0 }).n += 1;
  expect(byKey(numbers(await db.selectFrom('rating_counts').selectAll().where('n', '>', 0).execute()), (row) => String(row.rating))).toEqual(ratingCounts);
  await expectRatingTiesEqualRows(db);
  const monthRatingCounts: Record<string, Row & { n: number }> = {};
  for (const entry of Object.values(months)) (monthRatingCounts[`${entry.month}:${entry.rating}`] ??= { month: entry.month, rating: entry.rating, n: 0 }).n += 1;
  expect(byKey(numbers(await db.selectFrom('month_rating_counts').selectAll().where('n', '>', 0).execute()), (row) => `${row.month}:${row.rating}`)).toEqual(monthRatingCounts);
  const monthTieCounts: Record<string, Row & { n: number }> = {};
  for (const entry of Object.values(months)) {
    const day = Math.floor(entry.last_earned_at / DAY);
    (monthTieCounts[`${entry.month}:${entry.rating}:${day}`] ??= { month: entry.month, rating: entry.rating, day, n: 0 }).n += 1;
  }
  expect(byKey(numbers(await db.selectFrom('month_tie_counts').selectAll().where('n', '>', 0).execute()), (row) => `${row.month}:${row.rating}:${row.day}`)).toEqual(monthTieCounts);

  const userCounts: Row = {};
  for (const role of ['pupil', 'teacher', 'admin', 'parent']) {
    const mine = users.filter((user) => user.role === role);
    userCounts[role] = { role, live: mine.filter((user) => user.deleted_at === null).length, total: mine.length };
  }
  expect(byKey(numbers(await db.selectFrom('user_counts').selectAll().execute()), (row) => String(row.role))).toEqual(userCounts);

  const comments = await db.selectFrom('comments').select(['section', 'item_id', 'hidden_at']).execute();
  const commentCounts: Record<string, Row & { visible: number; total: number }> = {};
  for (const c of comments) {
    const entry = (commentCounts[`${c.section}:${c.item_id}`] ??= { section: c.section, item_id: c.item_id, visible: 0, total: 0 });
    entry.total += 1;
    if (c.hidden_at === null) entry.visible += 1;
  }
  expect(byKey(numbers(await db.selectFrom('comment_counts').selectAll().where('total', '>', 0).execute()), (row) => `${row.section}:${row.item_id}`)).toEqual(commentCounts);

  const submissions = await db.selectFrom('submissions').select(['status', 'reviewed_at']).execute();
  const submissionCounts: Record<string, Row & { n: number }> = {};
  for (const s of submissions) {
    const month = s.status === 'pending' || s.reviewed_at === null ? '' : monthOf(Number(s.reviewed_at));
    (submissionCounts[`${s.status}:${month}`] ??= { status: s.status, month, n: 0 }).n += 1;
  }
  expect(byKey(numbers(await db.selectFrom('submission_counts').selectAll().where('n', '>', 0).execute()), (row) => `${row.status}:${row.month}`)).toEqual(submissionCounts);

  // The search's words: the folded name from each of its words on, the same of first name and
  // surname (the staff's list: migration 0016), the folded e-mail and its domain.
  const tails = (kind: string, text: string, id: number) => {
    const words = foldText(text).split(' ').filter(Boolean);
    return words.map((_, i) => `${kind}:${words.slice(i).join(' ')}:${id}`);
  };
  const expectedWords = users.flatMap((user) => {
    const email = foldText(user.email);
    const domain = email.slice(email.indexOf('@') + 1);
    const names = [...tails('name', user.first_name, user.id), ...tails('full', `${user.first_name} ${user.last_name}`, user.id)];
    return [...names, `email:${email}:${user.id}`, ...(email.includes('@') && domain ? [`email:${domain}:${user.id}`] : [])];
  });
  const words = await db.selectFrom('user_words').select(['kind', 'word', 'user_id']).execute();
  expect(words.map((row) => `${row.kind}:${row.word}:${row.user_id}`).sort()).toEqual([...new Set(expectedWords)].sort());
}

/** The pupils on the all-time board (live, consent lets them be shown; hidden ones too), best first, ties by id. */
async function boardRows(db: DB): Promise<{ id: number; rating: number }[]> {
  const users = await db.selectFrom('users').select(['id', 'rating', 'role', 'deleted_at', 'consent_state']).execute();
  return users
    .filter((user) => user.role === 'pupil' && user.deleted_at === null && ['not_needed', 'given'].includes(user.consent_state))
    .map((user) => ({ id: user.id, rating: user.rating }))
    .sort((a, b) => b.rating - a.rating || a.id - b.id);
}

/** rating_tie_counts against the users: the board's pupils by rating and block of 1,024 ids. */
async function expectRatingTiesEqualRows(db: DB): Promise<void> {
  const ties: Record<string, Row & { n: number }> = {};
  for (const pupil of await boardRows(db)) {
    const block = Math.floor(pupil.id / 1024);
    (ties[`${pupil.rating}:${block}`] ??= { rating: pupil.rating, block, n: 0 }).n += 1;
  }
  const rows = (await db.selectFrom('rating_tie_counts').selectAll().where('n', '>', 0).execute()).map((row) => ({ rating: row.rating, block: Number(row.block), n: Number(row.n) }));
  expect(byKey(rows, (row) => `${row.rating}:${row.block}`)).toEqual(ties);
}

/** Every page start (pages of 3 and of 20) and every place on the all-time board, against `boardRows` sorted naively. */
async function expectAllTimeBoardEqualsRows(db: DB): Promise<void> {
  const leaders = leadersRepository(db);
  const board = await boardRows(db);
  expect(await leaders.count()).toBe(board.length);
  for (let offset = 0; offset <= board.length; offset += 1) {
    expect((await leaders.page(offset, 3)).map((row) => row.id)).toEqual(board.slice(offset, offset + 3).map((row) => row.id));
  }
  for (let offset = 0; offset <= board.length + 20; offset += 20) {
    expect((await leaders.page(offset, 20)).map((row) => row.id)).toEqual(board.slice(offset, offset + 20).map((row) => row.id));
  }
  for (const [index, pupil] of board.entries()) expect(await leaders.placeOf(pupil.id, pupil.rating)).toBe(index + 1);
  // Off the board (waiting for consent, staff): the place they would have, as before.
  const others = await db.selectFrom('users').select(['id', 'rating']).where((eb) => eb.or([eb('role', '<>', 'pupil'), eb('consent_state', 'in', ['pending', 'withdrawn'])])).execute();
  for (const other of others) {
    const ahead = board.filter((pupil) => pupil.rating > other.rating || (pupil.rating === other.rating && pupil.id < other.id)).length;
    expect(await leaders.placeOf(other.id, other.rating)).toBe(ahead + 1);
  }
}

async function pendingWork(t: TestApp, userId: number, projectId: number, now: number): Promise<number> {
  const created = await submissionsRepository(t.db).create({
    userId,
    projectId,
    photo: 'a.jpg',
    thumb: 'a-thumb.jpg',
    originalName: 'a.jpg',
    mime: 'image/jpeg',
    width: 10,
    height: 10,
    bytes: 100,
    idempotencyKey: `key-${userId}-${projectId}`,
    now,
  });
  if (!created.ok) throw new Error('submission not created');
  return created.submission.id;
}

describe('maintained aggregates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('equal the ledger and the rows after parallel approvals, purchases, reversals, comments and role changes', async () => {
    const teacher = await person(t, 'teacher', { firstName: 'Учитель' });
    const pupils = await Promise.all(Array.from({ length: 12 }, (_, i) => person(t, 'pupil', { firstName: i % 2 ? `Алёна ${i}` : `ЕГОР ${i}` })));
    const lastMonth = monthStartOf(monthOf(NOW)) - 3 * DAY;

    // Work over two months, all approved at once.
    const works = await Promise.all(pupils.flatMap((pupil, i) => [1, 2, 3].map((project) => pendingWork(t, pupil.id, project, project === 1 ? lastMonth : NOW - i))));
    const approved = await Promise.all(
      works.map((id, i) => approve(t.db, id, teacher.id, i % 3 === 0 ? lastMonth + i : NOW - (i % 5))),
    );
    expect(approved.every((result) => result.ok)).toBe(true);
    await expectAggregatesEqualRows(t.db);

    // Each pupil buys levels in parallel with the others (and with itself: only one of two goes through).
    const users = usersRepository(t.db);
    const ledger = ledgerRepository(t.db);
    await Promise.all(pupils.map((pupil) => ledger.credit({ userId: pupil.id, kind: 'diamonds', delta: 1000, reason: 'test', ref: null, now: NOW })));
    const purchases = await Promise.all(
      pupils.flatMap((pupil) => [0, 1].map(async () => buyLevel(t.db, (await users.findById(pupil.id))!, NOW))),
    );
    expect(purchases.filter((result) => result.ok)).toHaveLength(pupils.length);
    // Credits, spends of lectures and reversals, all at once.
    await Promise.all(
      pupils.flatMap((pupil, i) => [
        ledger.credit({ userId: pupil.id, kind: 'rating', delta: 7 + i, reason: 'test', ref: null, now: NOW - DAY }),
        ledger.spend({ userId: pupil.id, price: 5, reason: 'lecture', ref: `lecture:${i}`, now: NOW }),
        ledger.reverse({ userId: pupil.id, kind: 'rating', amount: 3, reason: 'undo', ref: `undo:test:${i}`, now: NOW }),
        ledger.reverse({ userId: pupil.id, kind: 'diamonds', amount: 10_000, reason: 'undo', ref: `undo:test:${i}`, now: NOW }),
      ]),
    );
    await expectAggregatesEqualRows(t.db);

    // Counters kept by triggers: comments hidden and shown, roles changed, work returned.
    const comments = commentsRepository(t.db);
    const ids = await Promise.all(pupils.map((pupil, i) => comments.create({ section: 'lecture', itemId: 30001, userId: pupil.id, text: `Текст ${i}`, textHash: `h${i}`, now: NOW })));
    await Promise.all(ids.slice(0, 4).map((id) => comments.setHidden(id!, { by: teacher.id, at: NOW })));
    await comments.setHidden(ids[0]!, null);
    await users.setRole(pupils[0]!.id, 'teacher');
    await t.db.updateTable('users').set({ deleted_at: NOW, first_name: 'Удалённый ученик' }).where('id', '=', pupils[1]!.id).execute();
    await t.db.updateTable('users').set({ first_name: 'Ёжик', email: 'HEDGEHOG@Example.com' }).where('id', '=', pupils[2]!.id).execute();
    await expectAggregatesEqualRows(t.db);
  });

  it('let the boards read the aggregates: the month’s place and the counts match the ledger’s order', async () => {
    const { monthStats } = await import('../../server/services/rating-battle');
    const { schoolDashboard } = await import('../../server/services/school-dashboard');
    const board = await t.db
      .selectFrom('monthly_rating')
      .innerJoin('users', 'users.id', 'monthly_rating.user_id')
      .select(['users.id', 'monthly_rating.rating', 'monthly_rating.last_earned_at'])
      .where('month', '=', monthOf(NOW))
      .where('users.role', '=', 'pupil')
      .where('users.deleted_at', 'is', null)
      .where('monthly_rating.rating', '>', 0)
      .execute();
    board.sort((a, b) => b.rating - a.rating || Number(a.last_earned_at) - Number(b.last_earned_at) || a.id - b.id);
    for (const [index, entry] of board.entries()) {
      const viewer = (await usersRepository(t.db).findById(entry.id))!;
      expect((await monthStats(t.db, viewer, NOW)).me).toMatchObject({ place: index + 1, monthRating: entry.rating });
    }
    // The all-time board: every page start and every place, against the rows sorted.
    const leaders = leadersRepository(t.db);
    const pupils = (await t.db.selectFrom('users').select(['id', 'rating']).where('role', '=', 'pupil').where('deleted_at', 'is', null).execute()).sort(
      (a, b) => b.rating - a.rating || a.id - b.id,
    );
    for (let offset = 0; offset <= pupils.length; offset += 1) {
      expect((await leaders.page(offset, 3)).map((row) => row.id)).toEqual(pupils.slice(offset, offset + 3).map((row) => row.id));
    }
    for (const [index, pupil] of pupils.entries()) expect(await leaders.placeOf(pupil.id, pupil.rating)).toBe(index + 1);
    const dashboard = await schoolDashboard(t.db, NOW);
    expect(dashboard.topPupils.map((pupil) => pupil.id)).toEqual(board.slice(0, 5).map((entry) => entry.id));
    expect(dashboard.usersByRole).toEqual({ pupil: 11, teacher: 2, admin: 0, parent: 0 });
  });

  it('place a month’s ties by who got there first, across days and within one (ties counted by day)', async () => {
    const { monthStats } = await import('../../server/services/rating-battle');
    const month = '2025-03';
    const start = monthStartOf(month);
    const ledger = ledgerRepository(t.db);
    // [month's rating, when last earned]: ties on days 2, 5 (twice in one second) and 9 of the month.
    const plan: [number, number][] = [
      [10, start + 9 * DAY + 50],
      [10, start + 2 * DAY + 100],
      [10, start + 5 * DAY + 7],
      [10, start + 5 * DAY + 7],
      [10, start + 5 * DAY + 3],
      [12, start + 20 * DAY],
      [5, start + 1 * DAY],
      [10, start + 2 * DAY + 99],
    ];
    const pupils = [];
    for (const [i, [rating, at]] of plan.entries()) {
      const pupil = await person(t, 'pupil', { firstName: `Ничья ${i}` });
      pupils.push({ id: pupil.id, rating, at });
      // Two credits: the second moves the pupil's rating and day (the counters follow the update).
      await ledger.credit({ userId: pupil.id, kind: 'rating', delta: rating - 4, reason: 'test', ref: null, now: start + 1 });
      await ledger.credit({ userId: pupil.id, kind: 'rating', delta: 4, reason: 'test', ref: null, now: at });
    }
    await expectAggregatesEqualRows(t.db);
    const order = [...pupils].sort((a, b) => b.rating - a.rating || a.at - b.at || a.id - b.id);
    for (const [index, pupil] of order.entries()) {
      const viewer = (await usersRepository(t.db).findById(pupil.id))!;
      expect((await monthStats(t.db, viewer, start + 25 * DAY)).me).toMatchObject({ place: index + 1, monthRating: pupil.rating });
    }
  });
});

describe('the all-time board’s ties counted by block of ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('give the places and pages of a naive sort, across blocks, with hidden, deleted, waiting and staff accounts, after writes', async () => {
    // Ids spread over blocks 2–7 (1,024 ids each), most on two ratings: ties inside a block and across blocks.
    const ids = [2048, 2049, 2100, 3071, 3072, 3073, 4000, 4095, 4096, 5000, 5001, 6143, 6144, 7000, 7001, 7002, 7500, 8000, 8191];
    const ratingOf = (i: number) => (i % 5 === 0 ? 40 : i % 5 === 4 ? 0 : 32);
    await t.db
      .insertInto('users')
      .values(ids.map((id, i) => ({ id, email: `tie-${id}@example.com`, password_hash: 'x', first_name: `Ничья ${id}`, role: 'pupil' as const, rating: ratingOf(i), created_at: NOW })))
      .execute();
    const staff = await person(t, 'teacher', { firstName: 'Учитель' });
    await t.db.updateTable('users').set({ rating: 32 }).where('id', '=', staff.id).execute();
    await expectRatingTiesEqualRows(t.db);
    await expectAllTimeBoardEqualsRows(t.db);

    // Hidden stays on the board; deleted, waiting for consent and a new teacher leave it; a rating
    // moves a pupil across ties; consent given brings one back; one row is removed for good.
    await t.db.updateTable('users').set({ hidden_from_leaderboards: 1 }).where('id', 'in', [3072, 7001]).execute();
    await t.db.updateTable('users').set({ deleted_at: NOW }).where('id', '=', 4096).execute();
    await t.db.updateTable('users').set({ consent_state: 'pending' }).where('id', 'in', [2049, 6144]).execute();
    await t.db.updateTable('users').set({ role: 'teacher' }).where('id', '=', 5001).execute();
    await t.db.updateTable('users').set({ rating: 40 }).where('id', 'in', [3073, 8191]).execute();
    await t.db.updateTable('users').set({ rating: 32 }).where('id', '=', 2048).execute();
    await expectRatingTiesEqualRows(t.db);
    await expectAllTimeBoardEqualsRows(t.db);
    await t.db.updateTable('users').set({ consent_state: 'given' }).where('id', '=', 6144).execute();
    await t.db.updateTable('users').set({ consent_state: 'withdrawn' }).where('id', '=', 7000).execute();
    await t.db.deleteFrom('users').where('id', '=', 7002).execute();
    await t.db.updateTable('users').set({ role: 'pupil', rating: 33 }).where('id', '=', 5001).execute();
    await expectRatingTiesEqualRows(t.db);
    await expectAllTimeBoardEqualsRows(t.db);

    // Parallel credits: the counters follow each write in its transaction.
    const ledger = ledgerRepository(t.db);
    await Promise.all(ids.filter((id) => ![4096, 7002].includes(id)).map((id, i) => ledger.credit({ userId: id, kind: 'rating', delta: i % 2 ? 8 : 1, reason: 'test', ref: null, now: NOW })));
    await expectRatingTiesEqualRows(t.db);
    await expectAllTimeBoardEqualsRows(t.db);
  });
});

describe('people search by the start of a word', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('folds case and ё alike on both engines, for long and short fragments, names and e-mails', async () => {
    const alena = await person(t, 'pupil', { firstName: 'Алёна Ёлкина' });
    const egor = await person(t, 'pupil', { firstName: 'ЕГОР' });
    await person(t, 'pupil', { firstName: 'Маша' });
    const users = peopleSearchRepository(t.db);
    const names = async (query: string) => (await users.search(query, 20)).rows.map((user) => user.id).sort((a, b) => a - b);
    expect(await names('елкин')).toEqual([alena.id]);
    expect(await names('ЁЛК')).toEqual([alena.id]);
    expect(await names('алена ёл')).toEqual([alena.id]);
    expect(await names('егор')).toEqual([egor.id]);
    expect(await names('Е')).toEqual([alena.id, egor.id]);
    // The start of a word, not its middle (decision 0183): «лкин» is inside «Ёлкина».
    expect(await names('лкин')).toEqual([]);
    // The words in the name's order, each from its start; the spaces between them do not matter.
    expect(await names('  алёна   ёлкина ')).toEqual([alena.id]);
    expect(await names('ёлкина алё')).toEqual([]);
    expect(await names('%')).toEqual([]);
    expect(await names('"ё')).toEqual([]);
    // The staff's list also finds by e-mail; names only for everyone else.
    const page = await users.page({ query: 'PUPIL-', offset: 0, limit: 20 });
    expect(page.count).toBe(3);
    // An e-mail's domain is a word of its own.
    expect((await users.page({ query: 'EXAMPLE.COM', offset: 0, limit: 20 })).count).toBeGreaterThanOrEqual(3);
    expect(await names('pupil-')).toEqual([]);
  });
});

describe('migration 0009', () => {
  it('fills the aggregates for a school that had none', async () => {
    await withMigrationDatabase(async ({ db, migrateTo, migrateToLatest }) => {
      await migrateTo('0008-submission-photo-hash');
      await sql`insert into users (email, password_hash, first_name, role, created_at, deleted_at) values
        ('u1@example.com', 'x', 'Ёлка', 'pupil', ${NOW}, null),
        ('u2@example.com', 'x', 'ёлка', 'pupil', ${NOW}, ${NOW}),
        ('U3@Example.com', 'x', 'Ivan', 'teacher', ${NOW}, null)`.execute(db);
      const ids = (await db.selectFrom('users').select('id').orderBy('id').execute()).map((row) => row.id);
      const lastMonth = monthStartOf(monthOf(NOW)) - DAY;
      const ledger = [
        [ids[0], 'rating', 10, lastMonth],
        [ids[0], 'rating', 5, NOW],
        [ids[0], 'rating', -2, NOW - 1],
        [ids[0], 'diamonds', 300, lastMonth],
        [ids[0], 'diamonds', -100, NOW],
        [ids[2], 'rating', 4, NOW],
      ] as const;
      for (const [userId, kind, delta, at] of ledger) {
        await db.insertInto('ledger').values({ user_id: userId!, kind, delta, reason: 'test', ref: null, created_at: at }).execute();
      }
      await db.updateTable('users').set({ rating: 13, diamonds: 200 }).where('id', '=', ids[0]!).execute();
      await db.updateTable('users').set({ rating: 4 }).where('id', '=', ids[2]!).execute();
      for (const [i, status] of (['pending', 'approved', 'returned', 'approved'] as const).entries()) {
        await db
          .insertInto('submissions')
          .values({ user_id: ids[0]!, project_id: i + 1, status, photo: 'p', thumb: 't', mime: 'image/jpeg', width: 1, height: 1, bytes: 1, idempotency_key: `k${i}`, photo_sha256: null, created_at: NOW, reviewed_at: status === 'pending' ? null : i === 3 ? lastMonth : NOW })
          .execute();
      }
      await db.insertInto('comments').values([
        { section: 'lecture', item_id: 30001, user_id: ids[0]!, text: 'a', text_hash: 'a', created_at: NOW, hidden_at: null, hidden_by: null },
        { section: 'lecture', item_id: 30001, user_id: ids[2]!, text: 'b', text_hash: 'b', created_at: NOW, hidden_at: NOW, hidden_by: ids[2]! },
      ]).execute();

      await migrateToLatest();
      await expectAggregatesEqualRows(db);
      expect((await peopleSearchRepository(db).search('ёлка', 20)).rows).toHaveLength(1); // the deleted one is not found
    });
  });
});

describe('migration 0033', () => {
  it('counts the all-time ties by block of ids for a school that had none', async () => {
    await withMigrationDatabase(async ({ db, migrateTo, migrateToLatest }) => {
      await migrateTo('0032-month-ties-by-day');
      const plan: [number, number, string, 'pupil' | 'teacher', number | null][] = [
        [5, 10, 'not_needed', 'pupil', null],
        [1030, 10, 'given', 'pupil', null],
        [1031, 10, 'pending', 'pupil', null],
        [1032, 10, 'not_needed', 'pupil', NOW],
        [2047, 10, 'not_needed', 'teacher', null],
        [2048, 10, 'not_needed', 'pupil', null],
        [2050, 12, 'not_needed', 'pupil', null],
        [3000, 0, 'withdrawn', 'pupil', null],
        [3001, 0, 'not_needed', 'pupil', null],
      ];
      for (const [id, rating, consent, role, deletedAt] of plan) {
        await sql`insert into users (id, email, password_hash, first_name, role, rating, consent_state, created_at, deleted_at)
          values (${id}, ${`m${id}@example.com`}, 'x', 'Ученик', ${role}, ${rating}, ${consent}, ${NOW}, ${deletedAt})`.execute(db);
      }
      await migrateToLatest();
      await expectRatingTiesEqualRows(db);
      await expectAllTimeBoardEqualsRows(db);
    });
  });
});
