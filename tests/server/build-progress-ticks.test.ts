import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guideById } from '../../src/content/guides';
import type { ProgressBody } from '../../domain/build-progress';
import { CLASS_MSG, type ClassInfo, type ClassMatrix } from '../../domain/classes';
import { joinClass, newClass, person, type Person } from '../helpers/people';
import { withMigrationDatabase } from '../helpers/migration-database';
import { caller, createTestApp, isErrorBody, type TestApp } from '../helpers/test-app';

// Build progress merged tick by tick on the engine of the vitest project
// (docs/decisions/0187-build-progress-merges-per-tick.md): two devices ticking offline both keep
// their ticks, a later untick wins over an earlier tick, racing writes both survive, bad times are
// refused, and migration 0015 gives old rows their time for every tick.

let t: TestApp;
let teacher: Person;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await person(t, 'teacher', { firstName: 'Ирина' });
});
afterAll(() => t.close());

const call = caller(() => t.app);
const put = (pupil: Person, projectId: number, body: object) => call(pupil, 'PUT', `/api/v1/projects/${projectId}/progress`, body);
const get = async (pupil: Person, projectId: number) => ((await call(pupil, 'GET', `/api/v1/projects/${projectId}/progress`)).json() as { data: Required<ProgressBody> }).data;

async function pupilInClass(): Promise<{ room: ClassInfo; pupil: Person }> {
  const room = await newClass(t, teacher, { name: '4 «А»' });
  const pupil = await person(t, 'pupil', { linked: false, firstName: 'Петя' });
  await joinClass(t, pupil, room.code!, 'Петров');
  return { room, pupil };
}

const cellOf = async (room: ClassInfo, pupil: Person, projectId: number) =>
  ((await call(teacher, 'GET', `/api/v1/classes/${room.id}/matrix`)).json() as { data: ClassMatrix }).data.cells.find(
    (cell) => cell.userId === pupil.id && cell.projectId === projectId,
  );

/** The guide's own step count: the server takes it from the guide, whatever the device sends. */
const STEPS = (projectId: number) => guideById(projectId)!.steps.length;

describe('build progress merged per tick', () => {
  it('keeps the ticks of two devices made offline, whichever arrives last, and the matrix shows both', async () => {
    const { room, pupil } = await pupilInClass();
    const at = Date.now() - 60_000;
    // Device B ticked step 2 later and is online first; device A's older tick of step 1 comes after.
    const b = await put(pupil, 1, { parts: [], steps: [2], stepCount: STEPS(1), updatedAt: at + 5000, partTimes: [], stepTimes: [0, 0, at + 5000] });
    expect(b.statusCode, b.body).toBe(200);
    const a = await put(pupil, 1, { parts: [0], steps: [1], stepCount: STEPS(1), updatedAt: at, partTimes: [at], stepTimes: [0, at] });
    expect(a.statusCode, a.body).toBe(200);
    const merged = { parts: [0], steps: [1, 2], stepCount: STEPS(1), updatedAt: at + 5000, partTimes: [at], stepTimes: [0, at, at + 5000] };
    // The answer is the merge, so device A takes device B's tick.
    expect(a.json()).toEqual({ data: merged });
    expect(await get(pupil, 1)).toEqual(merged);
    expect(await cellOf(room, pupil, 1)).toMatchObject({ state: 'building', step: 2, steps: STEPS(1) });
  });

  it('a later untick on one device beats an earlier tick on the other, and the matrix counts the merge', async () => {
    const { room, pupil } = await pupilInClass();
    const at = Date.now() - 60_000;
    // B ticks steps 0 and 1; A, which had step 0 from before, unticks it later and ticks step 3.
    await put(pupil, 2, { parts: [], steps: [0, 1], stepCount: STEPS(2), updatedAt: at, stepTimes: [at, at] });
    const a = await put(pupil, 2, { parts: [], steps: [3], stepCount: STEPS(2), updatedAt: at + 1000, stepTimes: [at + 1000, 0, 0, at + 1000] });
    expect(a.json()).toMatchObject({ data: { steps: [1, 3], stepTimes: [at + 1000, at, 0, at + 1000], updatedAt: at + 1000 } });
    expect(await cellOf(room, pupil, 2)).toMatchObject({ step: 2, steps: STEPS(2) });
    // B's older record arriving again (a retry) does not bring the untick back.
    const retry = await put(pupil, 2, { parts: [], steps: [0, 1], stepCount: STEPS(2), updatedAt: at, stepTimes: [at, at] });
    expect(retry.json()).toMatchObject({ data: { steps: [1, 3] } });
    // An older untick loses to the newer tick: step 3 stays.
    const late = await put(pupil, 2, { parts: [], steps: [], stepCount: STEPS(2), updatedAt: at + 500, stepTimes: [0, 0, 0, at + 500] });
    expect(late.json()).toMatchObject({ data: { steps: [1, 3], updatedAt: at + 1000 } });
    // Unticking everything later leaves the pupil with no step in the matrix.
    await put(pupil, 2, { parts: [], steps: [], stepCount: STEPS(2), updatedAt: at + 2000, stepTimes: [at + 2000, at + 2000, 0, at + 2000] });
    expect((await get(pupil, 2)).steps).toEqual([]);
    expect(await cellOf(room, pupil, 2)).toBeUndefined();
  });

  it('two writes racing, each with its own tick, both survive', async () => {
    const { room, pupil } = await pupilInClass();
    const at = Date.now() - 60_000;
    const bodies = Array.from({ length: 6 }, (_, step) => ({
      parts: [],
      steps: [step],
      stepCount: STEPS(3),
      updatedAt: at + step,
      stepTimes: Object.assign(new Array<number>(step + 1).fill(0), { [step]: at + step }),
    }));
    const answers = await Promise.all(bodies.map((body) => put(pupil, 3, body)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(await get(pupil, 3)).toMatchObject({ steps: [0, 1, 2, 3, 4, 5], updatedAt: at + 5 });
    expect(await cellOf(room, pupil, 3)).toMatchObject({ step: 6, steps: STEPS(3) });
    // Two more at once on a record that exists.
    const [x, y] = await Promise.all([
      put(pupil, 3, { parts: [], steps: [6], stepCount: STEPS(3), updatedAt: at + 10, stepTimes: [0, 0, 0, 0, 0, 0, at + 10] }),
      put(pupil, 3, { parts: [2], steps: [7], stepCount: STEPS(3), updatedAt: at + 10, partTimes: [0, 0, at + 10], stepTimes: [0, 0, 0, 0, 0, 0, 0, at + 10] }),
    ]);
    expect([x!.statusCode, y!.statusCode]).toEqual([200, 200]);
    expect(await get(pupil, 3)).toMatchObject({ parts: [2], steps: [0, 1, 2, 3, 4, 5, 6, 7] });
  });

  it('takes a body without times (an older client): its ticks count as changed at its updatedAt', async () => {
    const { pupil } = await pupilInClass();
    const at = Date.now() - 60_000;
    await put(pupil, 4, { parts: [], steps: [0, 1], stepCount: STEPS(4), updatedAt: at, stepTimes: [at, at + 0] });
    const old = await put(pupil, 4, { parts: [1], steps: [2], stepCount: STEPS(4), updatedAt: at + 10 });
    expect(old.statusCode, old.body).toBe(200);
    // It cannot untick (it does not say which steps it unticked), and its ticks have its time.
    expect(old.json()).toEqual({ data: { parts: [1], steps: [0, 1, 2], stepCount: STEPS(4), updatedAt: at + 10, partTimes: [0, at + 10], stepTimes: [at, at, at + 10] } });
    // A later recorded untick still wins over it.
    await put(pupil, 4, { parts: [], steps: [], stepCount: STEPS(4), updatedAt: at + 20, stepTimes: [0, 0, at + 20] });
    expect((await get(pupil, 4)).steps).toEqual([0, 1]);
  });

  it('takes `{parts, steps}` alone: the guide’s step count and the time of arrival are the server’s', async () => {
    const { room, pupil } = await pupilInClass();
    const before = Date.now();
    const bare = await put(pupil, 6, { parts: [0, 2], steps: [0, 1] });
    expect(bare.statusCode, bare.body).toBe(200);
    const saved = bare.json().data as Required<ProgressBody>;
    expect(saved).toMatchObject({ parts: [0, 2], steps: [0, 1], stepCount: STEPS(6) });
    expect(saved.updatedAt).toBeGreaterThanOrEqual(before);
    expect(saved.updatedAt).toBeLessThanOrEqual(Date.now());
    expect(saved.stepTimes).toEqual([saved.updatedAt, saved.updatedAt]);
    expect(await get(pupil, 6)).toEqual(saved);
    expect(await cellOf(room, pupil, 6)).toMatchObject({ state: 'building', step: 2, steps: STEPS(6) });
    // A bare body's step beyond the guide is refused in Russian, as any other's.
    const beyond = await put(pupil, 6, { parts: [], steps: [STEPS(6)] });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toEqual({ code: 'VALIDATION_ERROR', message: CLASS_MSG.progressStep });
    for (const body of [{ parts: [0] }, { steps: [0] }, { parts: 'все', steps: [] }]) {
      const refused = await put(pupil, 6, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(isErrorBody(refused.json())).toBe(true);
    }
  });

  it('refuses bad times with 400 and a Russian message, saving nothing', async () => {
    const { pupil } = await pupilInClass();
    const at = Date.now() - 60_000;
    const good = { parts: [0], steps: [1], stepCount: STEPS(5), updatedAt: at, partTimes: [at], stepTimes: [0, at] };
    expect((await put(pupil, 5, good)).statusCode).toBe(200);
    const before = await get(pupil, 5);
    const future = Date.now() + 2 * 24 * 3600 * 1000;
    const cases: [string, object, string?][] = [
      ['a time not an integer', { ...good, stepTimes: [0, at + 0.5] }],
      ['a time as text', { ...good, partTimes: [String(at)] }],
      ['a time not a number', { ...good, stepTimes: [0, null] }],
      ['times not a list', { ...good, stepTimes: { 1: at } }],
      ['a negative time', { ...good, stepTimes: [-1, at] }],
      ['a negative part time', { ...good, partTimes: [-5] }],
      ['a step time from the far future', { ...good, steps: [2], stepTimes: [0, at, future] }, CLASS_MSG.progressFuture],
      ['a part time from the far future', { ...good, parts: [3], partTimes: [at, 0, 0, future] }, CLASS_MSG.progressFuture],
      ['a step time beyond the guide', { ...good, stepTimes: [...Array.from({ length: STEPS(5) }, () => 0), at] }, CLASS_MSG.progressStepTimes],
      ['part times too many', { ...good, partTimes: Array.from({ length: 201 }, () => at) }],
      ['step times too many', { ...good, stepCount: 200, stepTimes: Array.from({ length: 201 }, () => at) }],
      ['a time above a safe integer', { ...good, stepTimes: [0, 2 ** 60] }],
    ];
    for (const [what, body, message] of cases) {
      const response = await put(pupil, 5, body);
      expect(response.statusCode, what).toBe(400);
      expect(isErrorBody(response.json()), `${what}: ${response.body}`).toBe(true);
      if (message) expect(response.json(), what).toEqual({ code: 'VALIDATION_ERROR', message });
    }
    expect(await get(pupil, 5)).toEqual(before);
  });
});

describe('migration 0015', () => {
  it('gives the rows it finds their updated_at for every listed tick, and goes down and up again', async () => {
    await withMigrationDatabase(async ({ db, migrateTo, migrateToLatest }) => {
      await migrateTo('0014-people-by-word-prefix');
      await sql`insert into users (email, password_hash, first_name, role, created_at) values ('p@example.com', 'x', 'Петя', 'pupil', 1700000000)`.execute(db);
      const user = (await db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id;
      const at = 1_700_000_000_000;
      await sql`insert into build_progress (user_id, project_id, parts, steps, steps_done, step_count, updated_at) values
        (${user}, 1, '[2,0]', '[0,3]', 2, 9, ${at}),
        (${user}, 2, '[]', '[]', 0, 5, ${at + 1})`.execute(db);

      await migrateToLatest();
      const rows = await db.selectFrom('build_progress').select(['project_id', 'part_times', 'step_times']).orderBy('project_id').execute();
      expect(rows).toEqual([
        { project_id: 1, part_times: JSON.stringify([at, 0, at]), step_times: JSON.stringify([at, 0, 0, at]) },
        { project_id: 2, part_times: '[]', step_times: '[]' },
      ]);

      await migrateTo('0014-people-by-word-prefix');
      const columns = Object.keys((await sql<Record<string, unknown>>`select * from build_progress`.execute(db)).rows[0]!);
      expect(columns).not.toContain('part_times');
      expect(columns).not.toContain('step_times');
      await migrateToLatest();
      expect((await db.selectFrom('build_progress').select('step_times').where('project_id', '=', 1).executeTakeFirstOrThrow()).step_times).toBe(JSON.stringify([at, 0, 0, at]));
    });
  });
});
