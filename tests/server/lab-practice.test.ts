import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labPresetById } from '../../src/content/lab/presets';
import { lessonById, lessons } from '../../src/content/lessons';
import { PRACTICE_KEYS } from '../../server/content/lab-practice-keys';
import { judgeCircuit } from '../../server/services/lab-practice';
import { CIRCUIT_LIMITS, type CircuitDocument, type CircuitPart } from '../../domain/circuit/document';
import { CIRCUIT_MSG } from '../../domain/circuit/validate';
import { LAB_PRACTICE_MSG, type PracticeResult } from '../../domain/lab-practice';
import type { Course } from '../../domain/lessons';
import { ledgerRepository } from '../../server/db/repositories/ledger';
import { deleteAccount } from '../../server/services/account-deletion';
import { LECTURES } from '../../server/services/learning-catalog';
import { myData } from '../../server/services/my-data';
import { usersRepository } from '../../server/db/repositories/users';
import { person, type Person } from '../helpers/people';
import { caller, createTestApp, expectError, type TestApp } from '../helpers/test-app';

// A lesson's practice checked by the lab on the server, on the engine of the vitest project
// (docs/decisions/0239-a-lessons-practice-checked-by-the-lab.md): the right circuit passes and is
// kept once, a wrong one is told what was measured and what is wanted, bad input is a Russian 400
// with nothing kept, an unknown lesson or task 404, a lesson not bought refused, no session 401.

let t: TestApp;
let pupil: Person;
beforeAll(async () => {
  t = await createTestApp();
  pupil = await person(t, 'pupil');
  // Lessons 2, 3 and 10 are bought in course order, as a pupil does.
  await ledgerRepository(t.db).credit({ userId: pupil.id, kind: 'diamonds', delta: 1000, reason: 'test', ref: null, now: 1 });
  for (const lecture of LECTURES.filter((l) => l.courseId === 1 && l.price > 0)) {
    const bought = await call(pupil, 'PUT', `/api/v1/users/learning/byLecture/1/${lecture.id}`);
    expect(bought.statusCode, bought.body).toBe(200);
    if (lecture.id === 3) break;
  }
});
afterAll(() => t.close());

const call = caller(() => t.app);
const url = (lessonId: number | string, practiceId: string) => `/api/v1/lessons/${lessonId}/practice/${practiceId}`;
const send = (who: Person | undefined, lessonId: number | string, practiceId: string, body: object) => call(who, 'POST', url(lessonId, practiceId), body);

async function checked(who: Person, lessonId: number, circuit: unknown): Promise<PracticeResult> {
  const reply = await send(who, lessonId, 'p1', { circuit });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data;
}

/** The practice's starting circuit with some parts changed. */
function startWith(lessonId: number, change: (part: CircuitPart) => CircuitPart = (part) => part): CircuitDocument {
  const practice = lessonById(lessonId)!.practice![0]!;
  const circuit = structuredClone(labPresetById(practice.presetId)!.circuit);
  return { ...circuit, parts: circuit.parts.map(change) };
}
const withOhms = (id: string, ohms: number) => (part: CircuitPart): CircuitPart => (part.id === id && part.kind === 'resistor' ? { ...part, ohms } : part);

async function passesOf(who: Person): Promise<Record<number, string[] | undefined>> {
  const courses: Course[] = (await call(who, 'GET', '/api/v1/courses')).json().data;
  return Object.fromEntries(courses.flatMap((course) => course.lessons.map((lesson) => [lesson.id, lesson.practicesPassed])));
}

describe('the keys', () => {
  it('cover every practice of every lesson, and each starting circuit leaves the pupil something to do', () => {
    const practices = lessons.flatMap((lesson) => (lesson.practice ?? []).map((practice) => [lesson.id, practice.id] as const));
    const byLesson = (a: readonly [number, string], b: readonly [number, string]) => a[0] - b[0] || a[1].localeCompare(b[1]);
    expect(PRACTICE_KEYS.map((key) => [key.lessonId, key.practiceId] as const).sort(byLesson)).toEqual([...practices].sort(byLesson));
    for (const key of PRACTICE_KEYS) {
      const start = judgeCircuit(key, startWith(key.lessonId));
      expect(start.passed, `${key.lessonId}/${key.practiceId}: ${start.message}`).toBe(false);
    }
  });
});

describe('lesson 2: the LED’s current from 10 to 20 мА', () => {
  it('tells the starting circuit what it measured and what is wanted', async () => {
    const result = await checked(pupil, 2, startWith(2));
    expect(result).toEqual({ passed: false, message: 'Ток светодиода HL1 — 7 мА, а нужно от 10 до 20 мА. Измени схему и проверь ещё раз.' });
    expect((await passesOf(pupil))[2]).toEqual([]);
  });

  it('passes with 470 Ом and keeps the pass once', async () => {
    const right = startWith(2, withOhms('R1', 470));
    const result = await checked(pupil, 2, right);
    expect(result.passed).toBe(true);
    expect(result.message).toBe('Молодец, получилось! Ток светодиода HL1 — 15 мА, как и нужно: от 10 до 20 мА.');
    expect((await checked(pupil, 2, right)).passed).toBe(true);
    expect((await passesOf(pupil))[2]).toEqual(['p1']);
    const rows = await t.db.selectFrom('lab_practice_passes').selectAll().where('user_id', '=', pupil.id).execute();
    expect(rows.map((row) => [row.lesson_id, row.practice_id])).toEqual([[2, 'p1']]);
  });

  it('refuses a burnt LED: no resistor, a wire in its place', async () => {
    const burnt = startWith(2, (part) => (part.id === 'R1' && part.kind === 'resistor' ? { id: 'w9', kind: 'wire', x: part.x, y: part.y, x2: part.x + 4, y2: part.y, rotation: 0 } : part));
    const result = await checked(pupil, 2, burnt);
    expect(result.passed).toBe(false);
    expect(result.message).toMatch(/^Схема ещё не готова: светодиод HL1 сгорел бы/);
  });

  it('says which part is missing', async () => {
    const noLed = startWith(2);
    noLed.parts = noLed.parts.filter((part) => part.kind !== 'led');
    expect(await checked(pupil, 2, noLed)).toEqual({ passed: false, message: 'В схеме нет светодиода: добавь его и проверь ещё раз.' });
  });
});

describe('lesson 3: the transistor switch lights the LED', () => {
  it('is not passed with the base open, and is with the switch closed', async () => {
    const open = await checked(pupil, 3, startWith(3));
    expect(open.passed).toBe(false);
    expect(open.message).toMatch(/^Ток коллектора транзистора VT1 — 0 мА, а нужно от 5 до 100 мА/);
    const closed = await checked(pupil, 3, startWith(3, (part) => (part.id === 'SA1' && part.kind === 'switch' ? { ...part, closed: true } : part)));
    expect(closed.passed, closed.message).toBe(true);
    expect(closed.message).toMatch(/Ток светодиода HL1 — 1\d мА, как и нужно: от 5 до 20 мА/);
  });
});

describe('lesson 10: the capacitor charges to 63 % in about a second', () => {
  it('is too slow with 68 кОм and right with 10 кОм', async () => {
    const slow = await checked(pupil, 10, startWith(10));
    expect(slow).toEqual({ passed: false, message: 'Конденсатор C1 не зарядился до 63 % за время проверки, а нужно от 0,9 до 1,1 с. Измени схему и проверь ещё раз.' });
    const right = await checked(pupil, 10, startWith(10, withOhms('R1', 10_000)));
    expect(right.passed, right.message).toBe(true);
    expect(right.message).toMatch(/^Молодец, получилось! Конденсатор C1 заряжается до 63 % за 1(,0\d)? с, как и нужно: от 0,9 до 1,1 с\.$/);
    const fast = await checked(pupil, 10, startWith(10, withOhms('R1', 4_700)));
    expect(fast.passed).toBe(false);
    expect(fast.message).toMatch(/^Конденсатор C1 заряжается до 63 % за 0,4\d с, а нужно от 0,9 до 1,1 с/);
  });
});

describe('lesson 11: the multivibrator blinks faster', () => {
  it('is too slow with 68 кОм and right with 15 кОм', async () => {
    const lessonOpen = await person(t, 'pupil', { firstName: 'Лена' });
    await ledgerRepository(t.db).credit({ userId: lessonOpen.id, kind: 'diamonds', delta: 1000, reason: 'test', ref: null, now: 1 });
    for (const lecture of LECTURES.filter((l) => l.courseId === 1 && l.price > 0)) {
      expect((await call(lessonOpen, 'PUT', `/api/v1/users/learning/byLecture/1/${lecture.id}`)).statusCode).toBe(200);
      if (lecture.id === 11) break;
    }
    const slow = await checked(lessonOpen, 11, startWith(11));
    expect(slow.passed).toBe(false);
    expect(slow.message).toMatch(/^Светодиод HL1 горит по 3,\d+ с, а нужно от 0,6 до 1 с\. Измени схему и проверь ещё раз\.$/);
    const fast = await checked(lessonOpen, 11, startWith(11, (part) => (part.kind === 'resistor' && (part.id === 'R2' || part.id === 'R3') ? { ...part, ohms: 15_000 } : part)));
    expect(fast.passed, fast.message).toBe(true);
    expect(fast.message).toMatch(/^Молодец, получилось! Светодиод HL1 горит по 0,[6-9]\d? с, как и нужно: от 0,6 до 1 с\.$/);
  });
});

describe('bad requests', () => {
  it('answers a malformed circuit with the parser’s Russian 400 and keeps nothing', async () => {
    const other = await person(t, 'pupil', { firstName: 'Петя' });
    expectError(await send(other, 1, 'p1', {}), 400, 'VALIDATION_ERROR', LAB_PRACTICE_MSG.circuitMissing);
    expectError(await send(other, 1, 'p1', { circuit: 'схема' }), 400, 'VALIDATION_ERROR', CIRCUIT_MSG.notCircuit);
    expectError(await send(other, 1, 'p1', { circuit: { ...startWith(1), version: 2 } }), 400, 'VALIDATION_ERROR', CIRCUIT_MSG.version);
    const badPart = startWith(1, (part) => (part.id === 'R1' && part.kind === 'resistor' ? { ...part, ohms: -5 } : part));
    expectError(await send(other, 1, 'p1', { circuit: badPart }), 400, 'VALIDATION_ERROR', CIRCUIT_MSG.ohms('R1'));
    const raw = await t.app.inject({ method: 'POST', url: url(1, 'p1'), headers: { authorization: other.token, 'content-type': 'application/json' }, payload: '{"circuit": {' });
    expect(raw.statusCode).toBe(400);
    expect(raw.json().message).toMatch(/[а-я]/);
    expect((await passesOf(other))[1]).toEqual([]);
  });

  it('answers a circuit over 20 KB with a Russian 400, not a 413', async () => {
    const padded = { ...startWith(1), padding: 'x'.repeat(CIRCUIT_LIMITS.maxBytes) };
    expectError(await send(pupil, 1, 'p1', { circuit: padded }), 400, 'VALIDATION_ERROR', CIRCUIT_MSG.tooBig);
  });

  it('answers an unknown lesson or task with 404 and a bad id with 400', async () => {
    expectError(await send(pupil, 99, 'p1', { circuit: startWith(1) }), 404, 'NOT_FOUND', LAB_PRACTICE_MSG.lessonNotFound);
    expectError(await send(pupil, 4, 'p1', { circuit: startWith(1) }), 404, 'NOT_FOUND', LAB_PRACTICE_MSG.practiceNotFound);
    expectError(await send(pupil, 2, 'p9', { circuit: startWith(2) }), 404, 'NOT_FOUND', LAB_PRACTICE_MSG.practiceNotFound);
    expectError(await send(pupil, 2, 'что-то', { circuit: startWith(2) }), 400, 'VALIDATION_ERROR', LAB_PRACTICE_MSG.practiceNotFound);
    expectError(await send(pupil, 'abc', 'p1', { circuit: startWith(2) }), 400, 'VALIDATION_ERROR', LAB_PRACTICE_MSG.lessonNotFound);
  });

  it('refuses a lesson the pupil has not bought, and a caller without a session', async () => {
    const newcomer = await person(t, 'pupil', { firstName: 'Оля' });
    expectError(await send(newcomer, 2, 'p1', { circuit: startWith(2, withOhms('R1', 470)) }), 403, 'LECTURE_NOT_BOUGHT');
    expect((await passesOf(newcomer))[2]).toEqual([]);
    expectError(await send(undefined, 2, 'p1', { circuit: startWith(2, withOhms('R1', 470)) }), 401, 'AUTH_REQUIRED');
  });
});

describe('the pupil’s data', () => {
  it('lists the passes in the data copy and deletes them with the account', async () => {
    const leaving = await person(t, 'pupil', { firstName: 'Ваня' });
    const closed = startWith(1, (part) => (part.id === 'SA1' && part.kind === 'switch' ? { ...part, closed: true } : part));
    expect((await checked(leaving, 1, closed)).passed).toBe(true);
    const user = (await usersRepository(t.db).findById(leaving.id))!;
    expect((await myData(t.db, user)).labPractice).toEqual([{ lessonId: 1, practiceId: 'p1', passedAt: expect.any(Number) }]);
    await deleteAccount(t.db, user, Math.floor(Date.now() / 1000));
    const rows = await t.db.selectFrom('lab_practice_passes').selectAll().where('user_id', '=', leaving.id).execute();
    expect(rows).toEqual([]);
  });
});
