import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../scripts/build/server.mjs';
import { ROOT_DIR } from '../../server/config';
import { provideMigratedTemplates } from './migrated-templates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The compiled server the global setup built (tests/helpers/server-process.ts), or why it could not. */
    serverBuild: { entry: string } | { error: string };
  }
}

/** One build per test run, whichever server project (SQLite, PostgreSQL) asks first. */
const shared = globalThis as typeof globalThis & { schoolServerBuild?: Promise<{ entry: string } | { error: string }> };

/**
 * Global setup of the server projects: the production bundle (scripts/build/server.mjs, what
 * `npm start` runs) built once for every test file that starts real server processes, which then
 * start in a few hundred milliseconds instead of compiling the TypeScript sources with tsx at each
 * start. The folder is inside the repository, so the bundle finds node_modules as dist-server/ does.
 * A failed build fails only the files that start a server, with esbuild's message.
 * Built at the start of a run: in watch mode, restart vitest after changing the server.
 */
export default async function setup(project: TestProject) {
  const dir = join(ROOT_DIR, '.test-data', `server-build-${process.pid}`);
  const outdir = join(dir, 'dist-server');
  shared.schoolServerBuild ??= buildServer(outdir).then(
    () => ({ entry: join(outdir, 'main.js') }),
    (error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }),
  );
  project.provide('serverBuild', await shared.schoolServerBuild);
  const dropTemplates = await provideMigratedTemplates(project);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await dropTemplates();
  };
}
