import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Server test files that never reach a database, so the PostgreSQL project does not run them a
 * second time: every other file in tests/server runs on both engines, a new one included, unless
 * it is named here. A file that uses the test app (tests/helpers/test-app.ts) reaches the database
 * (its migrations at least) and stays on both engines.
 */
export const NO_DATABASE = [
  'tests/server/cheap-parts.test.ts', // SQLite's statement cache, the token check, the request log
  'tests/server/limit-store.test.ts', // the rate limits' counters in memory
  'tests/server/photo-pipeline.test.ts', // sharp and the image checks
  'tests/server/photo-store.test.ts', // photo files on disk
  'tests/server/work-gate.test.ts', // the password-hash queue
];

/**
 * Files that choose their engine themselves: SQLite under SIGKILL, the compiled bundle (the same
 * on both engines) on SQLite, Debian's sqlite3 on the SQLite file, two processes on PostgreSQL, two
 * behind nginx on one SQLite file.
 */
const OWN_ENGINE = [
  // Starts of the compiled server that fail before or without a database (some name an unreachable DATABASE_URL).
  'tests/server/startup-errors.test.ts',
  'tests/server/crash-safety.test.ts',
  'tests/server/sqlite-cli.test.ts',
  'tests/server/compiled-server.test.ts',
  'tests/server/two-processes.test.ts',
  'tests/server/family-two-processes.test.ts',
  'tests/server/nginx-proxy.test.ts',
];

/**
 * Unit files that replace a module (vi.mock) or load one afresh (vi.resetModules): they get a
 * module graph of their own, as every file did before the unit project shared one per worker.
 */
const OWN_MODULES = [
  'src/app/router.test.tsx',
  'src/features/submission/model/outbox-retry.test.ts',
  'src/features/tasks/components/lesson-tasks.test.tsx',
  'src/lib/lab-circuits.test.ts',
  'src/lib/mcu-checks.test.ts',
];

const UNIT = {
  environment: 'jsdom' as const,
  include: ['src/**/*.test.{ts,tsx}'],
  exclude: ['src/content/**', 'src/lib/shared-with-sw/**'],
  setupFiles: ['tests/helpers/setup-dom.ts'],
  // Above the 5 s that findBy/waitFor wait for an event (tests/helpers/setup-dom.ts), with room
  // for a host three times slower than usual (docs/decisions/0305-time-limits-for-a-slow-host.md).
  testTimeout: 30_000,
};

export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker (cores − 1). Most test time waits on PostgreSQL,
    // server processes or Chromium rather than using a core: three files at a time keep both cores
    // busy (docs/decisions/0292-test-apps-copy-a-migrated-database.md; the whole suite in 328 s on
    // the quiet 2-core machine since 0303).
    maxWorkers: 3,
    projects: [
      {
        plugins: [react()],
        test: {
          ...UNIT,
          name: 'unit',
          // One jsdom and one module graph per worker instead of per file: setting up jsdom and
          // importing React again for each of a hundred small files took six times as long as
          // their tests (docs/decisions/0303-test-files-share-their-worker.md). setup-dom.ts empties
          // the page and localStorage after every test.
          isolate: false,
          exclude: [...UNIT.exclude, ...OWN_MODULES],
        },
      },
      {
        plugins: [react()],
        test: { ...UNIT, name: 'unit-own-modules', include: OWN_MODULES },
      },
      {
        test: {
          name: 'content',
          environment: 'node',
          // Node, not jsdom: fake-indexeddb under jsdom turns binary data into {}. domain/ has no DOM.
          // One module graph per worker, as the unit project's.
          isolate: false,
          include: ['domain/**/*.test.ts', 'src/content/**/*.test.ts', 'src/lib/shared-with-sw/**/*.test.ts', 'sw/**/*.test.ts', 'eslint/**/*.test.js', 'tests/unit/**/*.test.ts'],
          // As the unit project's: domain/'s engine tests (300 random circuits) ran there with it
          // and take seconds on two busy cores.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          // One module graph per worker instead of one per file: importing the server (Fastify,
          // Kysely, sharp...) again for every file took more time than the tests. Each test app has
          // its own database, data folder and config; the server keeps no state in its modules
          // that one test app could leave to the next (docs/decisions/0111-the-test-suite-in-half-the-time.md).
          isolate: false,
          include: ['tests/server/**/*.test.ts'],
          // The compiled server, built once for the files that start server processes.
          globalSetup: ['tests/helpers/server-build.ts'],
          // A test app's start (migrations, on PostgreSQL in its own schema) can pass vitest's 10 s
          // on two busy cores; a test that starts server processes takes a minute on a slow host.
          // Limits against a hang, not goals (docs/decisions/0305-time-limits-for-a-slow-host.md).
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      // The same server tests once more on PostgreSQL, each test app in its own schema
      // (tests/helpers/test-database.ts), but for the files above that never reach a database or
      // choose their own engine.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'server-pg',
                environment: 'node' as const,
                isolate: false,
                include: ['tests/server/**/*.test.ts'],
                exclude: [...NO_DATABASE, ...OWN_ENGINE],
                globalSetup: ['tests/helpers/server-build.ts'],
                provide: { dbEngine: 'postgres' as const },
                testTimeout: 120_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          environment: 'node',
          // As the server projects: each file starts its own server and Chromium and closes them.
          isolate: false,
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          // The longest test takes 40 s on the quiet machine and two minutes on a host three times
          // slower: one limit for every test, against a hang (docs/decisions/0305-time-limits-for-a-slow-host.md).
          testTimeout: 240_000,
          hookTimeout: 240_000,
          // expect.poll waits up to 1 s by default: a tap's answer or a photo's delivery takes longer
          // on a slow host. Playwright's waits have 90 s (tests/e2e/browser.ts).
          expect: { poll: { timeout: 30_000 } },
          // Two files at a time, beside the other projects' files: each has its own server on a
          // free port, its own Chromium and its own copy of the build when it changes one; a file
          // that ran alone after all the others made the suite wait on one core.
        },
      },
    ],
  },
});
