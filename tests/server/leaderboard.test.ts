import { CompiledQuery, Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/constants';
import { LEADERBOARD_PAGE_SIZE, MONTH_LEADERS, monthStartOf, PROGRESS_MESSAGES } from '../../domain/standing';
import { leadersRepository } from '../../server/db/repositories/leaders';
import { ledgerRepository } from '../../server/db/repositories/ledger';
import { submissionsRepository } from '../../server/db/repositories/submissions';
import { usersRepository } from '../../server/db/repositories/users';
import type { Database, UserRow } from '../../server/db/schema';
import { sqliteDialect } from '../../server/db/sqlite';
import { approve } from '../../server/services/approval';
import { leaderboardPage, ratingOf, setHiddenFromLeaderboards, topThree } from '../../server/services/leaderboard';
import { battleHistory, monthStats } from '../../server/services/rating-battle';
import { person } from '../helpers/people';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { testEngine } from '../helpers/test-database';

// The leaderboard and rating-battle services on the engine of the vitest project, called directly:
// the order and its ties, staff left out, hidden pupils anonymous to others only, and a battle's
// month and history at any moment (the route tests can only ask "now").

const DAY = 24 * 60 * 60;
const hidden = { userId: 0, firstName: PROGRESS_MESSAGES.hiddenName, photo: '', level: 0 };

async function someone(t: TestApp, role: Role, firstName: string): Promise<UserRow> {
  const { id } = await person(t, role, { firstName });
  return (await usersRepository(t.db).findById(id))!;
}

async function rate(t: TestApp, user: UserRow, delta: number, at = Math.floor(Date.now() / 1000)): Promise<UserRow> {
  await ledgerRepository(t.db).credit({ userId: user.id, kind: 'rating', delta, reason: 'test', ref: null, now: at });
  return (await usersRepository(t.db).findById(user.id))!;
}

async function hide(t: TestApp, user: UserRow): Promise<UserRow> {
  await setHiddenFromLeaderboards(t.db, user, true);
  return (await usersRepository(t.db).findById(user.id))!;
}

describe('all-time leaderboard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ranks pupils by rating, ties by who joined first; staff have no place and are not listed', async () => {
    const anna = await rate(t, await someone(t, 'pupil', 'Анна'), 30);
    const boris = await rate(t, await someone(t, 'pupil', 'Борис'), 50);
    const vera = await rate(t, await someone(t, 'pupil', 'Вера'), 30);
    const teacher = await rate(t, await someone(t, 'teacher', 'Учитель'), 500);

    const board = await leaderboardPage(t.db, vera, 1);
    expect(board.data.map((row) => [row.place, row.firstName, row.rating, row.isMe])).toEqual([
      [1, 'Борис', 50, false],
      [2, 'Анна', 30, false],
      [3, 'Вера', 30, true],
    ]);
    expect(board).toMatchObject({ page: 1, pageSize: LEADERBOARD_PAGE_SIZE, count: 3, me: { place: 3, rating: 30, hidden: false } });
    expect((await leaderboardPage(t.db, teacher, 1)).me).toEqual({ place: null, rating: 500, hidden: false });
    expect((await topThree(t.db, anna)).data.map((row) => row.userId)).toEqual([boris.id, anna.id, vera.id]);
  });

  it('keeps a hidden pupil in their place: anonymous to others, themself to themself', async () => {
    const pupils = (await leaderboardPage(t.db, await someone(t, 'admin', 'Админ'), 1)).data;
    const boris = await hide(t, (await usersRepository(t.db).findById(pupils[0]!.userId))!);
    const other = await usersRepository(t.db).findById(pupils[1]!.userId);

    const seenByOther = (await leaderboardPage(t.db, other!, 1)).data[0];
    expect(seenByOther).toEqual({ place: 1, ...hidden, rating: 50, isMe: false });
    expect((await topThree(t.db, other!)).data[0]).toEqual(seenByOther);

    const own = await leaderboardPage(t.db, boris, 1);
    expect(own.data[0]).toMatchObject({ place: 1, userId: boris.id, firstName: 'Борис', isMe: true });
    expect(own.me).toEqual({ place: 1, rating: 50, hidden: true });
    await setHiddenFromLeaderboards(t.db, boris, false);
  });

  it('counts places past the first page', async () => {
    const before = (await leaderboardPage(t.db, await someone(t, 'teacher', 'Т'), 1)).count;
    for (let i = 0; i < LEADERBOARD_PAGE_SIZE; i++) await someone(t, 'pupil', `Новичок${i}`);
    const last = await someone(t, 'pupil', 'Последний');
    const second = await leaderboardPage(t.db, last, 2);
    expect(second.count).toBe(before + LEADERBOARD_PAGE_SIZE + 1);
    expect(second.me.place).toBe(before + LEADERBOARD_PAGE_SIZE + 1);
    expect(second.data.at(-1)).toMatchObject({ place: second.count, userId: last.id, isMe: true });
    expect((await leaderboardPage(t.db, last, 100)).data).toEqual([]);
  });

  it.runIf(testEngine() === 'sqlite')('reads a deep page and a place from users_board alone, consent included', async () => {
    // The repository's own queries, logged by a second connection to the same file.
    const queries: CompiledQuery[] = [];
    const logged = new Kysely<Database>({ dialect: sqliteDialect(t.config.dataDir), log: (event) => void queries.push(event.query) });
    try {
      await someone(t, 'pupil', 'Неглубокий');
      const pupil = await someone(t, 'pupil', 'Глубокий');
      // Any offset past the first starts at a rating and skips its ties.
      await leadersRepository(logged).page(1, LEADERBOARD_PAGE_SIZE);
      await leadersRepository(logged).placeOf(pupil.id, 0);
      const boardReads = queries.filter((query) => /from "users"/.test(query.sql) && /"consent_state" in/.test(query.sql));
      // The page's ties from its block of ids on, the lower ratings it runs into, the place's own block.
      expect(boardReads).toHaveLength(3);
      for (const query of boardReads) {
        const plan = await logged.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]));
        expect(plan.rows.map((row) => row.detail).join(' | '), query.sql).toMatch(/USING COVERING INDEX users_board/);
      }
    } finally {
      await logged.destroy();
    }
  });

  it('hides a hidden pupil’s rating from other pupils, not from staff or themself', async () => {
    const masha = await hide(t, await rate(t, await someone(t, 'pupil', 'Маша'), 9));
    const petya = await someone(t, 'pupil', 'Петя');
    const teacher = await someone(t, 'teacher', 'Учитель');
    expect(ratingOf(petya, masha)).toEqual({ ok: false, error: 'USER_NOT_FOUND' });
    expect(ratingOf(masha, masha)).toEqual({ ok: true, rating: 9 });
    expect(ratingOf(teacher, masha)).toEqual({ ok: true, rating: 9 });
    expect(ratingOf(masha, petya)).toEqual({ ok: true, rating: 0 });
    expect(ratingOf(petya, null)).toEqual({ ok: false, error: 'USER_NOT_FOUND' });
  });
});

describe('the month’s battle and its history', () => {
  let t: TestApp;
  const march = monthStartOf('2026-03');
  const april = monthStartOf('2026-04');
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ranks the month’s earners by rating earned in it, ties to who got there first; staff have no place', async () => {
    const anna = await someone(t, 'pupil', 'Анна');
    const boris = await someone(t, 'pupil', 'Борис');
    const vera = await someone(t, 'pupil', 'Вера');
    const teacher = await someone(t, 'teacher', 'Учитель');
    await rate(t, anna, 100, march - DAY); // February: not this battle
    await rate(t, anna, 10, march + 2 * DAY);
    await rate(t, boris, 10, march + DAY);
    await rate(t, vera, 25, march + 3 * DAY);
    await rate(t, teacher, 99, march + DAY);

    const stats = await monthStats(t.db, anna, march + 10 * DAY);
    expect(stats.month).toBe('2026-03');
    expect(stats.endsAt).toBe(april);
    expect(stats.leaders.map((row) => [row.place, row.firstName, row.rating])).toEqual([
      [1, 'Вера', 25],
      [2, 'Борис', 10],
      [3, 'Анна', 10],
    ]);
    expect(stats.me).toEqual({ place: 3, monthRating: 10, approvedProjects: 0 });
    expect((await monthStats(t.db, teacher, march + 10 * DAY)).me).toEqual({ place: null, monthRating: 0, approvedProjects: 0 });
  });

  it('lists at most the month’s ten leaders, and a hidden one anonymously to others', async () => {
    const start = monthStartOf('2026-06');
    const pupils: UserRow[] = [];
    for (let i = 0; i < MONTH_LEADERS + 2; i++) pupils.push(await rate(t, await someone(t, 'pupil', `Ученик${i}`), 50 - i, start + DAY));
    const first = await hide(t, pupils[0]!);
    const stats = await monthStats(t.db, pupils.at(-1)!, start + 2 * DAY);
    expect(stats.leaders).toHaveLength(MONTH_LEADERS);
    expect(stats.leaders[0]).toEqual({ place: 1, ...hidden, rating: 50, isMe: false });
    expect(stats.me.place).toBe(MONTH_LEADERS + 2);
    expect((await monthStats(t.db, first, start + 2 * DAY)).leaders[0]).toMatchObject({ userId: first.id, isMe: true });
  });

  it('writes each finished month once, on the first look after it, and shows the podium as people are now', async () => {
    const viewer = await someone(t, 'pupil', 'Зритель');
    const history = await battleHistory(t.db, viewer, monthStartOf('2026-07') + DAY);
    // February, March and June had earners; April and May were settled with nobody and are not shown.
    expect(history.map((entry) => entry.date)).toEqual(['2026-06', '2026-03', '2026-02']);
    expect(history[0]!.firstPlace).toEqual({ ...hidden, rating: 50 });
    expect(history[1]).toMatchObject({
      firstPlace: { firstName: 'Вера', rating: 25 },
      secondPlace: { firstName: 'Борис', rating: 10 },
      thirdPlace: { firstName: 'Анна', rating: 10 },
    });
    const rows = () => t.db.selectFrom('leader_months').select('month').orderBy('month').execute();
    expect((await rows()).map((row) => row.month)).toEqual(['2026-02', '2026-03', '2026-04', '2026-05', '2026-06']);
    // Later credits to a finished month do not rewrite it.
    const anna = (await t.db.selectFrom('users').select('id').where('first_name', '=', 'Анна').executeTakeFirstOrThrow()).id;
    await rate(t, (await usersRepository(t.db).findById(anna))!, 1000, march + 20 * DAY);
    expect((await battleHistory(t.db, viewer, monthStartOf('2026-07') + 2 * DAY))[1]!.firstPlace).toMatchObject({ firstName: 'Вера' });
    expect(await rows()).toHaveLength(5);
  });

  it('counts the viewer’s projects approved this month', async () => {
    const pupil = await someone(t, 'pupil', 'Сдающий');
    const teacher = await someone(t, 'teacher', 'Проверяющий');
    const now = monthStartOf('2026-08') + DAY;
    const created = await submissionsRepository(t.db).create({
      userId: pupil.id,
      projectId: 1,
      photo: 'a.jpg',
      thumb: 'a-thumb.jpg',
      originalName: 'a.jpg',
      mime: 'image/jpeg',
      width: 10,
      height: 10,
      bytes: 100,
      idempotencyKey: 'key-approved-this-month',
      now,
    });
    if (!created.ok) throw new Error('submission not created');
    expect((await approve(t.db, created.submission.id, teacher.id, now + 60)).ok).toBe(true);
    const stats = await monthStats(t.db, (await usersRepository(t.db).findById(pupil.id))!, now + 120);
    expect(stats.me).toMatchObject({ place: 1, approvedProjects: 1 });
    expect((await monthStats(t.db, pupil, monthStartOf('2026-09') + DAY)).me.approvedProjects).toBe(0);
  });
});
