import { createDecipheriv, createECDH, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ClassInfo } from '../../domain/classes';
import { PUSH_MSG, type PushPayload } from '../../domain/push';
import { deleteAccount } from '../../server/services/account-deletion';
import { usersRepository } from '../../server/db/repositories/users';
import { PUSH_TTL_SECONDS } from '../../server/services/web-push';
import { person, sendBuild, type Person } from '../helpers/people';
import { letterTo, resetLink } from '../helpers/mail';
import { noisyJpeg } from '../helpers/photos';
import { caller, createTestApp, expectError, type TestApp } from '../helpers/test-app';

// Web Push on the engine of the vitest project (docs/decisions/0283-web-push-turned-on-by-the-person.md,
// 0284): subscriptions are their user's own and go with the account, and the notices reach a push
// service that this test starts (a local HTTPS server with its own certificate, trusted through the
// app's push agent), where each one is checked — TTL, VAPID, encoding — and decrypted as the browser would.

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let t: TestApp;
let pushService: Server;
let pushOrigin: string;
let certDir: string;
let photo: Buffer;
const received: Received[] = [];
/** A path's answer status (201 unless told); a path in `held` waits until released. */
const statusFor = new Map<string, number>();
const held = new Map<string, () => void>();
let arrived: (() => void) | undefined;

beforeAll(async () => {
  certDir = mkdtempSync(join(tmpdir(), 'push-cert-'));
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-keyout', join(certDir, 'key.pem'), '-out', join(certDir, 'cert.pem'), '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
  ], { stdio: 'ignore' });
  const cert = readFileSync(join(certDir, 'cert.pem'));
  pushService = createServer({ key: readFileSync(join(certDir, 'key.pem')), cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      arrived?.();
      const status = statusFor.get(path) ?? 201;
      const answer = () => response.writeHead(status === -1 ? 201 : status).end();
      if (status === -1) held.set(path, answer);
      else answer();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushOrigin = `https://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  t = await createTestApp({}, { pushAgent: new Agent({ ca: cert }) });
  photo = await noisyJpeg(320, 240);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => pushService.close(resolve));
  rmSync(certDir, { recursive: true, force: true });
});
beforeEach(() => {
  received.length = 0;
});

const call = caller(() => t.app);

/** A browser's side of a subscription: its key pair and auth secret, to decrypt what arrives. */
function browserKeys() {
  const curve = createECDH('prime256v1');
  curve.generateKeys();
  const auth = randomBytes(16);
  return { curve, auth, json: { p256dh: curve.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

type Browser = ReturnType<typeof browserKeys> & { endpoint: string; path: string };

async function subscribed(who: Person): Promise<Browser> {
  const keys = browserKeys();
  const path = `/push/${randomUUID()}`;
  const endpoint = `${pushOrigin}${path}`;
  const response = await call(who, 'POST', '/api/v1/push/subscription', { endpoint, keys: keys.json });
  expect(response.statusCode, response.body).toBe(201);
  return { ...keys, endpoint, path };
}

/** RFC 8291 and RFC 8188 (aes128gcm), the browser's side: the notice as the service worker reads it. */
function decrypt(browser: Browser, body: Buffer): PushPayload {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const cipher = body.subarray(21 + idLength);
  const shared = browser.curve.computeSecret(serverKey);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), browser.curve.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, info, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(cipher.subarray(cipher.length - 16));
  const plain = Buffer.concat([decipher.update(cipher.subarray(0, cipher.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2 and padding zeros.
  const end = plain.lastIndexOf(2);
  return JSON.parse(plain.subarray(0, end).toString('utf8')) as PushPayload;
}

const arrivedAt = (browser: Browser) => received.filter((one) => one.path === browser.path);

const submit = (pupil: Person, projectId: number) => sendBuild(t, pupil, projectId, photo);

const subscriptionsOf = (userId: number) => t.db.selectFrom('push_subscriptions').select(['endpoint', 'user_id']).where('user_id', '=', userId).execute();

describe('subscriptions', () => {
  it('are the user’s own: kept per endpoint, turned off only by their owner, and refused in Russian when malformed', async () => {
    const [masha, petya] = [await person(t, 'pupil'), await person(t, 'pupil')];
    const browser = await subscribed(masha);
    expect(await subscriptionsOf(masha.id)).toEqual([{ endpoint: browser.endpoint, user_id: masha.id }]);
    // Petya cannot turn Masha's off (and is told the same as for his own).
    expect((await call(petya, 'DELETE', '/api/v1/push/subscription', { endpoint: browser.endpoint })).statusCode).toBe(200);
    expect(await subscriptionsOf(masha.id)).toHaveLength(1);
    // The same browser, Petya signed in there and turning it on: the endpoint is his now, not both.
    expect((await call(petya, 'POST', '/api/v1/push/subscription', { endpoint: browser.endpoint, keys: browser.json })).statusCode).toBe(201);
    expect(await subscriptionsOf(masha.id)).toEqual([]);
    expect(await subscriptionsOf(petya.id)).toHaveLength(1);
    const off = await call(petya, 'DELETE', '/api/v1/push/subscription', { endpoint: browser.endpoint });
    expect(off.json().message).toBe(PUSH_MSG.unsubscribed);
    expect(await subscriptionsOf(petya.id)).toEqual([]);
    // An address no browser gives is refused before the database sees it (PostgreSQL's text holds no NUL).
    await subscribed(petya);
    for (const endpoint of ['https://push.example/a\u0000b', 'http://push.example/x', '']) {
      const refused = await call(petya, 'DELETE', '/api/v1/push/subscription', { endpoint });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(PUSH_MSG.badSubscription);
    }
    expect(await subscriptionsOf(petya.id)).toHaveLength(1);

    const { json } = browserKeys();
    for (const body of [
      { endpoint: 'http://push.example/x', keys: json },
      { endpoint: 'не адрес', keys: json },
      { endpoint: 'https://user:pw@push.example/x', keys: json },
      { endpoint: 'https://push.example/x', keys: { p256dh: 'short', auth: json.auth } },
      { endpoint: 'https://push.example/x', keys: { p256dh: json.p256dh, auth: 'a+b/' } },
      { endpoint: `https://push.example/${'x'.repeat(2048)}`, keys: json },
    ]) {
      expectError(await call(masha, 'POST', '/api/v1/push/subscription', body), 400, 'VALIDATION_ERROR');
    }
    expectError(await call(masha, 'POST', '/api/v1/push/subscription', { endpoint: 'http://push.example/x', keys: json }), 400, 'VALIDATION_ERROR', PUSH_MSG.badSubscription);
    for (const body of [{}, { endpoint: 5, keys: json }, { endpoint: 'https://push.example/x' }]) {
      expectError(await call(masha, 'POST', '/api/v1/push/subscription', body), 400, 'VALIDATION_ERROR');
    }
    expectError(await call(undefined, 'POST', '/api/v1/push/subscription', { endpoint: 'https://push.example/x', keys: json }), 401, 'AUTH_REQUIRED');
    expect((await call(masha, 'GET', '/api/v1/push/key')).json().data.publicKey).toBe(t.config.vapid.publicKey);
  });

  it('a parent has none and a pupil without a parent’s consent cannot turn them on', async () => {
    const { json } = browserKeys();
    const body = { endpoint: 'https://push.example/p', keys: json };
    const parent = await person(t, 'parent');
    expectError(await call(parent, 'POST', '/api/v1/push/subscription', body), 403, 'FORBIDDEN', PUSH_MSG.notForParents);
    const waiting = await person(t, 'pupil');
    await t.db.updateTable('users').set({ consent_state: 'pending' }).where('id', '=', waiting.id).execute();
    expectError(await call(waiting, 'POST', '/api/v1/push/subscription', body), 403, 'CONSENT_REQUIRED', PUSH_MSG.consentRequired);
    expect(await subscriptionsOf(waiting.id)).toEqual([]);
  });

  it('all go with «Выйти на всех устройствах», the other devices’ too; another user’s stay', async () => {
    const [masha, petya] = [await person(t, 'pupil'), await person(t, 'pupil')];
    const [phone, tablet] = [await subscribed(masha), await subscribed(masha)];
    const his = await subscribed(petya);
    expect(await subscriptionsOf(masha.id)).toHaveLength(2);
    const work = await submit(masha, 6);
    const out = await call(masha, 'POST', '/api/v1/users/logout-all');
    expect(out.statusCode, out.body).toBe(200);
    expect(await subscriptionsOf(masha.id)).toEqual([]);
    expect(await subscriptionsOf(petya.id)).toEqual([{ endpoint: his.endpoint, user_id: petya.id }]);
    // The old token is over: the other devices could not turn theirs off themselves.
    expect((await call(masha, 'DELETE', '/api/v1/push/subscription', { endpoint: phone.endpoint })).statusCode).toBe(401);
    // Masha's work approved afterwards reaches none of her devices.
    const teacher = await person(t, 'teacher');
    const approved = await call(teacher, 'POST', `/api/v1/review/submissions/${work}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    await t.jobs.settled();
    for (const browser of [phone, tablet]) expect(arrivedAt(browser)).toEqual([]);
  });

  it('all go when the password is reset by the letter’s link, and when an admin changes the role; another user’s stay', async () => {
    const [masha, petya] = [await person(t, 'pupil'), await person(t, 'pupil')];
    await subscribed(masha);
    await subscribed(masha);
    const his = await subscribed(petya);
    const { email } = (await usersRepository(t.db).findById(masha.id))!;
    expect((await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } })).statusCode).toBe(200);
    const token = resetLink(await letterTo(t.config.dataDir, email)).searchParams.get('token');
    const reset = await t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { token, password: 'a-brand-new-pass-7' } });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await subscriptionsOf(masha.id)).toEqual([]);

    const admin = await person(t, 'admin');
    const made = await person(t, 'pupil');
    await subscribed(made);
    expect(await subscriptionsOf(made.id)).toHaveLength(1);
    const promoted = await call(admin, 'PUT', `/api/v1/admin/users/${made.id}/role`, { role: 'teacher' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(await subscriptionsOf(made.id)).toEqual([]);
    expect(await subscriptionsOf(petya.id)).toEqual([{ endpoint: his.endpoint, user_id: petya.id }]);
  });

  it('go with the account', async () => {
    const pupil = await person(t, 'pupil');
    const teacher = await person(t, 'teacher');
    await subscribed(pupil);
    await subscribed(pupil);
    await subscribed(teacher);
    await t.db.insertInto('push_waiting_notices').values({ user_id: teacher.id, sent_at: 1 }).execute();
    await deleteAccount(t.db, (await usersRepository(t.db).findById(pupil.id))!, Math.floor(Date.now() / 1000));
    await deleteAccount(t.db, (await usersRepository(t.db).findById(teacher.id))!, Math.floor(Date.now() / 1000));
    expect(await subscriptionsOf(pupil.id)).toEqual([]);
    expect(await subscriptionsOf(teacher.id)).toEqual([]);
    expect(await t.db.selectFrom('push_waiting_notices').selectAll().where('user_id', '=', teacher.id).execute()).toEqual([]);
  });
});

describe('notices', () => {
  it('an approval sends «Проект принят» to each of the pupil’s devices, encrypted for them, with a day’s TTL and the school’s VAPID signature', async () => {
    const [pupil, teacher] = [await person(t, 'pupil'), await person(t, 'teacher', { firstName: 'Ирина' })];
    const [phone, laptop] = [await subscribed(pupil), await subscribed(pupil)];
    const work = await submit(pupil, 1);
    const approved = await call(teacher, 'POST', `/api/v1/review/submissions/${work}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    await t.jobs.settled();

    for (const browser of [phone, laptop]) {
      const [notice] = arrivedAt(browser);
      expect(notice, 'the push service got the notice').toBeDefined();
      expect(notice!.headers.ttl).toBe(String(PUSH_TTL_SECONDS));
      expect(notice!.headers['content-encoding']).toBe('aes128gcm');
      expect(notice!.headers['content-type']).toBe('application/octet-stream');
      expect(notice!.headers.urgency).toBe('normal');
      expect(notice!.headers.topic).toBe(`work-${work}`);
      const vapid = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(String(notice!.headers.authorization));
      expect(vapid?.[2]).toBe(t.config.vapid.publicKey);
      const claims = JSON.parse(Buffer.from(vapid![1]!.split('.')[1]!, 'base64url').toString()) as { aud: string; sub: string; exp: number };
      expect(claims.aud).toBe(pushOrigin);
      expect(claims.sub).toMatch(/^(mailto:|https:)/);
      expect(decrypt(browser, notice!.body)).toEqual({ title: PUSH_MSG.approvedTitle, body: 'Фонарик-брелок: +3 алмаза', url: '/main/my-work', tag: `work-${work}` });
    }
  });

  it('a return sends «Вернули на доработку»; a teacher’s answer in the thread «Учитель ответил», the pupil’s own message nothing', async () => {
    const [pupil, teacher] = [await person(t, 'pupil'), await person(t, 'teacher')];
    const phone = await subscribed(pupil);
    const work = await submit(pupil, 2);
    expect((await call(teacher, 'POST', `/api/v1/review/submissions/${work}/return`, { comment: 'Пропаяй контакт' })).statusCode).toBe(200);
    await t.jobs.settled();
    expect(arrivedAt(phone).map((one) => decrypt(phone, one.body).title)).toEqual([PUSH_MSG.returnedTitle]);
    expect(decrypt(phone, arrivedAt(phone)[0]!.body).body).toBe('Колесо фортуны: посмотри, что исправить');

    expect((await call(pupil, 'POST', `/api/v1/review/submissions/${work}/messages`, { text: 'Исправлю!' })).statusCode).toBe(201);
    expect((await call(teacher, 'POST', `/api/v1/review/submissions/${work}/messages`, { text: 'Жду' })).statusCode).toBe(201);
    await t.jobs.settled();
    expect(arrivedAt(phone).map((one) => decrypt(phone, one.body).title)).toEqual([PUSH_MSG.returnedTitle, PUSH_MSG.answeredTitle]);
  });

  it('never holds up the approval: the answer comes while the push service has not answered yet', async () => {
    const [pupil, teacher] = [await person(t, 'pupil'), await person(t, 'teacher')];
    const phone = await subscribed(pupil);
    statusFor.set(phone.path, -1);
    const work = await submit(pupil, 3);
    const got = new Promise<void>((resolve) => (arrived = resolve));
    const approved = await call(teacher, 'POST', `/api/v1/review/submissions/${work}/approve`);
    expect(approved.statusCode).toBe(200);
    await got;
    // The notice is at the push service, unanswered, and the approval has been answered and committed.
    expect(held.has(phone.path)).toBe(true);
    expect((await t.db.selectFrom('submissions').select('status').where('id', '=', work).executeTakeFirstOrThrow()).status).toBe('approved');
    held.get(phone.path)!();
    await t.jobs.settled();
    statusFor.delete(phone.path);
  });

  it('a subscription the push service calls gone (410, 404) is removed; another failure keeps it and the approval stands', async () => {
    const [pupil, teacher] = [await person(t, 'pupil'), await person(t, 'teacher')];
    const [gone, missing, broken] = [await subscribed(pupil), await subscribed(pupil), await subscribed(pupil)];
    statusFor.set(gone.path, 410);
    statusFor.set(missing.path, 404);
    statusFor.set(broken.path, 500);
    const work = await submit(pupil, 4);
    expect((await call(teacher, 'POST', `/api/v1/review/submissions/${work}/approve`)).statusCode).toBe(200);
    await t.jobs.settled();
    expect(received.map((one) => one.path).sort()).toEqual([gone.path, missing.path, broken.path].sort());
    expect(await subscriptionsOf(pupil.id)).toEqual([{ endpoint: broken.endpoint, user_id: pupil.id }]);
    expect((await call(pupil, 'GET', '/api/v1/projects/4/status')).json().status).toBe('approved');
  });

  it('nothing reaches a pupil whose parent withdrew consent', async () => {
    const [pupil, teacher] = [await person(t, 'pupil'), await person(t, 'teacher')];
    const phone = await subscribed(pupil);
    const work = await submit(pupil, 5);
    await t.db.updateTable('users').set({ consent_state: 'withdrawn' }).where('id', '=', pupil.id).execute();
    expect((await call(teacher, 'POST', `/api/v1/review/submissions/${work}/approve`)).statusCode).toBe(200);
    await t.jobs.settled();
    expect(arrivedAt(phone)).toEqual([]);
  });

  it('a teacher hears «N работ ждут» about their classes at most once an hour', async () => {
    const teacher = await person(t, 'teacher');
    const room = (await call(teacher, 'POST', '/api/v1/classes', { name: 'Кружок' })).json().data as ClassInfo;
    const [anya, vova] = [await person(t, 'pupil'), await person(t, 'pupil')];
    for (const pupil of [anya, vova]) expect((await call(pupil, 'POST', '/api/v1/classes/join', { code: room.code })).statusCode).toBe(200);
    const desk = await subscribed(teacher);

    await submit(anya, 1);
    await t.jobs.settled();
    await submit(vova, 1);
    await submit(anya, 2);
    await t.jobs.settled();
    expect(arrivedAt(desk).map((one) => decrypt(desk, one.body))).toEqual([{ title: '1 работа ждёт', body: 'Проверка работ', url: '/main/review', tag: 'waiting' }]);

    // An hour later the next work brings the count of all that wait.
    await t.db.updateTable('push_waiting_notices').set({ sent_at: Math.floor(Date.now() / 1000) - 3601 }).where('user_id', '=', teacher.id).execute();
    await submit(vova, 2);
    await t.jobs.settled();
    expect(arrivedAt(desk).map((one) => decrypt(desk, one.body).title)).toEqual(['1 работа ждёт', '4 работы ждут']);
  });
});
