import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_MESSAGES, ITEM_ID_MAX } from '../../domain/comments';
import type { ModerationComment, ModerationReply } from '../../domain/moderation';
import { commentTextHash } from '../../server/services/comments';
import { person, type Person } from '../helpers/people';
import { createTestApp, isErrorBody, type TestApp } from '../helpers/test-app';
import { testEngine } from '../helpers/test-database';

// «Жалобы» (docs/decisions/0278-the-reports-screen.md) and the Notes and help corners
// (docs/decisions/0277-notes-and-help-take-only-ids-a-page-shows.md), through the API on the
// engine of the vitest project.

let t: TestApp;
let teacher: Person;
let admin: Person;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await person(t, 'teacher', { firstName: 'Ирина' });
  admin = await person(t, 'admin', { firstName: 'Директор' });
});
afterAll(() => t.close());

let address = 0;
function call(who: Person | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<LightMyRequestResponse> {
  address += 1;
  return t.app.inject({ method, url, headers: who ? { authorization: who.token } : {}, payload, remoteAddress: `10.9.${address >> 8}.${address & 255}` });
}

function expectError(response: LightMyRequestResponse, status: number, message?: string | RegExp) {
  expect(response.statusCode, response.body).toBe(status);
  expect(isErrorBody(response.json()), response.body).toBe(true);
  if (typeof message === 'string') expect(response.json().message).toBe(message);
  else if (message) expect(response.json().message).toMatch(message);
}

async function reports(who: Person): Promise<ModerationReply> {
  const answer = await call(who, 'GET', '/api/v1/moderation/reports');
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['cache-control']).toBe('no-store');
  return answer.json();
}
const hide = (who: Person | undefined, id: number | string, body: object) => call(who, 'PUT', `/api/v1/moderation/comments/${id}`, body);

async function postOnLecture(who: Person, itemId: number, text: string): Promise<number> {
  const answer = await call(who, 'POST', '/api/v1/comments/commentsLectors', { idRasdel: itemId, textComent: text });
  expect(answer.statusCode, answer.body).toBe(201);
  const row = await t.db.selectFrom('comments').select('id').where('user_id', '=', who.id).where('text', '=', text).executeTakeFirstOrThrow();
  return row.id;
}

/** A comment stored before this rule, in a corner the API no longer takes: written straight to the table. */
async function storedComment(who: Person, section: 'Notes' | 'help' | 'lecture', itemId: number, text: string, createdAt: number): Promise<number> {
  const row = await t.db
    .insertInto('comments')
    .values({ section, item_id: itemId, user_id: who.id, text, text_hash: commentTextHash(text), created_at: createdAt, hidden_at: null, hidden_by: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const byId = (reply: ModerationReply, id: number): ModerationComment | undefined => reply.data.find((c) => c.id === id);

describe(`Notes and help take only ids a page shows, on ${testEngine()}`, () => {
  it('refuses every Notes and help id with 404 for the list, the post, the votes and the vote record, and stores nothing', async () => {
    const pupil = await person(t, 'pupil');
    for (const path of ['commentsNote', 'commentsHelp']) {
      for (const id of [1, 5, 123_456, ITEM_ID_MAX]) {
        expectError(await call(pupil, 'GET', `/api/v1/comments/${path}/${id}`), 404, COMMENT_MESSAGES.noSuchItem);
        expectError(await call(pupil, 'POST', `/api/v1/comments/${path}`, { idRasdel: id, textComent: 'Привет' }), 404, COMMENT_MESSAGES.noSuchItem);
      }
      expectError(await call(pupil, 'GET', `/api/v1/comments/${path}/${ITEM_ID_MAX + 1}`), 400, /Неверный номер/);
    }
    for (const rasdel of ['Notes', 'help']) {
      expectError(await call(pupil, 'PUT', '/api/v1/comments/judgement', { idRasdel: 7, rasdel, change: '+' }), 404, COMMENT_MESSAGES.noSuchItem);
      expectError(await call(pupil, 'POST', '/api/v1/comments/judgement', { idRasdel: 7, rasdel, judgement: 0 }), 404, COMMENT_MESSAGES.noSuchItem);
      expectError(await call(pupil, 'GET', `/api/v1/comments/judgement/7/${rasdel}`), 404, COMMENT_MESSAGES.noSuchItem);
    }
    // Staff are refused the same: no page, no comments.
    expectError(await call(teacher, 'POST', '/api/v1/comments/commentsNote', { idRasdel: 3, textComent: 'Учитель' }), 404, COMMENT_MESSAGES.noSuchItem);
    const stored = await t.db.selectFrom('comments').select('id').where('user_id', 'in', [pupil.id, teacher.id]).execute();
    expect(stored).toEqual([]);
    expect(await t.db.selectFrom('judgement_votes').select('user_id').where('user_id', '=', pupil.id).execute()).toEqual([]);
  });

  it('still refuses a pupil without a parent’s consent on a page that takes comments', async () => {
    const pupil = await person(t, 'pupil');
    await t.db.updateTable('users').set({ consent_state: 'pending' }).where('id', '=', pupil.id).execute();
    const answer = await call(pupil, 'POST', '/api/v1/comments/commentsLectors', { idRasdel: 30003, textComent: 'Без согласия' });
    expectError(answer, 403);
    expect(answer.json().code).toBe('CONSENT_REQUIRED');
  });
});

describe(`«Жалобы» on ${testEngine()}`, () => {
  it('is for teachers and admins: a pupil and a parent get 403, no token 401, all in Russian', async () => {
    const pupil = await person(t, 'pupil');
    const parent = await person(t, 'parent');
    for (const who of [pupil, parent]) {
      expectError(await call(who, 'GET', '/api/v1/moderation/reports'), 403);
      expectError(await hide(who, 1, { hidden: true }), 403);
    }
    expectError(await call(undefined, 'GET', '/api/v1/moderation/reports'), 401);
    expectError(await hide(undefined, 1, { hidden: true }), 401);
    expect((await reports(admin)).data).toBeInstanceOf(Array);
  });

  it('lists every reported comment and every comment no page shows, newest first; not a quiet comment on a page', async () => {
    const author = await person(t, 'pupil', { firstName: 'Вася' });
    await t.db.updateTable('users').set({ last_name: 'Пупкин' }).where('id', '=', author.id).execute();
    const reporter = await person(t, 'pupil');
    const now = Math.floor(Date.now() / 1000);
    const quiet = await postOnLecture(author, 30005, 'Обычный вопрос про светодиод');
    const rude = await postOnLecture(author, 30005, 'Что-то обидное');
    expect((await call(reporter, 'POST', `/api/v1/comments/${rude}/report`)).statusCode).toBe(200);
    expect((await call(teacher, 'POST', `/api/v1/comments/${rude}/report`)).statusCode).toBe(200);
    const note = await storedComment(author, 'Notes', 42, 'Старая заметка', now - 3600);
    const help = await storedComment(author, 'help', 7, 'Старый вопрос в помощи', now - 7200);
    const lostLecture = await storedComment(author, 'lecture', 29_999, 'Лекция без страницы', now - 60);

    const reply = await reports(teacher);
    expect(byId(reply, quiet)).toBeUndefined();
    expect(byId(reply, rude)).toEqual({
      id: rude,
      section: 'lecture',
      itemId: 30005,
      onPage: true,
      text: 'Что-то обидное',
      createdAt: expect.any(Number),
      author: { id: author.id, name: 'Вася Пупкин' },
      reports: 2,
      lastReportAt: expect.any(Number),
      hidden: null,
    });
    expect(byId(reply, note)).toMatchObject({ section: 'Notes', itemId: 42, onPage: false, reports: 0, lastReportAt: null, hidden: null });
    expect(byId(reply, help)).toMatchObject({ section: 'help', itemId: 7, onPage: false });
    expect(byId(reply, lostLecture)).toMatchObject({ section: 'lecture', itemId: 29_999, onPage: false });
    const order = reply.data.map((c) => c.id).filter((id) => [rude, note, help, lostLecture].includes(id));
    expect(order).toEqual([rude, lostLecture, note, help]);
    const times = reply.data.map((c) => c.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(reply.count).toBeGreaterThanOrEqual(4);
    expect(reply.count).toBe(reply.data.length);
  });

  it('hides and shows again: pupils lose it, the row keeps who and when, the audit keeps both acts', async () => {
    const author = await person(t, 'pupil');
    const reader = await person(t, 'pupil');
    const id = await postOnLecture(author, 30006, 'Грубость');
    expect((await call(reader, 'POST', `/api/v1/comments/${id}/report`)).statusCode).toBe(200);

    const hidden = await hide(teacher, id, { hidden: true });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toEqual({ message: COMMENT_MESSAGES.hidden });
    const listed = byId(await reports(admin), id)!;
    expect(listed.hidden).toEqual({ at: expect.any(Number), by: { id: teacher.id, name: 'Ирина' } });
    expect(Math.abs(listed.hidden!.at - Date.now() / 1000)).toBeLessThan(60);
    const pupilView = (await call(reader, 'GET', '/api/v1/comments/commentsLectors/30006')).json();
    expect(pupilView.data.map((c: { id: number }) => c.id)).not.toContain(id);

    const shown = await hide(admin, id, { hidden: false });
    expect(shown.json()).toEqual({ message: COMMENT_MESSAGES.shown });
    expect(byId(await reports(teacher), id)!.hidden).toBeNull();
    expect((await call(reader, 'GET', '/api/v1/comments/commentsLectors/30006')).json().data.map((c: { id: number }) => c.id)).toContain(id);

    const trail = await t.db.selectFrom('audit').selectAll().where('action', 'in', ['comment_hide', 'comment_show']).where('subject_id', '=', author.id).orderBy('id').execute();
    expect(trail.map((row) => [row.action, row.actor_id, JSON.parse(row.details)])).toEqual([
      ['comment_hide', teacher.id, { commentId: id }],
      ['comment_show', admin.id, { commentId: id }],
    ]);
    for (const row of trail) expect(Math.abs(Number(row.created_at) - Date.now() / 1000)).toBeLessThan(60);
  });

  it('answers 404 for an unknown comment and a Russian 400 for a bad body or id, changing nothing', async () => {
    expectError(await hide(teacher, 2_000_000_000, { hidden: true }), 404, COMMENT_MESSAGES.commentNotFound);
    expectError(await hide(teacher, 1, { hidden: 'да' }), 400, 'Поле hidden должно быть true или false');
    expectError(await hide(teacher, 1, {}), 400, /hidden/);
    expectError(await hide(teacher, 1, []), 400);
    expectError(await hide(teacher, 'abc', { hidden: true }), 400, /Неверный номер/);
    expectError(await hide(teacher, '0', { hidden: true }), 400, /Неверный номер/);
    expectError(await hide(teacher, '99999999999', { hidden: true }), 400, /Неверный номер/);
    const bad = await t.app.inject({ method: 'PUT', url: '/api/v1/moderation/comments/1', headers: { authorization: teacher.token, 'content-type': 'application/json' }, payload: '{"hidden":' });
    expectError(bad, 400);
    expect(bad.json().message).toMatch(/[а-я]/i);
  });
});
