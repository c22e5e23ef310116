import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEVEL_PRICES } from '../../src/domain/constants';
import { LEADERBOARD_PAGE_SIZE, MEDAL_TITLES, monthOf, monthStartOf, nextMonth, PROGRESS_MESSAGES } from '../../src/domain/progress';
import { createDatabase } from '../../server/db/database';
import { ledgerRepository } from '../../server/db/repositories/ledger';
import { usersRepository } from '../../server/db/repositories/users';
import { settleFinishedMonths } from '../../server/services/progress';
import { person, type Person } from '../helpers/people';
import { createTestApp, isErrorBody, type TestApp } from '../helpers/test-app';

// Issue 13 on the engine of the vitest project: diamonds and rating, the level shop (strictly in
// order, one conditional update: parallel purchases never overspend, the ledger always equals the
// balance), the leaderboards with hidden pupils, and the monthly battle written once per month.

const API = '/api/v1/users';
const now = () => Math.floor(Date.now() / 1000);

function call(t: TestApp, who: Person | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<LightMyRequestResponse> {
  return t.app.inject({ method, url: `${API}/${url}`, headers: who ? { authorization: who.token } : {}, payload });
}

async function give(t: TestApp, who: Person, kind: 'diamonds' | 'rating', delta: number, at = now(), ref: string | null = null) {
  await ledgerRepository(t.db).credit({ userId: who.id, kind, delta, reason: 'test', ref, now: at });
}

async function wallet(t: TestApp, who: Person) {
  const user = await usersRepository(t.db).findById(who.id);
  const ledger = ledgerRepository(t.db);
  return { diamonds: user!.diamonds, level: user!.level, ledger: await ledger.sum(who.id, 'diamonds') };
}

describe('wallet and level shop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers diamonds, rating and medals of the signed-in pupil, and 401 without a token', async () => {
    const masha = await person(t, 'pupil');
    await give(t, masha, 'diamonds', 42);
    await give(t, masha, 'rating', 7);
    expect((await call(t, masha, 'GET', 'diamond')).json()).toEqual({ count: 42 });
    expect((await call(t, masha, 'GET', 'rating')).json()).toEqual({ data: { rating: 7 }, achievements: [] });
    for (const url of ['diamond', 'rating', 'rating/leaderboard', 'rating/top3', 'rating/month-stats', 'rating/leaders/history', 'buyLevel']) {
      const response = await call(t, undefined, 'GET', url);
      expect(response.statusCode, url).toBe(401);
      expect(isErrorBody(response.json())).toBe(true);
    }
  });

  it('sells levels strictly in order at the spec prices, with the spec messages', async () => {
    const petya = await person(t, 'pupil');
    await give(t, petya, 'diamonds', 350);
    const first = await call(t, petya, 'POST', 'buyLevel');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Уровень куплен', level: 1, diamonds: 250 });
    // GET does the same (the spec's contract).
    const second = await call(t, petya, 'GET', 'buyLevel');
    expect(second.json()).toEqual({ message: 'Уровень куплен', level: 2, diamonds: 50 });
    const short = await call(t, petya, 'POST', 'buyLevel');
    expect(short.statusCode).toBe(409);
    expect(short.json().code).toBe('NOT_ENOUGH_DIAMONDS');
    expect(short.json().message).toContain('Не хватает алмазов');
    expect(await wallet(t, petya)).toEqual({ diamonds: 50, level: 2, ledger: 50 });
  });

  it('says so at level 5 and takes nothing', async () => {
    const vera = await person(t, 'pupil');
    await give(t, vera, 'diamonds', 2000);
    for (let level = 1; level <= 5; level++) expect((await call(t, vera, 'POST', 'buyLevel')).json().level).toBe(level);
    const spent = Object.values(LEVEL_PRICES).reduce((a, b) => a + b, 0);
    const top = await call(t, vera, 'POST', 'buyLevel');
    expect(top.statusCode).toBe(409);
    expect(top.json()).toEqual({ code: 'MAX_LEVEL_REACHED', message: PROGRESS_MESSAGES.maxLevel });
    expect(await wallet(t, vera)).toEqual({ diamonds: 2000 - spent, level: 5, ledger: 2000 - spent });
  });

  it('of 50 parallel purchases with money for one, buys exactly one level', async () => {
    const kolya = await person(t, 'pupil');
    await give(t, kolya, 'diamonds', 150);
    const answers = await Promise.all(Array.from({ length: 50 }, () => call(t, kolya, 'POST', 'buyLevel')));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(await wallet(t, kolya)).toEqual({ diamonds: 50, level: 1, ledger: 50 });
  });

  it('of 50 parallel purchases with money for every level, buys each level once in order and never goes below zero', async () => {
    const olya = await person(t, 'pupil');
    await give(t, olya, 'diamonds', 1600);
    const answers = await Promise.all(Array.from({ length: 50 }, () => call(t, olya, 'POST', 'buyLevel')));
    const bought = answers.filter((a) => a.statusCode === 200).map((a) => a.json().level as number);
    const after = await wallet(t, olya);
    expect(after.diamonds).toBeGreaterThanOrEqual(0);
    expect(after.ledger).toBe(after.diamonds);
    expect(new Set(bought).size).toBe(bought.length);
    expect(after.level).toBe(bought.length);
    expect(1600 - after.diamonds).toBe(bought.reduce((sum, level) => sum + LEVEL_PRICES[level as 1], 0));
  });

  it('lets a pupil hide from leaderboards and show again, and ignores bad bodies', async () => {
    const anya = await person(t, 'pupil');
    const hide = await call(t, anya, 'PUT', 'profile/leaderboard', { hidden: true });
    expect(hide.json()).toEqual({ message: PROGRESS_MESSAGES.hiddenSaved });
    expect((await call(t, anya, 'GET', 'profile')).json().data.hiddenFromLeaderboards).toBe(true);
    for (const body of [{}, { hidden: 'yes' }, { hidden: 1 }, []]) {
      const bad = await call(t, anya, 'PUT', 'profile/leaderboard', body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(isErrorBody(bad.json())).toBe(true);
    }
    expect((await call(t, anya, 'GET', 'profile')).json().data.hiddenFromLeaderboards).toBe(true);
    await call(t, anya, 'PUT', 'profile/leaderboard', { hidden: false });
    expect((await call(t, anya, 'GET', 'profile')).json().data.hiddenFromLeaderboards).toBe(false);
  });
});

describe('leaderboards', () => {
  let t: TestApp;
  let pupils: Person[];
  let teacher: Person;
  beforeAll(async () => {
    t = await createTestApp();
    teacher = await person(t, 'teacher', { firstName: 'Учитель' });
    await give(t, teacher, 'rating', 10_000);
    pupils = [];
    // 25 pupils: ratings 250, 240, ... 10; pupil 5 and 6 tie at 200.
    for (let i = 0; i < 25; i++) {
      const pupil = await person(t, 'pupil', { firstName: `Ученик ${i + 1}` });
      await give(t, pupil, 'rating', i === 5 ? 200 : 250 - i * 10);
      pupils.push(pupil);
    }
  });
  afterAll(() => t.close());

  it('pages pupils only, best first, ties in a stable order, with the own place', async () => {
    const first = (await call(t, pupils[10]!, 'GET', 'rating/leaderboard')).json();
    expect(first.pageSize).toBe(LEADERBOARD_PAGE_SIZE);
    expect(first.count).toBe(25);
    expect(first.data).toHaveLength(20);
    expect(first.data.map((l: { firstName: string }) => l.firstName).slice(0, 7)).toEqual(['Ученик 1', 'Ученик 2', 'Ученик 3', 'Ученик 4', 'Ученик 5', 'Ученик 6', 'Ученик 7']);
    expect(first.data.map((l: { place: number }) => l.place)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(first.data.filter((l: { isMe: boolean }) => l.isMe).map((l: { place: number }) => l.place)).toEqual([11]);
    expect(first.me).toEqual({ place: 11, rating: 150, hidden: false });
    const again = (await call(t, pupils[10]!, 'GET', 'rating/leaderboard/1')).json();
    expect(again.data).toEqual(first.data);
    const second = (await call(t, pupils[24]!, 'GET', 'rating/leaderboard/2')).json();
    expect(second.data.map((l: { place: number }) => l.place)).toEqual([21, 22, 23, 24, 25]);
    expect(second.me).toEqual({ place: 25, rating: 10, hidden: false });
    expect((await call(t, pupils[0]!, 'GET', 'rating/leaderboard/9')).json().data).toEqual([]);
    const top = (await call(t, pupils[0]!, 'GET', 'rating/top3')).json();
    expect(top.data.map((l: { rating: number }) => l.rating)).toEqual([250, 240, 230]);
  });

  it('refuses bad pages with a Russian 400', async () => {
    for (const page of ['0', '-1', 'abc', '1.5', '9999999', '%00']) {
      const response = await call(t, pupils[0]!, 'GET', `rating/leaderboard/${page}`);
      expect(response.statusCode, page).toBe(400);
      expect(isErrorBody(response.json())).toBe(true);
    }
  });

  it('shows a hidden pupil anonymously to others and as themself to themself, in the same place', async () => {
    const hidden = pupils[1]!;
    await call(t, hidden, 'PUT', 'profile/leaderboard', { hidden: true });
    const seen = (await call(t, pupils[0]!, 'GET', 'rating/top3')).json().data[1];
    expect(seen).toEqual({ place: 2, userId: 0, firstName: PROGRESS_MESSAGES.hiddenName, photo: '', level: 0, rating: 240, isMe: false });
    const self = (await call(t, hidden, 'GET', 'rating/leaderboard')).json();
    expect(self.data[1]).toMatchObject({ place: 2, userId: hidden.id, firstName: 'Ученик 2', isMe: true });
    expect(self.me).toEqual({ place: 2, rating: 240, hidden: true });
    expect((await call(t, pupils[0]!, 'GET', `rating/${hidden.id}`)).statusCode).toBe(404);
    expect((await call(t, hidden, 'GET', `rating/${hidden.id}`)).json()).toEqual({ rating: 240 });
    expect((await call(t, teacher, 'GET', `rating/${hidden.id}`)).json()).toEqual({ rating: 240 });
    expect((await call(t, pupils[0]!, 'GET', `rating/${pupils[2]!.id}`)).json()).toEqual({ rating: 230 });
    expect((await call(t, pupils[0]!, 'GET', 'rating/999999')).statusCode).toBe(404);
    expect((await call(t, pupils[0]!, 'GET', 'rating/x')).statusCode).toBe(400);
    await call(t, hidden, 'PUT', 'profile/leaderboard', { hidden: false });
  });

  it('counts this month for the battle: the month leaders, the own monthly place and approved projects', async () => {
    const stats = (await call(t, pupils[3]!, 'GET', 'rating/month-stats')).json();
    expect(stats.month).toBe(monthOf(now()));
    expect(stats.endsAt).toBe(monthStartOf(nextMonth(stats.month)));
    expect(stats.leaders).toHaveLength(10);
    expect(stats.leaders[0]).toMatchObject({ place: 1, firstName: 'Ученик 1', rating: 250 });
    expect(stats.leaders.every((l: { firstName: string }) => l.firstName !== 'Учитель')).toBe(true);
    expect(stats.me).toEqual({ place: 4, monthRating: 220, approvedProjects: 0 });
    const newcomer = await person(t, 'pupil');
    expect((await call(t, newcomer, 'GET', 'rating/month-stats')).json().me).toEqual({ place: null, monthRating: 0, approvedProjects: 0 });
  });
});

describe('the monthly rating battle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('writes each finished month once, from its own rating, even with two processes settling at once, and turns places into medals', async () => {
    const thisMonth = monthOf(now());
    const lastMonth = monthOf(monthStartOf(thisMonth) - 1);
    const twoAgo = monthOf(monthStartOf(lastMonth) - 1);
    const fourAgo = monthOf(monthStartOf(monthOf(monthStartOf(twoAgo) - 1)) - 1);
    const inMonth = (month: string, day: number) => monthStartOf(month) + day * 86_400;
    const [a, b, c, d] = [
      await person(t, 'pupil', { firstName: 'Аня' }),
      await person(t, 'pupil', { firstName: 'Боря' }),
      await person(t, 'pupil', { firstName: 'Вика' }),
      await person(t, 'pupil', { firstName: 'Гена' }),
    ];
    // Four months ago: Гена alone. Two months ago: Аня 50, Боря 50 (Боря first there), Вика 20.
    await give(t, d, 'rating', 5, inMonth(fourAgo, 3));
    await give(t, a, 'rating', 30, inMonth(twoAgo, 1));
    await give(t, b, 'rating', 50, inMonth(twoAgo, 2));
    await give(t, a, 'rating', 20, inMonth(twoAgo, 5));
    await give(t, c, 'rating', 20, inMonth(twoAgo, 6));
    // Last month: Вика 100, Гена 90, Аня 10; and more this month, which is not over.
    await give(t, c, 'rating', 100, inMonth(lastMonth, 1));
    await give(t, d, 'rating', 90, inMonth(lastMonth, 1));
    await give(t, a, 'rating', 10, inMonth(lastMonth, 2));
    await give(t, a, 'rating', 500);
    // Diamonds do not count for the battle.
    await give(t, b, 'diamonds', 1000, inMonth(lastMonth, 3));

    const other = createDatabase(t.config);
    try {
      await Promise.all([settleFinishedMonths(t.db, now()), settleFinishedMonths(other, now()), settleFinishedMonths(t.db, now())]);
    } finally {
      await other.destroy();
    }
    const rows = await t.db.selectFrom('leader_months').select(['month', 'first_user_id', 'second_user_id', 'third_user_id']).orderBy('month').execute();
    expect(rows.map((row) => row.month)).toEqual([fourAgo, monthOf(monthStartOf(twoAgo) - 1), twoAgo, lastMonth]);
    expect(rows[1]).toMatchObject({ first_user_id: null, second_user_id: null, third_user_id: null });

    const history = (await call(t, c, 'GET', 'rating/leaders/history')).json().data;
    expect(history.map((entry: { date: string }) => entry.date)).toEqual([lastMonth, twoAgo, fourAgo]);
    expect(history[0]).toEqual({
      date: lastMonth,
      firstPlace: { userId: c.id, firstName: 'Вика', photo: '', level: 0, rating: 100 },
      secondPlace: { userId: d.id, firstName: 'Гена', photo: '', level: 0, rating: 90 },
      thirdPlace: { userId: a.id, firstName: 'Аня', photo: '', level: 0, rating: 10 },
    });
    expect([history[1].firstPlace.userId, history[1].secondPlace.userId, history[1].thirdPlace.userId]).toEqual([b.id, a.id, c.id]);
    expect(history[2].secondPlace).toBeNull();

    const medals = (await call(t, a, 'GET', 'rating')).json().achievements;
    expect(medals).toEqual([
      { date: lastMonth, place: 3, title: MEDAL_TITLES[3] },
      { date: twoAgo, place: 2, title: MEDAL_TITLES[2] },
    ]);
    expect((await call(t, d, 'GET', 'rating')).json().achievements.map((m: { title: string }) => m.title)).toEqual([
      'Призер битвы рейтингов (2 место)',
      'Победитель битвы рейтингов',
    ]);

    // A later credit dated in a settled month (it cannot happen in the app) changes nothing written.
    await give(t, b, 'rating', 1000, inMonth(lastMonth, 4));
    await settleFinishedMonths(createDatabaseOnce(t), now());
    const again = (await call(t, c, 'GET', 'rating/leaders/history')).json().data;
    expect(again[0].firstPlace.userId).toBe(c.id);
  });
});

/** A second handle on the test's database, closed when the test app closes. */
function createDatabaseOnce(t: TestApp) {
  const db = createDatabase(t.config);
  const close = t.close;
  t.close = async () => {
    await db.destroy();
    await close();
  };
  return db;
}
