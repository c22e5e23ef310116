import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../server/config';
import { compiledServerEntry, startServerProcess } from '../helpers/server-process';
import { testEngine } from '../helpers/test-database';

// LOG_FORMAT=json is for a log collector: every line the process prints, on stdout and stderr,
// must be one JSON object. Before: Ajv's notes on a schema at start («strict mode: missing type
// "array" for keyword "maxItems"…») and a failed start («Сервер не запущен: …») came as plain text.

function records(output: string): { level?: number; msg?: string }[] {
  return output
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      try {
        return JSON.parse(line) as { level?: number; msg?: string };
      } catch {
        throw new Error(`не JSON: «${line}»\n\n${output}`);
      }
    });
}

// One engine is enough: what is printed does not depend on it.
describe.skipIf(testEngine() !== 'sqlite')('LOG_FORMAT=json', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'school-json-logs-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints only JSON lines, from the start through requests that fail to the shutdown', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir, DIST_DIR: join(dataDir, 'no-dist'), LOG_FORMAT: 'json', LOG_LEVEL: 'debug', DEMO_ACCOUNTS: 'on' });
    const answers = [
      await fetch(server.url + '/api/health'),
      await fetch(server.url + '/api/v1/no-such-route'),
      await fetch(server.url + '/api/v1/users/profile/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' }),
      await fetch(server.url + '/api/v1/users/profile', { headers: { authorization: 'Bearer bad' } }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 404, 400, 401]);
    expect(await server.stop('SIGTERM')).toBe(0);
    const lines = records(server.output());
    // Something of each kind was printed: the banner, request lines, the shutdown.
    expect(lines.some((line) => line.msg?.startsWith('Школа робототехники работает'))).toBe(true);
    expect(lines.filter((line) => line.msg === 'запрос').length).toBeGreaterThanOrEqual(4);
    expect(lines.every((line) => typeof line.level === 'number' && typeof line.msg === 'string')).toBe(true);
  });

  it('says why a start failed in a JSON line too', async () => {
    const child = spawn(process.execPath, compiledServerEntry(), {
      cwd: ROOT_DIR,
      env: { ...process.env, DATA_DIR: dataDir, LOG_FORMAT: 'json', PORT: 'not-a-port', DATABASE_URL: '', JWT_SECRET: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(1);
    const lines = records(output);
    expect(lines.at(-1)).toMatchObject({ level: 60, msg: expect.stringMatching(/^Сервер не запущен: .*PORT/) });
  });
});
