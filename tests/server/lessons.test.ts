import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonById } from '../../src/content/lessons';
import { isoDay, SOLDERING_LESSON_ID } from '../../domain/club';
import { projects } from '../../src/content/projects';
import { LEVEL_PRICES } from '../../domain/constants';
import { BADGES, LESSON_CHECK_LIMIT, LESSON_PASS_SHARE, LESSONS_MSG, type CheckAnswer, type CheckResult, type Course } from '../../domain/lessons';
import { lessonKeyById, type QuestionKey } from '../../server/content/lesson-keys';
import { classesRepository } from '../../server/db/repositories/classes';
import { ledgerRepository } from '../../server/db/repositories/ledger';
import { submissionsRepository } from '../../server/db/repositories/submissions';
import { usersRepository } from '../../server/db/repositories/users';
import { deleteAccount } from '../../server/services/account-deletion';
import { approve } from '../../server/services/approval';
import { awardBadges } from '../../server/services/badges';
import { COURSES, LECTURES, TASKS } from '../../server/services/learning-catalog';
import { myData } from '../../server/services/my-data';
import { multipart, person, type Person } from '../helpers/people';
import { createTestApp, type TestApp, expectError } from '../helpers/test-app';

// The courses' lessons on the engine of the vitest project (docs/decisions/0205-lessons-courses-and-their-check.md,
// 0206-badges-earned-once-by-rules.md): the catalogue a pupil sees, buying a lesson once, the check
// of its answers against the server's keys (counted, explained, paid once, also when ten checks
// race), the secret course locked below level 4, badges earned once by their rules, and the
// class's lessons report for its teacher only.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function call(who: Person | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: who ? { authorization: who.token } : {}, payload });
}

async function pupilWith(diamonds: number, firstName = 'Маша'): Promise<Person> {
  const who = await person(t, 'pupil', { firstName });
  if (diamonds > 0) await ledgerRepository(t.db).credit({ userId: who.id, kind: 'diamonds', delta: diamonds, reason: 'test', ref: null, now: 1 });
  return who;
}

async function diamonds(who: Person) {
  const user = await usersRepository(t.db).findById(who.id);
  return { diamonds: user!.diamonds, ledger: await ledgerRepository(t.db).sum(who.id, 'diamonds') };
}

const keyOf = (lessonId: number) => lessonKeyById(lessonId)!;
const rightAnswer = (key: QuestionKey): CheckAnswer =>
  key.kind === 'choice' ? key.correct : key.kind === 'number' ? key.answer : key.kind === 'order' ? [...key.order] : key.area;
const rightAnswers = (lessonId: number) => keyOf(lessonId).questions.map(rightAnswer);
const lecture = (id: number) => LECTURES.find((l) => l.id === id)!;
const courseOf = (lessonId: number) => lecture(lessonId).courseId;

function check(who: Person, lessonId: number, answers: unknown, courseId = courseOf(lessonId)) {
  return call(who, 'POST', `/api/v1/courses/${courseId}/lessons/${lessonId}/check`, { answers });
}
async function checked(who: Person, lessonId: number, answers: CheckAnswer[]): Promise<CheckResult> {
  const response = await check(who, lessonId, answers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const free = LECTURES.filter((l) => l.price === 0 && l.courseId === 1);
const paid = (courseId: number) => LECTURES.filter((l) => l.courseId === courseId && l.price > 0);
const firstPaid = paid(1)[0]!;
const secret = COURSES.find((course) => course.fromLevel > 0)!;

describe('the courses', () => {
  it('lists three courses in catalogue order with prices and rewards; free lessons bought, the secret course locked below level 4', async () => {
    const masha = await pupilWith(0);
    const reply = await call(masha, 'GET', '/api/v1/courses');
    expect(reply.statusCode, reply.body).toBe(200);
    const courses: Course[] = reply.json().data;
    expect(courses.map((c) => [c.id, c.locked])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(courses[0]!.lessons.map((l) => l.id)).toEqual([1, 13, 2, 7, 8, 9, 10, 3, 11, 12]);
    expect(courses[1]!.lessons.map((l) => l.id)).toEqual([4, 14, 5, 6, 18, 19, 20, 21, 22, 23]);
    expect(courses[2]!.lessons.map((l) => l.id)).toEqual([15, 16, 17]);
    for (const course of courses) {
      for (const [i, l] of course.lessons.entries()) {
        expect(l).toEqual({ id: l.id, number: i + 1, title: lessonById(l.id)!.title, price: lecture(l.id).price, reward: lecture(l.id).reward, bought: l.price === 0, passed: false, practicesPassed: [] });
      }
    }
    expect(courses.flatMap((c) => c.lessons).filter((l) => l.price === 0).map((l) => l.id)).toEqual([1, 13, 12, 4, 15]);
    await t.db.updateTable('users').set({ level: 4 }).where('id', '=', masha.id).execute();
    expect((await call(masha, 'GET', '/api/v1/courses')).json().data[2].locked).toBe(false);
    expect((await call(undefined, 'GET', '/api/v1/courses')).statusCode).toBe(401);
  });
});

describe('buying a lesson', () => {
  it('spends its price once, in course order; a free lesson is bought already; the secret course is locked', async () => {
    const [a, b] = paid(1);
    const petya = await pupilWith(500);
    expectError(await call(petya, 'PUT', `/api/v1/users/learning/byLecture/1/${b!.id}`), 403, 'LOCKED');
    const bought = await call(petya, 'PUT', `/api/v1/users/learning/byLecture/1/${a!.id}`);
    expect(bought.json()).toEqual({ message: 'Лекция куплена' });
    expectError(await call(petya, 'PUT', `/api/v1/users/learning/byLecture/1/${a!.id}`), 409, 'ALREADY_BOUGHT');
    expect(await diamonds(petya)).toEqual({ diamonds: 500 - a!.price, ledger: 500 - a!.price });
    expectError(await call(petya, 'PUT', `/api/v1/users/learning/byLecture/1/${free[0]!.id}`), 409, 'ALREADY_BOUGHT');
    const secretPaid = paid(secret.id)[0]!;
    const locked = await call(petya, 'PUT', `/api/v1/users/learning/byLecture/${secret.id}/${secretPaid.id}`);
    expectError(locked, 403, 'LOCKED');
    expect(locked.json().message).toBe(LESSONS_MSG.secretLocked);
    expect(await diamonds(petya)).toEqual({ diamonds: 500 - a!.price, ledger: 500 - a!.price });
    const open = (await call(petya, 'GET', '/api/v1/users/learning/myBuyLectures/1')).json().buyLectures.map((l: { id: number }) => l.id);
    expect(open).toEqual(LECTURES.filter((l) => l.courseId === 1 && (l.price === 0 || l.id === a!.id)).map((l) => l.id));
    expect((await call(petya, 'GET', '/api/v1/courses')).json().data[0].lessons.find((l: { id: number }) => l.id === a!.id).bought).toBe(true);
  });

  it('refuses kindly without enough diamonds and takes none', async () => {
    const kolya = await pupilWith(firstPaid.price - 1);
    const short = await call(kolya, 'PUT', `/api/v1/users/learning/byLecture/1/${firstPaid.id}`);
    expectError(short, 409, 'NOT_ENOUGH_DIAMONDS');
    expect(short.json().message).toContain('Не хватает алмазов');
    expect(await diamonds(kolya)).toEqual({ diamonds: firstPaid.price - 1, ledger: firstPaid.price - 1 });
    expectError(await check(kolya, firstPaid.id, rightAnswers(firstPaid.id)), 403, 'LECTURE_NOT_BOUGHT');
  });
});

describe('checking a lesson', () => {
  const lessonId = free[0]!.id;
  const key = keyOf(lessonId);
  const total = key.questions.length;

  it('counts right answers, explains the wrong ones with the key, and pays the reward on the first pass only', async () => {
    const vera = await pupilWith(0);
    const none = await checked(vera, lessonId, key.questions.map(() => null));
    expect(none).toEqual({ correct: 0, total, passed: false, reward: 0, results: key.questions.map((q) => ({ ok: false, explanation: q.why })), badges: [] });

    // The first question left out, the rest right.
    const most = await checked(vera, lessonId, [null, ...rightAnswers(lessonId).slice(1)]);
    expect(most).toMatchObject({ correct: total - 1, total, passed: (total - 1) / total >= LESSON_PASS_SHARE });
    expect(most.results[0]).toEqual({ ok: false, explanation: key.questions[0]!.why });
    expect(most.results.slice(1).every((r) => r.ok && r.explanation === '')).toBe(true);
    const before = await diamonds(vera);
    expect(before.diamonds).toBe(most.passed ? lecture(lessonId).reward : 0);

    const all = await checked(vera, lessonId, rightAnswers(lessonId));
    expect(all).toMatchObject({ correct: total, total, passed: true, reward: most.passed ? 0 : lecture(lessonId).reward });
    const again = await checked(vera, lessonId, rightAnswers(lessonId));
    expect(again).toMatchObject({ correct: total, passed: true, reward: 0, badges: [] });
    expect(await diamonds(vera)).toEqual({ diamonds: lecture(lessonId).reward, ledger: lecture(lessonId).reward });
    const credits = await t.db.selectFrom('ledger').select(['reason', 'ref', 'delta']).where('user_id', '=', vera.id).execute();
    expect(credits.map((row) => ({ ...row, delta: Number(row.delta) }))).toEqual([{ reason: 'lesson', ref: `lesson:${lessonId}`, delta: lecture(lessonId).reward }]);
    expect((await call(vera, 'GET', '/api/v1/courses')).json().data[0].lessons[0]).toMatchObject({ id: lessonId, passed: true });
    // Every check is kept, with each question's right or wrong.
    const attempts = await t.db.selectFrom('lesson_attempts').select(['id', 'correct', 'passed']).where('user_id', '=', vera.id).orderBy('id').execute();
    expect(attempts.map((a) => a.correct)).toEqual([0, total - 1, total, total]);
    const answers = await t.db.selectFrom('lesson_answers').select(['question_id', 'ok']).where('attempt_id', '=', attempts[1]!.id).execute();
    expect(new Map(answers.map((a) => [a.question_id, a.ok]))).toEqual(new Map(key.questions.map((q, i) => [q.id, i === 0 ? 0 : 1])));
  });

  it("explains a wrong option with the key's words for that option when it has them", async () => {
    const withWrongWhy = LECTURES.flatMap((l) =>
      keyOf(l.id).questions.flatMap((q, i) => ((q.kind === 'choice' || q.kind === 'tap') && q.wrongWhy ? Object.entries(q.wrongWhy).map(([option, why]) => ({ id: l.id, q, i, option, why })) : [])),
    )[0];
    // Until a lesson's writer gives one, judge() is tested with the keys in tests/unit/lesson-keys.test.ts.
    if (!withWrongWhy) return;
    const { id, q, i, option, why } = withWrongWhy;
    const everything = await pupilWith(LECTURES.reduce((sum, l) => sum + l.price, 0));
    await t.db.updateTable('users').set({ level: 4 }).where('id', '=', everything.id).execute();
    for (const l of LECTURES.filter((x) => x.price > 0)) expect((await call(everything, 'PUT', `/api/v1/users/learning/byLecture/${l.courseId}/${l.id}`)).statusCode).toBe(200);
    const answers = rightAnswers(id);
    answers[i] = q.kind === 'choice' ? Number(option) : option;
    const result = await checked(everything, id, answers);
    expect(result.results[i]).toEqual({ ok: false, explanation: why });
    expect(result.results.filter((r) => !r.ok)).toHaveLength(1);
  });

  it('pays once when ten passing checks of one lesson race', async () => {
    const race = await pupilWith(0);
    const answers = await Promise.all(Array.from({ length: 10 }, () => check(race, lessonId, rightAnswers(lessonId))));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const rewards = answers.map((answer) => answer.json().data.reward);
    expect(rewards.filter((r: number) => r > 0)).toEqual([lecture(lessonId).reward]);
    expect(await diamonds(race)).toEqual({ diamonds: lecture(lessonId).reward, ledger: lecture(lessonId).reward });
    const firstLesson = answers.flatMap((answer) => answer.json().data.badges.map((b: { id: string }) => b.id)).filter((id: string) => id === 'first-lesson');
    expect(firstLesson).toEqual(['first-lesson']);
  });

  it('refuses an unbought lesson with LECTURE_NOT_BOUGHT and opens it once bought', async () => {
    const anya = await pupilWith(firstPaid.price);
    const refused = await check(anya, firstPaid.id, rightAnswers(firstPaid.id));
    expectError(refused, 403, 'LECTURE_NOT_BOUGHT');
    expect(refused.json().message).toBe(LESSONS_MSG.notBought);
    expect(await t.db.selectFrom('lesson_attempts').select('id').where('user_id', '=', anya.id).execute()).toEqual([]);
    expect((await call(anya, 'PUT', `/api/v1/users/learning/byLecture/1/${firstPaid.id}`)).statusCode).toBe(200);
    const passed = await checked(anya, firstPaid.id, rightAnswers(firstPaid.id));
    expect(passed).toMatchObject({ passed: true, reward: firstPaid.reward });
    expect(await diamonds(anya)).toEqual({ diamonds: firstPaid.reward, ledger: firstPaid.reward });
  });

  it('keeps the secret course locked below level 4, also its free lesson', async () => {
    const first = LECTURES.find((l) => l.courseId === secret.id)!;
    const lena = await pupilWith(0);
    const locked = await check(lena, first.id, rightAnswers(first.id));
    expectError(locked, 403, 'LOCKED');
    expect(locked.json().message).toBe(LESSONS_MSG.secretLocked);
    await t.db.updateTable('users').set({ level: 4 }).where('id', '=', lena.id).execute();
    expect(await checked(lena, first.id, rightAnswers(first.id))).toMatchObject({ passed: true, reward: first.reward });
  });

  it('answers bad bodies with a Russian 400, unknown lessons with 404, and no token with 401; nothing is stored', async () => {
    const dima = await pupilWith(0);
    const right = rightAnswers(lessonId);
    const kinds = key.questions.map((q) => q.kind);
    const wrongKind = right.map((answer, i) => (i === 0 ? (kinds[0] === 'tap' ? 0 : 'абв') : answer));
    const bodies: unknown[] = [right.slice(1), [...right, null], wrongKind, 'all', [{}], Array.from({ length: 50 }, () => null)];
    const choice = kinds.indexOf('choice');
    if (choice !== -1) bodies.push(right.map((a, i) => (i === choice ? 99 : a)), right.map((a, i) => (i === choice ? 0.5 : a)));
    const order = kinds.indexOf('order');
    if (order !== -1) bodies.push(right.map((a, i) => (i === order ? [0, 0, 0] : a)));
    const tap = kinds.indexOf('tap');
    if (tap !== -1) bodies.push(right.map((a, i) => (i === tap ? 'нет-такой-области' : a)));
    for (const answers of bodies) expectError(await check(dima, lessonId, answers), 400, 'VALIDATION_ERROR');
    expect((await check(dima, lessonId, right.slice(1))).json().message).toBe(LESSONS_MSG.answersCount(total));
    expectError(await call(dima, 'POST', `/api/v1/courses/1/lessons/${lessonId}/check`, {}), 400, 'VALIDATION_ERROR');
    expectError(await check(dima, 999, right, 1), 404, 'NOT_FOUND');
    expectError(await check(dima, lessonId, right, 9), 404, 'NOT_FOUND');
    expectError(await check(dima, lessonId, right, 2), 404, 'NOT_FOUND');
    expectError(await check(dima, lessonId, right, 0), 400, 'VALIDATION_ERROR');
    expect((await call(undefined, 'POST', `/api/v1/courses/1/lessons/${lessonId}/check`, { answers: right })).statusCode).toBe(401);
    expect(await t.db.selectFrom('lesson_attempts').select('id').where('user_id', '=', dima.id).execute()).toEqual([]);
    expect(await diamonds(dima)).toEqual({ diamonds: 0, ledger: 0 });
  });

  it(`lets a pupil check ${LESSON_CHECK_LIMIT.max} times a minute, then asks kindly to wait`, async () => {
    const fast = await pupilWith(0);
    const other = await pupilWith(0);
    const nulls = key.questions.map(() => null);
    for (let i = 0; i < LESSON_CHECK_LIMIT.max; i += 1) expect((await check(fast, lessonId, nulls)).statusCode).toBe(200);
    const limited = await check(fast, lessonId, nulls);
    expectError(limited, 429, 'RATE_LIMITED');
    expect(limited.json().message).toBe(LESSONS_MSG.tooManyChecks);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await check(other, lessonId, nulls)).statusCode).toBe(200);
  });
});

describe('badges', () => {
  const passLesson = async (who: Person, id: number) => (await checked(who, id, rightAnswers(id))).badges.map((b) => b.id);

  it('lists the catalogue, earns first-lesson and perfect-lesson once, and shows them on the profile', async () => {
    const olya = await pupilWith(0, 'Оля');
    const catalog = (await call(olya, 'GET', '/api/v1/users/badges/catalog')).json().data;
    expect(catalog).toEqual(BADGES.map(({ id, title, description }) => ({ id, title, description })));
    expect(catalog.length).toBeGreaterThanOrEqual(8);
    expect(catalog.length).toBeLessThanOrEqual(12);
    expect((await call(olya, 'GET', '/api/v1/users/badges')).json().data).toEqual([]);

    expect(await passLesson(olya, free[0]!.id)).toEqual(['first-lesson', 'perfect-lesson']);
    expect(await passLesson(olya, free[1]!.id)).toEqual([]);
    const mine = (await call(olya, 'GET', '/api/v1/users/badges')).json().data;
    expect(mine.map((b: { id: string }) => b.id).sort()).toEqual(['first-lesson', 'perfect-lesson']);
    expect(mine[0]).toMatchObject({ title: expect.any(String), description: expect.any(String), earnedAt: expect.any(Number) });
    const viewer = await pupilWith(0);
    const profile = (await call(viewer, 'GET', `/api/v1/users/profile/${olya.id}`)).json().data;
    expect(profile.badges.map((b: { id: string }) => b.id).sort()).toEqual(['first-lesson', 'perfect-lesson']);
    expect((await call(viewer, 'GET', `/api/v1/users/profile/${viewer.id}`)).json().data.badges).toEqual([]);
    expect((await call(undefined, 'GET', '/api/v1/users/badges')).statusCode).toBe(401);
  });

  it('earns a course badge when the last lesson of the course is passed', async () => {
    const course = LECTURES.filter((l) => l.courseId === 2);
    const cost = course.reduce((sum, l) => sum + l.price, 0);
    const sasha = await pupilWith(cost);
    const earned: string[] = [];
    for (const l of course) {
      if (l.price > 0) expect((await call(sasha, 'PUT', `/api/v1/users/learning/byLecture/2/${l.id}`)).statusCode).toBe(200);
      earned.push(...(await passLesson(sasha, l.id)).map((id) => `${l.id}:${id}`));
    }
    expect(earned).toEqual([`${course[0]!.id}:first-lesson`, `${course[0]!.id}:perfect-lesson`, `${course.at(-1)!.id}:course-mcu`]);
  });

  it('earns first-project, five-projects and all-projects with the approvals, in their transaction, once', async () => {
    const pupil = await pupilWith(0);
    const teacher = await person(t, 'teacher');
    const now = Math.floor(Date.now() / 1000);
    const badgesAfter: string[][] = [];
    for (const project of projects) {
      const created = await submissionsRepository(t.db).create({
        userId: pupil.id,
        projectId: project.id,
        photo: 'a.jpg',
        thumb: 'a-thumb.jpg',
        originalName: 'a.jpg',
        mime: 'image/jpeg',
        width: 10,
        height: 10,
        bytes: 100,
        idempotencyKey: `badge-${pupil.id}-${project.id}`,
        now,
      });
      if (!created.ok) throw new Error('submission not created');
      expect((await approve(t.db, created.submission.id, teacher.id, now)).ok).toBe(true);
      badgesAfter.push((await t.db.selectFrom('badges').select('badge').where('user_id', '=', pupil.id).execute()).map((r) => r.badge).sort());
    }
    expect(badgesAfter[0]).toEqual(['first-project']);
    expect(badgesAfter[3]).toEqual(['first-project']);
    expect(badgesAfter[4]).toEqual(['first-project', 'five-projects']);
    expect(badgesAfter[projects.length - 2]).toEqual(['first-project', 'five-projects']);
    expect(badgesAfter[projects.length - 1]).toEqual(['all-projects', 'first-project', 'five-projects']);
    // Evaluated again, nothing is earned twice.
    expect(await awardBadges(t.db, pupil.id, now)).toEqual([]);
    expect(await t.db.selectFrom('badges').select('badge').where('user_id', '=', pupil.id).execute()).toHaveLength(3);
  });

  it('earns level-3 with the purchase of level 3, and the club badges from the facts a caller passes', async () => {
    const rich = await pupilWith(LEVEL_PRICES[1] + LEVEL_PRICES[2] + LEVEL_PRICES[3]);
    for (const level of [1, 2]) {
      expect((await call(rich, 'POST', '/api/v1/users/buyLevel')).json()).toMatchObject({ level });
      expect(await t.db.selectFrom('badges').select('badge').where('user_id', '=', rich.id).execute()).toEqual([]);
    }
    expect((await call(rich, 'POST', '/api/v1/users/buyLevel')).json()).toMatchObject({ level: 3, diamonds: 0 });
    expect((await call(rich, 'GET', '/api/v1/users/badges')).json().data.map((b: { id: string }) => b.id)).toEqual(['level-3']);
    // A refused purchase (no diamonds left) leaves nothing behind.
    expectError(await call(rich, 'POST', '/api/v1/users/buyLevel'), 409, 'NOT_ENOUGH_DIAMONDS');
    expect(await diamonds(rich)).toEqual({ diamonds: 0, ledger: 0 });

    const now = Math.floor(Date.now() / 1000);
    expect(await awardBadges(t.db, rich.id, now, { meetings: 9, acceptedTasks: 0 })).toEqual([]);
    expect((await awardBadges(t.db, rich.id, now, { solderingPermit: true, meetings: 10, acceptedTasks: 1 })).map((b) => b.id)).toEqual([
      'soldering-permit',
      'first-task',
      'ten-meetings',
    ]);
    expect(await awardBadges(t.db, rich.id, now, { solderingPermit: true, meetings: 11, acceptedTasks: 2 })).toEqual([]);
  });

  it("earns soldering-permit, ten-meetings and first-task from the club's own events", async () => {
    const teacher = await person(t, 'teacher');
    const room = (await call(teacher, 'POST', '/api/v1/classes', { name: 'Кружок' })).json().data;
    const task = TASKS.find((tk) => lecture(tk.lectureId).price === 0)!;
    const kira = await pupilWith(task.price, 'Кира');
    await classesRepository(t.db).placePupil(kira.id, room.id);
    const mine = async () => (await call(kira, 'GET', '/api/v1/users/badges')).json().data.map((b: { id: string }) => b.id).sort();

    expect(await passLesson(kira, SOLDERING_LESSON_ID)).toEqual(['first-lesson', 'perfect-lesson']);
    expect((await call(teacher, 'PUT', `/api/v1/review/pupils/${kira.id}/soldering-permit`, { granted: true })).statusCode).toBe(200);
    expect(await mine()).toEqual(['first-lesson', 'perfect-lesson', 'soldering-permit']);

    const now = Math.floor(Date.now() / 1000);
    for (let day = 9; day >= 0; day -= 1) {
      if (day === 0) expect(await mine()).not.toContain('ten-meetings');
      const marked = await call(teacher, 'POST', `/api/v1/classes/${room.id}/attendance`, { date: isoDay(now - day * 86_400), present: [kira.id] });
      expect(marked.statusCode, marked.body).toBe(200);
    }
    expect(await mine()).toContain('ten-meetings');

    expect((await call(kira, 'PUT', `/api/v1/users/learning/payTask/${task.lectureId}/${task.id}`)).statusCode).toBe(200);
    const form = await multipart({ idTaskWrap: String(task.id), submitSolution: 'Ярче: напряжение больше.' });
    const handed = await t.app.inject({ method: 'POST', url: '/api/v1/users/learning/doneTaskWeb', headers: { ...form.headers, authorization: kira.token }, payload: form.payload });
    expect(handed.statusCode, handed.body).toBe(200);
    expect(await mine()).not.toContain('first-task');
    const waiting = (await call(teacher, 'GET', '/api/v1/review/tasks')).json().data.find((item: { pupil: { id: number } }) => item.pupil.id === kira.id);
    expect((await call(teacher, 'POST', `/api/v1/review/tasks/${waiting.id}/approve`)).statusCode).toBe(200);
    expect(await mine()).toEqual(['first-lesson', 'first-task', 'perfect-lesson', 'soldering-permit', 'ten-meetings']);
    // Taking the permit back leaves the badge: it marks a moment that happened.
    expect((await call(teacher, 'PUT', `/api/v1/review/pupils/${kira.id}/soldering-permit`, { granted: false })).statusCode).toBe(200);
    expect(await mine()).toContain('soldering-permit');
  });
});

describe("the class's lessons report", () => {
  it('shows the class teacher and an admin who passed what and the hardest questions; others get 403 or 404', async () => {
    const teacher = await person(t, 'teacher', { firstName: 'Ирина' });
    const other = await person(t, 'teacher', { firstName: 'Олег' });
    const admin = await person(t, 'admin');
    const room = (await call(teacher, 'POST', '/api/v1/classes', { name: 'Уроки' })).json().data;
    const [ann, bob, outsider] = [await pupilWith(0, 'Аня'), await pupilWith(0, 'Боря'), await pupilWith(0, 'Чужой')];
    for (const pupil of [ann, bob]) await classesRepository(t.db).placePupil(pupil.id, room.id);

    const lessonId = free[0]!.id;
    const key = keyOf(lessonId);
    const right = rightAnswers(lessonId);
    await checked(ann, lessonId, right);
    // Боря misses the last question twice and the first once.
    await checked(bob, lessonId, [...right.slice(0, -1), null]);
    await checked(bob, lessonId, [null, ...right.slice(1, -1), null]);
    // Someone outside the class does not count.
    await checked(outsider, lessonId, key.questions.map(() => null));

    const reply = await call(teacher, 'GET', `/api/v1/classes/${room.id}/lessons-report`);
    expect(reply.statusCode, reply.body).toBe(200);
    const { pupils, hardest } = reply.json().data;
    const bobPassed = (key.questions.length - 1) / key.questions.length >= LESSON_PASS_SHARE;
    expect(pupils).toEqual([
      { id: ann.id, firstName: 'Аня', lastName: null, passed: [lessonId], solderingPermit: false },
      { id: bob.id, firstName: 'Боря', lastName: null, passed: bobPassed ? [lessonId] : [], solderingPermit: false },
    ]);
    const last = key.questions.at(-1)!;
    expect(hardest[0]).toEqual({ lessonId, lessonTitle: lessonById(lessonId)!.title, questionId: last.id, prompt: lessonById(lessonId)!.questions.at(-1)!.prompt, attempts: 3, wrong: 2 });
    expect(hardest[1]).toMatchObject({ questionId: key.questions[0]!.id, attempts: 3, wrong: 1 });
    expect(hardest).toHaveLength(2);

    expect((await call(admin, 'GET', `/api/v1/classes/${room.id}/lessons-report`)).statusCode).toBe(200);
    expectError(await call(other, 'GET', `/api/v1/classes/${room.id}/lessons-report`), 403, 'FORBIDDEN');
    expectError(await call(ann, 'GET', `/api/v1/classes/${room.id}/lessons-report`), 403, 'FORBIDDEN');
    expectError(await call(teacher, 'GET', '/api/v1/classes/999999/lessons-report'), 404, 'NOT_FOUND');
    expectError(await call(teacher, 'GET', '/api/v1/classes/abc/lessons-report'), 400, 'VALIDATION_ERROR');
    expect((await call(undefined, 'GET', `/api/v1/classes/${room.id}/lessons-report`)).statusCode).toBe(401);
  });
});

describe("the pupil's own data", () => {
  it('carries lesson checks and badges in «Скачать мои данные», and a deleted account takes them along', async () => {
    const zoya = await pupilWith(0, 'Зоя');
    await checked(zoya, free[0]!.id, rightAnswers(free[0]!.id));
    const user = (await usersRepository(t.db).findById(zoya.id))!;
    const data = await myData(t.db, user);
    expect(data.lessonChecks).toEqual([{ lessonId: free[0]!.id, correct: keyOf(free[0]!.id).questions.length, total: keyOf(free[0]!.id).questions.length, passed: true, createdAt: expect.any(Number) }]);
    expect(data.badges.map((b) => b.id).sort()).toEqual(['first-lesson', 'perfect-lesson']);
    await deleteAccount(t.db, user, Math.floor(Date.now() / 1000));
    expect(await t.db.selectFrom('lesson_attempts').select('id').where('user_id', '=', zoya.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('badges').select('badge').where('user_id', '=', zoya.id).execute()).toEqual([]);
    const orphans = await t.db.selectFrom('lesson_answers').leftJoin('lesson_attempts', 'lesson_attempts.id', 'lesson_answers.attempt_id').select('lesson_answers.attempt_id').where('lesson_attempts.id', 'is', null).execute();
    expect(orphans).toEqual([]);
  });
});
