import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startupMessage } from '../../server/startup-errors';
import { compiledServerEntry } from '../helpers/server-process';

// A start that fails says why in a Russian sentence and what to do, and exits with 1: before, the
// operator read «Сервер не запущен: getaddrinfo ENOTFOUND base» or «listen EADDRINUSE …»
// (docs/decisions/0197-start-up-errors-say-what-to-do.md). No database is reached: one engine.

const scratch = mkdtempSync(join(tmpdir(), 'school-start-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const SECRET = 'start-up-errors-secret-0123456789abcdef';

/** The compiled server until it exits; what it printed on stderr. */
function start(env: NodeJS.ProcessEnv): Promise<{ code: number | null; err: string }> {
  const child = spawn(process.execPath, compiledServerEntry(), {
    env: { PATH: process.env.PATH, DIST_DIR: join(scratch, 'no-dist'), PASSWORD_HASH_COST: 'test', LOG_FORMAT: 'json', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, err })));
}

/** The start-up error's text: with LOG_FORMAT=json a fatal line of the log (logOutsideApp). */
function failure(err: string): string {
  const messages = err
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string });
  const fatal = messages.find((one) => one.level === 60 && one.msg.startsWith('Сервер не запущен: '));
  if (!fatal) throw new Error(`no start-up error in: ${err}`);
  return fatal.msg;
}

describe('a server that cannot start', () => {
  it('names a DATABASE_URL host that does not resolve', async () => {
    const run = await start({ DATA_DIR: join(scratch, 'dns'), DATABASE_URL: 'postgres://school:secret@base.invalid:5432/school', JWT_SECRET: SECRET });
    expect(run.code).toBe(1);
    expect(failure(run.err)).toBe(
      'Сервер не запущен: не найден сервер базы данных «base.invalid» из DATABASE_URL: проверьте имя хоста в адресе (и сеть, DNS этого компьютера)',
    );
    expect(run.err).not.toContain('secret');
  });

  it('says the port is taken', async () => {
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    try {
      const run = await start({ DATA_DIR: join(scratch, 'port'), HOST: '127.0.0.1', PORT: String(port), DEMO_ACCOUNTS: 'off' });
      expect(run.code).toBe(1);
      expect(failure(run.err)).toBe(
        `Сервер не запущен: порт ${port} уже занят другой программой (может быть, школа уже запущена): остановите её или задайте другой порт, например PORT=8081`,
      );
    } finally {
      taken.close();
    }
  });

  it('says DATA_DIR is a file, not a folder', async () => {
    const file = join(scratch, 'a-file');
    writeFileSync(file, '');
    const run = await start({ DATA_DIR: file });
    expect(run.code).toBe(1);
    expect(failure(run.err)).toBe(`Сервер не запущен: ${file} — файл, а DATA_DIR и UPLOADS_DIR должны быть папками`);
  });
});

describe('startupMessage', () => {
  const system = (code: string, fields: object) => Object.assign(new Error(`${code} in English`), { code, ...fields });

  it('turns what Node and PostgreSQL say into what to do', () => {
    const env = { DATABASE_URL: 'postgres://school:pw@db.local:5433/school', PORT: '80', HOST: '10.9.9.9' };
    expect(startupMessage(system('EACCES', { syscall: 'mkdir', path: '/srv/school/data' }), env)).toBe(
      'нет доступа к папке данных (/srv/school/data): она должна принадлежать пользователю, от которого запущена школа (README, раздел Production: chown school)',
    );
    expect(startupMessage(system('EACCES', { syscall: 'listen' }), env)).toBe(
      'порт 80 открывает только администратор (порты ниже 1024): задайте PORT=8080 и поставьте перед школой nginx (README, раздел Production)',
    );
    expect(startupMessage(system('EADDRNOTAVAIL', { syscall: 'listen' }), env)).toMatch(/^у этого компьютера нет адреса 10\.9\.9\.9 \(HOST\)/);
    expect(startupMessage(system('ECONNREFUSED', { address: '127.0.0.1', port: 5433 }), env)).toMatch(/^PostgreSQL на 127\.0\.0\.1:5433 не принимает соединения/);
    expect(startupMessage(system('3D000', {}), env)).toMatch(/^в PostgreSQL на db\.local:5433 нет базы из DATABASE_URL/);
    expect(startupMessage(system('28P01', {}), env)).toMatch(/^PostgreSQL не пустил пользователя из DATABASE_URL/);
    expect(startupMessage(system('SQLITE_NOTADB', {}), env)).toMatch(/^файл базы повреждён или это не база SQLite .*npm run restore/);
  });

  it('looks inside a failed migration, and keeps a message it does not know', () => {
    const wrapped = new Error('Миграция  не удалась: Error: getaddrinfo ENOTFOUND base', { cause: system('ENOTFOUND', { hostname: 'base' }) });
    expect(startupMessage(wrapped, {})).toMatch(/^не найден сервер базы данных «base» из DATABASE_URL/);
    expect(startupMessage(new Error('JWT_SECRET должен быть не короче 32 символов'), {})).toBe('JWT_SECRET должен быть не короче 32 символов');
  });
});
