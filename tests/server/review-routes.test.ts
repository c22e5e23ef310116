import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerRepository } from '../../server/db/repositories/ledger';
import { deleteAccount } from '../../server/services/account-deletion';
import { multipart, person, sendBuild, type Person } from '../helpers/people';
import { noisyJpeg } from '../helpers/photos';
import { createTestApp, isErrorBody, type TestApp, caller, type Method } from '../helpers/test-app';

// The teacher's and the admin's calls, on the engine of the vitest project: roles are
// checked on the server, a reward is credited once however often or however many teachers
// approve, and the ledger always sums to the balance.

let t: TestApp;
let photo: Buffer;
let teacher: Person;
let admin: Person;
beforeAll(async () => {
  t = await createTestApp();
  photo = await noisyJpeg(640, 480);
  teacher = await person(t, 'teacher', { firstName: 'Ирина Петровна' });
  admin = await person(t, 'admin', { firstName: 'Директор' });
});
afterAll(() => t.close());

const call = caller(() => t.app);

const submitted = (pupil: Person, projectId: number) => sendBuild(t, pupil, projectId, photo);

async function balance(userId: number) {
  const user = await t.db.selectFrom('users').select(['diamonds', 'rating']).where('id', '=', userId).executeTakeFirstOrThrow();
  const ledger = ledgerRepository(t.db);
  return { ...user, diamondsLedger: await ledger.sum(userId, 'diamonds'), ratingLedger: await ledger.sum(userId, 'rating') };
}

describe('roles on the server', () => {
  it('answers a pupil 403 on every teacher and admin call, and changes nothing', async () => {
    const pupil = await person(t, 'pupil');
    const victim = await person(t, 'pupil', { linked: false });
    const work = await submitted(await person(t, 'pupil'), 4);
    const calls: [Method, string, object?][] = [
      ['GET', '/api/v1/review/queue'],
      ['POST', `/api/v1/review/submissions/${work}/approve`],
      ['POST', `/api/v1/review/submissions/${work}/return`, { comment: 'нет' }],
      ['PUT', `/api/v1/review/pupils/${victim.id}/journal`, { linked: true }],
      ['PUT', `/api/v1/admin/users/${pupil.id}/role`, { role: 'admin' }],
      ['GET', '/api/v1/admin/dashboard'],
      ['GET', '/api/v1/users/profiles/1'],
      ['GET', `/api/v1/users/profileData/${victim.id}`],
    ];
    for (const [method, url, payload] of calls) {
      const response = await call(pupil, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({ code: 'FORBIDDEN', message: 'Недостаточно прав' });
    }
    const rows = await t.db.selectFrom('users').select(['id', 'role', 'journal_linked']).where('id', 'in', [pupil.id, victim.id]).execute();
    expect(rows.map((r) => [r.role, r.journal_linked]).sort()).toEqual([
      ['pupil', 0],
      ['pupil', 1],
    ]);
    const still = await t.db.selectFrom('submissions').select('status').where('id', '=', work).executeTakeFirstOrThrow();
    expect(still.status).toBe('pending');
  });

  it('keeps the admin calls from teachers', async () => {
    const pupil = await person(t, 'pupil');
    expect((await call(teacher, 'GET', '/api/v1/admin/dashboard')).statusCode).toBe(403);
    expect((await call(teacher, 'PUT', `/api/v1/admin/users/${pupil.id}/role`, { role: 'teacher' })).statusCode).toBe(403);
  });
});

describe('the review queue', () => {
  it('lists pending work oldest first with the pupil, the project and its reward', async () => {
    const masha = await person(t, 'pupil', { firstName: 'Маша' });
    const first = await submitted(masha, 12);
    const queue = await call(teacher, 'GET', '/api/v1/review/queue');
    expect(queue.statusCode).toBe(200);
    const item = queue.json().data.find((i: { id: number }) => i.id === first);
    expect(item).toMatchObject({
      pupil: { id: masha.id, firstName: 'Маша', level: 0, role: 'pupil' },
      projectId: 12,
      projectTitle: 'Радио',
      reward: 16,
      filename: 'build.jpg',
      recordedBy: null,
    });
    const ids = queue.json().data.map((i: { id: number }) => i.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
    expect(queue.json().count).toBe(ids.length);
  });

  it('shows the photo to staff and to its pupil only, as a JPEG that cannot be sniffed', async () => {
    const owner = await person(t, 'pupil');
    const stranger = await person(t, 'pupil');
    const id = await submitted(owner, 2);
    const full = await call(teacher, 'GET', `/api/v1/review/submissions/${id}/photo`);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.headers['x-content-type-options']).toBe('nosniff');
    expect(full.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const thumb = await call(owner, 'GET', `/api/v1/review/submissions/${id}/photo?size=thumb`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.rawPayload.length).toBeLessThan(full.rawPayload.length);
    expect((await call(stranger, 'GET', `/api/v1/review/submissions/${id}/photo`)).statusCode).toBe(404);
    expect((await call(teacher, 'GET', '/api/v1/review/submissions/999999/photo')).statusCode).toBe(404);
    expect((await call(teacher, 'GET', `/api/v1/review/submissions/${id}/photo?size=huge`)).statusCode).toBe(400);
  });
});

describe('approving', () => {
  it('credits the project’s reward once, however often it is approved', async () => {
    const pupil = await person(t, 'pupil');
    const id = await submitted(pupil, 12);
    const first = await call(teacher, 'POST', `/api/v1/review/submissions/${id}/approve`);
    expect(first.json()).toEqual({ message: 'Работа принята', diamonds: 16, rating: 16 });
    const second = await call(admin, 'POST', `/api/v1/review/submissions/${id}/approve`);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ code: 'ALREADY_REVIEWED', message: 'Эту работу уже проверили.' });
    expect(await balance(pupil.id)).toEqual({ diamonds: 16, rating: 16, diamondsLedger: 16, ratingLedger: 16 });
    const status = await call(pupil, 'GET', '/api/v1/projects/12/status');
    expect(status.json()).toMatchObject({ status: 'approved' });
  });

  it('credits once when 20 approvals of one work arrive at the same moment from two teachers', async () => {
    const pupil = await person(t, 'pupil');
    const other = await person(t, 'teacher');
    const id = await submitted(pupil, 10);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call(i % 2 ? teacher : other, 'POST', `/api/v1/review/submissions/${id}/approve`)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    expect(await balance(pupil.id)).toEqual({ diamonds: 12, rating: 12, diamondsLedger: 12, ratingLedger: 12 });
  });

  it('returns work with a comment the pupil sees, and the pupil can send it again', async () => {
    const pupil = await person(t, 'pupil');
    const id = await submitted(pupil, 3);
    const empty = await call(teacher, 'POST', `/api/v1/review/submissions/${id}/return`, { comment: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(isErrorBody(empty.json())).toBe(true);
    const back = await call(teacher, 'POST', `/api/v1/review/submissions/${id}/return`, { comment: 'Пайка тусклая, прогрей ещё раз' });
    expect(back.json()).toEqual({ message: 'Работа возвращена на доработку' });
    expect((await call(pupil, 'GET', '/api/v1/projects/3/status')).json()).toMatchObject({
      status: 'returned',
      data: { comment: 'Пайка тусклая, прогрей ещё раз' },
    });
    await submitted(pupil, 3);
    expect((await call(pupil, 'GET', '/api/v1/projects/3/status')).json()).toMatchObject({ status: 'pending' });
    expect(await balance(pupil.id)).toMatchObject({ diamonds: 0, rating: 0 });
  });

  it.each([
    ['a comment of 501 characters', { comment: 'а'.repeat(501) }],
    ['a comment with a control character', { comment: 'плохо\u0000' }],
    ['no comment', {}],
    ['a number', { comment: 5 }],
  ])('refuses to return with %s', async (_name, payload) => {
    const id = await submitted(await person(t, 'pupil'), 6);
    const response = await call(teacher, 'POST', `/api/v1/review/submissions/${id}/return`, payload);
    expect(response.statusCode).toBe(400);
    expect(isErrorBody(response.json())).toBe(true);
  });
});

describe('the journal and the roles', () => {
  it('lets a teacher link a pupil, who can then send work', async () => {
    const pupil = await person(t, 'pupil', { linked: false });
    const { payload, headers } = await multipart({ project_id: '1', project_photo: { bytes: photo, filename: 'a.jpg' } });
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/projects/1/submission',
        headers: { ...headers, authorization: pupil.token, 'idempotency-key': randomUUID() },
        payload,
      });
    expect((await send()).json()).toMatchObject({ code: 'ACCOUNT_NOT_LINKED' });
    expect((await call(teacher, 'PUT', `/api/v1/review/pupils/${pupil.id}/journal`, { linked: true })).json()).toEqual({
      message: 'Ученик привязан к журналу',
    });
    expect((await send()).statusCode).toBe(201);
    expect((await call(teacher, 'PUT', '/api/v1/review/pupils/999999/journal', { linked: true })).statusCode).toBe(404);
    expect((await call(teacher, 'PUT', `/api/v1/review/pupils/${pupil.id}/journal`, { linked: 'yes' })).statusCode).toBe(400);
  });

  it('lets an admin make a teacher, whose old sessions end with the change', async () => {
    const pupil = await person(t, 'pupil');
    expect((await call(admin, 'PUT', `/api/v1/admin/users/${pupil.id}/role`, { role: 'teacher' })).json()).toEqual({ message: 'Роль изменена' });
    expect((await call(pupil, 'GET', '/api/v1/users/profile/role')).statusCode).toBe(401);
    expect((await call(admin, 'PUT', `/api/v1/admin/users/${pupil.id}/role`, { role: 'king' })).statusCode).toBe(400);
    const self = await call(admin, 'PUT', `/api/v1/admin/users/${admin.id}/role`, { role: 'pupil' });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toContain('Свою роль');
  });

  it('lists people for staff with e-mails, and lets anyone find a name without e-mails', async () => {
    const pupil = await person(t, 'pupil', { firstName: 'Ёжик Поисковый' });
    const list = await call(teacher, 'GET', `/api/v1/users/profiles/1?q=${encodeURIComponent('ёжик')}&role=pupil`);
    expect((await call(teacher, 'GET', '/api/v1/users/profiles/1?role=teacher')).json().data.every((u: { role: string }) => u.role === 'teacher')).toBe(true);
    expect((await call(teacher, 'GET', '/api/v1/users/profiles/1?role=king')).statusCode).toBe(400);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ count: 1, page: 1, pageSize: 20, data: [{ id: pupil.id, firstName: 'Ёжик Поисковый', journalLinked: true }] });
    expect(list.json().data[0].email).toContain('@example.com');

    const found = await call(pupil, 'GET', `/api/v1/users/search/${encodeURIComponent(' Поисков ')}`);
    expect(found.json()).toEqual({ data: [{ id: pupil.id, firstName: 'Ёжик Поисковый', photo: '', level: 0, role: 'pupil' }], count: 1, query: 'Поисков' });
    expect(found.body).not.toContain('@');
    // A LIKE wildcard is a character like any other.
    expect((await call(pupil, 'GET', `/api/v1/users/search/${encodeURIComponent('%')}`)).json().count).toBe(0);
    expect((await call(pupil, 'GET', `/api/v1/users/search/${encodeURIComponent('a\u202Eb')}`)).statusCode).toBe(400);

    expect((await call(pupil, 'GET', `/api/v1/users/profileData/${pupil.id}`)).json().data).toMatchObject({ id: pupil.id });
    expect((await call(teacher, 'GET', `/api/v1/users/profileData/${pupil.id}`)).statusCode).toBe(200);
  });

  it('shows a teacher’s role on the public profile', async () => {
    const pupil = await person(t, 'pupil');
    expect((await call(pupil, 'GET', `/api/v1/users/profile/${teacher.id}`)).json()).toEqual({
      data: { firstName: 'Ирина Петровна', photo: '', level: 0, role: 'teacher', badges: [] },
    });
  });

  it('counts the school on the admin dashboard', async () => {
    const pupil = await person(t, 'pupil', { firstName: 'Лучшая' });
    const id = await submitted(pupil, 14);
    await call(teacher, 'POST', `/api/v1/review/submissions/${id}/approve`);
    const dashboard = await call(admin, 'GET', '/api/v1/admin/dashboard');
    expect(dashboard.statusCode).toBe(200);
    const data = dashboard.json().data;
    expect(data.usersByRole.admin).toBeGreaterThanOrEqual(1);
    expect(data.usersByRole.teacher).toBeGreaterThanOrEqual(1);
    expect(data.submissions.approvedThisMonth).toBeGreaterThanOrEqual(1);
    expect(data.diamonds.creditedThisMonth).toBeGreaterThanOrEqual(14);
    expect(data.topPupils.find((p: { id: number }) => p.id === pupil.id)).toMatchObject({ firstName: 'Лучшая', monthRating: 14 });
  });
});

describe('aproveTaskRt: work shown in person', () => {
  it('lets a teacher record a pending submission for a pupil, marked with the teacher', async () => {
    const pupil = await person(t, 'pupil', { linked: false });
    const form = await multipart({
      userId: String(pupil.id),
      userName: pupil.firstName,
      img: { bytes: photo, filename: 'lesson.jpg' },
      idProject: '11',
      nameProject: 'Песочные часы',
    });
    const recorded = await t.app.inject({ method: 'POST', url: '/api/v1/aproveTaskRt', headers: { ...form.headers, authorization: teacher.token }, payload: form.payload });
    expect(recorded.statusCode).toBe(201);
    expect(recorded.json()).toMatchObject({ status: 'pending', data: { filename: 'lesson.jpg' } });
    const queue = await call(teacher, 'GET', '/api/v1/review/queue');
    expect(queue.json().data.find((i: { pupil: { id: number } }) => i.pupil.id === pupil.id)).toMatchObject({
      projectId: 11,
      recordedBy: 'Ирина Петровна',
    });

    const byPupil = await t.app.inject({
      method: 'POST',
      url: '/api/v1/aproveTaskRt',
      headers: { ...form.headers, authorization: pupil.token },
      payload: form.payload,
    });
    expect(byPupil.statusCode).toBe(403);
  });

  it.each([
    ['an unknown pupil', { userId: '999999', idProject: '1' }, 404],
    ['a project that does not exist', { userId: 'self', idProject: '99' }, 400],
  ])('refuses %s', async (_name, fields, code) => {
    const pupil = await person(t, 'pupil');
    const form = await multipart({
      userId: fields.userId === 'self' ? String(pupil.id) : fields.userId,
      userName: 'x',
      img: { bytes: photo, filename: 'a.jpg' },
      idProject: fields.idProject,
      nameProject: 'x',
    });
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/aproveTaskRt', headers: { ...form.headers, authorization: teacher.token }, payload: form.payload });
    expect(response.statusCode).toBe(code);
    expect(isErrorBody(response.json())).toBe(true);
  });
});

describe('nobody credits themselves (docs/decisions/0102-nobody-credits-or-reviews-their-own-work.md)', () => {
  async function shownWork(by: Person, userId: number, idProject = '3') {
    const form = await multipart({ userId: String(userId), userName: 'x', img: { bytes: photo, filename: 'lesson.jpg' }, idProject, nameProject: 'x' });
    return t.app.inject({ method: 'POST', url: '/api/v1/aproveTaskRt', headers: { ...form.headers, authorization: by.token }, payload: form.payload });
  }
  const rowsOf = async (userId: number) => (await t.db.selectFrom('submissions').select('id').where('user_id', '=', userId).execute()).length;

  it('refuses a teacher recording work for himself or for another teacher or admin, and stores nothing', async () => {
    const other = await person(t, 'teacher');
    for (const [by, userId] of [
      [teacher, teacher.id],
      [teacher, other.id],
      [teacher, admin.id],
      [admin, admin.id],
    ] as const) {
      const response = await shownWork(by, userId);
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual({ code: 'FORBIDDEN', message: 'Работу, показанную на занятии, можно записать только ученику' });
      expect(await rowsOf(userId)).toBe(0);
      expect((await balance(userId)).diamonds).toBe(0);
    }
  });

  it('refuses recording work for a deleted account: 404, no row, no credit', async () => {
    const pupil = await person(t, 'pupil');
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', pupil.id).executeTakeFirstOrThrow();
    await deleteAccount(t.db, row, Math.floor(Date.now() / 1000));
    const response = await shownWork(teacher, pupil.id);
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
    expect(await rowsOf(pupil.id)).toBe(0);
  });

  it('refuses approving or returning one’s own work, and credits nothing', async () => {
    // A pupil who sent work and was then made a teacher cannot approve it himself.
    const promoted = await person(t, 'pupil');
    const work = await submitted(promoted, 6);
    await t.db.updateTable('users').set({ role: 'teacher' }).where('id', '=', promoted.id).execute();
    for (const [action, payload] of [
      ['approve', undefined],
      ['return', { comment: 'Переделай' }],
    ] as const) {
      const response = await call(promoted, 'POST', `/api/v1/review/submissions/${work}/${action}`, payload);
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual({ code: 'FORBIDDEN', message: 'Свою работу проверяет другой преподаватель' });
    }
    expect(await balance(promoted.id)).toEqual({ diamonds: 0, rating: 0, diamondsLedger: 0, ratingLedger: 0 });
    const row = await t.db.selectFrom('submissions').select(['status', 'reviewer_id']).where('id', '=', work).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending', reviewer_id: null });
    // Another teacher may.
    expect((await call(teacher, 'POST', `/api/v1/review/submissions/${work}/approve`)).statusCode).toBe(200);
  });

  it('refuses approving work whose pupil’s account was deleted meanwhile', async () => {
    const pupil = await person(t, 'pupil');
    const work = await submitted(pupil, 8);
    // What a deletion racing the submission leaves: the account gone, a row of it still there.
    await t.db.updateTable('users').set({ deleted_at: Math.floor(Date.now() / 1000) }).where('id', '=', pupil.id).execute();
    const response = await call(teacher, 'POST', `/api/v1/review/submissions/${work}/approve`);
    expect(response.statusCode, response.body).toBe(404);
    expect(isErrorBody(response.json())).toBe(true);
    expect(await balance(pupil.id)).toMatchObject({ diamondsLedger: 0, ratingLedger: 0 });
  });
});
