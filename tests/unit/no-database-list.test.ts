import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../server/config';
import { NO_DATABASE } from '../../vitest.config';

// The PostgreSQL project skips the server test files NO_DATABASE names (vitest.config.ts): a file
// there that starts to use a database would silently lose its PostgreSQL run.

describe.each(NO_DATABASE)('%s, run on SQLite only', (file) => {
  it('exists and makes no test app or test database', () => {
    expect(existsSync(join(ROOT_DIR, file))).toBe(true);
    const source = readFileSync(join(ROOT_DIR, file), 'utf8');
    expect(source).not.toMatch(/\b(createTestApp|createTestDatabase|createPostgresSchema|testEngine|DATABASE_URL)\b/);
  });
});
