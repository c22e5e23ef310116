import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { provideMigratedTemplates } from '../helpers/migrated-templates';
import { CHROMIUM_PATH } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    distDir: string;
    chromium: boolean;
  }
}

/** Builds the PWA once into a temporary folder for every end-to-end test file. */
export default async function setup(project: TestProject) {
  const hasChromium = existsSync(CHROMIUM_PATH);
  if (!hasChromium && process.env.CI) {
    throw new Error(`В CI сквозные тесты обязательны, но Chromium не найден: ${CHROMIUM_PATH} (apt-get install chromium)`);
  }
  project.provide('chromium', hasChromium);

  // Vitest sets NODE_ENV=test, which would give a development build of React: test what ships.
  process.env.NODE_ENV = 'production';
  const outDir = mkdtempSync(join(tmpdir(), 'school-e2e-dist-'));
  // Brotli 5 instead of 11: what is served and how is the same (docs/decisions/0292-test-apps-copy-a-migrated-database.md).
  process.env.SCHOOL_PRECOMPRESS = 'fast';
  try {
    await build({ mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    delete process.env.SCHOOL_PRECOMPRESS;
  }
  project.provide('distDir', outDir);
  const dropTemplates = await provideMigratedTemplates(project);
  return async () => {
    rmSync(outDir, { recursive: true, force: true });
    await dropTemplates();
  };
}
