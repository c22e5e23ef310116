import { strFromU8, unzipSync } from 'fflate';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_MSG, type ChildSummary, type ChildView, type ConsentInvite, type FamilyLink, type MyConsent } from '../../domain/family';
import { projectTitle } from '../../server/services/approval';
import { sendWeeklyDigests, digestWeek } from '../../server/services/family-digest';
import { createMailer } from '../../server/services/mailer';
import { PARENT_READ_ONLY } from '../../server/services/consent-gate';
import { consentToken, lettersTo } from '../helpers/mail';
import { person, postBuild, type Person } from '../helpers/people';
import { noisyJpeg } from '../helpers/photos';
import { createTestApp, login, rawSignup, signup, type TestApp, caller, expectError } from '../helpers/test-app';

// Families on the engine of the vitest project: consent at sign-up by a letter with a
// single-use link (or paper, recorded by a teacher), the gate before it, the parent's view, the
// boards without waiting pupils, the admin's links and the weekly letter once per parent per week.

let t: TestApp;
let photo: Buffer;
let teacher: Person;
let admin: Person;
const year = new Date().getUTCFullYear();
const CHILD_YEAR = year - 12;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  photo = await noisyJpeg(320, 240);
  teacher = await person(t, 'teacher', { firstName: 'Ирина' });
  admin = await person(t, 'admin', { firstName: 'Директор' });
});
afterAll(() => t.close());

const call = caller(() => t.app);

interface Child {
  id: number;
  email: string;
  password: string;
  token: string;
  parentEmail: string;
}

/** A 12-year-old signs up with a parent's address and logs in; the letter has been written. */
async function child(parentEmail = `parent-${(n += 1)}-${randomUUID()}@example.com`, firstName = 'Петя'): Promise<Child> {
  const email = `child-${(n += 1)}-${randomUUID()}@example.com`;
  const password = 'child-password-42';
  const letters = lettersTo(t.config.dataDir, parentEmail).length;
  const created = await signup(t.app, { firstName, email, password, birthYear: CHILD_YEAR, parentEmail });
  expect(created.statusCode, created.body).toBe(201);
  await letterArrives(parentEmail, letters);
  const token = (await login(t.app, email, password)).json().token as string;
  const row = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  // Linked to the journal, so that only consent stands between the child and sending a photo.
  await t.db.updateTable('users').set({ journal_linked: 1 }).where('id', '=', row.id).execute();
  return { id: row.id, email, password, token, parentEmail };
}

/** The letter is written after the answer: wait until its file is there. */
async function letterArrives(email: string, before: number) {
  for (let i = 0; i < 400 && lettersTo(t.config.dataDir, email).length <= before; i += 1) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(lettersTo(t.config.dataDir, email).length).toBe(before + 1);
}

const lastToken = (parentEmail: string) => consentToken(lettersTo(t.config.dataDir, parentEmail).at(-1)!);

const submit = (token: string, projectId = 1) => postBuild(t, token, projectId, photo);
const comment = (token: string, text: string) => call(token, 'POST', '/api/v1/comments/commentsLectors', { idRasdel: 30003, textComent: text });
const vote = (token: string) => call(token, 'PUT', '/api/v1/comments/judgement', { idRasdel: 30004, rasdel: 'lecture', change: '+' });
const consentOf = async (id: number) =>
  t.db.selectFrom('users').select(['consent_state', 'consent_way', 'consent_given_at']).where('id', '=', id).executeTakeFirstOrThrow();

/** The parent agrees through the letter's link and is signed in. */
async function agree(parentEmail: string, password = 'parent-password-42'): Promise<string> {
  const answer = await call(undefined, 'POST', '/api/v1/family/consent', { token: lastToken(parentEmail), password });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.json().message).toBe(FAMILY_MSG.agreed);
  return answer.json().token as string;
}

describe('sign-up', () => {
  it('refuses an under-14 without a parent e-mail, a year off the list and the own e-mail as the parent, in Russian', async () => {
    const base = { firstName: 'Лена', email: `lena-${randomUUID()}@example.com`, password: 'lena-password-1' };
    expectError(await signup(t.app, { ...base, birthYear: CHILD_YEAR }), 400, 'VALIDATION_ERROR', FAMILY_MSG.parentEmailRequired);
    expectError(await signup(t.app, { ...base, birthYear: CHILD_YEAR, parentEmail: '  ' }), 400, 'VALIDATION_ERROR', FAMILY_MSG.parentEmailRequired);
    expectError(await signup(t.app, { ...base, birthYear: year + 1, parentEmail: 'mama@example.com' }), 400, 'VALIDATION_ERROR', FAMILY_MSG.birthYearWrong);
    expectError(await signup(t.app, { ...base, birthYear: 1800 }), 400, 'VALIDATION_ERROR', FAMILY_MSG.birthYearWrong);
    expectError(await signup(t.app, { ...base, birthYear: CHILD_YEAR, parentEmail: base.email.toUpperCase() }), 400, 'VALIDATION_ERROR', FAMILY_MSG.parentEmailSame);
    expectError(await signup(t.app, { ...base, birthYear: CHILD_YEAR, parentEmail: 'не почта' }), 400, 'VALIDATION_ERROR');
    expect(await t.db.selectFrom('users').select('id').where('email', '=', base.email).executeTakeFirst()).toBeUndefined();
  });

  it('signs up an adult year without consent, and the contract payload alone as pending with no letter', async () => {
    const adult = { firstName: 'Олег', email: `oleg-${randomUUID()}@example.com`, password: 'oleg-password-1', birthYear: year - 15 };
    expect((await signup(t.app, adult)).statusCode).toBe(201);
    const spec = { firstName: 'Анечка', email: `anya-${randomUUID()}@example.com`, password: 'anya-password-1' };
    const specAnswer = await rawSignup(t.app, spec);
    expect(specAnswer.statusCode, specAnswer.body).toBe(201);
    const rows = await t.db
      .selectFrom('users')
      .select(['email', 'consent_state', 'birth_year', 'parent_email'])
      .where('email', 'in', [adult.email, spec.email])
      .execute();
    expect(rows.find((row) => row.email === adult.email)).toMatchObject({ consent_state: 'not_needed', birth_year: year - 15, parent_email: null });
    expect(rows.find((row) => row.email === spec.email)).toMatchObject({ consent_state: 'pending', birth_year: null, parent_email: null });
    // The pupil adds a parent's address later: the letter goes then.
    const token = (await login(t.app, spec.email, spec.password)).json().token as string;
    const parentEmail = `late-parent-${randomUUID()}@example.com`;
    expectError(await call(token, 'POST', '/api/v1/family/consent/resend', {}), 400, 'VALIDATION_ERROR', FAMILY_MSG.parentEmailRequired);
    expect((await call(token, 'POST', '/api/v1/family/consent/resend', { parentEmail })).statusCode).toBe(200);
    expect(lettersTo(t.config.dataDir, parentEmail)).toHaveLength(1);
    // Staff accounts need no consent.
    expect((await consentOf(teacher.id)).consent_state).toBe('not_needed');
  });

  it('writes the consent letter, in plain Russian with text and HTML parts, with a single-use link', async () => {
    const kid = await child(undefined, 'Маша');
    const letters = lettersTo(t.config.dataDir, kid.parentEmail);
    expect(letters).toHaveLength(1);
    const letter = letters[0]!;
    expect(letter.subject).toContain('Маша');
    for (const part of [letter.text, letter.html]) {
      expect(part).toContain('Маша');
      expect(part).toMatch(/без геометки/);
      expect(part).toMatch(/только имя, аватар и уровень/);
      expect(part).toMatch(/скачать все его данные или удалить аккаунт/);
    }
    expect(letter.html).toContain(`>${FAMILY_MSG.agree}</a>`);
    expect(letter.text).toContain(`${t.config.publicUrl}/family/consent?token=`);
    const token = consentToken(letter);
    expect(await call(undefined, 'GET', `/api/v1/family/consent/${token}`).then((r) => r.json().data as ConsentInvite)).toEqual({
      childFirstName: 'Маша',
      parentEmail: kid.parentEmail,
      hasAccount: false,
    });
    expectError(await call(undefined, 'POST', '/api/v1/family/consent', { token, password: '1' }), 400, 'VALIDATION_ERROR');
    const first = await call(undefined, 'POST', '/api/v1/family/consent', { token, password: 'parent-password-42' });
    expect(first.statusCode, first.body).toBe(200);
    const second = await call(undefined, 'POST', '/api/v1/family/consent', { token, password: 'parent-password-42' });
    expectError(second, 400, 'RESET_LINK_INVALID', FAMILY_MSG.linkInvalid);
    expectError(await call(undefined, 'GET', `/api/v1/family/consent/${token}`), 400, 'RESET_LINK_INVALID', FAMILY_MSG.linkInvalid);
    expectError(await call(undefined, 'GET', `/api/v1/family/consent/${'x'.repeat(43)}`), 400, 'RESET_LINK_INVALID');
    expectError(await call(undefined, 'GET', '/api/v1/family/consent/short'), 400, 'RESET_LINK_INVALID');
    const parent = await t.db.selectFrom('users').select(['role', 'first_name']).where('email', '=', kid.parentEmail).executeTakeFirstOrThrow();
    expect(parent).toEqual({ role: 'parent', first_name: 'Родитель' });
    expect(await consentOf(kid.id)).toMatchObject({ consent_state: 'given', consent_way: 'letter' });
    // The parent logs in with the password they set.
    expect((await login(t.app, kid.parentEmail, 'parent-password-42')).statusCode).toBe(200);
  });
});

describe('the gate', () => {
  it('refuses a waiting child’s photo, comment and vote with 403 CONSENT_REQUIRED, and lets them after the link', async () => {
    const kid = await child();
    expectError(await submit(kid.token), 403, 'CONSENT_REQUIRED', FAMILY_MSG.consentRequired);
    expectError(await comment(kid.token, 'Мой робот едет!'), 403, 'CONSENT_REQUIRED', FAMILY_MSG.consentRequired);
    expectError(await vote(kid.token), 403, 'CONSENT_REQUIRED');
    // Reading and building still work.
    expect((await call(kid.token, 'GET', '/api/v1/comments/commentsLectors/30003')).statusCode).toBe(200);
    const mine = await call(kid.token, 'GET', '/api/v1/family/my-consent');
    expect(mine.json().data as MyConsent).toEqual({ state: 'pending', way: null, givenAt: null, parentEmail: `${kid.parentEmail.slice(0, 2)}***@example.com`, letterWaiting: false });
    expect(await t.db.selectFrom('submissions').select('id').where('user_id', '=', kid.id).execute()).toEqual([]);

    await agree(kid.parentEmail);
    expect((await submit(kid.token)).statusCode).toBe(201);
    expect((await comment(kid.token, 'Мой робот едет!')).statusCode).toBe(201);
    expect((await vote(kid.token)).statusCode).toBe(200);
    expect((await call(kid.token, 'GET', '/api/v1/family/my-consent')).json().data.state).toBe('given');
  });

  it('opens with a teacher’s paper consent, kept in the audit trail; pupils cannot record it', async () => {
    const kid = await child();
    expectError(await call(kid.token, 'PUT', `/api/v1/review/pupils/${kid.id}/consent`, { paper: true }), 403, 'FORBIDDEN');
    expectError(await call(teacher.token, 'PUT', `/api/v1/review/pupils/${kid.id}/consent`, { paper: false }), 400, 'VALIDATION_ERROR');
    expectError(await call(teacher.token, 'PUT', '/api/v1/review/pupils/999999/consent', { paper: true }), 404, 'USER_NOT_FOUND');
    const recorded = await call(teacher.token, 'PUT', `/api/v1/review/pupils/${kid.id}/consent`, { paper: true });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json().data).toMatchObject({ state: 'given', way: 'paper' });
    expect((await call(teacher.token, 'GET', `/api/v1/review/pupils/${kid.id}/consent`)).json().data.way).toBe('paper');
    const audit = await t.db.selectFrom('audit').select(['actor_id', 'action']).where('subject_id', '=', kid.id).execute();
    expect(audit).toEqual([{ actor_id: teacher.id, action: 'consent_paper' }]);
    expect((await comment(kid.token, 'Бумага подписана')).statusCode).toBe(201);
    expect((await submit(kid.token)).statusCode).toBe(201);
  });

  it('closes again when the parent withdraws', async () => {
    const kid = await child();
    const parent = await agree(kid.parentEmail);
    expect((await submit(kid.token, 2)).statusCode).toBe(201);
    const withdrawn = await call(parent, 'DELETE', `/api/v1/family/consent/${kid.id}`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().message).toBe(FAMILY_MSG.withdrawn);
    expectError(await submit(kid.token, 3), 403, 'CONSENT_REQUIRED');
    expectError(await comment(kid.token, 'Ещё один'), 403, 'CONSENT_REQUIRED');
    expect((await consentOf(kid.id)).consent_state).toBe('withdrawn');
    expect(await t.db.selectFrom('audit').select('action').where('subject_id', '=', kid.id).orderBy('id').execute()).toEqual([
      { action: 'consent_given' },
      { action: 'consent_withdrawn' },
    ]);
  });

  it('limits «send the letter again» to 3 letters a day, in Russian', async () => {
    const kid = await child();
    expect((await call(kid.token, 'POST', '/api/v1/family/consent/resend', {})).statusCode).toBe(200);
    expect((await call(kid.token, 'POST', '/api/v1/family/consent/resend', {})).statusCode).toBe(200);
    expectError(await call(kid.token, 'POST', '/api/v1/family/consent/resend', {}), 429, 'RATE_LIMITED', FAMILY_MSG.resendTooOften);
    expect(lettersTo(t.config.dataDir, kid.parentEmail)).toHaveLength(3);
    expectError(await call(kid.token, 'POST', '/api/v1/family/consent/resend', { parentEmail: kid.email }), 400, 'VALIDATION_ERROR', FAMILY_MSG.parentEmailSame);
    // Every letter's link works until one is used; then the child's consent is given.
    await agree(kid.parentEmail);
    expectError(await call(kid.token, 'POST', '/api/v1/family/consent/resend', {}), 403, 'FORBIDDEN');
  });
});

describe('the boards', () => {
  it('leave out a waiting pupil: not listed, not counted, not ahead of anyone', async () => {
    const board = async (token: string) => (await call(token, 'GET', '/api/v1/users/rating/leaderboard')).json();
    const watcher = await person(t, 'pupil');
    const before = await board(watcher.token);
    const kid = await child(undefined, 'Скрытный');
    await t.db.updateTable('users').set({ rating: 100_000 }).where('id', '=', kid.id).execute();
    const waiting = await board(watcher.token);
    expect(waiting.count).toBe(before.count);
    expect(waiting.data.map((row: { userId: number }) => row.userId)).not.toContain(kid.id);
    const top = (await call(watcher.token, 'GET', '/api/v1/users/rating/top3')).json().data;
    expect(top.map((row: { userId: number }) => row.userId)).not.toContain(kid.id);
    expect(waiting.me.place).toBe(before.me.place);

    await agree(kid.parentEmail);
    const after = await board(watcher.token);
    expect(after.count).toBe(before.count + 1);
    expect(after.data[0].userId).toBe(kid.id);
    expect(after.me.place).toBe(before.me.place + 1);
  });
});

describe('the parent', () => {
  it('sees their own children only: 404 for another child, photos of their own child only', async () => {
    const parentEmail = `two-kids-${randomUUID()}@example.com`;
    const first = await child(parentEmail, 'Саша');
    const parent = await agree(parentEmail);
    expect((await submit(first.token, 1)).statusCode).toBe(201);
    const second = await child(parentEmail, 'Вера');
    // The second letter finds the account: the parent logs in with its password.
    const invite = (await call(undefined, 'GET', `/api/v1/family/consent/${lastToken(parentEmail)}`)).json().data as ConsentInvite;
    expect(invite).toMatchObject({ childFirstName: 'Вера', hasAccount: true });
    expectError(await call(undefined, 'POST', '/api/v1/family/consent', { token: lastToken(parentEmail), password: 'wrong-password-1' }), 403, 'WRONG_PASSWORD');
    await agree(parentEmail);

    const children = (await call(parent, 'GET', '/api/v1/family/children')).json().data as ChildSummary[];
    expect(children.map((c) => c.firstName)).toEqual(['Вера', 'Саша']);
    const view = await call(parent, 'GET', `/api/v1/family/children/${first.id}`);
    expect(view.statusCode, view.body).toBe(200);
    const data = view.json().data as ChildView;
    expect(data).toMatchObject({ id: first.id, firstName: 'Саша', consent: 'given', consentWay: 'letter', digest: true });
    expect(data.submissions).toHaveLength(1);
    expect(data.submissions[0]!.messages).toEqual([]);
    const photoOf = (token: string, id: number) => call(token, 'GET', `/api/v1/review/submissions/${id}/photo?size=thumb`);
    expect((await photoOf(parent, data.submissions[0]!.id)).statusCode).toBe(200);

    const stranger = await child();
    await agree(stranger.parentEmail);
    expect((await submit(stranger.token, 1)).statusCode).toBe(201);
    const strangerWork = await t.db.selectFrom('submissions').select('id').where('user_id', '=', stranger.id).executeTakeFirstOrThrow();
    expectError(await call(parent, 'GET', `/api/v1/family/children/${stranger.id}`), 404, 'NOT_FOUND', FAMILY_MSG.notYourChild);
    expectError(await call(parent, 'GET', `/api/v1/family/children/${stranger.id}/export`), 404, 'NOT_FOUND');
    expectError(await call(parent, 'DELETE', `/api/v1/family/children/${stranger.id}`), 404, 'NOT_FOUND');
    expectError(await call(parent, 'DELETE', `/api/v1/family/consent/${stranger.id}`), 404, 'NOT_FOUND');
    expectError(await photoOf(parent, strangerWork.id), 404, 'NOT_FOUND');
    expectError(await call(parent, 'GET', '/api/v1/family/children/abc'), 400, 'VALIDATION_ERROR');
    // The parent's account only looks: no comments, votes or work under it.
    expectError(await comment(parent, 'Молодец!'), 403, 'FORBIDDEN', PARENT_READ_ONLY);
    expectError(await vote(parent), 403, 'FORBIDDEN', PARENT_READ_ONLY);
    expectError(await submit(parent, 4), 403, 'FORBIDDEN', PARENT_READ_ONLY);
    // Only parents use the parent's calls.
    expectError(await call(first.token, 'GET', '/api/v1/family/children'), 403, 'FORBIDDEN');
    expectError(await call(teacher.token, 'GET', `/api/v1/family/children/${first.id}`), 403, 'FORBIDDEN');
    expectError(await call(undefined, 'GET', '/api/v1/family/children'), 401, 'AUTH_REQUIRED');

    const exported = await call(parent, 'GET', `/api/v1/family/children/${first.id}/export`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain('attachment');
    // A parent reads it: a zip with a page, the photos it shows, and the data as JSON (docs/decisions/0253-the-familys-copy-is-a-zip-with-a-page.md).
    expect(exported.headers['content-type']).toBe('application/zip');
    expect(exported.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('данные-Саша.zip')}`);
    const files = unzipSync(new Uint8Array(exported.rawPayload));
    expect(JSON.parse(strFromU8(files['данные.json']!)).submissions).toHaveLength(1);
    const page = strFromU8(files['прочитайте-меня.html']!);
    const [work] = await t.db.selectFrom('submissions').select(['id', 'project_id']).where('user_id', '=', first.id).execute();
    const photoName = `фото/проект-${work!.project_id}-работа-${work!.id}.jpg`;
    expect(files[photoName]?.byteLength).toBeGreaterThan(1000);
    expect(page).toContain('<h1>Саша');
    expect(page).toContain(`№${work!.project_id} ${projectTitle(work!.project_id)}`);
    expect(page).toContain('ждёт проверки');
    expect(page).toContain(`src="${encodeURI(photoName)}"`);
    expect(page).toContain('Работы: 1 работа');

    // Deleting the child's account: the existing deletion, and the link goes.
    expect((await call(parent, 'DELETE', `/api/v1/family/children/${second.id}`)).statusCode).toBe(200);
    expect((await call(parent, 'GET', '/api/v1/family/children')).json().data.map((c: ChildSummary) => c.id)).toEqual([first.id]);
    expect((await login(t.app, second.email, second.password)).statusCode).toBe(401);
  });

  it('cannot take over a pupil’s or a teacher’s e-mail as a parent account', async () => {
    const pupil = { firstName: 'Старший', email: `older-${randomUUID()}@example.com`, password: 'older-password-1' };
    expect((await signup(t.app, pupil)).statusCode).toBe(201);
    const kid = await child(pupil.email);
    expectError(await call(undefined, 'POST', '/api/v1/family/consent', { token: lastToken(pupil.email), password: pupil.password }), 409, 'EMAIL_TAKEN');
    expect((await consentOf(kid.id)).consent_state).toBe('pending');
  });
});

describe('the admin', () => {
  it('lists and removes family links, and counts pending consents on the dashboard', async () => {
    const dashboard = async () => (await call(admin.token, 'GET', '/api/v1/admin/dashboard')).json().data;
    const before = await dashboard();
    const kid = await child();
    expect((await dashboard()).pendingConsents).toBe(before.pendingConsents + 1);
    const parent = await agree(kid.parentEmail);
    const after = await dashboard();
    expect(after.pendingConsents).toBe(before.pendingConsents);
    expect(after.usersByRole.parent).toBe(before.usersByRole.parent + 1);

    const links = (await call(admin.token, 'GET', '/api/v1/admin/family-links')).json().data as FamilyLink[];
    const link = links.find((row) => row.child.id === kid.id)!;
    expect(link).toMatchObject({ parent: { email: kid.parentEmail, firstName: 'Родитель' }, child: { firstName: 'Петя' }, consent: 'given' });
    expectError(await call(teacher.token, 'GET', '/api/v1/admin/family-links'), 403, 'FORBIDDEN');
    expect((await call(admin.token, 'DELETE', `/api/v1/admin/family-links/${link.parent.id}/${kid.id}`)).statusCode).toBe(200);
    expectError(await call(admin.token, 'DELETE', `/api/v1/admin/family-links/${link.parent.id}/${kid.id}`), 404, 'NOT_FOUND');
    expectError(await call(parent, 'GET', `/api/v1/family/children/${kid.id}`), 404, 'NOT_FOUND');
  });
});

describe('the weekly letter', () => {
  it('goes once per parent per week, says what the child did, and unsubscribes in one click', async () => {
    const kid = await child(undefined, 'Гоша');
    const parent = await agree(kid.parentEmail);
    expect((await submit(kid.token, 1)).statusCode).toBe(201);
    const work = await t.db.selectFrom('submissions').select('id').where('user_id', '=', kid.id).executeTakeFirstOrThrow();
    const returned = await call(teacher.token, 'POST', `/api/v1/review/submissions/${work.id}/return`, { comment: 'Переделай колёса' });
    expect(returned.statusCode, returned.body).toBe(200);

    const mailer = createMailer({ smtpUrl: undefined, from: t.config.mailFrom, dataDir: t.config.dataDir, log: () => {} });
    const context = { mailer, publicUrl: t.config.publicUrl, secret: t.config.jwtSecret };
    const now = Math.floor(Date.now() / 1000);
    const letterCount = () => lettersTo(t.config.dataDir, kid.parentEmail).length;
    const before = letterCount();
    expect(await sendWeeklyDigests(t.db, context, now)).toBeGreaterThanOrEqual(1);
    expect(letterCount()).toBe(before + 1);
    // The same week again, at once or later in the week: nothing more.
    expect(await sendWeeklyDigests(t.db, context, now)).toBe(0);
    await Promise.all([sendWeeklyDigests(t.db, context, now + 60), sendWeeklyDigests(t.db, context, now + 120)]);
    expect(letterCount()).toBe(before + 1);

    const letter = lettersTo(t.config.dataDir, kid.parentEmail).at(-1)!;
    expect(letter.text).toContain('Гоша');
    expect(letter.text).toMatch(/учитель вернул на доработку: .+«Переделай колёса»/);
    expect(letter.text).toContain('следующий проект');
    expect(letter.text).toContain(`${t.config.publicUrl}/family/children/${kid.id}`);
    expect(letter.headers).toMatch(/List-Unsubscribe:\s+<http/);
    expect(letter.headers).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    const unsubscribe = /(https?:\/\/\S+\/api\/v1\/family\/unsubscribe\?token=\S+)/.exec(letter.text)![1]!;
    const path = new URL(unsubscribe);

    expect(digestWeek(now + 7 * 24 * 3600)).not.toBe(digestWeek(now));
    const page = await call(undefined, 'GET', `${path.pathname}${path.search}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(FAMILY_MSG.unsubscribed);
    expect((await call(undefined, 'POST', `${path.pathname}${path.search}`)).statusCode).toBe(200);
    expectError(await call(undefined, 'GET', '/api/v1/family/unsubscribe?token=1.forged'), 400, 'RESET_LINK_INVALID', FAMILY_MSG.linkInvalid);
    const tampered = `${path.search.slice(0, -1)}${path.search.endsWith('A') ? 'B' : 'A'}`;
    expectError(await call(undefined, 'GET', `${path.pathname}${tampered}`), 400, 'RESET_LINK_INVALID');
    expectError(await call(undefined, 'GET', '/api/v1/family/unsubscribe'), 400, 'VALIDATION_ERROR');
    // Next week: no letter for who unsubscribed.
    await sendWeeklyDigests(t.db, context, now + 7 * 24 * 3600);
    expect(letterCount()).toBe(before + 1);
    expect((await call(parent, 'GET', `/api/v1/family/children/${kid.id}`)).json().data.digest).toBe(false);
    expect((await call(parent, 'PUT', '/api/v1/family/digest', { enabled: true })).statusCode).toBe(200);
    await sendWeeklyDigests(t.db, context, now + 7 * 24 * 3600);
    expect(letterCount()).toBe(before + 2);
  });

  it('names a project once, with the outcome of its latest work, and its unsubscribe page keeps its look', async () => {
    const kid = await child(undefined, 'Лиза');
    await agree(kid.parentEmail);
    const decide = async (verb: 'return' | 'approve', body: object) => {
      const [work] = await t.db.selectFrom('submissions').select('id').where('user_id', '=', kid.id).orderBy('id', 'desc').limit(1).execute();
      const answer = await call(teacher.token, 'POST', `/api/v1/review/submissions/${work!.id}/${verb}`, body);
      expect(answer.statusCode, answer.body).toBe(200);
    };
    expect((await submit(kid.token, 1)).statusCode).toBe(201);
    await decide('return', { comment: 'Переделай колёса' });
    expect((await submit(kid.token, 1)).statusCode).toBe(201);
    await decide('approve', {});
    expect((await submit(kid.token, 2)).statusCode).toBe(201);

    const mailer = createMailer({ smtpUrl: undefined, from: t.config.mailFrom, dataDir: t.config.dataDir, log: () => {} });
    await sendWeeklyDigests(t.db, { mailer, publicUrl: t.config.publicUrl, secret: t.config.jwtSecret }, Math.floor(Date.now() / 1000));
    const letter = lettersTo(t.config.dataDir, kid.parentEmail).at(-1)!;
    const [first, second] = [projectTitle(1), projectTitle(2)];
    const body = letter.text.slice(letter.text.indexOf('Лиза:'), letter.text.indexOf('Страница ребёнка'));
    expect(body.split(first).length - 1, body).toBe(1);
    expect(body).toContain(`— учитель принял: ${first}`);
    expect(body).toContain(`— отправлено на проверку: ${second}`);
    expect(body).not.toContain('вернул');
    expect(body).not.toContain('новых работ не было');

    // The page behind «Отписаться» has the letter's inline look, and its policy lets those styles in.
    const unsubscribe = new URL(/(https?:\/\/\S+\/api\/v1\/family\/unsubscribe\?token=\S+)/.exec(letter.text)![1]!);
    const page = await call(undefined, 'GET', `${unsubscribe.pathname}${unsubscribe.search}`);
    expect(page.body).toMatch(/<body style="[^"]*background:#f3f5f9/);
    const policy = Object.fromEntries(String(page.headers['content-security-policy']).split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
    expect(policy['style-src']).toContain("'unsafe-inline'");
    expect(policy['default-src']).toEqual(["'none'"]);
    expect(policy['script-src']).toBeUndefined();
    expect(page.body).not.toContain('отвечать на него не нужно');
  });
});
