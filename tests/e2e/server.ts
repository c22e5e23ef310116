import { createServer } from 'node:net';
import { inject } from 'vitest';
import { seedDemoAccounts } from '../../server/services/seed';
import { ADULT_BIRTH_YEAR, createTestApp, type TestApp } from '../helpers/test-app';

export interface RunningServer extends TestApp {
  baseURL: string;
}

export interface ServerOptions {
  /**
   * Sets PUBLIC_URL to the server's own address, so links in its letters open this very server
   * (the port is chosen free before the server starts, as PUBLIC_URL is read at start).
   */
  publicUrl?: boolean;
  /** The built app to serve; the global setup's build by default. */
  distDir?: string;
}

const HOST = '127.0.0.1';

/** A port of 127.0.0.1 that nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The real server, with the PWA built by the global setup, on a free port of 127.0.0.1. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const port = options.publicUrl ? await freePort() : 0;
  const server = await createTestApp({ DIST_DIR: options.distDir ?? inject('distDir'), ...(options.publicUrl ? { PUBLIC_URL: `http://${HOST}:${port}` } : {}) });
  await seedDemoAccounts(server.db, server.config.passwordHashCost);
  const address = await server.app.listen({ port, host: HOST });
  return { ...server, baseURL: address };
}

/** A new pupil, signed up through the API (the tests log in through the page); a grown-up's year, so no parent's consent is waited for. */
export async function signUp(server: RunningServer, pupil: { name: string; email: string; password: string }): Promise<void> {
  const answer = await fetch(`${server.baseURL}/api/v1/users/profile/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: pupil.name, email: pupil.email, password: pupil.password, birthYear: ADULT_BIRTH_YEAR }),
  });
  if (answer.status !== 201) throw new Error(`Регистрация не удалась: ${answer.status} ${await answer.text()}`);
}

/** How many works the account with this e-mail has sent of one project, as the server stored them. */
export async function submissionsOf(server: RunningServer, email: string, projectId: number): Promise<number> {
  const row = await server.db
    .selectFrom('submissions')
    .innerJoin('users', 'users.id', 'submissions.user_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('users.email', '=', email)
    .where('submissions.project_id', '=', projectId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
