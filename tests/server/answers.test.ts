import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, isErrorBody, signedInPupil, type TestApp } from '../helpers/test-app';
import { testEngine } from '../helpers/test-database';

// What every answer carries: private ones are never stored; every error, Fastify's and Node's
// own included, is `{ message, code }` in Russian; nothing that looks like /api gets the app's
// page; a connection that trickles its body is cut.

let t: TestApp;
let pupil: Awaited<ReturnType<typeof signedInPupil>>;
const dist = mkdtempSync(join(tmpdir(), 'school-dist-'));

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="ru"><div id="root"></div></html>');
  t = await createTestApp({ DIST_DIR: dist, REQUEST_TIMEOUT: '0.5' });
  pupil = await signedInPupil(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, authorization?: string) =>
  t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

interface RawAnswer {
  status: number;
  head: string;
  body: string;
}

/** Bytes straight onto a socket, as a broken or hostile client would send them; the answer read until the server closes. */
async function raw(send: (socket: ReturnType<typeof connect>) => void): Promise<RawAnswer> {
  const { port } = t.app.server.address() as { port: number };
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let received = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => {});
  const closed = once(socket, 'close');
  send(socket);
  // A bound on a broken server, far above the 0.5 s request timeout of this app.
  const guard = new Promise((_, reject) => setTimeout(() => reject(new Error(`no answer, got: ${received}`)), 10_000).unref());
  await Promise.race([closed, guard]);
  const [head = '', body = ''] = received.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), head, body };
}

describe(`answers and errors on ${testEngine()}`, () => {
  it.each([
    ['own profile', () => get('/api/v1/users/profile', pupil.token)],
    ['role', () => get('/api/v1/users/profile/role', pupil.token)],
    ['login token', () => t.app.inject({ method: 'POST', url: '/api/v1/users/profile/login', payload: { email: pupil.email, password: pupil.password } })],
    ['an error', () => get('/api/v1/users/profile')],
    ['an unknown API path', () => get('/api/v1/nothing')],
  ])('the %s answer carries Cache-Control: no-store', async (_name, send) => {
    const response = await send();
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('the app page keeps its own revalidation', async () => {
    expect((await get('/login')).headers['cache-control']).toBe('no-cache');
  });

  it.each(['/API/v1/users/profile', '//api/unknown', '/%61pi/unknown', '/%2561pi/unknown', '/./api/unknown', '/main/../api/unknown', '/Api'])(
    '%s gets a JSON 404, never the app page',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Не найдено', code: 'NOT_FOUND' });
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it('a malformed URL gets a Russian 400 that does not echo the path', async () => {
    for (const url of ['/%ZZ', '/api/v1/users/profile/%ZZ']) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Некорректный адрес запроса', code: 'BAD_REQUEST' });
    }
  });

  // Without the built app the router itself refuses it (414, URL_TOO_LONG: see fuzz.test.ts).
  it('an over-long path parameter (over the router limit of 100 characters) gets a JSON 404', async () => {
    const response = await get(`/api/v1/users/profile/${'1'.repeat(150)}`, pupil.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Не найдено', code: 'NOT_FOUND' });
  });

  it('headers over 16 KB get a Russian 431 from the socket', async () => {
    const answer = await raw((socket) =>
      socket.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
    );
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ message: 'Слишком большие заголовки запроса', code: 'HEADERS_TOO_LARGE' });
    expect(answer.head.toLowerCase()).toContain('content-type: application/json');
  });

  it('a NUL in a header gets a Russian 400 from the socket', async () => {
    const answer = await raw((socket) => socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Name: a\u0000b\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(isErrorBody(JSON.parse(answer.body))).toBe(true);
  });

  it('a body that never finishes is cut with a Russian 408', async () => {
    const answer = await raw((socket) => {
      socket.write('POST /api/v1/users/profile/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em');
    });
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({ message: 'Запрос шёл слишком долго. Проверьте соединение и попробуйте снова', code: 'REQUEST_TIMEOUT' });
  });

  it('a normal request on a real socket is not affected', async () => {
    const response = await fetch(`http://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
