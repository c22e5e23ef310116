import { strFromU8, unzipSync } from 'fflate';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_MSG } from '../../domain/family';
import { guideById } from '../../src/content/guides';
import { buildApp } from '../../server/app';
import { SQLITE_FILE } from '../../server/db/sqlite';
import type { PasswordHasher } from '../../server/services/passwords';
import { GateBusyError } from '../../server/services/work-gate';
import { consentToken, lettersTo } from '../helpers/mail';
import { makeJwt, nowSeconds } from '../helpers/jwt';
import { multipart, person, postBuild, type Person } from '../helpers/people';
import { noisyJpeg } from '../helpers/photos';
import { testEngine } from '../helpers/test-database';
import { caller, createTestApp, isErrorBody, login, signup, type TestApp, expectError } from '../helpers/test-app';

// What a parent, a child and a fuzzer found in the family surfaces, each on the engine of the vitest
// project: a withdrawal the child cannot undo alone, a deletion that leaves nothing of the child
// (rows, and on SQLite the file's bytes), the family copy without the private thread, ids beyond
// PostgreSQL's integer, shown work for pupils only, mark labels under the text rule, the photo
// route that does not tell a stranger's work from a missing one, the audit trail's gaps, the
// guide's step count from the guide, a session that cannot outlive its length, and a designed 503
// logged as a warning.

let t: TestApp;
let photo: Buffer;
let teacher: Person;
let admin: Person;
const CHILD_YEAR = new Date().getUTCFullYear() - 12;
const call = caller(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  photo = await noisyJpeg(320, 240);
  teacher = await person(t, 'teacher', { firstName: 'Ирина' });
  admin = await person(t, 'admin', { firstName: 'Директор' });
});
afterAll(() => t.close());

interface Child {
  id: number;
  email: string;
  password: string;
  token: string;
  parentEmail: string;
}

async function letterArrives(email: string, before: number) {
  for (let i = 0; i < 400 && lettersTo(t.config.dataDir, email).length <= before; i += 1) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(lettersTo(t.config.dataDir, email).length).toBe(before + 1);
}

/** A 12-year-old signs up with a parent's address (the letter is written) and logs in. */
async function child(firstName = 'Петя', parentEmail = `parent-${randomUUID()}@example.com`, email = `child-${randomUUID()}@example.com`): Promise<Child> {
  const password = 'child-password-42';
  const letters = lettersTo(t.config.dataDir, parentEmail).length;
  const created = await signup(t.app, { firstName, email, password, birthYear: CHILD_YEAR, parentEmail });
  expect(created.statusCode, created.body).toBe(201);
  await letterArrives(parentEmail, letters);
  const token = (await login(t.app, email, password)).json().token as string;
  const row = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  await t.db.updateTable('users').set({ journal_linked: 1 }).where('id', '=', row.id).execute();
  return { id: row.id, email, password, token, parentEmail };
}

const lastToken = (parentEmail: string) => consentToken(lettersTo(t.config.dataDir, parentEmail).at(-1)!);
const agreeWith = (token: string, password = 'parent-password-42') => call(undefined, 'POST', '/api/v1/family/consent', { token, password });

async function agree(parentEmail: string, password = 'parent-password-42'): Promise<string> {
  const answer = await agreeWith(lastToken(parentEmail), password);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().token as string;
}

const submit = (token: string, projectId = 1) => postBuild(t, token, projectId, photo);

const workOf = async (userId: number) => (await t.db.selectFrom('submissions').select('id').where('user_id', '=', userId).orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
const consentOf = async (id: number) => (await t.db.selectFrom('users').select('consent_state').where('id', '=', id).executeTakeFirstOrThrow()).consent_state;
const actions = async (subjectId: number) => (await t.db.selectFrom('audit').select(['action', 'actor_id']).where('subject_id', '=', subjectId).orderBy('id').execute());

describe('a withdrawal', () => {
  it('is undone only by the parent who withdrew (or on paper): the child cannot send a letter to another address', async () => {
    const kid = await child();
    // Before the parent agreed, the child also sent a letter to a second address; it lies unused.
    const otherBox = `another-box-${randomUUID()}@example.com`;
    expect((await call(kid.token, 'POST', '/api/v1/family/consent/resend', { parentEmail: otherBox })).statusCode).toBe(200);
    const oldOtherLink = lastToken(otherBox);
    // The resend changed the address; the child types the parent's back and the parent agrees.
    expect((await call(kid.token, 'POST', '/api/v1/family/consent/resend', { parentEmail: kid.parentEmail })).statusCode).toBe(200);
    const parent = await agree(kid.parentEmail);
    expect((await call(parent, 'DELETE', `/api/v1/family/consent/${kid.id}`)).statusCode).toBe(200);

    // The link sent before the withdrawal to the other address opens nothing any more.
    expectError(await agreeWith(oldOtherLink, 'new-password-42'), 400, 'RESET_LINK_INVALID');
    // A new address from the child alone is refused, and no letter goes there.
    const third = `third-box-${randomUUID()}@example.com`;
    const refused = await call(kid.token, 'POST', '/api/v1/family/consent/resend', { parentEmail: third });
    expectError(refused, 403, 'FORBIDDEN', FAMILY_MSG.withdrawnOtherAddress);
    expect(lettersTo(t.config.dataDir, third)).toHaveLength(0);
    expect(await consentOf(kid.id)).toBe('withdrawn');
    expect((await call(kid.token, 'GET', '/api/v1/family/my-consent')).json().data.parentEmail).toBe(`${kid.parentEmail.slice(0, 2)}***@example.com`);

    // «Send again» asks the parent who withdrew; only their own password gives the consent back.
    const before = lettersTo(t.config.dataDir, kid.parentEmail).length;
    expect((await call(kid.token, 'POST', '/api/v1/family/consent/resend', {})).statusCode).toBe(200);
    expect(lettersTo(t.config.dataDir, kid.parentEmail)).toHaveLength(before + 1);
    expectError(await agreeWith(lastToken(kid.parentEmail), 'wrong-password-1'), 403, 'WRONG_PASSWORD');
    expect(await consentOf(kid.id)).toBe('withdrawn');
    await agree(kid.parentEmail);
    expect(await consentOf(kid.id)).toBe('given');
  });

  it('leaves the school its paper consent', async () => {
    const kid = await child();
    const parent = await agree(kid.parentEmail);
    expect((await call(parent, 'DELETE', `/api/v1/family/consent/${kid.id}`)).statusCode).toBe(200);
    expect((await call(teacher, 'PUT', `/api/v1/review/pupils/${kid.id}/consent`, { paper: true })).statusCode).toBe(200);
    expect(await consentOf(kid.id)).toBe('given');
  });
});

/** Every text value of every row of every table of ours, as one string per table. */
async function everyRow(): Promise<Map<string, string>> {
  const tables = await t.db.introspection.getTables();
  const rows = new Map<string, string>();
  for (const table of tables) {
    const all = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`.execute(t.db);
    rows.set(table.name, JSON.stringify(all.rows));
  }
  return rows;
}

describe('a deleted child', () => {
  it('leaves no family data: the scrubbed row, the links and the letters’ addresses go, whoever deletes', async () => {
    // A pupil deletes their own account while a parent is linked.
    const self = await child();
    await agree(self.parentEmail);
    const closed = await t.app.inject({ method: 'DELETE', url: '/api/v1/users/profile', headers: { authorization: self.token }, payload: { password: self.password } });
    expect(closed.statusCode, closed.body).toBe(200);
    // A parent deletes a child's account.
    const byParent = await child();
    const parent = await agree(byParent.parentEmail);
    expect((await call(parent, 'DELETE', `/api/v1/family/children/${byParent.id}`)).statusCode).toBe(200);

    for (const kid of [self, byParent]) {
      const row = await t.db.selectFrom('users').select(['parent_email', 'birth_year', 'consent_state', 'consent_way', 'consent_given_at', 'deleted_at']).where('id', '=', kid.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ parent_email: null, birth_year: null, consent_state: 'not_needed', consent_way: null, consent_given_at: null });
      expect(row.deleted_at).not.toBeNull();
      expect(await t.db.selectFrom('family_links').select('parent_id').where('child_id', '=', kid.id).execute()).toEqual([]);
      expect(await t.db.selectFrom('consent_tokens').select('id').where('child_id', '=', kid.id).execute()).toEqual([]);
    }
  });

  it('leaves none of its markers in any row of any table, and on SQLite none in the database file or its WAL', async () => {
    const marker = `zq${randomUUID().replace(/-/g, '').slice(0, 10)}`;
    const markers = {
      firstName: `${marker}name`,
      lastName: `${marker}surname`,
      email: `${marker}mail@example.com`,
      parentEmail: `${marker}parent@example.com`,
      thread: `${marker} thread message`,
    };
    // Pending (no parent account with that address); the teacher's paper lets the child send work.
    const kid = await child(markers.firstName, markers.parentEmail, markers.email);
    await t.db.updateTable('users').set({ last_name: markers.lastName }).where('id', '=', kid.id).execute();
    expect((await call(teacher, 'PUT', `/api/v1/review/pupils/${kid.id}/consent`, { paper: true })).statusCode).toBe(200);
    expect((await submit(kid.token)).statusCode).toBe(201);
    const work = await workOf(kid.id);
    expect((await call(teacher, 'POST', `/api/v1/review/submissions/${work}/return`, { comment: 'Пропаяй ещё раз' })).statusCode).toBe(200);
    expect((await call(kid.token, 'POST', `/api/v1/review/submissions/${work}/messages`, { text: markers.thread })).statusCode).toBe(201);

    const before = [...(await everyRow()).values()].join('\n');
    for (const value of Object.values(markers)) expect(before).toContain(value);

    const closed = await t.app.inject({ method: 'DELETE', url: '/api/v1/users/profile', headers: { authorization: kid.token }, payload: { password: kid.password } });
    expect(closed.statusCode, closed.body).toBe(200);

    for (const [table, text] of await everyRow()) {
      expect(text.includes(marker), `${table} keeps a marker of the deleted child`).toBe(false);
    }
    if (testEngine() === 'sqlite') {
      for (const file of [SQLITE_FILE, `${SQLITE_FILE}-wal`]) {
        const path = join(t.config.dataDir, file);
        if (!existsSync(path)) continue;
        const bytes = readFileSync(path);
        expect(bytes.includes(Buffer.from(marker, 'utf8')), `${file} keeps the bytes of a deleted child`).toBe(false);
      }
    }
  });
});

describe('the family copy', () => {
  it('leaves out the private thread, as the parent’s page does', async () => {
    const kid = await child();
    const parent = await agree(kid.parentEmail);
    expect((await submit(kid.token)).statusCode).toBe(201);
    const work = await workOf(kid.id);
    expect((await call(teacher, 'POST', `/api/v1/review/submissions/${work}/return`, { comment: 'Переделай колёса' })).statusCode).toBe(200);
    expect((await call(kid.token, 'POST', `/api/v1/review/submissions/${work}/messages`, { text: 'А как лучше?' })).statusCode).toBe(201);
    // The child's own copy has the conversation; the family's has not.
    const own = await call(kid.token, 'GET', '/api/v1/users/my-data');
    expect(JSON.stringify(own.json())).toContain('А как лучше?');
    const exported = await call(parent, 'GET', `/api/v1/family/children/${kid.id}/export`);
    expect(exported.statusCode).toBe(200);
    // A zip (docs/decisions/0253-the-familys-copy-is-a-zip-with-a-page.md): neither its data nor its page has the thread.
    const files = unzipSync(new Uint8Array(exported.rawPayload));
    const copy = JSON.parse(strFromU8(files['данные.json']!)) as Record<string, unknown>;
    expect(copy).not.toHaveProperty('threadMessages');
    for (const [name, bytes] of Object.entries(files)) expect(Buffer.from(bytes).includes(Buffer.from('А как лучше?')), name).toBe(false);
    expect(strFromU8(files['прочитайте-меня.html']!)).toContain('Переделай колёса');
    expect(copy.submissions).toHaveLength(1);
  });
});

describe('ids beyond PostgreSQL’s integer', () => {
  it('are 400 or 404 on the family and admin routes, never a 5xx', async () => {
    const parent = await person(t, 'parent', { firstName: 'Родитель' });
    const huge = ['2147483648', '9999999999'];
    for (const id of huge) {
      const answers = [
        await call(parent, 'GET', `/api/v1/family/children/${id}`),
        await call(parent, 'GET', `/api/v1/family/children/${id}/export`),
        await call(parent, 'DELETE', `/api/v1/family/children/${id}`),
        await call(parent, 'DELETE', `/api/v1/family/consent/${id}`),
        await call(admin, 'DELETE', `/api/v1/admin/family-links/${id}/1`),
        await call(admin, 'DELETE', `/api/v1/admin/family-links/1/${id}`),
        await call(teacher, 'GET', `/api/v1/review/pupils/${id}/consent`),
        await call(teacher, 'GET', `/api/v1/review/submissions/${id}/photo`),
      ];
      for (const answer of answers) {
        expect([400, 404], answer.body).toContain(answer.statusCode);
        expect(isErrorBody(answer.json())).toBe(true);
      }
    }
    // The largest id a row can have is still an id: not found, not refused.
    expectError(await call(parent, 'GET', '/api/v1/family/children/2147483647'), 404, 'NOT_FOUND');
  });
});

describe('work shown in person', () => {
  it('is recorded for pupils only: a parent account earns nothing', async () => {
    const parent = await person(t, 'parent', { firstName: 'Родитель' });
    const form = await multipart({ userId: String(parent.id), userName: 'Родитель', img: { bytes: photo, filename: 'shown.jpg' }, idProject: '2', nameProject: 'x' });
    const answer = await t.app.inject({ method: 'POST', url: '/api/v1/aproveTaskRt', headers: { ...form.headers, authorization: teacher.token }, payload: form.payload });
    expectError(answer, 403, 'FORBIDDEN');
    expect(await t.db.selectFrom('submissions').select('id').where('user_id', '=', parent.id).execute()).toEqual([]);
  });
});

describe('mark labels', () => {
  it('follow the text rule every other text follows', async () => {
    const pupil = await person(t, 'pupil');
    expect((await submit(pupil.token, 3)).statusCode).toBe(201);
    const work = await workOf(pupil.id);
    for (const text of ['\u202eакнап', 'пай\u0000ка', 'звон\u0007ок']) {
      const marks = [{ type: 'label', photo: 0, points: [[10, 10]], color: '#e53935', text }];
      const answer = await call(teacher, 'POST', `/api/v1/review/submissions/${work}/return`, { comment: 'Посмотри пометку', marks });
      expectError(answer, 400, 'VALIDATION_ERROR', 'В поле «Подпись» есть невидимые или служебные символы — уберите их');
    }
    const row = await t.db.selectFrom('submissions').select(['status', 'marks']).where('id', '=', work).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending', marks: '[]' });
    const good = [{ type: 'label', photo: 0, points: [[10, 10]], color: '#e53935', text: 'холодная пайка' }];
    expect((await call(teacher, 'POST', `/api/v1/review/submissions/${work}/return`, { comment: 'Посмотри пометку', marks: good })).statusCode).toBe(200);
  });
});

describe('the photo route', () => {
  it('answers 404 to a stranger’s work as to a missing one', async () => {
    const owner = await person(t, 'pupil');
    const stranger = await person(t, 'pupil');
    expect((await submit(owner.token, 4)).statusCode).toBe(201);
    const work = await workOf(owner.id);
    const strangers = await call(stranger, 'GET', `/api/v1/review/submissions/${work}/photo`);
    const missing = await call(stranger, 'GET', `/api/v1/review/submissions/${work + 100000}/photo`);
    expectError(strangers, 404, 'NOT_FOUND');
    expectError(missing, 404, 'NOT_FOUND');
    expect(strangers.json()).toEqual(missing.json());
    expect((await call(owner, 'GET', `/api/v1/review/submissions/${work}/photo`)).statusCode).toBe(200);
  });
});

describe('the audit trail', () => {
  it('keeps hiding and showing a comment, a pupil deleting their account and a parent deleting a child’s', async () => {
    const author = await person(t, 'pupil', { firstName: 'Автор' });
    expect((await call(author, 'POST', '/api/v1/comments/commentsLectors', { idRasdel: 30005, textComent: 'Мой робот едет!' })).statusCode).toBe(201);
    const comment = await t.db.selectFrom('comments').select('id').where('user_id', '=', author.id).executeTakeFirstOrThrow();
    expect((await call(teacher, 'PUT', `/api/v1/comments/${comment.id}/hidden`, { hidden: true })).statusCode).toBe(200);
    expect((await call(teacher, 'PUT', `/api/v1/comments/${comment.id}/hidden`, { hidden: false })).statusCode).toBe(200);
    expect(await actions(author.id)).toEqual([
      { action: 'comment_hide', actor_id: teacher.id },
      { action: 'comment_show', actor_id: teacher.id },
    ]);

    const self = await child();
    const closed = await t.app.inject({ method: 'DELETE', url: '/api/v1/users/profile', headers: { authorization: self.token }, payload: { password: self.password } });
    expect(closed.statusCode).toBe(200);
    expect((await actions(self.id)).at(-1)).toEqual({ action: 'account_delete', actor_id: self.id });

    const byParent = await child();
    const parent = await agree(byParent.parentEmail);
    const parentId = (await t.db.selectFrom('users').select('id').where('email', '=', byParent.parentEmail).executeTakeFirstOrThrow()).id;
    expect((await call(parent, 'DELETE', `/api/v1/family/children/${byParent.id}`)).statusCode).toBe(200);
    expect((await actions(byParent.id)).at(-1)).toEqual({ action: 'child_delete', actor_id: parentId });

    const trail = (await call(admin, 'GET', '/api/v1/admin/audit')).json().data as { action: string }[];
    expect(trail.map((entry) => entry.action)).toEqual(expect.arrayContaining(['comment_hide', 'comment_show', 'account_delete', 'child_delete']));
  });
});

describe('build progress', () => {
  it('takes the guide’s step count from the guide, not from the device', async () => {
    const pupil = await person(t, 'pupil');
    const steps = guideById(5)!.steps.length;
    const put = (body: object) => call(pupil, 'PUT', '/api/v1/projects/5/progress', body);
    expectError(await put({ parts: [], steps: [steps], stepCount: steps + 50, updatedAt: Date.now() }), 400, 'VALIDATION_ERROR');
    const saved = await put({ parts: [], steps: [0], stepCount: 1, updatedAt: Date.now() });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.stepCount).toBe(steps);
    expect((await call(pupil, 'GET', '/api/v1/projects/5/progress')).json().data.stepCount).toBe(steps);
  });
});

describe('a session token', () => {
  it('lives no longer than the session length from when it was made, whatever its exp says', async () => {
    const pupil = await person(t, 'pupil');
    const now = nowSeconds();
    const year3000 = Date.UTC(3000, 0, 1) / 1000;
    const forever = makeJwt({ id: pupil.id, ver: 0, iat: now, exp: year3000 }, t.config.jwtSecret);
    expectError(await call(forever, 'GET', '/api/v1/users/profile'), 401, 'TOKEN_INVALID');
    const fromTheFuture = makeJwt({ id: pupil.id, ver: 0, iat: year3000 - 3600, exp: year3000 }, t.config.jwtSecret);
    expectError(await call(fromTheFuture, 'GET', '/api/v1/users/profile'), 401, 'TOKEN_INVALID');
    const ordinary = makeJwt({ id: pupil.id, ver: 0, iat: now, exp: now + t.config.tokenTtlSeconds }, t.config.jwtSecret);
    expect((await call(ordinary, 'GET', '/api/v1/users/profile')).statusCode).toBe(200);
  });
});

describe('a designed 503', () => {
  it('is logged as a warning, not as an error', async () => {
    const email = `busy-${randomUUID()}@example.com`;
    expect((await signup(t.app, { firstName: 'Занятой', email, password: 'correct-horse-42' })).statusCode).toBe(201);
    const lines: { level: number; msg: string; status?: number }[] = [];
    const refuse = () => Promise.reject(new GateBusyError());
    const busy = Object.assign(Object.create(t.passwords) as PasswordHasher, { hash: refuse, verify: refuse, check: refuse });
    const app = await buildApp({ config: t.config, db: t.db, passwords: busy }, { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } });
    await app.ready();
    try {
      expectError(await login(app, email, 'correct-horse-42'), 503, 'SERVER_BUSY');
      expect(lines.filter((line) => line.status === 503).map((line) => line.level)).toEqual([40]);
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
