import { unzipSync } from 'fflate';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, PROFILE_MESSAGES } from '../../domain/account';
import { textMessages } from '../../domain/text';
import { ledgerRepository } from '../../server/db/repositories/ledger';
import { usersRepository } from '../../server/db/repositories/users';
import { deleteAccount } from '../../server/services/account-deletion';
import { AVATAR_FOLDER } from '../../server/services/avatars';
import { SUBMISSIONS_FOLDER } from '../../server/services/photo-store';
import { letterTo, resetLink, savedLetters } from '../helpers/mail';
import { multipart, person, type FormValue, type Person } from '../helpers/people';
import { noisyJpeg } from '../helpers/photos';
import { createTestApp, isErrorBody, login, newPupil, signup, type TestApp } from '../helpers/test-app';

// The account on the engine of the vitest project: the profile edit (every field, bad values,
// mass assignment, an avatar whose GPS is gone), password reset by a letter in the data folder
// (known and unknown e-mails answered alike; a link works once and for an hour; old sessions end),
// logging out everywhere, the family's copy of the data, and deleting an account.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://school.example' });
});
afterAll(() => t.close());

const addressOf = (n: number) => `10.9.${(n >> 8) & 255}.${n & 255}`;
let addresses = 0;

async function editProfile(who: Person, fields: Record<string, FormValue>) {
  const form = await multipart(fields);
  return t.app.inject({ method: 'PUT', url: '/api/v1/users/profile', headers: { ...form.headers, authorization: who.token }, payload: form.payload });
}
const profile = async (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/users/profile', headers: { authorization: token } });

async function signedUp() {
  const pupil = newPupil();
  const from = addressOf(++addresses);
  expect((await signup(t.app, pupil, from)).statusCode).toBe(201);
  const token = (await login(t.app, pupil.email, pupil.password, from)).json().token as string;
  return { ...pupil, token, from };
}

/** A project photo sent the way the submission panel sends it (the pupil must be linked to the journal). */
async function submitPhoto(who: { token: string }, projectId: number, bytes: Buffer) {
  const form = await multipart({ project_id: String(projectId), project_photo: { bytes, filename: 'фонарик.jpg' } });
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/projects/${projectId}/submission`,
    headers: { ...form.headers, authorization: who.token, 'idempotency-key': randomUUID() },
    payload: form.payload,
  });
}

/** The answer as the client sees it: status, headers (but the date) and body. */
const seen = (answer: { statusCode: number; headers: Record<string, unknown>; body: string }) => {
  const headers = { ...answer.headers };
  delete headers.date;
  return { status: answer.statusCode, headers, body: answer.body };
};

const forgot = (email: unknown, from = '10.1.1.1') => t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email }, remoteAddress: from });
const reset = (token: string, password: string) => t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { token, password } });

describe('profile edit', () => {
  it('saves every field, trimmed, and says «Изменено»', async () => {
    const masha = await person(t, 'pupil');
    const answer = await editProfile(masha, {
      firstName: ' Мария ',
      lastName: 'Иванова',
      city: 'Казань',
      country: 'Россия',
      status: 'Собираю радио',
      lang: 'ru',
      basicCourse: 'Электроника',
    });
    expect(answer.json()).toEqual({ message: 'Изменено' });
    expect((await profile(masha.token)).json().data).toMatchObject({
      firstName: 'Мария',
      lastName: 'Иванова',
      city: 'Казань',
      country: 'Россия',
      status: 'Собираю радио',
      basicCourse: 'Электроника',
    });
  });

  it('refuses bad values in Russian and changes nothing', async () => {
    const petya = await person(t, 'pupil', { firstName: 'Петя' });
    const bad: Record<string, string>[] = [{ firstName: '' }, { firstName: '12345' }, { city: 'x'.repeat(61) }, { status: 'привет\u202eмир' }, { country: 'Рос\u0000сия' }];
    for (const fields of bad) {
      const answer = await editProfile(petya, { ...fields, lastName: 'Не сохранится' });
      expect(answer.statusCode, JSON.stringify(fields)).toBe(400);
      expect(isErrorBody(answer.json())).toBe(true);
      expect(answer.json().message).toMatch(/[а-яА-Я]/);
    }
    expect((await profile(petya.token)).json().data).toMatchObject({ firstName: 'Петя', lastName: '' });
    const json = await t.app.inject({ method: 'PUT', url: '/api/v1/users/profile', headers: { authorization: petya.token }, payload: { firstName: 'Пётр' } });
    expect(json.statusCode).toBe(415);
    expect((await editProfile({ ...petya, token: 'bad' }, { firstName: 'Пётр' })).statusCode).toBe(401);
  });

  it('takes a real first name («Ян», «Аня»), and refuses an empty, too long or hidden-character one with «Имя» messages, saving nothing', async () => {
    const yan = await person(t, 'pupil', { firstName: 'Петя' });
    expect((await editProfile(yan, { firstName: 'Я'.repeat(50) })).json()).toEqual({ message: 'Изменено' });
    expect((await editProfile(yan, { firstName: ' Ян ' })).json()).toEqual({ message: 'Изменено' });
    expect((await profile(yan.token)).json().data.firstName).toBe('Ян');
    expect((await editProfile(yan, { firstName: 'Аня' })).json()).toEqual({ message: 'Изменено' });
    const bad: [string, string][] = [
      ['', PROFILE_MESSAGES.firstNameRequired],
      ['   ', PROFILE_MESSAGES.firstNameRequired],
      ['Я'.repeat(51), PROFILE_MESSAGES.firstNameTooLong],
      ['12345', PROFILE_MESSAGES.firstNameNoLetter],
      ['Ан\u0007я', textMessages.forbidden('Имя')],
      ['Ан\u0000я', textMessages.forbidden('Имя')],
      ['\u200b', textMessages.forbidden('Имя')],
      ['Аня\u202e', textMessages.forbidden('Имя')],
    ];
    for (const [firstName, message] of bad) {
      const answer = await editProfile(yan, { firstName, city: 'Не сохранится' });
      expect(answer.statusCode, JSON.stringify(firstName)).toBe(400);
      expect(answer.json()).toEqual({ code: 'VALIDATION_ERROR', message });
    }
    expect((await profile(yan.token)).json().data).toMatchObject({ firstName: 'Аня', city: '' });
  });

  it('saves the language, only «ru» or «en»', async () => {
    const lena = await person(t, 'pupil', { firstName: 'Лена' });
    expect((await editProfile(lena, { lang: 'en' })).json()).toEqual({ message: 'Изменено' });
    expect((await profile(lena.token)).json().data.lang).toBe('en');
    const bad: [string, string][] = [
      ['de', PROFILE_MESSAGES.langUnknown],
      ['', PROFILE_MESSAGES.langUnknown],
      ['EN', PROFILE_MESSAGES.langUnknown],
      ['ru-RU', PROFILE_MESSAGES.langUnknown],
      ['x'.repeat(11), textMessages.tooLong('Язык', 10)],
      ['r\u0000u', textMessages.forbidden('Язык')],
    ];
    for (const [lang, message] of bad) {
      const answer = await editProfile(lena, { lang, city: 'Не сохранится' });
      expect(answer.statusCode, JSON.stringify(lang)).toBe(400);
      expect(answer.json()).toEqual({ code: 'VALIDATION_ERROR', message });
    }
    expect((await profile(lena.token)).json().data).toMatchObject({ lang: 'en', city: '' });
    expect((await editProfile(lena, { lang: 'ru' })).json()).toEqual({ message: 'Изменено' });
    expect((await profile(lena.token)).json().data.lang).toBe('ru');
  });

  it('refuses a bad last name or course in Russian and saves nothing of the request', async () => {
    const dima = await person(t, 'pupil', { firstName: 'Дима' });
    const bad: [Record<string, string>, string][] = [
      [{ lastName: 'Ф'.repeat(41) }, textMessages.tooLong('Фамилия', 40)],
      [{ lastName: 'Ива\u202eнова' }, textMessages.forbidden('Фамилия')],
      [{ lastName: 'Ива\u0000нова' }, textMessages.forbidden('Фамилия')],
      [{ basicCourse: 'К'.repeat(61) }, textMessages.tooLong('Курс', 60)],
      [{ basicCourse: 'Электро\u200bника' }, textMessages.forbidden('Курс')],
      [{ basicCourse: 'Курс\u001b[31m' }, textMessages.forbidden('Курс')],
    ];
    for (const [fields, message] of bad) {
      const answer = await editProfile(dima, { ...fields, city: 'Не сохранится' });
      expect(answer.statusCode, JSON.stringify(fields)).toBe(400);
      expect(answer.json()).toEqual({ code: 'VALIDATION_ERROR', message });
    }
    expect((await profile(dima.token)).json().data).toMatchObject({ firstName: 'Дима', lastName: '', basicCourse: '', city: '' });
  });

  it('ignores role, diamonds, rating, level and email in the form', async () => {
    const kolya = await person(t, 'pupil');
    const answer = await editProfile(kolya, { firstName: 'Коля', role: 'admin', diamonds: '9999', rating: '9999', level: '5', email: 'boss@school.ru' });
    expect(answer.statusCode).toBe(200);
    const user = (await usersRepository(t.db).findById(kolya.id))!;
    expect(user).toMatchObject({ first_name: 'Коля', role: 'pupil', diamonds: 0, rating: 0, level: 0 });
    expect(user.email).not.toBe('boss@school.ru');
  });

  it('keeps an avatar upright, small and without EXIF or GPS, serves it publicly and removes the old one', async () => {
    const vera = await person(t, 'pupil');
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3d8bfd' } })
      .withExif({ IFD0: { Make: 'SchoolPhone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 45/1 0/1' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect((await editProfile(vera, { firstName: 'Вера', photo: { bytes: photo, filename: 'я.jpg' } })).json()).toEqual({ message: 'Изменено' });
    const first = (await profile(vera.token)).json().data.photo as string;
    expect(first).toMatch(/^[a-f0-9]{32}\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url: `/assets/profile/${first}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(320);

    await editProfile(vera, { firstName: 'Вера', photo: { bytes: photo, filename: 'я2.jpg' } });
    const second = (await profile(vera.token)).json().data.photo as string;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: `/assets/profile/${first}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/assets/profile/..%2Fjwt-secret' })).statusCode).toBe(400);

    const notImage = await editProfile(vera, { firstName: 'Вера', photo: { bytes: Buffer.from('<svg/>'), filename: 'x.jpg' } });
    expect(notImage.statusCode).toBe(400);
    expect((await profile(vera.token)).json().data.photo).toBe(second);
  });
});

describe('password reset', () => {
  it('answers a known and an unknown e-mail alike, and sends a letter only to the known one', async () => {
    const pupil = await signedUp();
    const before = savedLetters(t.config.dataDir).length;
    const known = await forgot(`  ${pupil.email.toUpperCase()} `, '10.2.0.1');
    const unknown = await forgot('nobody-here@example.com', '10.2.0.2');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(seen(known)).toEqual(seen(unknown));
    expect(known.json()).toEqual({ message: ACCOUNT_MESSAGES.resetRequested });
    const letter = await letterTo(t.config.dataDir, pupil.email);
    expect(savedLetters(t.config.dataDir).length).toBe(before + 1);
    expect(letter.text).toContain('Ссылка работает один час и только один раз.');
    expect(resetLink(letter).origin).toBe('https://school.example');
  });

  it('answers before the lookup: a known e-mail whose link cannot even be stored gets the unknown one\'s answer', async () => {
    // The lookup, the new link and the letter run after the answer: here the link's table is gone,
    // so that work fails for the known e-mail — and the answer cannot tell (the failure is logged).
    const other = await createTestApp({ PUBLIC_URL: 'https://school.example' });
    try {
      const created = await usersRepository(other.db).create({
        email: 'known@example.com',
        passwordHash: 'not-a-real-hash',
        firstName: 'Маша',
        role: 'pupil',
        journalLinked: false,
        now: 1,
      });
      expect(created.ok).toBe(true);
      await other.db.schema.dropTable('password_resets').execute();
      const ask = (email: string, from: string) => other.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email }, remoteAddress: from });
      const known = await ask('known@example.com', '10.4.0.1');
      const unknown = await ask('unknown@example.com', '10.4.0.2');
      expect(known.statusCode).toBe(200);
      expect(seen(known)).toEqual(seen(unknown));
      expect(known.json()).toEqual({ message: ACCOUNT_MESSAGES.resetRequested });
    } finally {
      await other.close();
    }
  });

  it('builds the link from PUBLIC_URL, never from the Host header', async () => {
    const pupil = await signedUp();
    await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: pupil.email }, headers: { host: 'evil.example' }, remoteAddress: '10.2.1.1' });
    const letter = await letterTo(t.config.dataDir, pupil.email);
    expect(letter.text).not.toContain('evil.example');
    expect(resetLink(letter).host).toBe('school.example');
  });

  it('refuses bad e-mails with the contract messages', async () => {
    expect((await forgot('', '10.2.2.1')).json().message).toBe(ACCOUNT_MESSAGES.resetEmailRequired);
    expect((await forgot('not-an-email', '10.2.2.1')).json().message).toBe(ACCOUNT_MESSAGES.resetEmailInvalid);
    expect((await forgot(42, '10.2.2.1')).statusCode).toBe(400);
    const hidden = await forgot('ma\u0000sha@example.com', '10.2.2.1');
    expect(hidden.statusCode).toBe(400);
    expect(isErrorBody(hidden.json())).toBe(true);
  });

  it('sets a new password once, ends every old session, and a used or expired link is refused', async () => {
    const pupil = await signedUp();
    await forgot(pupil.email, '10.2.3.1');
    const token = resetLink(await letterTo(t.config.dataDir, pupil.email)).searchParams.get('token')!;
    expect((await reset(token, 'short')).statusCode).toBe(400);
    const changed = await reset(token, 'a-brand-new-pass-1');
    expect(changed.json()).toEqual({ message: ACCOUNT_MESSAGES.passwordChanged });
    expect((await profile(pupil.token)).statusCode).toBe(401);
    expect((await login(t.app, pupil.email, pupil.password, pupil.from)).statusCode).toBe(401);
    expect((await login(t.app, pupil.email, 'a-brand-new-pass-1', pupil.from)).statusCode).toBe(200);
    const again = await reset(token, 'another-pass-2');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'RESET_LINK_INVALID', message: ACCOUNT_MESSAGES.resetLinkInvalid });
    expect((await reset('x'.repeat(43), 'another-pass-2')).json().code).toBe('RESET_LINK_INVALID');
    // A «password changed» letter follows.
    expect((await letterTo(t.config.dataDir, pupil.email, 1)).text).toContain('только что изменили');

    await forgot(pupil.email, '10.2.3.2');
    const late = resetLink(await letterTo(t.config.dataDir, pupil.email, 2)).searchParams.get('token')!;
    await t.db.updateTable('password_resets').set({ expires_at: 1 }).where('used_at', 'is', null).execute();
    expect((await reset(late, 'another-pass-3')).json().code).toBe('RESET_LINK_INVALID');
  });

  it('limits requests per e-mail', async () => {
    const pupil = await signedUp();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await forgot(pupil.email, `10.3.0.${i + 1}`)).statusCode);
    expect(answers).toEqual([200, 200, 200, 429]);
  });
});

describe("sessions and the family's data", () => {
  it('logs out everywhere: every token issued before stops working', async () => {
    const pupil = await signedUp();
    const second = (await login(t.app, pupil.email, pupil.password, pupil.from)).json().token as string;
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/users/logout-all', headers: { authorization: pupil.token } });
    expect(out.json()).toEqual({ message: ACCOUNT_MESSAGES.loggedOutEverywhere });
    expect((await profile(pupil.token)).statusCode).toBe(401);
    expect((await profile(second)).statusCode).toBe(401);
  });

  it('gives the pupil everything held about them as JSON and as a zip with the avatar', async () => {
    const lisa = await person(t, 'pupil', { firstName: 'Лиза' });
    await ledgerRepository(t.db).credit({ userId: lisa.id, kind: 'diamonds', delta: 30, reason: 'test', ref: null, now: 1 });
    const avatar = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#ff8a00' } }).jpeg().toBuffer();
    await editProfile(lisa, { firstName: 'Лиза', city: 'Тула', photo: { bytes: avatar, filename: 'a.jpg' } });
    const json = await t.app.inject({ method: 'GET', url: '/api/v1/users/my-data', headers: { authorization: lisa.token } });
    expect(json.headers['content-disposition']).toContain('attachment');
    expect(json.json()).toMatchObject({ profile: { firstName: 'Лиза', city: 'Тула', diamonds: 30 }, ledger: [{ delta: 30 }] });
    const zip = await t.app.inject({ method: 'GET', url: '/api/v1/users/my-data/archive', headers: { authorization: lisa.token } });
    expect(zip.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['мои-данные.json', 'фото/аватар.jpg']);
    expect(JSON.parse(new TextDecoder().decode(files['мои-данные.json'])).profile.firstName).toBe('Лиза');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/my-data' })).statusCode).toBe(401);
  });

  it('deletes an account with its password only: work, photos, avatar and figures go, comments stay as «Удалённый ученик»', async () => {
    const pupil = await signedUp();
    const id = (await profile(pupil.token)).json().data.id as number;
    const me: Person = { id, token: pupil.token, firstName: pupil.firstName };
    const other = await person(t, 'pupil');
    const teacher = await person(t, 'teacher');
    await ledgerRepository(t.db).credit({ userId: id, kind: 'rating', delta: 40, reason: 'test', ref: null, now: 1 });
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/comments/commentsProfileUser',
      headers: { authorization: pupil.token },
      payload: { idRasdel: other.id, textComent: 'Классный фонарик!' },
      remoteAddress: pupil.from,
    });
    expect(posted.statusCode).toBe(201);

    // An avatar, a language, and a project photo sent for review (the teacher links the pupil first).
    const avatarPhoto = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#22aa66' } }).jpeg().toBuffer();
    expect((await editProfile(me, { firstName: pupil.firstName, lang: 'en', photo: { bytes: avatarPhoto, filename: 'я.jpg' } })).json()).toEqual({ message: 'Изменено' });
    const avatar = (await profile(pupil.token)).json().data.photo as string;
    expect(avatar).toMatch(/^[a-f0-9]{32}\.jpg$/);
    const linked = await t.app.inject({ method: 'PUT', url: `/api/v1/review/pupils/${id}/journal`, headers: { authorization: teacher.token }, payload: { linked: true } });
    expect(linked.statusCode).toBe(200);
    expect((await submitPhoto(pupil, 7, await noisyJpeg(640, 480))).statusCode).toBe(201);
    const submission = await t.db.selectFrom('submissions').select(['id', 'photo', 'thumb']).where('user_id', '=', id).executeTakeFirstOrThrow();
    const files = [
      join(t.config.uploadsDir, SUBMISSIONS_FOLDER, submission.photo),
      join(t.config.uploadsDir, SUBMISSIONS_FOLDER, submission.thumb),
      join(t.config.uploadsDir, AVATAR_FOLDER, avatar),
    ];
    expect(files.map((file) => existsSync(file))).toEqual([true, true, true]);
    const photoUrl = `/api/v1/review/submissions/${submission.id}/photo`;
    const stored = await t.app.inject({ method: 'GET', url: photoUrl, headers: { authorization: teacher.token } });
    expect(stored.statusCode).toBe(200);

    // «Скачать мои данные» brings the project photo and the avatar along.
    const zip = await t.app.inject({ method: 'GET', url: '/api/v1/users/my-data/archive', headers: { authorization: pupil.token } });
    const unzipped = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(unzipped).sort()).toEqual(['мои-данные.json', 'фото/аватар.jpg', `фото/проект-7-работа-${submission.id}.jpg`]);
    const zipped = unzipped[`фото/проект-7-работа-${submission.id}.jpg`];
    expect(zipped && Buffer.from(zipped).equals(stored.rawPayload)).toBe(true);
    expect(JSON.parse(new TextDecoder().decode(unzipped['мои-данные.json'])).submissions).toMatchObject([{ id: submission.id, project_id: 7, status: 'pending' }]);

    // A role given meanwhile does not outlive the account.
    await t.db.updateTable('users').set({ role: 'teacher' }).where('id', '=', id).execute();

    const wrong = await t.app.inject({ method: 'DELETE', url: '/api/v1/users/profile', headers: { authorization: pupil.token }, payload: { password: 'not-my-password' } });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    expect((await profile(pupil.token)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/users/profile', headers: { authorization: pupil.token }, payload: {} })).statusCode).toBe(400);

    const gone = await t.app.inject({ method: 'DELETE', url: '/api/v1/users/profile', headers: { authorization: pupil.token }, payload: { password: pupil.password } });
    expect(gone.json()).toEqual({ message: ACCOUNT_MESSAGES.accountDeleted });
    expect((await profile(pupil.token)).statusCode).toBe(401);
    expect((await login(t.app, pupil.email, pupil.password, pupil.from)).statusCode).toBe(401);
    const row = (await usersRepository(t.db).findById(id))!;
    expect(row).toMatchObject({ first_name: ACCOUNT_MESSAGES.deletedName, diamonds: 0, rating: 0, photo: '', lang: 'ru', role: 'pupil' });
    expect(row.email).not.toContain(pupil.email);
    expect(await ledgerRepository(t.db).sum(id, 'rating')).toBe(0);
    // The photos and the avatar are gone from disk and from their routes.
    expect(files.map((file) => existsSync(file))).toEqual([false, false, false]);
    expect((await t.app.inject({ method: 'GET', url: photoUrl, headers: { authorization: teacher.token } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${photoUrl}?size=thumb`, headers: { authorization: teacher.token } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/assets/profile/${avatar}` })).statusCode).toBe(404);
    const thread = await t.app.inject({ method: 'GET', url: `/api/v1/comments/commentsProfileUser/${other.id}`, headers: { authorization: other.token } });
    expect(thread.json().data[0]).toMatchObject({ textComent: 'Классный фонарик!', author: { firstName: ACCOUNT_MESSAGES.deletedName } });
    // The e-mail is free again: the family can start over.
    expect((await signup(t.app, { firstName: pupil.firstName, email: pupil.email, password: pupil.password }, addressOf(++addresses))).statusCode).toBe(201);
  });

  it('removes the files the deleting transaction itself found, not the ones the request read before it', async () => {
    const anya = await person(t, 'pupil', { firstName: 'Аня' });
    const first = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#aa2266' } }).jpeg().toBuffer();
    await editProfile(anya, { firstName: 'Аня', photo: { bytes: first, filename: '1.jpg' } });
    // The row as a request would have read it, before another request changed the avatar and sent a photo.
    const before = (await usersRepository(t.db).findById(anya.id))!;
    await editProfile(anya, { firstName: 'Аня', photo: { bytes: first, filename: '2.jpg' } });
    expect((await submitPhoto(anya, 4, await noisyJpeg(320, 240))).statusCode).toBe(201);
    const now = (await usersRepository(t.db).findById(anya.id))!;
    expect(now.photo).not.toBe(before.photo);
    const submission = await t.db.selectFrom('submissions').select(['photo', 'thumb']).where('user_id', '=', anya.id).executeTakeFirstOrThrow();

    const removed = await deleteAccount(t.db, before, Math.floor(Date.now() / 1000));
    expect(removed).toEqual({ photos: [submission.photo, submission.thumb], avatar: now.photo });
    expect((await usersRepository(t.db).findById(anya.id))!).toMatchObject({ photo: '', role: 'pupil', lang: 'ru', first_name: ACCOUNT_MESSAGES.deletedName });
  });
});
