import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/content/**', 'src/lib/worker/**'],
          setupFiles: ['tests/helpers/setup-dom.ts'],
        },
      },
      {
        test: {
          name: 'content',
          environment: 'node',
          // Node, not jsdom: fake-indexeddb under jsdom turns binary data into {} (DESIGN §6).
          include: ['src/content/**/*.test.ts', 'src/lib/worker/**/*.test.ts', 'sw/**/*.test.ts', 'eslint/**/*.test.js', 'tests/unit/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      // The same server tests once more on PostgreSQL, each test app in its own schema
      // (tests/helpers/test-database.ts); the two files that pick their own engine run only above.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'server-pg',
                environment: 'node' as const,
                include: ['tests/server/**/*.test.ts'],
                exclude: ['tests/server/crash-safety.test.ts', 'tests/server/two-processes.test.ts'],
                provide: { dbEngine: 'postgres' as const },
                testTimeout: 30_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
