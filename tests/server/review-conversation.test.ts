import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_MAX } from '../../domain/constants';
import { CONVERSATION_MSG, MARK_TEXT_MAX, MARKS_MAX, type Mark } from '../../domain/review-conversation';
import { deleteAccount } from '../../server/services/account-deletion';
import { myData } from '../../server/services/my-data';
import { SUBMISSIONS_FOLDER } from '../../server/services/photo-store';
import { person, type Person } from '../helpers/people';
import { noisyJpeg } from '../helpers/photos';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue 29 on the engine of the vitest project: up to three photos per submission, all or nothing;
// the teacher's marks stored and answered exactly, every bad mark a Russian 400; the private thread
// (its pupil and staff, 404 to anyone else) and its unread counts; the contract's single photo and
// body-less approve unchanged.

let t: TestApp;
let front: Buffer;
let back: Buffer;
let close: Buffer;
let teacher: Person;
beforeAll(async () => {
  t = await createTestApp();
  [front, back, close] = await Promise.all([noisyJpeg(800, 600), noisyJpeg(600, 800), noisyJpeg(400, 300)]);
  teacher = await person(t, 'teacher', { firstName: 'Ирина' });
});
afterAll(() => t.close());

type Photo = { bytes: Buffer; filename: string };

/** A browser's FormData with `project_photo` repeated. */
async function photosForm(projectId: number, photos: Photo[]) {
  const form = new FormData();
  form.append('project_id', String(projectId));
  for (const photo of photos) form.append('project_photo', new Blob([new Uint8Array(photo.bytes)], { type: 'image/jpeg' }), photo.filename);
  const request = new Request('http://school.test/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

async function submit(pupil: Person, projectId: number, photos: Photo[], key: string = randomUUID()) {
  const { payload, contentType } = await photosForm(projectId, photos);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/projects/${projectId}/submission`,
    headers: { 'content-type': contentType, authorization: pupil.token, 'idempotency-key': key },
    payload,
  });
}

const three = (): Photo[] => [
  { bytes: front, filename: 'спереди.jpg' },
  { bytes: back, filename: 'сзади.jpg' },
  { bytes: close, filename: 'крупно.jpg' },
];

const call = (who: Person, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { authorization: who.token }, ...(payload === undefined ? {} : { payload }) });

const storedFiles = () => readdir(join(t.config.uploadsDir, SUBMISSIONS_FOLDER)).catch(() => [] as string[]);

async function rowsOf(userId: number) {
  return t.db.selectFrom('submissions').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

async function extraRows(): Promise<number> {
  const row = await t.db.selectFrom('submission_photos').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A pupil with one pending submission of `projectId` (one photo of 800×600 unless given). */
async function pupilWithWork(projectId: number, photos: Photo[] = [{ bytes: front, filename: 'робот.jpg' }], firstName = 'Коля') {
  const pupil = await person(t, 'pupil', { firstName });
  const sent = await submit(pupil, projectId, photos);
  expect(sent.statusCode, sent.body).toBe(201);
  const [row] = await rowsOf(pupil.id);
  return { pupil, id: row!.id };
}

describe('several photos in one submission', () => {
  it('takes three photos whole: each stored, each answered by its index, sizes in the lists', async () => {
    const before = (await storedFiles()).length;
    const { pupil, id } = await pupilWithWork(1, three());
    // Three photos and three thumbnails.
    expect((await storedFiles()).length).toBe(before + 6);

    const status = (await call(pupil, 'GET', '/projects/1/status')).json();
    expect(status.data).toMatchObject({ submissionId: id, marks: [] });
    expect(status.data.photos).toEqual([
      { index: 0, width: 800, height: 600 },
      { index: 1, width: 600, height: 800 },
      { index: 2, width: 400, height: 300 },
    ]);
    for (const [index, width] of [
      [0, 800],
      [1, 600],
      [2, 400],
    ] as const) {
      for (const who of [pupil, teacher]) {
        const photo = await call(who, 'GET', `/review/submissions/${id}/photo?index=${index}`);
        expect(photo.statusCode).toBe(200);
        expect((await sharp(photo.rawPayload).metadata()).width).toBe(width);
      }
    }
    const thumb = await call(teacher, 'GET', `/review/submissions/${id}/photo?index=2&size=thumb`);
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(320);
    const queue = (await call(teacher, 'GET', '/review/queue')).json();
    expect(queue.data.find((item: { id: number }) => item.id === id).photos).toHaveLength(3);
    const mine = (await call(pupil, 'GET', '/users/my-submissions')).json();
    expect(mine.data[0].photos).toHaveLength(3);

    // No 4th place to ask for, and another pupil sees none of them.
    expect((await call(pupil, 'GET', `/review/submissions/${id}/photo?index=3`)).statusCode).toBe(400);
    const other = await person(t, 'pupil');
    expect((await call(other, 'GET', `/review/submissions/${id}/photo?index=1`)).statusCode).toBe(404);
  });

  it('refuses a 4th photo with a Russian 400 and keeps nothing', async () => {
    const pupil = await person(t, 'pupil');
    const before = await storedFiles();
    const sent = await submit(pupil, 2, [...three(), { bytes: front, filename: 'ещё.jpg' }]);
    expect(sent.statusCode, sent.body).toBe(400);
    expect(sent.json()).toEqual({ code: 'VALIDATION_ERROR', message: CONVERSATION_MSG.tooManyPhotos });
    expect(await rowsOf(pupil.id)).toEqual([]);
    expect((await storedFiles()).sort()).toEqual(before.sort());
  });

  it('keeps nothing when one of the photos is not a picture: the stored ones are removed again', async () => {
    const pupil = await person(t, 'pupil');
    const before = await storedFiles();
    const extras = await extraRows();
    const sent = await submit(pupil, 2, [
      { bytes: front, filename: 'a.jpg' },
      { bytes: back, filename: 'b.jpg' },
      { bytes: Buffer.from('<html>не фото</html>'), filename: 'c.jpg' },
    ]);
    expect(sent.statusCode, sent.body).toBe(400);
    expect(sent.json().message).toMatch(/[а-яё]/i);
    expect(await rowsOf(pupil.id)).toEqual([]);
    expect(await extraRows()).toBe(extras);
    expect((await storedFiles()).sort()).toEqual(before.sort());
  });

  it('answers a repeated key with the first answer only for the same photos, all of them', async () => {
    const pupil = await person(t, 'pupil');
    const key = randomUUID();
    const first = await submit(pupil, 4, three(), key);
    expect(first.statusCode).toBe(201);
    const before = (await storedFiles()).length;
    const again = await submit(pupil, 4, three(), key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    // A photo less, or the last one changed, is another request.
    expect((await submit(pupil, 4, three().slice(0, 2), key)).statusCode).toBe(422);
    expect((await submit(pupil, 4, [...three().slice(0, 2), { bytes: front, filename: 'крупно.jpg' }], key)).statusCode).toBe(422);
    expect(await rowsOf(pupil.id)).toHaveLength(1);
    expect((await storedFiles()).length).toBe(before);
  });

  it('still takes the contract’s single project_photo: one photo, index 0', async () => {
    const { pupil, id } = await pupilWithWork(5);
    const status = (await call(pupil, 'GET', '/projects/5/status')).json();
    expect(status).toMatchObject({ status: 'pending', data: { submissionId: id, photos: [{ index: 0, width: 800, height: 600 }], marks: [] } });
    expect((await call(pupil, 'GET', `/review/submissions/${id}/photo`)).statusCode).toBe(200);
    expect((await call(pupil, 'GET', `/review/submissions/${id}/photo?index=1`)).statusCode).toBe(404);
  });

  it('leaves no row and no file when the connection dies mid-upload', async () => {
    const pupil = await person(t, 'pupil');
    const before = await storedFiles();
    const { payload, contentType } = await photosForm(6, three());
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // The server sees the request arrive and then close, cut off by the client.
    const closed = new Promise<void>((resolve) => {
      t.app.server.once('request', (request) => request.once('close', () => resolve()));
    });
    const client = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/v1/projects/6/submission',
      headers: { 'content-type': contentType, 'content-length': payload.length, authorization: pupil.token, 'idempotency-key': randomUUID() },
    });
    client.on('error', () => {});
    // Two photos and a part of the third, then the connection is gone.
    client.write(payload.subarray(0, Math.floor(payload.length * 0.8)), () => client.destroy());
    await closed;
    // The same pupil sends again over the same server: it is answered, so the cut request is over.
    const again = await submit(pupil, 6, three());
    expect(again.statusCode, again.body).toBe(201);
    const rows = await rowsOf(pupil.id);
    expect(rows).toHaveLength(1);
    const extras = await t.db.selectFrom('submission_photos').select(['photo', 'thumb']).where('submission_id', '=', rows[0]!.id).execute();
    // Only the second request's six files are new.
    const expected = [rows[0]!.photo, rows[0]!.thumb, ...extras.flatMap((extra) => [extra.photo, extra.thumb])];
    expect((await storedFiles()).sort()).toEqual([...before, ...expected].sort());
  });
});

const circle = (overrides: Partial<Mark> = {}): Mark => ({
  type: 'circle',
  photo: 0,
  points: [
    [412.25, 300.125],
    [450.5, 333.75],
  ],
  color: '#e53935',
  ...overrides,
});

describe('marks on the photos', () => {
  it('stores marks exactly as sent and answers them everywhere, the comment as the thread’s first message', async () => {
    const { pupil, id } = await pupilWithWork(7, three());
    const marks: Mark[] = [
      circle(),
      { type: 'arrow', photo: 1, points: [[0, 0], [600, 800]], color: '#fdd835' },
      { type: 'label', photo: 2, points: [[0.1234567890123, 299.999]], color: '#1e88e5', text: 'холодная пайка' },
      circle({ photo: 2, color: '#43a047', points: [[1e-7, 3], [400, 300]] }),
    ];
    const returned = await call(teacher, 'POST', `/review/submissions/${id}/return`, { comment: 'Пропаяй второй светодиод', marks });
    expect(returned.statusCode, returned.body).toBe(200);

    const status = (await call(pupil, 'GET', '/projects/7/status')).json();
    expect(status).toMatchObject({ status: 'returned', data: { comment: 'Пропаяй второй светодиод' } });
    expect(status.data.marks).toEqual(marks);
    const mine = (await call(pupil, 'GET', '/users/my-submissions')).json().data[0];
    expect(mine.marks).toEqual(marks);
    expect(mine.messages).toEqual([
      { id: expect.any(Number), submissionId: id, author: { id: teacher.id, firstName: 'Ирина', lastName: null, role: 'teacher' }, text: 'Пропаяй второй светодиод', createdAt: expect.any(Number) },
    ]);
    const staffView = (await call(teacher, 'GET', `/review/pupils/${pupil.id}/history`)).json().data.submissions[0];
    expect(staffView.marks).toEqual(marks);
    expect(staffView.messages).toHaveLength(1);
    const one = (await call(pupil, 'GET', `/review/submissions/${id}`)).json().data;
    expect(one).toMatchObject({ id, status: 'returned', marks, photos: status.data.photos });
    // The JSON answer is the same text the teacher sent: same numbers, same order.
    expect(JSON.stringify(one.marks)).toBe(JSON.stringify(marks));
  });

  it('takes a mark without `photo` as one on the first photo, on a return and on an approval', async () => {
    for (const [projectId, path, body] of [
      [12, 'return', { comment: 'Пропаяй этот' }],
      [13, 'approve', {}],
    ] as const) {
      const { id, pupil } = await pupilWithWork(projectId);
      const sent = [{ type: 'circle', color: '#e53935', points: [[100, 100], [120, 100]] }, { type: 'label', color: '#43a047', points: [[5, 5]], text: 'здесь' }];
      const answer = await call(teacher, 'POST', `/review/submissions/${id}/${path}`, { ...body, marks: sent });
      expect(answer.statusCode, answer.body).toBe(200);
      const mine = (await call(pupil, 'GET', `/review/submissions/${id}`)).json().data;
      expect(mine.marks).toEqual(sent.map((mark) => ({ ...mark, photo: 0 })));
    }
    // Still checked against that photo: a point outside it is refused in Russian.
    const { id } = await pupilWithWork(14);
    const outside = await call(teacher, 'POST', `/review/submissions/${id}/approve`, { marks: [{ type: 'circle', color: '#e53935', points: [[900, 10], [20, 20]] }] });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe(CONVERSATION_MSG.markPoints);
  });

  it('refuses every malformed list of marks with a Russian 400 and leaves the work pending', async () => {
    const { id } = await pupilWithWork(8);
    const cases: [unknown, string][] = [
      [Array.from({ length: MARKS_MAX + 1 }, () => circle()), CONVERSATION_MSG.tooManyMarks],
      [[circle({ points: [[801, 10], [20, 20]] })], CONVERSATION_MSG.markPoints],
      [[circle({ points: [[-1, 10], [20, 20]] })], CONVERSATION_MSG.markPoints],
      [[circle({ points: [[10, 10]] })], CONVERSATION_MSG.markPoints],
      [[{ ...circle(), points: [['10', 10], [20, 20]] }], CONVERSATION_MSG.markPoints],
      [[{ ...circle(), type: 'square' }], CONVERSATION_MSG.markType],
      [['круг'], CONVERSATION_MSG.markType],
      [[{ ...circle(), color: '#000000' }], CONVERSATION_MSG.markColor],
      [[circle({ photo: 1 })], CONVERSATION_MSG.markPhoto],
      [[{ type: 'label', photo: 0, points: [[5, 5]], color: '#e53935', text: 'я'.repeat(MARK_TEXT_MAX + 1) }], CONVERSATION_MSG.labelText],
      [[{ type: 'label', photo: 0, points: [[5, 5]], color: '#e53935', text: 'я'.repeat(5000) }], CONVERSATION_MSG.labelText],
      [[{ type: 'label', photo: 0, points: [[5, 5]], color: '#e53935' }], CONVERSATION_MSG.labelText],
      [[circle({ text: 'лишнее' })], CONVERSATION_MSG.textOnlyOnLabel],
      [{ type: 'circle' }, CONVERSATION_MSG.marksNotList],
    ];
    for (const [marks, message] of cases) {
      for (const [path, body] of [
        ['return', { comment: 'Исправь', marks }],
        ['approve', { marks }],
      ] as const) {
        const answer = await call(teacher, 'POST', `/review/submissions/${id}/${path}`, body);
        expect(answer.statusCode, `${path} ${JSON.stringify(marks).slice(0, 80)}: ${answer.body.slice(0, 200)}`).toBe(400);
        expect(answer.json().message).toBe(message);
      }
    }
    const [row] = await t.db.selectFrom('submissions').select(['status', 'marks']).where('id', '=', id).execute();
    expect(row).toEqual({ status: 'pending', marks: '[]' });
    expect(await t.db.selectFrom('thread_messages').selectAll().where('submission_id', '=', id).execute()).toEqual([]);
  });

  it('approves without a body as the contract does, and with words and marks when given', async () => {
    const bare = await pupilWithWork(9);
    const plain = await t.app.inject({ method: 'POST', url: `/api/v1/review/submissions/${bare.id}/approve`, headers: { authorization: teacher.token } });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json()).toMatchObject({ message: 'Работа принята' });
    expect((await call(bare.pupil, 'GET', `/review/submissions/${bare.id}/messages`)).json()).toEqual({ data: [] });

    const praised = await pupilWithWork(10);
    const marks = [circle({ color: '#43a047' })];
    const answer = await call(teacher, 'POST', `/review/submissions/${praised.id}/approve`, { comment: 'Аккуратная пайка!', marks });
    expect(answer.statusCode, answer.body).toBe(200);
    const mine = (await call(praised.pupil, 'GET', '/users/my-submissions')).json().data[0];
    expect(mine).toMatchObject({ status: 'approved', comment: 'Аккуратная пайка!', marks });
    expect(mine.messages.map((m: { text: string }) => m.text)).toEqual(['Аккуратная пайка!']);

    const wrong = await pupilWithWork(11);
    for (const body of [{ comment: 5 }, [1, 2]]) {
      const refused = await call(teacher, 'POST', `/review/submissions/${wrong.id}/approve`, body);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().message).toMatch(/[а-яё]/i);
    }
  });

  it('an undo takes back the decision’s marks and its message', async () => {
    const { pupil, id } = await pupilWithWork(12);
    await call(teacher, 'POST', `/review/submissions/${id}/return`, { comment: 'Не тот резистор', marks: [circle()] });
    const undone = await call(teacher, 'POST', `/review/submissions/${id}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    const one = (await call(pupil, 'GET', `/review/submissions/${id}`)).json().data;
    expect(one).toMatchObject({ status: 'pending', marks: [], messages: [] });
  });
});

describe('the thread of a submission', () => {
  it('is the pupil’s and staff’s only: another pupil gets 404 for reading and writing', async () => {
    const { pupil, id } = await pupilWithWork(13);
    await call(teacher, 'POST', `/review/submissions/${id}/return`, { comment: 'Где второй светодиод?' });
    const other = await person(t, 'pupil');
    for (const answer of [
      await call(other, 'GET', `/review/submissions/${id}/messages`),
      await call(other, 'POST', `/review/submissions/${id}/messages`, { text: 'привет' }),
      await call(other, 'GET', `/review/submissions/${id}`),
      await call(pupil, 'GET', '/review/submissions/2000000000/messages'),
    ]) {
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json().code).toBe('NOT_FOUND');
    }
    expect(await t.db.selectFrom('thread_messages').select('text').where('submission_id', '=', id).execute()).toEqual([{ text: 'Где второй светодиод?' }]);

    const asked = await call(pupil, 'POST', `/review/submissions/${id}/messages`, { text: '  а какой именно?  ' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({ message: CONVERSATION_MSG.messageSent, data: { submissionId: id, text: 'а какой именно?', author: { id: pupil.id, role: 'pupil' } } });
    const otherTeacher = await person(t, 'teacher', { firstName: 'Олег' });
    expect((await call(otherTeacher, 'POST', `/review/submissions/${id}/messages`, { text: 'Левый, у батарейки' })).statusCode).toBe(201);
    const thread = (await call(pupil, 'GET', `/review/submissions/${id}/messages`)).json().data;
    expect(thread.map((m: { text: string; author: { firstName: string } }) => [m.author.firstName, m.text])).toEqual([
      ['Ирина', 'Где второй светодиод?'],
      ['Коля', 'а какой именно?'],
      ['Олег', 'Левый, у батарейки'],
    ]);
  });

  it('refuses an empty or too long message in Russian', async () => {
    const { pupil, id } = await pupilWithWork(14);
    for (const [text, message] of [
      ['   ', CONVERSATION_MSG.threadEmpty],
      ['я'.repeat(COMMENT_MAX + 1), CONVERSATION_MSG.threadTooLong],
    ] as const) {
      const answer = await call(pupil, 'POST', `/review/submissions/${id}/messages`, { text });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ code: 'VALIDATION_ERROR', message });
    }
    const huge = await call(pupil, 'POST', `/review/submissions/${id}/messages`, { text: 'я'.repeat(10_000) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toMatch(/[а-яё]/i);
    expect((await call(pupil, 'POST', `/review/submissions/${id}/messages`, {})).statusCode).toBe(400);
  });

  it('keeps the comments’ pace: a 4th message in a minute in one thread is «Слишком часто!», another thread is open', async () => {
    const { pupil, id } = await pupilWithWork(9);
    for (const text of ['раз', 'два', 'три']) expect((await call(pupil, 'POST', `/review/submissions/${id}/messages`, { text })).statusCode).toBe(201);
    const fourth = await call(pupil, 'POST', `/review/submissions/${id}/messages`, { text: 'четыре' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Слишком часто!' });
    expect((await call(teacher, 'POST', `/review/submissions/${id}/messages`, { text: 'Не спеши' })).statusCode).toBe(201);
  });

  it('counts unread messages for both sides and reading clears them', async () => {
    const reviewer = await person(t, 'teacher', { firstName: 'Анна' });
    const bystander = await person(t, 'teacher', { firstName: 'Пётр' });
    const { pupil, id } = await pupilWithWork(15, undefined, 'Вася');
    const unread = async (who: Person) => (await call(who, 'GET', '/review/messages/unread')).json().data.filter((thread: { submissionId: number }) => thread.submissionId === id);

    expect(await unread(pupil)).toEqual([]);
    await call(reviewer, 'POST', `/review/submissions/${id}/return`, { comment: 'Сфотографируй сзади' });
    const [forPupil] = await unread(pupil);
    expect(forPupil).toMatchObject({ submissionId: id, projectId: 15, pupil: null, unread: 1, last: { text: 'Сфотографируй сзади', author: { firstName: 'Анна' } } });
    expect(forPupil.projectTitle).toMatch(/[а-яё]/i);
    // The teacher's own message is nobody's unread on the staff side.
    expect(await unread(reviewer)).toEqual([]);

    expect((await call(pupil, 'GET', `/review/submissions/${id}/messages`)).statusCode).toBe(200);
    expect(await unread(pupil)).toEqual([]);

    await call(pupil, 'POST', `/review/submissions/${id}/messages`, { text: 'Сзади не видно?' });
    await call(pupil, 'POST', `/review/submissions/${id}/messages`, { text: 'Вот так?' });
    expect(await unread(reviewer)).toEqual([
      expect.objectContaining({ submissionId: id, pupil: { id: pupil.id, firstName: 'Вася', lastName: null }, unread: 2, last: expect.objectContaining({ text: 'Вот так?' }) }),
    ]);
    // Work another teacher reviewed is not in this one's list; the pupil's own messages are not the pupil's unread.
    expect(await unread(bystander)).toEqual([]);
    expect(await unread(pupil)).toEqual([]);

    await call(reviewer, 'GET', `/review/submissions/${id}/messages`);
    expect(await unread(reviewer)).toEqual([]);
    await call(reviewer, 'POST', `/review/submissions/${id}/messages`, { text: 'Да, так хорошо видно' });
    expect((await unread(pupil))[0]).toMatchObject({ unread: 1 });
  });
});

describe('a resubmission beside the previous one', () => {
  it('points the queue at the returned work, which the teacher opens with its marks and thread', async () => {
    const { pupil, id: firstId } = await pupilWithWork(3);
    await call(teacher, 'POST', `/review/submissions/${firstId}/return`, { comment: 'Плохо видно', marks: [circle()] });
    await call(pupil, 'POST', `/review/submissions/${firstId}/messages`, { text: 'Пересниму' });
    expect((await submit(pupil, 3, three().slice(0, 2))).statusCode).toBe(201);
    const rows = await rowsOf(pupil.id);
    const second = rows[1]!.id;
    const queued = (await call(teacher, 'GET', '/review/queue')).json().data.find((item: { id: number }) => item.id === second);
    expect(queued).toMatchObject({ previousId: firstId, photos: [{ index: 0 }, { index: 1 }] });
    const previous = (await call(teacher, 'GET', `/review/submissions/${firstId}`)).json().data;
    expect(previous).toMatchObject({ id: firstId, status: 'returned', marks: [circle()], comment: 'Плохо видно' });
    expect(previous.messages.map((m: { text: string }) => m.text)).toEqual(['Плохо видно', 'Пересниму']);
    // The first work of a pupil has none before it.
    const firstWork = await pupilWithWork(3);
    const queue = (await call(teacher, 'GET', '/review/queue')).json().data;
    expect(queue.find((item: { id: number }) => item.id === firstWork.id).previousId).toBeNull();
  });
});

describe('the pupil’s own data', () => {
  it('«Мои данные» carries the marks, every photo and the thread; closing the account removes all three photos', async () => {
    const { pupil, id } = await pupilWithWork(2, three());
    await call(teacher, 'POST', `/review/submissions/${id}/return`, { comment: 'Покажи пайку крупнее', marks: [circle()] });
    await call(pupil, 'POST', `/review/submissions/${id}/messages`, { text: 'Хорошо' });
    const user = await t.db.selectFrom('users').selectAll().where('id', '=', pupil.id).executeTakeFirstOrThrow();
    const data = await myData(t.db, user);
    expect(data.submissions).toEqual([expect.objectContaining({ id, marks: [circle()], morePhotos: [expect.any(String), expect.any(String)] })]);
    expect(data.threadMessages).toEqual([
      { submissionId: id, mine: false, authorRole: 'teacher', text: 'Покажи пайку крупнее', createdAt: expect.any(Number) },
      { submissionId: id, mine: true, authorRole: 'pupil', text: 'Хорошо', createdAt: expect.any(Number) },
    ]);

    const removed = await deleteAccount(t.db, user, Math.floor(Date.now() / 1000));
    // Three photos and three thumbnails to remove from disk; no row of them is left.
    expect(removed.photos).toHaveLength(6);
    expect(removed.photos).toEqual(expect.arrayContaining(data.submissions[0]!.morePhotos));
    expect(await t.db.selectFrom('submission_photos').selectAll().where('submission_id', '=', id).execute()).toEqual([]);
    expect(await t.db.selectFrom('thread_messages').selectAll().where('submission_id', '=', id).execute()).toEqual([]);
  });
});
