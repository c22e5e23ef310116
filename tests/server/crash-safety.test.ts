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
// Every kill must find sign-ups in flight; those of them that reached the file must be whole
// accounts that log in, like the answered ones: no write is ever half-done.
// The server is the compiled one (what production runs: it starts without compiling TypeScript),
// with the cheap test cost of password hashes (tests/helpers/server-process.ts): a sign-up is then
// mostly its write, so the kill finds writes rather than hashes in flight. Six kills cover each
// kill point k = 1, 2, 3 twice, each on a file recovered from the crash before.

const ROUNDS = 6;
const SIGNUP_CLIENTS = 4;
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

/**
 * Sign-ups and logins from several clients at once; SIGKILL as the `killAfter`-th sign-up is
 * answered. Returns the sign-ups still in flight at the kill: sent, not answered.
 */
async function traffic(server: ServerProcess, round: number, previous: string[], answered: string[], killAfter: number): Promise<string[]> {
  let stopped = false;
  let n = 0;
  let killed: Promise<unknown> = Promise.resolve();
  const pending = new Set<string>();
  let inFlight: string[] = [];
  const signups = async (worker: number) => {
    while (!stopped) {
      n += 1;
      const email = `r${round}-w${worker}-${n}@example.com`;
      pending.add(email);
      const answer = await call(server.url, 'POST', SIGNUP, { firstName: `Ученик${n}`, email, password: PASSWORD }).catch(() => undefined);
      if (!answer) return;
      pending.delete(email);
      if (answer.status !== 201) throw new Error(`регистрация ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
      // Answered before the kill or read from the socket just after it: either way it must survive.
      answered.push(email);
      if (!stopped && answered.length >= killAfter) {
        stopped = true;
        inFlight = [...pending];
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
  await Promise.all([...Array.from({ length: SIGNUP_CLIENTS }, (_, i) => signups(i + 1)), logins()]);
  await killed;
  return inFlight;
}

describe('SQLite under SIGKILL', () => {
  it(`keeps every answered sign-up and an intact file through ${ROUNDS} crashes`, async () => {
    const env = { DATA_DIR: dataDir, DIST_DIR: join(dataDir, 'no-dist') };
    const answered: string[] = [];
    /** Every account that must still be there: the answered ones and those written while killed. */
    const kept: string[] = [];
    let lastRound: string[] = [];
    let inFlight: string[] = [];
    let crashes = 0;
    let writtenUnanswered = 0;

    for (let round = 1; round <= ROUNDS + 1; round += 1) {
      // Starts cleanly after the previous crash: migrations, secret and WAL recovery included.
      const server = await startServerProcess(env);
      const { integrity, emails } = checkFile();
      expect(integrity, `round ${round}`).toBe('ok');
      const lost = kept.filter((email) => !emails.has(email));
      expect(lost, `round ${round}: answered 201 but gone`).toEqual([]);
      // The accounts answered just before the last crash log in (older ones did in earlier rounds).
      const logins = await Promise.all(lastRound.map((email) => call(server.url, 'POST', LOGIN, { email, password: PASSWORD })));
      expect(logins.map((answer) => answer.status)).toEqual(lastRound.map(() => 200));
      // Sign-ups the kill cut short are either absent or whole accounts, never half-written.
      const written = inFlight.filter((email) => emails.has(email) && !lastRound.includes(email));
      const whole = await Promise.all(written.map((email) => call(server.url, 'POST', LOGIN, { email, password: PASSWORD })));
      expect(whole.map((answer) => answer.status), `round ${round}: written while killed`).toEqual(written.map(() => 200));
      kept.push(...written);
      writtenUnanswered += written.length;

      if (round > ROUNDS) {
        expect(await server.stop('SIGTERM')).toBe(0);
        break;
      }
      lastRound = [];
      inFlight = await traffic(server, round, answered.slice(-20), lastRound, 1 + (round % 3));
      expect(inFlight.length, `round ${round}: sign-ups in flight at the kill`).toBeGreaterThan(0);
      answered.push(...lastRound);
      kept.push(...lastRound);
      crashes += 1;
    }

    expect(crashes).toBe(ROUNDS);
    // The stream really wrote between the crashes: at least k sign-ups a round.
    expect(answered.length).toBeGreaterThanOrEqual(ROUNDS * 2);
    console.log(`crash-safety: ${crashes} SIGKILL, ${answered.length} answered sign-ups kept, and ${writtenUnanswered} written but cut off before their answer`);
  }, 240_000);
});
