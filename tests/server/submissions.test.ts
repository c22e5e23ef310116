import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../src/content/projects';
import { ledgerRepository } from '../../server/db/repositories/ledger';
import {
  cleanOriginalName,
  ORIGINAL_NAME_MAX,
  submissionsRepository,
  type NewSubmission,
} from '../../server/db/repositories/submissions';
import { usersRepository } from '../../server/db/repositories/users';
import type { LedgerKind } from '../../server/db/schema';
import { approve, projectReward, returnForRework, submissionRef } from '../../server/services/approval';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { testEngine } from '../helpers/test-database';

// Submission storage and the teacher's decision on the engine of the
// vitest project: the unique indexes decide idempotency and "one live submission per project",
// and a reward is credited once however many approvals race.

let t: TestApp;
let teacherId: number;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  teacherId = await makeUser('teacher');
});
afterAll(() => t.close());

async function makeUser(role: 'pupil' | 'teacher' = 'pupil', firstName = 'Ученик'): Promise<number> {
  counter += 1;
  const created = await usersRepository(t.db).create({
    email: `${role}${counter}-${randomUUID()}@example.com`,
    passwordHash: 'not-a-real-hash',
    firstName,
    role,
    journalLinked: true,
    now: 1_700_000_000,
  });
  if (!created.ok) throw new Error('user not created');
  return created.id;
}

const storedName = (ext = 'jpg') => `${randomBytes(16).toString('hex')}.${ext}`;

function submission(userId: number, projectId: number, overrides: Partial<NewSubmission> = {}): NewSubmission {
  return {
    userId,
    projectId,
    photo: storedName(),
    thumb: storedName(),
    originalName: 'IMG_0001.jpg',
    mime: 'image/jpeg',
    width: 2560,
    height: 1920,
    bytes: 123_456,
    idempotencyKey: randomUUID(),
    now: 1_700_000_100,
    ...overrides,
  };
}

async function created(input: NewSubmission) {
  const result = await submissionsRepository(t.db).create(input);
  if (!result.ok) throw new Error(result.reason);
  return result.submission;
}

async function balances(userId: number) {
  const user = await t.db.selectFrom('users').select(['diamonds', 'rating']).where('id', '=', userId).executeTakeFirstOrThrow();
  return { diamonds: user.diamonds, rating: user.rating };
}

async function ledgerSums(userId: number) {
  const ledger = ledgerRepository(t.db);
  return { diamonds: await ledger.sum(userId, 'diamonds'), rating: await ledger.sum(userId, 'rating') };
}

async function countRows(userId: number) {
  const rows = await t.db.selectFrom('submissions').select('id').where('user_id', '=', userId).execute();
  return rows.length;
}

describe(`submissions on ${testEngine()}`, () => {
  it('answers three creates with one idempotency key with one row, the first', async () => {
    const pupil = await makeUser();
    const key = randomUUID();
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      answers.push(await submissionsRepository(t.db).create(submission(pupil, 1, { idempotencyKey: key, photo: storedName() })));
    }
    expect(answers.map((a) => a.ok && a.created)).toEqual([true, false, false]);
    const ids = answers.map((a) => (a.ok ? a.submission.id : 0));
    expect(new Set(ids).size).toBe(1);
    // The repeat returns the first row as it was: its photo, not the repeat's.
    const first = answers[0]!.ok ? answers[0]!.submission : undefined;
    expect(answers.map((a) => (a.ok ? a.submission.photo : ''))).toEqual([first!.photo, first!.photo, first!.photo]);
    expect(await countRows(pupil)).toBe(1);
  });

  it('answers the same key sent 10 times at once with one row', async () => {
    const pupil = await makeUser();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => submissionsRepository(t.db).create(submission(pupil, 2, { idempotencyKey: key }))),
    );
    expect(answers.every((a) => a.ok)).toBe(true);
    expect(answers.filter((a) => a.ok && a.created)).toHaveLength(1);
    expect(new Set(answers.map((a) => (a.ok ? a.submission.id : 0))).size).toBe(1);
    expect(await countRows(pupil)).toBe(1);
  });

  it('refuses a second submission of a pending project under another key', async () => {
    const pupil = await makeUser();
    const first = await created(submission(pupil, 3));
    expect(first.status).toBe('pending');
    expect(await submissionsRepository(t.db).create(submission(pupil, 3))).toEqual({ ok: false, reason: 'already-submitted' });
    // Another project, or another pupil, is no conflict.
    expect((await submissionsRepository(t.db).create(submission(pupil, 4))).ok).toBe(true);
    expect((await submissionsRepository(t.db).create(submission(await makeUser(), 3))).ok).toBe(true);
    expect(await countRows(pupil)).toBe(2);
  });

  it('lets exactly one of 10 different uploads of one project racing through', async () => {
    const pupil = await makeUser();
    const answers = await Promise.all(Array.from({ length: 10 }, () => submissionsRepository(t.db).create(submission(pupil, 5))));
    expect(answers.filter((a) => a.ok && a.created)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok && a.reason === 'already-submitted')).toHaveLength(9);
    expect(await countRows(pupil)).toBe(1);
  });

  it('keeps the file name as text only: last path part, no invisible characters, at most 100 characters', async () => {
    expect(cleanOriginalName('C:\\fakepath\\фото.jpg')).toBe('фото.jpg');
    expect(cleanOriginalName('../../etc/passwd')).toBe('passwd');
    expect(cleanOriginalName('photo\u202Egpj.exe')).toBe('photogpj.exe');
    expect(cleanOriginalName('a\u0000b\u001bc\u200Bd\uFEFF.jpg')).toBe('abcd.jpg');
    expect(cleanOriginalName('  много   пробелов\t.jpg ')).toBe('много пробелов .jpg');
    expect(cleanOriginalName('😀'.repeat(150))).toBe('😀'.repeat(ORIGINAL_NAME_MAX));
    expect(cleanOriginalName('x'.repeat(300))).toHaveLength(ORIGINAL_NAME_MAX);
    expect(cleanOriginalName('\u202E')).toBe('');

    const pupil = await makeUser();
    const row = await created(submission(pupil, 6, { originalName: 'C:\\Users\\kid\\\u202Eмой робот.jpg' }));
    expect(row.original_name).toBe('мой робот.jpg');
  });

  it('finds by id, by key and the latest per project', async () => {
    const pupil = await makeUser();
    const row = await created(submission(pupil, 7));
    const repo = submissionsRepository(t.db);
    expect((await repo.findById(row.id))?.id).toBe(row.id);
    expect(await repo.findById(2 ** 40)).toBeUndefined();
    expect(await repo.findById(0)).toBeUndefined();
    expect((await repo.findByKey(pupil, row.idempotency_key))?.id).toBe(row.id);
    expect((await repo.latestFor(pupil, 7))?.id).toBe(row.id);
    expect(await repo.latestFor(pupil, 8)).toBeUndefined();
  });

  it('lists pending work oldest first with the pupil and the teacher who recorded it', async () => {
    const repo = submissionsRepository(t.db);
    const before = await repo.pendingCount();
    const anna = await makeUser('pupil', 'Аня');
    const boris = await makeUser('pupil', 'Борис');
    const newer = await created(submission(anna, 9, { now: 1_800_000_200 }));
    const older = await created(submission(boris, 9, { now: 1_800_000_100, createdBy: teacherId }));
    const done = await created(submission(anna, 10, { now: 1_800_000_000 }));
    await approve(t.db, done.id, teacherId);

    expect(await repo.pendingCount()).toBe(before + 2);
    const queue = await repo.queue({ limit: 1000 });
    // The queue reads only the columns it shows: each row's status from the row itself.
    for (const row of queue) expect((await repo.findById(row.id))?.status).toBe('pending');
    expect(queue.map((row) => row.id)).not.toContain(done.id);
    const times = queue.map((row) => row.created_at);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const ours = queue.filter((row) => [older.id, newer.id].includes(row.id));
    expect(ours.map((row) => [row.id, row.pupil_first_name, row.pupil_level, row.pupil_role, row.recorded_by_name])).toEqual([
      [older.id, 'Борис', 0, 'pupil', 'Ученик'],
      [newer.id, 'Аня', 0, 'pupil', null],
    ]);
    expect(queue.some((row) => row.id === done.id)).toBe(false);
  });
});

describe(`approval on ${testEngine()}`, () => {
  it('credits the project reward as diamonds and rating, once', async () => {
    const pupil = await makeUser();
    const row = await created(submission(pupil, 12));
    const reward = projectReward(12);
    expect(reward).toBe(projects.find((p) => p.id === 12)!.reward);

    const result = await approve(t.db, row.id, teacherId, 1_700_000_500);
    expect(result).toMatchObject({ ok: true, diamonds: reward, rating: reward });
    if (!result.ok) return;
    expect(result.submission).toMatchObject({ status: 'approved', reviewer_id: teacherId, reviewed_at: 1_700_000_500 });
    expect(await balances(pupil)).toEqual({ diamonds: reward, rating: reward });
    expect(await ledgerSums(pupil)).toEqual({ diamonds: reward, rating: reward });
    const ledger = await t.db.selectFrom('ledger').selectAll().where('user_id', '=', pupil).orderBy('kind').execute();
    expect(ledger.map((l) => [l.kind, l.delta, l.reason, l.ref])).toEqual([
      ['diamonds', reward, 'approval', submissionRef(row.id)],
      ['rating', reward, 'approval', submissionRef(row.id)],
    ]);

    expect(await approve(t.db, row.id, teacherId)).toEqual({ ok: false, error: 'ALREADY_REVIEWED' });
    expect(await balances(pupil)).toEqual({ diamonds: reward, rating: reward });
    expect(await approve(t.db, 2_000_000_000, teacherId)).toEqual({ ok: false, error: 'NOT_FOUND' });
  });

  it('lets exactly one of 20 parallel approvals through: the balance is the reward and equals the ledger', async () => {
    const pupil = await makeUser();
    const row = await created(submission(pupil, 11));
    const reward = projectReward(11);
    const teachers = [teacherId, await makeUser('teacher')];
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => approve(t.db, row.id, teachers[i % 2]!)));
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok && a.error === 'ALREADY_REVIEWED')).toHaveLength(19);
    expect(await balances(pupil)).toEqual({ diamonds: reward, rating: reward });
    expect(await ledgerSums(pupil)).toEqual(await balances(pupil));
    const rows = await t.db.selectFrom('ledger').select('id').where('ref', '=', submissionRef(row.id)).execute();
    expect(rows).toHaveLength(2);
  });

  it('returns work with the comment; a returned one cannot be approved, and the pupil can send it again', async () => {
    const pupil = await makeUser();
    const first = await created(submission(pupil, 13));
    const returned = await returnForRework(t.db, first.id, teacherId, '  Пайка на третьей ножке холодная — пропаяй ещё раз.\nИ сфотографируй при свете.  ', 1_700_000_900);
    expect(returned).toMatchObject({
      ok: true,
      submission: { status: 'returned', review_comment: 'Пайка на третьей ножке холодная — пропаяй ещё раз.\nИ сфотографируй при свете.', reviewer_id: teacherId, reviewed_at: 1_700_000_900 },
    });

    expect(await approve(t.db, first.id, teacherId)).toEqual({ ok: false, error: 'ALREADY_REVIEWED' });
    expect(await returnForRework(t.db, first.id, teacherId, 'ещё раз')).toEqual({ ok: false, error: 'ALREADY_REVIEWED' });
    expect(await balances(pupil)).toEqual({ diamonds: 0, rating: 0 });
    expect(await ledgerSums(pupil)).toEqual({ diamonds: 0, rating: 0 });

    const again = await submissionsRepository(t.db).create(submission(pupil, 13, { now: 1_700_001_000 }));
    expect(again).toMatchObject({ ok: true, created: true, submission: { status: 'pending' } });
    expect((await submissionsRepository(t.db).latestFor(pupil, 13))?.status).toBe('pending');
    // The first upload's key still answers with the first (returned) submission.
    const repeat = await submissionsRepository(t.db).create(submission(pupil, 13, { idempotencyKey: first.idempotency_key }));
    expect(repeat).toMatchObject({ ok: true, created: false, submission: { id: first.id, status: 'returned' } });

    // Approved now, so a third one is refused.
    if (!again.ok) return;
    expect((await approve(t.db, again.submission.id, teacherId)).ok).toBe(true);
    expect(await submissionsRepository(t.db).create(submission(pupil, 13))).toEqual({ ok: false, reason: 'already-submitted' });
    expect(await balances(pupil)).toEqual({ diamonds: projectReward(13), rating: projectReward(13) });
  });

  it('refuses a return without a usable comment and changes nothing', async () => {
    const pupil = await makeUser();
    const row = await created(submission(pupil, 14));
    for (const comment of ['', '   ', 'x'.repeat(501), 'исправь\u202Eэто', 'a\u0000b']) {
      expect(await returnForRework(t.db, row.id, teacherId, comment)).toMatchObject({ ok: false, error: 'VALIDATION_ERROR', message: expect.stringMatching(/[а-яё]/i) });
    }
    expect((await submissionsRepository(t.db).findById(row.id))?.status).toBe('pending');
    expect(await returnForRework(t.db, 2_000_000_000, teacherId, 'ок')).toEqual({ ok: false, error: 'NOT_FOUND' });
  });
});

describe(`ledger on ${testEngine()}`, () => {
  it('credits a ref once per user and kind, and keeps the cached balance equal to the sum', async () => {
    const pupil = await makeUser();
    const ledger = ledgerRepository(t.db);
    const credit = (kind: LedgerKind, delta: number, ref: string | null) => ledger.credit({ userId: pupil, kind, delta, reason: 'demo', ref, now: 1 });
    expect(await credit('diamonds', 5, 'demo:1')).toEqual({ ok: true, balance: 5 });
    expect(await credit('diamonds', 5, 'demo:1')).toEqual({ ok: false, reason: 'already-credited' });
    expect(await credit('rating', 5, 'demo:1')).toEqual({ ok: true, balance: 5 });
    expect(await credit('diamonds', 2, null)).toEqual({ ok: true, balance: 7 });
    expect(await credit('diamonds', 2, null)).toEqual({ ok: true, balance: 9 });
    expect(await ledgerSums(pupil)).toEqual({ diamonds: 9, rating: 5 });
    expect(await balances(pupil)).toEqual({ diamonds: 9, rating: 5 });
    expect(await ledger.hasRef(pupil, 'diamonds', 'demo:1')).toBe(true);
    await expect(credit('diamonds', 0, null)).rejects.toThrow();
    await expect(credit('diamonds', -5, null)).rejects.toThrow();
    await expect(credit('diamonds', 1.5, null)).rejects.toThrow();
  });

  it('refuses what the schema forbids: unknown kind or status, a project outside 1–15', async () => {
    const pupil = await makeUser();
    await expect(
      t.db.insertInto('ledger').values({ user_id: pupil, kind: 'gold' as LedgerKind, delta: 1, reason: 'x', ref: null, created_at: 1 }).execute(),
    ).rejects.toThrow();
    for (const bad of [{ project_id: 0 }, { project_id: 16 }, { status: 'lost' as 'pending' }]) {
      await expect(
        t.db
          .insertInto('submissions')
          .values({ user_id: pupil, project_id: 1, photo: 'p', thumb: 't', mime: 'image/jpeg', width: 1, height: 1, bytes: 1, idempotency_key: randomUUID(), created_at: 1, created_by: null, reviewed_at: null, reviewer_id: null, notified_at: null, ...bad })
          .execute(),
      ).rejects.toThrow();
    }
  });

  it('removes a deleted pupil’s submissions and ledger with the account', async () => {
    const pupil = await makeUser();
    const row = await created(submission(pupil, 15));
    await approve(t.db, row.id, teacherId);
    await t.db.deleteFrom('users').where('id', '=', pupil).execute();
    expect(await countRows(pupil)).toBe(0);
    expect(await ledgerSums(pupil)).toEqual({ diamonds: 0, rating: 0 });
  });
});
