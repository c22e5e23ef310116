import SQLite from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SQLITE_FILE } from '../../server/db/database';
import { call, startServerProcess, type ServerProcess } from '../helpers/server-process';

// The embedded engine survives a crash: the server is killed (SIGKILL, no shutdown) in the middle
// of a stream of sign-ups and logins, again and again. Every sign-up it answered must still be
// there and able to log in; the file must stay intact; the server must start again by itself.
// The kill follows the k-th answered sign-up of the round (k = 1, 2, 3, ...), with the other
// clients' sign-ups still in flight: an event, not a sleep, so a slow machine makes the test
// slower, never red.

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

/** Sign-ups and logins from several clients at once; SIGKILL as the `killAfter`-th sign-up is answered. */
async function traffic(server: ServerProcess, round: number, previous: string[], answered: string[], killAfter: number) {
  let stopped = false;
  let n = 0;
  let killed: Promise<unknown> = Promise.resolve();
  const signups = async (worker: number) => {
    while (!stopped) {
      n += 1;
      const email = `r${round}-w${worker}-${n}@example.com`;
      const answer = await call(server.url, 'POST', SIGNUP, { firstName: `Ученик${n}`, email, password: PASSWORD }).catch(() => undefined);
      if (!answer) return;
      if (answer.status !== 201) throw new Error(`регистрация ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
      // Answered before the kill or read from the socket just after it: either way it must survive.
      answered.push(email);
      if (!stopped && answered.length >= killAfter) {
        stopped = true;
        killed = server.stop('SIGKILL');
      }
    }
  };
  const logins = async () => {
    for (let i = 0; !stopped; i += 1) {
      const email = previous[i % Math.max(previous.length, 1)];
      if (!email) return;
      if (!(await call(server.url, 'POST', LOGIN, { email, password: PASSWORD }).catch(() => undefined))) return;
    }
  };
  await Promise.all([signups(1), signups(2), signups(3), logins()]);
  await killed;
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
      await traffic(server, round, answered.slice(-20), lastRound, 1 + (round % 3));
      answered.push(...lastRound);
      crashes += 1;
    }

    expect(crashes).toBe(ROUNDS);
    // The stream really wrote between the crashes: at least k sign-ups a round.
    expect(answered.length).toBeGreaterThanOrEqual(ROUNDS * 2);
    console.log(`crash-safety: ${crashes} SIGKILL, ${answered.length} sign-ups answered and kept`);
  }, 240_000);
});
