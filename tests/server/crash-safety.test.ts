import SQLite from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { SQLITE_FILE } from '../../server/db/database';
import { call, startServerProcess, type ServerProcess } from '../helpers/server-process';

// The embedded engine survives a crash: the server is killed (SIGKILL, no shutdown) in the middle
// of a stream of sign-ups and logins, again and again. Every sign-up it answered must still be
// there and able to log in; the file must stay intact; the server must start again by itself.

const ROUNDS = 20;
const SIGNUP = '/api/v1/users/profile/signup';
const LOGIN = '/api/v1/users/profile/login';
const PASSWORD = 'crash-test-password';

const dataDir = mkdtempSync(join(tmpdir(), 'school-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function checkFile(): { integrity: unknown; emails: Set<string> } {
  const sqlite = new SQLite(join(dataDir, SQLITE_FILE));
  try {
    const integrity = sqlite.pragma('integrity_check', { simple: true });
    const rows = sqlite.prepare('select email from users').all() as { email: string }[];
    return { integrity, emails: new Set(rows.map((row) => row.email)) };
  } finally {
    sqlite.close();
  }
}

/** Sign-ups and logins from several clients at once until the server dies under them. */
async function traffic(server: ServerProcess, round: number, previous: string[], answered: string[]) {
  let stopped = false;
  let n = 0;
  const signups = async (worker: number) => {
    while (!stopped) {
      n += 1;
      const email = `r${round}-w${worker}-${n}@example.com`;
      const answer = await call(server.url, 'POST', SIGNUP, { firstName: `Ученик${n}`, email, password: PASSWORD }).catch(() => undefined);
      if (!answer) return;
      if (answer.status === 201) answered.push(email);
      else throw new Error(`регистрация ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
  };
  const logins = async () => {
    for (let i = 0; !stopped; i += 1) {
      const email = previous[i % Math.max(previous.length, 1)];
      if (!email) return;
      if (!(await call(server.url, 'POST', LOGIN, { email, password: PASSWORD }).catch(() => undefined))) return;
    }
  };
  const running = Promise.all([signups(1), signups(2), signups(3), logins()]);
  await sleep(250 + Math.random() * 650);
  await server.stop('SIGKILL');
  stopped = true;
  await running;
}

describe('SQLite under SIGKILL', () => {
  it(`keeps every answered sign-up and an intact file through ${ROUNDS} crashes`, async () => {
    const env = { DATA_DIR: dataDir, DIST_DIR: join(dataDir, 'no-dist') };
    const answered: string[] = [];
    let lastRound: string[] = [];
    let crashes = 0;

    for (let round = 1; round <= ROUNDS + 1; round += 1) {
      // Starts cleanly after the previous crash: migrations, secret and WAL recovery included.
      const server = await startServerProcess(env);
      const { integrity, emails } = checkFile();
      expect(integrity, `round ${round}`).toBe('ok');
      const lost = answered.filter((email) => !emails.has(email));
      expect(lost, `round ${round}: answered 201 but gone`).toEqual([]);
      // The accounts answered just before the last crash log in (older ones did in earlier rounds).
      const logins = await Promise.all(lastRound.map((email) => call(server.url, 'POST', LOGIN, { email, password: PASSWORD })));
      expect(logins.map((answer) => answer.status)).toEqual(lastRound.map(() => 200));

      if (round > ROUNDS) {
        expect(await server.stop('SIGTERM')).toBe(0);
        break;
      }
      lastRound = [];
      await traffic(server, round, answered.slice(-20), lastRound);
      answered.push(...lastRound);
      crashes += 1;
    }

    expect(crashes).toBe(ROUNDS);
    // The stream really wrote between the crashes.
    expect(answered.length).toBeGreaterThanOrEqual(ROUNDS);
    console.log(`crash-safety: ${crashes} SIGKILL, ${answered.length} sign-ups answered and kept`);
  }, 150_000);
});
