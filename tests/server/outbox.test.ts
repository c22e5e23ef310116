import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_MSG } from '../../domain/family';
import { ROOT_DIR } from '../../server/config';
import { createDatabase } from '../../server/db/database';
import { createMailer, type Letter, type Mailer } from '../../server/services/mailer';
import { deleteAccount } from '../../server/services/account-deletion';
import { deliverWaiting, MAIL_RETRY, mailState, queueLetter, retryWait } from '../../server/services/outbox';
import { closedPort, consentToken, startSmtpServer, type SmtpServer } from '../helpers/mail';
import { compiledServerEntry } from '../helpers/server-process';
import { person } from '../helpers/people';
import { createTestApp, signup, login, TEST_SECRET, type TestApp } from '../helpers/test-app';
import { testEngine, whileSchemasStay } from '../helpers/test-database';
import { withMigrationDatabase } from '../helpers/migration-database';
import { migrations } from '../../server/db/migrations';
import { engineOf } from '../../server/db/database';
import { Migrator, sql } from 'kysely';

// Letters through the outbox (docs/decisions/0200-letters-wait-in-an-outbox.md): with SMTP on a
// closed port a letter waits (and health says so), after the SMTP server starts it goes exactly
// once; the child's daily consent letters count only those that went; retries grow and stop.

const CHILD_YEAR = new Date().getUTCFullYear() - 12;
const now = () => Math.floor(Date.now() / 1000);

let t: TestApp;
let smtpPort: number;
let smtp: SmtpServer | undefined;
/** The school's way out (its SMTP_URL), as the server process and the command make it. */
let mailer: Mailer;

beforeAll(async () => {
  smtpPort = await closedPort();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
  mailer = createMailer({ smtpUrl: t.config.smtpUrl, from: t.config.mailFrom, dataDir: t.config.dataDir, log: () => {} });
});
afterAll(async () => {
  await smtp?.close();
  await t.close();
});

async function smtpUp(): Promise<SmtpServer> {
  smtp ??= await startSmtpServer(smtpPort);
  return smtp;
}
async function smtpDown() {
  await smtp?.close();
  smtp = undefined;
}

async function pupilEmail(): Promise<string> {
  const email = `reset-${randomUUID()}@example.com`;
  expect((await signup(t.app, { firstName: 'Маша', email, password: 'correct-horse-42' })).statusCode).toBe(201);
  return email;
}

/** Polls until `check` holds: the letters are tried after the answer, in the server's own time. */
async function until(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 400; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Не дождались: ${what}`);
}

/** The newest letter of `userEmail`'s account has been tried at least once. */
async function tried(userEmail: string, kind: string) {
  const user = await t.db.selectFrom('users').select('id').where('email', '=', userEmail).executeTakeFirstOrThrow();
  await until(async () => {
    const row = await t.db.selectFrom('outbox').select(['attempts', 'status']).where('user_id', '=', user.id).where('kind', '=', kind).orderBy('id', 'desc').executeTakeFirst();
    return row !== undefined && (row.attempts > 0 || row.status !== 'waiting');
  }, `письмо ${kind}`);
}

const health = async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).json() as { mail: { waiting: number; failing: number } };
const rowsOf = (kind: string) => t.db.selectFrom('outbox').selectAll().where('kind', '=', kind).orderBy('id').execute();

describe('a letter that fails', () => {
  afterEach(smtpDown);

  it('waits while SMTP is unreachable, health shows it, and goes exactly once when SMTP is back', async () => {
    const email = await pupilEmail();
    const before = await mailState(t.db, now());
    expect((await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } })).statusCode).toBe(200);
    await tried(email, 'password_reset');

    const waiting = (await rowsOf('password_reset')).at(-1)!;
    expect(waiting).toMatchObject({ status: 'waiting', attempts: 1, sent_at: null });
    expect(waiting.last_error).toMatch(/ECONNREFUSED/);
    // Before: one query answered health; the letter waits and is failing.
    expect((await health()).mail).toEqual({ waiting: before.waiting + 1, failing: before.failing + 1 });
    // The admin's dashboard says so too («Письма не уходят: 1 — проверьте SMTP» on the page).
    const admin = await person(t, 'admin');
    const dashboard = await t.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard', headers: { authorization: admin.token } });
    expect(dashboard.json().data.mail).toEqual({ waiting: before.waiting + 1, failing: before.failing + 1 });

    const server = await smtpUp();
    // Two processes' commands at once, then a third: the letter goes once.
    const other = createDatabase(t.config);
    try {
      const runs = await Promise.all([deliverWaiting(t.db, mailer, now(), { all: true }), deliverWaiting(other, mailer, now(), { all: true })]);
      expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(before.waiting + 1);
      expect(await deliverWaiting(t.db, mailer, now(), { all: true })).toEqual({ sent: 0, waiting: 0, failed: 0 });
    } finally {
      await other.destroy();
    }
    const toPupil = server.letters.filter((letter) => letter.rcpt.includes(email));
    expect(toPupil).toHaveLength(1);
    expect(toPupil[0]!.subject).toBe('Смена пароля в Школе робототехники');

    // Sent: the row keeps no link (a reset link is a password); the link itself works.
    const sent = await t.db.selectFrom('outbox').selectAll().where('id', '=', waiting.id).executeTakeFirstOrThrow();
    expect(sent).toMatchObject({ status: 'sent', letter: null, attempts: 2 });
    const token = new URL(/https?:\/\/\S+\/password\?token=\S+/.exec(toPupil[0]!.text)![0]).searchParams.get('token')!;
    const reset = await t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { token, password: 'a-brand-new-pass-7' } });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await login(t.app, email, 'a-brand-new-pass-7')).statusCode).toBe(200);
    await tried(email, 'password_changed');
    // The «password changed» letter went at once, SMTP being up.
    expect(server.letters.filter((letter) => letter.rcpt.includes(email)).map((letter) => letter.subject)).toEqual([
      'Смена пароля в Школе робототехники',
      'Пароль в Школе робототехники изменён',
    ]);
    // Health reads the letters at most once a second: it tells the news within one.
    await until(async () => (await health()).mail.waiting === 0, 'health без писем в очереди');
    expect((await health()).mail).toEqual({ waiting: 0, failing: 0 });
  });

  it('counts the child’s 3 consent letters a day by the letters that went, and says when one waits', async () => {
    const email = `kid-${randomUUID()}@example.com`;
    const parentEmail = `parent-${randomUUID()}@example.com`;
    const created = await signup(t.app, { firstName: 'Петя', email, password: 'child-password-42', birthYear: CHILD_YEAR, parentEmail });
    expect(created.statusCode, created.body).toBe(201);
    await tried(email, 'consent');
    const token = (await login(t.app, email, 'child-password-42')).json().token as string;
    const resend = () => t.app.inject({ method: 'POST', url: '/api/v1/family/consent/resend', headers: { authorization: token }, payload: {} });

    // SMTP down: five presses, none refused, each told the letter waits (not «look in the spam»).
    for (let i = 0; i < 5; i += 1) {
      const answer = await resend();
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().message).toBe(FAMILY_MSG.resendWaiting);
    }
    // One letter waits: each press replaced the one before (the sign-up's included).
    const child = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const mine = (await rowsOf('consent')).filter((row) => row.user_id === child.id);
    expect(mine.map((row) => row.status)).toEqual(['cancelled', 'cancelled', 'cancelled', 'cancelled', 'cancelled', 'waiting']);
    expect(mine.filter((row) => row.letter !== null)).toHaveLength(1);
    const myConsent = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/family/my-consent', headers: { authorization: token } })).json().data;
    // The notice says the letter has not gone (before: «Мы отправили письмо» whatever happened).
    expect(await myConsent()).toMatchObject({ state: 'pending', letterWaiting: true });

    const server = await smtpUp();
    for (let i = 0; i < 3; i += 1) {
      const answer = await resend();
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().message).toBe(FAMILY_MSG.resent);
    }
    expect(await myConsent()).toMatchObject({ state: 'pending', letterWaiting: false });
    const refused = await resend();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'RATE_LIMITED', message: FAMILY_MSG.resendTooOften });
    const toParent = server.letters.filter((letter) => letter.rcpt.includes(parentEmail));
    expect(toParent).toHaveLength(3);
    // The newest letter's link is a working one.
    const invite = await t.app.inject({ method: 'GET', url: `/api/v1/family/consent/${consentToken(toParent.at(-1)!)}` });
    expect(invite.statusCode, invite.body).toBe(200);
    // The replaced letters never went: nothing of this child waits.
    expect(await deliverWaiting(t.db, mailer, now(), { all: true })).toMatchObject({ sent: 0 });
    expect(server.letters.filter((letter) => letter.rcpt.includes(parentEmail))).toHaveLength(3);
  });
});

describe('retries', () => {
  it('wait longer each time, stop after a day with the letter’s text blanked', async () => {
    const failing = { send: async () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' })) };
    const start = 1_000_000;
    const letter: Letter = { to: 'nobody@example.com', subject: 'Тест', text: 'секретная ссылка' };
    const id = await queueLetter(t.db, 'digest', letter, { now: start });
    const row = () => t.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    let at = start;
    const waits: number[] = [];
    for (;;) {
      const run = await deliverWaiting(t.db, failing, at);
      const current = await row();
      if (current.status === 'failed') {
        expect(run.failed).toBe(1);
        break;
      }
      // Not due yet: nothing is tried a second before its time.
      expect(await deliverWaiting(t.db, failing, Number(current.next_at) - 1)).toEqual({ sent: 0, waiting: 0, failed: 0 });
      waits.push(Number(current.next_at) - at);
      at = Number(current.next_at);
    }
    expect(waits.slice(0, 4)).toEqual([60, 120, 240, 480]);
    expect(Math.max(...waits)).toBe(MAIL_RETRY.longestWait);
    expect(waits.every((wait, i) => i === 0 || wait >= waits[i - 1]!)).toBe(true);
    expect(at - start).toBeLessThanOrEqual(MAIL_RETRY.giveUpAfter);
    expect(at + retryWait(waits.length + 1) - start).toBeGreaterThanOrEqual(MAIL_RETRY.giveUpAfter);
    const given = await row();
    expect(given).toMatchObject({ status: 'failed', letter: null, last_error: 'ESOCKET: connect ECONNREFUSED' });
    // Given up in the last day: still counted as failing, for the admin.
    expect((await mailState(t.db, at)).failing).toBeGreaterThanOrEqual(1);
    await t.db.deleteFrom('outbox').where('id', '=', id).execute();
  });

  it('never sends one letter twice from several processes at once', async () => {
    const seen: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = {
      send: async (letter: Letter) => {
        seen.push(letter.to);
        await gate;
      },
    };
    const at = now();
    const ids = await Promise.all(Array.from({ length: 6 }, (_, i) => queueLetter(t.db, 'digest', { to: `many-${i}@example.com`, subject: 'x', text: 'x' }, { now: at })));
    const others = [createDatabase(t.config), createDatabase(t.config)];
    try {
      const running = [deliverWaiting(t.db, slow, at), ...others.map((db) => deliverWaiting(db, slow, at))];
      // Each process holds its letter in the mailer: let them all through once every one claimed something.
      while (seen.length < 3 && seen.length < ids.length) await new Promise((resolve) => setImmediate(resolve));
      release();
      const runs = await Promise.all(running);
      expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBeGreaterThanOrEqual(ids.length);
    } finally {
      await Promise.all(others.map((db) => db.destroy()));
    }
    // Each of them once (letters other tests left waiting may have gone too).
    expect(seen.filter((to) => to.startsWith('many-')).sort()).toEqual(ids.map((_, i) => `many-${i}@example.com`).sort());
  });
});

describe('a deleted account', () => {
  it('takes its waiting letters with it: the address and the link do not stay', async () => {
    const email = await pupilEmail();
    expect((await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } })).statusCode).toBe(200);
    await tried(email, 'password_reset');
    const user = await t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(await t.db.selectFrom('outbox').select('id').where('user_id', '=', user.id).execute()).toHaveLength(1);
    await deleteAccount(t.db, user, now());
    expect(await t.db.selectFrom('outbox').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
  });
});

/**
 * A command of the compiled server, as `npm run mail` runs it (the run's build,
 * tests/helpers/server-build.ts): exit code and output. It migrates at start, so on PostgreSQL no
 * other test file's schema may be dropped meanwhile.
 */
const runCli = (command: 'mail' | 'digest', args: string[], env: NodeJS.ProcessEnv) => whileSchemasStay(() => runCliNow(command, args, env));

async function runCliNow(command: 'mail' | 'digest', args: string[], env: NodeJS.ProcessEnv) {
  const script = join(dirname(compiledServerEntry()[0]!), 'cli', `${command}.js`);
  const child = spawn(process.execPath, [script, ...args], {
    cwd: ROOT_DIR,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: t.config.dataDir, ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}), JWT_SECRET: TEST_SECRET, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

describe('the commands', () => {
  afterEach(smtpDown);

  it('`npm run mail -- send` says what did not go, then sends the waiting letter once SMTP is up', async () => {
    const email = await pupilEmail();
    expect((await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } })).statusCode).toBe(200);
    await tried(email, 'password_reset');
    const smtpUrl = `smtp://127.0.0.1:${smtpPort}`;

    const down = await runCli('mail', ['send'], { SMTP_URL: smtpUrl });
    expect(down.code, down.stderr).toBe(1);
    expect(down.stdout).toContain('Отправлено писем: 0, не ушло: 1');
    expect(down.stderr).toContain('проверьте SMTP_URL');
    expect(down.stderr).not.toMatch(/\n\s+at /);

    const server = await smtpUp();
    const up = await runCli('mail', ['send'], { SMTP_URL: smtpUrl });
    expect(up.code, up.stderr).toBe(0);
    expect(up.stdout).toContain('Отправлено писем: 1, не ушло: 0');
    expect(server.letters.filter((letter) => letter.rcpt.includes(email))).toHaveLength(1);
    const status = await runCli('mail', ['status'], {});
    expect(status.stdout).toContain('Писем в очереди: 0, из них не уходят: 0');
    const usage = await runCli('mail', ['sned'], {});
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Использование: npm run mail -- send');
  });

  it('`npm run digest` with SMTP down: a Russian sentence, exit 1, no stack trace', async () => {
    // A parent who agreed: the weekly letter has someone to go to.
    const kid = `kid-${randomUUID()}@example.com`;
    const parentEmail = `parent-${randomUUID()}@example.com`;
    expect((await signup(t.app, { firstName: 'Гоша', email: kid, password: 'child-password-42', birthYear: CHILD_YEAR, parentEmail })).statusCode).toBe(201);
    await tried(kid, 'consent');
    const server = await smtpUp();
    await deliverWaiting(t.db, mailer, now(), { all: true });
    const letter = server.letters.find((each) => each.rcpt.includes(parentEmail))!;
    const agreed = await t.app.inject({ method: 'POST', url: '/api/v1/family/consent', payload: { token: consentToken(letter), password: 'parent-password-42' } });
    expect(agreed.statusCode, agreed.body).toBe(200);
    await smtpDown();

    const run = await runCli('digest', [], { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, PUBLIC_URL: 'https://school.example' });
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(run.stderr).toMatch(/Не ушло писем: [1-9]\d*\. Почта не принимает их — проверьте SMTP_URL/);
    expect(run.stderr + run.stdout).not.toMatch(/\n\s+at /);
    // The letter waits in the outbox, not lost.
    expect((await rowsOf('digest')).filter((row) => row.status === 'waiting').length).toBeGreaterThanOrEqual(1);

    // A database it cannot reach: a sentence too (on SQLite, a data folder that is a file).
    const notAFolder = join(t.config.dataDir, 'not-a-folder');
    writeFileSync(notAFolder, '');
    const broken = await runCli('digest', [], testEngine() === 'postgres' ? { DATABASE_URL: `postgres://postgres@127.0.0.1:${await closedPort()}/none` } : { DATA_DIR: join(notAFolder, 'data') });
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/^Еженедельные письма родителям не отправлены: .+/);
    expect(broken.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('migration 0018', () => {
  it('runs on a database that already ran the migrations numbered after it', async () => {
    await withMigrationDatabase(async (database) => {
      const { db } = database;
      // A school that ran main's later migrations before the outbox landed: 0018 comes in between.
      const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name !== '0018-outbox'));
      const schema = engineOf(db) === 'postgres' ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]!.name : undefined;
      const earlier = new Migrator({ db, provider: { getMigrations: async () => before }, migrationTableSchema: schema, allowUnorderedMigrations: true });
      // Under the test schemas' lock, as every migration of a test (tests/helpers/test-database.ts).
      const { error } = await database.migrating(() => earlier.migrateToLatest());
      expect(error).toBeUndefined();
      await database.migrateToLatest();
      expect(await db.selectFrom('outbox').select('id').execute()).toEqual([]);
    });
  });
});
