import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_SOLUTIONS } from '../../src/content/mcu/reference-solutions';
import { MCU_TASKS } from '../../src/content/mcu/tasks';
import { MCU_API_MSG, MCU_CHECK_LIMIT, type McuCheckResult, type McuTaskSummary } from '../../domain/mcu/api';
import { MCU_MSG, PROGRAM_LIMITS, type McuProgram } from '../../domain/mcu/program';
import type { McuTask } from '../../domain/mcu/tasks';
import { MCU_TASK_REWARDS, mcuTaskReward } from '../../server/content/mcu-task-rewards';
import { ledgerRepository } from '../../server/db/repositories/ledger';
import { usersRepository } from '../../server/db/repositories/users';
import { deleteAccount } from '../../server/services/account-deletion';
import { LECTURES, lectureById } from '../../server/services/learning-catalog';
import { MCU_PARENT_READ_ONLY } from '../../server/services/mcu-tasks';
import { myData } from '../../server/services/my-data';
import { person, type Person } from '../helpers/people';
import { caller, createTestApp, expectError, type TestApp } from '../helpers/test-app';

// The programming tasks checked on the server, on the engine of the vitest project
// (docs/decisions/0266-programming-tasks-checked-and-paid-by-the-server.md): the right program
// passes and pays the task's reward once, also when two checks race; a wrong one is told what the
// pins did; a bad program is a Russian 400, an endless one is answered at once; a body's own
// verdict is never believed.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = caller(() => t.app);
const url = (taskId: number | string) => `/api/v1/mcu/tasks/${taskId}/check`;
const send = (who: Person | undefined, taskId: number | string, body: object) => call(who, 'POST', url(taskId), body);

const referencesOf = (taskId: number) => REFERENCE_SOLUTIONS.find((references) => references.taskId === taskId)!;
const rightProgram = (taskId: number): McuProgram => referencesOf(taskId).right[0]!.program;
const wrongProgram = (taskId: number): McuProgram => referencesOf(taskId).wrong[0]!.program;
/** Lights and darkens HL1 for ever without waiting: the interpreter stops it. */
const endlessProgram = (): McuProgram => ({ version: 1, body: [{ do: 'forever', body: [{ do: 'toggle', led: 'HL1' }] }] });

/** The first task, and a task whose lesson must be bought. */
const first = MCU_TASKS[0]!;
const paidTask = MCU_TASKS.find((task) => (lectureById(task.lessonId)?.price ?? 0) > 0)!;

/** A pupil with the task's lesson open: every paid lesson of its course bought in order up to it. */
async function pupilWithLesson(task: McuTask, firstName = 'Маша'): Promise<Person> {
  const who = await person(t, 'pupil', { firstName });
  const lecture = lectureById(task.lessonId)!;
  await ledgerRepository(t.db).credit({ userId: who.id, kind: 'diamonds', delta: 5000, reason: 'test', ref: null, now: 1 });
  for (const other of LECTURES.filter((l) => l.courseId === lecture.courseId && l.price > 0)) {
    const bought = await call(who, 'PUT', `/api/v1/users/learning/byLecture/${lecture.courseId}/${other.id}`);
    expect(bought.statusCode, bought.body).toBe(200);
    if (other.id === lecture.id) break;
  }
  return who;
}

async function balance(who: Person) {
  const user = await usersRepository(t.db).findById(who.id);
  return { diamonds: user!.diamonds, ledger: await ledgerRepository(t.db).sum(who.id, 'diamonds') };
}

async function checked(who: Person, taskId: number, body: object): Promise<McuCheckResult> {
  const reply = await send(who, taskId, body);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data;
}

async function passedIds(who: Person): Promise<number[]> {
  const reply = await call(who, 'GET', '/api/v1/mcu/tasks');
  expect(reply.statusCode, reply.body).toBe(200);
  return (reply.json().data as McuTaskSummary[]).filter((task) => task.passed).map((task) => task.id);
}

const passRows = (who: Person) => t.db.selectFrom('mcu_task_passes').selectAll().where('user_id', '=', who.id).execute();

describe('the rewards', () => {
  it('pay every task 30 to 60 diamonds, never less for a later task', () => {
    expect(Object.keys(MCU_TASK_REWARDS).map(Number).sort((a, b) => a - b)).toEqual(MCU_TASKS.map((task) => task.id).sort((a, b) => a - b));
    const rewards = MCU_TASKS.map((task) => mcuTaskReward(task.id));
    for (const reward of rewards) expect(reward).toBeGreaterThanOrEqual(30);
    for (const reward of rewards) expect(reward).toBeLessThanOrEqual(60);
    expect([...rewards].sort((a, b) => a - b)).toEqual(rewards);
  });
});

describe('the list', () => {
  it('lists every task with its lesson, none passed for a newcomer', async () => {
    const newcomer = await person(t, 'pupil');
    const reply = await call(newcomer, 'GET', '/api/v1/mcu/tasks');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ data: MCU_TASKS.map((task) => ({ id: task.id, lessonId: task.lessonId, title: task.title, passed: false })) });
    expectError(await call(undefined, 'GET', '/api/v1/mcu/tasks'), 401, 'AUTH_REQUIRED');
  });
});

describe('a check', () => {
  it('passes the right program and pays the reward once; the list shows it passed', async () => {
    for (const task of [first, paidTask]) {
      const pupil = await pupilWithLesson(task);
      const before = await balance(pupil);
      const result = await checked(pupil, task.id, { program: rightProgram(task.id) });
      expect(result.passed, result.explanation).toBe(true);
      expect(result.explanation).toMatch(/[а-яё]/i);
      expect(result.reward).toBe(mcuTaskReward(task.id));
      expect(await balance(pupil)).toEqual({ diamonds: before.diamonds + result.reward, ledger: before.ledger + result.reward });

      const again = await checked(pupil, task.id, { program: rightProgram(task.id) });
      expect(again).toEqual({ ...result, reward: 0 });
      expect(await balance(pupil)).toEqual({ diamonds: before.diamonds + result.reward, ledger: before.ledger + result.reward });
      expect(await passedIds(pupil)).toEqual([task.id]);
      expect((await passRows(pupil)).map((row) => [row.task_id, Number(row.reward)])).toEqual([[task.id, result.reward]]);
    }
  });

  it('explains a wrong program in Russian, keeps nothing and pays nothing', async () => {
    const pupil = await pupilWithLesson(first);
    const before = await balance(pupil);
    const result = await checked(pupil, first.id, { program: wrongProgram(first.id) });
    expect(result.passed).toBe(false);
    expect(result.explanation).toMatch(/[а-яё]{3}/i);
    expect(result.reward).toBe(0);
    expect(await balance(pupil)).toEqual(before);
    expect(await passRows(pupil)).toEqual([]);
  });

  it('never believes a verdict or a reward in the body', async () => {
    const pupil = await pupilWithLesson(first);
    const before = await balance(pupil);
    const forged = await checked(pupil, first.id, { program: wrongProgram(first.id), passed: true, reward: 1000, explanation: 'Молодец' });
    expect(forged.passed).toBe(false);
    expect(forged.reward).toBe(0);
    expectError(await send(pupil, first.id, { passed: true, reward: 1000 }), 400, 'VALIDATION_ERROR', MCU_API_MSG.programMissing);
    expectError(await send(pupil, first.id, { program: null, passed: true }), 400, 'VALIDATION_ERROR', MCU_API_MSG.programMissing);
    expect(await balance(pupil)).toEqual(before);
    expect(await passedIds(pupil)).toEqual([]);
  });

  it('pays once when two passing checks arrive at the same moment', async () => {
    const pupil = await pupilWithLesson(first);
    const before = await balance(pupil);
    const results = await Promise.all([1, 2, 3].map(() => checked(pupil, first.id, { program: rightProgram(first.id) })));
    expect(results.every((result) => result.passed)).toBe(true);
    expect(results.map((result) => result.reward).sort((a, b) => b - a)).toEqual([mcuTaskReward(first.id), 0, 0]);
    expect(await balance(pupil)).toEqual({ diamonds: before.diamonds + mcuTaskReward(first.id), ledger: before.ledger + mcuTaskReward(first.id) });
    expect(await passRows(pupil)).toHaveLength(1);
  });
});

describe('bad requests', () => {
  it('answers a malformed program with the checker’s Russian 400 and keeps nothing', async () => {
    const pupil = await pupilWithLesson(first);
    const cases: [unknown, string][] = [
      ['программа', MCU_MSG.notAProgram],
      [42, MCU_MSG.notAProgram],
      [[], MCU_MSG.notAProgram],
      [{ version: 99, body: [{ do: 'silence' }] }, MCU_MSG.wrongVersion],
      [{ version: 1, body: [{ do: 'fly' }] }, MCU_MSG.notAProgram],
      [{ version: 1, body: [] }, MCU_MSG.empty],
    ];
    for (const [program, message] of cases) expectError(await send(pupil, first.id, { program }), 400, 'VALIDATION_ERROR', message);
    expectError(await send(pupil, first.id, {}), 400, 'VALIDATION_ERROR', MCU_API_MSG.programMissing);
    const raw = await t.app.inject({ method: 'POST', url: url(first.id), headers: { authorization: pupil.token, 'content-type': 'application/json' }, payload: '{"program": {' });
    expect(raw.statusCode).toBe(400);
    expect(raw.json().message).toMatch(/[а-яё]/i);
    expect(await passRows(pupil)).toEqual([]);
  });

  it('answers a program too big with the checker’s Russian 400, not a 413', async () => {
    const pupil = await pupilWithLesson(first);
    const blocks = { version: 1, body: Array.from({ length: PROGRAM_LIMITS.maxBlocks + 1 }, () => ({ do: 'silence' })) };
    expectError(await send(pupil, first.id, { program: blocks }), 400, 'VALIDATION_ERROR', MCU_MSG.tooBig);
    // The program as JSON text, just over its limit in two-byte letters: read whole, refused in words.
    const text = JSON.stringify({ version: 1, body: [{ do: 'set', name: 'я'.repeat(PROGRAM_LIMITS.maxJsonChars), value: { num: 1 } }] });
    expectError(await send(pupil, first.id, { program: text }), 400, 'VALIDATION_ERROR', MCU_MSG.tooBig);
  });

  it('answers a program that never waits at once, in Russian, and pays nothing', async () => {
    const pupil = await pupilWithLesson(first);
    const before = await balance(pupil);
    const endless: McuProgram[] = [
      endlessProgram(),
      { version: 1, body: [{ do: 'forever', body: [] }] },
      { version: 1, body: [{ do: 'while', cond: { num: 1 }, body: [{ do: 'change', name: 'x', by: { num: 1 } }] }] },
    ];
    for (const program of endless) {
      const started = performance.now();
      const reply = await send(pupil, first.id, { program });
      expect(performance.now() - started).toBeLessThan(5_000);
      // Stopped by the interpreter's limits (a 400) or by the end of the check's time (a wrong program).
      if (reply.statusCode === 400) expectError(reply, 400, 'VALIDATION_ERROR');
      else expect(reply.json().data).toMatchObject({ passed: false, explanation: expect.stringMatching(/[а-яё]{3}/i), reward: 0 });
    }
    expectError(await send(pupil, first.id, { program: endlessProgram() }), 400, 'VALIDATION_ERROR', MCU_MSG.tooManyChanges);
    expect(await balance(pupil)).toEqual(before);
  });

  it('answers an unknown task with 404 and a bad id with 400', async () => {
    const pupil = await pupilWithLesson(first);
    const unknown = Math.max(...MCU_TASKS.map((task) => task.id)) + 1;
    expectError(await send(pupil, unknown, { program: rightProgram(first.id) }), 404, 'NOT_FOUND', MCU_API_MSG.taskNotFound);
    expectError(await send(pupil, 'abc', { program: rightProgram(first.id) }), 400, 'VALIDATION_ERROR', MCU_API_MSG.taskNotFound);
    expectError(await send(pupil, '1234567', { program: rightProgram(first.id) }), 400, 'VALIDATION_ERROR', MCU_API_MSG.taskNotFound);
  });

  it('refuses a lesson not bought, a caller without a session, and a parent', async () => {
    const newcomer = await person(t, 'pupil', { firstName: 'Оля' });
    expectError(await send(newcomer, paidTask.id, { program: rightProgram(paidTask.id) }), 403, 'LECTURE_NOT_BOUGHT');
    expect(await passRows(newcomer)).toEqual([]);
    expect(await balance(newcomer)).toEqual({ diamonds: 0, ledger: 0 });
    expectError(await send(undefined, first.id, { program: rightProgram(first.id) }), 401, 'AUTH_REQUIRED');
    const parent = await person(t, 'parent');
    expectError(await send(parent, first.id, { program: rightProgram(first.id) }), 403, 'FORBIDDEN', MCU_PARENT_READ_ONLY);
  });

  it(`lets a pupil check ${MCU_CHECK_LIMIT.max} times a minute, then asks kindly to wait`, async () => {
    const fast = await pupilWithLesson(first);
    const other = await pupilWithLesson(first);
    for (let i = 0; i < MCU_CHECK_LIMIT.max; i += 1) expect((await send(fast, first.id, { program: wrongProgram(first.id) })).statusCode).toBe(200);
    const limited = await send(fast, first.id, { program: rightProgram(first.id) });
    expectError(limited, 429, 'RATE_LIMITED', MCU_API_MSG.tooManyChecks);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await passRows(fast)).toEqual([]);
    expect((await send(other, first.id, { program: wrongProgram(first.id) })).statusCode).toBe(200);
  });
});

describe('staff', () => {
  it('check any task without buying its lesson; nothing is kept or paid', async () => {
    for (const role of ['teacher', 'admin'] as const) {
      const staff = await person(t, role);
      const result = await checked(staff, paidTask.id, { program: rightProgram(paidTask.id) });
      expect(result).toMatchObject({ passed: true, reward: 0 });
      expect((await checked(staff, paidTask.id, { program: wrongProgram(paidTask.id) })).passed).toBe(false);
      expect(await passRows(staff)).toEqual([]);
      expect(await balance(staff)).toEqual({ diamonds: 0, ledger: 0 });
    }
  });
});

describe('the pupil’s data', () => {
  it('lists the passes in the data copy and deletes them with the account', async () => {
    const leaving = await pupilWithLesson(first, 'Ваня');
    expect((await checked(leaving, first.id, { program: rightProgram(first.id) })).passed).toBe(true);
    const user = (await usersRepository(t.db).findById(leaving.id))!;
    expect((await myData(t.db, user)).mcuTasks).toEqual([{ taskId: first.id, reward: mcuTaskReward(first.id), passedAt: expect.any(Number) }]);
    await deleteAccount(t.db, user, Math.floor(Date.now() / 1000));
    expect(await passRows(leaving)).toEqual([]);
  });
});
