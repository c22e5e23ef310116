import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startBanner, type BannerFacts } from '../../server/banner';
import { ROOT_DIR } from '../../server/config';
import { compiledServerEntry } from '../helpers/server-process';
import { testEngine } from '../helpers/test-database';

// The banner says where the class opens the school (HOST=0.0.0.0 listens on every interface:
// docs/decisions/0125-the-school-listens-on-the-class-network.md), and outside a terminal it is
// JSON like the rest of the log. Before, a log collector got Russian text lines with the JSON ones
// between them, and the banner named only http://localhost:8080, which no pupil's tablet opens.

const facts: BannerFacts = {
  publicUrl: 'http://localhost:8080',
  seconds: '0.6',
  dataDir: '/srv/school/data',
  cheapHashes: false,
  demo: { created: [], existing: [] },
  host: '0.0.0.0',
  port: 8080,
  networkAddresses: ['192.168.1.23', '10.0.0.5'],
};

describe('the start banner', () => {
  it('names the class network’s addresses when it listens on every interface, and how to keep it to this computer', () => {
    expect(startBanner(facts)).toEqual([
      'Школа робототехники работает: http://localhost:8080  (готово за 0.6 с)',
      'Открыта всей сети (HOST=0.0.0.0): ученики открывают http://192.168.1.23:8080 или http://10.0.0.5:8080',
      'Только для этого компьютера: HOST=127.0.0.1 npm start',
      'Данные: /srv/school/data',
    ]);
  });

  it('says so when the computer has no network address yet', () => {
    expect(startBanner({ ...facts, networkAddresses: [] })[1]).toBe('Открыта всей сети (HOST=0.0.0.0), но сейчас у компьютера нет адреса в сети');
  });

  it('on 127.0.0.1 says how to open it to the class', () => {
    expect(startBanner({ ...facts, host: '127.0.0.1', port: 3000 }).slice(1, 3)).toEqual([
      'Открыта только на этом компьютере (HOST=127.0.0.1); чтобы открыть её классу: HOST=0.0.0.0 npm start',
      'Данные: /srv/school/data',
    ]);
  });

  it('behind a proxy (TRUST_PROXY) agrees with README’s Production: HOST=127.0.0.1, pupils come to PUBLIC_URL', () => {
    const proxied = { ...facts, behindProxy: true, publicUrl: 'https://school.example.ru' };
    expect(startBanner({ ...proxied, host: '127.0.0.1', port: 8081 })[1]).toBe(
      'Открыта только на этом компьютере (HOST=127.0.0.1): ученики приходят через прокси на https://school.example.ru',
    );
    // Before: «чтобы открыть её классу: HOST=0.0.0.0 npm start», the opposite of README's advice there.
    expect(startBanner({ ...proxied, host: '127.0.0.1' }).join('\n')).not.toContain('HOST=0.0.0.0');
    expect(startBanner({ ...proxied, host: '0.0.0.0' }).slice(1, 3)).toEqual([
      'Открыта всей сети (HOST=0.0.0.0) за прокси (TRUST_PROXY)',
      'ВНИМАНИЕ: за прокси задайте HOST=127.0.0.1 — иначе любой в сети обойдёт прокси и подделает свой адрес (README, раздел Production)',
    ]);
  });

  it('names one address it was given', () => {
    expect(startBanner({ ...facts, host: '192.168.1.23' })[1]).toBe('Открыта по адресу http://192.168.1.23:8080 (HOST=192.168.1.23)');
  });

  it('lists new demo passwords once, old demo accounts without them, PostgreSQL and cheap hashes', () => {
    const created = startBanner({ ...facts, demo: { created: [{ title: 'Ученик', email: 'pupil@demo.school', password: 'demo-pupil-2026' }], existing: [] } });
    expect(created.slice(-2)).toEqual(['Демо-аккаунты (пароли показываются только сейчас):', '  Ученик         pupil@demo.school  пароль: demo-pupil-2026']);
    const existing = startBanner({ ...facts, dataDir: undefined, cheapHashes: true, demo: { created: [], existing: [{ email: 'pupil@demo.school' }] } });
    expect(existing).toContain('Данные: PostgreSQL (DATABASE_URL)');
    expect(existing.some((line) => line.startsWith('ВНИМАНИЕ: PASSWORD_HASH_COST=test'))).toBe(true);
    expect(existing.at(-1)).toBe('Демо-аккаунты: pupil@demo.school (пароли были показаны при первом запуске)');
  });
});

// One engine is enough: what is printed does not depend on it.
describe.skipIf(testEngine() !== 'sqlite')('the compiled server outside a terminal', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'school-banner-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints only JSON lines on stdout, the banner among them, even with LOG_LEVEL=warn', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DIST_DIR: join(dataDir, 'no-dist'), HOST: '127.0.0.1', PORT: '0' };
    for (const key of ['DATABASE_URL', 'LOG_FORMAT', 'JWT_SECRET', 'REDIS_URL']) delete env[key];
    Object.assign(env, { DEMO_ACCOUNTS: 'on', LOG_LEVEL: 'warn', PASSWORD_HASH_COST: 'test' });
    const child = spawn(process.execPath, compiledServerEntry(), { cwd: ROOT_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    // The last line of the banner on the run that makes the demo accounts.
    await new Promise<void>((resolve, reject) => {
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        stdout += chunk;
        if (stdout.includes('admin@demo.school') && stdout.endsWith('\n')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`сервер завершился с кодом ${code}:\n${stdout}\n${stderr}`)));
    });
    child.kill('SIGTERM');
    await once(child, 'exit');

    const lines = stdout.split('\n').filter((line) => line !== '');
    const records = lines.map((line) => {
      try {
        return JSON.parse(line) as { msg?: string; banner?: boolean };
      } catch {
        throw new Error(`не JSON на stdout: «${line}»`);
      }
    });
    const banner = records.filter((record) => record.banner).map((record) => record.msg);
    expect(banner[0]).toMatch(/^Школа робототехники работает: /);
    expect(banner[1]).toBe('Открыта только на этом компьютере (HOST=127.0.0.1); чтобы открыть её классу: HOST=0.0.0.0 npm start');
    expect(banner).toContain('Демо-аккаунты (пароли показываются только сейчас):');
    expect(banner.some((msg) => msg?.includes('pupil@demo.school  пароль: demo-pupil-2026'))).toBe(true);
  });
});
