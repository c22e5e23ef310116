import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { networkAddresses } from '../../server/banner';
import { reachableUrl } from '../../server/school-address';
import { DEMO_ACCOUNTS } from '../../server/services/seed';
import { letterTo } from '../helpers/mail';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { person } from '../helpers/people';
import { caller, createTestApp, type TestApp } from '../helpers/test-app';
import { testEngine } from '../helpers/test-database';

// The class's QR code and the parents' letters carry the address the class reaches: PUBLIC_URL, or
// the computer's network address as the start banner names it — never the «localhost» of the
// teacher's browser or of an unset PUBLIC_URL (docs/decisions/0233-links-carry-the-address-the-class-reaches.md).

const facts = { publicUrl: 'http://localhost:8080', publicUrlGiven: false, host: '0.0.0.0', port: 8080, networkAddresses: ['192.168.1.23', '10.0.0.5'] };

describe('the address the class reaches', () => {
  it('is PUBLIC_URL when set, else the first network address, HOST when it is one, localhost only when nothing else is there', () => {
    expect(reachableUrl(facts)).toBe('http://192.168.1.23:8080');
    expect(reachableUrl({ ...facts, publicUrl: 'https://school.example.ru', publicUrlGiven: true })).toBe('https://school.example.ru');
    expect(reachableUrl({ ...facts, host: '192.168.1.23', port: 3000 })).toBe('http://192.168.1.23:3000');
    expect(reachableUrl({ ...facts, networkAddresses: [] })).toBe('http://localhost:8080');
    expect(reachableUrl({ ...facts, host: '127.0.0.1' })).toBe('http://localhost:8080');
  });
});

describe('GET /api/v1/classes/address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://192.168.1.23:8080/' });
  });
  afterAll(() => t.close());
  const call = caller(() => t.app);

  it('answers staff the school’s address and whether it is local; pupils and strangers get 403 and 401', async () => {
    const teacher = await person(t, 'teacher');
    const answer = await call(teacher, 'GET', '/api/v1/classes/address');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ data: { url: 'http://192.168.1.23:8080', localOnly: false } });
    expect((await call(await person(t, 'pupil'), 'GET', '/api/v1/classes/address')).statusCode).toBe(403);
    const stranger = await call(undefined, 'GET', '/api/v1/classes/address');
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json().message).toMatch(/[а-яё]/i);
  });
});

// One engine is enough: the address is the process's, not the database's.
describe.skipIf(testEngine() !== 'sqlite')('a school started without PUBLIC_URL on the class network', () => {
  let dataDir: string;
  let server: ServerProcess;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'school-address-'));
    // Listening on every interface, as `npm start` does; the test itself talks to 127.0.0.1 only.
    server = await startServerProcess({ DATA_DIR: dataDir, HOST: '0.0.0.0', DEMO_ACCOUNTS: 'on' });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives the teacher’s QR code and a parent’s consent letter the network address, or says it is local', async () => {
    const port = new URL(server.url).port;
    const [first] = networkAddresses();
    const expected = first ? `http://${first}:${port}` : `http://localhost:${port}`;
    const post = (path: string, body: object) =>
      fetch(`${server.url}/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const teacher = DEMO_ACCOUNTS.find((account) => account.role === 'teacher')!;
    const { token } = (await (await post('/users/profile/login', { email: teacher.email, password: teacher.password })).json()) as { token: string };
    const address = await fetch(`${server.url}/api/v1/classes/address`, { headers: { authorization: `Bearer ${token}` } });
    expect(await address.json()).toEqual({ data: { url: expected, localOnly: !first } });

    const parentEmail = 'mama-address@example.com';
    const signup = await post('/users/profile/signup', {
      firstName: 'Петя',
      email: 'petya-address@example.com',
      password: 'correct-horse-42',
      birthYear: new Date().getUTCFullYear() - 12,
      parentEmail,
    });
    expect(signup.status).toBe(201);
    const letter = await letterTo(dataDir, parentEmail);
    expect(letter.text).toContain(`${expected}/family/consent?token=`);
  });
});
