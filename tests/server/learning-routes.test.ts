import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEARNING_MESSAGES } from '../../domain/learning';
import { ledgerRepository } from '../../server/db/repositories/ledger';
import { usersRepository } from '../../server/db/repositories/users';
import { LECTURES, TASKS, TRAINER_TASKS } from '../../server/services/learning-catalog';
import { multipart, person, type Person } from '../helpers/people';
import { createTestApp, isErrorBody, type TestApp, expectError } from '../helpers/test-app';

// The learning calls on the engine of the vitest project: lectures bought in
// order and tasks with their lecture, through the ledger's one conditional spend (charged once,
// also when twenty buys race; of different lectures racing for one balance only one goes through;
// never below zero), the keyboard trainer and web tasks rewarded once, in diamonds, never rating.

const API = '/api/v1/users/learning';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function call(who: Person | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object | string | Buffer, headers: Record<string, string> = {}) {
  return t.app.inject({ method, url: `${API}/${url}`, headers: { ...(who ? { authorization: who.token } : {}), ...headers }, payload });
}

async function pupilWith(diamonds: number): Promise<Person> {
  const who = await person(t, 'pupil');
  if (diamonds > 0) await ledgerRepository(t.db).credit({ userId: who.id, kind: 'diamonds', delta: diamonds, reason: 'test', ref: null, now: 1 });
  return who;
}

async function wallet(who: Person) {
  const user = await usersRepository(t.db).findById(who.id);
  const ledger = ledgerRepository(t.db);
  return { diamonds: user!.diamonds, rating: user!.rating, ledger: await ledger.sum(who.id, 'diamonds'), ratingLedger: await ledger.sum(who.id, 'rating') };
}

async function webTask(who: Person, path: 'doneTaskWeb' | 'doneTaskWebNotPay', fields: Record<string, string>) {
  const form = await multipart(fields);
  return call(who, 'POST', path, form.payload, form.headers);
}

// The first paid lessons of course 1, bought in its order (its free lessons count as bought).
const [first, second, third] = LECTURES.filter((lecture) => lecture.courseId === 1 && lecture.price > 0);
const freeOf = (courseId: number) => LECTURES.filter((lecture) => lecture.courseId === courseId && lecture.price === 0).map((lecture) => lecture.id);

describe('lectures', () => {
  it('buys the lectures of a course in order, with an empty body or an empty form', async () => {
    const masha = await pupilWith(500);
    // Before any purchase: the first lesson, free, so bought already.
    expect((await call(masha, 'GET', 'whatLectureNow')).json().whatLectureNow).toMatchObject({ id: LECTURES[0]!.id, price: 0, bought: true });
    expectError(await call(masha, 'PUT', `byLecture/1/${second!.id}`), 403, 'LOCKED');
    const bought = await call(masha, 'PUT', `byLecture/1/${first!.id}`);
    expect(bought.json()).toEqual({ message: LEARNING_MESSAGES.lectureBought });
    const form = await multipart({});
    expect((await call(masha, 'PUT', `byLecture/1/${second!.id}`, form.payload, form.headers)).statusCode).toBe(200);
    expect((await call(masha, 'PUT', `byLecture/1/${third!.id}`, '', { 'content-type': 'application/x-www-form-urlencoded' })).statusCode).toBe(200);
    expect((await call(masha, 'GET', 'whatLectureNow')).json().whatLectureNow).toMatchObject({ id: third!.id, bought: true });
    const open = LECTURES.filter((l) => l.courseId === 1 && (l.price === 0 || [first!.id, second!.id, third!.id].includes(l.id))).map((l) => l.id);
    expect((await call(masha, 'GET', 'myBuyLectures/1')).json().buyLectures.map((l: { id: number }) => l.id)).toEqual(open);
    expect((await call(masha, 'GET', 'myBuyLectures/2')).json().buyLectures.map((l: { id: number }) => l.id)).toEqual(freeOf(2));
    const price = first!.price + second!.price + third!.price;
    expect(await wallet(masha)).toMatchObject({ diamonds: 500 - price, ledger: 500 - price });
  });

  it('charges once for a lecture bought twice, also when twenty buys race', async () => {
    const petya = await pupilWith(1000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(petya, 'PUT', `byLecture/1/${first!.id}`)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) expectError(answer, 409, 'ALREADY_BOUGHT');
    expectError(await call(petya, 'PUT', `byLecture/1/${first!.id}`), 409, 'ALREADY_BOUGHT');
    expect(await wallet(petya)).toMatchObject({ diamonds: 1000 - first!.price, ledger: 1000 - first!.price });
  });

  it('of twenty buys of two different lectures racing for money that pays for one, charges exactly one', async () => {
    // Lecture 2 of each course, after its lecture 1: different ledger refs, so the unique ref
    // cannot decide; only the conditional spend keeps the second one from going through.
    const [b1, b2] = LECTURES.filter((lecture) => lecture.courseId === 2 && lecture.price > 0);
    const dear = [second!, b2!];
    const balance = Math.max(...dear.map((lecture) => lecture.price));
    expect(dear[0]!.price + dear[1]!.price).toBeGreaterThan(balance);
    const zhenya = await pupilWith(balance + first!.price + b1!.price);
    expect((await call(zhenya, 'PUT', `byLecture/1/${first!.id}`)).statusCode).toBe(200);
    expect((await call(zhenya, 'PUT', `byLecture/2/${b1!.id}`)).statusCode).toBe(200);
    expect(await wallet(zhenya)).toMatchObject({ diamonds: balance, ledger: balance });

    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => call(zhenya, 'PUT', `byLecture/${dear[i % 2]!.courseId}/${dear[i % 2]!.id}`)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(answer.statusCode, answer.body).toBe(409);
      expect(['NOT_ENOUGH_DIAMONDS', 'ALREADY_BOUGHT']).toContain(answer.json().code);
    }
    const bought = [
      ...(await call(zhenya, 'GET', 'myBuyLectures/1')).json().buyLectures,
      ...(await call(zhenya, 'GET', 'myBuyLectures/2')).json().buyLectures,
    ].filter((lecture: { id: number }) => dear.some((d) => d.id === lecture.id));
    expect(bought).toHaveLength(1);
    const after = await wallet(zhenya);
    expect(after.diamonds).toBeGreaterThanOrEqual(0);
    expect(after).toMatchObject({ diamonds: balance - bought[0].price, ledger: balance - bought[0].price });
  });

  it('refuses without enough diamonds and takes nothing', async () => {
    const kolya = await pupilWith(first!.price - 1);
    const short = await call(kolya, 'PUT', `byLecture/1/${first!.id}`);
    expectError(short, 409, 'NOT_ENOUGH_DIAMONDS');
    expect(short.json().message).toContain('Не хватает алмазов');
    expect(await wallet(kolya)).toMatchObject({ diamonds: first!.price - 1, ledger: first!.price - 1 });
    expect((await call(kolya, 'GET', 'myBuyLectures/1')).json().buyLectures.map((l: { id: number }) => l.id)).toEqual(freeOf(1));
  });

  it('answers unknown and malformed ids with a Russian 404 or 400, and no token with 401', async () => {
    const vera = await pupilWith(100);
    expectError(await call(vera, 'PUT', `byLecture/2/${first!.id}`), 404, 'NOT_FOUND');
    expectError(await call(vera, 'PUT', 'byLecture/1/999'), 404, 'NOT_FOUND');
    expectError(await call(vera, 'GET', 'myBuyLectures/9'), 404, 'NOT_FOUND');
    expectError(await call(vera, 'GET', 'task/999'), 404, 'NOT_FOUND');
    for (const url of ['byLecture/0/1', 'byLecture/x/1', 'payTask/1/-1', 'payTask/1/1.5']) expectError(await call(vera, 'PUT', url), 400, 'VALIDATION_ERROR');
    expectError(await call(vera, 'GET', 'task/abc'), 400, 'VALIDATION_ERROR');
    for (const url of ['whatLectureNow', 'mytasksmineklava', 'task/1', 'myBuyLectures/1']) expect((await call(undefined, 'GET', url)).statusCode).toBe(401);
    expect((await call(undefined, 'PUT', `byLecture/1/${first!.id}`)).statusCode).toBe(401);
    expect(await wallet(vera)).toMatchObject({ diamonds: 100, ledger: 100 });
  });
});

describe('tasks', () => {
  const task = TASKS.find((tk) => tk.lectureId === first!.id)!;

  it('sells a task only with its lecture, shows its text once bought, and rewards its solution once a teacher accepts it, in diamonds only', async () => {
    const anya = await pupilWith(200);
    expect((await call(anya, 'GET', `task/${task.id}`)).json().task).toMatchObject({ id: task.id, text: '', bought: false, done: false });
    expectError(await call(anya, 'PUT', `payTask/${first!.id}/${task.id}`), 403, 'LOCKED');
    expectError(await call(anya, 'PUT', `payTask/${second!.id}/${task.id}`), 404, 'NOT_FOUND');
    await call(anya, 'PUT', `byLecture/1/${first!.id}`);
    expect((await call(anya, 'PUT', `payTask/${first!.id}/${task.id}`)).json()).toEqual({ message: LEARNING_MESSAGES.taskBought });
    expect((await call(anya, 'GET', `task/${task.id}`)).json().task).toMatchObject({ text: task.text, bought: true, done: false });

    const before = await wallet(anya);
    const done = await webTask(anya, 'doneTaskWeb', { idTaskWrap: String(task.id), submitSolution: 'Ярче, потому что напряжение больше.' });
    // A teacher reads it first (docs/decisions/0210-tasks-read-by-a-teacher.md): nothing paid yet.
    expect(done.json()).toEqual({ result: { saved: true, rewarded: 0, review: { state: 'pending', comment: null, reviewedAt: null } } });
    expect(await wallet(anya)).toEqual(before);
    expectError(await webTask(anya, 'doneTaskWeb', { idTaskWrap: String(task.id), submitSolution: 'Ещё раз: ярче.' }), 409, 'SOLUTION_WAITING');
    const teacher = await person(t, 'teacher');
    const solution = (await t.app.inject({ method: 'GET', url: '/api/v1/review/tasks', headers: { authorization: teacher.token } })).json().data.find((item: { pupil: { id: number } }) => item.pupil.id === anya.id);
    const accepted = await t.app.inject({ method: 'POST', url: `/api/v1/review/tasks/${solution.id}/approve`, headers: { authorization: teacher.token } });
    expect(accepted.json()).toEqual({ message: 'Решение принято', diamonds: task.reward });
    expectError(await webTask(anya, 'doneTaskWeb', { idTaskWrap: String(task.id), submitSolution: 'Ещё раз: ярче.' }), 409, 'SOLUTION_WAITING');
    const after = await wallet(anya);
    // Rating is earned by approved work (docs/decisions/0088-web-tasks-earn-diamonds-not-rating.md); nobody reviews a web task's text, so no rating.
    expect(after).toEqual({ diamonds: before.diamonds + task.reward, rating: before.rating, ledger: after.diamonds, ratingLedger: after.rating });
    expect(after.rating).toBe(0);
    const ratingRows = await t.db.selectFrom('ledger').select('id').where('user_id', '=', anya.id).where('kind', '=', 'rating').execute();
    expect(ratingRows).toEqual([]);
    // So it counts nowhere in the monthly battle either.
    const stats = (await t.app.inject({ method: 'GET', url: '/api/v1/users/rating/month-stats', headers: { authorization: anya.token } })).json();
    expect(stats.me).toMatchObject({ place: null, monthRating: 0 });
    expect(stats.leaders.some((l: { isMe: boolean }) => l.isMe)).toBe(false);
    expect((await call(anya, 'GET', `task/${task.id}`)).json().task.done).toBe(true);
  });

  it('records a solution without a reward through doneTaskWebNotPay', async () => {
    const olya = await pupilWith(200);
    await call(olya, 'PUT', `byLecture/1/${first!.id}`);
    await call(olya, 'PUT', `payTask/${first!.id}/${task.id}`);
    const before = await wallet(olya);
    const answer = await webTask(olya, 'doneTaskWebNotPay', { idTaskWrap: String(task.id), submitSolution: 'Решение' });
    expect(answer.json()).toEqual({ result: { saved: true, rewarded: 0, review: null } });
    expect(await wallet(olya)).toEqual(before);
  });

  it('refuses bad solution forms in Russian and saves nothing', async () => {
    const dima = await pupilWith(200);
    await call(dima, 'PUT', `byLecture/1/${first!.id}`);
    await call(dima, 'PUT', `payTask/${first!.id}/${task.id}`);
    expectError(await webTask(dima, 'doneTaskWeb', { idTaskWrap: String(task.id), submitSolution: '   ' }), 400, 'VALIDATION_ERROR');
    expectError(await webTask(dima, 'doneTaskWeb', { idTaskWrap: String(task.id), submitSolution: 'x'.repeat(5001) }), 400, 'VALIDATION_ERROR');
    expectError(await webTask(dima, 'doneTaskWeb', { idTaskWrap: 'abc', submitSolution: 'ok' }), 400, 'VALIDATION_ERROR');
    expectError(await webTask(dima, 'doneTaskWeb', { idTaskWrap: '999', submitSolution: 'ok' }), 404, 'NOT_FOUND');
    expectError(await webTask(dima, 'doneTaskWeb', { idTaskWrap: String(TASKS.find((tk) => tk.id !== task.id)!.id), submitSolution: 'ok' }), 403, 'LOCKED');
    expectError(await call(dima, 'POST', 'doneTaskWeb', { idTaskWrap: task.id, submitSolution: 'ok' }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    const withFile = await multipart({ idTaskWrap: String(task.id), submitSolution: 'ok', file: { bytes: Buffer.from('x'), filename: 'a.txt', type: 'text/plain' } });
    expectError(await call(dima, 'POST', 'doneTaskWeb', withFile.payload, withFile.headers), 400, 'VALIDATION_ERROR');
    expect((await call(dima, 'GET', `task/${task.id}`)).json().task.done).toBe(false);
  });
});

describe('keyboard trainer', () => {
  it('lists the tasks, scores an attempt against the text and keeps the best', async () => {
    const lisa = await pupilWith(0);
    const list = (await call(lisa, 'GET', 'mytasksmineklava')).json().list;
    expect(list).toHaveLength(TRAINER_TASKS.length);
    expect(list[0]).toMatchObject({ id: 1, best: null });
    const text = TRAINER_TASKS[0]!.text;
    const typo = `${text.slice(0, -1)}ы`;
    const first = (await call(lisa, 'POST', 'taskmineklava', { idTask: 1, dataTask: typo, device: 'телефон' })).json().result;
    expect(first).toEqual({ accuracy: Math.round(((text.length - 1) * 100) / text.length), correct: text.length - 1, total: text.length, best: true });
    const perfect = (await call(lisa, 'POST', 'taskmineklava', { idTask: 1, dataTask: text, device: 'компьютер' })).json().result;
    expect(perfect).toEqual({ accuracy: 100, correct: text.length, total: text.length, best: true });
    const worse = (await call(lisa, 'POST', 'taskmineklava', { idTask: 1, dataTask: 'абв', device: 'компьютер' })).json().result;
    expect(worse.best).toBe(false);
    expect((await call(lisa, 'GET', 'getmineklavatask/1')).json().task.best).toEqual({ accuracy: 100, correct: text.length, total: text.length });
    expectError(await call(lisa, 'GET', 'getmineklavatask/99'), 404, 'NOT_FOUND');
  });

  it('refuses bad attempts in Russian', async () => {
    const vanya = await pupilWith(0);
    const bad = [
      { idTask: 99, dataTask: 'ток', device: 'pc' },
      { idTask: '1', dataTask: 'ток', device: 'pc' },
      { idTask: 1, dataTask: '', device: 'pc' },
      { idTask: 1, dataTask: 'ток', device: '' },
      { idTask: 1, dataTask: 'ток\u0000', device: 'pc' },
      { idTask: 1, dataTask: 'x'.repeat(2001), device: 'pc' },
      { idTask: 1 },
    ];
    for (const body of bad) {
      const answer = await call(vanya, 'POST', 'taskmineklava', body);
      expect([400, 404], JSON.stringify(body).slice(0, 60)).toContain(answer.statusCode);
      expect(isErrorBody(answer.json())).toBe(true);
    }
    expect((await call(vanya, 'GET', 'mytasksmineklava')).json().list[0].best).toBeNull();
  });
});
