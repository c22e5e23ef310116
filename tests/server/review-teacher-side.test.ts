import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinClass, newClass, person, sendBuild, type Person } from '../helpers/people';
import { noisyJpeg } from '../helpers/photos';
import { caller, createTestApp, type TestApp } from '../helpers/test-app';

// What the teacher's queue, class matrix and home read besides the work itself (docs/product.md,
// «Проверка работ», Classes): each card's class, the teacher's own decisions still undoable (after
// a reload too), the comment bank of their own words, and the pupils whose parent has not agreed.

let t: TestApp;
let photo: Buffer;
let teacher: Person;
let otherTeacher: Person;
beforeAll(async () => {
  t = await createTestApp();
  photo = await noisyJpeg(320, 240);
  teacher = await person(t, 'teacher', { firstName: 'Ирина' });
  otherTeacher = await person(t, 'teacher', { firstName: 'Олег' });
});
afterAll(() => t.close());

const call = caller(() => t.app);

const submitted = (pupil: Person, projectId: number) => sendBuild(t, pupil, projectId, photo);

const classOf = (owner: Person, name: string) => newClass(t, owner, { name });
const join = (pupil: Person, code: string | null) => joinClass(t, pupil, code!);

describe('the queue names each work’s class', () => {
  it('gives the class id and name of the pupil’s class, and null for a pupil in none', async () => {
    const wednesday = await classOf(teacher, 'Среда 16:00');
    const inClass = await person(t, 'pupil', { firstName: 'Аня' });
    await join(inClass, wednesday.code);
    const loose = await person(t, 'pupil', { firstName: 'Боря' });
    const a = await submitted(inClass, 3);
    const b = await submitted(loose, 4);
    const queue = (await call(teacher, 'GET', '/api/v1/review/queue')).json().data as { id: number; classId: number | null; className: string | null }[];
    expect(queue.find((item) => item.id === a)).toMatchObject({ classId: wednesday.id, className: 'Среда 16:00' });
    expect(queue.find((item) => item.id === b)).toMatchObject({ classId: null, className: null });
  });
});

describe('recent decisions', () => {
  it('lists the teacher’s own decisions of the last 10 minutes, newest first, and drops one once undone or too old', async () => {
    const pupil = await person(t, 'pupil', { firstName: 'Вера' });
    const first = await submitted(pupil, 5);
    const second = await submitted(pupil, 6);
    const third = await submitted(pupil, 7);
    expect((await call(teacher, 'POST', `/api/v1/review/submissions/${first}/approve`)).statusCode).toBe(200);
    expect((await call(teacher, 'POST', `/api/v1/review/submissions/${second}/return`, { comment: 'Пропаяй минус' })).statusCode).toBe(200);
    expect((await call(otherTeacher, 'POST', `/api/v1/review/submissions/${third}/approve`)).statusCode).toBe(200);
    // The second came a second later than the first.
    await t.db.updateTable('submissions').set((eb) => ({ reviewed_at: eb('reviewed_at', '-', 1) })).where('id', '=', first).execute();

    const listed = await call(teacher, 'GET', '/api/v1/review/decisions/recent');
    expect(listed.statusCode).toBe(200);
    const mine = (listed.json().data as { submissionId: number; status: string; projectId: number; pupil: { firstName: string }; decidedAt: number; undoUntil: number }[]).filter(
      (d) => [first, second, third].includes(d.submissionId),
    );
    expect(mine.map((d) => [d.submissionId, d.status])).toEqual([
      [second, 'returned'],
      [first, 'approved'],
    ]);
    expect(mine[0]).toMatchObject({ projectId: 6, pupil: { firstName: 'Вера' } });
    expect(mine[0]!.undoUntil - mine[0]!.decidedAt).toBe(600);

    // Undone: it is pending again, no longer a decision.
    expect((await call(teacher, 'POST', `/api/v1/review/submissions/${second}/undo`)).statusCode).toBe(200);
    // Eleven minutes old: past the window.
    await t.db.updateTable('submissions').set((eb) => ({ reviewed_at: eb('reviewed_at', '-', 660) })).where('id', '=', first).execute();
    const after = (await call(teacher, 'GET', '/api/v1/review/decisions/recent')).json().data as { submissionId: number }[];
    expect(after.map((d) => d.submissionId)).not.toContain(second);
    expect(after.map((d) => d.submissionId)).not.toContain(first);
    expect((await call(otherTeacher, 'GET', '/api/v1/review/decisions/recent')).json().data.map((d: { submissionId: number }) => d.submissionId)).toEqual([third]);
  });

  it('is for staff only', async () => {
    const pupil = await person(t, 'pupil');
    expect((await call(pupil, 'GET', '/api/v1/review/decisions/recent')).statusCode).toBe(403);
    expect((await call(pupil, 'GET', '/api/v1/review/comment-bank')).statusCode).toBe(403);
    expect((await call(pupil, 'GET', '/api/v1/classes/consents-waiting')).statusCode).toBe(403);
  });
});

describe('the comment bank', () => {
  it('offers the teacher’s own words, the most used first, never another teacher’s', async () => {
    const bankTeacher = await person(t, 'teacher', { firstName: 'Нина' });
    const words = ['Пайка не блестит', 'Сфотографируй ближе', 'Пайка не блестит', 'Пайка не блестит', 'Сфотографируй ближе', 'Проверь полярность'];
    for (const [index, comment] of words.entries()) {
      const work = await submitted(await person(t, 'pupil'), 1 + index);
      expect((await call(bankTeacher, 'POST', `/api/v1/review/submissions/${work}/return`, { comment })).statusCode).toBe(200);
    }
    const approved = await submitted(await person(t, 'pupil'), 9);
    expect((await call(bankTeacher, 'POST', `/api/v1/review/submissions/${approved}/approve`, { comment: 'Молодец, ровная пайка' })).statusCode).toBe(200);
    const theirs = await submitted(await person(t, 'pupil'), 10);
    expect((await call(otherTeacher, 'POST', `/api/v1/review/submissions/${theirs}/return`, { comment: 'Чужие слова' })).statusCode).toBe(200);

    const bank = await call(bankTeacher, 'GET', '/api/v1/review/comment-bank');
    expect(bank.statusCode).toBe(200);
    const data = bank.json().data as string[];
    expect(data.slice(0, 2)).toEqual(['Пайка не блестит', 'Сфотографируй ближе']);
    expect(data).toContain('Проверь полярность');
    expect(data).toContain('Молодец, ровная пайка');
    expect(data).not.toContain('Чужие слова');
    expect(new Set(data).size).toBe(data.length);
    expect((await call(await person(t, 'teacher'), 'GET', '/api/v1/review/comment-bank')).json()).toEqual({ data: [] });
  });
});

describe('consent in the class', () => {
  it('shows each pupil’s consent in the matrix and lists the waiting and withdrawn ones of the teacher’s own classes', async () => {
    const friday = await classOf(teacher, 'Пятница');
    const foreign = await classOf(otherTeacher, 'Чужой');
    const waiting = await person(t, 'pupil', { firstName: 'Гоша' });
    const withdrawn = await person(t, 'pupil', { firstName: 'Даша' });
    const fine = await person(t, 'pupil', { firstName: 'Ева' });
    const elsewhere = await person(t, 'pupil', { firstName: 'Женя' });
    for (const pupil of [waiting, withdrawn, fine]) await join(pupil, friday.code);
    await join(elsewhere, foreign.code);
    await t.db.updateTable('users').set({ consent_state: 'pending' }).where('id', 'in', [waiting.id, elsewhere.id]).execute();
    await t.db.updateTable('users').set({ consent_state: 'withdrawn' }).where('id', '=', withdrawn.id).execute();

    const matrix = (await call(teacher, 'GET', `/api/v1/classes/${friday.id}/matrix`)).json().data as { pupils: { id: number; consent: string }[] };
    const consentOf = (id: number) => matrix.pupils.find((p) => p.id === id)?.consent;
    expect([consentOf(waiting.id), consentOf(withdrawn.id), consentOf(fine.id)]).toEqual(['pending', 'withdrawn', 'not_needed']);

    const listed = await call(teacher, 'GET', '/api/v1/classes/consents-waiting');
    expect(listed.statusCode).toBe(200);
    const rows = (listed.json().data as { pupil: { id: number; firstName: string }; className: string; state: string }[]).filter((r) => r.className === 'Пятница');
    expect(rows.map((r) => [r.pupil.firstName, r.state])).toEqual([
      ['Гоша', 'pending'],
      ['Даша', 'withdrawn'],
    ]);
    expect((listed.json().data as { pupil: { id: number } }[]).map((r) => r.pupil.id)).not.toContain(elsewhere.id);
    const admin = await person(t, 'admin');
    expect((await call(admin, 'GET', '/api/v1/classes/consents-waiting')).json().data.map((r: { pupil: { id: number } }) => r.pupil.id)).toContain(elsewhere.id);
  });
});
