import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_MAX, CLASS_LIFE_MSG, schoolDay, type Announcement, type Assignment } from '../../domain/class-life';
import { CLASS_MSG, type ClassInfo } from '../../domain/classes';
import { textMessages } from '../../domain/text';
import { newClass, person, sendBuild, type Person } from '../helpers/people';
import { noisyJpeg } from '../helpers/photos';
import { caller, createTestApp, expectError, type TestApp } from '../helpers/test-app';

// A class's assignments and announcements on the engine of the vitest project
// (docs/decisions/0281-assignments-and-what-late-and-missing-mean.md, 0282): who may set and read
// them, every bad input a Russian 4xx, and each pupil's state: done, late, missing or open.

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
const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);
const today = () => schoolDay(now());
const inDays = (days: number) => schoolDay(now() + days * DAY);

const classWith = (owner: Person, ...pupils: Person[]): Promise<ClassInfo> => newClass(t, owner, { name: '5 «А»', pupils });

const submit = (pupil: Person, projectId: number) => sendBuild(t, pupil, projectId, photo);

const assignments = async (who: Person, classId: number) => {
  const response = await call(who, 'GET', `/api/v1/classes/${classId}/assignments`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toContain('no-store');
  return response.json().data as Assignment[];
};

describe('assignments', () => {
  it('a teacher sets a project and a lesson by a date; the same project again moves its date; pupils read them soonest first', async () => {
    const masha = await person(t, 'pupil', { firstName: 'Маша' });
    const room = await classWith(teacher, masha);
    const url = `/api/v1/classes/${room.id}/assignments`;

    const project = await call(teacher, 'POST', url, { projectId: 4, due: inDays(10) });
    expect(project.statusCode, project.body).toBe(201);
    expect(project.json()).toMatchObject({ message: CLASS_LIFE_MSG.assignmentSet, data: { projectId: 4, lessonId: null, title: 'Проект №4 «Жук-робот»', due: inDays(10), mine: null } });
    expect(project.json().data.pupils).toEqual([{ userId: masha.id, firstName: 'Маша', lastName: null, state: 'open', handedInAt: null }]);
    const lesson = await call(teacher, 'POST', url, { lessonId: 1, due: inDays(3) });
    expect(lesson.statusCode, lesson.body).toBe(201);
    expect(lesson.json().data.title).toMatch(/^Урок «.+»$/);

    // Set again: one assignment, a new date (200, not a second row).
    const moved = await call(teacher, 'POST', url, { projectId: 4, due: inDays(12) });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.id).toBe(project.json().data.id);

    const seen = await assignments(masha, room.id);
    expect(seen.map((one) => [one.title.startsWith('Урок') ? 'lesson' : 'project', one.due, one.mine, one.pupils])).toEqual([
      ['lesson', inDays(3), 'open', []],
      ['project', inDays(12), 'open', []],
    ]);
    // Today is a fine due date (the whole day counts).
    expect((await call(teacher, 'POST', url, { projectId: 1, due: today() })).statusCode).toBe(201);
    // An admin may set one in any class.
    expect((await call(admin, 'POST', url, { projectId: 2, due: inDays(5) })).statusCode).toBe(201);
  });

  it('marks each pupil done, late, missing or open, from the first work sent or the first lesson passed', async () => {
    const [onTime, late, missing, waiting] = [await person(t, 'pupil'), await person(t, 'pupil'), await person(t, 'pupil'), await person(t, 'pupil')];
    const room = await classWith(teacher, onTime, late, missing, waiting);
    const url = `/api/v1/classes/${room.id}/assignments`;
    const due = (await call(teacher, 'POST', url, { projectId: 3, due: today() })).json().data as Assignment;
    const lesson = (await call(teacher, 'POST', url, { lessonId: 2, due: today() })).json().data as Assignment;
    await submit(onTime, 3);
    // The day is over: one sends now (late), one never did (missing).
    // The lesson: passed on the day's last Moscow evening (on time) and the morning after (late).
    const dayEnds = Date.parse('2026-01-10T21:00:00Z') / 1000;
    await t.db.updateTable('class_assignments').set({ due: '2026-01-10' }).where('id', '=', due.id).execute();
    await t.db.updateTable('submissions').set({ created_at: dayEnds - 1 }).where('user_id', '=', onTime.id).execute();
    await submit(late, 3);
    await t.db.updateTable('class_assignments').set({ due: '2026-01-10' }).where('id', '=', lesson.id).execute();
    await t.db.insertInto('lesson_attempts').values([
      { user_id: onTime.id, lesson_id: 2, correct: 5, total: 5, passed: 1, created_at: dayEnds - 1 },
      { user_id: late.id, lesson_id: 2, correct: 1, total: 5, passed: 0, created_at: dayEnds - 100 },
      { user_id: late.id, lesson_id: 2, correct: 5, total: 5, passed: 1, created_at: dayEnds + 1 },
    ]).execute();
    // Not due yet: open for whoever has not handed in.
    await call(teacher, 'POST', url, { projectId: 9, due: inDays(2) });

    const list = await assignments(teacher, room.id);
    const states = (title: string) => Object.fromEntries(list.find((one) => one.title.startsWith(title))!.pupils.map((pupil) => [pupil.userId, pupil.state]));
    expect(states('Проект №3')).toEqual({ [onTime.id]: 'done', [late.id]: 'late', [missing.id]: 'missing', [waiting.id]: 'missing' });
    expect(states('Урок')).toEqual({ [onTime.id]: 'done', [late.id]: 'late', [missing.id]: 'missing', [waiting.id]: 'missing' });
    expect(states('Проект №9')).toEqual({ [onTime.id]: 'open', [late.id]: 'open', [missing.id]: 'open', [waiting.id]: 'open' });
    const handed = list.find((one) => one.title.startsWith('Проект №3'))!.pupils.find((pupil) => pupil.userId === late.id)!;
    expect(handed.handedInAt).toBeGreaterThan(dayEnds);

    // Each pupil reads their own state only.
    expect((await assignments(late, room.id)).map((one) => one.mine)).toEqual(['late', 'late', 'open']);
    expect((await assignments(missing, room.id)).map((one) => one.mine)).toEqual(['missing', 'missing', 'open']);
    expect((await assignments(onTime, room.id)).every((one) => one.pupils.length === 0)).toBe(true);
  });

  it('refuses every bad input, another teacher and strangers in Russian, and deletes one assignment of its own class', async () => {
    const pupil = await person(t, 'pupil');
    const stranger = await person(t, 'pupil');
    const room = await classWith(teacher, pupil);
    const other = await classWith(otherTeacher, stranger);
    const url = `/api/v1/classes/${room.id}/assignments`;
    const refused = async (body: object, message: string) => {
      const response = await call(teacher, 'POST', url, body);
      expectError(response, 400, 'VALIDATION_ERROR', message);
    };
    await refused({ projectId: 16, due: inDays(3) }, CLASS_LIFE_MSG.projectUnknown);
    await refused({ projectId: 0, due: inDays(3) }, CLASS_LIFE_MSG.projectUnknown);
    await refused({ lessonId: 999, due: inDays(3) }, CLASS_LIFE_MSG.lessonUnknown);
    await refused({ projectId: 1, lessonId: 1, due: inDays(3) }, CLASS_LIFE_MSG.oneThing);
    await refused({ due: inDays(3) }, CLASS_LIFE_MSG.oneThing);
    await refused({ projectId: 1, due: inDays(-2) }, CLASS_LIFE_MSG.duePast);
    await refused({ projectId: 1, due: inDays(400) }, CLASS_LIFE_MSG.dueFar);
    for (const due of ['2026-02-30', '2026-13-01', '12.12.2026', '', 'завтра', '2026-1-5']) await refused({ projectId: 1, due }, CLASS_LIFE_MSG.dueBad);
    for (const body of [{ projectId: '4', due: inDays(3) }, { projectId: 1.5, due: inDays(3) }, { projectId: 1 }, { projectId: 1, due: 20261212 }, { projectId: 1, due: 'x'.repeat(41) }]) {
      expectError(await call(teacher, 'POST', url, body), 400, 'VALIDATION_ERROR');
    }
    expectError(await call(otherTeacher, 'POST', url, { projectId: 1, due: inDays(3) }), 403, 'FORBIDDEN', CLASS_MSG.notYourClass);
    expectError(await call(pupil, 'POST', url, { projectId: 1, due: inDays(3) }), 403, 'FORBIDDEN');
    expectError(await call(undefined, 'POST', url, { projectId: 1, due: inDays(3) }), 401, 'AUTH_REQUIRED');
    expectError(await call(teacher, 'POST', '/api/v1/classes/999999/assignments', { projectId: 1, due: inDays(3) }), 404, 'NOT_FOUND', CLASS_MSG.classNotFound);
    expectError(await call(teacher, 'GET', '/api/v1/classes/0/assignments'), 400, 'VALIDATION_ERROR');
    // Reading: another class's pupil and another teacher are refused; nothing is listed for them.
    expectError(await call(stranger, 'GET', url), 404, 'NOT_FOUND', CLASS_MSG.classNotFound);
    expectError(await call(otherTeacher, 'GET', url), 403, 'FORBIDDEN');
    expect(await assignments(teacher, room.id)).toEqual([]);

    const set = (await call(teacher, 'POST', url, { projectId: 5, due: inDays(4) })).json().data as Assignment;
    expectError(await call(otherTeacher, 'DELETE', `${url}/${set.id}`), 403, 'FORBIDDEN');
    expectError(await call(otherTeacher, 'DELETE', `/api/v1/classes/${other.id}/assignments/${set.id}`), 404, 'NOT_FOUND', CLASS_LIFE_MSG.assignmentNotFound);
    const deleted = await call(teacher, 'DELETE', `${url}/${set.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().message).toBe(CLASS_LIFE_MSG.assignmentDeleted);
    expectError(await call(teacher, 'DELETE', `${url}/${set.id}`), 404, 'NOT_FOUND', CLASS_LIFE_MSG.assignmentNotFound);
    expect(await assignments(pupil, room.id)).toEqual([]);
    const trail = await t.db.selectFrom('audit').select(['action', 'details']).where('actor_id', '=', teacher.id).where('action', 'in', ['assignment_set', 'assignment_delete']).execute();
    expect(trail.filter((row) => JSON.parse(row.details).classId === room.id).map((row) => [row.action, JSON.parse(row.details).assignmentId])).toEqual([
      ['assignment_set', set.id],
      ['assignment_delete', set.id],
    ]);
  });
});

describe('announcements', () => {
  it('a teacher writes one, trimmed, with an optional day; the class reads them newest first, nobody else', async () => {
    const pupil = await person(t, 'pupil');
    const stranger = await person(t, 'pupil');
    const room = await classWith(teacher, pupil);
    await classWith(otherTeacher, stranger);
    const url = `/api/v1/classes/${room.id}/announcements`;
    const first = await call(teacher, 'POST', url, { text: '  В пятницу занятие в 15:00,\nвозьмите паяльники  ', day: inDays(2) });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ message: CLASS_LIFE_MSG.announcementSent, data: { text: 'В пятницу занятие в 15:00,\nвозьмите паяльники', day: inDays(2), author: { id: teacher.id, name: 'Ирина' } } });
    const second = await call(teacher, 'POST', url, { text: 'Молодцы! 👩‍🔧' });
    expect(second.json().data.day).toBeNull();
    expect((await call(teacher, 'POST', url, { text: 'Ровно столько', day: null })).statusCode).toBe(201);

    const read = await call(pupil, 'GET', url);
    expect(read.statusCode, read.body).toBe(200);
    expect((read.json().data as Announcement[]).map((one) => one.text)).toEqual(['Ровно столько', 'Молодцы! 👩‍🔧', 'В пятницу занятие в 15:00,\nвозьмите паяльники']);
    expectError(await call(stranger, 'GET', url), 404, 'NOT_FOUND');
    expectError(await call(otherTeacher, 'GET', url), 403, 'FORBIDDEN');
    expectError(await call(undefined, 'GET', url), 401, 'AUTH_REQUIRED');

    const id = first.json().data.id as number;
    expectError(await call(pupil, 'DELETE', `${url}/${id}`), 403, 'FORBIDDEN');
    expect((await call(teacher, 'DELETE', `${url}/${id}`)).json().message).toBe(CLASS_LIFE_MSG.announcementDeleted);
    expectError(await call(teacher, 'DELETE', `${url}/${id}`), 404, 'NOT_FOUND', CLASS_LIFE_MSG.announcementNotFound);
  });

  it('refuses empty, long, invisible and badly dated announcements and other people, in Russian', async () => {
    const pupil = await person(t, 'pupil');
    const room = await classWith(teacher, pupil);
    const url = `/api/v1/classes/${room.id}/announcements`;
    expectError(await call(teacher, 'POST', url, { text: '   \n ' }), 400, 'VALIDATION_ERROR', CLASS_LIFE_MSG.announcementRequired);
    expect((await call(teacher, 'POST', url, { text: 'я'.repeat(ANNOUNCEMENT_MAX) })).statusCode).toBe(201);
    const long = await call(teacher, 'POST', url, { text: 'я'.repeat(ANNOUNCEMENT_MAX + 1) });
    expectError(long, 400, 'VALIDATION_ERROR');
    expect(long.json().message).toMatch(/300/);
    expectError(await call(teacher, 'POST', url, { text: 'x'.repeat(ANNOUNCEMENT_MAX * 4 + 1) }), 400, 'VALIDATION_ERROR');
    const hidden = await call(teacher, 'POST', url, { text: 'Привет\u202Eмир' });
    expectError(hidden, 400, 'VALIDATION_ERROR');
    expect(hidden.json().message).toBe(textMessages.forbidden(CLASS_LIFE_MSG.announcementLabel));
    for (const day of ['2026-02-30', inDays(-1), inDays(400), 'пятница']) {
      expectError(await call(teacher, 'POST', url, { text: 'Экскурсия', day }), 400, 'VALIDATION_ERROR', CLASS_LIFE_MSG.announcementDayBad);
    }
    for (const body of [{}, { text: 5 }, { text: ['a'] }, { text: 'a', day: 5 }]) expectError(await call(teacher, 'POST', url, body), 400, 'VALIDATION_ERROR');
    expectError(await call(otherTeacher, 'POST', url, { text: 'Чужой класс' }), 403, 'FORBIDDEN', CLASS_MSG.notYourClass);
    expectError(await call(pupil, 'POST', url, { text: 'Я тоже учитель' }), 403, 'FORBIDDEN');
    expect((await call(pupil, 'GET', url)).json().data).toHaveLength(1);
  });
});

describe('the weekly letter', () => {
  it('tells a parent what the child’s class must hand in, what is missing, and the teacher’s announcements of the week', async () => {
    const { sendWeeklyDigests } = await import('../../server/services/family-digest');
    const { createMailer } = await import('../../server/services/mailer');
    const { lettersTo } = await import('../helpers/mail');
    const kid = await person(t, 'pupil', { firstName: 'Гоша' });
    const parent = await person(t, 'parent');
    const parentEmail = `mama-${randomUUID()}@example.com`;
    await t.db.updateTable('users').set({ email: parentEmail }).where('id', '=', parent.id).execute();
    await t.db.updateTable('users').set({ consent_state: 'given' }).where('id', '=', kid.id).execute();
    await t.db.insertInto('family_links').values({ parent_id: parent.id, child_id: kid.id, created_at: now() }).execute();
    const room = await classWith(teacher, kid);
    const ahead = (await call(teacher, 'POST', `/api/v1/classes/${room.id}/assignments`, { projectId: 4, due: inDays(5) })).json().data as Assignment;
    const past = (await call(teacher, 'POST', `/api/v1/classes/${room.id}/assignments`, { projectId: 6, due: today() })).json().data as Assignment;
    await t.db.updateTable('class_assignments').set({ due: schoolDay(now() - 3 * DAY) }).where('id', '=', past.id).execute();
    expect((await call(teacher, 'POST', `/api/v1/classes/${room.id}/announcements`, { text: 'В пятницу экскурсия на завод' })).statusCode).toBe(201);

    const mailer = createMailer({ smtpUrl: undefined, from: t.config.mailFrom, dataDir: t.config.dataDir, log: () => {} });
    expect(await sendWeeklyDigests(t.db, { mailer, publicUrl: t.config.publicUrl, secret: t.config.jwtSecret }, now())).toBeGreaterThanOrEqual(1);
    const letter = lettersTo(t.config.dataDir, parentEmail).at(-1)!;
    const { dayText } = await import('../../domain/class-life');
    expect(letter.text).toContain(`— задание класса: ${ahead.title} — сдать к ${dayText(ahead.due)}`);
    expect(letter.text).toContain(`— задание класса: Проект №6 «Сигнализация на обрыв» — не сдано, срок был ${dayText(schoolDay(now() - 3 * DAY))}`);
    expect(letter.text).toContain('— объявление учителя: «В пятницу экскурсия на завод»');
    expect(letter.html).toContain('Задание класса: <b>Проект №4 «Жук-робот»</b>');
  });
});
