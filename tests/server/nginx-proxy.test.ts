import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../server/config';
import { UNREAD_BODY_MAX_BYTES } from '../../server/unread-body';
import { call, startServerProcess, type ServerProcess } from '../helpers/server-process';

// The nginx block of docs/operations.md in front of two server processes, as a school runs them. An upload refused
// before its body is read (a bad token, the pupil's rate limit) made the process close the
// connection while nginx was still sending the photo: nginx answered 502 «Broken pipe» instead of
// 401/429 and took the process out for 10 s; two such requests and every pupil got 502. Seen before
// the fix (docs/decisions/0190-early-answers-read-the-body-first.md): the second refused upload
// already came back 502 and `/api/health` through nginx turned 502 a few refusals later.
// The block is read from docs/operations.md, so what the docs tell a school to run is what is tested;
// only the addresses change (free ports, plain http instead of the certificate).

const NGINX = '/usr/sbin/nginx';
const hasNginx = existsSync(NGINX);
const SUBMISSION = '/api/v1/projects/1/submission';
/** One photo close to the 10 MB limit: nginx is still sending it when the refusal comes. */
const PHOTO_BYTES = 10 * 1024 * 1024 - 64 * 1024;
const REFUSALS = 20;

it.runIf(!hasNginx && process.env.CI)('has nginx in CI', () => {
  expect.fail(`В CI нужен nginx (${NGINX}, apt-get install nginx): проверка блока nginx из README не должна пропускаться`);
});

/** The ```nginx block of docs/operations.md (README's Production points there), whole. */
function readmeNginxBlock(): string {
  const readme = readFileSync(join(ROOT_DIR, 'docs', 'operations.md'), 'utf8');
  const block = /```nginx\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!block) throw new Error('В docs/operations.md нет блока ```nginx');
  return block;
}

/** The block for this machine: the processes' ports, a free port without TLS, everything else as written. */
function localBlock(block: string, upstreams: string[], port: number): string {
  const ports = new Map([['8081', upstreams[0]!], ['8082', upstreams[1]!]]);
  const local = block
    .replace(/127\.0\.0\.1:(808[12])\b/g, (_match, readmePort: string) => ports.get(readmePort)!)
    .replace(/^\s*listen\s+443\s+ssl[^;]*;/m, `    listen 127.0.0.1:${port};`)
    .replace(/^\s*ssl_[^;]*;\n/gm, '');
  expect(local, 'the block names the two processes 127.0.0.1:8081 and :8082 and listens on 443').not.toMatch(/:808[12]\b|\b443\b/);
  return local;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Nginx {
  url: string;
  errors(): string;
  stop(): Promise<void>;
}

/** Debian's nginx as the current user: its own prefix, config and logs in `dir`, in the foreground. */
async function startNginx(dir: string, block: string, port: number): Promise<Nginx> {
  const errorLog = join(dir, 'error.log');
  const conf = join(dir, 'nginx.conf');
  const asRoot = process.getuid?.() === 0;
  writeFileSync(
    conf,
    [
      'daemon off;',
      // As root, nginx would run its workers as `nobody`, who cannot enter this private folder.
      asRoot ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${errorLog} info;`,
      'events { worker_connections 256; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${join(dir, kind)};`),
      block,
      '}',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', conf, '-e', errorLog], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = once(child, 'exit');
  const errors = () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '') + output;
  const url = `http://127.0.0.1:${port}`;
  // nginx prints nothing when it is ready: its port answering is the event.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx не запустился:\n${errors()}`);
    const up = await fetch(url + '/api/health').then(
      () => true,
      () => false,
    );
    if (up) break;
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 50))]);
  }
  return {
    url,
    errors,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A photo submission: `photos` photos of PHOTO_BYTES, or one tiny part when 0. */
async function upload(url: string, token: string, { photos = 1, key = 'nginx-key-' + randomBytes(8).toString('hex') } = {}) {
  const form = new FormData();
  form.set('project_id', '1');
  if (photos === 0) form.append('project_photo', new Blob([Buffer.from('x')]), 'tiny.jpg');
  for (let i = 0; i < photos; i += 1) form.append('project_photo', new Blob([Buffer.alloc(PHOTO_BYTES, i + 1)]), `photo-${i}.jpg`);
  const response = await fetch(url + SUBMISSION, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'idempotency-key': key }, body: form });
  const text = await response.text();
  return { status: response.status, body: text.startsWith('{') ? (JSON.parse(text) as { code?: string; message?: string }) : text };
}

async function health(url: string): Promise<number> {
  return (await fetch(url + '/api/health')).status;
}

describe.runIf(hasNginx)("README's nginx block in front of two server processes", () => {
  let dir: string;
  const servers: ServerProcess[] = [];
  let nginx: Nginx | undefined;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'school-nginx-'));
    const env = { DATA_DIR: join(dir, 'data'), JWT_SECRET: `nginx-${randomBytes(16).toString('hex')}`, DIST_DIR: join(dir, 'no-dist'), TRUST_PROXY: '1' };
    // One SQLite file for both; the second starts once the first has migrated it.
    servers.push(await startServerProcess(env));
    servers.push(await startServerProcess(env));
    const upstreams = servers.map((server) => new URL(server.url).host);
    const port = await freePort();
    nginx = await startNginx(dir, localBlock(readmeNginxBlock(), upstreams, port), port);
  });

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('lets three photos of 10 MB through, and the server reads a refused body of that size before answering', () => {
    const size = /client_max_body_size\s+(\d+)m;/.exec(readmeNginxBlock())?.[1];
    expect(Number(size) * 1024 * 1024).toBeGreaterThanOrEqual(3 * 10 * 1024 * 1024 + 64 * 1024);
    expect(Number(size) * 1024 * 1024).toBeLessThanOrEqual(UNREAD_BODY_MAX_BYTES);
  });

  it('passes 20 uploads with a bad token through as 401, /api/health staying 200 after each', async () => {
    const url = nginx!.url;
    const statuses: number[] = [];
    const healths: number[] = [await health(url)];
    for (let i = 0; i < REFUSALS; i += 1) {
      const answer = await upload(url, 'not-a-token');
      statuses.push(answer.status);
      if (answer.status === 401) expect(answer.body).toEqual({ message: 'Токен поврежден или истек', code: 'TOKEN_INVALID' });
      healths.push(await health(url));
    }
    expect(statuses, nginx!.errors()).toEqual(Array<number>(REFUSALS).fill(401));
    expect(healths).toEqual(Array<number>(REFUSALS + 1).fill(200));
    expect(nginx!.errors()).not.toMatch(/temporarily disabled|no live upstreams|Broken pipe|prematurely closed/);
  }, 180_000);

  it('passes every other early refusal of a large body through too: avatar, aproveTaskRt, JSON, media type', async () => {
    const url = nginx!.url;
    const photoForm = (field: string) => {
      const form = new FormData();
      form.append(field, new Blob([Buffer.alloc(PHOTO_BYTES, 7)]), 'photo.jpg');
      return form;
    };
    const bigJson = JSON.stringify({ email: 'x@example.com', password: 'y'.repeat(5 * 1024 * 1024) });
    const refusals: [string, () => RequestInit, string, number][] = [
      ['avatar', () => ({ method: 'PUT', headers: { authorization: 'Bearer bad' }, body: photoForm('photo') }), '/api/v1/users/profile', 401],
      ['aproveTaskRt', () => ({ method: 'POST', headers: { authorization: 'Bearer bad' }, body: photoForm('img') }), '/api/v1/aproveTaskRt', 401],
      ['JSON over the limit', () => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: bigJson }), '/api/v1/users/profile/login', 413],
      ['a body of an unknown type', () => ({ method: 'POST', headers: { 'content-type': 'application/x-unknown' }, body: bigJson }), '/api/v1/users/profile/login', 415],
    ];
    const seen: string[] = [];
    const expected: string[] = [];
    // Three rounds: one refusal of each kind on each process at least.
    for (let round = 0; round < 3; round += 1) {
      for (const [name, init, path, status] of refusals) {
        const response = await fetch(url + path, init());
        const body = await response.text();
        seen.push(`${name}: ${response.status}, JSON ${body.startsWith('{"message"')}, health ${await health(url)}`);
        expected.push(`${name}: ${status}, JSON true, health 200`);
      }
    }
    expect(seen, nginx!.errors()).toEqual(expected);
    expect(nginx!.errors()).not.toMatch(/temporarily disabled|no live upstreams|Broken pipe|prematurely closed/);
  }, 180_000);

  it('passes a pupil over the upload limit through as 429, with three photos in the body', async () => {
    const pupil = { firstName: 'Торопыга', email: 'hasty@example.com', password: 'hasty-password-1' };
    expect((await call(servers[0]!.url, 'POST', '/api/v1/users/profile/signup', pupil)).status).toBe(201);
    const { token } = (await call(servers[0]!.url, 'POST', '/api/v1/users/profile/login', pupil)).body;
    // Each process counts alone (no Redis here): spend the 30 uploads on each directly, with
    // forms the pupil got wrong (no Idempotency-Key), which count.
    for (const server of servers) {
      for (let i = 0; i < 30; i += 1) expect((await upload(server.url, token!, { photos: 0, key: '' })).status).toBe(400);
    }
    const healths: number[] = [];
    const answers = [];
    for (let i = 0; i < 4; i += 1) {
      answers.push(await upload(nginx!.url, token!, { photos: 3 }));
      healths.push(await health(nginx!.url));
    }
    expect(answers.map((answer) => answer.status), nginx!.errors()).toEqual([429, 429, 429, 429]);
    expect(answers[0]!.body).toEqual({ message: 'Слишком много отправок подряд. Подожди несколько минут и попробуй снова.', code: 'RATE_LIMITED' });
    expect(healths).toEqual([200, 200, 200, 200]);
    expect(nginx!.errors()).not.toMatch(/temporarily disabled|no live upstreams|Broken pipe|prematurely closed/);
  }, 180_000);
});
