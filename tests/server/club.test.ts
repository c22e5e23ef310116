import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassInfo, ClassMatrix } from '../../domain/classes';
import { CLUB_MSG, isoDay, SOLDERING_LESSON_ID } from '../../domain/club';
import { ledgerRepository } from '../../server/db/repositories/ledger';
import { usersRepository } from '../../server/db/repositories/users';
import { TASKS } from '../../server/services/learning-catalog';
import { withMigrationDatabase } from '../helpers/migration-database';
import { multipart, newClass, person, type Person } from '../helpers/people';
import { caller, createTestApp, type TestApp, expectError } from '../helpers/test-app';

// The club around the lessons, on the engine of the vitest project: attendance pays by level once
// a day, the soldering permit needs the safety lesson and a teacher (audited), and a task's
// diamonds come only when a teacher accepts it.

let t: TestApp;
let teacher: Person;
let otherTeacher: Person;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await person(t, 'teacher', { firstName: 'Ирина' });
  otherTeacher = await person(t, 'teacher', { firstName: 'Олег' });
});
afterAll(() => t.close());

const call = caller(() => t.app);
const today = () => isoDay(Math.floor(Date.now() / 1000));

const classWith = (owner: Person, ...pupils: Person[]): Promise<ClassInfo> => newClass(t, owner, { name: 'Кружок по пятницам', pupils });

async function balance(who: Person) {
  const user = await usersRepository(t.db).findById(who.id);
  return { diamonds: user!.diamonds, ledger: await ledgerRepository(t.db).sum(who.id, 'diamonds'), rating: user!.rating };
}

async function setLevel(who: Person, level: number) {
  await t.db.updateTable('users').set({ level }).where('id', '=', who.id).execute();
}

async function auditActions(subjectId: number | null, action: string) {
  const query = t.db.selectFrom('audit').select(['actor_id', 'subject_id', 'details']).where('action', '=', action);
  return (subjectId === null ? query : query.where('subject_id', '=', subjectId)).execute();
}

describe('attendance', () => {
  it('pays each pupil present 20 × level diamonds (level 0 as 1), once per pupil per day, and audits it', async () => {
    const [masha, petya, kolya] = [await person(t, 'pupil'), await person(t, 'pupil'), await person(t, 'pupil')];
    await setLevel(petya, 3);
    const room = await classWith(teacher, masha, petya, kolya);
    const date = today();

    const first = await call(teacher, 'POST', `/api/v1/classes/${room.id}/attendance`, { date, present: [masha.id, petya.id] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ date, credited: [{ userId: masha.id, diamonds: 20 }, { userId: petya.id, diamonds: 60 }], already: [] });
    expect(await balance(masha)).toEqual({ diamonds: 20, ledger: 20, rating: 0 });
    expect(await balance(petya)).toMatchObject({ diamonds: 60, ledger: 60 });

    // The same day again (a second tap, a second teacher's phone): nobody twice; a late pupil still counts.
    const second = await call(teacher, 'POST', `/api/v1/classes/${room.id}/attendance`, { date, present: [masha.id, petya.id, kolya.id, kolya.id] });
    expect(second.json().data).toEqual({ date, credited: [{ userId: kolya.id, diamonds: 20 }], already: [masha.id, petya.id] });
    expect(await balance(masha)).toEqual({ diamonds: 20, ledger: 20, rating: 0 });
    const racing = await Promise.all(Array.from({ length: 5 }, () => call(teacher, 'POST', `/api/v1/classes/${room.id}/attendance`, { date, present: [masha.id] })));
    for (const answer of racing) expect(answer.json().data.credited).toEqual([]);
    expect(await balance(masha)).toEqual({ diamonds: 20, ledger: 20, rating: 0 });

    const day = await call(teacher, 'GET', `/api/v1/classes/${room.id}/attendance?date=${date}`);
    expect(day.json().data.present).toHaveLength(3);
    const trail = await auditActions(null, 'attendance');
    expect(trail.filter((row) => row.actor_id === teacher.id && JSON.parse(row.details).classId === room.id).map((row) => JSON.parse(row.details).pupils)).toEqual([2, 1]);
  });

  it('refuses other classes, other teachers, pupils, bad dates and strangers in the list, in Russian, crediting nobody', async () => {
    const [anya, stranger] = [await person(t, 'pupil'), await person(t, 'pupil')];
    const room = await classWith(teacher, anya);
    await classWith(otherTeacher, stranger);
    const url = `/api/v1/classes/${room.id}/attendance`;
    expectError(await call(otherTeacher, 'POST', url, { date: today(), present: [anya.id] }), 403, 'FORBIDDEN');
    expectError(await call(anya, 'POST', url, { date: today(), present: [anya.id] }), 403, 'FORBIDDEN');
    expectError(await call(undefined, 'POST', url, { date: today(), present: [anya.id] }), 401, 'AUTH_REQUIRED');
    expectError(await call(teacher, 'POST', '/api/v1/classes/999999/attendance', { date: today(), present: [] }), 404, 'NOT_FOUND');
    const strangerAnswer = await call(teacher, 'POST', url, { date: today(), present: [anya.id, stranger.id] });
    expectError(strangerAnswer, 400, 'VALIDATION_ERROR');
    expect(strangerAnswer.json().message).toBe(CLUB_MSG.attendanceNotInClass);
    for (const date of ['2020-01-01', '2099-01-01', '2026-02-30', '29.11.2026', '', 'x'.repeat(11)]) {
      expectError(await call(teacher, 'POST', url, { date, present: [anya.id] }), 400, 'VALIDATION_ERROR');
    }
    for (const body of [{ date: today() }, { date: today(), present: 'все' }, { date: today(), present: [0] }, { date: today(), present: [9_999_999_999] }, { date: today(), present: Array.from({ length: 300 }, (_, i) => i + 1) }]) {
      expectError(await call(teacher, 'POST', url, body), 400, 'VALIDATION_ERROR');
    }
    expect(await balance(anya)).toEqual({ diamonds: 0, ledger: 0, rating: 0 });
    expect(await balance(stranger)).toEqual({ diamonds: 0, ledger: 0, rating: 0 });
  });
});

describe('the soldering permit', () => {
  const permitUrl = (who: Person) => `/api/v1/review/pupils/${who.id}/soldering-permit`;

  it('needs the safety lesson passed, then a teacher grants it; the audit keeps who and when; the matrix shows it', async () => {
    const vova = await person(t, 'pupil');
    const room = await classWith(teacher, vova);
    const refused = await call(teacher, 'PUT', permitUrl(vova), { granted: true });
    expectError(refused, 403, 'LOCKED');
    expect(refused.json().message).toBe(CLUB_MSG.permitNeedsLesson);
    expect((await call(teacher, 'GET', permitUrl(vova))).json().data).toEqual({ granted: false, grantedAt: null, grantedBy: null, lessonPassed: false });

    // The safety lesson's first pass (its reward's ledger row is what a pass leaves).
    await ledgerRepository(t.db).credit({ userId: vova.id, kind: 'diamonds', delta: 10, reason: 'lesson', ref: `lesson:${SOLDERING_LESSON_ID}`, now: 1 });
    const granted = await call(teacher, 'PUT', permitUrl(vova), { granted: true });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().data).toMatchObject({ granted: true, grantedBy: { id: teacher.id, name: 'Ирина' }, lessonPassed: true });
    expect(granted.json().data.grantedAt).toBeGreaterThan(0);
    // A second grant changes nothing and is not audited twice.
    await call(otherTeacher, 'PUT', permitUrl(vova), { granted: true });
    expect((await call(teacher, 'GET', permitUrl(vova))).json().data.grantedBy).toEqual({ id: teacher.id, name: 'Ирина' });
    expect((await auditActions(vova.id, 'soldering_permit')).map((row) => row.actor_id)).toEqual([teacher.id]);

    const matrix = (await call(teacher, 'GET', `/api/v1/classes/${room.id}/matrix`)).json().data as ClassMatrix;
    expect(matrix.pupils.find((pupil) => pupil.id === vova.id)?.solderingPermit).toBe(true);

    const withdrawn = await call(otherTeacher, 'PUT', permitUrl(vova), { granted: false });
    expect(withdrawn.json().data).toMatchObject({ granted: false, grantedBy: null });
    expect((await auditActions(vova.id, 'soldering_permit_withdrawn')).map((row) => row.actor_id)).toEqual([otherTeacher.id]);
    const after = (await call(teacher, 'GET', `/api/v1/classes/${room.id}/matrix`)).json().data as ClassMatrix;
    expect(after.pupils.find((pupil) => pupil.id === vova.id)?.solderingPermit).toBe(false);
  });

  it('is staff only, for pupils only, with bad bodies refused in Russian', async () => {
    const lena = await person(t, 'pupil');
    const parent = await person(t, 'parent');
    expectError(await call(lena, 'PUT', permitUrl(lena), { granted: true }), 403, 'FORBIDDEN');
    expectError(await call(parent, 'GET', permitUrl(lena)), 403, 'FORBIDDEN');
    expectError(await call(teacher, 'PUT', permitUrl(otherTeacher), { granted: true }), 404, 'USER_NOT_FOUND');
    // An id no row can have is malformed (docs/decisions/0229-…); the largest possible one names nobody.
    expectError(await call(teacher, 'PUT', '/api/v1/review/pupils/9999999999/soldering-permit', { granted: true }), 400, 'VALIDATION_ERROR');
    expectError(await call(teacher, 'PUT', '/api/v1/review/pupils/2147483647/soldering-permit', { granted: true }), 404, 'USER_NOT_FOUND');
    for (const body of [{}, { granted: 'да' }, { granted: 1 }]) expectError(await call(teacher, 'PUT', permitUrl(lena), body), 400, 'VALIDATION_ERROR');
  });
});

describe('tasks read by a teacher', () => {
  const task = TASKS[0]!;

  async function pupilWithTask(): Promise<Person> {
    const pupil = await person(t, 'pupil');
    await ledgerRepository(t.db).credit({ userId: pupil.id, kind: 'diamonds', delta: 500, reason: 'test', ref: null, now: 1 });
    expect((await call(pupil, 'PUT', `/api/v1/users/learning/byLecture/1/${task.lectureId}`)).statusCode).toBeLessThan(500);
    expect((await call(pupil, 'PUT', `/api/v1/users/learning/payTask/${task.lectureId}/${task.id}`)).statusCode).toBe(200);
    return pupil;
  }

  async function handIn(pupil: Person, solution: string) {
    const form = await multipart({ idTaskWrap: String(task.id), submitSolution: solution });
    return t.app.inject({ method: 'POST', url: '/api/v1/users/learning/doneTaskWeb', headers: { ...form.headers, authorization: pupil.token }, payload: form.payload });
  }

  async function waiting(pupil: Person) {
    const queue = (await call(teacher, 'GET', '/api/v1/review/tasks')).json();
    return queue.data.find((item: { pupil: { id: number } }) => item.pupil.id === pupil.id);
  }

  it('pays nothing on hand-in, the reward once on acceptance; a return brings the words back and a second try', async () => {
    const sasha = await pupilWithTask();
    const start = await balance(sasha);
    expect((await handIn(sasha, 'Ярче: напряжение больше.')).statusCode).toBe(200);
    expect(await balance(sasha)).toEqual(start);
    const first = await waiting(sasha);
    expect(first).toMatchObject({ taskId: task.id, taskTitle: task.title, reward: task.reward, solution: 'Ярче: напряжение больше.', pupil: { id: sasha.id } });

    expectError(await call(teacher, 'POST', `/api/v1/review/tasks/${first.id}/return`, { comment: '   ' }), 400, 'VALIDATION_ERROR');
    expect((await call(teacher, 'POST', `/api/v1/review/tasks/${first.id}/return`, { comment: 'Объясни, почему ярче.' })).statusCode).toBe(200);
    expectError(await call(teacher, 'POST', `/api/v1/review/tasks/${first.id}/approve`), 409, 'ALREADY_REVIEWED');
    expect(await waiting(sasha)).toBeUndefined();
    const returned = (await call(sasha, 'GET', `/api/v1/users/learning/task/${task.id}`)).json().task;
    expect(returned.review).toMatchObject({ state: 'returned', comment: 'Объясни, почему ярче.' });
    expect(await balance(sasha)).toEqual(start);

    expect((await handIn(sasha, 'Ярче: ток больше, потому что напряжение больше.')).statusCode).toBe(200);
    const second = await waiting(sasha);
    const answers = await Promise.all([teacher, otherTeacher, teacher].map((who) => call(who, 'POST', `/api/v1/review/tasks/${second.id}/approve`)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 200)!.json()).toEqual({ message: 'Решение принято', diamonds: task.reward });
    expect(await balance(sasha)).toEqual({ diamonds: start.diamonds + task.reward, ledger: start.diamonds + task.reward, rating: 0 });
    expect((await call(sasha, 'GET', `/api/v1/users/learning/task/${task.id}`)).json().task.review).toMatchObject({ state: 'approved', comment: null });
    expect((await auditActions(sasha.id, 'task_return')).length).toBe(1);
    expect((await auditActions(sasha.id, 'task_approve')).length).toBe(1);

    const again = await handIn(sasha, 'Ещё одно решение');
    expectError(again, 409, 'SOLUTION_WAITING');
    expect(again.json().message).toBe(CLUB_MSG.solutionAccepted);
  });

  it('keeps the queue and the decisions to staff, and unknown solutions are 404', async () => {
    const ira = await pupilWithTask();
    const before = await balance(ira);
    await handIn(ira, 'Решение Иры');
    const item = await waiting(ira);
    expectError(await call(ira, 'GET', '/api/v1/review/tasks'), 403, 'FORBIDDEN');
    expectError(await call(ira, 'POST', `/api/v1/review/tasks/${item.id}/approve`), 403, 'FORBIDDEN');
    expectError(await call(teacher, 'POST', '/api/v1/review/tasks/99999999/approve'), 404, 'NOT_FOUND');
    expectError(await call(teacher, 'POST', '/api/v1/review/tasks/9999999999/return', { comment: 'нет' }), 400, 'VALIDATION_ERROR');
    expectError(await call(teacher, 'POST', '/api/v1/review/tasks/2147483647/return', { comment: 'нет' }), 404, 'NOT_FOUND');
    expectError(await call(teacher, 'POST', '/api/v1/review/tasks/abc/approve'), 400, 'VALIDATION_ERROR');
    expect(await balance(ira)).toEqual(before);
  });
});

describe('what the pupil reads of it', () => {
  it('shows the pupil their own permit and every task with the teacher’s reading', async () => {
    const oleg = await person(t, 'pupil');
    const own = await call(oleg, 'GET', '/api/v1/users/learning/soldering-permit');
    expect(own.json().data).toEqual({ granted: false, grantedAt: null, grantedBy: null, lessonPassed: false });
    await ledgerRepository(t.db).credit({ userId: oleg.id, kind: 'diamonds', delta: 10, reason: 'lesson', ref: `lesson:${SOLDERING_LESSON_ID}`, now: 1 });
    await call(teacher, 'PUT', `/api/v1/review/pupils/${oleg.id}/soldering-permit`, { granted: true });
    expect((await call(oleg, 'GET', '/api/v1/users/learning/soldering-permit')).json().data).toMatchObject({ granted: true, lessonPassed: true });
    expectError(await call(teacher, 'GET', '/api/v1/users/learning/soldering-permit'), 404, 'USER_NOT_FOUND');
    expectError(await call(undefined, 'GET', '/api/v1/users/learning/soldering-permit'), 401, 'AUTH_REQUIRED');

    const tasks = (await call(oleg, 'GET', '/api/v1/users/learning/tasks')).json().tasks;
    expect(tasks.map((task: { id: number }) => task.id)).toEqual(TASKS.map((task) => task.id));
    expect(tasks.every((task: { text: string; bought: boolean; review: unknown }) => task.text === '' && !task.bought && task.review === null)).toBe(true);
  });
});

describe('badges on the user row (migration 0022)', () => {
  it('fills the row from the badges earned before it, oldest first, and keeps it with each new badge', async () => {
    await withMigrationDatabase(async ({ db, migrateTo, migrateToLatest }) => {
      await migrateTo('0021-permits-attendance-task-review');
      await sql`insert into users (email, password_hash, first_name, role, created_at) values ('b@example.com', 'x', 'Петя', 'pupil', 1700000000)`.execute(db);
      await sql`insert into users (email, password_hash, first_name, role, created_at) values ('c@example.com', 'x', 'Катя', 'pupil', 1700000000)`.execute(db);
      const [petya, katya] = (await db.selectFrom('users').select('id').orderBy('id').execute()).map((row) => row.id);
      await sql`insert into badges (user_id, badge, earned_at) values (${petya}, 'first-project', 20), (${petya}, 'first-lesson', 10)`.execute(db);
      await migrateToLatest();
      const rows = await db.selectFrom('users').select(['id', 'badges']).orderBy('id').execute();
      expect(rows).toEqual([
        { id: petya, badges: 'first-lesson,first-project' },
        { id: katya, badges: '' },
      ]);
    });
  });

  it('shows a badge earned through the club on the public profile at once', async () => {
    const zhenya = await person(t, 'pupil');
    await ledgerRepository(t.db).credit({ userId: zhenya.id, kind: 'diamonds', delta: 10, reason: 'lesson', ref: `lesson:${SOLDERING_LESSON_ID}`, now: 1 });
    await call(teacher, 'PUT', `/api/v1/review/pupils/${zhenya.id}/soldering-permit`, { granted: true });
    const viewer = await person(t, 'pupil');
    const profile = (await call(viewer, 'GET', `/api/v1/users/profile/${zhenya.id}`)).json().data;
    expect(profile.badges).toEqual([{ id: 'soldering-permit', title: 'Допуск к пайке' }]);
  });
});
