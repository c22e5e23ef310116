import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../helpers/server-process';
import { testEngine } from '../helpers/test-database';

// What a teacher reads after `npm start` is Russian, line by line. Before: Ajv's note on a schema
// («strict mode: missing type "array" for keyword "maxItems"») and Fastify's «Server listening at».

/** The message of a printed line: a JSON record's `msg`, or the line itself. */
function message(line: string): string {
  try {
    return String((JSON.parse(line) as { msg?: unknown }).msg ?? '');
  } catch {
    return line;
  }
}

// One engine is enough: what is printed at start does not depend on it.
describe.skipIf(testEngine() !== 'sqlite')('the start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'school-start-words-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints every line with Russian words and no schema notes', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir, DIST_DIR: join(dataDir, 'no-dist'), DEMO_ACCOUNTS: 'on' });
    await fetch(server.url + '/api/health');
    expect(await server.stop('SIGTERM')).toBe(0);
    const lines = server.output().split('\n').filter((line) => line.trim() !== '');
    expect(lines.length).toBeGreaterThan(3);
    const foreign = lines.map(message).filter((text) => !/[а-яё]{3}/i.test(text) || /strict mode|listening/i.test(text));
    expect(foreign, server.output()).toEqual([]);
  });
});
