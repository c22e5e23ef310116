import { inject } from 'vitest';
import { seedDemoAccounts } from '../../server/services/seed';
import { createTestApp, type TestApp } from '../helpers/test-app';

export interface RunningServer extends TestApp {
  baseURL: string;
}

/** The real server, with the PWA built by the global setup, on a free port of 127.0.0.1. */
export async function startServer(): Promise<RunningServer> {
  const server = await createTestApp({ DIST_DIR: inject('distDir') });
  await seedDemoAccounts(server.db);
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...server, baseURL: address };
}

/** A new pupil, signed up through the API (the tests log in through the page). */
export async function signUp(server: RunningServer, pupil: { name: string; email: string; password: string }): Promise<void> {
  const answer = await fetch(`${server.baseURL}/api/v1/users/profile/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: pupil.name, email: pupil.email, password: pupil.password }),
  });
  if (answer.status !== 201) throw new Error(`Регистрация не удалась: ${answer.status} ${await answer.text()}`);
}
