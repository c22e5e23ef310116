import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEVEL_PRICES } from '../../domain/constants';
import { DEMO_DIAMONDS, LEADERBOARD_PAGE_SIZE, MEDAL_TITLES, monthOf, monthStartOf, nextMonth, PROGRESS_MESSAGES } from '../../domain/standing';
import { createDatabase } from '../../server/db/database';
import { ledgerRepository } from '../../server/db/repositories/ledger';
import { usersRepository } from '../../server/db/repositories/users';
import { LECTURES } from '../../server/services/learning-catalog';
import { settleFinishedMonths } from '../../server/services/standing';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../server/services/seed';
import { person, type Person } from '../helpers/people';
import { createTestApp, isErrorBody, type TestApp } from '../helpers/test-app';

// Progress on the engine of the vitest project: diamonds and rating, the level shop (strictly in
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

  it('sells levels strictly in order at the contract prices, with the contract messages', async () => {
    const petya = await person(t, 'pupil');
    await give(t, petya, 'diamonds', 350);
    const first = await call(t, petya, 'POST', 'buyLevel');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Уровень куплен', level: 1, diamonds: 250 });
    // GET does the same (the contract's contract).
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

    // A racer that read level n after another bought n + 1 is refused, so one burst may stop short
    // of the top: more bursts of 50 finish the climb. Never short of money, every refusal says
    // «already bought» or «top level»; the ledger has level:1 … level:5 once each, in that order.
    const refusals = answers.filter((a) => a.statusCode !== 200);
    for (let round = 0; round < 20 && (await wallet(t, olya)).level < 5; round++) {
      const more = await Promise.all(Array.from({ length: 50 }, () => call(t, olya, 'POST', 'buyLevel')));
      bought.push(...more.filter((a) => a.statusCode === 200).map((a) => a.json().level as number));
      refusals.push(...more.filter((a) => a.statusCode !== 200));
    }
    expect([...bought].sort()).toEqual([1, 2, 3, 4, 5]);
    for (const refusal of refusals) {
      expect(refusal.statusCode).toBe(409);
      expect(['ALREADY_BOUGHT', 'MAX_LEVEL_REACHED']).toContain(refusal.json().code);
    }
    const rows = await t.db
      .selectFrom('ledger')
      .select(['ref', 'delta'])
      .where('user_id', '=', olya.id)
      .where('kind', '=', 'diamonds')
      .where('reason', '=', 'level')
      .orderBy('id')
      .execute();
    expect(rows.map((row) => ({ ref: row.ref, delta: Number(row.delta) }))).toEqual(
      ([1, 2, 3, 4, 5] as const).map((level) => ({ ref: `level:${level}`, delta: -LEVEL_PRICES[level] })),
    );
    const spent = Object.values(LEVEL_PRICES).reduce((a, b) => a + b, 0);
    expect(await wallet(t, olya)).toEqual({ diamonds: 1600 - spent, level: 5, ledger: 1600 - spent });
  });

  it('of 50 parallel spends on different things (a level and two lectures) with money for one of them, lets exactly one through', async () => {
    // Each racer buys something else — level 1 (100), lecture 3 «Транзистор» of course 1 (60) or
    // lecture 6 «Кнопка и датчик» of course 2 (70): the unique ledger ref cannot stop them, only the
    // conditional update can. The paid lessons before them in their courses are bought first.
    const dear = [3, 6].map((id) => LECTURES.find((lecture) => lecture.id === id)!);
    const before = LECTURES.filter((lecture) => lecture.price > 0 && dear.some((d) => d.courseId === lecture.courseId && lecture.number < d.number));
    const balance = LEVEL_PRICES[1];
    const items = [balance, ...dear.map((lecture) => lecture.price)];
    for (const price of items) expect(price).toBeLessThanOrEqual(balance);
    for (const [i, x] of items.entries()) for (const y of items.slice(i + 1)) expect(x + y).toBeGreaterThan(balance);
    const raced = ['level:1', ...dear.map((lecture) => `lecture:${lecture.id}`)];

    // The lecture route reads more before it spends than the level route, so who reaches the
    // balance first depends on when each request starts: three pupils, three arrival orders.
    for (const order of ['together', 'lectures first', 'levels first'] as const) {
      const zoya = await person(t, 'pupil');
      await give(t, zoya, 'diamonds', balance + before.reduce((sum, lecture) => sum + lecture.price, 0));
      for (const lecture of before) expect((await call(t, zoya, 'PUT', `learning/byLecture/${lecture.courseId}/${lecture.id}`)).statusCode).toBe(200);
      expect(await wallet(t, zoya)).toEqual({ diamonds: balance, level: 0, ledger: balance });

      const levels = () => Array.from({ length: 25 }, () => call(t, zoya, 'POST', 'buyLevel'));
      const lectures = () => Array.from({ length: 25 }, (_, i) => call(t, zoya, 'PUT', `learning/byLecture/${dear[i % 2]!.courseId}/${dear[i % 2]!.id}`));
      const later = <T>(start: () => T[]) => new Promise<T[]>((resolve) => setTimeout(() => resolve(start()), 2));
      const racers =
        order === 'together'
          ? [...levels(), ...lectures()]
          : order === 'lectures first'
            ? [...lectures(), ...(await later(levels))]
            : [...levels(), ...(await later(lectures))];
      const answers = await Promise.all(racers);

      expect(answers.filter((a) => a.statusCode === 200), order).toHaveLength(1);
      for (const refusal of answers.filter((a) => a.statusCode !== 200)) {
        expect(refusal.statusCode, `${order}: ${refusal.body}`).toBe(409);
        expect(['NOT_ENOUGH_DIAMONDS', 'ALREADY_BOUGHT']).toContain(refusal.json().code);
      }
      const spends = await t.db.selectFrom('ledger').select(['ref', 'delta']).where('user_id', '=', zoya.id).where('ref', 'in', raced).execute();
      expect(spends, order).toHaveLength(1);
      const after = await wallet(t, zoya);
      expect(after.diamonds).toBeGreaterThanOrEqual(0);
      expect(after, order).toEqual({ diamonds: balance + Number(spends[0]!.delta), level: spends[0]!.ref === 'level:1' ? 1 : 0, ledger: after.diamonds });
    }
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

  it('gives teachers and admins no place, whatever their own rating', async () => {
    const admin = await person(t, 'admin', { firstName: 'Админ' });
    await give(t, admin, 'rating', 5_000);
    for (const [who, rating] of [[teacher, 10_000], [admin, 5_000]] as const) {
      const board = (await call(t, who, 'GET', 'rating/leaderboard')).json();
      expect(board.me).toEqual({ place: null, rating, hidden: false });
      expect(board.data.some((l: { isMe: boolean }) => l.isMe)).toBe(false);
      expect(board.data[0]).toMatchObject({ place: 1, firstName: 'Ученик 1' });
      const stats = (await call(t, who, 'GET', 'rating/month-stats')).json();
      expect(stats.me).toEqual({ place: null, monthRating: 0, approvedProjects: 0 });
      expect(stats.leaders[0]).toMatchObject({ place: 1, firstName: 'Ученик 1' });
    }
  });

  it('shows a hidden pupil to another pupil as «Скрытый ученик» on every leaderboard page and in the month leaders, and to themself with their own place', async () => {
    const hidden = pupils[1]!;
    const other = pupils[6]!;
    await t.db.updateTable('users').set({ photo: 'hidden-face.jpg', level: 3 }).where('id', '=', hidden.id).execute();
    await call(t, hidden, 'PUT', 'profile/leaderboard', { hidden: true });
    const anonymous = { userId: 0, firstName: PROGRESS_MESSAGES.hiddenName, photo: '', level: 0 };
    try {
      const pages = [(await call(t, other, 'GET', 'rating/leaderboard/1')).json(), (await call(t, other, 'GET', 'rating/leaderboard/2')).json()];
      expect(pages[0].data[1]).toEqual({ place: 2, ...anonymous, rating: 240, isMe: false });
      // The 25 pupils and the newcomer of the test above, each listed once.
      expect(pages[0].count).toBe(26);
      expect([...pages[0].data, ...pages[1].data].map((l: { place: number }) => l.place)).toEqual(Array.from({ length: 26 }, (_, i) => i + 1));
      for (const page of pages) {
        expect(page.data.filter((l: { userId: number }) => l.userId === hidden.id)).toEqual([]);
        expect(JSON.stringify(page)).not.toContain('Ученик 2"');
        expect(JSON.stringify(page)).not.toContain('hidden-face');
      }
      expect(pages[0].me).toEqual({ place: 7, rating: 190, hidden: false });

      const stats = (await call(t, other, 'GET', 'rating/month-stats')).json();
      expect(stats.leaders[1]).toEqual({ place: 2, ...anonymous, rating: 240, isMe: false });
      expect(JSON.stringify(stats)).not.toContain('hidden-face');
      expect(stats.leaders.filter((l: { userId: number }) => l.userId === hidden.id)).toEqual([]);

      // The hidden pupil sees themself as they are, in the same places, and the others by name.
      const own = (await call(t, hidden, 'GET', 'rating/leaderboard/1')).json();
      expect(own.data[1]).toEqual({ place: 2, userId: hidden.id, firstName: 'Ученик 2', photo: 'hidden-face.jpg', level: 3, rating: 240, isMe: true });
      expect(own.data[6]).toMatchObject({ place: 7, userId: other.id, firstName: 'Ученик 7' });
      expect(own.me).toEqual({ place: 2, rating: 240, hidden: true });
      const ownStats = (await call(t, hidden, 'GET', 'rating/month-stats')).json();
      expect(ownStats.leaders[1]).toEqual({ place: 2, userId: hidden.id, firstName: 'Ученик 2', photo: 'hidden-face.jpg', level: 3, rating: 240, isMe: true });
      expect(ownStats.me).toEqual({ place: 2, monthRating: 240, approvedProjects: 0 });
    } finally {
      await call(t, hidden, 'PUT', 'profile/leaderboard', { hidden: false });
      await t.db.updateTable('users').set({ photo: '', level: 0 }).where('id', '=', hidden.id).execute();
    }
  });
});

describe('leaderboard ties', () => {
  let t: TestApp;
  let pupils: Person[];
  let ratings: number[];
  beforeAll(async () => {
    t = await createTestApp();
    // 30 pupils in the order they joined. Four tie at 500 (three fit on the podium), ten tie at 100
    // on places 16–25 (across the end of page 1 at 20), and three have none. Credited last-joined
    // first, so neither the order of rows on disk nor the order of credits is the expected order.
    const TOP = [0, 3, 7, 12];
    const TIE = [1, 4, 9, 14, 17, 20, 23, 26, 28, 29];
    const ZERO = [5, 19, 27];
    const rest = Array.from({ length: 30 }, (_, i) => i).filter((i) => !TOP.includes(i) && !TIE.includes(i) && !ZERO.includes(i));
    expect(rest).toHaveLength(13);
    ratings = Array.from({ length: 30 }, () => 0);
    for (const i of TOP) ratings[i] = 500;
    for (const i of TIE) ratings[i] = 100;
    // Eleven distinct ratings above 100, two below it, scattered over the joining order.
    rest.forEach((i, k) => (ratings[i] = k < 11 ? 150 + ((k * 7) % 11) * 20 : 50 - k));
    pupils = [];
    for (let i = 0; i < 30; i++) pupils.push(await person(t, 'pupil', { firstName: `Ученик ${i + 1}` }));
    const at = now();
    for (let i = 29; i >= 0; i--) if (ratings[i]! > 0) await give(t, pupils[i]!, 'rating', ratings[i]!, at);
  });
  afterAll(() => t.close());

  /** Rating high to low, then who joined first (docs/decisions/0080-leaderboard-contents.md). */
  const expected = () =>
    pupils
      .map((pupil, i) => ({ id: pupil.id, rating: ratings[i]! }))
      .sort((a, b) => b.rating - a.rating || a.id - b.id)
      .map((standing) => standing.id);

  it('orders ties by who joined first, across the page boundary: nobody twice, nobody skipped', async () => {
    const order = expected();
    const viewer = pupils[2]!;
    const first = (await call(t, viewer, 'GET', 'rating/leaderboard/1')).json();
    const second = (await call(t, viewer, 'GET', 'rating/leaderboard/2')).json();
    expect(first.data).toHaveLength(LEADERBOARD_PAGE_SIZE);
    expect(second.data).toHaveLength(30 - LEADERBOARD_PAGE_SIZE);
    const listed = [...first.data, ...second.data];
    expect(listed.map((l: { userId: number }) => l.userId)).toEqual(order);
    expect(listed.map((l: { place: number }) => l.place)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    // The tie at 100 really straddles the two pages.
    expect(first.data.at(-1).rating).toBe(100);
    expect(second.data[0].rating).toBe(100);
    expect(listed.filter((l: { rating: number }) => l.rating === 100).map((l: { place: number }) => l.place)).toEqual([16, 17, 18, 19, 20, 21, 22, 23, 24, 25]);
    // The same answer every time.
    expect((await call(t, pupils[9]!, 'GET', 'rating/leaderboard/2')).json().data.map((l: { userId: number }) => l.userId)).toEqual(order.slice(20));

    const top = (await call(t, viewer, 'GET', 'rating/top3')).json().data;
    expect(top.map((l: { userId: number }) => l.userId)).toEqual(order.slice(0, 3));
    expect(top.map((l: { rating: number }) => l.rating)).toEqual([500, 500, 500]);
  });

  it('tells each pupil, tied or not, the place the list shows them on', async () => {
    const order = expected();
    for (const pupil of pupils) {
      const place = order.indexOf(pupil.id) + 1;
      const page = Math.ceil(place / LEADERBOARD_PAGE_SIZE);
      const board = (await call(t, pupil, 'GET', `rating/leaderboard/${page}`)).json();
      expect(board.me.place, pupil.firstName).toBe(place);
      expect(board.data.filter((l: { isMe: boolean }) => l.isMe).map((l: { place: number; userId: number }) => [l.place, l.userId])).toEqual([[place, pupil.id]]);
    }
  });

  it('orders the month leaders the same way when the monthly ratings and their times tie', async () => {
    const order = expected();
    const stats = (await call(t, pupils[0]!, 'GET', 'rating/month-stats')).json();
    expect(stats.leaders.map((l: { userId: number }) => l.userId)).toEqual(order.slice(0, 10));
    for (const pupil of pupils.filter((_, i) => ratings[i] === 500)) {
      expect((await call(t, pupil, 'GET', 'rating/month-stats')).json().me.place).toBe(order.indexOf(pupil.id) + 1);
    }
  });
});

describe('the demo pupil', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('starts a fresh school with 300 diamonds in one ledger row of reason «демо», and the staff with none', async () => {
    await seedDemoAccounts(t.db);
    const rows = await t.db
      .selectFrom('ledger')
      .innerJoin('users', 'users.id', 'ledger.user_id')
      .select(['users.email as email', 'ledger.kind as kind', 'ledger.delta as delta', 'ledger.reason as reason'])
      .execute();
    const pupil = DEMO_ACCOUNTS.find((account) => account.role === 'pupil')!;
    expect(rows.map((row) => ({ ...row, delta: Number(row.delta) }))).toEqual([{ email: pupil.email, kind: 'diamonds', delta: 300, reason: 'демо' }]);
    expect(DEMO_DIAMONDS).toBe(300);
    const user = await t.db.selectFrom('users').select(['id', 'diamonds', 'rating', 'level']).where('email', '=', pupil.email).executeTakeFirstOrThrow();
    expect({ diamonds: user.diamonds, rating: user.rating, level: user.level }).toEqual({ diamonds: 300, rating: 0, level: 0 });
    expect(await ledgerRepository(t.db).sum(user.id, 'diamonds')).toBe(300);
    // A second start credits nothing more.
    await seedDemoAccounts(t.db);
    expect(await ledgerRepository(t.db).sum(user.id, 'diamonds')).toBe(300);
  });
});

describe('the monthly rating battle', () => {
  let t: TestApp;
  /** The four pupils of the first test, for the next. */
  let cast: Record<'a' | 'b' | 'c' | 'd', Person>;
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
    cast = { a, b, c, d };
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

  it('shows a hidden medallist to another pupil as «Скрытый ученик» in the history, and to themself as they are, medals kept', async () => {
    const { a: anya, c: vika } = cast;
    const lastMonth = monthOf(monthStartOf(monthOf(now())) - 1);
    await t.db.updateTable('users').set({ photo: 'vika-face.jpg', level: 4 }).where('id', '=', vika.id).execute();
    await call(t, vika, 'PUT', 'profile/leaderboard', { hidden: true });

    const seen = (await call(t, anya, 'GET', 'rating/leaders/history')).json().data;
    const entry = seen.find((e: { date: string }) => e.date === lastMonth);
    expect(entry.firstPlace).toEqual({ userId: 0, firstName: PROGRESS_MESSAGES.hiddenName, photo: '', level: 0, rating: 100 });
    expect(entry.thirdPlace).toMatchObject({ userId: anya.id, firstName: 'Аня' });
    // Two months ago Вика was third: anonymous there too.
    expect(seen[1].thirdPlace).toEqual({ userId: 0, firstName: PROGRESS_MESSAGES.hiddenName, photo: '', level: 0, rating: 20 });
    const places = seen.flatMap((e: Record<'firstPlace' | 'secondPlace' | 'thirdPlace', { userId: number } | null>) => [e.firstPlace, e.secondPlace, e.thirdPlace]);
    expect(places.filter((p: { userId: number } | null) => p?.userId === vika.id)).toEqual([]);
    expect(JSON.stringify(seen)).not.toContain('Вика');
    expect(JSON.stringify(seen)).not.toContain('vika-face');

    const own = (await call(t, vika, 'GET', 'rating/leaders/history')).json().data;
    expect(own.find((e: { date: string }) => e.date === lastMonth).firstPlace).toEqual({ userId: vika.id, firstName: 'Вика', photo: 'vika-face.jpg', level: 4, rating: 100 });
    expect((await call(t, vika, 'GET', 'rating')).json().achievements.map((m: { place: number }) => m.place)).toEqual([1, 3]);
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
