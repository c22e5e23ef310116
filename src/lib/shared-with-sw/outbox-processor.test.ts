// @vitest-environment node
// Node, not jsdom: fake-indexeddb under jsdom silently turns binary data into {}.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { createOutboxProcessor, SendError, type OutboxEvent, type SendAnswer, type SendRequest } from './outbox-processor';
import type { OutboxRecord } from './outbox-record';
import { indexedDbOutbox } from './outbox-store';
import { openSchoolDb } from './school-db';

const PUPIL = { token: 'pupil-token', userId: 7 };

function photo(overrides: Partial<OutboxRecord> = {}): OutboxRecord {
  return {
    id: crypto.randomUUID(),
    idempotencyKey: crypto.randomUUID(),
    ownerId: PUPIL.userId,
    projectId: 3,
    bytes: new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]).buffer,
    mime: 'image/jpeg',
    filename: 'build.jpg',
    createdAt: Date.now(),
    attempts: 0,
    state: 'queued',
    ...overrides,
  };
}

type Step = SendAnswer | 'network' | 'timeout';
const ok: SendAnswer = { status: 201, body: { success: true, status: 'pending', message: 'ok', data: { filename: 'build.jpg' } } };
const http = (status: number, code?: string, message?: string): SendAnswer => ({ status, body: { message, code } });

/** A processor whose server answers the given steps in order, with a clock that never waits. */
function rig(steps: Step[], options: { online?: () => boolean; session?: typeof PUPIL | undefined } = {}) {
  const sleeps: number[] = [];
  const events: OutboxEvent[] = [];
  const sent: SendRequest[] = [];
  const store = indexedDbOutbox();
  const processor = createOutboxProcessor({
    store,
    async send(request) {
      sent.push(request);
      const step = steps.shift() ?? ok;
      if (step === 'network' || step === 'timeout') throw new SendError(step);
      return step;
    },
    session: async () => ('session' in options ? options.session : PUPIL),
    isOnline: options.online ?? (() => true),
    sleep: async (ms) => void sleeps.push(ms),
    withLock: (task) => task(),
    timeoutMs: 30_000,
    onEvent: (event) => events.push(event),
  });
  return { processor, store, sleeps, events, sent };
}

beforeEach(async () => {
  await (await openSchoolDb()).clear('outbox');
});

describe('the retry policy', () => {
  it('sends at once and removes the photo only when the server has it', async () => {
    const { processor, store, sent, sleeps } = rig([ok]);
    await store.add(photo());
    expect(await processor.flush()).toEqual({ sent: 1, queued: 0, rejected: 0 });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.token).toBe('pupil-token');
    expect(sleeps).toEqual([]);
    expect(await store.all()).toEqual([]);
  });

  it.each<[string, Step]>([
    ['a network error', 'network'],
    ['a timeout', 'timeout'],
    ['a 500', http(500)],
    ['a 503', http(503)],
    ['a 408', http(408)],
    ['a 429', http(429, 'RATE_LIMITED', 'Слишком много попыток')],
  ])('retries after %s, waiting 1 s', async (_name, failure) => {
    const { processor, store, sent, sleeps, events } = rig([failure, ok]);
    await store.add(photo());
    expect((await processor.flush()).sent).toBe(1);
    expect(sent).toHaveLength(2);
    expect(sleeps).toEqual([1000]);
    expect(events.find((e) => e.type === 'retrying')).toMatchObject({ attempt: 2, delayMs: 1000 });
  });

  it.each<[string, Step, string]>([
    ['network errors', 'network', 'Школа сейчас не отвечает. Фото сохранено на твоём телефоне и уйдёт само, как только она ответит.'],
    ['timeouts', 'timeout', 'Школа отвечает слишком долго. Фото сохранено на твоём телефоне, и мы отправим его ещё раз сами.'],
    ['server errors', http(502), 'Сервер школы сейчас не справляется. Фото сохранено на твоём телефоне и уйдёт само, как только он заработает.'],
    ['429s', http(429, 'RATE_LIMITED', 'Слишком много попыток'), 'Не удалось отправить проект после 3 попыток. Слишком много попыток'],
  ])('gives up a round after 3 %s (1 s, then 2 s) and keeps the photo with the message', async (_name, failure, message) => {
    const { processor, store, sent, sleeps } = rig([failure, failure, failure]);
    const record = photo();
    await store.add(record);
    expect(await processor.flush()).toEqual({ sent: 0, queued: 1, rejected: 0 });
    expect(sent).toHaveLength(3);
    expect(sleeps).toEqual([1000, 2000]);
    expect(await store.get(record.id)).toMatchObject({ state: 'queued', attempts: 3, lastError: { message } });
  });

  it.each<[string, SendAnswer, string]>([
    ['400 with the server text', http(400, 'VALIDATION_ERROR', 'Это не похоже на фотографию'), 'Это не похоже на фотографию'],
    ['400 without a text', http(400), 'Ошибка в данных запроса'],
    ['404 not linked', http(404, 'ACCOUNT_NOT_LINKED', 'x'), 'Аккаунт не привязан к журналу. Скажи об этом преподавателю.'],
    ['409 already submitted', http(409, 'PROJECT_ALREADY_SUBMITTED'), 'Этот проект уже сдан на проверку. Дождись, пока преподаватель его проверит.'],
    ['413', http(413), 'Файл слишком большой. Попробуй уменьшить размер изображения.'],
    [
      '422 key reused',
      http(422, 'IDEMPOTENCY_KEY_REUSED', 'Эта отправка уже была сделана с другим проектом или другим фото. Отправьте фото ещё раз.'),
      'Эта отправка уже была сделана с другим проектом или другим фото. Отправьте фото ещё раз.',
    ],
    ['403', http(403, 'FORBIDDEN', 'Недостаточно прав'), 'Не удалось отправить проект после 3 попыток. Недостаточно прав'],
    ['a 2xx with success false', { status: 200, body: { success: false, message: 'Не принято' } }, 'Не принято'],
    ['a 2xx with success false and no text', { status: 200, body: { success: false } }, 'Ошибка при отправке проекта'],
  ])('stops at once on %s: the photo stays, refused, with the message', async (_name, answer, message) => {
    const { processor, store, sent, sleeps, events } = rig([answer]);
    const record = photo();
    await store.add(record);
    expect(await processor.flush()).toEqual({ sent: 0, queued: 0, rejected: 1 });
    expect(sent).toHaveLength(1);
    expect(sleeps).toEqual([]);
    expect(await store.get(record.id)).toMatchObject({ state: 'rejected', lastError: { message } });
    expect(events.at(-1)).toMatchObject({ type: 'failed', final: true, message });
  });

  it('does not send a refused photo again by itself, only when the pupil asks', async () => {
    const { processor, store, sent } = rig([http(404, 'ACCOUNT_NOT_LINKED'), ok]);
    const record = photo();
    await store.add(record);
    await processor.flush();
    await processor.flush();
    expect(sent).toHaveLength(1);
    expect((await processor.flush({ only: record.id })).sent).toBe(1);
    expect(await store.all()).toEqual([]);
  });

  it('keeps the photo queued when the session has ended (401), for the next login', async () => {
    const { processor, store } = rig([http(401, 'TOKEN_INVALID', 'Токен поврежден или истек')]);
    const record = photo();
    await store.add(record);
    expect((await processor.flush()).queued).toBe(1);
    expect(await store.get(record.id)).toMatchObject({ state: 'queued' });
  });
});

describe('offline', () => {
  it('burns no attempt and sends nothing without a network', async () => {
    const { processor, store, sent } = rig([], { online: () => false });
    const record = photo();
    await store.add(record);
    await processor.flush();
    expect(sent).toEqual([]);
    expect(await store.get(record.id)).toMatchObject({ state: 'queued', attempts: 0 });
  });

  it('counts a network error as offline when the network went away during the send', async () => {
    let checks = 0;
    // Online when the attempt starts, offline when its network error is looked at.
    const { processor, store, sent, sleeps } = rig(['network'], { online: () => checks++ === 0 });
    const record = photo();
    await store.add(record);
    await processor.flush();
    expect(sent).toHaveLength(1);
    expect(sleeps).toEqual([]);
    expect(await store.get(record.id)).toMatchObject({ state: 'queued', attempts: 0 });
  });
});

describe('the outbox', () => {
  it('survives a reload: a new processor over the same database sends what the old one kept', async () => {
    const before = rig([], { online: () => false });
    const record = photo();
    await before.store.add(record);
    await before.processor.flush();

    const after = rig([ok]);
    expect((await after.processor.flush()).sent).toBe(1);
    expect(after.sent[0]!.record.idempotencyKey).toBe(record.idempotencyKey);
    expect([...new Uint8Array(after.sent[0]!.record.bytes)]).toEqual([0xff, 0xd8, 0xff, 1, 2, 3]);
  });

  it('stores one photo on the server when the first attempt reached it but its answer was lost', async () => {
    const server = new Map<string, SendAnswer>();
    let calls = 0;
    const store = indexedDbOutbox();
    const processor = createOutboxProcessor({
      store,
      async send({ record }) {
        calls += 1;
        const first = server.get(record.idempotencyKey);
        if (first) return first;
        server.set(record.idempotencyKey, ok);
        if (calls === 1) throw new SendError('network'); // stored, but the answer never came back
        return ok;
      },
      session: async () => PUPIL,
      isOnline: () => true,
      sleep: async () => {},
      withLock: (task) => task(),
      timeoutMs: 1000,
    });
    await store.add(photo());
    expect((await processor.flush()).sent).toBe(1);
    expect(calls).toBe(2);
    expect(server.size).toBe(1);
  });

  it("sends only the signed-in pupil's photos, and nothing without a session", async () => {
    const mine = photo();
    const sisters = photo({ ownerId: 8 });
    const { processor, store, sent } = rig([ok]);
    await store.add(mine);
    await store.add(sisters);
    await processor.flush();
    expect(sent.map((r) => r.record.id)).toEqual([mine.id]);
    expect((await store.all()).map((r) => r.id)).toEqual([sisters.id]);

    const nobody = rig([ok], { session: undefined });
    await nobody.processor.flush();
    expect(nobody.sent).toEqual([]);
  });

  it('never sends one photo twice when the page and the worker flush at once', async () => {
    let chain: Promise<unknown> = Promise.resolve();
    const lock = <T>(task: () => Promise<T>) => {
      const run = chain.then(task);
      chain = run.catch(() => {});
      return run;
    };
    const store = indexedDbOutbox();
    const sent: string[] = [];
    const make = () =>
      createOutboxProcessor({
        store,
        async send({ record }) {
          sent.push(record.id);
          await new Promise((resolve) => setTimeout(resolve, 5));
          return ok;
        },
        session: async () => PUPIL,
        isOnline: () => true,
        sleep: async () => {},
        withLock: lock,
        timeoutMs: 1000,
      });
    await store.add(photo());
    await store.add(photo());
    await Promise.all([make().flush(), make().flush()]);
    expect(sent).toHaveLength(2);
    expect(new Set(sent).size).toBe(2);
  });
});
