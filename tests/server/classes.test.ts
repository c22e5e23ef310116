import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS_CODE_ALPHABET, CLASS_CODE_LENGTH, CLASS_MSG, JOIN_ATTEMPTS_MAX, type ClassInfo } from '../../domain/classes';
import { normalizeClassCode } from '../../domain/classes';
import { newClass, person, postBuild, type Person } from '../helpers/people';
import { noisyJpeg } from '../helpers/photos';
import { createTestApp, isErrorBody, type TestApp, caller, type Method } from '../helpers/test-app';

// Classes on the engine of the vitest project: a teacher creates a class, a pupil joins with its
// code and can submit at once, wrong codes are refused and limited, teachers manage only their own.

let t: TestApp;
let photo: Buffer;
let teacher: Person;
let otherTeacher: Person;
let admin: Person;
beforeAll(async () => {
  t = await createTestApp();
  photo = await noisyJpeg(320, 240);
  teacher = await person(t, 'teacher', { firstName: 'Ирина' });
  otherTeacher = await person(t, 'teacher', { firstName: 'Олег' });
  admin = await person(t, 'admin', { firstName: 'Директор' });
});
afterAll(() => t.close());

const call = caller(() => t.app);

const submit = (pupil: Person, projectId: number) => postBuild(t, pupil.token, projectId, photo);

describe('creating and joining a class', () => {
  it('gives a new class a 6-character code without look-alikes, and the teacher lists it', async () => {
    const created = await newClass(t, teacher, { name: '  Роботы по средам  ' });
    expect(created.name).toBe('Роботы по средам');
    expect(created.code).toHaveLength(CLASS_CODE_LENGTH);
    for (const char of created.code!) expect(CLASS_CODE_ALPHABET).toContain(char);
    expect(created).toMatchObject({ closed: false, pupilCount: 0, teacher: { id: teacher.id, firstName: 'Ирина', lastName: null } });

    const own = await call(teacher, 'GET', '/api/v1/classes');
    expect((own.json() as { data: ClassInfo[] }).data.map((c) => c.id)).toContain(created.id);
    const others = await call(otherTeacher, 'GET', '/api/v1/classes');
    expect((others.json() as { data: ClassInfo[] }).data.map((c) => c.id)).not.toContain(created.id);
    const all = await call(admin, 'GET', '/api/v1/classes');
    expect((all.json() as { data: ClassInfo[] }).data.map((c) => c.id)).toContain(created.id);
  });

  it('lets a new pupil join with the code (typed in lower case) and submit at once, with the surname kept', async () => {
    const room = await newClass(t, teacher);
    const pupil = await person(t, 'pupil', { linked: false });
    const before = await submit(pupil, 1);
    expect(before.statusCode).toBe(404);
    expect(before.json()).toMatchObject({ code: 'ACCOUNT_NOT_LINKED' });

    const joined = await call(pupil, 'POST', '/api/v1/classes/join', { code: ` ${room.code!.toLowerCase()} `, lastName: ' Иванова ' });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toEqual({ data: { classId: room.id, name: room.name } });

    const after = await submit(pupil, 1);
    expect(after.statusCode, after.body).toBe(201);
    const row = await t.db.selectFrom('users').select(['class_id', 'last_name', 'journal_linked']).where('id', '=', pupil.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ class_id: room.id, last_name: 'Иванова', journal_linked: 1 });

    const mine = await call(pupil, 'GET', '/api/v1/users/my-class');
    expect(mine.json()).toEqual({ data: { classId: room.id, name: room.name, teacherName: 'Ирина' } });
    const listed = await call(teacher, 'GET', '/api/v1/classes');
    expect((listed.json() as { data: ClassInfo[] }).data.find((c) => c.id === room.id)?.pupilCount).toBe(1);
  });

  it('keeps a pupil in one class at a time: a second code moves them', async () => {
    const first = await newClass(t, teacher, { name: 'Первый' });
    const second = await newClass(t, otherTeacher, { name: 'Второй' });
    const pupil = await person(t, 'pupil', { linked: false });
    expect((await call(pupil, 'POST', '/api/v1/classes/join', { code: first.code })).statusCode).toBe(200);
    expect((await call(pupil, 'POST', '/api/v1/classes/join', { code: second.code })).statusCode).toBe(200);
    const mine = await call(pupil, 'GET', '/api/v1/users/my-class');
    expect(mine.json()).toMatchObject({ data: { classId: second.id } });
  });

  it('refuses a wrong code in Russian, and limits a pupil after 20 attempts with when to retry', async () => {
    const pupil = await person(t, 'pupil', { linked: false });
    for (let i = 0; i < JOIN_ATTEMPTS_MAX; i += 1) {
      const wrong = await call(pupil, 'POST', '/api/v1/classes/join', { code: 'ZZZZZ' + String(i % 8 + 2) });
      expect(wrong.statusCode).toBe(404);
      expect(wrong.json()).toEqual({ code: 'CLASS_CODE_WRONG', message: CLASS_MSG.codeWrong });
    }
    const room = await newClass(t, teacher);
    const limited = await call(pupil, 'POST', '/api/v1/classes/join', { code: room.code });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'RATE_LIMITED', message: CLASS_MSG.tooManyCodes });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another pupil is not limited by it.
    const other = await person(t, 'pupil', { linked: false });
    expect((await call(other, 'POST', '/api/v1/classes/join', { code: room.code })).statusCode).toBe(200);
  });

  it('finds nothing with a closed class\'s code; reopening gives a new code, and a new code kills the old', async () => {
    const room = await newClass(t, teacher);
    const closed = await call(teacher, 'PUT', `/api/v1/classes/${room.id}`, { closed: true });
    expect(closed.json()).toMatchObject({ data: { closed: true, code: null } });
    const pupil = await person(t, 'pupil', { linked: false });
    expect((await call(pupil, 'POST', '/api/v1/classes/join', { code: room.code })).statusCode).toBe(404);

    const reopened = (await call(teacher, 'PUT', `/api/v1/classes/${room.id}`, { closed: false, name: 'Новое имя' })).json() as { data: ClassInfo };
    expect(reopened.data).toMatchObject({ closed: false, name: 'Новое имя' });
    expect(reopened.data.code).not.toBe(room.code);
    const regenerated = (await call(teacher, 'POST', `/api/v1/classes/${room.id}/code`)).json() as { data: ClassInfo };
    expect(regenerated.data.code).not.toBe(reopened.data.code);
    expect((await call(pupil, 'POST', '/api/v1/classes/join', { code: reopened.data.code })).statusCode).toBe(404);
    expect((await call(pupil, 'POST', '/api/v1/classes/join', { code: regenerated.data.code })).statusCode).toBe(200);
  });
});

describe('reading a typed code', () => {
  it('drops spaces and dashes, raises lower case and reads Russian look-alike letters as Latin', () => {
    expect(normalizeClassCode(' ав-с 2x ')).toBe('ABC2X');
    expect(normalizeClassCode('нкм-рту')).toBe('HKMPTY');
    // A letter with no Latin twin stays what it is and matches no code.
    expect(normalizeClassCode('ж23456')).toBe('Ж23456');
  });
});

describe('moving and removing pupils', () => {
  it('moves a pupil to another class of the same teacher, never to another teacher\'s; removes them', async () => {
    const a = await newClass(t, teacher, { name: 'А' });
    const b = await newClass(t, teacher, { name: 'Б' });
    const foreign = await newClass(t, otherTeacher, { name: 'Чужой' });
    const pupil = await person(t, 'pupil', { linked: false });
    await call(pupil, 'POST', '/api/v1/classes/join', { code: a.code });

    const toForeign = await call(teacher, 'PUT', `/api/v1/classes/${a.id}/pupils/${pupil.id}`, { classId: foreign.id });
    expect(toForeign.statusCode).toBe(403);
    expect(toForeign.json()).toEqual({ code: 'FORBIDDEN', message: CLASS_MSG.targetClass });
    const byOther = await call(otherTeacher, 'PUT', `/api/v1/classes/${a.id}/pupils/${pupil.id}`, { classId: foreign.id });
    expect(byOther.statusCode).toBe(403);

    const moved = await call(teacher, 'PUT', `/api/v1/classes/${a.id}/pupils/${pupil.id}`, { classId: b.id });
    expect(moved.statusCode, moved.body).toBe(200);
    const notThere = await call(teacher, 'DELETE', `/api/v1/classes/${a.id}/pupils/${pupil.id}`);
    expect(notThere.statusCode).toBe(404);
    expect(notThere.json()).toEqual({ code: 'USER_NOT_FOUND', message: CLASS_MSG.pupilNotInClass });
    const removed = await call(teacher, 'DELETE', `/api/v1/classes/${b.id}/pupils/${pupil.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await call(pupil, 'GET', '/api/v1/users/my-class')).json()).toEqual({ data: null });
    // An admin moves between any teachers' classes.
    await call(pupil, 'POST', '/api/v1/classes/join', { code: a.code });
    expect((await call(admin, 'PUT', `/api/v1/classes/${a.id}/pupils/${pupil.id}`, { classId: foreign.id })).statusCode).toBe(200);
  });
});

describe('who may and bad input', () => {
  it('answers 401 without a token and 403 to a pupil on the staff calls, 403 to a teacher joining', async () => {
    const room = await newClass(t, teacher);
    const pupil = await person(t, 'pupil');
    const staffCalls: [Method, string, object?][] = [
      ['POST', '/api/v1/classes', { name: 'Мой класс' }],
      ['GET', '/api/v1/classes'],
      ['PUT', `/api/v1/classes/${room.id}`, { name: 'Взлом' }],
      ['POST', `/api/v1/classes/${room.id}/code`],
      ['PUT', `/api/v1/classes/${room.id}/pupils/${pupil.id}`, { classId: room.id }],
      ['DELETE', `/api/v1/classes/${room.id}/pupils/${pupil.id}`],
    ];
    for (const [method, url, payload] of staffCalls) {
      expect((await call(pupil, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(undefined, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await call(undefined, 'POST', '/api/v1/classes/join', { code: room.code })).statusCode).toBe(401);
    expect((await call(undefined, 'GET', '/api/v1/users/my-class')).statusCode).toBe(401);
    const teacherJoins = await call(otherTeacher, 'POST', '/api/v1/classes/join', { code: room.code });
    expect(teacherJoins.statusCode).toBe(403);
    expect(teacherJoins.json()).toEqual({ code: 'FORBIDDEN', message: CLASS_MSG.onlyPupilsJoin });
    const otherUpdates = await call(otherTeacher, 'PUT', `/api/v1/classes/${room.id}`, { name: 'Моё' });
    expect(otherUpdates.json()).toEqual({ code: 'FORBIDDEN', message: CLASS_MSG.notYourClass });
    expect((await call(teacher, 'PUT', '/api/v1/classes/999999', { name: 'Нет' })).statusCode).toBe(404);
  });

  it('refuses bad names, surnames and codes with a Russian message and 400', async () => {
    const room = await newClass(t, teacher);
    const pupil = await person(t, 'pupil', { linked: false });
    const cases: [Method, string, unknown][] = [
      ['POST', '/api/v1/classes', { name: '   ' }],
      ['POST', '/api/v1/classes', { name: 'а'.repeat(61) }],
      ['POST', '/api/v1/classes', { name: 'Класс\u202E' }],
      ['POST', '/api/v1/classes', { name: 12 }],
      ['POST', '/api/v1/classes', {}],
      ['PUT', `/api/v1/classes/${room.id}`, { closed: 'да' }],
      ['PUT', `/api/v1/classes/${room.id}`, { name: '' }],
      ['PUT', `/api/v1/classes/${room.id}/pupils/${pupil.id}`, { classId: 0 }],
      ['PUT', `/api/v1/classes/${room.id}/pupils/${pupil.id}`, { classId: 'два' }],
      ['PUT', `/api/v1/classes/abc`, { name: 'Имя' }],
    ];
    for (const [method, url, payload] of cases) {
      const response = await call(teacher, method, url, payload as object);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(isErrorBody(response.json()), response.body).toBe(true);
    }
    for (const payload of [{ code: room.code, lastName: 'И'.repeat(41) }, { code: room.code, lastName: '12345' }, { code: 5 }, {}, { code: 'x'.repeat(41) }]) {
      const response = await call(pupil, 'POST', '/api/v1/classes/join', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(isErrorBody(response.json()), response.body).toBe(true);
    }
    const row = await t.db.selectFrom('users').select(['class_id', 'last_name']).where('id', '=', pupil.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ class_id: null, last_name: '' });
  });
});

describe('surnames', () => {
  it('are asked at sign-up optionally and shown to staff in the queue and the user list, never to pupils', async () => {
    const plain = await t.app.inject({ method: 'POST', url: '/api/v1/users/profile/signup', payload: { firstName: 'Маша', email: `plain-${randomUUID()}@example.com`, password: 'correct-horse-42' } });
    expect(plain.statusCode, plain.body).toBe(201);
    for (const lastName of ['Ф'.repeat(41), '12345', 'Иван\u200Bова']) {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/profile/signup',
        payload: { firstName: 'Маша', email: `bad-${randomUUID()}@example.com`, password: 'correct-horse-42', lastName },
      });
      expect(bad.statusCode, lastName).toBe(400);
      expect(isErrorBody(bad.json())).toBe(true);
    }
    const email = `surname-${randomUUID()}@example.com`;
    const signed = await t.app.inject({ method: 'POST', url: '/api/v1/users/profile/signup', payload: { firstName: 'Маша', email, password: 'correct-horse-42', lastName: ' Зимородкова ' } });
    expect(signed.statusCode, signed.body).toBe(201);
    const row = await t.db.selectFrom('users').select(['id', 'last_name']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.last_name).toBe('Зимородкова');

    // The queue and the staff list name her in full.
    const room = await newClass(t, teacher);
    const masha = await person(t, 'pupil', { linked: false, firstName: 'Маша' });
    await call(masha, 'POST', '/api/v1/classes/join', { code: room.code, lastName: 'Зимородкова' });
    expect((await submit(masha, 7)).statusCode).toBe(201);
    const queue = (await call(teacher, 'GET', '/api/v1/review/queue')).json() as { data: { pupil: { id: number; lastName?: string | null } }[] };
    expect(queue.data.find((item) => item.pupil.id === masha.id)?.pupil.lastName).toBe('Зимородкова');
    const list = (await call(teacher, 'GET', '/api/v1/users/profiles/1?q=Маша')).json() as { data: { id: number; lastName?: string | null }[] };
    expect(list.data.find((user) => user.id === row.id)?.lastName).toBe('Зимородкова');

    // Another pupil finds her by first name only.
    const classmate = await person(t, 'pupil');
    for (const url of ['/api/v1/users/search/Маша', `/api/v1/users/profile/${masha.id}`, '/api/v1/users/rating/leaderboard']) {
      const response = await call(classmate, 'GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('Зимородкова');
      expect(response.body, url).not.toContain('lastName');
    }
  });
});
