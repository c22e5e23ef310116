import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_MESSAGES, ITEM_ID_MAX } from '../../domain/comments';
import { COMMENT_LIMITS, VOTE_LIMITS } from '../../server/routes/comments/index';
import { person, type Person } from '../helpers/people';
import { createTestApp, isErrorBody, type TestApp } from '../helpers/test-app';
import { testEngine } from '../helpers/test-database';

// Comments and votes, through the API on the engine of the vitest
// project: every rule is the server's, duplicates and double votes are refused also when the
// requests race, a hidden comment is gone for pupils and kept for staff, and every refusal is a
// Russian `{ message, code }`.

let t: TestApp;
let teacher: Person;
let admin: Person;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await person(t, 'teacher', { firstName: 'Ирина Петровна' });
  admin = await person(t, 'admin', { firstName: 'Директор' });
});
afterAll(() => t.close());

const API = '/api/v1/comments';
type Method = 'GET' | 'POST' | 'PUT';

/** Each person writes from an address of their own, so the per-address limit only counts where a test wants it to. */
const addressOf = (who: Person) => `10.${(who.id >> 16) & 255}.${(who.id >> 8) & 255}.${who.id & 255}`;

function call(who: Person | undefined, method: Method, url: string, payload?: object, from?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: who ? { authorization: who.token } : {},
    payload,
    remoteAddress: from ?? (who ? addressOf(who) : '127.0.0.1'),
  });
}

const post = (who: Person, path: string, idRasdel: number, textComent: string, from?: string) =>
  call(who, 'POST', `${API}/${path}`, { idRasdel, textComent }, from);
const list = (who: Person, path: string, id: number | string) => call(who, 'GET', `${API}/${path}/${id}`);
const vote = (who: Person, rasdel: string, idRasdel: number, change: '+' | '-') => call(who, 'PUT', `${API}/judgement`, { idRasdel, rasdel, change });
const judgement = (who: Person, id: number | string, section: string) => call(who, 'GET', `${API}/judgement/${id}/${section}`);

interface ListedComment {
  id: number;
  idUser: number;
  textComent: string;
  timeComent: number;
  author: { firstName: string; photo: string; level: number; role: string };
  hidden: boolean;
  reportedByMe: boolean;
  reports: number;
}
async function listed(who: Person, path: string, id: number): Promise<{ data: ListedComment[]; count: number }> {
  const response = await list(who, path, id);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function expectError(response: LightMyRequestResponse, status: number, message?: string | RegExp) {
  expect(response.statusCode, response.body).toBe(status);
  expect(isErrorBody(response.json()), response.body).toBe(true);
  if (typeof message === 'string') expect(response.json().message).toBe(message);
  else if (message) expect(response.json().message).toMatch(message);
}

const ADDED = { message: COMMENT_MESSAGES.added };

/**
 * A ProfileUser item nobody else in this file uses: a user's page, from a pool made in one insert.
 * (Notes and help, the items these tests used before, take no id until a page shows one:
 * docs/decisions/0277-notes-and-help-take-only-ids-a-page-shows.md.)
 */
let profilePool: number[] = [];
const freshProfile = () => {
  const id = profilePool.pop();
  if (id === undefined) throw new Error('the pool of profiles ran out: make it larger');
  return id;
};
beforeAll(async () => {
  const now = Math.floor(Date.now() / 1000);
  const rows = await t.db
    .insertInto('users')
    .values(Array.from({ length: 700 }, (_, i) => ({ email: `page-${i}-${now}@example.com`, password_hash: 'not-a-real-hash', first_name: 'Страница', created_at: now })))
    .returning('id')
    .execute();
  profilePool = rows.map((row) => row.id);
});

async function commentId(userId: number, text: string): Promise<number> {
  const row = await t.db.selectFrom('comments').select('id').where('user_id', '=', userId).where('text', '=', text).executeTakeFirstOrThrow();
  return row.id;
}

describe(`posting and listing comments on ${testEngine()}`, () => {
  it('adds a comment and lists it newest first, each with its author from the same answer', async () => {
    const masha = await person(t, 'pupil', { firstName: 'Маша' });
    const petya = await person(t, 'pupil', { firstName: 'Петя' });
    await t.db.updateTable('users').set({ level: 3, photo: 'masha.jpg' }).where('id', '=', masha.id).execute();

    const first = await post(masha, 'commentsLectors', 30003, 'Какой стороной ставить светодиод?');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual(ADDED);
    expect((await post(petya, 'commentsLectors', 30003, 'Длинной ногой к плюсу')).statusCode).toBe(201);
    expect((await post(masha, 'commentsLectors', 30003, 'Спасибо!')).statusCode).toBe(201);
    expect((await post(teacher, 'commentsLectors', 30003, 'Верно, Петя')).statusCode).toBe(201);

    // The first question moved an hour later: the order is by time, not by id; the rest share a
    // second (or close to it) and the later id comes first.
    const question = await commentId(masha.id, 'Какой стороной ставить светодиод?');
    await t.db
      .updateTable('comments')
      .set({ created_at: Math.floor(Date.now() / 1000) + 3600 })
      .where('id', '=', question)
      .execute();

    const answer = await listed(petya, 'commentsLectors', 30003);
    expect(answer.count).toBe(4);
    expect(answer.data.map((c) => c.textComent)).toEqual(['Какой стороной ставить светодиод?', 'Верно, Петя', 'Спасибо!', 'Длинной ногой к плюсу']);
    const [top, byTeacher, , byPetya] = answer.data;
    expect(top).toEqual({
      id: question,
      idUser: masha.id,
      textComent: 'Какой стороной ставить светодиод?',
      timeComent: expect.any(Number),
      author: { firstName: 'Маша', photo: 'masha.jpg', level: 3, role: 'pupil' },
      hidden: false,
      reportedByMe: false,
      reports: 0,
    });
    expect(byTeacher!.author).toEqual({ firstName: 'Ирина Петровна', photo: '', level: 0, role: 'teacher' });
    expect(byPetya!.author.firstName).toBe('Петя');
    expect(Math.abs(byPetya!.timeComent - Date.now() / 1000)).toBeLessThan(60);
    // Other items and sections are not mixed in.
    expect((await listed(petya, 'commentsLectors', 30004)).data).toEqual([]);
    expect((await listed(petya, 'commentsProfileUser', petya.id)).count).toBe(0);
  });

  it('takes 500 characters and refuses 501; stores the text trimmed, so 500 with spaces around is accepted', async () => {
    const pupil = await person(t, 'pupil');
    const item = freshProfile();
    expect((await post(pupil, 'commentsProfileUser', item, 'я'.repeat(500))).statusCode).toBe(201);
    expectError(await post(pupil, 'commentsProfileUser', item, 'ю'.repeat(501)), 400, 'Максимальная длина коммента - 500 символов');
    const padded = `  \n${'ж'.repeat(500)}\n  `;
    expect((await post(pupil, 'commentsProfileUser', item, padded)).statusCode).toBe(201);
    const texts = (await listed(pupil, 'commentsProfileUser', item)).data.map((c) => c.textComent);
    expect(texts).toEqual(['ж'.repeat(500), 'я'.repeat(500)]);
  });

  it('refuses a body far over the limit by its size, with the same message', async () => {
    const pupil = await person(t, 'pupil');
    expectError(await post(pupil, 'commentsProfileUser', freshProfile(), 'x'.repeat(2001)), 400, COMMENT_MESSAGES.tooLong);
    expectError(await post(pupil, 'commentsProfileUser', freshProfile(), 'x'.repeat(70_000)), 413);
  });

  it('refuses empty and blank comments and control or invisible characters, and keeps line breaks', async () => {
    const pupil = await person(t, 'pupil');
    const item = freshProfile();
    for (const text of ['', '   ', ' \n\t ']) {
      expectError(await post(pupil, 'commentsProfileUser', item, text), 400, 'Комментарий не может быть пустым');
    }
    for (const text of ['При\u0000вет', 'Привет\u001b[31m', '\u202eтевирП', 'При\u200bвет', '\u200b\u200b', 'Привет\u0007', 'При\ud800вет', '\ufeffПривет']) {
      expectError(await post(pupil, 'commentsProfileUser', item, text), 400, /невидимые или служебные символы/);
    }
    expect((await listed(pupil, 'commentsProfileUser', item)).count).toBe(0);
    expect((await post(pupil, 'commentsProfileUser', item, 'Первая строка\nвторая строка')).statusCode).toBe(201);
    expect((await listed(pupil, 'commentsProfileUser', item)).data[0]!.textComent).toBe('Первая строка\nвторая строка');
    // The zero-width joiner inside an emoji sequence draws nothing by itself: allowed.
    expect((await post(pupil, 'commentsProfileUser', item, 'Я паяю 👩‍🔧')).statusCode).toBe(201);
  });

  it('stores and returns markup as the literal text it is', async () => {
    const pupil = await person(t, 'pupil');
    const item = freshProfile();
    const markup = '<img src=x onerror=alert(1)>';
    expect((await post(pupil, 'commentsProfileUser', item, markup)).statusCode).toBe(201);
    const answer = await list(pupil, 'commentsProfileUser', item);
    expect(answer.json().data[0].textComent).toBe(markup);
    expect(answer.body).toContain('<img src=x onerror=alert(1)>');
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
  });

  it('refuses the same text from the same author on the same item, also spelled with other case and spaces', async () => {
    const masha = await person(t, 'pupil');
    const petya = await person(t, 'pupil');
    const item = freshProfile();
    expect((await post(masha, 'commentsProfileUser', item, 'Спасибо!')).statusCode).toBe(201);
    const again = await post(masha, 'commentsProfileUser', item, '  СПАСИБО!  ');
    expectError(again, 409, 'Такой комментарий уже есть');
    expect(again.json().code).toBe('DUPLICATE_COMMENT');
    // Another child may say thanks too, and Masha may say it under another item.
    expect((await post(petya, 'commentsProfileUser', item, 'Спасибо!')).statusCode).toBe(201);
    const other = await person(t, 'pupil');
    expect((await post(other, 'commentsProfileUser', item, 'Спасибо  за\nурок')).statusCode).toBe(201);
    expectError(await post(other, 'commentsProfileUser', item, 'спасибо за урок'), 409, 'Такой комментарий уже есть');
    expect((await post(masha, 'commentsProfileUser', freshProfile(), 'Спасибо!')).statusCode).toBe(201);
    expect((await listed(masha, 'commentsProfileUser', item)).count).toBe(3);
  });

  it('lets one of two identical posts racing in, and answers the other «Такой комментарий уже есть»', async () => {
    const pupil = await person(t, 'pupil');
    const item = freshProfile();
    const answers = await Promise.all([0, 1].map(() => post(pupil, 'commentsProfileUser', item, 'Гонка!')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe('Такой комментарий уже есть');
    expect((await listed(pupil, 'commentsProfileUser', item)).count).toBe(1);
  });

  it('answers «Слишком часто!» with Retry-After after 3 posts a minute, counting only well-formed ones', async () => {
    expect(COMMENT_LIMITS.perUser).toEqual({ max: 3, windowMs: 60_000 });
    const pupil = await person(t, 'pupil');
    const item = freshProfile();
    // Refused texts and items are not counted.
    for (let i = 0; i < 5; i += 1) expectError(await post(pupil, 'commentsProfileUser', item, ' '), 400, COMMENT_MESSAGES.empty);
    expectError(await post(pupil, 'commentsLectors', 30016, 'Привет'), 404);
    for (let i = 1; i <= 3; i += 1) expect((await post(pupil, 'commentsProfileUser', item, `Вопрос ${i}`)).statusCode).toBe(201);
    const fourth = await post(pupil, 'commentsProfileUser', item, 'Вопрос 4');
    expectError(fourth, 429, 'Слишком часто!');
    expect(fourth.json().code).toBe('RATE_LIMITED');
    const wait = Number(fourth.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // Counted per pupil: a classmate on the same address still writes.
    const classmate = await person(t, 'pupil');
    expect((await post(classmate, 'commentsProfileUser', item, 'А я могу', addressOf(pupil))).statusCode).toBe(201);
    expect((await listed(pupil, 'commentsProfileUser', item)).count).toBe(4);
  });

  it('has a generous ceiling per address, with the same message', async () => {
    const { max } = COMMENT_LIMITS.perAddress;
    expect(max).toBeGreaterThanOrEqual(90);
    const from = '192.0.2.77';
    const item = freshProfile();
    let pupil = await person(t, 'pupil');
    for (let i = 0; i < max; i += 1) {
      if (i > 0 && i % COMMENT_LIMITS.perUser.max === 0) pupil = await person(t, 'pupil');
      const answer = await post(pupil, 'commentsProfileUser', item, `Сообщение ${i}`, from);
      expect(answer.statusCode, answer.body).toBe(201);
    }
    const over = await post(await person(t, 'pupil'), 'commentsProfileUser', item, 'Ещё одно', from);
    expectError(over, 429, 'Слишком часто!');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('which items take comments', () => {
  it('knows the lecture ids that have a page, the one Feedback item and existing profiles', async () => {
    const pupil = await person(t, 'pupil');
    const other = await person(t, 'pupil');
    for (const id of [30001, 30015, 30031, 30032, 30033, 30035]) {
      expect((await list(pupil, 'commentsLectors', id)).statusCode, String(id)).toBe(200);
    }
    for (const id of [30016, 30000, 30036, 1]) {
      expectError(await list(pupil, 'commentsLectors', id), 404, COMMENT_MESSAGES.noSuchItem);
    }
    expectError(await post(pupil, 'commentsLectors', 30016, 'Привет'), 404, COMMENT_MESSAGES.noSuchItem);

    expect((await post(pupil, 'commentsFeedback', 1, 'Хочу курс про роботов')).statusCode).toBe(201);
    expect((await listed(pupil, 'commentsFeedback', 1)).count).toBeGreaterThanOrEqual(1);
    expectError(await list(pupil, 'commentsFeedback', 2), 404, COMMENT_MESSAGES.noSuchItem);
    expectError(await post(pupil, 'commentsFeedback', 2, 'Привет'), 404, COMMENT_MESSAGES.noSuchItem);

    expect((await post(pupil, 'commentsProfileUser', other.id, 'Классная страница!')).statusCode).toBe(201);
    expect((await listed(other, 'commentsProfileUser', other.id)).data[0]!.textComent).toBe('Классная страница!');
    const missing = ITEM_ID_MAX - 7;
    const gone = await list(pupil, 'commentsProfileUser', missing);
    expectError(gone, 404, 'Пользователь не найден');
    expect(gone.json().code).toBe('USER_NOT_FOUND');
    expectError(await post(pupil, 'commentsProfileUser', missing, 'Привет'), 404, 'Пользователь не найден');

    // Notes and help: no page shows them, so no id (docs/decisions/0277-notes-and-help-take-only-ids-a-page-shows.md).
    expectError(await list(pupil, 'commentsNote', 123_456), 404, COMMENT_MESSAGES.noSuchItem);
    expectError(await list(pupil, 'commentsHelp', ITEM_ID_MAX), 404, COMMENT_MESSAGES.noSuchItem);
    expectError(await list(pupil, 'commentsHelp', ITEM_ID_MAX + 1), 400, /Неверный номер/);
    expectError(await list(pupil, 'commentsHelp', '9999999999'), 400, /Неверный номер/);
    expectError(await post(pupil, 'commentsHelp', ITEM_ID_MAX + 1, 'Привет'), 400, /Неверный номер/);
  });

  it('keeps GET /users/profile/{id} answering about a comment author', async () => {
    const pupil = await person(t, 'pupil', { firstName: 'Вася' });
    const reader = await person(t, 'pupil');
    const answer = await call(reader, 'GET', `/api/v1/users/profile/${pupil.id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ data: { firstName: 'Вася', photo: '', level: 0, role: 'pupil', badges: [] } });
  });
});

describe('refusals in Russian', () => {
  it('answers an unknown section, a bad id, a missing field or a wrong type with 400', async () => {
    const pupil = await person(t, 'pupil');
    const cases: [Method, string, object | undefined, string | RegExp][] = [
      ['GET', `${API}/commentsSomething/1`, undefined, COMMENT_MESSAGES.unknownSection],
      ['GET', `${API}/comments/1`, undefined, COMMENT_MESSAGES.unknownSection],
      ['POST', `${API}/commentsSomething`, { idRasdel: 1, textComent: 'Привет' }, COMMENT_MESSAGES.unknownSection],
      ['GET', `${API}/judgement/30001/Lectors`, undefined, COMMENT_MESSAGES.unknownSection],
      ['PUT', `${API}/judgement`, { idRasdel: 30001, rasdel: 'lectures', change: '+' }, COMMENT_MESSAGES.unknownSection],
      ['GET', `${API}/commentsLectors/abc`, undefined, /Неверный номер/],
      ['GET', `${API}/commentsLectors/30001abc`, undefined, /Неверный номер/],
      ['GET', `${API}/commentsLectors/-1`, undefined, /Неверный номер/],
      ['GET', `${API}/commentsLectors/0`, undefined, /Неверный номер/],
      ['GET', `${API}/commentsLectors/1.5`, undefined, /Неверный номер/],
      ['GET', `${API}/judgement/abc/lecture`, undefined, /Неверный номер/],
      ['POST', `${API}/abc/report`, undefined, 'Неверный номер комментария'],
      ['POST', `${API}/commentsLectors`, { idRasdel: 30001 }, COMMENT_MESSAGES.empty],
      ['POST', `${API}/commentsLectors`, { textComent: 'Привет' }, /idRasdel/],
      ['POST', `${API}/commentsLectors`, { idRasdel: '30001', textComent: 'Привет' }, /Неверный номер/],
      ['POST', `${API}/commentsLectors`, { idRasdel: 30001.5, textComent: 'Привет' }, /Неверный номер/],
      ['POST', `${API}/commentsLectors`, { idRasdel: 30001, textComent: 5 }, 'Комментарий должен быть текстом'],
      ['POST', `${API}/commentsLectors`, { idRasdel: 30001, textComent: ['Привет'] }, 'Комментарий должен быть текстом'],
      ['PUT', `${API}/judgement`, { idRasdel: 30001, rasdel: 'lecture' }, /change/],
      ['PUT', `${API}/judgement`, { idRasdel: 30001, rasdel: 'lecture', change: 'up' }, 'Голос — это «+» или «-»'],
      ['PUT', `${API}/judgement`, { idRasdel: 30001, rasdel: 'lecture', change: 1 }, 'Голос — это «+» или «-»'],
      ['POST', `${API}/judgement`, { idRasdel: 30001, rasdel: 'lecture', judgement: 5 }, /judgement должен быть 0/],
    ];
    for (const [method, url, payload, message] of cases) {
      const answer = await call(pupil, method, url, payload);
      expect(answer.statusCode, `${method} ${url} ${JSON.stringify(payload)} → ${answer.body}`).toBe(400);
      expect(isErrorBody(answer.json()), answer.body).toBe(true);
      if (typeof message === 'string') expect(answer.json().message, url).toBe(message);
      else expect(answer.json().message, url).toMatch(message);
    }
    // Not an object at all.
    for (const payload of ['[]', 'null', '"Привет"', '{']) {
      const answer = await t.app.inject({
        method: 'POST',
        url: `${API}/commentsLectors`,
        headers: { authorization: pupil.token, 'content-type': 'application/json' },
        payload,
        remoteAddress: addressOf(pupil),
      });
      expectError(answer, 400);
    }
    expect(await t.db.selectFrom('comments').select('id').where('user_id', '=', pupil.id).execute()).toEqual([]);
  });

  it('ignores fields it does not know, like every other route: they change nothing they name', async () => {
    const pupil = await person(t, 'pupil');
    const other = await person(t, 'pupil');
    const item = freshProfile();
    // Not someone else's comment, whatever `idUser` says; a field name with a bidi override is no problem either.
    expect((await call(pupil, 'POST', `${API}/commentsProfileUser`, { idRasdel: item, textComent: 'Привет', idUser: other.id })).statusCode).toBe(201);
    expect((await call(pupil, 'POST', `${API}/commentsProfileUser`, { idRasdel: item, textComent: 'Ещё раз', '\u202eхак': 1 })).statusCode).toBe(201);
    const rows = await t.db.selectFrom('comments').select(['user_id', 'text']).where('section', '=', 'ProfileUser').where('item_id', '=', item).orderBy('id').execute();
    expect(rows).toEqual([
      { user_id: pupil.id, text: 'Привет' },
      { user_id: pupil.id, text: 'Ещё раз' },
    ]);
    // One vote is one, not `times`; a new record starts at 0, not at `total`.
    expect((await call(pupil, 'PUT', `${API}/judgement`, { idRasdel: item, rasdel: 'ProfileUser', change: '+', times: 10 })).json()).toEqual({ message: 'Изменено' });
    expect((await judgement(pupil, item, 'ProfileUser')).json()).toEqual({ judgement: 1, mine: '+' });
    expect((await call(pupil, 'POST', `${API}/judgement`, { idRasdel: 30014, rasdel: 'lecture', judgement: 0, total: 100 })).statusCode).toBe(200);
    expect((await judgement(pupil, 30014, 'lecture')).json()).toEqual({ judgement: 0, mine: null });
    // The teacher who hides is the one recorded, not `by`.
    const id = await commentId(pupil.id, 'Привет');
    expect((await call(teacher, 'PUT', `${API}/${id}/hidden`, { hidden: true, by: other.id })).statusCode).toBe(200);
    const hidden = await t.db.selectFrom('comments').select('hidden_by').where('id', '=', id).executeTakeFirstOrThrow();
    expect(hidden.hidden_by).toBe(teacher.id);
  });

  it('needs a signed-in user for every call', async () => {
    const pupil = await person(t, 'pupil');
    await post(pupil, 'commentsLectors', 30002, 'Мой вопрос');
    const id = await commentId(pupil.id, 'Мой вопрос');
    const calls: [Method, string, object?][] = [
      ['GET', `${API}/commentsLectors/30002`],
      ['POST', `${API}/commentsLectors`, { idRasdel: 30002, textComent: 'Привет' }],
      ['GET', `${API}/judgement/30002/lecture`],
      ['PUT', `${API}/judgement`, { idRasdel: 30002, rasdel: 'lecture', change: '+' }],
      ['POST', `${API}/judgement`, { idRasdel: 30002, rasdel: 'lecture', judgement: 0 }],
      ['PUT', `${API}/${id}/hidden`, { hidden: true }],
      ['POST', `${API}/${id}/report`],
    ];
    for (const [method, url, payload] of calls) {
      const answer = await call(undefined, method, url, payload);
      expectError(answer, 401, 'Требуется авторизация');
      const forged = await t.app.inject({ method, url, payload, headers: { authorization: `${pupil.token}x` } });
      expectError(forged, 401);
    }
    const row = await t.db.selectFrom('comments').select(['hidden_at']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.hidden_at).toBeNull();
    expect((await judgement(pupil, 30002, 'lecture')).json()).toEqual({ judgement: 0, mine: null });
  });
});

describe('votes', () => {
  it('counts a vote once: «Изменено», then «Уже изменено» whichever way', async () => {
    const masha = await person(t, 'pupil');
    const petya = await person(t, 'pupil');
    expect((await judgement(masha, 30007, 'lecture')).json()).toEqual({ judgement: 0, mine: null });

    const first = await vote(masha, 'lecture', 30007, '+');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Изменено' });
    expect((await judgement(masha, 30007, 'lecture')).json()).toEqual({ judgement: 1, mine: '+' });

    for (const change of ['+', '-'] as const) {
      const again = await vote(masha, 'lecture', 30007, change);
      expectError(again, 409, 'Уже изменено');
      expect(again.json().code).toBe('ALREADY_VOTED');
    }
    expect((await judgement(masha, 30007, 'lecture')).json()).toEqual({ judgement: 1, mine: '+' });

    expect((await vote(petya, 'lecture', 30007, '-')).json()).toEqual({ message: 'Изменено' });
    expect((await judgement(petya, 30007, 'lecture')).json()).toEqual({ judgement: 0, mine: '-' });
    expect((await judgement(masha, 30007, 'lecture')).json()).toEqual({ judgement: 0, mine: '+' });
    // Another item and another section keep their own totals.
    expect((await judgement(masha, 30008, 'lecture')).json()).toEqual({ judgement: 0, mine: null });
    expect((await judgement(masha, masha.id, 'ProfileUser')).json()).toEqual({ judgement: 0, mine: null });
  });

  it('lets exactly one of 10 parallel votes of one user in', async () => {
    const pupil = await person(t, 'pupil');
    const item = freshProfile();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => vote(pupil, 'ProfileUser', item, i % 2 === 0 ? '-' : '+')));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(409)]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) expect(refused.json().message).toBe('Уже изменено');
    const rows = await t.db.selectFrom('judgement_votes').selectAll().where('section', '=', 'ProfileUser').where('item_id', '=', item).execute();
    expect(rows).toHaveLength(1);
    const { judgement: total, mine } = (await judgement(pupil, item, 'ProfileUser')).json();
    expect(total).toBe(rows[0]!.change);
    expect(mine).toBe(rows[0]!.change > 0 ? '+' : '-');
  });

  it('adds up 10 parallel votes of 10 users', async () => {
    const item = freshProfile();
    const voters = await Promise.all(Array.from({ length: 10 }, () => person(t, 'pupil')));
    const answers = await Promise.all(voters.map((voter, i) => vote(voter, 'ProfileUser', item, i < 7 ? '+' : '-')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array<number>(10).fill(200));
    expect((await judgement(voters[0]!, item, 'ProfileUser')).json()).toEqual({ judgement: 4, mine: '+' });
  });

  it('refuses a vote on one’s own profile and takes one on a classmate’s', async () => {
    const masha = await person(t, 'pupil');
    const petya = await person(t, 'pupil');
    const own = await vote(masha, 'ProfileUser', masha.id, '+');
    expectError(own, 403, COMMENT_MESSAGES.ownVote);
    expect(own.json().code).toBe('FORBIDDEN');
    expect((await judgement(masha, masha.id, 'ProfileUser')).json()).toEqual({ judgement: 0, mine: null });
    expect((await vote(masha, 'ProfileUser', petya.id, '+')).statusCode).toBe(200);
    expect((await judgement(petya, petya.id, 'ProfileUser')).json()).toEqual({ judgement: 1, mine: null });
    expectError(await vote(masha, 'ProfileUser', ITEM_ID_MAX - 3, '+'), 404, 'Пользователь не найден');
  });

  it('votes only on items that exist', async () => {
    const pupil = await person(t, 'pupil');
    expectError(await vote(pupil, 'lecture', 30016, '+'), 404, COMMENT_MESSAGES.noSuchItem);
    expectError(await vote(pupil, 'Feedback', 2, '+'), 404, COMMENT_MESSAGES.noSuchItem);
    expectError(await judgement(pupil, 30016, 'lecture'), 404, COMMENT_MESSAGES.noSuchItem);
    expectError(await judgement(pupil, ITEM_ID_MAX - 3, 'ProfileUser'), 404, 'Пользователь не найден');
    expect((await vote(pupil, 'Feedback', 1, '+')).statusCode).toBe(200);
    expect(await t.db.selectFrom('judgements').selectAll().where('section', '=', 'lecture').where('item_id', '=', 30016).execute()).toEqual([]);
  });

  it('creates a vote record for lectures, notes and help only, once', async () => {
    const pupil = await person(t, 'pupil');
    const other = await person(t, 'pupil');
    const record = (rasdel: string, idRasdel: number) => call(pupil, 'POST', `${API}/judgement`, { idRasdel, rasdel, judgement: 0 });

    const created = await record('lecture', 30012);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ message: COMMENT_MESSAGES.voteRecordCreated });
    expect((await record('lecture', 30012)).statusCode).toBe(200);
    const rows = await t.db.selectFrom('judgements').selectAll().where('section', '=', 'lecture').where('item_id', '=', 30012).execute();
    expect(rows).toEqual([{ section: 'lecture', item_id: 30012, total: 0 }]);
    expect((await judgement(pupil, 30012, 'lecture')).json()).toEqual({ judgement: 0, mine: null });

    // A later record call does not reset the votes.
    expect((await vote(other, 'lecture', 30012, '+')).statusCode).toBe(200);
    expect((await record('lecture', 30012)).statusCode).toBe(200);
    expect((await judgement(pupil, 30012, 'lecture')).json()).toEqual({ judgement: 1, mine: null });

    // Notes and help take a record only for an id a page shows, and no page shows one yet.
    expectError(await record('Notes', 5), 404, COMMENT_MESSAGES.noSuchItem);
    expectError(await record('help', 5), 404, COMMENT_MESSAGES.noSuchItem);
    expectError(await record('ProfileUser', other.id), 400, COMMENT_MESSAGES.voteRecordNotHere);
    expectError(await record('Feedback', 1), 400, COMMENT_MESSAGES.voteRecordNotHere);
    expectError(await record('lecture', 30016), 404, COMMENT_MESSAGES.noSuchItem);
  });
});

describe('hiding and reporting', () => {
  it('lets a teacher hide a comment: gone for pupils and from their count, marked for staff, kept in the database', async () => {
    const author = await person(t, 'pupil');
    const reader = await person(t, 'pupil');
    const item = freshProfile();
    await post(author, 'commentsProfileUser', item, 'Обычный вопрос');
    await post(author, 'commentsProfileUser', item, 'Что-то обидное');
    const id = await commentId(author.id, 'Что-то обидное');
    const hide = (who: Person, hidden: boolean, commentId: number | string = id) => call(who, 'PUT', `${API}/${commentId}/hidden`, { hidden });

    for (const who of [author, reader]) {
      expectError(await hide(who, true), 403, 'Недостаточно прав');
    }
    expect((await listed(reader, 'commentsProfileUser', item)).count).toBe(2);

    const hidden = await hide(teacher, true);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toEqual({ message: COMMENT_MESSAGES.hidden });

    for (const who of [reader, author]) {
      const seen = await listed(who, 'commentsProfileUser', item);
      expect(seen.count).toBe(1);
      expect(seen.data.map((c) => c.textComent)).toEqual(['Обычный вопрос']);
    }
    for (const who of [teacher, admin]) {
      const seen = await listed(who, 'commentsProfileUser', item);
      expect(seen.count).toBe(2);
      expect(seen.data.find((c) => c.id === id)).toMatchObject({ textComent: 'Что-то обидное', hidden: true });
      expect(seen.data.find((c) => c.id !== id)).toMatchObject({ hidden: false });
    }
    const row = await t.db.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ text: 'Что-то обидное', hidden_by: teacher.id });
    expect(row.hidden_at).toEqual(expect.any(Number));
    // Still the author's text on that item: writing it again is a duplicate, not a way around the hiding.
    expectError(await post(author, 'commentsProfileUser', item, 'Что-то обидное'), 409, 'Такой комментарий уже есть');

    const shown = await hide(admin, false);
    expect(shown.json()).toEqual({ message: COMMENT_MESSAGES.shown });
    expect((await listed(reader, 'commentsProfileUser', item)).count).toBe(2);
    const back = await t.db.selectFrom('comments').select(['hidden_at', 'hidden_by']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(back).toEqual({ hidden_at: null, hidden_by: null });

    expectError(await hide(teacher, true, ITEM_ID_MAX - 1), 404, COMMENT_MESSAGES.commentNotFound);
    expectError(await call(teacher, 'PUT', `${API}/${id}/hidden`, { hidden: 'yes' }), 400, /hidden/);
    expectError(await call(teacher, 'PUT', `${API}/${id}/hidden`, {}), 400, /hidden/);
  });

  it('takes one report per user and comment, never of one’s own, and shows the count to staff only', async () => {
    const author = await person(t, 'pupil');
    const reporter = await person(t, 'pupil');
    const bystander = await person(t, 'pupil');
    const item = freshProfile();
    await post(author, 'commentsProfileUser', item, 'Спорный комментарий');
    const id = await commentId(author.id, 'Спорный комментарий');
    const report = (who: Person, commentId: number | string = id) => call(who, 'POST', `${API}/${commentId}/report`);

    const first = await report(reporter);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: COMMENT_MESSAGES.reported });
    const second = await report(reporter);
    expectError(second, 409, COMMENT_MESSAGES.alreadyReported);
    expect(second.json().code).toBe('ALREADY_REPORTED');
    expectError(await report(author), 400, COMMENT_MESSAGES.ownReport);
    expect((await report(bystander)).statusCode).toBe(200);

    expect((await listed(reporter, 'commentsProfileUser', item)).data[0]).toMatchObject({ reportedByMe: true, reports: 0 });
    expect((await listed(author, 'commentsProfileUser', item)).data[0]).toMatchObject({ reportedByMe: false, reports: 0 });
    expect((await listed(teacher, 'commentsProfileUser', item)).data[0]).toMatchObject({ reportedByMe: false, reports: 2 });
    const rows = await t.db.selectFrom('comment_reports').select('user_id').where('comment_id', '=', id).execute();
    expect(rows.map((r) => r.user_id).sort((a, b) => a - b)).toEqual([reporter.id, bystander.id].sort((a, b) => a - b));

    expectError(await report(reporter, ITEM_ID_MAX - 1), 404, COMMENT_MESSAGES.commentNotFound);
    // A hidden comment is not there for a pupil to report.
    expect((await call(teacher, 'PUT', `${API}/${id}/hidden`, { hidden: true })).statusCode).toBe(200);
    expectError(await report(await person(t, 'pupil')), 404, COMMENT_MESSAGES.commentNotFound);
  });
});

describe(`vote limits on ${testEngine()} (docs/decisions/0101-votes-are-rate-limited.md)`, () => {
  const record = (who: Person, rasdel: string, idRasdel: number, from?: string) => call(who, 'POST', `${API}/judgement`, { idRasdel, rasdel, judgement: 0 }, from);
  const votesOf = async (userId: number) => (await t.db.selectFrom('judgement_votes').select('item_id').where('user_id', '=', userId).execute()).length;

  it('stops one pupil voting on item after item: «Слишком часто!» with Retry-After, no row beyond the limit', async () => {
    const { max, windowMs } = VOTE_LIMITS.perUser;
    expect(max).toBeLessThanOrEqual(30);
    expect(windowMs).toBe(60_000);
    const pupil = await person(t, 'pupil');
    // Refused votes are not counted: an item that does not exist, a second vote on one item.
    expectError(await vote(pupil, 'lecture', 30016, '+'), 404);
    // Votes and vote records count together.
    expect((await record(pupil, 'lecture', 30013)).statusCode).toBe(200);
    for (let i = 1; i < max; i += 1) expect((await vote(pupil, 'ProfileUser', freshProfile(), '+')).statusCode).toBe(200);
    const over = await vote(pupil, 'ProfileUser', freshProfile(), '+');
    expectError(over, 429, COMMENT_MESSAGES.tooOften);
    expect(over.json().code).toBe('RATE_LIMITED');
    const wait = Number(over.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expectError(await record(pupil, 'lecture', 30013), 429, COMMENT_MESSAGES.tooOften);
    expect(await votesOf(pupil.id)).toBe(max - 1);
    // Counted per pupil: a classmate on the same address still votes.
    const classmate = await person(t, 'pupil');
    expect((await call(classmate, 'PUT', `${API}/judgement`, { idRasdel: freshProfile(), rasdel: 'ProfileUser', change: '+' }, addressOf(pupil))).statusCode).toBe(200);
  });

  it('stops 200 votes of one pupil sent at once', async () => {
    const pupil = await person(t, 'pupil');
    const answers = await Promise.all(Array.from({ length: 200 }, () => vote(pupil, 'ProfileUser', freshProfile(), '+')));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(VOTE_LIMITS.perUser.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200 - VOTE_LIMITS.perUser.max);
    expect(await votesOf(pupil.id)).toBe(VOTE_LIMITS.perUser.max);
  });

  it('has a ceiling per address, whatever the accounts', async () => {
    const { max } = VOTE_LIMITS.perAddress;
    const from = '192.0.2.78';
    let pupil = await person(t, 'pupil');
    for (let i = 0; i < max; i += 1) {
      if (i > 0 && i % VOTE_LIMITS.perUser.max === 0) pupil = await person(t, 'pupil');
      const answer = await call(pupil, 'PUT', `${API}/judgement`, { idRasdel: freshProfile(), rasdel: 'ProfileUser', change: '+' }, from);
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const over = await call(await person(t, 'pupil'), 'PUT', `${API}/judgement`, { idRasdel: freshProfile(), rasdel: 'ProfileUser', change: '+' }, from);
    expectError(over, 429, COMMENT_MESSAGES.tooOften);
  });
});
