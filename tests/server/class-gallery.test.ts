import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassInfo } from '../../domain/classes';
import { GALLERY_MSG, type GalleryItem, type GalleryReply } from '../../domain/gallery';
import { usersRepository } from '../../server/db/repositories/users';
import { deleteAccount } from '../../server/services/account-deletion';
import { familyCopyPage } from '../../server/services/family-copy-page';
import { myData } from '../../server/services/my-data';
import { REACTION_LIMIT } from '../../server/routes/gallery/index';
import { joinClass, newClass, person, sendBuild, type Person } from '../helpers/people';
import { noisyJpeg } from '../helpers/photos';
import { caller, createTestApp, isErrorBody, type TestApp } from '../helpers/test-app';
import { testEngine } from '../helpers/test-database';

// The class gallery (docs/decisions/0279-the-class-gallery.md) through the API on the engine of
// the vitest project: only one's own class, never a pupil without consent or a hidden item, a
// build taken back leaves, «Я тоже собрал» is set (not toggled), GPS never reaches a classmate,
// and every bad input is a Russian 4xx.

let t: TestApp;
let photo: Buffer;
let teacher: Person;
let otherTeacher: Person;
let admin: Person;
beforeAll(async () => {
  t = await createTestApp();
  photo = await sharp(await noisyJpeg(320, 240))
    .withExif({ IFD0: { Make: 'PupilPhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 45/1 2113/100', GPSLongitudeRef: 'E', GPSLongitude: '37/1 37/1 1911/100' } })
    .jpeg()
    .toBuffer();
  teacher = await person(t, 'teacher', { firstName: 'Ирина' });
  otherTeacher = await person(t, 'teacher', { firstName: 'Олег' });
  admin = await person(t, 'admin', { firstName: 'Директор' });
});
afterAll(() => t.close());

const call = caller(() => t.app);
type Res = Awaited<ReturnType<typeof call>>;

function expectError(response: Res, status: number, message?: string | RegExp) {
  expect(response.statusCode, response.body).toBe(status);
  expect(isErrorBody(response.json()), response.body).toBe(true);
  if (typeof message === 'string') expect(response.json().message).toBe(message);
  else if (message) expect(response.json().message).toMatch(message);
}

async function pupilIn(room: ClassInfo, firstName: string): Promise<Person> {
  const pupil = await person(t, 'pupil', { linked: false, firstName });
  await joinClass(t, pupil, room.code!, 'Петрова');
  return pupil;
}

const submit = (pupil: Person, projectId: number) => sendBuild(t, pupil, projectId, photo);

async function approved(pupil: Person, projectId: number, by: Person = teacher): Promise<number> {
  const id = await submit(pupil, projectId);
  const answer = await call(by, 'POST', `/api/v1/review/submissions/${id}/approve`, { comment: '' });
  expect(answer.statusCode, answer.body).toBe(200);
  return id;
}

const show = (pupil: Person, id: number | string, shown: unknown = true) => call(pupil, 'PUT', `/api/v1/submissions/${id}/shown-to-class`, { shown } as object);
const react = (who: Person, id: number | string, reacted: unknown = true) => call(who, 'POST', `/api/v1/gallery/${id}/reaction`, { reacted } as object);
const hide = (who: Person, id: number | string, hidden: unknown = true) => call(who, 'PUT', `/api/v1/gallery/${id}`, { hidden } as object);

async function gallery(who: Person, classId: number): Promise<GalleryReply['data']> {
  const answer = await call(who, 'GET', `/api/v1/classes/${classId}/gallery`);
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['cache-control']).toBe('no-store');
  return (answer.json() as GalleryReply).data;
}
const ids = (items: GalleryItem[]) => items.map((item) => item.id);

describe(`the class gallery on ${testEngine()}`, () => {
  it('shows an approved build to the pupil’s own class and its staff, with the photo, the project and the first name only', async () => {
    const room = await newClass(t, teacher);
    const masha = await pupilIn(room, 'Маша');
    const petya = await pupilIn(room, 'Петя');
    const work = await approved(masha, 1);
    const answer = await show(masha, work);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ message: GALLERY_MSG.shown, data: { submissionId: work, shown: true, hidden: false } });

    const seen = await gallery(petya, room.id);
    expect(seen).toMatchObject({ classId: room.id, className: '5 «А»', staff: false });
    expect(seen.items).toEqual([
      {
        id: work,
        projectId: 1,
        projectTitle: 'Фонарик-брелок',
        pupil: { id: masha.id, firstName: 'Маша' },
        photo: { width: 320, height: 240 },
        shownAt: expect.any(Number),
        reactions: 0,
        mine: false,
        own: false,
        hidden: false,
      },
    ]);
    expect(JSON.stringify(seen)).not.toContain('Петрова');
    expect((await gallery(masha, room.id)).items[0]).toMatchObject({ id: work, own: true });
    for (const staff of [teacher, admin]) expect((await gallery(staff, room.id)).items.map((item) => item.id)).toEqual([work]);
    expect((await gallery(teacher, room.id)).staff).toBe(true);
  });

  it('answers 404 for a class one is not in: another class’s pupil, another teacher, a parent, a class that does not exist', async () => {
    const room = await newClass(t, teacher);
    const other = await newClass(t, otherTeacher);
    const masha = await pupilIn(room, 'Маша');
    const stranger = await pupilIn(other, 'Вова');
    await show(masha, await approved(masha, 2));
    const parent = await person(t, 'parent');
    const loner = await person(t, 'pupil');
    for (const who of [stranger, otherTeacher, parent, loner]) expectError(await call(who, 'GET', `/api/v1/classes/${room.id}/gallery`), 404, GALLERY_MSG.noClassFound);
    expectError(await call(masha, 'GET', '/api/v1/classes/2000000000/gallery'), 404, GALLERY_MSG.noClassFound);
    expectError(await call(admin, 'GET', '/api/v1/classes/2000000000/gallery'), 404, GALLERY_MSG.noClassFound);
    expectError(await call(masha, 'GET', '/api/v1/classes/abc/gallery'), 400);
    expectError(await call(undefined, 'GET', `/api/v1/classes/${room.id}/gallery`), 401);
    // The other class's pupil sees their own, empty gallery, and never Маша's photo.
    expect((await gallery(stranger, other.id)).items).toEqual([]);
    const work = (await gallery(masha, room.id)).items[0]!.id;
    expectError(await call(stranger, 'GET', `/api/v1/review/submissions/${work}/photo`), 404);
  });

  it('never shows a pupil without a parent’s consent, and refuses them showing; they come back with the consent', async () => {
    const room = await newClass(t, teacher);
    const masha = await pupilIn(room, 'Маша');
    const petya = await pupilIn(room, 'Петя');
    const work = await approved(masha, 3);
    expect((await show(masha, work)).statusCode).toBe(200);
    await t.db.updateTable('users').set({ consent_state: 'withdrawn' }).where('id', '=', masha.id).execute();
    for (const who of [petya, teacher, masha]) expect(ids((await gallery(who, room.id)).items)).not.toContain(work);
    expectError(await call(petya, 'GET', `/api/v1/review/submissions/${work}/photo`), 404);
    expectError(await react(petya, work), 404, GALLERY_MSG.noItem);
    const refused = await show(masha, work);
    expectError(refused, 403);
    expect(refused.json().code).toBe('CONSENT_REQUIRED');
    // Taking back works without consent.
    expect((await show(masha, work, false)).statusCode).toBe(200);
    await t.db.updateTable('users').set({ consent_state: 'given' }).where('id', '=', masha.id).execute();
    expect(ids((await gallery(petya, room.id)).items)).not.toContain(work);
    expect((await show(masha, work)).statusCode).toBe(200);
    expect(ids((await gallery(petya, room.id)).items)).toContain(work);
    // A classmate without consent cannot react.
    await t.db.updateTable('users').set({ consent_state: 'pending' }).where('id', '=', petya.id).execute();
    const noConsent = await react(petya, work);
    expectError(noConsent, 403);
    expect(noConsent.json().code).toBe('CONSENT_REQUIRED');
  });

  it('shows only approved work of one’s own: pending, returned and someone else’s are refused', async () => {
    const room = await newClass(t, teacher);
    const masha = await pupilIn(room, 'Маша');
    const petya = await pupilIn(room, 'Петя');
    const pending = await submit(masha, 4);
    expectError(await show(masha, pending), 409, GALLERY_MSG.notApproved);
    const returned = await submit(masha, 5);
    expect((await call(teacher, 'POST', `/api/v1/review/submissions/${returned}/return`, { comment: 'Перепаяй' })).statusCode).toBe(200);
    const notApproved = await show(masha, returned);
    expectError(notApproved, 409, GALLERY_MSG.notApproved);
    expect(notApproved.json().code).toBe('NOT_APPROVED');
    const work = await approved(masha, 6);
    expectError(await show(petya, work), 404, GALLERY_MSG.noWork);
    expectError(await show(teacher, work), 404, GALLERY_MSG.noWork);
    expectError(await show(masha, 2_000_000_000), 404, GALLERY_MSG.noWork);
    expect((await gallery(teacher, room.id)).items).toEqual([]);
    // A pupil in no class has no gallery to show in.
    const loner = await person(t, 'pupil');
    const lonerWork = await approved(loner, 1);
    expectError(await show(loner, lonerWork), 403, GALLERY_MSG.noClass);
  });

  it('refuses bad input with a Russian 400 and writes nothing', async () => {
    const room = await newClass(t, teacher);
    const masha = await pupilIn(room, 'Маша');
    const petya = await pupilIn(room, 'Петя');
    const work = await approved(masha, 7);
    expectError(await show(masha, work, 'да'), 400, GALLERY_MSG.shownField);
    expectError(await call(masha, 'PUT', `/api/v1/submissions/${work}/shown-to-class`, {}), 400, /shown/);
    expectError(await show(masha, 'abc'), 400, /Неверный номер/);
    expectError(await show(masha, '0'), 400, /Неверный номер/);
    expectError(await react(petya, work, 1), 400, GALLERY_MSG.reactedField);
    expectError(await react(petya, 'x1'), 400, /Неверный номер/);
    expectError(await call(petya, 'POST', `/api/v1/gallery/${work}/reaction`, {}), 400, /reacted/);
    expectError(await hide(teacher, work, null), 400, GALLERY_MSG.hiddenField);
    expectError(await hide(teacher, '99999999999'), 400, /Неверный номер/);
    const broken = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/submissions/${work}/shown-to-class`,
      headers: { authorization: masha.token, 'content-type': 'application/json' },
      payload: '{"shown":',
    });
    expectError(broken, 400);
    expect(broken.json().message).toMatch(/[а-я]/i);
    expect(await t.db.selectFrom('gallery_items').selectAll().where('submission_id', '=', work).execute()).toEqual([]);
  });

  it('«Я тоже собрал» is set, not toggled: a repeat changes nothing; never one’s own, never staff, never another class', async () => {
    const room = await newClass(t, teacher);
    const other = await newClass(t, otherTeacher);
    const masha = await pupilIn(room, 'Маша');
    const petya = await pupilIn(room, 'Петя');
    const kolya = await pupilIn(room, 'Коля');
    const stranger = await pupilIn(other, 'Вова');
    const work = await approved(masha, 8);
    expectError(await react(petya, work), 404, GALLERY_MSG.noItem);
    await show(masha, work);

    for (let i = 0; i < 2; i += 1) {
      const answer = await react(petya, work, true);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ data: { reactions: 1, mine: true } });
    }
    expect((await react(kolya, work)).json()).toEqual({ data: { reactions: 2, mine: true } });
    const seen = await gallery(petya, room.id);
    expect(seen.items[0]).toMatchObject({ id: work, reactions: 2, mine: true });
    expect((await gallery(masha, room.id)).items[0]).toMatchObject({ reactions: 2, mine: false, own: true });
    for (let i = 0; i < 2; i += 1) expect((await react(petya, work, false)).json()).toEqual({ data: { reactions: 1, mine: false } });
    // Ten at once from one classmate: one row.
    await Promise.all(Array.from({ length: 10 }, () => react(petya, work, true)));
    expect((await gallery(kolya, room.id)).items[0]!.reactions).toBe(2);

    expectError(await react(masha, work), 403, GALLERY_MSG.ownReaction);
    expectError(await react(teacher, work), 403, GALLERY_MSG.pupilsOnly);
    expectError(await react(stranger, work), 404, GALLERY_MSG.noItem);
    expectError(await react(await person(t, 'parent'), work), 404, GALLERY_MSG.noItem);
    expectError(await react(petya, 2_000_000_000), 404, GALLERY_MSG.noItem);
  });

  it('lets the class’s teacher hide an item from a pupil’s view (the pupil sees it marked), audited; another teacher gets 404, a pupil 403', async () => {
    const room = await newClass(t, teacher);
    const masha = await pupilIn(room, 'Маша');
    const petya = await pupilIn(room, 'Петя');
    const work = await approved(masha, 9);
    await show(masha, work);
    expectError(await hide(petya, work), 403);
    expectError(await hide(otherTeacher, work), 404, GALLERY_MSG.noItem);
    expectError(await hide(teacher, 2_000_000_000), 404, GALLERY_MSG.noItem);

    const hidden = await hide(teacher, work);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toEqual({ message: GALLERY_MSG.itemHidden });
    expect(ids((await gallery(petya, room.id)).items)).not.toContain(work);
    expectError(await call(petya, 'GET', `/api/v1/review/submissions/${work}/photo`), 404);
    expectError(await react(petya, work), 404, GALLERY_MSG.noItem);
    expect((await gallery(teacher, room.id)).items[0]).toMatchObject({ id: work, hidden: true });
    expect((await gallery(masha, room.id)).items[0]).toMatchObject({ id: work, hidden: true, own: true });
    // Taking back and showing again does not undo the teacher's hiding.
    await show(masha, work, false);
    const again = await show(masha, work);
    expect(again.json().data).toEqual({ submissionId: work, shown: true, hidden: true });
    expect(ids((await gallery(petya, room.id)).items)).not.toContain(work);

    expect((await hide(admin, work, false)).json()).toEqual({ message: GALLERY_MSG.itemShown });
    expect(ids((await gallery(petya, room.id)).items)).toEqual([work]);
    const trail = await t.db.selectFrom('audit').selectAll().where('action', 'in', ['gallery_hide', 'gallery_show']).where('subject_id', '=', masha.id).orderBy('id').execute();
    expect(trail.map((row) => [row.action, row.actor_id, JSON.parse(row.details)])).toEqual([
      ['gallery_hide', teacher.id, { submissionId: work }],
      ['gallery_show', admin.id, { submissionId: work }],
    ]);
  });

  it('a build taken back leaves the gallery and its photo; an undone approval and a deleted account leave too', async () => {
    const room = await newClass(t, teacher);
    const masha = await pupilIn(room, 'Маша');
    const petya = await pupilIn(room, 'Петя');
    const work = await approved(masha, 10);
    await show(masha, work);
    expect((await call(petya, 'GET', `/api/v1/review/submissions/${work}/photo`)).statusCode).toBe(200);
    const back = await show(masha, work, false);
    expect(back.json()).toEqual({ message: GALLERY_MSG.takenBack, data: { submissionId: work, shown: false, hidden: false } });
    for (const who of [petya, masha, teacher]) expect(ids((await gallery(who, room.id)).items)).not.toContain(work);
    expectError(await call(petya, 'GET', `/api/v1/review/submissions/${work}/photo`), 404);

    // Undone approval: the work is pending again and leaves.
    const second = await approved(masha, 11);
    await show(masha, second);
    expect((await call(teacher, 'POST', `/api/v1/review/submissions/${second}/undo`)).statusCode).toBeLessThan(300);
    expect(ids((await gallery(petya, room.id)).items)).not.toContain(second);

    // A deleted account takes its builds and their reactions along.
    const third = await approved(masha, 12);
    await show(masha, third);
    expect((await react(petya, third)).statusCode).toBe(200);
    const user = await usersRepository(t.db).findById(masha.id);
    await deleteAccount(t.db, user!, Math.floor(Date.now() / 1000));
    expect(ids((await gallery(petya, room.id)).items)).toEqual([]);
    expect(await t.db.selectFrom('gallery_items').selectAll().where('user_id', '=', masha.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('gallery_reactions').selectAll().where('submission_id', '=', third).execute()).toEqual([]);
  });

  it('is in «Скачать мои данные» and the family’s copy: the works shown (or taken back, or hidden by staff) and one’s own «Я тоже собрал», nothing of classmates', async () => {
    const room = await newClass(t, teacher);
    const masha = await pupilIn(room, 'Маша');
    const petya = await pupilIn(room, 'Петя');
    const shown = await approved(masha, 1);
    const hidden = await approved(masha, 2);
    const takenBack = await approved(masha, 3);
    const never = await approved(masha, 4);
    for (const work of [shown, hidden, takenBack]) expect((await show(masha, work)).statusCode).toBe(200);
    expect((await hide(teacher, hidden)).statusCode).toBe(200);
    expect((await show(masha, takenBack, false)).statusCode).toBe(200);
    expect((await react(petya, shown)).statusCode).toBe(200);

    const exported = async (who: Person) => {
      const answer = await call(who, 'GET', '/api/v1/users/my-data');
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as { classGallery: unknown };
    };
    expect((await exported(masha)).classGallery).toEqual({
      works: [
        { submissionId: shown, shownAt: expect.any(Number), hiddenByStaffAt: null },
        { submissionId: hidden, shownAt: expect.any(Number), hiddenByStaffAt: expect.any(Number) },
        { submissionId: takenBack, shownAt: null, hiddenByStaffAt: null },
      ],
      reactions: [],
    });
    const petyas = await exported(petya);
    expect(petyas.classGallery).toEqual({ works: [], reactions: [{ submissionId: shown, createdAt: expect.any(Number) }] });
    expect(JSON.stringify(petyas)).not.toContain('Маша');

    // The family's copy is the same data (without the review thread), and its page says which works the class sees.
    const { threadMessages: _private, ...copy } = await myData(t.db, (await usersRepository(t.db).findById(masha.id))!);
    expect(copy.classGallery.works.map((item) => item.submissionId)).toEqual([shown, hidden, takenBack]);
    const works = familyCopyPage(copy).split('<section class="work">').slice(1);
    const said = (id: number) => works.find((work) => work.includes(encodeURI(`работа-${id}.jpg`)))!;
    expect(said(shown)).toMatch(/Показана классу в галерее с \d+ [а-я]+ \d{4} г\.<\/p>/);
    expect(said(hidden)).toContain(', но учитель скрыл её из галереи');
    for (const id of [takenBack, never]) expect(said(id)).not.toContain('галере');
  });

  it('serves a classmate the first photo only, re-encoded with no EXIF and no GPS', async () => {
    expect((await sharp(photo).metadata()).exif?.includes('PupilPhoneMaker')).toBe(true);
    const room = await newClass(t, teacher);
    const masha = await pupilIn(room, 'Маша');
    const petya = await pupilIn(room, 'Петя');
    const work = await approved(masha, 13);
    await show(masha, work);
    for (const size of ['full', 'thumb']) {
      const served = await call(petya, 'GET', `/api/v1/review/submissions/${work}/photo?size=${size}`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('PupilPhoneMaker'))).toBe(false);
      expect(served.rawPayload.includes(Buffer.from('GPS'))).toBe(false);
    }
    expectError(await call(petya, 'GET', `/api/v1/review/submissions/${work}/photo?index=1`), 404);
  });

  it('reads a class of 30 pupils × 15 shown builds in one query, the same time however many items', async () => {
    const room = await newClass(t, teacher);
    const now = Math.floor(Date.now() / 1000);
    const pupils = await t.db
      .insertInto('users')
      .values(Array.from({ length: 30 }, (_, i) => ({ email: `g-${i}-${randomUUID()}@example.com`, password_hash: 'x', first_name: `Ученик${i}`, role: 'pupil' as const, class_id: room.id, journal_linked: 1, created_at: now })))
      .returning('id')
      .execute();
    const works = await t.db
      .insertInto('submissions')
      .values(
        pupils.flatMap((pupil) =>
          Array.from({ length: 15 }, (_, p) => ({
            user_id: pupil.id,
            project_id: p + 1,
            status: 'approved' as const,
            photo: 'x.jpg',
            thumb: 'x-thumb.jpg',
            mime: 'image/jpeg',
            width: 640,
            height: 480,
            bytes: 1000,
            idempotency_key: randomUUID(),
            created_at: now,
          })),
        ),
      )
      .returning(['id', 'user_id'])
      .execute();
    await t.db
      .insertInto('gallery_items')
      .values(works.map((work, i) => ({ submission_id: work.id, user_id: work.user_id, shown_at: now - i, hidden_at: null, hidden_by: null })))
      .execute();
    const viewer = await pupilIn(room, 'Смотрю');
    await t.db.insertInto('gallery_reactions').values(works.slice(0, 100).map((work) => ({ submission_id: work.id, user_id: viewer.id, created_at: now }))).execute();

    let queries = 0;
    const counting = t.app.inject.bind(t.app);
    const answer = await (async () => {
      const original = t.db.getExecutor();
      const spy = original.executeQuery.bind(original);
      (original as { executeQuery: typeof spy }).executeQuery = (query, ...rest) => {
        if (query.sql.includes('gallery_items')) queries += 1;
        return spy(query, ...rest);
      };
      try {
        return await counting({ method: 'GET', url: `/api/v1/classes/${room.id}/gallery`, headers: { authorization: viewer.token } });
      } finally {
        (original as { executeQuery: typeof spy }).executeQuery = spy;
      }
    })();
    expect(answer.statusCode).toBe(200);
    const items = (answer.json() as GalleryReply).data.items;
    expect(items).toHaveLength(450);
    expect(items.filter((item) => item.mine)).toHaveLength(100);
    expect(items.map((item) => item.shownAt)).toEqual([...items.map((item) => item.shownAt)].sort((a, b) => b - a));
    expect(queries).toBe(1);
    expect(REACTION_LIMIT.max).toBeGreaterThanOrEqual(30);
  });
});
