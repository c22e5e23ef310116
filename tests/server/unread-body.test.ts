import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNREAD_BODY_MAX_BYTES } from '../../server/unread-body';
import { createTestApp, type TestApp } from '../helpers/test-app';

// An answer before the body is read never cuts the body off: on a `Connection: close` request (what
// nginx sends) it waits for the body, up to UNREAD_BODY_MAX_BYTES (tests/server/nginx-proxy.test.ts,
// through nginx); on a kept-alive one Node reads and drops the rest after the answer. Here: the raw socket.

const SUBMISSION = '/api/v1/projects/1/submission';

function head(length: number, connection = 'keep-alive') {
  return (
    `POST ${SUBMISSION} HTTP/1.1\r\nHost: school\r\nAuthorization: Bearer bad\r\nConnection: ${connection}\r\n` +
    `Content-Type: multipart/form-data; boundary=b\r\nContent-Length: ${length}\r\n\r\n`
  );
}

/** Sends `parts` one after the other on one connection; resolves with all it got once the server closes it or `until` is read. */
function exchange(port: number, parts: (string | Buffer)[], until: RegExp): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      if (until.test(text)) {
        socket.destroy();
        resolve({ text, closed: false });
      }
    });
    socket.on('end', () => resolve({ text, closed: true }));
    socket.on('error', reject);
    for (const part of parts) socket.write(part);
  });
}

describe('an answer before the body', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  it('on a kept-alive connection, drops the rest of a refused photo and answers the next request on it', async () => {
    const body = Buffer.alloc(3 * 1024 * 1024, 1);
    const { text, closed } = await exchange(port, [head(body.length), body, 'GET /api/health HTTP/1.1\r\nHost: school\r\n\r\n'], /"status":"ok"/);
    expect(text).toMatch(/^HTTP\/1\.1 401 /);
    expect(text).toContain('"code":"TOKEN_INVALID"');
    expect(text).toMatch(/HTTP\/1\.1 200 OK[\s\S]*\{"status":"ok",/);
    expect(closed).toBe(false);
  });

  it('answers a body larger than any the school takes at once, and closes the connection', async () => {
    // Only the headers are sent: waiting for 40 MB that never come would hang this test.
    const { text, closed } = await exchange(port, [head(UNREAD_BODY_MAX_BYTES + 1)], /^$/);
    expect(text).toMatch(/^HTTP\/1\.1 401 /);
    expect(text.toLowerCase()).toContain('connection: close');
    expect(closed).toBe(true);
  });

  it('gives up on a client that leaves mid-body, and keeps serving', async () => {
    await new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(head(5 * 1024 * 1024) + 'x'.repeat(1000), () => {
          socket.destroy();
          resolve();
        });
      });
    });
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  });
});
