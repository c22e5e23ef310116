import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guideById } from '../../src/content/guides';
import { projects } from '../../src/content/projects';
import { undoDecision } from '../../server/services/review-undo';
import { AUDIT_PAGE_SIZE, CLASS_MSG, UNDO_WINDOW_SECONDS, type AuditReply, type ClassInfo, type ClassMatrix, type HistoryItem, type PupilHistoryReply } from '../../domain/classes';
import { ledgerRepository } from '../../server/db/repositories/ledger';
import { deleteAccount } from '../../server/services/account-deletion';
import { flushLastSeen } from '../../server/services/last-seen';
import { joinClass, newClass, person, sendBuild, type Person } from '../helpers/people';
import { noisyJpeg } from '../helpers/photos';
import { createTestApp, isErrorBody, type TestApp, caller } from '../helpers/test-app';

// The class's work on the engine of the vitest project: the matrix and who may read it, build
// progress synced (merged tick by tick), a pupil's history, undo through reversing ledger rows, and
// the admin's audit trail of each action.

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
const reward = (projectId: number) => projects.find((p) => p.id === projectId)!.reward;

async function classWithPupil(owner: Person = teacher, lastName = 'Иванова'): Promise<{ room: ClassInfo; pupil: Person }> {
  const room = await newClass(t, owner, { name: '3 «Б»' });
  const pupil = await person(t, 'pupil', { linked: false, firstName: 'Маша' });
  await joinClass(t, pupil, room.code!, lastName);
  return { room, pupil };
}

const submit = (pupil: Person, projectId: number) => sendBuild(t, pupil, projectId, photo);

const matrix = async (who: Person, classId: number) => (await call(who, 'GET', `/api/v1/classes/${classId}/matrix`)).json() as { data: ClassMatrix };
const progress = (pupil: Person, projectId: number, body: object) => call(pupil, 'PUT', `/api/v1/projects/${projectId}/progress`, body);

async function balance(userId: number) {
  const user = await t.db.selectFrom('users').select(['diamonds', 'rating']).where('id', '=', userId).executeTakeFirstOrThrow();
  const ledger = ledgerRepository(t.db);
  return { diamonds: user.diamonds, rating: user.rating, diamondsLedger: await ledger.sum(userId, 'diamonds'), ratingLedger: await ledger.sum(userId, 'rating') };
}

/** The guide's own step count: the server takes it from the guide, whatever the device sends. */
const STEPS = (projectId: number) => guideById(projectId)!.steps.length;

describe('the class matrix', () => {
  it('shows building with the step after a progress sync, then pending after a submission, with surnames and last seen', async () => {
    const { room, pupil } = await classWithPupil();
    let data = (await matrix(teacher, room.id)).data;
    expect(data.pupils).toEqual([{ id: pupil.id, firstName: 'Маша', lastName: 'Иванова', level: 0, lastSeen: null, solderingPermit: false, consent: 'not_needed' }]);
    expect(data.cells).toEqual([]);

    const saved = await progress(pupil, 1, { parts: [0, 2], steps: [0, 1], stepCount: STEPS(1), updatedAt: Date.now() });
    expect(saved.statusCode, saved.body).toBe(200);
    await flushLastSeen(t.db);
    data = (await matrix(teacher, room.id)).data;
    expect(data.cells).toEqual([{ userId: pupil.id, projectId: 1, state: 'building', step: 2, steps: STEPS(1), updatedAt: expect.any(Number) }]);
    expect(data.pupils[0]!.lastSeen).toBeGreaterThan(Date.now() / 1000 - 120);

    const id = await submit(pupil, 1);
    data = (await matrix(teacher, room.id)).data;
    expect(data.cells).toEqual([{ userId: pupil.id, projectId: 1, state: 'pending', submissionId: id, updatedAt: expect.any(Number) }]);

    expect((await call(teacher, 'POST', `/api/v1/review/submissions/${id}/approve`)).statusCode).toBe(200);
    expect((await matrix(admin, room.id)).data.cells[0]).toMatchObject({ state: 'approved', submissionId: id });
  });

  it('answers 403 to a pupil and to another teacher, 401 without a token, 404 for no class', async () => {
    const { room, pupil } = await classWithPupil();
    for (const who of [pupil, otherTeacher]) {
      const response = await call(who, 'GET', `/api/v1/classes/${room.id}/matrix`);
      expect(response.statusCode).toBe(403);
      expect(isErrorBody(response.json())).toBe(true);
    }
    expect((await call(undefined, 'GET', `/api/v1/classes/${room.id}/matrix`)).statusCode).toBe(401);
    expect((await call(teacher, 'GET', '/api/v1/classes/999999/matrix')).statusCode).toBe(404);
    for (const url of ['/api/v1/classes/abc/matrix', '/api/v1/classes/0/matrix', '/api/v1/review/pupils/-1/history', '/api/v1/review/pupils/1e3/history', '/api/v1/projects/x/progress']) {
      const response = await call(teacher, 'GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(isErrorBody(response.json()), url).toBe(true);
    }
  });
});

describe('a deleted account', () => {
  it('leaves the class and takes its build progress with it', async () => {
    const { room, pupil } = await classWithPupil();
    await progress(pupil, 1, { parts: [], steps: [0], stepCount: 4, updatedAt: Date.now() });
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', pupil.id).executeTakeFirstOrThrow();
    await deleteAccount(t.db, row, Math.floor(Date.now() / 1000));
    expect((await matrix(teacher, room.id)).data).toMatchObject({ pupils: [], cells: [] });
    const left = await t.db.selectFrom('build_progress').select('user_id').where('user_id', '=', pupil.id).execute();
    expect(left).toEqual([]);
    const scrubbed = await t.db.selectFrom('users').select(['class_id', 'last_name', 'last_seen_at']).where('id', '=', pupil.id).executeTakeFirstOrThrow();
    expect(scrubbed).toEqual({ class_id: null, last_name: '', last_seen_at: null });
  });
});

describe('build progress', () => {
  it('merges each write tick by tick: an older one never undoes a newer change, and answers what is stored', async () => {
    const { pupil } = await classWithPupil();
    const now = Date.now();
    await progress(pupil, 2, { parts: [1], steps: [0, 1, 2], stepCount: STEPS(2), updatedAt: now });
    // An older write (no times: its ticks count at its updatedAt) changes nothing the newer one set.
    const older = await progress(pupil, 2, { parts: [], steps: [0], stepCount: STEPS(2), updatedAt: now - 1000 });
    expect(older.json()).toEqual({ data: { parts: [1], steps: [0, 1, 2], stepCount: STEPS(2), updatedAt: now, partTimes: [0, now], stepTimes: [now, now, now] } });
    // A newer one adds its ticks; duplicates are dropped, lists sorted.
    const newer = await progress(pupil, 2, { parts: [3, 1, 1], steps: [4, 0], stepCount: STEPS(2), updatedAt: now + 1 });
    expect(newer.json()).toEqual({
      data: { parts: [1, 3], steps: [0, 1, 2, 4], stepCount: STEPS(2), updatedAt: now + 1, partTimes: [0, now + 1, 0, now + 1], stepTimes: [now + 1, now, now, 0, now + 1] },
    });
    // A newer untick (its time recorded) takes a step away.
    const unticked = await progress(pupil, 2, { parts: [1, 3], steps: [0, 1, 4], stepCount: STEPS(2), updatedAt: now + 2, stepTimes: [now + 1, now, now + 2, 0, now + 1] });
    expect(unticked.json()).toMatchObject({ data: { steps: [0, 1, 4], updatedAt: now + 2 } });
    expect((await call(pupil, 'GET', '/api/v1/projects/2/progress')).json()).toEqual(unticked.json());
    expect((await call(pupil, 'GET', '/api/v1/projects/3/progress')).json()).toEqual({ data: { parts: [], steps: [], stepCount: 0, updatedAt: 0, partTimes: [], stepTimes: [] } });
    // Another pupil's progress is their own.
    const other = await person(t, 'pupil');
    expect((await call(other, 'GET', '/api/v1/projects/2/progress')).json()).toMatchObject({ data: { steps: [] } });
  });

  it('refuses bad progress with a Russian message and 4xx, and needs a token', async () => {
    const { pupil } = await classWithPupil();
    const good = { parts: [0], steps: [0], stepCount: 3, updatedAt: Date.now() };
    const cases: [number, object][] = [
      [1, { ...good, steps: [-1] }],
      [1, { ...good, steps: [1.5] }],
      [1, { ...good, parts: [200] }],
      [1, { ...good, parts: Array.from({ length: 201 }, () => 0) }],
      [1, { ...good, steps: ['1'] }],
      [1, { ...good, stepCount: -1 }],
      [1, { ...good, stepCount: 1000 }],
      [1, { ...good, updatedAt: 12 }],
      [1, { ...good, updatedAt: 'вчера' }],
      [1, { ...good, steps: [STEPS(1)] }],
      [1, { ...good, updatedAt: Date.now() + 3 * 24 * 3600 * 1000 }],
    ];
    for (const [projectId, body] of cases) {
      const response = await progress(pupil, projectId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(isErrorBody(response.json()), response.body).toBe(true);
    }
    // Ticks alone are the contract older clients send: the server knows the guide's steps and the time.
    const ticksAlone = await progress(pupil, 4, { parts: [0], steps: [0] });
    expect(ticksAlone.statusCode, ticksAlone.body).toBe(200);
    expect(ticksAlone.json().data).toMatchObject({ parts: [0], steps: [0] });
    expect((await progress(pupil, 3, { ...good, steps: [STEPS(3)] })).json()).toEqual({ code: 'VALIDATION_ERROR', message: CLASS_MSG.progressStep });
    const noProject = await progress(pupil, 16, good);
    expect(noProject.statusCode).toBe(404);
    expect(noProject.json()).toEqual({ code: 'NOT_FOUND', message: CLASS_MSG.progressProject });
    expect((await call(undefined, 'PUT', '/api/v1/projects/1/progress', good)).statusCode).toBe(401);
    expect((await call(pupil, 'GET', '/api/v1/projects/1/progress')).json()).toEqual({ data: { parts: [], steps: [], stepCount: 0, updatedAt: 0, partTimes: [], stepTimes: [] } });
  });
});

describe('histories', () => {
  it('gives staff every submission with comments and the ledger, the pupil their own, never someone else\'s', async () => {
    const { room, pupil } = await classWithPupil();
    const first = await submit(pupil, 3);
    await call(teacher, 'POST', `/api/v1/review/submissions/${first}/return`, { comment: 'Колесо болтается' });
    const replied = await call(pupil, 'POST', `/api/v1/review/submissions/${first}/messages`, { text: 'Затянула гайку' });
    expect(replied.statusCode, replied.body).toBe(201);
    const second = await submit(pupil, 3);
    await call(teacher, 'POST', `/api/v1/review/submissions/${second}/approve`);

    const staff = await call(teacher, 'GET', `/api/v1/review/pupils/${pupil.id}/history`);
    expect(staff.statusCode, staff.body).toBe(200);
    const data = (staff.json() as { data: PupilHistoryReply }).data;
    expect(data.pupil).toMatchObject({ id: pupil.id, firstName: 'Маша', lastName: 'Иванова', classId: room.id, className: room.name, diamonds: reward(3) });
    expect(data.pupil.ledger).toEqual([
      { kind: 'rating', delta: reward(3), reason: 'approval', createdAt: expect.any(Number) },
      { kind: 'diamonds', delta: reward(3), reason: 'approval', createdAt: expect.any(Number) },
    ]);
    expect(data.submissions.map((s) => [s.id, s.status, s.comment])).toEqual([
      [second, 'approved', null],
      [first, 'returned', 'Колесо болтается'],
    ]);
    expect(data.submissions[0]!.reviewer).toEqual({ id: teacher.id, firstName: 'Ирина', lastName: null });
    expect(data.submissions[0]!.undoUntil).toBeGreaterThan(Date.now() / 1000);
    // The return was followed by a resend: it cannot be undone.
    expect(data.submissions[1]!.undoUntil).toBeNull();
    // The teacher's words and the pupil's reply, in the order they were written.
    expect(data.submissions[1]!.messages.map((m) => [m.author.role, m.text])).toEqual([
      ['teacher', 'Колесо болтается'],
      ['pupil', 'Затянула гайку'],
    ]);
    expect(data.submissions[1]!.photos.length).toBeGreaterThan(0);

    const own = (await call(pupil, 'GET', '/api/v1/users/my-submissions')).json() as { data: HistoryItem[] };
    expect(own.data.map((s) => [s.id, s.status, s.comment, s.undoUntil])).toEqual([
      [second, 'approved', null, null],
      [first, 'returned', 'Колесо болтается', null],
    ]);
    expect(own.data[1]!.messages.map((m) => m.text)).toEqual(['Колесо болтается', 'Затянула гайку']);
    const photoOfOwn = await call(pupil, 'GET', `/api/v1/review/submissions/${first}/photo?size=thumb`);
    expect(photoOfOwn.statusCode).toBe(200);

    const other = await person(t, 'pupil');
    expect((await call(other, 'GET', `/api/v1/review/pupils/${pupil.id}/history`)).statusCode).toBe(403);
    expect((await call(other, 'GET', '/api/v1/users/my-submissions')).json()).toEqual({ data: [] });
    expect((await call(undefined, 'GET', '/api/v1/users/my-submissions')).statusCode).toBe(401);
    expect((await call(teacher, 'GET', '/api/v1/review/pupils/999999/history')).statusCode).toBe(404);
  });
});

describe('undo', () => {
  it('undoes an approval through reversing ledger rows, and a second approval pays again once', async () => {
    const { pupil } = await classWithPupil();
    const id = await submit(pupil, 2);
    const r = reward(2);
    await call(teacher, 'POST', `/api/v1/review/submissions/${id}/approve`);
    expect(await balance(pupil.id)).toEqual({ diamonds: r, rating: r, diamondsLedger: r, ratingLedger: r });

    const undone = await call(teacher, 'POST', `/api/v1/review/submissions/${id}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toEqual({ data: { submissionId: id, status: 'pending', message: CLASS_MSG.undone } });
    expect(await balance(pupil.id)).toEqual({ diamonds: 0, rating: 0, diamondsLedger: 0, ratingLedger: 0 });
    const rows = await t.db.selectFrom('ledger').select(['kind', 'delta', 'ref']).where('user_id', '=', pupil.id).orderBy('id').execute();
    expect(rows).toEqual([
      { kind: 'diamonds', delta: r, ref: `submission:${id}` },
      { kind: 'rating', delta: r, ref: `submission:${id}` },
      { kind: 'diamonds', delta: -r, ref: `undo:submission:${id}` },
      { kind: 'rating', delta: -r, ref: `undo:submission:${id}` },
    ]);
    const row = await t.db.selectFrom('submissions').select(['status', 'reviewer_id', 'reviewed_at']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending', reviewer_id: null, reviewed_at: null });
    // Nothing left to undo.
    const again = await call(teacher, 'POST', `/api/v1/review/submissions/${id}/undo`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'UNDO_NOT_POSSIBLE', message: CLASS_MSG.undoNothing });

    const approvedAgain = await call(teacher, 'POST', `/api/v1/review/submissions/${id}/approve`);
    expect(approvedAgain.json()).toMatchObject({ diamonds: r, rating: r });
    expect(await balance(pupil.id)).toEqual({ diamonds: r, rating: r, diamondsLedger: r, ratingLedger: r });
  });

  it('stops a spent balance at zero, never below, with the ledger still summing to it', async () => {
    const { pupil } = await classWithPupil();
    const id = await submit(pupil, 2);
    const r = reward(2);
    await call(teacher, 'POST', `/api/v1/review/submissions/${id}/approve`);
    const spent = await ledgerRepository(t.db).spend({ userId: pupil.id, price: r - 1, reason: 'test', ref: 'test:spend', now: Math.floor(Date.now() / 1000) });
    expect(spent.ok).toBe(true);
    expect((await call(teacher, 'POST', `/api/v1/review/submissions/${id}/undo`)).statusCode).toBe(200);
    expect(await balance(pupil.id)).toEqual({ diamonds: 0, rating: 0, diamondsLedger: 0, ratingLedger: 0 });
    const reversal = await t.db.selectFrom('ledger').select('delta').where('user_id', '=', pupil.id).where('ref', '=', `undo:submission:${id}`).where('kind', '=', 'diamonds').executeTakeFirstOrThrow();
    expect(reversal.delta).toBe(-1);
  });

  it('undoes a return (not once the pupil sent again), refuses after 10 minutes and to another teacher', async () => {
    const { pupil } = await classWithPupil();
    const returned = await submit(pupil, 4);
    await call(teacher, 'POST', `/api/v1/review/submissions/${returned}/return`, { comment: 'Переделай' });
    expect((await call(otherTeacher, 'POST', `/api/v1/review/submissions/${returned}/undo`)).json()).toEqual({ code: 'FORBIDDEN', message: CLASS_MSG.undoNotYours });
    expect((await call(pupil, 'POST', `/api/v1/review/submissions/${returned}/undo`)).statusCode).toBe(403);
    expect((await call(teacher, 'POST', `/api/v1/review/submissions/${returned}/undo`)).statusCode).toBe(200);
    const back = await t.db.selectFrom('submissions').select(['status', 'review_comment']).where('id', '=', returned).executeTakeFirstOrThrow();
    expect(back).toEqual({ status: 'pending', review_comment: '' });

    await call(teacher, 'POST', `/api/v1/review/submissions/${returned}/return`, { comment: 'Всё же переделай' });
    await submit(pupil, 4);
    expect((await call(admin, 'POST', `/api/v1/review/submissions/${returned}/undo`)).json()).toEqual({ code: 'UNDO_NOT_POSSIBLE', message: CLASS_MSG.undoResent });

    const late = await submit(pupil, 5);
    await call(teacher, 'POST', `/api/v1/review/submissions/${late}/approve`);
    const before = await balance(pupil.id);
    await t.db.updateTable('submissions').set({ reviewed_at: Math.floor(Date.now() / 1000) - UNDO_WINDOW_SECONDS - 1 }).where('id', '=', late).execute();
    const refused = await call(teacher, 'POST', `/api/v1/review/submissions/${late}/undo`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'UNDO_NOT_POSSIBLE', message: CLASS_MSG.undoLate });
    expect(await balance(pupil.id)).toEqual(before);
    expect((await call(teacher, 'POST', '/api/v1/review/submissions/999999/undo')).statusCode).toBe(404);
    expect((await call(teacher, 'POST', '/api/v1/review/submissions/abc/undo')).statusCode).toBe(400);
  });

  it('undoes at exactly 10 minutes after the decision, and not a second later', async () => {
    const { pupil } = await classWithPupil();
    const id = await submit(pupil, 5);
    await call(teacher, 'POST', `/api/v1/review/submissions/${id}/approve`);
    const decider = await t.db.selectFrom('users').selectAll().where('id', '=', teacher.id).executeTakeFirstOrThrow();
    const now = Math.floor(Date.now() / 1000);
    const decidedAt = (at: number) => t.db.updateTable('submissions').set({ reviewed_at: at }).where('id', '=', id).execute();
    await decidedAt(now - UNDO_WINDOW_SECONDS - 1);
    expect(await undoDecision(t.db, decider, id, now)).toMatchObject({ ok: false, error: 'UNDO_NOT_POSSIBLE' });
    await decidedAt(now - UNDO_WINDOW_SECONDS);
    expect(await undoDecision(t.db, decider, id, now)).toMatchObject({ ok: true });
  });
});

describe('the audit trail', () => {
  it('lists each action for the admin, newest first, and only for the admin', async () => {
    const { room, pupil } = await classWithPupil();
    const second = ((await call(teacher, 'POST', '/api/v1/classes', { name: 'Второй' })).json() as { data: ClassInfo }).data;
    await call(teacher, 'PUT', `/api/v1/classes/${room.id}`, { name: 'Переименован' });
    await call(teacher, 'POST', `/api/v1/classes/${room.id}/code`);
    const a = await submit(pupil, 6);
    await call(teacher, 'POST', `/api/v1/review/submissions/${a}/approve`);
    await call(teacher, 'POST', `/api/v1/review/submissions/${a}/undo`);
    await call(teacher, 'POST', `/api/v1/review/submissions/${a}/return`, { comment: 'Ещё раз' });
    await call(teacher, 'PUT', `/api/v1/review/pupils/${pupil.id}/journal`, { linked: false });
    await call(teacher, 'PUT', `/api/v1/review/pupils/${pupil.id}/journal`, { linked: true });
    await call(teacher, 'PUT', `/api/v1/classes/${room.id}/pupils/${pupil.id}`, { classId: second.id });
    await call(teacher, 'DELETE', `/api/v1/classes/${second.id}/pupils/${pupil.id}`);
    const promoted = await person(t, 'pupil');
    await call(admin, 'PUT', `/api/v1/admin/users/${promoted.id}/role`, { role: 'teacher' });

    const response = await call(admin, 'GET', '/api/v1/admin/audit?page=1');
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json() as AuditReply;
    expect(reply).toMatchObject({ page: 1, pageSize: AUDIT_PAGE_SIZE });
    const newest = reply.data.slice(0, 13).map((e) => e.action).reverse();
    expect(newest).toEqual(['class_create', 'join', 'class_create', 'class_update', 'class_code', 'approve', 'undo', 'return', 'unlink', 'link', 'move', 'remove_from_class', 'role']);
    const role = reply.data[0]!;
    expect(role).toMatchObject({ action: 'role', actor: { id: admin.id, name: 'Директор' }, subject: { id: promoted.id }, details: { from: 'pupil', to: 'teacher' } });
    // The class a pupil joined is named in the trail, as it was called then.
    expect(reply.data.find((e) => e.action === 'join')).toMatchObject({ actor: { id: pupil.id }, details: { classId: room.id, name: room.name } });
    const undo = reply.data.find((e) => e.action === 'undo')!;
    expect(undo).toMatchObject({ actor: { id: teacher.id, name: 'Ирина' }, subject: { id: pupil.id, name: 'Маша Иванова' }, details: { submissionId: a, from: 'approved' } });

    for (const who of [teacher, pupil]) expect((await call(who, 'GET', '/api/v1/admin/audit')).statusCode).toBe(403);
    expect((await call(undefined, 'GET', '/api/v1/admin/audit')).statusCode).toBe(401);
    for (const page of ['0', '-1', 'два', '1.5']) {
      const bad = await call(admin, 'GET', `/api/v1/admin/audit?page=${page}`);
      expect(bad.statusCode, page).toBe(400);
      expect(isErrorBody(bad.json())).toBe(true);
    }
  });
});

describe('the OpenAPI document', () => {
  it('describes every call of the classes, each with a summary and a documented error answer', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { summary?: string; responses?: Record<string, unknown> }>>;
    };
    const calls = [
      'post /api/v1/classes',
      'get /api/v1/classes',
      'put /api/v1/classes/{id}',
      'post /api/v1/classes/{id}/code',
      'post /api/v1/classes/join',
      'get /api/v1/classes/{id}/matrix',
      'get /api/v1/review/pupils/{userId}/history',
      'get /api/v1/users/my-submissions',
      'put /api/v1/projects/{id}/progress',
      'get /api/v1/projects/{id}/progress',
      'post /api/v1/review/submissions/{id}/undo',
      'get /api/v1/admin/audit',
    ];
    for (const call of calls) {
      const [method, path] = call.split(' ') as [string, string];
      const operation = document.paths[path]?.[method];
      expect(operation, call).toBeDefined();
      expect(operation!.summary, call).toMatch(/[а-яё]/i);
      expect(Object.keys(operation!.responses ?? {}).some((status) => Number(status) >= 400), call).toBe(true);
    }
  });
});
