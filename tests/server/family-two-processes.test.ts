import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDatabaseConfig } from '../../server/config';
import { createDatabase, type DB } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { familiesRepository } from '../../server/db/repositories/families';
import { usersRepository } from '../../server/db/repositories/users';
import { digestWeek } from '../../server/services/family-digest';
import { lettersTo } from '../helpers/mail';
import { compiledServerEntry, startServerProcess, type ServerProcess } from '../helpers/server-process';
import { createPostgresSchema, type TestDatabase } from '../helpers/test-database';

// The weekly letter with the production shape: two server processes on one PostgreSQL both run
// it at start; each parent gets exactly one letter for the week. Then `npm run digest` (the
// compiled command) beside them sends only to the parent who had none. Always PostgreSQL.

const run = promisify(execFile);
const ready = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);
const DONE = 'Еженедельные письма родителям: отправлено';

it.runIf(!ready && process.env.CI)('has PostgreSQL and Redis in CI', () => {
  expect.fail('В CI нужны TEST_DATABASE_URL и REDIS_URL: проверка еженедельного письма из двух процессов не должна пропускаться');
});

describe.runIf(ready)('the weekly letter from two server processes and the command', () => {
  let dataDir: string;
  let database: TestDatabase;
  let servers: ServerProcess[] = [];
  let env: NodeJS.ProcessEnv;
  let db: DB;

  /** A parent with a child whose consent is given: who gets the weekly letter. */
  async function family(name: string): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const users = usersRepository(db);
    const email = `${name}-parent@example.com`;
    const parent = await users.create({ email, passwordHash: 'x', firstName: 'Родитель', role: 'parent', now });
    const child = await users.create({ email: `${name}-child@example.com`, passwordHash: 'x', firstName: 'Коля', role: 'pupil', now });
    if (!parent.ok || !child.ok) throw new Error('not created');
    await familiesRepository(db).setConsent(child.id, { state: 'given', way: 'paper', at: now });
    await familiesRepository(db).link(parent.id, child.id, now);
    return email;
  }

  /** Until no letter waits or is being sent: every process is done with the outbox. */
  async function outboxDrained(): Promise<void> {
    const deadline = Date.now() + 20_000;
    while ((await db.selectFrom('outbox').select('id').where('status', '=', 'waiting').execute()).length > 0) {
      if (Date.now() > deadline) throw new Error('письма так и ждут в очереди');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'school-digest-'));
    database = await createPostgresSchema();
    env = {
      ...database.env,
      REDIS_URL: process.env.REDIS_URL,
      REDIS_PREFIX: `school-test-${randomBytes(6).toString('hex')}:`,
      JWT_SECRET: `digest-two-processes-${randomBytes(16).toString('hex')}`,
      DATA_DIR: dataDir,
      DIST_DIR: join(dataDir, 'no-dist'),
    };
    db = createDatabase(loadDatabaseConfig(env));
    await database.migrating(() => migrateToLatest(db));
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await db?.destroy();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends each parent one letter a week, whichever process and however many runs', async () => {
    const first = await family('first');
    const second = await family('second');
    servers = await database.migrating(() => Promise.all([startServerProcess(env), startServerProcess(env)]));
    // Both processes have finished their run. Each letter went out once, from whichever process:
    // its digest right after queueing it, or the other one's outbox, which may claim it first.
    await Promise.all(servers.map((server) => server.printed(DONE)));
    await outboxDrained();
    expect(await db.selectFrom('outbox').select(['kind', 'status']).execute()).toEqual([
      { kind: 'digest', status: 'sent' },
      { kind: 'digest', status: 'sent' },
    ]);
    expect(lettersTo(dataDir, first)).toHaveLength(1);
    expect(lettersTo(dataDir, second)).toHaveLength(1);
    const week = digestWeek(Math.floor(Date.now() / 1000));
    expect(await db.selectFrom('digest_weeks').select(['week']).execute()).toEqual([{ week }, { week }]);

    // The command for cron, beside the running servers: only the parent who had no letter yet.
    const third = await family('third');
    const command = join(dirname(compiledServerEntry()[0]!), 'cli', 'digest.js');
    const once = await run(process.execPath, [command], { env: { ...process.env, ...env } });
    // 1, or 0 when a server's outbox took the letter the command had just queued.
    expect(once.stdout).toMatch(new RegExp(`${DONE} [01]\\b`));
    const again = await run(process.execPath, [command], { env: { ...process.env, ...env } });
    expect(again.stdout).toContain(`${DONE} 0`);
    await outboxDrained();
    expect(await db.selectFrom('outbox').select('id').where('kind', '=', 'digest').execute()).toHaveLength(3);
    expect(lettersTo(dataDir, first)).toHaveLength(1);
    expect(lettersTo(dataDir, third)).toHaveLength(1);
  });
});
