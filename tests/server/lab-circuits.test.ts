import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CIRCUIT_LIMITS, type CircuitDocument } from '../../domain/circuit/document';
import { LAB_MSG, type LabCircuit, type LabSlotSummary } from '../../domain/circuit/slots';
import { CIRCUIT_MSG } from '../../domain/circuit/validate';
import { usersRepository } from '../../server/db/repositories/users';
import { deleteAccount } from '../../server/services/account-deletion';
import { myData } from '../../server/services/my-data';
import { person, type Person } from '../helpers/people';
import { caller, createTestApp, expectError, type TestApp } from '../helpers/test-app';

// A pupil's own circuits of the lab on the engine of the vitest project
// (docs/decisions/0241-a-circuits-later-edit-wins.md): save, read, list, delete; nobody else's;
// every bad input a Russian 400 with nothing changed; the later edit wins; account deletion and
// the pupil's data copy.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = caller(() => t.app);
const url = (slot: number | string) => `/api/v1/lab/circuits/${slot}`;

const lamp = (title = 'Фонарик'): CircuitDocument => ({
  version: 1,
  title,
  parts: [
    { id: 'GB1', kind: 'battery', x: 10, y: 10, rotation: 0, battery: 'aa2' },
    { id: 'R1', kind: 'resistor', x: 14, y: 10, rotation: 0, ohms: 220 },
    { id: 'HL1', kind: 'led', x: 18, y: 10, rotation: 90, color: 'red' },
    { id: 'w1', kind: 'wire', x: 18, y: 14, x2: 10, y2: 10, rotation: 0 },
  ],
});

const save = (who: Person, slot: number | string, body: object) => call(who, 'PUT', url(slot), body);
const read = async (who: Person, slot: number) => ((await call(who, 'GET', url(slot))).json() as { data: LabCircuit }).data;
const list = async (who: Person) => ((await call(who, 'GET', '/api/v1/lab/circuits')).json() as { data: LabSlotSummary[] }).data;

describe('a pupil keeps circuits in slots', () => {
  it('saves, reads, lists and deletes', async () => {
    const pupil = await person(t, 'pupil');
    expect(await list(pupil)).toEqual([]);
    const at = Date.now() - 60_000;
    const saved = await save(pupil, 3, { circuit: lamp(), updatedAt: at });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ data: { slot: 3, circuit: lamp(), updatedAt: at } });
    await save(pupil, 1, { circuit: lamp('Мигалка'), updatedAt: at + 1 });

    expect(await read(pupil, 3)).toEqual({ slot: 3, circuit: lamp(), updatedAt: at });
    expect(await list(pupil)).toEqual([
      { slot: 1, title: 'Мигалка', updatedAt: at + 1 },
      { slot: 3, title: 'Фонарик', updatedAt: at },
    ]);

    const deleted = await call(pupil, 'DELETE', url(3));
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: LAB_MSG.deleted });
    expectError(await call(pupil, 'GET', url(3)), 404, 'NOT_FOUND', 'В ячейке 3 нет схемы');
    expect((await list(pupil)).map((s) => s.slot)).toEqual([1]);
    // Deleting an empty slot again (a retry) is no error.
    expect((await call(pupil, 'DELETE', url(3))).statusCode).toBe(200);
  });

  it('keeps the clean copy: unknown fields are not stored, the title is trimmed', async () => {
    const pupil = await person(t, 'pupil');
    const sent = { ...lamp('  Фонарик '), author: 'Петя', parts: lamp().parts.map((part) => ({ ...part, note: 'x' })) };
    expect((await save(pupil, 2, { circuit: sent })).statusCode).toBe(200);
    expect((await read(pupil, 2)).circuit).toEqual(lamp());
  });

  it('without an edit time the edit is dated when it arrives', async () => {
    const pupil = await person(t, 'pupil');
    const before = Date.now();
    await save(pupil, 4, { circuit: lamp() });
    const { updatedAt } = await read(pupil, 4);
    expect(updatedAt).toBeGreaterThanOrEqual(before);
    expect(updatedAt).toBeLessThanOrEqual(Date.now());
  });

  it('every signed-in role has slots of its own', async () => {
    for (const role of ['teacher', 'admin', 'parent'] as const) {
      const someone = await person(t, role);
      expect((await save(someone, 10, { circuit: lamp(role) })).statusCode).toBe(200);
      expect((await read(someone, 10)).circuit.title).toBe(role);
    }
  });
});

describe('nobody else sees them', () => {
  it('another user reads, lists and deletes only their own slots', async () => {
    const masha = await person(t, 'pupil');
    const petya = await person(t, 'pupil', { firstName: 'Петя' });
    await save(masha, 5, { circuit: lamp('Машина') });
    expectError(await call(petya, 'GET', url(5)), 404, 'NOT_FOUND');
    expect(await list(petya)).toEqual([]);
    await call(petya, 'DELETE', url(5));
    expect((await read(masha, 5)).circuit.title).toBe('Машина');
    // Petya's slot 5 is his own.
    await save(petya, 5, { circuit: lamp('Петина') });
    expect((await read(masha, 5)).circuit.title).toBe('Машина');
    expect((await read(petya, 5)).circuit.title).toBe('Петина');
  });

  it('without a session every call is 401', async () => {
    expectError(await call(undefined, 'GET', '/api/v1/lab/circuits'), 401, 'AUTH_REQUIRED');
    expectError(await call(undefined, 'GET', url(1)), 401, 'AUTH_REQUIRED');
    expectError(await call(undefined, 'PUT', url(1), { circuit: lamp() }), 401, 'AUTH_REQUIRED');
    expectError(await call(undefined, 'DELETE', url(1)), 401, 'AUTH_REQUIRED');
    expectError(await call('not-a-token', 'GET', '/api/v1/lab/circuits'), 401, 'TOKEN_INVALID');
  });
});

describe('bad input is a Russian 400 and changes nothing', () => {
  it('slots outside 1..10, for every call', async () => {
    const pupil = await person(t, 'pupil');
    await save(pupil, 1, { circuit: lamp() });
    for (const slot of ['0', '11', '99', '-1', '01', '1.5', 'abc', '100000000000']) {
      expectError(await call(pupil, 'GET', url(slot)), 400, 'VALIDATION_ERROR', LAB_MSG.slot);
      expectError(await save(pupil, slot, { circuit: lamp() }), 400, 'VALIDATION_ERROR', LAB_MSG.slot);
      expectError(await call(pupil, 'DELETE', url(slot)), 400, 'VALIDATION_ERROR', LAB_MSG.slot);
    }
    expect(await list(pupil)).toEqual([{ slot: 1, title: 'Фонарик', updatedAt: expect.any(Number) }]);
  });

  it('a circuit the parser refuses, named in the message; the slot keeps what it had', async () => {
    const pupil = await person(t, 'pupil');
    const at = Date.now() - 60_000;
    await save(pupil, 6, { circuit: lamp(), updatedAt: at });
    const part = (change: object) => ({ ...lamp(), parts: [{ ...lamp().parts[1], ...change }] });
    const cases: [unknown, string][] = [
      [part({ ohms: 0 }), 'Деталь R1: сопротивление должно быть от 0,1 Ом до 10 МОм'],
      [part({ kind: 'diode' }), CIRCUIT_MSG.unknownKind('R1')],
      [part({ x: 1.5 }), CIRCUIT_MSG.coordinates('R1')],
      [part({ rotation: 45 }), CIRCUIT_MSG.rotation('R1')],
      [{ ...lamp(), parts: [lamp().parts[1], lamp().parts[1]] }, CIRCUIT_MSG.duplicateId('R1')],
      [{ ...lamp(), version: 2 }, CIRCUIT_MSG.version],
      [{ ...lamp(), title: 'а'.repeat(61) }, CIRCUIT_MSG.titleTooLong],
      [{ ...lamp(), parts: Array.from({ length: 81 }, (_, i) => ({ ...lamp().parts[3], id: `w${i}` })) }, CIRCUIT_MSG.tooManyParts],
      ['схема', CIRCUIT_MSG.notCircuit],
      [null, CIRCUIT_MSG.notCircuit],
    ];
    for (const [circuit, message] of cases) {
      expectError(await save(pupil, 6, { circuit, updatedAt: at + 1000 }), 400, 'VALIDATION_ERROR', message);
    }
    expectError(await save(pupil, 6, {}), 400, 'VALIDATION_ERROR', LAB_MSG.circuitMissing);
    expectError(await save(pupil, 6, { circuit: lamp(), updatedAt: 'вчера' }), 400, 'VALIDATION_ERROR', LAB_MSG.editTime);
    expectError(await save(pupil, 6, { circuit: lamp(), updatedAt: -1 }), 400, 'VALIDATION_ERROR', LAB_MSG.editTime);
    const broken = await t.app.inject({ method: 'PUT', url: url(6), headers: { authorization: pupil.token, 'content-type': 'application/json' }, payload: '{"circuit": ' });
    expectError(broken, 400, 'INVALID_JSON');
    expect(await read(pupil, 6)).toEqual({ slot: 6, circuit: lamp(), updatedAt: at });
    expect(await list(pupil)).toHaveLength(1);
  });

  it('a circuit over 20 KB is a Russian 400, not a 413; an empty slot stays empty', async () => {
    const pupil = await person(t, 'pupil');
    for (const size of [CIRCUIT_LIMITS.maxBytes + 1, 60 * 1024, 200 * 1024]) {
      const big = { ...lamp(), notes: 'x'.repeat(size) };
      expectError(await save(pupil, 7, { circuit: big }), 400, 'VALIDATION_ERROR', 'Схема слишком большая: можно не больше 20 КБ');
    }
    expectError(await call(pupil, 'GET', url(7)), 404, 'NOT_FOUND');
    // A body far past any circuit is the framework's refusal, still in Russian and still nothing saved.
    const huge = await save(pupil, 7, { circuit: { ...lamp(), notes: 'x'.repeat(1024 * 1024) } });
    expectError(huge, 413, 'PAYLOAD_TOO_LARGE');
    expectError(await call(pupil, 'GET', url(7)), 404, 'NOT_FOUND');
  });
});

describe('two devices: the later edit wins', () => {
  it('an older edit arriving late is answered with the kept one, which stays', async () => {
    const pupil = await person(t, 'pupil');
    const at = Date.now() - 60_000;
    await save(pupil, 8, { circuit: lamp('С ноутбука'), updatedAt: at + 5000 });
    const late = await save(pupil, 8, { circuit: lamp('С планшета'), updatedAt: at });
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual({ data: { slot: 8, circuit: lamp('С ноутбука'), updatedAt: at + 5000 } });
    const newer = await save(pupil, 8, { circuit: lamp('Снова с планшета'), updatedAt: at + 6000 });
    expect(newer.json()).toEqual({ data: { slot: 8, circuit: lamp('Снова с планшета'), updatedAt: at + 6000 } });
    expect((await read(pupil, 8)).circuit.title).toBe('Снова с планшета');
  });

  it('a device clock ahead of the server counts as now, so it cannot win every later edit', async () => {
    const pupil = await person(t, 'pupil');
    const before = Date.now();
    const ahead = await save(pupil, 9, { circuit: lamp('Часы спешат'), updatedAt: before + 365 * 24 * 3600 * 1000 });
    expect((ahead.json() as { data: LabCircuit }).data.updatedAt).toBeLessThanOrEqual(Date.now());
    await new Promise((resolve) => setTimeout(resolve, 5));
    await save(pupil, 9, { circuit: lamp('Позже'), updatedAt: Date.now() });
    expect((await read(pupil, 9)).circuit.title).toBe('Позже');
  });

  it('racing saves of one slot both finish and the later edit is kept', async () => {
    const pupil = await person(t, 'pupil');
    const at = Date.now() - 60_000;
    const answers = await Promise.all([1, 2, 3, 4].map((i) => save(pupil, 2, { circuit: lamp(`Версия ${i}`), updatedAt: at + i })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await read(pupil, 2)).circuit.title).toBe('Версия 4');
  });
});

describe('the account', () => {
  it('the pupil data copy has the circuits whole, and the family copy too', async () => {
    const pupil = await person(t, 'pupil');
    await save(pupil, 2, { circuit: lamp(), updatedAt: 1_700_000_000_000 });
    const user = (await usersRepository(t.db).findById(pupil.id))!;
    expect((await myData(t.db, user)).labCircuits).toEqual([{ slot: 2, circuit: lamp(), updatedAt: 1_700_000_000_000 }]);
    const own = await call(pupil, 'GET', '/api/v1/users/my-data');
    expect((own.json() as { labCircuits: unknown }).labCircuits).toEqual([{ slot: 2, circuit: lamp(), updatedAt: 1_700_000_000_000 }]);
  });

  it('deleting the account removes them, and a save after it writes nothing', async () => {
    const pupil = await person(t, 'pupil');
    await save(pupil, 1, { circuit: lamp() });
    await save(pupil, 2, { circuit: lamp() });
    const user = (await usersRepository(t.db).findById(pupil.id))!;
    await deleteAccount(t.db, user, Math.floor(Date.now() / 1000));
    const left = await t.db.selectFrom('lab_circuits').select('slot').where('user_id', '=', pupil.id).execute();
    expect(left).toEqual([]);
    expectError(await save(pupil, 3, { circuit: lamp() }), 401, 'TOKEN_INVALID');
  });
});
