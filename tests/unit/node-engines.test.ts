import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// README and package.json promise Node 20.19+ (docs/decisions/0252-node-20-and-the-packages-that-run-on-it.md):
// every package npm installs must run on it, or `npm ci` warns in English (EBADENGINE) on the
// school's computer. Before: ky@2 and cookie@2 wanted Node 22.

// npm's own reading of a range (semver ships with the toolchain; it has no types here).
const semver = createRequire(import.meta.url)('semver') as {
  satisfies(version: string, range: string): boolean;
  minVersion(range: string): { version: string } | null;
};

const root = join(import.meta.dirname, '..', '..');
const read = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown>;

describe('the Node version the school is promised', () => {
  const promised = (read('package.json').engines as { node: string }).node;
  const oldest = semver.minVersion(promised)!.version;

  it('is the one README names', () => {
    expect(oldest).toBe('20.19.0');
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain('Node.js 20.19');
  });

  it('runs every package of the lock file (npm ci prints no engine warning)', () => {
    const packages = read('package-lock.json').packages as Record<string, { version?: string; engines?: { node?: string } | string[]; optional?: boolean }>;
    const wanting = Object.entries(packages)
      .filter(([path, entry]) => path !== '' && !entry.optional)
      .map(([path, entry]) => ({ path, version: entry.version, node: Array.isArray(entry.engines) ? undefined : entry.engines?.node }))
      .filter((entry) => entry.node !== undefined && !semver.satisfies(oldest, entry.node));
    expect(wanting).toEqual([]);
  });
});
